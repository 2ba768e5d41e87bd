import {
  COUPONS_CSV,
  COUPON_CSV,
  COUPON_MSG,
  coupon,
  couponCode,
  couponCodeOrderParams,
  couponCodeParams,
  couponCodesQuery,
  couponCodeUse,
  couponCodeUsesQuery,
  couponCreateBody,
  couponEventOption,
  couponOrder,
  couponsListQuery,
  couponsReportBody,
  couponsReportQuery,
  couponTarget,
  couponTargetsQuery,
  couponUpdateBody,
  idParams,
  ITEMS_COUNT_CAPPED_HEADER,
  reportFile,
  type Coupon,
} from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponCodes } from '../../db/schema/index.ts';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { sendCsv } from '../../lib/csv.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { guardContacts } from '../customers/lgpd.ts';
import { requestReport } from '../reports/reports.service.ts';
import { COUPON_CODES_CSV_COLUMNS, COUPONS_CSV_COLUMNS, couponCodeBatches } from './coupons.report.ts';
import {
  codeOrder,
  codeTaken,
  codeUses,
  couponEvents,
  couponListing,
  couponSnapshot,
  couponTargets,
  couponWrites,
  eventExists,
  findCoupon,
  findCouponCode,
  insertGeneratedCodes,
  listCouponCodes,
  setCodeStatus,
  toCoupon,
  toCouponCode,
  tournamentExists,
  type CouponRow,
} from './coupons.repository.ts';

const tags = ['Cupons'];

/** PostgreSQL unique violation (23505), wrapped or not by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
const PATH = '/v1/coupons';

/** What a coupon's target and discount are stored as, from a valid body (gratuity is 100%, global has no target). */
function targetAndDiscount(b: { coupon_type: Coupon['coupon_type']; discount_type: Coupon['discount_type']; discount_value: number; event_id: number | null; tournament_id: number | null }) {
  return {
    couponType: b.coupon_type,
    discountType: b.discount_type,
    discountValue: b.discount_type === 'gratuity' ? 100 : b.discount_value,
    eventId: b.coupon_type === 'event' ? b.event_id : null,
    tournamentId: b.coupon_type === 'tournament' ? b.tournament_id : null,
  };
}

/**
 * /v1/coupons: list, show, create (one manual code or a generated batch), update (the discount is locked once a code
 * was used in a paid order), enable/disable; codes list and enable/disable; the orders that used a code; pickers;
 * cupons.csv, cupom.csv and the asynchronous report of every code (POST /v2/reports/coupons).
 */
