import '@mantine/charts/styles.css';
import { SALES_CSV, STATUS_TOTAL_HEADER, enumLabel, formatDate, formatDateTime, formatMoney, formatCount } from '@backoffice/contract/constants';
import type { PaidOrder, SalesEventRow, SalesTab } from '@backoffice/contract';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError } from '../../components/PageState';
import { useUrlTab } from '../../lib/search-params';
import { ApiError } from '../../lib/api-client';
import { salesKey, useSalesBreakdown, useSalesEventOptions, useSalesGeneral, useSalesModalities, type BreakdownTab, type ReportFilter } from './api';
import { CsvButton, FiguresTable, Stat, YearSelect, moneyTick, monthLabel, percent, useReportYear } from './shared';
import { AmountCell } from '../../components/AmountCell';

const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7', 'gray.6', 'violet.6'];

const PLATFORM_TABS: { value: SalesTab; label: string }[] = [
  { value: 'general', label: 'Geral' },
  { value: 'events', label: 'Eventos' },
  { value: 'payment_methods', label: 'Pagamento' },
  { value: 'origins', label: 'Origem' },
  { value: 'types', label: 'Tipos' },
  { value: 'statuses', label: 'Status' },
];
const EVENT_TABS: { value: SalesTab; label: string }[] = [
  { value: 'general', label: 'Geral' },
  { value: 'external_audit', label: 'Auditoria externa' },
  { value: 'payment_methods', label: 'Pagamento' },
  { value: 'statuses', label: 'Status' },
  { value: 'modalities', label: 'Modalidades' },
];
const PLATFORM_TAB_VALUES = PLATFORM_TABS.map((t) => t.value);
const EVENT_TAB_VALUES = EVENT_TABS.map((t) => t.value);

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={5}>{title}</Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

function Loading({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} />;
  return <Skeleton h={260} />;
}

