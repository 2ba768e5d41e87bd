import { formatRaceTime, type EventResult } from '@backoffice/contract';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, SearchInput, useList, type Column } from '../../../components/list';
import { importsKey } from '../api/subscriptions';

const position = (n: number | null) => (n === null ? '—' : `${n}º`);

/** The imported results of an event: classification order, searchable by athlete name or chest number. */
export function EventResultsList({ eventId }: { eventId: string }) {
  const list = useList<EventResult>({ queryKey: [...importsKey, 'results', eventId], path: `/v1/events/${eventId}/results`, defaultPerPage: 20 });
  const columns: Column<EventResult>[] = [
    { key: 'position', header: 'Geral', align: 'right', width: 70, render: (r) => position(r.overall_position) },
    { key: 'chest', header: 'Peito', align: 'right', width: 80, render: (r) => r.chest_number ?? '—' },
    {
      key: 'athlete',
      header: 'Atleta',
      render: (r) => (
        <Anchor component={Link} to={`/events/${eventId}/subscriptions/${r.subscription_id}/show`}>
          {r.athlete_name || '—'}
        </Anchor>
      ),
    },
    { key: 'modality', header: 'Modalidade', visibleFrom: 'sm', render: (r) => r.modality_name ?? '—' },
    { key: 'category', header: 'Faixa', visibleFrom: 'md', render: (r) => (r.age_category ? `${r.age_category} (${position(r.category_position)})` : position(r.category_position)) },
    { key: 'gender', header: 'Sexo', align: 'right', visibleFrom: 'md', render: (r) => position(r.gender_position) },
    { key: 'net', header: 'Tempo líquido', align: 'right', render: (r) => formatRaceTime(r.net_time_ms) },
    { key: 'gun', header: 'Tempo bruto', align: 'right', visibleFrom: 'sm', render: (r) => formatRaceTime(r.gun_time_ms) },
  ];
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="sm" align="flex-end">
        <Title order={4}>Resultados importados</Title>
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por atleta ou número de peito" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(r) => r.id} caption="Resultados importados" emptyText="Nenhum resultado importado" />
    </Paper>
  );
}
