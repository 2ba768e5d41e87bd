import { PAGE_SIZES_WIDE, formatDate, type WithdrawEvent } from '@backoffice/contract';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { DeferredSelect } from '../../components/DeferredSelect';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { EVENTS_PATH, withdrawKey } from './api/withdraw-kits';
import { formatCount } from '@backoffice/contract/constants';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];
const TIME_OPTIONS = [
  { value: 'future', label: 'Próximos' },
  { value: 'past', label: 'Passados' },
  { value: 'all', label: 'Todos' },
];

function Counters({ e }: { e: WithdrawEvent }) {
  const { total, withdrawn } = e.counters;
  const pct = total ? Math.round((withdrawn / total) * 100) : 0;
  return (
    <Stack gap={4} miw={160}>
      <Text size="sm">
        <b>{formatCount(withdrawn)}</b> / {formatCount(total)} retirados
      </Text>
      <Progress value={pct} size="sm" aria-label={`${pct}% dos kits retirados`} />
    </Stack>
  );
}

const columns: Column<WithdrawEvent>[] = [
  {
    key: 'name',
    header: 'Evento',
    sortField: 'name',
    render: (e) => (
      <Anchor component={Link} to={`/withdraw_kits/events/${e.id}`} fw={500}>
        {e.name}
      </Anchor>
    ),
  },
  { key: 'event_date', header: 'Data do evento', sortField: 'event_date', width: 140, render: (e) => formatDate(e.event_date) || '—' },
  {
    key: 'kits_withdraw_date',
    header: 'Retirada',
    sortField: 'kits_withdraw_date',
    width: 180,
    render: (e) =>
      e.kits_withdraw_date
        ? `${formatDate(e.kits_withdraw_date)}${e.kits_withdraw_date_end && e.kits_withdraw_date_end !== e.kits_withdraw_date ? ` a ${formatDate(e.kits_withdraw_date_end)}` : ''}`
        : '—',
  },
  { key: 'place', header: 'Local', render: (e) => [e.place, e.city].filter(Boolean).join(' — ') || '—' },
  { key: 'counters', header: 'Kits', render: (e) => <Counters e={e} /> },
  { key: 'status', header: 'Status', width: 100, render: (e) => <StatusBadge status={e.status} /> },
];

/** /withdraw_kits/events — events with kit pickup (§2, §9: 10–50 per page, default 10, order event_date, future). */
export default function WithdrawEventsListPage() {
  const list = useList<WithdrawEvent, 'status' | 'time'>({
    queryKey: withdrawKey,
    path: EVENTS_PATH,
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: 'event_date',
    filters: ['status', 'time'],
    defaultFilters: { time: 'future' },
  });

  return (
    <Stack gap={0}>
      <PageHeader title="Retirada de kits" count={list.count} countDescription="eventos" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar evento pelo nome" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <DeferredSelect aria-label="Período" w={160} allowDeselect={false} data={TIME_OPTIONS} value={list.filters.time || 'future'} onChange={(v) => list.setFilter('time', v)} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(e) => e.id} caption="Eventos com retirada de kits" emptyText="Nenhum evento com retirada de kits encontrado" />
    </Stack>
  );
}
