import { can, type Resource } from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema/index.ts';
import { forbidden } from './http-errors.ts';
import { authOf } from '../plugins/auth.ts';
import { likePattern } from './paging.ts';

/**
 * Catalogue lists (modalities, extras, sponsors, NGOs) feed the event form's pickers, so they can be read with read
 * access to the catalogue itself or with the right to read, create or edit events (decision 0008). Routes that use
 * this declare SIGNED_IN and call it first.
 */
export function assertCatalogueRead(request: FastifyRequest, resource: Resource): void {
  const grants = authOf(request).grants;
  if (can(grants, 'index', resource)) return;
  if (can(grants, 'index', 'events') || can(grants, 'create', 'events') || can(grants, 'update', 'events')) return;
  throw forbidden();
}

/** Requires `action` on `resource` inside a handler (finer rules on a SIGNED_IN route). */
export function assertCan(request: FastifyRequest, action: string, resource: Resource): void {
  if (!can(authOf(request).grants, action, resource)) throw forbidden();
}

/** Keyset condition "after (name, id)" for exports ordered by name then id. */
export function afterNameAndId(name: AnyColumn, id: AnyColumn, last: { name: string; id: number } | null): SQL | undefined {
  return last ? sql`(${name}, ${id}) > (${last.name}, ${last.id})` : undefined;
}

/** Case- and accent-insensitive equality on a name column (unique-name checks). */
export function sameName(column: AnyColumn, name: string): SQL {
  return sql`public.f_unaccent(lower(${column})) = public.f_unaccent(lower(${name.trim()}))`;
}

/** PostgreSQL foreign-key violation (23503), whether or not the driver error is wrapped by Drizzle. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Accent- and case-insensitive "contains" on a name column (list searches). */
export function nameContains(column: AnyColumn, text: string): SQL {
  return sql`public.f_unaccent(lower(${column})) like public.f_unaccent(lower(${likePattern(text)}))`;
}

/**
 * Live events using each of `ids` through a link table (event_modalities, event_extras, …), in one grouped query for a
 * whole page or export batch (a correlated count per row costs a join per row).
 */
export async function liveEventCounts(db: Db, link: { table: PgTable; key: PgColumn; eventId: PgColumn }, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: link.key, n: sql<number>`count(distinct ${link.eventId})::int` })
    .from(link.table)
    .innerJoin(events, and(eq(events.id, link.eventId), isNull(events.deletedAt)))
    .where(inArray(link.key, ids))
    .groupBy(link.key);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}
