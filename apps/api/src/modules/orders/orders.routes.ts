import {
  ENUM_LABELS,
  ITEMS_COUNT_CAPPED_HEADER,
  maskCpf,
  maskEmail,
  ORDERS_CSV,
  ORDERS_MSG,
  WITHDRAW_MSG,
  can,
  cancelPreorderResult,
  orderDetail as orderDetailSchema,
  orderIdParams,
  orderListItem,
  ordersQuery,
  ordersReportQuery,
  ordersReportRequestQuery,
  orderStatusBody,
  reportFile,
  statusLabel,
  type OrderListItem,
} from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { cancelPreorder, changeOrderStatus } from '../../lib/order-status.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { guardContacts, listFilters, logContactsExport, mayUnmaskCustomers } from '../customers/lgpd.ts';
import { requestReport } from '../reports/reports.service.ts';
import { forgetCounters } from '../withdraw-kits/withdraw-kits.repository.ts';
import './orders.report.ts';
import { listOrders, orderBatches, orderDetail } from './orders.repository.ts';

const tags = ['Pedidos'];

const label = (kind: keyof typeof ENUM_LABELS, v: string | null) => (v ? ((ENUM_LABELS[kind] as Record<string, string>)[v] ?? v) : '');
export const ORDER_CSV_COLUMNS: CsvColumn<OrderListItem>[] = [
  { header: 'Pedido', value: (o) => o.id, kind: 'integer' },
  { header: 'Data do pedido', value: (o) => o.created_at, kind: 'datetime' },
  { header: 'Status', value: (o) => statusLabel(o.status) },
  { header: 'Cliente', value: (o) => o.customer.name },
  { header: 'CPF', value: (o) => o.customer.cpf, kind: 'legal_record' },
  { header: 'E-mail', value: (o) => o.customer.email },
  { header: 'Evento', value: (o) => o.event_name },
  { header: 'Canal', value: (o) => label('channel', o.channel) },
  { header: 'Forma de pagamento', value: (o) => label('payment_method', o.payment_method) },
  { header: 'Subtotal', value: (o) => o.subtotal, kind: 'money' },
  { header: 'Desconto', value: (o) => o.discount, kind: 'money' },
  { header: 'Origem do desconto', value: (o) => label('discount_source', o.discount_source) },
  { header: 'Cupom', value: (o) => o.coupon_code },
  { header: 'Total', value: (o) => o.total, kind: 'money' },
  { header: 'Pago em', value: (o) => o.paid_at, kind: 'datetime' },
];

/** Export rows with the customer's CPF and e-mail masked. */
async function* maskedBatches(batches: AsyncGenerator<OrderListItem[]>): AsyncGenerator<OrderListItem[]> {
  for await (const rows of batches) {
    yield rows.map((o) => ({ ...o, customer: { ...o.customer, cpf: maskCpf(o.customer.cpf), email: maskEmail(o.customer.email) ?? '', masked: true } }));
  }
}

