import { FINANCE_MSG, SALES_CSV, SALES_TABS, STATUS_TOTAL_HEADER, TAX_AUDIT_CSV, TAX_CSV, type SalesBreakdownItem, type SalesEventRow, type SalesTab } from '@backoffice/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { registerReportGenerator } from '../reports/report-generators.ts';
import { PAID_ORDER_COLUMNS } from './finance-csv.ts';
import {
  countPaidOrders,
  findReportEvent,
  paidOrderBatches,
  salesByDimension,
  salesByModality,
  salesByStatus,
  salesByType,
  salesEvents,
  salesGeneral,
  taxReportLines,
  type TaxLine,
} from './finance.repository.ts';

/*
 * The finance CSVs as report types of the shared machinery (decision 0088): the sales report's tabs ('sales') and the
 * tax report with its audit ('tax'), so the same file asked for twice while it is produced is produced once.
 */

/** What names one sales CSV: the tab, the São Paulo year and the event (event 0: orders without one). */
const salesCsvParams = z.object({ tab: z.enum(SALES_TABS), year: z.number().int(), event_id: z.number().int().nonnegative().optional() });
export type SalesCsvParams = z.infer<typeof salesCsvParams>;
/** What names one tax CSV: the report or its audit, the year, month, event and (report only) the event search. */
const taxCsvParams = z.object({
  file: z.enum(['report', 'audit']),
  year: z.number().int(),
  month: z.number().int().min(1).max(12).optional(),
  event_id: z.number().int().nonnegative().optional(),
  query: z.string().optional(),
});
export type TaxCsvParams = z.infer<typeof taxCsvParams>;

/** The params without absent keys: the same request always gives the same params (requestReport compares them). */
export function csvParams<T extends Record<string, unknown>>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as T;
}
/** The report row's event column (a foreign key): event 0 — orders without an event — stays in the params only. */
export const reportEventId = (eventId: number | undefined) => (eventId === undefined || eventId === 0 ? null : eventId);

type Figures = { gross: number; discounts: number; fees: number; total: number; net: number; average_ticket?: number };
const money = (header: string, value: (r: Figures) => number) => ({ header, value, kind: 'money' }) as const;
export const FIGURE_COLUMNS = [
  { header: 'Pedidos pagos', value: (r: { orders: number }) => r.orders, kind: 'integer' as const },
  money('Valor bruto', (r) => r.gross),
  money('Descontos', (r) => r.discounts),
  money('Taxas de conveniência', (r) => r.fees),
  money('Total pago', (r) => r.total),
  money('Líquido', (r) => r.net),
  money('Ticket médio', (r) => r.average_ticket ?? 0),
];

type Line = { label: string; orders: number; gross: number; discounts: number; fees: number; total: number; net: number; average_ticket: number; subscriptions?: number; share?: number };
const lineColumns = (first: string, extra: CsvColumn<Line>[] = []): CsvColumn<Line>[] => [{ header: first, value: (r) => r.label }, ...FIGURE_COLUMNS, ...extra];

const EVENT_COLUMNS: CsvColumn<SalesEventRow>[] = [
  { header: 'ID do evento', value: (r) => r.event_id, kind: 'integer' },
  { header: 'Evento', value: (r) => r.event_name },
  { header: 'Data do evento', value: (r) => r.event_date, kind: 'date' },
  { header: 'Inscrições', value: (r) => r.subscriptions, kind: 'integer' },
  ...(FIGURE_COLUMNS as CsvColumn<SalesEventRow>[]),
];
type ModalityLine = { label: string; subscriptions: number; amount: number; share: number };
const MODALITY_COLUMNS: CsvColumn<ModalityLine>[] = [
  { header: 'Modalidade', value: (r) => r.label },
  { header: 'Inscrições', value: (r) => r.subscriptions, kind: 'integer' },
  { header: 'Valor das inscrições', value: (r) => r.amount, kind: 'money' },
  { header: 'Participação (%)', value: (r) => r.share, kind: 'decimal' },
];
const BREAKDOWN_FIRST = { payment_methods: 'Forma de pagamento', origins: 'Origem', types: 'Tipo de evento', statuses: 'Status' } as const;

