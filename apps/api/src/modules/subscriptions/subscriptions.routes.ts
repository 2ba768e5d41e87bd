import { idParams, subscriptionDetail, subscriptionListItem, subscriptionParams, subscriptionsListQuery, subscriptionUpdateBody } from '@backoffice/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { eventModalities, kits, subscriptions, subscriptionStatusChanges } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listFilters } from '../customers/lgpd.ts';
import { requireEvent } from '../events/event-lookup.ts';
import { guardSubscriptionContacts, logSubscriptionShow } from './subscriptions.contacts.ts';
import { chestNumberTaken, findSubscription, findSubscriptionRow, kitOfModality, listSubscriptions, SIZE_COLUMNS } from './subscriptions.repository.ts';

const tags = ['Inscrições'];

export const MSG_CHEST_TAKEN = 'Número de peito já usado por outra inscrição deste evento.';
export const MSG_SIZE_SOLD_OUT = 'Tamanho esgotado no kit desta modalidade.';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Moves one unit of kit stock: takes from (kit, size) — refusing when none is left — or gives it back. */
async function moveKitStock(tx: Db, kitId: number, size: keyof typeof SIZE_COLUMNS, delta: 1 | -1): Promise<boolean> {
  const column = kits[SIZE_COLUMNS[size]];
  const rows = await tx
    .update(kits)
    .set({ [SIZE_COLUMNS[size]]: sql`${column} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(kits.id, kitId), delta < 0 ? gt(column, 0) : undefined))
    .returning({ id: kits.id });
  return rows.length > 0;
}

/** §7 GET/PUT /v1/events/{id}/subscriptions[/{subId}]: the event's subscriptions, one subscription, the desk's edit. */
const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/v1/events/:id/subscriptions',
    {
      config: { access: permit('index', 'events') },
      schema: {
        tags,
        summary: 'Listar inscrições do evento (busca por nome sem acento, CPF, e-mail, número de peito, pedido)',
        params: idParams,
        querystring: subscriptionsListQuery,
        response: { 200: z.array(subscriptionListItem) },
      },
    },
    async (request, reply) => {
      await requireEvent(db, request.params.id);
      const { items, total } = await listSubscriptions(db, request.params.id, request.query);
      const shown = await guardSubscriptionContacts(db, request, items, { area: 'event subscriptions', event_id: request.params.id, ...listFilters(request.query) });
      return sendPage(reply, shown, total);
    },
  );

  app.get(
    '/v1/events/:id/subscriptions/:subId',
    { config: { access: permit('index', 'events') }, schema: { tags, summary: 'Ver inscrição', params: subscriptionParams, response: { 200: subscriptionDetail } } },
    async (request) => {
      const { id, subId } = request.params;
      await requireEvent(db, id);
      const found = await findSubscription(db, id, subId);
      if (!found) throw notFound('Inscrição não encontrada.');
      await logSubscriptionShow(db, request, found, { area: 'event subscriptions', event_id: id, subscription_id: subId });
      return found;
    },
  );

  app.put(
    '/v1/events/:id/subscriptions/:subId',
    {
      config: { access: permit('update', 'events') },
      schema: {
        tags,
        summary: 'Editar inscrição (modalidade do mesmo evento, tamanho da camiseta conforme estoque, número de peito, status)',
        params: subscriptionParams,
        body: subscriptionUpdateBody,
        response: { 200: subscriptionDetail },
      },
    },
    async (request) => {
      const { id, subId } = request.params;
      const body = request.body;
      await requireEvent(db, id);
      const row = await findSubscriptionRow(db, id, subId);
      if (!row) throw notFound('Inscrição não encontrada.');
      if (row.lockVersion !== body.lock_version) throw conflict();

      const [modality] = await db
        .select({ id: eventModalities.id, status: eventModalities.status, kitId: eventModalities.kitId })
        .from(eventModalities)
        .where(and(eq(eventModalities.id, body.event_modality_id), eq(eventModalities.eventId, id)));
      if (!modality) throw invalid('event_modality_id', 'Modalidade não pertence a este evento.');
      if (modality.id !== row.eventModalityId && modality.status !== 'enabled') throw invalid('event_modality_id', 'Esta modalidade está desativada.');
      if (body.chest_number !== null && body.chest_number !== row.chestNumber && (await chestNumberTaken(db, id, body.chest_number, subId))) {
        throw invalid('chest_number', MSG_CHEST_TAKEN);
      }

      const oldKit = await kitOfModality(db, row.eventModalityId);
      const newKit = modality.kitId;
      const statusChanged = body.status !== row.status;
      try {
        await db.transaction(async (tx) => {
          const updated = await tx
            .update(subscriptions)
            .set({
              eventModalityId: body.event_modality_id,
              shirtSize: body.shirt_size,
              chestNumber: body.chest_number,
              status: body.status,
              ...(statusChanged && body.status === 'cancelled' ? { cancelledAt: new Date() } : {}),
              lockVersion: row.lockVersion + 1,
              updatedAt: new Date(),
            })
            .where(and(eq(subscriptions.id, subId), eq(subscriptions.lockVersion, body.lock_version)))
            .returning({ id: subscriptions.id });
          if (updated.length === 0) throw conflict();
          // Kit stock follows the (kit, size) pair the athlete holds.
          if (oldKit !== newKit || row.shirtSize !== body.shirt_size) {
            if (newKit && body.shirt_size && !(await moveKitStock(tx, newKit, body.shirt_size, -1))) throw invalid('shirt_size', MSG_SIZE_SOLD_OUT);
            if (oldKit && row.shirtSize) await moveKitStock(tx, oldKit, row.shirtSize, 1);
          }
          if (statusChanged) {
            await tx.insert(subscriptionStatusChanges).values({
              subscriptionId: subId,
              fromStatus: row.status,
              toStatus: body.status,
              changedById: request.auth?.userId ?? null,
              changedByName: request.auth?.name ?? null,
              reason: body.status_reason || null,
            });
          }
          await recordAudit(tx, actorOf(request), {
            action: 'updated',
            entityType: 'subscriptions',
            entityId: subId,
            before: { event_modality_id: row.eventModalityId, shirt_size: row.shirtSize, chest_number: row.chestNumber, status: row.status },
            after: { event_modality_id: body.event_modality_id, shirt_size: body.shirt_size, chest_number: body.chest_number, status: body.status },
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw invalid('chest_number', MSG_CHEST_TAKEN);
        throw err;
      }
      // the edit answers the subscription's page in full: a view like the GET's
      const saved = (await findSubscription(db, id, subId))!;
      await logSubscriptionShow(db, request, saved, { area: 'event subscriptions', event_id: id, subscription_id: subId });
      return saved;
    },
  );
};

export default subscriptionsRoutes;
