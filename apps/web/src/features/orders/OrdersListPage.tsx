import { ORDERS_CSV, ORDER_QUERY_FIELDS, ORDER_QUERY_FIELD_LABELS, ORDER_STATUSES, enumLabel, formatShownCpf, formatDateTime, formatMoney, orderSearchProblem, statusLabel, formatCount } from '@backoffice/contract/constants';
import type { OrderListItem, OrderQueryField } from '@backoffice/contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { DeferredSelect } from '../../components/DeferredSelect';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { DeferredDateInput } from '../../components/inputs/DeferredDateInput';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { orders } from './api/orders';

const STATUS_OPTIONS = ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const FIELD_OPTIONS = ORDER_QUERY_FIELDS.map((f) => ({ value: f, label: ORDER_QUERY_FIELD_LABELS[f] }));
const PLACEHOLDERS: Record<OrderQueryField, string> = {
  name: 'Nome do cliente (sem acento também)',
  cpf: 'CPF com ou sem máscara',
  email: 'E-mail completo do cliente',
  id: 'Número do pedido',
  uuid: 'UUID do pedido',
  coupon_code: 'Código do cupom',
};

const columns: Column<OrderListItem>[] = [
  {
    key: 'id',
    header: 'Pedido',
    render: (o) => (
      <Anchor component={Link} to={`/orders/${o.id}/show`} fw={600}>
        #{o.id}
      </Anchor>
    ),
  },
  { key: 'created_at', header: 'Data', render: (o) => formatDateTime(o.created_at), visibleFrom: 'sm' },
  {
    key: 'customer',
    header: 'Cliente',
    render: (o) => (
      <Stack gap={0}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {o.customer.name}
        </Text>
        <Text size="xs" c="dimmed">
          {o.customer.cpf ? formatShownCpf(o.customer.cpf, o.customer.masked) : o.customer.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'event', header: 'Evento', render: (o) => o.event_name ?? '—', visibleFrom: 'md' },
  { key: 'payment', header: 'Pagamento', render: (o) => enumLabel('payment_method', o.payment_method), visibleFrom: 'md' },
  { key: 'total', header: 'Total', align: 'right', render: (o) => formatMoney(o.total) },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge status={o.status} /> },
];

/** /orders/list (default 20, newest first): status, period and a search on the field staff pick; every filter in the URL; CSV of the filtered view. */
export default function OrdersListPage() {
  const list = useList<OrderListItem, 'status' | 'start_date' | 'end_date' | 'query_field'>({
    resource: orders,
    defaultPerPage: 20,
    defaultOrder: '-orders.id',
    filters: ['status', 'start_date', 'end_date', 'query_field'],
    defaultFilters: { query_field: 'name' },
  });
  const field = (list.filters.query_field || 'name') as OrderQueryField;
  const [problem, setProblem] = useState<string | null>(null);
  // Only a search the server can answer is sent (a CPF typed halfway waits for its 11 digits).
  const search = (text: string) => {
    const issue = text.trim() ? orderSearchProblem(field, text) : null;
    setProblem(issue);
    if (!issue) list.setQuery(text);
  };
  // the server says when it stopped counting; a name alone is totalled exactly past the cap (decision 0126)
  const capped = list.capped;
  const filtered = Boolean(list.query || list.filters.status || list.filters.start_date || list.filters.end_date);

  return (
    <Stack gap={0}>
      <PageHeader
        title="Pedidos"
        count={capped ? undefined : list.count}
        countDescription={list.total === 1 ? 'pedido' : 'pedidos'}
        csv={{ path: '/v1/report/orders.csv', filename: ORDERS_CSV, query: list.exportParams }}
      />
      {capped && (
        <Text size="sm" c="dimmed" mt={-12} mb="md" data-testid="page-count">
          {formatCount(list.total)} pedidos ou mais: refine a busca
        </Text>
      )}
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <DeferredSelect
          label="Buscar por"
          w={190}
          allowDeselect={false}
          data={FIELD_OPTIONS}
          value={field}
          onChange={(v) => {
            const next = (v ?? 'name') as OrderQueryField;
            setProblem(null);
            list.setFilter('query_field', next === 'name' ? null : next);
            // a text that does not fit the new field (a name under CPF) is not sent
            if (list.query && orderSearchProblem(next, list.query)) list.setQuery('');
          }}
        />
        <Stack gap={4}>
          <SearchInput key={field} value={list.query} onSearch={search} placeholder={PLACEHOLDERS[field]} />
          {problem && (
            <Text size="xs" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <DeferredDateInput label="Data inicial" w={170} value={list.filters.start_date} onChange={(v) => list.setFilter('start_date', v)} />
        <DeferredDateInput label="Data final" w={170} value={list.filters.end_date} onChange={(v) => list.setFilter('end_date', v)} />
        {filtered && (
          <Button variant="subtle" onClick={() => list.resetFilters()}>
            Limpar filtros
          </Button>
        )}
      </Group>
      <DataTable list={list} columns={columns} rowKey={(o) => o.id} caption="Pedidos" emptyText="Nenhum pedido encontrado" />
    </Stack>
  );
}