function GeneralTab({ filter }: { filter: ReportFilter }) {
  const q = useSalesGeneral(filter);
  if (!q.data) return <Loading query={q} />;
  const g = q.data;
  const t = g.totals;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Stat label="Pedidos pagos" value={formatCount(t.orders)} hint={`${formatCount(t.subscriptions)} inscrições`} testId="sales-orders" />
        <Stat label="Valor bruto" value={formatMoney(t.gross)} hint={`descontos ${formatMoney(t.discounts)}`} />
        <Stat label="Total pago" value={formatMoney(t.total)} hint={`taxas ${formatMoney(t.fees)}`} testId="sales-total" />
        <Stat label="Líquido" value={formatMoney(t.net)} hint={`ticket médio ${formatMoney(t.average_ticket)}`} />
      </SimpleGrid>
      <Card title="Mês a mês (total pago)">
        {t.orders === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            Nenhuma venda em {g.year}.
          </Text>
        ) : (
          <BarChart
            h={260}
            data={g.months.map((m) => ({ mês: monthLabel(m.month).slice(0, 3), 'Total pago': m.total, Líquido: m.net }))}
            dataKey="mês"
            series={[
              { name: 'Total pago', color: 'blue.6' },
              { name: 'Líquido', color: 'teal.6' },
            ]}
            valueFormatter={(v) => formatMoney(v)}
            yAxisProps={{ width: 90, tickFormatter: moneyTick }}
            withLegend
          />
        )}
      </Card>
      <Card title="Mês a mês">
        <FiguresTable caption="Vendas mês a mês" first="Mês" withSubscriptions rows={g.months.map((m) => ({ ...m, key: m.month, label: monthLabel(m.month) }))} total={t} />
      </Card>
      <Card title="Descontos por origem">
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Origem</Table.Th>
              <Table.Th ta="right">Pedidos</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {g.discounts_by_source.map((d) => (
              <Table.Tr key={d.key}>
                <Table.Td>{d.label}</Table.Td>
                <AmountCell>{formatCount(d.orders)}</AmountCell>
                <AmountCell>{formatMoney(d.amount)}</AmountCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}

function BreakdownPanel({ tab, filter }: { tab: BreakdownTab; filter: ReportFilter }) {
  const q = useSalesBreakdown(tab, filter);
  if (!q.data) return <Loading query={q} />;
  const b = q.data;
  const statuses = tab === 'statuses';
  const chartData = b.items.filter((i) => (statuses ? i.orders : i.total) > 0).map((i, n) => ({ name: i.label, value: statuses ? i.orders : i.total, color: PALETTE[n % PALETTE.length]! }));
  const first = { payment_methods: 'Forma de pagamento', origins: 'Origem', types: 'Tipo de evento', statuses: 'Status' }[tab];
  return (
    <Stack gap="lg">
      <Card title={statuses ? 'Pedidos por status' : `Participação no total pago por ${first.toLowerCase()}`}>
        {chartData.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            Nenhum pedido em {b.year}.
          </Text>
        ) : (
          <Group justify="center" gap="xl">
            <DonutChart size={180} thickness={28} withTooltip tooltipDataSource="segment" data={chartData} valueFormatter={(v) => (statuses ? formatCount(v) : formatMoney(v))} />
            <Stack gap={4}>
              {chartData.map((d) => (
                <Group key={d.name} gap={6} wrap="nowrap">
                  <span style={{ width: 10, height: 10, borderRadius: 2, background: `var(--mantine-color-${d.color.replace('.', '-')})` }} />
                  <Text size="sm">{d.name}</Text>
                  <Text size="sm" fw={600}>
                    {percent(b.items.find((i) => i.label === d.name)?.share ?? 0)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </Card>
      <Card title={first}>
        <FiguresTable caption={first} first={first} withShare ordersLabel={statuses ? 'Pedidos' : 'Pedidos pagos'} totalLabel={statuses ? STATUS_TOTAL_HEADER : 'Total pago'} rows={b.items} total={statuses ? undefined : b.totals} />
        {statuses && (
          <Text size="sm" c="dimmed" mt="sm">
            Vendas (pagamento confirmado): {formatCount(b.totals.orders)} pedidos, {formatMoney(b.totals.total)}.
          </Text>
        )}
      </Card>
    </Stack>
  );
}

function ModalitiesPanel({ filter }: { filter: ReportFilter }) {
  const q = useSalesModalities(filter);
  if (!q.data) return <Loading query={q} />;
  const m = q.data;
  return (
    <Stack gap="lg">
      {m.items.length > 0 && (
        <Card title="Inscrições vendidas por modalidade">
          <BarChart
            h={Math.max(160, m.items.length * 36)}
            data={m.items.map((i) => ({ name: i.label, Inscrições: i.subscriptions }))}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 140 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'Inscrições', color: 'blue.6' }]}
            withBarValueLabel
            valueFormatter={(v) => formatCount(v)}
            gridAxis="none"
            maxBarWidth={26}
          />
        </Card>
      )}
      <Card title="Modalidades">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Modalidade</Table.Th>
              <Table.Th ta="right">Inscrições</Table.Th>
              <Table.Th ta="right">Valor das inscrições</Table.Th>
              <Table.Th ta="right">Participação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {m.items.map((i) => (
              <Table.Tr key={i.key}>
                <Table.Td>{i.label}</Table.Td>
                <AmountCell>{formatCount(i.subscriptions)}</AmountCell>
                <AmountCell>{formatMoney(i.amount)}</AmountCell>
                <AmountCell>{percent(i.share)}</AmountCell>
              </Table.Tr>
            ))}
            {m.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" size="sm" ta="center">
                    Nenhuma inscrição vendida em {m.year}.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <AmountCell>{formatCount(m.totals.subscriptions)}</AmountCell>
              <AmountCell>{formatMoney(m.totals.amount)}</AmountCell>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Card>
    </Stack>
  );
}

function EventsPanel({ year }: { year: number }) {
  const list = useList<SalesEventRow>({ queryKey: [...salesKey, 'events'], path: '/v1/sales_report/events', params: { year }, defaultPerPage: 20, defaultOrder: '-total' });
  const columns: Column<SalesEventRow>[] = [
    {
      key: 'name',
      header: 'Evento',
      sortField: 'name',
      render: (e) =>
        e.event_id ? (
          <Anchor component={Link} to={`/sales-report/${e.event_id}/show?year=${year}`} size="sm" fw={500}>
            {e.event_name}
          </Anchor>
        ) : (
          e.event_name
        ),
    },
    { key: 'event_date', header: 'Data', sortField: 'event_date', render: (e) => formatDate(e.event_date), visibleFrom: 'md' },
    { key: 'orders', header: 'Pedidos', sortField: 'orders', align: 'right', render: (e) => formatCount(e.orders) },
    { key: 'subscriptions', header: 'Inscrições', sortField: 'subscriptions', align: 'right', render: (e) => formatCount(e.subscriptions), visibleFrom: 'sm' },
    { key: 'gross', header: 'Valor bruto', sortField: 'gross', align: 'right', render: (e) => formatMoney(e.gross), visibleFrom: 'md' },
    { key: 'discounts', header: 'Descontos', sortField: 'discounts', align: 'right', render: (e) => formatMoney(e.discounts), visibleFrom: 'lg' },
    { key: 'total', header: 'Total pago', sortField: 'total', align: 'right', render: (e) => formatMoney(e.total) },
    { key: 'net', header: 'Líquido', sortField: 'net', align: 'right', render: (e) => formatMoney(e.net), visibleFrom: 'sm' },
  ];
  return <DataTable list={list} columns={columns} rowKey={(e) => e.event_id} caption="Vendas por evento" emptyText="Nenhum evento com vendas no ano" />;
}

function AuditPanel({ year, eventId }: { year: number; eventId: number }) {
  const list = useList<PaidOrder>({ queryKey: [...salesKey, 'audit'], path: '/v1/sales_report/external_audit', params: { year, event_id: eventId }, defaultPerPage: 20 });
  const columns: Column<PaidOrder>[] = [
    { key: 'order', header: 'Pedido', render: (o) => `#${o.order_id}` },
    { key: 'paid_at', header: 'Pagamento', render: (o) => formatDateTime(o.paid_at) },
    { key: 'method', header: 'Forma', render: (o) => [enumLabel('payment_method', o.payment_method), o.card_brand ? enumLabel('card_brand', o.card_brand) : null, o.installments && o.installments > 1 ? `${o.installments}x` : null].filter(Boolean).join(' · '), visibleFrom: 'sm' },
    { key: 'gateway', header: 'Gateway', render: (o) => o.gateway ?? '—', visibleFrom: 'md' },
    { key: 'tx', header: 'Transação', render: (o) => <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{o.transaction_id ?? '—'}</Text> },
    { key: 'customer', header: 'Cliente', render: (o) => o.customer_name ?? '—', visibleFrom: 'lg' },
    { key: 'total', header: 'Total pago', align: 'right', render: (o) => formatMoney(o.total) },
  ];
  return <DataTable list={list} columns={columns} rowKey={(o) => o.order_id} caption="Pagamentos do evento" emptyText="Nenhum pagamento no ano" />;
}

/** /sales-report/list (6 tabs) and /sales-report/{id}/show (5 tabs for one event): year selector, charts, R$ tables, a CSV per tab. */
export default function SalesReportPage() {
  const { id } = useParams();
  const eventId = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  const navigate = useNavigate();
  const { year, years, setYear } = useReportYear(eventId);
  const tabs = eventId === undefined ? PLATFORM_TABS : EVENT_TABS;
  const [tab, setTab] = useUrlTab<SalesTab>(eventId === undefined ? PLATFORM_TAB_VALUES : EVENT_TAB_VALUES);
  const general = useSalesGeneral({ year, event_id: eventId });
  const [eventSearch, setEventSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(eventSearch, 300);
  const eventOptions = useSalesEventOptions(year, debouncedSearch);
  const filter: ReportFilter = { year, event_id: eventId };
  const csvQuery = { tab, year, event_id: eventId };

  const eventName = general.data?.event?.name;
  // the chosen event stays among the options whatever the search found
  const found = eventOptions.data ?? [];
  const eventData = eventId !== undefined && eventName && !found.some((o) => o.value === String(eventId)) ? [{ value: String(eventId), label: eventName }, ...found] : found;
  const panel = (value: SalesTab): ReactNode => {
    if (year === undefined) return <Skeleton h={260} />;
    switch (value) {
      case 'general':
        return <GeneralTab filter={filter} />;
      case 'events':
        return <EventsPanel year={year} />;
      case 'payment_methods':
      case 'origins':
      case 'types':
      case 'statuses':
        return <BreakdownPanel tab={value} filter={filter} />;
      case 'modalities':
        return <ModalitiesPanel filter={filter} />;
      case 'external_audit':
        return eventId === undefined ? null : <AuditPanel year={year} eventId={eventId} />;
    }
  };

  // /sales-report/abc/show names no event: "not found", not the whole platform's report under an event's address
  if (id !== undefined && eventId === undefined) return <PageError error={new ApiError(404, [])} />;
  if (general.isError && eventId !== undefined) return <PageError error={general.error} onRetry={() => void general.refetch()} />;

  return (
    <Stack gap={0}>
      <PageHeader
        title={eventId === undefined ? 'Relatório de vendas' : `Relatório de vendas — ${eventName ?? '…'}`}
        backTo={eventId === undefined ? undefined : `/sales-report/list${year ? `?year=${year}` : ''}`}
        actions={<CsvButton path="/v1/report/sales_report.csv" filename={SALES_CSV[tab]} query={csvQuery} label="Exportar aba (CSV)" />}
      />
      <Group mb="lg" gap="sm" align="flex-end">
        <YearSelect year={year} years={years} onChange={setYear} />
        <Select
          label="Evento"
          placeholder="Todos os eventos"
          searchable
          clearable
          w={320}
          data={eventData}
          onSearchChange={setEventSearch}
          filter={({ options }) => options}
          value={eventId === undefined ? null : String(eventId)}
          nothingFoundMessage={eventOptions.isFetching ? 'Buscando…' : 'Nenhum evento com vendas no ano'}
          onChange={(v) => void navigate(v ? `/sales-report/${v}/show?year=${year ?? ''}` : `/sales-report/list?year=${year ?? ''}`)}
          data-testid="event-filter"
        />
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.value === tab ? panel(t.value) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
