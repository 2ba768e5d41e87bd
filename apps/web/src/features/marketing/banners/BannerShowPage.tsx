import { BANNER_IMAGE, formatDateTime, type Banner } from '@backoffice/contract';
import { Anchor, AspectRatio, Badge, Button, Group, Image, Paper, SimpleGrid } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { ShowPage } from '../../../components/ShowPage';
import { StatusBadge } from '../../../components/StatusBadge';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { banners } from '../api/marketing';
import { PERIOD_STATE_COLORS, PERIOD_STATE_LABELS, periodState, periodText } from '../components/PeriodText';

const FIELD_LABELS = { title: 'Título', image_url: 'Imagem', link_url: 'Link', event_id: 'Evento', position: 'Posição', status: 'Status', starts_on: 'Início', ends_on: 'Fim' };

function StatusToggle({ b }: { b: Banner }) {
  const action = b.status === 'enabled' ? 'disable' : 'enable';
  const allowed = useCan(action, 'banners');
  const status = banners.useStatus();
  if (!allowed) return null;
  const run = async () => {
    const verb = action === 'enable' ? 'ativar' : 'desativar';
    if (!(await confirmAction({ kind: action, title: `${action === 'enable' ? 'Ativar' : 'Desativar'} banner`, message: `Deseja ${verb} o banner ${b.title}?` }))) return;
    await status.mutateAsync({ id: b.id, action }).catch(() => undefined);
  };
  return (
    <Button variant="light" color={action === 'enable' ? 'green' : 'gray'} leftSection={action === 'enable' ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />} onClick={() => void run()} loading={status.isPending}>
      {action === 'enable' ? 'Ativar' : 'Desativar'}
    </Button>
  );
}

/** /banners/{id}/show — the image as the app shows it, its details and history. */
export default function BannerShowPage() {
  return (
    <ShowPage resource={banners} noun={{ title: 'banner', article: 'o banner' }} nameOf={(b) => b.title} fieldLabels={FIELD_LABELS}>
      {(b) => {
        const state = periodState(b.starts_on, b.ends_on, b.status);
        return (
          <Paper withBorder p="lg" radius="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
                <AspectRatio ratio={BANNER_IMAGE.ratio}>
                  <Image src={b.image_url} alt={`Banner ${b.title}`} fit="cover" />
                </AspectRatio>
              </Paper>
              <div>
                <DetailList
                  items={[
                    { label: 'Título', value: b.title },
                    {
                      label: 'Evento',
                      value: b.event_id ? (
                        <Anchor component={Link} to={`/events/${b.event_id}/show`}>
                          {b.event_name}
                        </Anchor>
                      ) : null,
                    },
                    { label: 'Link', value: b.link_url },
                    { label: 'Posição', value: b.position },
                    {
                      label: 'Período',
                      value: (
                        <Group gap="xs">
                          {periodText(b.starts_on, b.ends_on)}
                          <Badge size="sm" variant="light" color={PERIOD_STATE_COLORS[state]} tt="none">
                            {PERIOD_STATE_LABELS[state]}
                          </Badge>
                        </Group>
                      ),
                    },
                    { label: 'Status', value: <StatusBadge status={b.status} /> },
                    { label: 'Criado em', value: formatDateTime(b.created_at) },
                    { label: 'Atualizado em', value: formatDateTime(b.updated_at) },
                  ]}
                />
                <Group mt="md">
                  <StatusToggle b={b} />
                </Group>
              </div>
            </SimpleGrid>
          </Paper>
        );
      }}
    </ShowPage>
  );
}
