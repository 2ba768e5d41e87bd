import {
  IDEMPOTENCY_KEY_HEADER,
  KIT_SIZE_LABELS,
  WITHDRAW_BLOCK_REASONS,
  WITHDRAW_MSG,
  cancelPreorderResult,
  formatDateTime,
  idSchema,
  maskCpf,
  pickupSettingsBody,
  uncheckWithdrawBody,
  withdrawBody,
  withdrawEvent,
  withdrawEventsQuery,
  withdrawSubscription,
  withdrawSubscriptionDetail,
  type WithdrawSubscription,
  withdrawSubscriptionsQuery,
} from '@backoffice/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { kitWithdrawalEvents, kits, subscriptionPickupSettings, subscriptions } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { SIZE_FIELDS, returnToStock, takeFromStock } from '../../lib/kit-stock.ts';
import { cancelPreorder } from '../../lib/order-status.ts';
import { conflict, HttpError, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { logAccess, viewerOf } from '../customers/lgpd.ts';
import { deskIndexes } from './desk-index.ts';
import { blockOf, deskEventExists, findEvent, findSubscription, forgetCounters, historyOf, listEvents, listSubscriptions, toSubscription } from './withdraw-kits.repository.ts';

const tags = ['Retirada de kits'];
/** Response header of the desk search: where it was answered from (desk-index.ts). */
export const DESK_SOURCE_HEADER = 'x-desk-search';
const eventParams = z.strictObject({ id: idSchema });
const subscriptionParams = z.strictObject({ id: idSchema, subId: idSchema });
const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z.string().trim().min(8, 'Idempotency-Key: use pelo menos 8 caracteres').max(100).optional(),
});

/** The state a kit can be handed over in, checked again by the conditional update itself. */
const ELIGIBLE_NOW = sql`(${subscriptions.status} = 'approved' or (${subscriptions.status} = 'reserved' and ${subscriptions.priceType} = 'courtesy'))`;

/** A search result with the athlete's CPF masked as the customers list masks it. */
const maskedAthlete = (s: WithdrawSubscription): WithdrawSubscription => ({ ...s, athlete: { ...s.athlete, cpf: maskCpf(s.athlete.cpf), masked: true } });

/** The client's key for an action: the Idempotency-Key header, else client_action_id in the body. */
function actionKey(request: FastifyRequest, bodyKey: string | undefined, scope: string): string | null {
  const header = (request.headers as Record<string, string | undefined>)[IDEMPOTENCY_KEY_HEADER]?.trim();
  const key = header || bodyKey;
  // scoped by the staff member so that two people can never collide on a key
  return key ? `${authOf(request).userId}:${scope}:${key}` : null;
}

