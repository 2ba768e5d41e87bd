import { TAX_AUDIT_CSV, TAX_CSV, formatDate, formatMoney, formatCount } from '@backoffice/contract/constants';
import type { TaxReportRow } from '@backoffice/contract';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { taxKey } from './api';
import { CsvButton, MONTH_OPTIONS, YearSelect, useReportYear } from './shared';

/** /tax-report/list: one line per event with paid orders in the year (or month) — the fiscal unit is event × month of payment (decision 0055). */
export default function TaxReportListPage() {
  const { year, years, setYear } = useReportYear();
  const list = useList<TaxReportRow, 'month'>({ queryKey: [...taxKey, 'list'], path: '/v1/tax_report', params: { year }, enabled: year !== undefined, defaultPerPage: 20, defaultOrder: 'name', filters: ['month'] });
  const canExport = useCan('export', 'tax report');
  const query = { year, ...list.exportParams };
  const columns: Column<TaxReportRow>[] = [
    {
      key: 'name',
      header: 'Evento',
      sortField: 'name',
      render: (r) => (
        <Anchor component={Link} to={`/tax-report/${r.id}/show?year=${year ?? ''}`} size="sm" fw={500}>
          {r.event_name}
        </Anchor>
      ),
    },
    { key: 'event_date', header: 'Data do evento', sortField: 'event_date', render: (r) => formatDate(r.event_date), visibleFrom: 'md' },
    { key: 'orders', header: 'Pedidos pagos', sortField: 'orders', align: 'right', render: (r) => formatCount(r.orders) },
    { key: 'gross', header: 'Valor bruto', sortField: 'gross', align: 'right', render: (r) => formatMoney(r.gross), visibleFrom: 'sm' },
    { key: 'discounts', header: 'Descontos', align: 'right', render: (r) => formatMoney(r.discounts), visibleFrom: 'lg' },
    { key: 'fees', header: 'Taxas', align: 'right', render: (r) => formatMoney(r.fees), visibleFrom: 'lg' },
    { key: 'total', header: 'Total pago', sortField: 'total', align: 'right', render: (r) => formatMoney(r.total) },
    { key: 'net', header: 'Líquido', sortField: 'net', align: 'right', render: (r) => formatMoney(r.net), visibleFrom: 'sm' },
  ];
  return (
    <Stack gap={0}>
      <PageHeader
        title="Relatório fiscal"
        count={list.count}
        countDescription="eventos com vendas"
        csv={{ path: '/v1/report/tax_report.csv', filename: TAX_CSV, query }}
        actions={canExport ? <CsvButton path="/v1/report/tax_report/audit.csv" filename={TAX_AUDIT_CSV} query={{ year, month: list.filters.month || undefined }} label="Auditoria (CSV)" /> : undefined}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <YearSelect year={year} years={years} onChange={setYear} />
        <FilterSelect label="Mês do pagamento" value={list.filters.month} onChange={(v) => list.setFilter('month', v)} options={MONTH_OPTIONS} />
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar evento" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(r) => r.id} caption="Relatório fiscal por evento" emptyText="Nenhuma venda no período" />
    </Stack>
  );
}
