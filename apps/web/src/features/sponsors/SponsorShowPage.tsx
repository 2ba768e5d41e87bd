import { formatDate, formatDateTime, type SponsoredEvent } from '@backoffice/contract';
import { Anchor, Badge, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, useList, type Column, countText } from '../../components/list';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { Thumbnail } from '../../components/Thumbnail';
import { sponsors } from './api/sponsors';

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
  const list = useList<SponsoredEvent>({ queryKey: [...sponsors.keys.detail(id), 'events'], path: sponsors.url(id, 'events'), defaultPerPage: 20 });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Eventos patrocinados ({countText(list.count)})
      </Title>
      <DataTable list={list} columns={eventColumns} rowKey={(e) => e.event_id} caption="Eventos patrocinados" emptyText="Este patrocinador ainda não está em nenhum evento" />
    </Paper>
  );
}

/** /sponsors/{id}/show — details, sponsored events (master or not, priority) and history. */
export default function SponsorShowPage() {
  return (
    <ShowPage resource={sponsors} noun={{ title: 'patrocinador', article: 'o patrocinador' }} fieldLabels={FIELD_LABELS}>
      {(s) => (
        <>
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
        </>
      )}
    </ShowPage>
  );
}