/** §7 Kit withdrawal: the event-day pickup desk (issue 6). */
const withdrawKitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  deskIndexes(db).log = app.log;

  async function requireEvent(id: number) {
    const found = await findEvent(db, id);
    if (!found) throw notFound(WITHDRAW_MSG.eventNotFound);
    return found;
  }

  async function requireSubscription(eventId: number, subId: number) {
    const row = await findSubscription(db, eventId, subId);
    if (!row) {
      await requireEvent(eventId);
      throw notFound(WITHDRAW_MSG.subscriptionNotFound);
    }
    return row;
  }

  async function detail(eventId: number, subId: number) {
    const row = await requireSubscription(eventId, subId);
    const [event] = await queryRows<{ id: number; name: string; event_date: string | null }>(db, sql`select id, name, event_date::text as event_date from events where id = ${eventId}`);
    const [settings] = await db.select().from(subscriptionPickupSettings).where(eq(subscriptionPickupSettings.subscriptionId, subId));
    const kit = row.kit_id === null ? null : await db.query.kits.findFirst({ where: eq(kits.id, row.kit_id) });
    const kitStock = kit
      ? (['p', 'm', 'g', 'gg', 'bl'] as const).map((size) => ({ size, stock: Number(kit[SIZE_FIELDS[size].stock]), remaining: Number(kit[SIZE_FIELDS[size].remaining]) }))
      : [];
    return {
      ...toSubscription(row),
      event: event!,
      pickup: {
        third_party_name: settings?.thirdPartyName ?? null,
        third_party_cpf: settings?.thirdPartyCpf ?? null,
        notes: settings?.notes ?? null,
        updated_at: settings?.updatedAt.toISOString() ?? null,
        updated_by: settings?.updatedByName ?? null,
      },
      kit_stock: kitStock,
      history: await historyOf(db, subId),
      lock_version: row.lock_version,
    };
  }

  /** A replayed action (same key): the answer is the current state, and nothing is applied again. */
  async function replayed(key: string | null, subId: number, action: 'withdrawn' | 'unchecked'): Promise<boolean> {
    if (!key) return false;
    const [seen] = await db.select().from(kitWithdrawalEvents).where(eq(kitWithdrawalEvents.idempotencyKey, key));
    if (!seen) return false;
    if (seen.subscriptionId !== subId || seen.action !== action) throw invalid(IDEMPOTENCY_KEY_HEADER, WITHDRAW_MSG.idempotencyReused);
    return true;
  }

  app.get(
    '/v1/withdraw_kits/events',
    {
      config: { access: permit('index', 'withdraw_kits') },
      schema: { tags, summary: 'Listar eventos com retirada de kits (com contadores de retirados / total)', querystring: withdrawEventsQuery, response: { 200: z.array(withdrawEvent) } },
    },
    async (request, reply) => {
      const { items, total } = await listEvents(db, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v1/withdraw_kits/events/:id',
    { config: { access: permit('index', 'withdraw_kits') }, schema: { tags, summary: 'Ver evento da retirada (contadores ao vivo)', params: eventParams, response: { 200: withdrawEvent } } },
    async (request) => {
      const event = await requireEvent(request.params.id);
      void deskIndexes(db).warm(event.id); // the desk opens: its searches will come from memory (desk-index.ts)
      return event;
    },
  );

  app.get(
    '/v1/withdraw_kits/events/:id/subscriptions',
    {
      config: { access: permit('index', 'withdraw_kits') },
      schema: {
        tags,
        summary: 'Buscar inscrições no balcão: nome (sem acento, qualquer ordem), CPF, número de peito, pedido ou código lido',
        params: eventParams,
        querystring: withdrawSubscriptionsQuery,
        response: { 200: z.array(withdrawSubscription) },
      },
    },
    async (request, reply) => {
      const eventId = request.params.id;
      if (!(await deskEventExists(db, eventId))) throw notFound(WITHDRAW_MSG.eventNotFound);
      const { items, total, source } = await listSubscriptions(db, eventId, request.query);
      reply.header(DESK_SOURCE_HEADER, source); // 'index' once the event's in-memory index answers (bench, tests)
      // Results follow the typing, 20 rows a keystroke: the CPF always masked there, in full on the kit page (decision 0096).
      return sendPage(reply, items.map(maskedAthlete), total);
    },
  );

  app.get(
    '/v1/withdraw_kits/events/:id/subscriptions/:subId',
    {
      config: { access: permit('index', 'withdraw_kits') },
      schema: { tags, summary: 'Ver kit da inscrição (o que entregar, quem pode retirar, histórico)', params: subscriptionParams, response: { 200: withdrawSubscriptionDetail } },
    },
    async (request) => {
      const found = await detail(request.params.id, request.params.subId);
      // The kit page is one athlete's record: the CPF in full to the desk, the view logged (decision 0096).
      if (found.athlete.cpf) await logAccess(db, viewerOf(request), 'show', [{ customerId: found.athlete.id, fields: ['name', 'cpf'] }], { area: 'kit desk', event_id: request.params.id, subscription_id: request.params.subId });
      return found;
    },
  );

  app.put(
    '/v1/withdraw_kits/events/:id/subscriptions/:subId',
    {
      config: { access: permit('update', 'withdraw_kits') },
      schema: {
        tags,
        summary: 'Editar configurações de retirada (terceiro autorizado, observações, tamanho da camiseta)',
        params: subscriptionParams,
        body: pickupSettingsBody,
        response: { 200: withdrawSubscriptionDetail },
      },
    },
    async (request) => {
      const { id: eventId, subId } = request.params;
      const body = request.body;
      const row = await requireSubscription(eventId, subId);
      if (row.lock_version !== body.lock_version) throw conflict();
      const actor = actorOf(request);
      const [before] = await db.select().from(subscriptionPickupSettings).where(eq(subscriptionPickupSettings.subscriptionId, subId));
      await db.transaction(async (tx) => {
        const sizeChanged = body.shirt_size !== row.shirt_size;
        if (sizeChanged && row.kit_withdrawn_at !== null) throw invalid('shirt_size', 'O kit já foi retirado: desfaça a retirada antes de trocar o tamanho.');
        if (sizeChanged && body.shirt_size && row.kit_id !== null) {
          const kit = await tx.query.kits.findFirst({ where: eq(kits.id, row.kit_id) });
          if (Number(kit![SIZE_FIELDS[body.shirt_size].stock]) <= 0) throw invalid('shirt_size', WITHDRAW_MSG.sizeNotInKit(KIT_SIZE_LABELS[body.shirt_size], kit!.name));
          // a paid subscription already holds one kit of its size: swap it for one of the new size
          if (blockOf(row.status, row.price_type, row.order_id, row.order_status) === null) {
            if (!(await takeFromStock(tx, row.kit_id, eventId, body.shirt_size))) throw invalid('shirt_size', WITHDRAW_MSG.sizeOutOfStock(KIT_SIZE_LABELS[body.shirt_size]));
            if (row.shirt_size) await returnToStock(tx, row.kit_id, eventId, row.shirt_size);
          }
        }
        const updated = await tx
          .update(subscriptions)
          .set({ shirtSize: body.shirt_size, lockVersion: row.lock_version + 1, updatedAt: new Date() })
          .where(and(eq(subscriptions.id, subId), eq(subscriptions.lockVersion, body.lock_version)))
          .returning({ id: subscriptions.id });
        if (updated.length === 0) throw conflict();
        const values = { thirdPartyName: body.third_party_name, thirdPartyCpf: body.third_party_cpf, notes: body.notes, updatedById: actor.id, updatedByName: actor.name, updatedAt: new Date() };
        await tx
          .insert(subscriptionPickupSettings)
          .values({ subscriptionId: subId, ...values })
          .onConflictDoUpdate({ target: subscriptionPickupSettings.subscriptionId, set: values });
        await recordAudit(tx, actor, {
          action: 'updated',
          entityType: 'withdraw_kits',
          entityId: subId,
          before: { third_party_name: before?.thirdPartyName ?? null, third_party_cpf: before?.thirdPartyCpf ?? null, notes: before?.notes ?? null, shirt_size: row.shirt_size },
          after: { third_party_name: body.third_party_name, third_party_cpf: body.third_party_cpf, notes: body.notes, shirt_size: body.shirt_size },
        });
      });
      return detail(eventId, subId);
    },
  );

  app.post(
    '/v1/withdraw_kits/events/:id/subscriptions/:subId/withdraw',
    {
      config: { access: permit('withdraw', 'withdraw_kits') },
      schema: {
        tags,
        summary: 'Registrar a retirada do kit (uma só vez, mesmo com dois balcões ao mesmo tempo; repetição com a mesma Idempotency-Key é aplicada uma vez)',
        params: subscriptionParams,
        headers: idempotencyHeaders,
        body: withdrawBody.nullish(),
        response: { 200: withdrawSubscriptionDetail },
      },
    },
    async (request) => {
      const { id: eventId, subId } = request.params;
      const body: { picked_up_by_name?: string | null; client_action_id?: string | undefined } = request.body ?? {};
      const key = actionKey(request, body.client_action_id, 'withdraw');
      const row = await requireSubscription(eventId, subId);
      if (await replayed(key, subId, 'withdrawn')) return detail(eventId, subId);
      if (row.kit_withdrawn_at !== null) throw alreadyWithdrawn(row.kit_withdrawn_at, row.withdrawn_by_name);
      const block = blockOf(row.status, row.price_type, row.order_id, row.order_status);
      if (block !== null) throw invalid('status', WITHDRAW_BLOCK_REASONS[block]);
      if (row.kit_withdrawn_at === null && row.shirt_size && row.kit_id !== null) {
        const kit = await db.query.kits.findFirst({ where: eq(kits.id, row.kit_id) });
        if (kit && Number(kit[SIZE_FIELDS[row.shirt_size].stock]) <= 0) throw invalid('shirt_size', WITHDRAW_MSG.sizeNotInKit(KIT_SIZE_LABELS[row.shirt_size], kit.name));
      }
      const actor = actorOf(request);
      const applied = await db.transaction(async (tx) => {
        // the conditional update is the lock: of two desks, exactly one sees its row come back
        const [done] = await tx
          .update(subscriptions)
          .set({ kitWithdrawnAt: sql`now()`, kitWithdrawnById: actor.id, kitWithdrawnByName: body.picked_up_by_name ?? null })
          .where(and(eq(subscriptions.id, subId), eq(subscriptions.eventId, eventId), isNull(subscriptions.kitWithdrawnAt), ELIGIBLE_NOW))
          .returning({ at: subscriptions.kitWithdrawnAt });
        if (!done) return false;
        await tx.insert(kitWithdrawalEvents).values({ subscriptionId: subId, eventId, action: 'withdrawn', actorId: actor.id, actorName: actor.name, pickedUpByName: body.picked_up_by_name ?? null, idempotencyKey: key });
        await recordAudit(tx, actor, {
          action: 'status_changed',
          entityType: 'withdraw_kits',
          entityId: subId,
          before: { kit_withdrawn_at: null },
          after: { kit_withdrawn_at: done.at, kit_withdrawn_by_name: body.picked_up_by_name ?? null },
        });
        return true;
      });
      forgetCounters(db, eventId);
      if (!applied) {
        // another desk won the race (or this very action committed meanwhile)
        if (await replayed(key, subId, 'withdrawn')) return detail(eventId, subId);
        const now = await requireSubscription(eventId, subId);
        if (now.kit_withdrawn_at !== null) throw alreadyWithdrawn(now.kit_withdrawn_at, now.withdrawn_by_name);
        const nowBlock = blockOf(now.status, now.price_type, now.order_id, now.order_status);
        throw nowBlock ? invalid('status', WITHDRAW_BLOCK_REASONS[nowBlock]) : conflict();
      }
      return detail(eventId, subId);
    },
  );

  app.post(
    '/v1/withdraw_kits/events/:id/subscriptions/:subId/uncheck_withdraw',
    {
      config: { access: permit('uncheck_withdraw', 'withdraw_kits') },
      schema: {
        tags,
        summary: 'Desfazer a retirada do kit (registrada no histórico)',
        params: subscriptionParams,
        headers: idempotencyHeaders,
        body: uncheckWithdrawBody.nullish(),
        response: { 200: withdrawSubscriptionDetail },
      },
    },
    async (request) => {
      const { id: eventId, subId } = request.params;
      const body: { reason?: string | null; client_action_id?: string | undefined } = request.body ?? {};
      const key = actionKey(request, body.client_action_id, 'uncheck');
      const row = await requireSubscription(eventId, subId);
      if (await replayed(key, subId, 'unchecked')) return detail(eventId, subId);
      if (row.kit_withdrawn_at === null) throw new HttpError(409, [{ message: WITHDRAW_MSG.notWithdrawn, field: 'kit_withdrawn_at' }]);
      const actor = actorOf(request);
      const applied = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(subscriptions)
          .set({ kitWithdrawnAt: null, kitWithdrawnById: null, kitWithdrawnByName: null })
          .where(and(eq(subscriptions.id, subId), eq(subscriptions.eventId, eventId), isNotNull(subscriptions.kitWithdrawnAt)))
          .returning({ id: subscriptions.id });
        if (!done) return false;
        await tx.insert(kitWithdrawalEvents).values({ subscriptionId: subId, eventId, action: 'unchecked', actorId: actor.id, actorName: actor.name, reason: body.reason ?? null, idempotencyKey: key });
        await recordAudit(tx, actor, {
          action: 'status_changed',
          entityType: 'withdraw_kits',
          entityId: subId,
          before: { kit_withdrawn_at: row.kit_withdrawn_at, kit_withdrawn_by_name: row.kit_withdrawn_by_name },
          after: { kit_withdrawn_at: null, kit_withdrawn_by_name: null, reason: body.reason ?? null },
        });
        return true;
      });
      forgetCounters(db, eventId);
      if (!applied) {
        if (await replayed(key, subId, 'unchecked')) return detail(eventId, subId);
        throw new HttpError(409, [{ message: WITHDRAW_MSG.notWithdrawn, field: 'kit_withdrawn_at' }]);
      }
      return detail(eventId, subId);
    },
  );

  app.post(
    '/v1/withdraw_kits/orders/:id/cancel_preorder',
    {
      config: { access: permit('cancel_preorder', 'withdraw_kits') },
      schema: { tags, summary: 'Cancelar pré-pedido (os kits voltam ao estoque)', params: eventParams, response: { 200: cancelPreorderResult } },
    },
    async (request) => {
      const orderId = request.params.id;
      // One implementation with the orders page (lib/order-status.ts): subscriptions, kit stock, coupon uses, audit.
      const change = await cancelPreorder(db, actorOf(request), orderId, { subscriptionAudit: 'withdraw_kits' });
      for (const eventId of change.eventIds) forgetCounters(db, eventId);
      return { message: WITHDRAW_MSG.preorderCancelled, order: { id: orderId, status: 'cancelled' }, subscription_ids: change.subscriptionIds, kits_returned: change.kitsReturned };
    },
  );
};

function alreadyWithdrawn(at: Date | string, who: string | null): HttpError {
  const when = formatDateTime((at instanceof Date ? at : new Date(at)).toISOString());
  return new HttpError(409, [{ message: WITHDRAW_MSG.alreadyWithdrawn(when, who ?? 'outro balcão'), field: 'kit_withdrawn_at' }]);
}

export default withdrawKitsRoutes;
