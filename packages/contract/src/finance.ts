import { z } from 'zod';
import { orderParam, pagingQuery, timestamp } from './common.ts';
import { perPageParam } from './catalogue.ts';
import { SALES_TABS } from './finance-labels.ts';
export * from './finance-labels.ts';

/*
 * Sales report and tax report (issue 15, decision 0055). One definition of every figure, shared by both reports and
 * the event dashboard's revenue: a sale is an order in payment_confirmed, it belongs to the São Paulo calendar month
 * (and day) of its payment; gross = subtotal, discounts = discount, fees = convenience fee, total = what the buyer
 * paid (gross − discounts + fees), net = total − fees (the events' revenue), average ticket = total / orders.
 */

/** A calendar year: any four-digit year answers (a year without sales is an empty report, not an error). */
export const reportYear = z.coerce.number({ error: 'Informe um ano válido' }).int('Informe um ano válido').min(1900, 'Informe um ano válido').max(9999, 'Informe um ano válido');
export const reportMonth = z.coerce.number({ error: 'Informe um mês válido' }).int('Informe um mês válido').min(1, 'Informe um mês válido').max(12, 'Informe um mês válido');
/** Event filter: an event id, or 0 for orders without an event. */
export const reportEventId = z.coerce.number().int().min(0).max(2_147_483_647);

/** The figures of a set of orders (BRL with 2 decimals). */
export const salesFigures = z.object({
  orders: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  fees: z.number(),
  total: z.number(),
  net: z.number(),
  average_ticket: z.number(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** year (default: the current year in São Paulo) and an optional event. */
export const salesQuery = z.object({ year: reportYear.optional(), event_id: reportEventId.optional() });
export type SalesQuery = z.infer<typeof salesQuery>;

/** GET /v1/sales_report: the general tab. */
export const salesGeneral = z.object({
  year: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  totals: salesFigures.extend({ subscriptions: z.number().int() }),
  discounts_by_source: z.array(z.object({ key: z.string(), label: z.string(), orders: z.number().int(), amount: z.number() })),
  months: z.array(salesFigures.extend({ month: z.string(), subscriptions: z.number().int() })),
});
export type SalesGeneral = z.infer<typeof salesGeneral>;

/** One line of a breakdown tab (payment method, origin, event type, status). `share`: % of the total paid, 2 decimals. */
export const salesBreakdownItem = salesFigures.extend({ key: z.string(), label: z.string(), share: z.number() });
export type SalesBreakdownItem = z.infer<typeof salesBreakdownItem>;
export const salesBreakdown = z.object({ year: z.number().int(), event_id: z.number().int().nullable(), items: z.array(salesBreakdownItem), totals: salesFigures });
export type SalesBreakdown = z.infer<typeof salesBreakdown>;

/** GET /v1/sales_report/modalities: subscriptions sold per modality (with an event: per event modality). */
export const salesModalityItem = z.object({ key: z.string(), label: z.string(), subscriptions: z.number().int(), amount: z.number(), share: z.number() });
export const salesModalities = z.object({
  year: z.number().int(),
  event_id: z.number().int().nullable(),
  items: z.array(salesModalityItem),
  totals: z.object({ subscriptions: z.number().int(), amount: z.number() }),
});
export type SalesModalities = z.infer<typeof salesModalities>;

export const SALES_EVENT_ORDER_FIELDS = ['name', 'event_date', 'orders', 'subscriptions', 'gross', 'discounts', 'total', 'net'] as const;
/** GET /v1/sales_report/events: one row per event with sales in the year (§9: 20 per page). */
export const salesEventsQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(SALES_EVENT_ORDER_FIELDS, '-total'),
  year: reportYear.optional(),
  event_id: reportEventId.optional(),
});
export type SalesEventsQuery = z.infer<typeof salesEventsQuery>;
export const salesEventRow = salesFigures.extend({
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  subscriptions: z.number().int(),
});
export type SalesEventRow = z.infer<typeof salesEventRow>;

/** GET /v1/sales_report/years: the years the selector offers (the first and last with orders). */
export const salesYearsQuery = z.object({ event_id: reportEventId.optional() });
export const salesYears = z.object({ start_year: z.number().int(), end_year: z.number().int(), years: z.array(z.number().int()) });
export type SalesYears = z.infer<typeof salesYears>;

/** One paid order with its payment: the external audit tab, the tax report's orders and its audit CSV. */
export const paidOrder = z.object({
  order_id: z.number().int(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  paid_at: timestamp,
  customer_name: z.string().nullable(),
  document: z.string().nullable(),
  payment_method: z.string().nullable(),
  card_brand: z.string().nullable(),
  installments: z.number().int().nullable(),
  gateway: z.string().nullable(),
  transaction_id: z.string().nullable(),
  discount_source: z.string().nullable(),
  gross: z.number(),
  discounts: z.number(),
  fees: z.number(),
  total: z.number(),
  net: z.number(),
});
export type PaidOrder = z.infer<typeof paidOrder>;

/** GET /v1/sales_report/external_audit: the event's paid orders of the year with their gateway transactions. */
export const salesAuditQuery = pagingQuery.extend({ per_page: perPageParam(20), year: reportYear.optional(), event_id: reportEventId });
export type SalesAuditQuery = z.infer<typeof salesAuditQuery>;
/** GET /v1/report/sales_report.csv: one tab as a CSV. */
export const salesCsvQuery = salesQuery.extend({ tab: z.enum(SALES_TABS) });

// ---------------------------------------------------------------------------------------------- tax report

export const TAX_ORDER_FIELDS = ['name', 'event_date', 'orders', 'gross', 'total', 'net'] as const;
/** GET /v1/tax_report: one line per event with paid orders in the year (or month); §9: 20 per page. */
export const taxReportQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(TAX_ORDER_FIELDS, 'name'),
  year: reportYear.optional(),
  month: reportMonth.optional(),
});
export type TaxReportQuery = z.infer<typeof taxReportQuery>;
export const taxReportRow = salesFigures.extend({ id: z.number().int(), event_name: z.string(), event_date: z.string().nullable() });
export type TaxReportRow = z.infer<typeof taxReportRow>;

/** The tax report's id is the event's (0: orders without an event). */
export const taxReportParams = z.strictObject({ id: reportEventId });
export const taxReportDetailQuery = z.object({ year: reportYear.optional() });
/** GET /v1/tax_report/{id}: the fiscal unit, event × month of payment, for one year. */
export const taxReportDetail = z.object({
  id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  year: z.number().int(),
  months: z.array(salesFigures.extend({ month: z.string() })),
  totals: salesFigures,
});
export type TaxReportDetail = z.infer<typeof taxReportDetail>;

/** GET /v1/tax_report/{id}/orders: the paid orders behind the event's lines (one month, or the year). */
export const taxOrdersQuery = pagingQuery.extend({ per_page: perPageParam(20), year: reportYear.optional(), month: reportMonth.optional() });
export type TaxOrdersQuery = z.infer<typeof taxOrdersQuery>;

/** CSVs: the report's lines (event × month) and the audit (every paid order behind them). */
export const taxCsvQuery = z.object({ year: reportYear.optional(), month: reportMonth.optional(), event_id: reportEventId.optional(), query: z.string().trim().max(200).optional() });
export type TaxCsvQuery = z.infer<typeof taxCsvQuery>;

export const FINANCE_MSG = {
  eventNotFound: 'Evento não encontrado.',
  noEvent: 'Sem evento',
  auditNeedsEvent: 'Escolha um evento para a auditoria externa.',
} as const;

