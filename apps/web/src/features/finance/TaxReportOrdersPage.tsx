import { TAX_AUDIT_CSV, enumLabel, formatDateTime, formatDocument, formatMoney, type PaidOrder } from '@backoffice/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { DataTable, FilterSelect, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError } from '../../components/PageState';
import { useCan } from '../../lib/me';
import { taxKey, useTaxDetail } from './api';
import { CsvButton, MONTH_OPTIONS, YearSelect, useReportYear } from './shared';

/** /tax-report/{id}/report: the paid orders behind the event's fiscal lines (year or month), with buyer document and transaction. */
export default function TaxReportOrdersPage() {
  const { id } = useParams();
  const { year, years, setYear } = useReportYear(id && /^\d+$/.test(id) ? Number(id) : undefined);
  const detail = useTaxDetail(id, year);
  const list = useList<PaidOrder, 'month'>({ queryKey: [...taxKey, 'orders', id], path: `/v1/tax_report/${id}/orders`, params: { year }, enabled: year !== undefined, defaultPerPage: 20, filters: ['month'] });
  const canExport = useCan('export', 'tax report');
  // an event without a tax report (or no event): "not found" with the way back, as its show page says
  if (detail.isError) return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const columns: Column<PaidOrder>[] = [
    { key: 'order', header: 'Pedido', render: (o) => `#${o.order_id}` },
    { key: 'paid_at', header: 'Pagamento', render: (o) => formatDateTime(o.paid_at) },
    { key: 'customer', header: 'Cliente', render: (o) => o.customer_name ?? '—', visibleFrom: 'md' },
    { key: 'document', header: 'CPF/CNPJ', render: (o) => (o.document === null ? '—' : formatDocument(o.document)), visibleFrom: 'sm' },
    { key: 'method', header: 'Forma', render: (o) => enumLabel('payment_method', o.payment_method), visibleFrom: 'md' },
    { key: 'tx', header: 'Transação', render: (o) => <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{o.transaction_id ?? '—'}</Text>, visibleFrom: 'lg' },
    { key: 'gross', header: 'Valor bruto', align: 'right', render: (o) => formatMoney(o.gross), visibleFrom: 'lg' },
    { key: 'total', header: 'Total pago', align: 'right', render: (o) => formatMoney(o.total) },
  ];
  return (
    <Stack gap={0}>
      <PageHeader
        title={detail.data ? `Pedidos do relatório fiscal — ${detail.data.event_name}` : 'Pedidos do relatório fiscal'}
        backTo={`/tax-report/${id}/show?year=${year ?? ''}`}
        count={list.count}
        countDescription="pedidos pagos"
        actions={canExport ? <CsvButton path="/v1/report/tax_report/audit.csv" filename={TAX_AUDIT_CSV} query={{ year, month: list.filters.month || undefined, event_id: id }} label="Auditoria (CSV)" /> : undefined}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <YearSelect year={year} years={years} onChange={setYear} />
        <FilterSelect label="Mês do pagamento" value={list.filters.month} onChange={(v) => list.setFilter('month', v)} options={MONTH_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(o) => o.order_id} caption="Pedidos pagos do evento" emptyText="Nenhum pedido pago no período" />
    </Stack>
  );
}
