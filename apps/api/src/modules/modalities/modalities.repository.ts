import type { Modality, ModalitiesListQuery, ModalitiesReportQuery } from '@backoffice/contract';
import { and, asc, count, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventModalities, events, modalities, modalityTypes } from '../../db/schema/index.ts';
import { afterNameAndId, liveEventCounts, nameContains, sameName } from '../../lib/catalogue-access.ts';
import { orderBy, pageWindow } from '../../lib/paging.ts';

export type ModalityRow = typeof modalities.$inferSelect;

/** Events (not deleted) offering the modality. */
const eventsCount = sql<number>`(select count(distinct em.event_id)::int from ${eventModalities} em join ${events} e on e.id = em.event_id where em.modality_id = "modalities"."id" and e.deleted_at is null)`;

const selection = { ...getTableColumns(modalities), typeName: modalityTypes.name, eventsCount };
/** Lists and export batches: the events count comes from one grouped query (withCounts). */
const listSelection = { ...getTableColumns(modalities), typeName: modalityTypes.name };
const usage = { table: eventModalities, key: eventModalities.modalityId, eventId: eventModalities.eventId };
async function withCounts<R extends { id: number }>(db: Db, rows: R[]): Promise<(R & { eventsCount: number })[]> {
  const counts = await liveEventCounts(db, usage, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, eventsCount: counts.get(r.id) ?? 0 }));
}
type Selected = ModalityRow & { typeName: string | null; eventsCount: number };

export function toModality(r: Selected): Modality {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    modality_type_id: r.modalityTypeId,
    modality_type_name: r.typeName,
    distance_km: r.distanceKm,
    status: r.status,
    events_count: Number(r.eventsCount),
    deleted_at: r.deletedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function filters(q: ModalitiesReportQuery): SQL | undefined {
  const list: SQL[] = [q.deleted === 'true' ? isNotNull(modalities.deletedAt) : isNull(modalities.deletedAt)];
  if (q.query) list.push(nameContains(modalities.name, q.query));
  if (q.status) list.push(eq(modalities.status, q.status));
  if (q.modality_type_id) list.push(eq(modalities.modalityTypeId, q.modality_type_id));
  return and(...list);
}

export async function listModalities(db: Db, q: ModalitiesListQuery) {
  const where = filters(q);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(listSelection)
      .from(modalities)
      .leftJoin(modalityTypes, eq(modalityTypes.id, modalities.modalityTypeId))
      .where(where)
      .orderBy(
        ...orderBy(
          q.order,
          { id: modalities.id, name: modalities.name, distance_km: modalities.distanceKm, created_at: modalities.createdAt, deleted_at: modalities.deletedAt },
          modalities.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(modalities).where(where),
  ]);
  return { items: (await withCounts(db, rows)).map(toModality), total: total?.n ?? 0 };
}

/** One batch of the CSV export: rows after `last` in (name, id) order. */
export async function modalitiesAfter(db: Db, q: ModalitiesReportQuery, last: Modality | null, limit: number): Promise<Modality[]> {
  const rows = await withCounts(
    db,
    await db
    .select(listSelection)
    .from(modalities)
    .leftJoin(modalityTypes, eq(modalityTypes.id, modalities.modalityTypeId))
    .where(and(filters(q), afterNameAndId(modalities.name, modalities.id, last)))
    .orderBy(asc(modalities.name), asc(modalities.id))
    .limit(limit),
  );
  return rows.map(toModality);
}

/** A modality, deleted or not (the caller decides what a deleted one means). */
export async function findModality(db: Db, id: number): Promise<{ row: ModalityRow; modality: Modality } | null> {
  const [r] = await db
    .select(selection)
    .from(modalities)
    .leftJoin(modalityTypes, eq(modalityTypes.id, modalities.modalityTypeId))
    .where(eq(modalities.id, id));
  return r ? { row: r, modality: toModality(r) } : null;
}

/** Another live modality with the same name (case and accents ignored). */
export async function modalityNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: modalities.id })
    .from(modalities)
    .where(and(sameName(modalities.name, name), isNull(modalities.deletedAt), exceptId ? sql`${modalities.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(r);
}

export async function modalityTypeExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: modalityTypes.id }).from(modalityTypes).where(eq(modalityTypes.id, id));
  return Boolean(r);
}

export async function listModalityTypes(db: Db) {
  return db.select({ id: modalityTypes.id, name: modalityTypes.name }).from(modalityTypes).orderBy(asc(modalityTypes.name), asc(modalityTypes.id));
}

/** The audited fields of a modality. */
export function modalitySnapshot(row: ModalityRow) {
  return {
    name: row.name,
    modality_type_id: row.modalityTypeId,
    description: row.description,
    distance_km: row.distanceKm,
    status: row.status,
    deleted_at: row.deletedAt,
  };
}
