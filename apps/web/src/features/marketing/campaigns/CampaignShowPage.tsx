import { couponDiscountLabel, formatDate, formatDateTime, statusLabel, type CampaignCoupon, type CampaignDetail, type CampaignEvent } from '@backoffice/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { ShowPage } from '../../../components/ShowPage';
import { StatusBadge } from '../../../components/StatusBadge';
import { Thumbnail } from '../../../components/Thumbnail';
import { useCan } from '../../../lib/me';
import { campaigns } from '../api/marketing';
import { periodText } from '../components/PeriodText';
import { CampaignStatusBadge, useCampaignToggle } from './CampaignStatus';
import { ScrollRegion } from '../../../components/ScrollRegion';

const FIELD_LABELS = {
  name: 'Nome',
  description: 'Descrição',
  event_type_id: 'Tipo de evento',
  event_id: 'Evento',
  status: 'Status',
  finished: 'Encerrada',
  photo_url: 'Foto',
  banner_url: 'Banner',
  start_date: 'Início',
  end_date: 'Fim',
};

function Coupons({ items }: { items: CampaignCoupon[] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Cupons ({items.length})
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">Nenhum cupom nesta campanha</Text>
      ) : (
        <ScrollRegion label="Cupons da campanha" minWidth={520}>
          <Table striped aria-label="Cupons da campanha">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Cupom</Table.Th>
                <Table.Th>Desconto</Table.Th>
                <Table.Th>Evento</Table.Th>
                <Table.Th>Validade</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/coupons/${c.id}/show`}>{c.name}</Anchor>
                  </Table.Td>
                  <Table.Td>{couponDiscountLabel(c)}</Table.Td>
                  <Table.Td>{c.event_name ?? '—'}</Table.Td>
                  <Table.Td>{periodText(c.start_date, c.end_date)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={c.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Paper>
  );
}

function Events({ items }: { items: CampaignEvent[] }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Eventos promovidos ({items.length})
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">A campanha não promove nenhum evento</Text>
      ) : (
        <Table striped aria-label="Eventos promovidos">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Evento</Table.Th>
              <Table.Th>Data</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/events/${e.id}/show`}>{e.name}</Anchor>
                </Table.Td>
                <Table.Td>{formatDate(e.event_date) || '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge status={e.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function Actions({ c }: { c: CampaignDetail }) {
  const canUpdate = useCan('update', 'campaigns');
  const canCreate = useCan('create', 'campaigns');
  const toggle = useCampaignToggle();
  return (
    <Group mt="md" gap="xs">
      {canUpdate && (
        <Button variant="light" color={c.status === 'active' ? 'red' : 'green'} leftSection={c.status === 'active' ? <IconFlag size={16} /> : <IconPlayerPlay size={16} />} onClick={() => void toggle(c)}>
          {c.status === 'active' ? 'Encerrar campanha' : 'Reativar campanha'}
        </Button>
      )}
      {canCreate && (
        <Button component={Link} to={`/campaigns/new/${c.id}`} variant="default" leftSection={<IconCopy size={16} />}>
          Nova a partir desta
        </Button>
      )}
    </Group>
  );
}

/** /campaigns/{id}/show — details, end/reactivate, its coupons and the events it promotes, history. */
export default function CampaignShowPage() {
  return (
    <ShowPage
      resource={campaigns}
      noun={{ title: 'campanha', article: 'a campanha' }}
      fieldLabels={FIELD_LABELS}
      deletable={false}
      listTo="/campaigns"
      formatValue={(field, value) => (field === 'status' && typeof value === 'string' ? statusLabel(value, 'campaign') : field === 'finished' ? (value ? 'Sim' : 'Não') : undefined)}
    >
      {(c) => (
        <>
          <Paper withBorder p="lg" radius="md">
            <Group align="flex-start" gap="xl">
              {(c.banner_url || c.photo_url) && <Thumbnail src={(c.banner_url ?? c.photo_url)!} alt={`Imagem da campanha ${c.name}`} w={240} h={120} />}
              <div style={{ flex: 1, minWidth: 260 }}>
                <SimpleGrid cols={1}>
                  <DetailList
                    items={[
                      { label: 'Status', value: <CampaignStatusBadge status={c.status} /> },
                      { label: 'Tipo de evento', value: c.event_type_name },
                      {
                        label: 'Evento em destaque',
                        value: c.event_id ? (
                          <Anchor component={Link} to={`/events/${c.event_id}/show`}>
                            {c.event_name}
                          </Anchor>
                        ) : null,
                      },
                      { label: 'Período', value: periodText(c.start_date, c.end_date) },
                      { label: 'Descrição', value: c.description && <span style={{ whiteSpace: 'pre-line' }}>{c.description}</span> },
                      { label: 'Criada em', value: formatDateTime(c.created_at) },
                      { label: 'Atualizada em', value: formatDateTime(c.updated_at) },
                    ]}
                  />
                </SimpleGrid>
                <Actions c={c} />
              </div>
            </Group>
          </Paper>
          <Events items={c.events} />
          <Coupons items={c.coupons} />
        </>
      )}
    </ShowPage>
  );
}
