import { EVENT_LIST_STATUS_LABELS, EVENT_ORIGIN_LABELS, EVENT_TIME_LABELS, EVENTS_CSV_FILE, formatDate, PAGE_SIZES_WIDE, formatCount } from '@backoffice/contract/constants';
import type { EventListItem } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { EVENTS_PATH, eventsKey, useCategories, useEventTypes, useUpcomingCount } from './api/events';
import { EventRowActions } from './components/EventActions';
import { EventStatusBadges } from './components/EventStatusBadges';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const FILTERS = ['status', 'origin', 'event_type', 'time', 'category'] as const;

const columns: Column<EventListItem>[] = [
  { key: 'id', header: 'ID', sortField: 'id', width: 70, render: (e) => e.id },
  {
    key: 'name',
    header: 'Nome',
    sortField: 'name',
    render: (e) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/events/${e.id}/show`} fw={500}>
          {e.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[e.category?.name, e.event_type?.name].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  { key: 'event_date', header: 'Data', sortField: 'event_date', width: 110, visibleFrom: 'sm', render: (e) => formatDate(e.event_date) || '—' },
  { key: 'city', header: 'Local', visibleFrom: 'md', render: (e) => (e.city ? `${e.city.name}/${e.city.state}` : e.online ? 'Online' : '—') },
  {
    key: 'subscriptions',
    header: 'Inscrições',
    visibleFrom: 'sm',
    nowrap: true,
    render: (e) => (
      <Text size="sm">
        {formatCount(e.subscriptions_sold)}
        {e.subscriptions_limit !== null ? ` / ${formatCount(e.subscriptions_limit)}` : ''}
      </Text>
    ),
  },
  { key: 'status', header: 'Status', render: (e) => <EventStatusBadges event={e} /> },
  { key: 'actions', header: <Text span size="sm" fw={600}>Ações</Text>, align: 'right', render: (e) => <EventRowActions event={e} /> },
];

/** /events/list — filters (status, origin, type, time = future by default, category), search, CSV, upcoming count. */
export default function EventsListPage() {
  const list = useList<EventListItem, (typeof FILTERS)[number]>({
    queryKey: eventsKey,
    path: EVENTS_PATH,
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: 'event_date',
    filters: FILTERS,
    defaultFilters: { time: 'future' },
  });
  const upcoming = useUpcomingCount();
  const categories = useCategories();
  const eventTypes = useEventTypes();
  const { current_page: _page, per_page: _perPage, ...csvQuery } = list.apiParams;
  void _page;
  void _perPage;

  return (
    <Stack gap={0}>
      <PageHeader
        title="Eventos"
        count={upcoming.data}
        countDescription="eventos futuros"
        createTo="/events/new"
        csv={{ path: '/v1/report/events.csv', filename: EVENTS_CSV_FILE, query: csvQuery }}
      />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome, endereço (slug) ou ID" />
        <FilterSelect
          label="Período"
          value={list.filters.time === 'future' ? '' : list.filters.time}
          onChange={(v) => list.setFilter('time', v)}
          options={options(EVENT_TIME_LABELS).filter((o) => o.value !== 'future')}
          allLabel={EVENT_TIME_LABELS.future}
        />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={options(EVENT_LIST_STATUS_LABELS)} />
        <FilterSelect label="Origem" value={list.filters.origin} onChange={(v) => list.setFilter('origin', v)} options={options(EVENT_ORIGIN_LABELS)} />
        <FilterSelect
          label="Tipo"
          value={list.filters.event_type}
          onChange={(v) => list.setFilter('event_type', v)}
          options={(eventTypes.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        />
        <FilterSelect
          label="Categoria"
          value={list.filters.category}
          onChange={(v) => list.setFilter('category', v)}
          options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="xs" data-testid="events-total">
        {list.count === undefined ? 'Buscando eventos…' : `${formatCount(list.count)} ${list.count === 1 ? 'evento encontrado' : 'eventos encontrados'}`}
      </Text>
      <DataTable list={list} columns={columns} rowKey={(e) => e.id} caption="Eventos" />
    </Stack>
  );
}
