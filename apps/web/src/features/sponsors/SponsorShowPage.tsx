import { formatDate, formatDateTime, type SponsoredEvent } from '@backoffice/contract';
import { Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { DataTable, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RecordActions } from '../../components/RecordActions';
import { Thumbnail } from '../../components/Thumbnail';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { SPONSORS_PATH, sponsorsKey, useDeleteSponsor, useSponsor, useSponsorHistory } from './api/sponsors';

const FIELD_LABELS = { name: 'Nome', sponsor_type_id: 'Tipo', logo_url: 'Logo', site_url: 'Link', status: 'Status' };

const eventColumns: Column<SponsoredEvent>[] = [
  {
    key: 'name',
    header: 'Evento',
    render: (e) => (
      <Anchor component={Link} to={`/events/${e.event_id}/show`} fw={500}>
        {e.event_name}
      </Anchor>
    ),
  },
  { key: 'date', header: 'Data', render: (e) => formatDate(e.event_date) || '—' },
  { key: 'type', header: 'Cota', render: (e) => e.sponsor_type_name ?? '—' },
  { key: 'master', header: 'Master', render: (e) => (e.master ? <Badge color="grape" variant="dot" tt="none" fw={500}>Sim</Badge> : 'Não') },
  { key: 'priority', header: 'Prioridade', render: (e) => e.sponsor_priority },
  { key: 'status', header: 'Status do evento', render: (e) => <StatusBadge status={e.event_status} /> },
];

/** The events a sponsor sponsors (paged; its page number lives in the URL like any list). */
function SponsoredEvents({ id }: { id: string }) {
  const list = useList<SponsoredEvent>({ queryKey: [...sponsorsKey, 'events', id], path: `${SPONSORS_PATH}/${id}/events`, defaultPerPage: 20 });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Eventos patrocinados ({list.total})
      </Title>
      <DataTable list={list} columns={eventColumns} rowKey={(e) => e.event_id} caption="Eventos patrocinados" emptyText="Este patrocinador ainda não está em nenhum evento" />
    </Paper>
  );
}

/** /sponsors/{id}/show — details, sponsored events (master or not, priority) and history. */
export default function SponsorShowPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const sponsor = useSponsor(id);
  const history = useSponsorHistory(id);
  const canUpdate = useCan('update', 'sponsors');
  const canDelete = useCan('destroy', 'sponsors');
  const del = useDeleteSponsor();

  if (sponsor.isPending) return <PageLoader />;
  if (sponsor.isError) return <PageError error={sponsor.error} onRetry={() => void sponsor.refetch()} />;
  const s = sponsor.data;
  const remove = async () => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir patrocinador', message: `Deseja excluir o patrocinador ${s.name}? Esta ação não pode ser desfeita.` }))) return;
    await del.mutateAsync(s.id).then(() => navigate('/sponsors/list')).catch(() => undefined);
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={s.name}
        backTo="/sponsors/list"
        actions={<RecordActions editTo={canUpdate ? `/sponsors/${s.id}/edit` : undefined} onDelete={canDelete ? () => void remove() : undefined} />}
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Group align="flex-start" gap="xl">
            {s.logo_url && <Thumbnail src={s.logo_url} alt={`Logo de ${s.name}`} w={180} h={120} fit="contain" />}
            <div style={{ flex: 1 }}>
              <DetailList
                items={[
                  { label: 'Nome', value: s.name },
                  { label: 'Tipo', value: s.sponsor_type_name },
                  {
                    label: 'Link',
                    value: s.site_url && (
                      <Anchor href={s.site_url} target="_blank" rel="noopener noreferrer">
                        {s.site_url}
                      </Anchor>
                    ),
                  },
                  { label: 'Status', value: <StatusBadge status={s.status} /> },
                  { label: 'Criado em', value: formatDateTime(s.created_at) },
                  { label: 'Atualizado em', value: formatDateTime(s.updated_at) },
                ]}
              />
            </div>
          </Group>
        </Paper>
        <SponsoredEvents id={String(s.id)} />
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Histórico
          </Title>
          <AuditTimeline query={history} fieldLabels={FIELD_LABELS} />
        </Paper>
      </Stack>
    </Stack>
  );
}
