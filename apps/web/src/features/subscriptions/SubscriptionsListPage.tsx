import { PAGE_SIZES_WIDE, PARTICIPANT_SIZE_LABELS, SUBSCRIPTION_STATUS_LABELS, formatShownCpf, formatDateTime, formatMoney, type SubscriptionListItem } from '@backoffice/contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconChartPie, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { subscriptionsKey, subscriptionsPath, useEventName } from './api/subscriptions';
import { AthleteNumberImportModal } from './components/AthleteNumberImportModal';
import { SubscriptionStatusBadge } from './components/labels';

const STATUS_OPTIONS = Object.entries(SUBSCRIPTION_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** /events/{id}/subscriptions — search, status filter, CSV, chest-number import. */
export default function SubscriptionsListPage() {
  const { id } = useParams();
  const eventName = useEventName(id);
  const [importOpen, setImportOpen] = useState(false);
  const canImportResults = useCan('import_results', 'events');
  const list = useList<SubscriptionListItem, 'status'>({
    queryKey: [...subscriptionsKey, id],
    path: subscriptionsPath(id!),
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-created_at',
    filters: ['status'],
  });

  const columns: Column<SubscriptionListItem>[] = [
    { key: 'id', header: 'Inscrição', sortField: 'id', width: 100, render: (s) => s.id },
    {
      key: 'athlete',
      header: 'Atleta',
      render: (s) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/events/${id}/subscriptions/${s.id}/show`} fw={500}>
            {s.athlete.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {s.athlete.cpf ? formatShownCpf(s.athlete.cpf, s.athlete.masked) : s.athlete.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'modality', header: 'Modalidade', render: (s) => s.modality_name },
    { key: 'size', header: 'Tamanho', render: (s) => (s.shirt_size ? PARTICIPANT_SIZE_LABELS[s.shirt_size] : '—') },
    { key: 'chest', header: 'Nº de peito', sortField: 'chest_number', render: (s) => <span data-testid="chest-number">{s.chest_number ?? '—'}</span> },
    { key: 'order', header: 'Pedido', render: (s) => s.order_id ?? '—' },
    { key: 'price', header: 'Valor', align: 'right', render: (s) => formatMoney(s.price) },
    { key: 'status', header: 'Status', sortField: 'status', render: (s) => <SubscriptionStatusBadge status={s.status} /> },
    { key: 'created_at', header: 'Data', sortField: 'created_at', render: (s) => formatDateTime(s.created_at) },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title={eventName.data ? `Inscrições — ${eventName.data}` : 'Inscrições'}
        backTo={`/events/${id}/show`}
        count={list.count}
        countDescription="inscrições"
        resource="events"
        csv={{ path: `/v1/report/events/${id}/subscriptions`, filename: `inscricoes-evento-${id}.csv`, query: { status: list.filters.status || undefined, query: list.query || undefined } }}
        onImportAthleteNumbers={() => setImportOpen(true)}
        actions={
          <>
            <Button component={Link} to={`/events/${id}/dashboard`} variant="default" leftSection={<IconChartPie size={16} />}>
              Dashboard
            </Button>
            {canImportResults && (
              <Button component={Link} to={`/events/${id}/import`} variant="default" leftSection={<IconFileImport size={16} />}>
                Importar resultados
              </Button>
            )}
          </>
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Nome, CPF, e-mail, nº de peito ou pedido" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(s) => s.id} caption="Inscrições do evento" emptyText="Nenhuma inscrição encontrada" />
      {id && <AthleteNumberImportModal eventId={id} opened={importOpen} onClose={() => setImportOpen(false)} />}
    </Stack>
  );
}
