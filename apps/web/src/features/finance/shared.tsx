import { MONTH_LABELS, MSG, currentReportYear, formatMoney, formatCount } from '@backoffice/contract/constants';
import type { SalesFigures } from '@backoffice/contract';
import { Button, Paper, Select, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { api, type QueryParams } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { useUrlSearchParams } from '../../lib/search-params';
import { useSalesYears } from './api';
import { AmountCell } from '../../components/AmountCell';
import { ScrollRegion } from '../../components/ScrollRegion';

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });
/** Chart axis ticks: "R$ 380 mil", with non-breaking spaces so the chart never wraps a tick over two lines. */
export const moneyTick = (value: number) => `R$ ${compact.format(value)}`.replace(/ /g, '\u00a0');
/** "33,78%" */
export const percent = (value: number) => `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
export const MONTH_OPTIONS = MONTH_LABELS.map((label, i) => ({ value: String(i + 1), label: `${label[0]!.toUpperCase()}${label.slice(1)}` }));
/** "2025-03" → "mar/2025" */
export const monthLabel = (month: string) => `${MONTH_LABELS[Number(month.slice(5, 7)) - 1]}/${month.slice(0, 4)}`;

/**
 * The report's year, kept in the URL (?year=2025): the current year when it has orders, else the last year that has.
 * Changing it goes back to page 1 of any list on the page.
 */
export function useReportYear(eventId?: number): { year: number | undefined; years: number[]; setYear: (year: number) => void } {
  const [params, setParams] = useUrlSearchParams();
  const range = useSalesYears(eventId);
  const fromUrl = Number(params.get('year'));
  const now = currentReportYear();
  const years = range.data ? [...new Set([...range.data.years, now])].sort((a, b) => b - a) : [];
  const fallback = range.data ? (range.data.years.includes(now) ? now : range.data.end_year) : range.isError ? now : undefined;
  const year = Number.isInteger(fromUrl) && fromUrl >= 1900 && fromUrl <= 9999 ? fromUrl : fallback;
  const setYear = (next: number) =>
    setParams((p) => {
      p.set('year', String(next));
      p.delete('page');
    });
  return { year, years: year !== undefined && !years.includes(year) ? [year, ...years] : years, setYear };
}

export function YearSelect({ year, years, onChange }: { year: number | undefined; years: number[]; onChange: (year: number) => void }) {
  return (
    <Select
      label="Ano"
      w={120}
      data={years.map(String)}
      value={year === undefined ? null : String(year)}
      onChange={(v) => v && onChange(Number(v))}
      allowDeselect={false}
      data-testid="year-select"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Downloads one CSV of the reports (the server writes it: decision 0008's format). */
export function CsvButton({ path, filename, query, label = 'Exportar CSV' }: { path: string; filename: string; query: QueryParams; label?: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await api.download(path, filename, query);
    } catch (error) {
      notifyError(error, MSG.unexpected);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}

export function Stat({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={22} fw={700} lh={1.3} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

type Row = SalesFigures & { key: string; label: ReactNode; share?: number; subscriptions?: number };

/** A table of figures (R$ in pt-BR) with an optional total line. */
export function FiguresTable({ rows, total, first, withShare = false, withSubscriptions = false, caption, ordersLabel = 'Pedidos pagos', totalLabel = 'Total pago' }: {
  rows: Row[];
  total?: SalesFigures & { subscriptions?: number };
  first: string;
  withShare?: boolean;
  withSubscriptions?: boolean;
  caption: string;
  ordersLabel?: string;
  totalLabel?: string;
}) {
  const cells = (r: SalesFigures & { subscriptions?: number; share?: number }) => (
    <>
      <AmountCell>{formatCount(r.orders)}</AmountCell>
      {withSubscriptions && <AmountCell>{formatCount(r.subscriptions ?? 0)}</AmountCell>}
      <AmountCell>{formatMoney(r.gross)}</AmountCell>
      <AmountCell visibleFrom="sm">{formatMoney(r.discounts)}</AmountCell>
      <AmountCell visibleFrom="md">{formatMoney(r.fees)}</AmountCell>
      <AmountCell>{formatMoney(r.total)}</AmountCell>
      <AmountCell visibleFrom="sm">{formatMoney(r.net)}</AmountCell>
      <AmountCell visibleFrom="md">{formatMoney(r.average_ticket)}</AmountCell>
      {withShare && <AmountCell>{r.share === undefined ? '' : percent(r.share)}</AmountCell>}
    </>
  );
  return (
    <ScrollRegion label={caption} minWidth={360}>
      <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
        <Table.Caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            <Table.Th ta="right">{ordersLabel}</Table.Th>
            {withSubscriptions && <Table.Th ta="right">Inscrições</Table.Th>}
            <Table.Th ta="right">Valor bruto</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">Descontos</Table.Th>
            <Table.Th ta="right" visibleFrom="md">Taxas</Table.Th>
            <Table.Th ta="right">{totalLabel}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">Líquido</Table.Th>
            <Table.Th ta="right" visibleFrom="md">Ticket médio</Table.Th>
            {withShare && <Table.Th ta="right">Participação</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.key}>
              <Table.Td>{r.label}</Table.Td>
              {cells(r)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total && (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="figures-total">
              <Table.Td>Total</Table.Td>
              {cells({ ...total, share: withShare ? 100 : undefined })}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollRegion>
  );
}
