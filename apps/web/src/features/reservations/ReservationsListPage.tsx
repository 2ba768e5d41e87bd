import { RESERVATIONS_CSV, RESERVATION_STATUSES, formatDate, formatDateTime, statusLabel } from '@backoffice/contract/constants';
import type { Reservation } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { reservations, useReservationEvents, useReservationYears } from './api/reservations';

const STATUS_OPTIONS = RESERVATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s, 'reservation') }));

const columns: Column<Reservation>[] = [
  {
    key: 'id',
    header: 'Reserva',
    render: (r) => (
      <Anchor component={Link} to={`/reservations/${r.id}/show`} fw={600}>
        #{r.id}
      </Anchor>
    ),
  },
  {
    key: 'event',
    header: 'Evento',
    render: (r) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {r.event_name}
        </Text>
        <Text size="xs" c="dimmed">
          {r.event_date ? formatDate(r.event_date) : r.year}
        </Text>
      </Stack>
    ),
  },
  { key: 'requester', header: 'Solicitante', render: (r) => r.requester?.name ?? '—', visibleFrom: 'sm' },
  { key: 'requested', header: 'Solicitadas', align: 'right', sortField: 'quantity_requested', render: (r) => r.quantity_requested },
  { key: 'approved', header: 'Aprovadas', align: 'right', render: (r) => r.quantity_approved ?? '—', visibleFrom: 'sm' },
  { key: 'remaining', header: 'Restantes', align: 'right', render: (r) => (r.status === 'approved' ? r.subscriptions_remaining : '—'), visibleFrom: 'md' },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} variant="reservation" /> },
  { key: 'created_at', header: 'Solicitada em', sortField: 'created_at', render: (r) => formatDateTime(r.created_at), visibleFrom: 'md' },
];

/** /reservations/list (default 20, newest first): status, year and event filters in the URL, search, CSV. */
export default function ReservationsListPage() {
  const list = useList<Reservation, 'status' | 'year' | 'event_id'>({ resource: reservations, defaultPerPage: 20, defaultOrder: '-id', filters: ['status', 'year', 'event_id'] });
  const years = useReservationYears();
  const events = useReservationEvents(list.filters.year);
  return (
    <Stack gap={0}>
      <PageHeader title="Reservas" count={list.count} countDescription={list.total === 1 ? 'reserva' : 'reservas'} csv={{ path: '/v1/report/reservations.csv', filename: RESERVATIONS_CSV, query: list.exportParams }} />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por evento ou equipe" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <FilterSelect label="Ano" value={list.filters.year} onChange={(v) => list.setFilters({ year: v, event_id: null })} options={years.data ?? []} />
        <FilterSelect label="Evento" value={list.filters.event_id} onChange={(v) => list.setFilter('event_id', v)} options={events.data ?? []} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(r) => r.id} caption="Reservas" emptyText="Nenhuma reserva encontrada" />
    </Stack>
  );
}