/** §7 Orders: list, CSV, detail, status edit, cancel preorder; the asynchronous orders report (GET /v1/report/orders). */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // A preorder's cancellation is its own action (§6 cancel_preorder): the status edit offers it only to who holds it.
  const present = async (id: number, request: FastifyRequest) => {
    const detail = await orderDetail(db, id);
    if (!detail) throw notFound(ORDERS_MSG.notFound);
    if (detail.status !== 'preorder' || can(authOf(request).grants, 'cancel_preorder', 'orders')) return detail;
    return { ...detail, allowed_statuses: detail.allowed_statuses.filter((s) => s !== 'cancelled') };
  };

  app.get(
    '/v1/orders',
    {
      config: { access: permit('index', 'orders') },
      schema: {
        tags,
        summary: 'Listar pedidos (status, período, busca por campo: nome, CPF, e-mail, número, UUID, cupom)',
        querystring: ordersQuery,
        response: { 200: z.array(orderListItem) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { items, total, capped } = await listOrders(db, q);
      if (capped) reply.header(ITEMS_COUNT_CAPPED_HEADER, '1');
      // CPF and e-mail masked without 'unmask'; a page answered in full is logged, as the customers list does (0086, 0087).
      const shown = await guardContacts(
        db,
        request,
        items,
        (o) => ({ customerId: o.customer.id, value: { cpf: o.customer.cpf, email: o.customer.email } }),
        (o, c) => ({ ...o, customer: { ...o.customer, cpf: c.cpf ?? null, email: c.email ?? '', masked: true } }),
        { kind: 'search', details: { area: 'orders', ...listFilters(q) } },
      );
      return sendPage(reply, shown, total);
    },
  );

  app.get(
    '/v1/report/orders.csv',
    {
      config: { access: permit('export', 'orders') },
      schema: { tags, summary: `Exportar a lista de pedidos filtrada (CSV, ${ORDERS_CSV})`, querystring: ordersReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      // The file is the list: masked without 'unmask'; in full, one access entry with its filters (decision 0086).
      const masked = !mayUnmaskCustomers(request);
      await logContactsExport(db, request, ['name', 'cpf', 'email'], { area: 'orders', ...request.query });
      const batches = orderBatches(db, request.query);
      return sendCsv(reply, ORDERS_CSV, ORDER_CSV_COLUMNS, masked ? maskedBatches(batches) : batches);
    },
  );

  app.get(
    '/v1/orders/:id',
    {
      config: { access: permit('index', 'orders') },
      schema: { tags, summary: 'Ver pedido (cliente, itens, pagamentos, desconto, status possíveis)', params: orderIdParams, response: { 200: orderDetailSchema } },
    },
    async (request) => present(request.params.id, request),
  );

  app.put(
    '/v1/orders/:id',
    {
      config: { access: permit('update', 'orders') },
      schema: {
        tags,
        summary: 'Editar o status do pedido (transições permitidas; inscrições, estoque de kits e usos do cupom acompanham)',
        params: orderIdParams,
        body: orderStatusBody,
        response: { 200: orderDetailSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const id = request.params.id;
      const { status, lock_version, reason } = request.body;
      const current = await present(id, request);
      if (current.status === 'preorder' && status === 'cancelled' && !current.allowed_statuses.includes('cancelled')) throw forbidden();
      const change = await db.transaction((tx) => changeOrderStatus(tx, actorOf(request), id, status, { lockVersion: lock_version, reason: reason || null }));
      for (const eventId of change.eventIds) forgetCounters(db, eventId);
      return { ...(await present(id, request)), message: ORDERS_MSG.statusEdited };
    },
  );

  app.post(
    '/v1/orders/:id/cancel_preorder',
    {
      config: { access: permit('cancel_preorder', 'orders') },
      schema: { tags, summary: 'Cancelar pré-pedido (as inscrições são canceladas e os kits voltam ao estoque)', params: orderIdParams, response: { 200: cancelPreorderResult } },
    },
    async (request) => {
      const id = request.params.id;
      const change = await cancelPreorder(db, actorOf(request), id);
      for (const eventId of change.eventIds) forgetCounters(db, eventId);
      return { message: WITHDRAW_MSG.preorderCancelled, order: { id, status: 'cancelled' }, subscription_ids: change.subscriptionIds, kits_returned: change.kitsReturned };
    },
  );

  app.get(
    '/v1/report/orders',
    {
      config: { access: permit('create', 'orders report') },
      schema: {
        tags,
        summary: 'Solicitar o relatório de pedidos do período (CSV gerado em segundo plano; aparece na lista de relatórios)',
        querystring: ordersReportRequestQuery,
        response: { 200: reportFile },
      },
    },
    async (request) => {
      const { start_date, end_date, status } = request.query;
      // The report carries CPF, e-mail and phone: masked unless the requester may unmask, decided now (decision 0086).
      const masked = !mayUnmaskCustomers(request);
      const params = { start_date, end_date, ...(status ? { status } : {}), masked };
      const report = await requestReport(app, request, { type: 'orders', params });
      await logContactsExport(db, request, ['name', 'cpf', 'email', 'phone'], { area: 'orders report', report_id: report.id, ...params });
      return report;
    },
  );
};

export default ordersRoutes;
