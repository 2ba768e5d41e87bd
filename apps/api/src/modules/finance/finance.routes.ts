import {
  FINANCE_MSG,
  TAX_AUDIT_CSV,
  TAX_CSV,
  paidOrder,
  salesAuditQuery,
  salesBreakdown,
  salesCsvQuery,
  salesEventRow,
  salesEventsQuery,
  salesGeneral,
  salesModalities,
  salesQuery,
  salesYears,
  salesYearsQuery,
  taxCsvQuery,
  taxOrdersQuery,
  taxReportDetail,
  taxReportDetailQuery,
  taxReportParams,
  taxReportQuery,
  taxReportRow,
} from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { anyOf, permit } from '../../plugins/access.ts';
import { logAccess, viewerOf, type AccessDetails } from '../customers/lgpd.ts';
import { downloadReport } from '../reports/reports.service.ts';
import { csvParams, reportEventId, type SalesCsvParams, type TaxCsvParams } from './finance.report.ts';
import {
  countPaidOrders,
  findReportEvent,
  paidOrders,
  salesByDimension,
  salesByModality,
  salesByStatus,
  salesByType,
  salesEvents,
  salesGeneral as loadGeneral,
  salesYears as loadYears,
  taxReportDetail as loadTaxDetail,
  taxReportList,
  toPaidOrder,
  type PaidOrderRow,
  yearOf,
} from './finance.repository.ts';

const salesTags = ['Relatório de vendas'];
const taxTags = ['Relatório fiscal'];

async function requireReportEvent(db: Db, id: number) {
  const event = await findReportEvent(db, id);
  if (!event) throw notFound(FINANCE_MSG.eventNotFound);
  return event;
}

/**
 * Paid orders name their payer by CPF or CNPJ in full: fiscal records the finance team reconciles (decision 0096). Each
 * page shown writes one access entry per payer, in one insert.
 */
async function logPayers(db: Db, request: FastifyRequest, rows: PaidOrderRow[], details: AccessDetails) {
  const payers = new Map<number, string[]>();
  for (const r of rows) if (r.customer_id !== null && r.document) payers.set(Number(r.customer_id), ['name', r.document.length > 11 ? 'cnpj' : 'cpf']);
  await logAccess(db, viewerOf(request), 'search', [...payers].map(([customerId, fields]) => ({ customerId, fields })), details);
}

/** A file of paid orders with their payers' documents: one export entry with its parameters (decision 0096). */
const logPayersExport = (db: Db, request: FastifyRequest, details: AccessDetails) =>
  logAccess(db, viewerOf(request), 'export', [{ customerId: null, fields: ['name', 'cpf', 'cnpj'] }], details);