function salesColumns(tab: SalesTab): CsvColumn<unknown>[] {
  switch (tab) {
    case 'general':
      return lineColumns('Mês', [{ header: 'Inscrições', value: (r) => r.subscriptions, kind: 'integer' }]) as CsvColumn<unknown>[];
    case 'events':
      return EVENT_COLUMNS as CsvColumn<unknown>[];
    case 'modalities':
      return MODALITY_COLUMNS as CsvColumn<unknown>[];
    case 'external_audit':
      return PAID_ORDER_COLUMNS as CsvColumn<unknown>[];
    default:
      // the status tab counts orders of every status, not only the paid ones
      return lineColumns(BREAKDOWN_FIRST[tab], [{ header: 'Participação (%)', value: (r) => r.share ?? null, kind: 'decimal' }]).map((c) =>
        tab !== 'statuses' ? c : c.header === 'Pedidos pagos' ? { ...c, header: 'Pedidos' } : c.header === 'Total pago' ? { ...c, header: STATUS_TOTAL_HEADER } : c,
      ) as CsvColumn<unknown>[];
  }
}

async function reportEvent(db: Db, eventId: number | undefined) {
  if (eventId === undefined) return null;
  const event = await findReportEvent(db, eventId);
  // the route checked it; an event deleted meanwhile fails the report instead of writing the platform's figures
  if (!event) throw new Error(`event ${eventId} not found`);
  return event;
}

registerReportGenerator<unknown>('sales', {
  params: salesCsvParams,
  fileName: async ({ params }) => SALES_CSV[(params as SalesCsvParams).tab],
  columns: (params) => salesColumns((params as SalesCsvParams).tab),
  // a tab is a few dozen lines read from the rollups; only the audit tab is long enough for a progress bar
  count: async (db, _eventId, params) => {
    const p = params as SalesCsvParams;
    return p.tab === 'external_audit' && p.event_id !== undefined ? countPaidOrders(db, { year: p.year, eventId: p.event_id }) : 0;
  },
  async *batches(db, _eventId, params, batchSize) {
    const { tab, year, event_id: eventId } = params as SalesCsvParams;
    const event = await reportEvent(db, eventId);
    switch (tab) {
      case 'general': {
        const g = await salesGeneral(db, year, event);
        yield [...g.months.map((m) => ({ ...m, label: m.month })), { ...g.totals, label: 'Total' }];
        return;
      }
      case 'events':
        yield (await salesEvents(db, { year, event_id: eventId, order: '-total', current_page: 0, per_page: 1 }, true)).rows;
        return;
      case 'modalities': {
        const m = await salesByModality(db, year, eventId);
        yield [...m.items, { label: 'Total', ...m.totals, share: 100 }];
        return;
      }
      case 'external_audit':
        if (eventId === undefined) throw new Error(FINANCE_MSG.auditNeedsEvent);
        yield* paidOrderBatches(db, { year, eventId }, batchSize);
        return;
      default: {
        const b = await {
          payment_methods: () => salesByDimension(db, year, eventId, 'payment_method'),
          origins: () => salesByDimension(db, year, eventId, 'channel'),
          types: () => salesByType(db, year, eventId),
          statuses: () => salesByStatus(db, year, eventId),
        }[tab]();
        yield [...b.items, ...(tab === 'statuses' ? [] : [{ ...b.totals, label: 'Total', share: 100 } as SalesBreakdownItem])];
      }
    }
  },
  awaitedByRequester: true,
});

export const TAX_LINE_COLUMNS: CsvColumn<TaxLine>[] = [
  { header: 'ID do evento', value: (r) => r.event_id, kind: 'integer' },
  { header: 'Evento', value: (r) => r.event_name },
  { header: 'Mês do pagamento', value: (r) => `${r.month.slice(5, 7)}/${r.month.slice(0, 4)}` },
  ...(FIGURE_COLUMNS as CsvColumn<TaxLine>[]),
];

registerReportGenerator<unknown>('tax', {
  params: taxCsvParams,
  fileName: async ({ params }) => ((params as TaxCsvParams).file === 'audit' ? TAX_AUDIT_CSV : TAX_CSV),
  columns: (params) => ((params as TaxCsvParams).file === 'audit' ? PAID_ORDER_COLUMNS : TAX_LINE_COLUMNS) as CsvColumn<unknown>[],
  count: async (db, _eventId, params) => {
    const p = params as TaxCsvParams;
    return p.file === 'audit' ? countPaidOrders(db, { year: p.year, month: p.month, eventId: p.event_id }) : 0;
  },
  async *batches(db, _eventId, params, batchSize) {
    const p = params as TaxCsvParams;
    await reportEvent(db, p.event_id);
    if (p.file === 'audit') yield* paidOrderBatches(db, { year: p.year, month: p.month, eventId: p.event_id }, batchSize);
    else yield await taxReportLines(db, { year: p.year, month: p.month, eventId: p.event_id, query: p.query });
  },
  awaitedByRequester: true,
});
