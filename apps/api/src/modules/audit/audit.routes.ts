import { auditEntry, auditListQuery, can } from '@backoffice/contract';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, branches, categories, cities, companies, eventTypes, events, modalityTypes, profiles, sponsorTypes, states } from '../../db/schema/index.ts';
import { forbidden, invalid } from '../../lib/http-errors.ts';
import { pageWindow, sendPage } from '../../lib/paging.ts';
import { SIGNED_IN } from '../../plugins/access.ts';
import { authOf } from '../../plugins/auth.ts';

type NamedTable = { table: PgTable; id: PgColumn; name: PgColumn };
const named = (table: PgTable & { id: PgColumn; name: PgColumn }): NamedTable => ({ table, id: table.id, name: table.name });

/** Snapshot fields that hold ids of other records, and where their names are. */
const REFERENCE_FIELDS: Record<string, NamedTable> = {
  sponsor_type_id: named(sponsorTypes),
  modality_type_id: named(modalityTypes),
  state_id: named(states),
  state_ids: named(states),
  city_id: named(cities),
  event_id: named(events),
  event_ids: named(events),
  profile_ids: named(profiles),
  category_id: named(categories),
  event_type_id: named(eventTypes),
  company_id: named(companies),
  branch_id: named(branches),
};

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value : [value]).filter((v): v is number => Number.isInteger(v));

/** field → id → name for every reference field in a page of entries (one query per referenced table). */
async function referenceNames(db: Db, entries: { changes: Record<string, { before: unknown; after: unknown }> }[]) {
  const wanted = new Map<string, Set<number>>();
  for (const e of entries) {
    for (const [field, change] of Object.entries(e.changes ?? {})) {
      if (!REFERENCE_FIELDS[field]) continue;
      const set = wanted.get(field) ?? new Set<number>();
      for (const id of [...idsIn(change.before), ...idsIn(change.after)]) set.add(id);
      wanted.set(field, set);
    }
  }
  const refs: Record<string, Record<string, string>> = {};
  await Promise.all(
    [...wanted].map(async ([field, ids]) => {
      if (!ids.size) return;
      const ref = REFERENCE_FIELDS[field]!;
      const rows = await db.select({ id: ref.id, name: ref.name }).from(ref.table).where(inArray(ref.id, [...ids]));
      refs[field] = Object.fromEntries(rows.map((r) => [String(r.id), String(r.name)]));
    }),
  );
  return refs;
}

/** The history of a record: visible to whoever may see that kind of record. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/audit',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['Auditoria'], summary: 'Histórico de alterações de um tipo de registro (pede permissão de leitura nele)', querystring: auditListQuery, response: { 200: z.array(auditEntry) } },
    },
    async (request, reply) => {
      const q = request.query;
      if (!q.entity_type) throw invalid('entity_type', 'Informe o tipo de registro.');
      if (!can(authOf(request).grants, 'index', q.entity_type)) throw forbidden();
      const filters: SQL[] = [eq(auditLog.entityType, q.entity_type)];
      if (q.entity_id) filters.push(eq(auditLog.entityId, q.entity_id));
      const where = and(...filters);
      const { limit, offset } = pageWindow(q);
      const [rows, [total]] = await Promise.all([
        app.db.select().from(auditLog).where(where).orderBy(q.order === 'id' ? auditLog.id : desc(auditLog.id)).limit(limit).offset(offset),
        app.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const refs = await referenceNames(app.db, rows as { changes: Record<string, { before: unknown; after: unknown }> }[]);
      return sendPage(
        reply,
        rows.map((r) => ({
          id: r.id,
          actor_id: r.actorId,
          actor_name: r.actorName,
          action: r.action,
          entity_type: r.entityType,
          entity_id: r.entityId,
          changes: r.changes,
          request_id: r.requestId,
          created_at: r.createdAt.toISOString(),
          refs: Object.fromEntries(Object.keys(r.changes ?? {}).filter((f) => refs[f]).map((f) => [f, refs[f]!])),
        })),
        total?.n ?? 0,
      );
    },
  );
};

export default auditRoutes;
