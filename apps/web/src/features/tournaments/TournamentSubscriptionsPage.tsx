import { ENTRY_QUERY_FIELD_LABELS, ENTRY_QUERY_FIELDS, TOURNAMENT_ENTRIES_CSV, enumLabel, formatShownCpf, formatDateTime, formatMoney, statusLabel, type TournamentEntry } from '@backoffice/contract';
import { Group, Stack, Text } from '@mantine/core';
import { DeferredSelect } from '../../components/DeferredSelect';
import { useParams } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { tournaments } from './api/tournaments';

const STATUS_OPTIONS = [
  { value: 'approved', label: 'Aprovadas' },
  { value: 'pending', label: 'Pendentes' },
  { value: 'rejected', label: 'Rejeitadas' },
  { value: 'cancelled', label: 'Canceladas' },
];

/** A masked CPF already comes formatted with its asterisks (decision 0086): shown as it is. */
function Person({ p }: { p: { name: string; cpf: string | null; masked: boolean } | null }) {
  if (!p) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {p.name}
      </Text>
      {p.cpf && (
        <Text size="xs" c="dimmed">
          CPF {formatShownCpf(p.cpf, p.masked)}
        </Text>
      )}
    </Stack>
  );
}

const columns: Column<TournamentEntry>[] = [
  { key: 'id', header: 'Inscrição', sortField: 'id', width: 90, render: (e) => e.id },
  { key: 'athlete', header: 'Atleta', render: (e) => <Person p={e.athlete} /> },
  { key: 'partner', header: 'Parceiro(a)', render: (e) => <Person p={e.partner} /> },
  { key: 'slot', header: 'Vaga', render: (e) => `${e.category_name} × ${e.modality_name}` },
  { key: 'status', header: 'Status', render: (e) => <StatusBadge status={e.status} variant="subscription" /> },
  {
    key: 'order',
    header: 'Pedido',
    render: (e) =>
      e.order_id ? (
        <Stack gap={0}>
          <Text size="sm">#{e.order_id} · {statusLabel(e.order_status)}</Text>
          <Text size="xs" c="dimmed">
            {e.payment_method ? enumLabel('payment_method', e.payment_method) : 'Sem pagamento'}
            {e.payment_status ? ` · ${statusLabel(e.payment_status)}` : ''}
          </Text>
        </Stack>
      ) : (
        '—'
      ),
    visibleFrom: 'md',
  },
  { key: 'price', header: 'Valor', render: (e) => formatMoney(e.price), visibleFrom: 'lg' },
  { key: 'created_at', header: 'Inscrito em', sortField: 'created_at', render: (e) => formatDateTime(e.created_at), visibleFrom: 'lg' },
];

/** /tournaments/{id}/subscriptions — entries with category, modality, status and search by field (§7); CSV. */
export default function TournamentSubscriptionsPage() {
  const { id } = useParams();
  const record = tournaments.useDetail(id);
  const list = useList<TournamentEntry, 'category' | 'modality' | 'status' | 'query_field'>({
    queryKey: [...tournaments.keys.detail(id!), 'subscriptions'],
    path: tournaments.url(id!, 'subscriptions'),
    defaultPerPage: 10,
    defaultOrder: '-id',
    filters: ['category', 'modality', 'status', 'query_field'],
  });
  if (record.isPending) return <PageLoader />;
  if (record.isError) return <PageError error={record.error} onRetry={() => void record.refetch()} />;
  const t = record.data;
  const picked = list.filters.query_field;
  const field = (ENTRY_QUERY_FIELDS as readonly string[]).includes(picked ?? '') ? (picked as (typeof ENTRY_QUERY_FIELDS)[number]) : 'athlete';
  return (
    <Stack gap={0}>
      <PageHeader
        title={`Inscrições — ${t.name}`}
        backTo={`/tournaments/${t.id}/show`}
        count={list.count}
        countDescription="inscrições"
        csv={{ path: tournaments.url(t.id, 'subscriptions.csv'), filename: TOURNAMENT_ENTRIES_CSV, query: list.exportParams }}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <DeferredSelect
          label="Buscar por"
          w={150}
          data={ENTRY_QUERY_FIELDS.map((f) => ({ value: f, label: ENTRY_QUERY_FIELD_LABELS[f] }))}
          value={field}
          onChange={(v) => list.setFilter('query_field', v === 'athlete' ? null : v)}
          allowDeselect={false}
        />
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder={`Buscar por ${ENTRY_QUERY_FIELD_LABELS[field].toLowerCase()}`} />
        <FilterSelect label="Categoria" value={list.filters.category} onChange={(v) => list.setFilter('category', v)} options={t.categories.map((c) => ({ value: String(c.id), label: c.name }))} allLabel="Todas" />
        <FilterSelect label="Modalidade" value={list.filters.modality} onChange={(v) => list.setFilter('modality', v)} options={t.modalities.map((m) => ({ value: String(m.id), label: m.name }))} allLabel="Todas" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(e) => e.id} caption="Inscrições do torneio" emptyText="Nenhuma inscrição encontrada" />
    </Stack>
  );
}