/** §7 Sales: GET /v1/sales_report and its tabs, each with year (default: this year) and an optional event (decision 0055). */
const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const salesAccess = permit('index', 'sales report');
  const optionalEvent = async (id: number | undefined) => (id === undefined ? null : requireReportEvent(db, id));

  app.get(
    '/v1/sales_report',
    { config: { access: salesAccess }, schema: { tags: salesTags, summary: 'Relatório de vendas: geral (mês a mês)', querystring: salesQuery, response: { 200: salesGeneral } } },
    async (request) => loadGeneral(db, yearOf(request.query.year), await optionalEvent(request.query.event_id)),
  );

  app.get(
    '/v1/sales_report/events',
    {
      config: { access: salesAccess },
      schema: { tags: salesTags, summary: 'Relatório de vendas: por evento', querystring: salesEventsQuery, response: { 200: z.array(salesEventRow) } },
    },
    async (request, reply) => {
      await optionalEvent(request.query.event_id);
      const { rows, total } = await salesEvents(db, { ...request.query, year: yearOf(request.query.year) });
      return sendPage(reply, rows, total);
    },
  );

  const breakdown = (path: string, summary: string, load: (year: number, eventId: number | undefined) => ReturnType<typeof salesByStatus>) =>
    app.get(
      `/v1/sales_report/${path}`,
      { config: { access: salesAccess }, schema: { tags: salesTags, summary, querystring: salesQuery, response: { 200: salesBreakdown } } },
      async (request) => {
        await optionalEvent(request.query.event_id);
        const year = yearOf(request.query.year);
        return { year, event_id: request.query.event_id ?? null, ...(await load(year, request.query.event_id)) };
      },
    );
  breakdown('payment_methods', 'Relatório de vendas: por forma de pagamento', (year, eventId) => salesByDimension(db, year, eventId, 'payment_method'));
  breakdown('origins', 'Relatório de vendas: por origem (site, android, ios)', (year, eventId) => salesByDimension(db, year, eventId, 'channel'));
  breakdown('types', 'Relatório de vendas: por tipo de evento', (year, eventId) => salesByType(db, year, eventId));
  breakdown('statuses', 'Relatório de vendas: pedidos por status', (year, eventId) => salesByStatus(db, year, eventId));

  app.get(
    '/v1/sales_report/modalities',
    { config: { access: salesAccess }, schema: { tags: salesTags, summary: 'Relatório de vendas: inscrições por modalidade', querystring: salesQuery, response: { 200: salesModalities } } },
    async (request) => {
      await optionalEvent(request.query.event_id);
      const year = yearOf(request.query.year);
      return { year, event_id: request.query.event_id ?? null, ...(await salesByModality(db, year, request.query.event_id)) };
    },
  );

  app.get(
    '/v1/sales_report/years',
    // the tax report's pages pick their year from the same range, so a tax-only profile may read it too
    { config: { access: anyOf(salesAccess, permit('index', 'tax report')) }, schema: { tags: salesTags, summary: 'Anos com pedidos (start_year, end_year)', querystring: salesYearsQuery, response: { 200: salesYears } } },
    async (request) => {
      await optionalEvent(request.query.event_id);
      return loadYears(db, request.query.event_id);
    },
  );

  app.get(
    '/v1/sales_report/external_audit',
    {
      config: { access: salesAccess },
      schema: { tags: salesTags, summary: 'Auditoria externa: pagamentos do evento com a transação do gateway', querystring: salesAuditQuery, response: { 200: z.array(paidOrder) } },
    },
    async (request, reply) => {
      const q = request.query;
      await requireReportEvent(db, q.event_id);
      const filter = { year: yearOf(q.year), eventId: q.event_id };
      const [rows, total] = await Promise.all([paidOrders(db, filter, { limit: q.per_page, offset: q.current_page * q.per_page, desc: true }), countPaidOrders(db, filter)]);
      await logPayers(db, request, rows, { area: 'sales external audit', ...q });
      return sendPage(reply, rows.map(toPaidOrder), total);
    },
  );

  app.get(
    '/v1/report/sales_report.csv',
    {
      config: { access: salesAccess },
      schema: { tags: salesTags, summary: 'Exportar uma aba do relatório de vendas (CSV)', querystring: salesCsvQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const { tab, event_id: eventId } = request.query;
      await optionalEvent(eventId);
      if (tab === 'external_audit' && eventId === undefined) throw invalid('event_id', FINANCE_MSG.auditNeedsEvent);
      const params = csvParams<SalesCsvParams>({ tab, year: yearOf(request.query.year), event_id: eventId });
      if (tab === 'external_audit') await logPayersExport(db, request, { area: 'sales external audit', ...params });
      return downloadReport(app, request, reply, { type: 'sales', eventId: reportEventId(eventId), params });
    },
  );

  // ------------------------------------------------------------------------------------------ §7 Tax
  const taxAccess = permit('index', 'tax report');

  app.get(
    '/v1/tax_report',
    {
      config: { access: taxAccess },
      schema: { tags: taxTags, summary: 'Relatório fiscal: eventos com vendas no ano (ou mês)', querystring: taxReportQuery, response: { 200: z.array(taxReportRow) } },
    },
    async (request, reply) => {
      const { rows, total } = await taxReportList(db, { ...request.query, year: yearOf(request.query.year) });
      return sendPage(reply, rows, total);
    },
  );

  app.get(
    '/v1/tax_report/:id',
    {
      config: { access: taxAccess },
      schema: { tags: taxTags, summary: 'Relatório fiscal do evento: mês a mês', params: taxReportParams, querystring: taxReportDetailQuery, response: { 200: taxReportDetail } },
    },
    async (request) => loadTaxDetail(db, await requireReportEvent(db, request.params.id), yearOf(request.query.year)),
  );

  app.get(
    '/v1/tax_report/:id/orders',
    {
      config: { access: taxAccess },
      schema: { tags: taxTags, summary: 'Pedidos pagos por trás do relatório fiscal do evento', params: taxReportParams, querystring: taxOrdersQuery, response: { 200: z.array(paidOrder) } },
    },
    async (request, reply) => {
      await requireReportEvent(db, request.params.id);
      const q = request.query;
      const filter = { year: yearOf(q.year), month: q.month, eventId: request.params.id };
      const [rows, total] = await Promise.all([paidOrders(db, filter, { limit: q.per_page, offset: q.current_page * q.per_page }), countPaidOrders(db, filter)]);
      await logPayers(db, request, rows, { area: 'tax report orders', event_id: request.params.id, ...q });
      return sendPage(reply, rows.map(toPaidOrder), total);
    },
  );

  const taxExport = permit('export', 'tax report');
  app.get(
    '/v1/report/tax_report.csv',
    { config: { access: taxExport }, schema: { tags: taxTags, summary: `Exportar o relatório fiscal (CSV, ${TAX_CSV})`, querystring: taxCsvQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const q = request.query;
      if (q.event_id !== undefined) await requireReportEvent(db, q.event_id);
      const params = csvParams<TaxCsvParams>({ file: 'report', year: yearOf(q.year), month: q.month, event_id: q.event_id, query: q.query });
      return downloadReport(app, request, reply, { type: 'tax', eventId: reportEventId(q.event_id), params });
    },
  );

  app.get(
    '/v1/report/tax_report/audit.csv',
    {
      config: { access: taxExport },
      schema: { tags: taxTags, summary: `Auditoria do relatório fiscal: cada pedido pago (CSV, ${TAX_AUDIT_CSV})`, querystring: taxCsvQuery.omit({ query: true }), produces: ['text/csv'] },
    },
    async (request, reply) => {
      const q = request.query;
      if (q.event_id !== undefined) await requireReportEvent(db, q.event_id);
      const params = csvParams<TaxCsvParams>({ file: 'audit', year: yearOf(q.year), month: q.month, event_id: q.event_id });
      await logPayersExport(db, request, { area: 'tax audit', ...params });
      return downloadReport(app, request, reply, { type: 'tax', eventId: reportEventId(q.event_id), params });
    },
  );
};

export default financeRoutes;