const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireCoupon(id: number) {
    const found = await findCoupon(db, id);
    if (!found) throw notFound(COUPON_MSG.notFound);
    return found;
  }
  async function requireCode(id: number, codeId: number) {
    await requireCoupon(id);
    const code = await findCouponCode(db, id, codeId);
    if (!code) throw notFound(COUPON_MSG.codeNotFound);
    return code;
  }
  async function checkTarget(b: { coupon_type: string; event_id: number | null; tournament_id: number | null }) {
    if (b.coupon_type === 'event' && b.event_id && !(await eventExists(db, b.event_id))) throw invalid('event_id', COUPON_MSG.eventNotFound);
    if (b.coupon_type === 'tournament' && b.tournament_id && !(await tournamentExists(db, b.tournament_id))) throw invalid('tournament_id', COUPON_MSG.tournamentNotFound);
  }

  app.get(
    PATH,
    {
      config: { access: permit('index', 'coupons') },
      schema: { tags, summary: 'Listar cupons (nome ou código exato, status, tipo, período, evento, origem dos códigos)', querystring: couponsListQuery, response: { 200: z.array(coupon) } },
    },
    async (request, reply) => {
      const { rows, total } = await couponListing.page(db, request.query);
      return sendPage(reply, rows.map(toCoupon), total);
    },
  );

  app.get(
    '/v1/coupons/events',
    { config: { access: permit('index', 'coupons') }, schema: { tags, summary: 'Eventos que têm cupons (filtro da lista)', response: { 200: z.array(couponEventOption) } } },
    async () => couponEvents(db),
  );

  app.get(
    '/v2/coupons/events',
    {
      config: { access: permit('index', 'coupons') },
      schema: { tags, summary: 'Buscar eventos e torneios para o cupom (até 10 de cada)', querystring: couponTargetsQuery, response: { 200: z.array(couponTarget) } },
    },
    async (request) => couponTargets(db, request.query.query, request.query.per_page),
  );

  app.get(
    '/v1/report/coupons.csv',
    { config: { access: permit('export', 'coupons') }, schema: { tags, summary: `Exportar cupons (CSV, ${COUPONS_CSV})`, querystring: couponsReportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const q = request.query;
      // Coupons are hundreds of rows: pages in the list's own order.
      const source = (async function* () {
        for (let page = 0; ; page++) {
          const { rows } = await couponListing.page(db, { ...q, current_page: page, per_page: 200 });
          if (rows.length) yield rows.map(toCoupon);
          if (rows.length < 200) return;
        }
      })();
      return sendCsv(reply, COUPONS_CSV, COUPONS_CSV_COLUMNS, source);
    },
  );

  app.get(
    '/v1/report/coupons/:id.csv',
    { config: { access: permit('export', 'coupons') }, schema: { tags, summary: `Exportar os códigos de um cupom com seus usos (CSV, ${COUPON_CSV})`, params: idParams, produces: ['text/csv'] } },
    async (request, reply) => {
      const { row } = await requireCoupon(request.params.id);
      return sendCsv(reply, COUPON_CSV, COUPON_CODES_CSV_COLUMNS, couponCodeBatches(db, row.id, 2000));
    },
  );

  app.post(
    '/v2/reports/coupons',
    {
      config: { access: permit('export', 'coupons') },
      schema: { tags, summary: 'Solicitar relatório de cupons com todos os códigos e usos (gerado em segundo plano)', body: couponsReportBody, response: { 201: reportFile } },
    },
    async (request, reply) => {
      const couponId = request.body?.coupon_id;
      if (couponId) await requireCoupon(couponId);
      return reply.code(201).send(await requestReport(app, request, { type: 'coupons', params: couponId ? { coupon_id: couponId } : {} }));
    },
  );

  app.get(
    `${PATH}/:id`,
    { config: { access: permit('index', 'coupons') }, schema: { tags, summary: 'Ver cupom (com códigos, usos e desconto concedido)', params: idParams, response: { 200: coupon } } },
    async (request) => (await requireCoupon(request.params.id)).coupon,
  );

  app.post(
    `${PATH}/`,
    {
      config: { access: permit('create', 'coupons') },
      schema: { tags, summary: 'Cadastrar cupom (um código manual ou um lote de até 100.000 códigos gerados)', body: couponCreateBody, response: { 201: coupon } },
    },
    async (request, reply) => {
      const b = request.body;
      await checkTarget(b);
      if (b.generation === 'manual' && b.code && (await codeTaken(db, b.code))) throw invalid('code', COUPON_MSG.codeTaken);
      let row: CouponRow;
      try {
        row = await couponWrites.create(
          db,
          actorOf(request),
          {
            name: b.name,
            description: b.description,
            ...targetAndDiscount(b),
            generatedBy: b.generation,
            startDate: b.start_date,
            endDate: b.end_date,
            usageLimit: b.usage_limit,
            status: b.status,
            createdById: actorOf(request).id,
          },
          {
            also: async (tx, created) => {
              if (b.generation === 'manual') await tx.insert(couponCodes).values({ couponId: created.id, code: b.code!, usageLimit: b.usage_limit });
              else await insertGeneratedCodes(tx, created.id, b.quantity!, b.usage_limit);
            },
            after: (created) => ({ ...couponSnapshot(created), generated_by: b.generation, ...(b.generation === 'manual' ? { code: b.code } : { quantity: b.quantity }) }),
          },
        );
      } catch (error) {
        // the same manual code taken by someone else between the check and the insert
        if (isUniqueViolation(error)) throw invalid('code', COUPON_MSG.codeTaken);
        throw error;
      }
      return reply.code(201).send((await requireCoupon(row.id)).coupon);
    },
  );

  app.put(
    `${PATH}/:id`,
    { config: { access: permit('update', 'coupons') }, schema: { tags, summary: 'Editar cupom (o desconto não muda depois de usado)', params: idParams, body: couponUpdateBody, response: { 200: coupon } } },
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      const { row } = await requireCoupon(id);
      // a stale page first: its author reloads before anything else is said about the body
      if (row.lockVersion !== b.lock_version) throw conflict();
      await checkTarget(b);
      const next = targetAndDiscount(b);
      const discountChanged = next.discountType !== row.discountType || (next.discountType !== 'gratuity' && Number(row.discountValue) !== next.discountValue);
      if (discountChanged && row.usesCount > 0) throw invalid('discount_value', COUPON_MSG.discountLocked(row.usesCount));
      await couponWrites.update(db, actorOf(request), row, b.lock_version, {
        name: b.name,
        description: b.description,
        ...next,
        startDate: b.start_date,
        endDate: b.end_date,
        usageLimit: b.usage_limit,
        status: b.status,
      }, {
        // the per-code limit follows the coupon's; the discount guard is repeated under the row lock the update takes
        also: async (tx, updated) => {
          if (discountChanged && updated.usesCount > 0) throw invalid('discount_value', COUPON_MSG.discountLocked(updated.usesCount));
          if (updated.usageLimit !== row.usageLimit) await tx.update(couponCodes).set({ usageLimit: updated.usageLimit }).where(eq(couponCodes.couponId, updated.id));
        },
      });
      return (await requireCoupon(id)).coupon;
    },
  );

  registerStatusToggles(app, {
    path: PATH,
    resource: 'coupons',
    tags,
    summaries: { enable: 'Ativar cupom', disable: 'Desativar cupom' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: coupon,
    load: async (id) => (await requireCoupon(id)).row,
    write: (request, row, value) => couponWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    present: async (id) => (await requireCoupon(id)).coupon,
  });

  app.get(
    `${PATH}/:id/coupon_codes`,
    {
      config: { access: permit('index', 'coupons') },
      schema: { tags, summary: 'Códigos do cupom (busca pelo início do código, status)', params: idParams, querystring: couponCodesQuery, response: { 200: z.array(couponCode) } },
    },
    async (request, reply) => {
      const { row } = await requireCoupon(request.params.id);
      const { rows, total, capped } = await listCouponCodes(db, row, request.query);
      if (capped) reply.header(ITEMS_COUNT_CAPPED_HEADER, '1');
      return sendPage(reply, rows.map(toCouponCode), total);
    },
  );

  for (const action of ['enable', 'disable'] as const) {
    app.post(
      `${PATH}/:id/coupon_codes/:code/${action}`,
      {
        config: { access: permit(action, 'coupons') },
        schema: { tags, summary: action === 'enable' ? 'Ativar código' : 'Desativar código', params: couponCodeParams, response: { 200: couponCode } },
      },
      async (request) => {
        const { id, code } = request.params;
        const row = await requireCode(id, code);
        await setCodeStatus(db, actorOf(request), row, action === 'enable' ? 'enabled' : 'disabled');
        return toCouponCode((await findCouponCode(db, id, code))!);
      },
    );
  }

  app.get(
    `${PATH}/:id/coupon_codes/:code`,
    { config: { access: permit('index', 'coupons') }, schema: { tags, summary: 'Ver código do cupom', params: couponCodeParams, response: { 200: couponCode } } },
    async (request) => toCouponCode(await requireCode(request.params.id, request.params.code)),
  );

  app.get(
    `${PATH}/:id/coupon_codes/:code/subscriptions`,
    {
      config: { access: permit('index', 'coupons') },
      schema: { tags, summary: 'Pedidos e inscrições que usaram o código', params: couponCodeParams, querystring: couponCodeUsesQuery, response: { 200: z.array(couponCodeUse) } },
    },
    async (request, reply) => {
      const code = await requireCode(request.params.id, request.params.code);
      const { items, total } = await codeUses(db, code.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    `${PATH}/:id/coupon_codes/:code/orders/:orderId`,
    { config: { access: permit('index', 'coupons') }, schema: { tags, summary: 'Ver pedido que usou o código (somente leitura)', params: couponCodeOrderParams, response: { 200: couponOrder } } },
    async (request) => {
      const code = await requireCode(request.params.id, request.params.code);
      const order = await codeOrder(db, code.id, request.params.orderId);
      if (!order) throw notFound(COUPON_MSG.orderNotFound);
      // The customer's CPF and e-mail: masked without 'unmask', a full view logged (decisions 0071, 0086).
      const [shown] = await guardContacts(
        db,
        request,
        [order],
        (o) => ({ customerId: o.customer.id, value: { cpf: o.customer.cpf, email: o.customer.email } }),
        (o, c) => ({ ...o, customer: { ...o.customer, cpf: c.cpf ?? null, email: c.email ?? '' } }),
        { kind: 'show', details: { area: 'coupons', order_id: order.id } },
      );
      return shown!;
    },
  );
};

export default couponsRoutes;
