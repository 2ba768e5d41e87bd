import { AREAS, MODALITY_MSG, type Modality, type ModalitiesReportQuery } from '@backoffice/contract';
import { and, asc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modalities, modalityTypes } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { sameName, textContains } from '../../lib/sql.ts';

export type ModalityRow = typeof modalities.$inferSelect;

/** Events (not deleted) offering the modality. */

const selection = { ...getTableColumns(modalities), typeName: modalityTypes.name };
type Selected = ModalityRow & { typeName: string | null };

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
  if (q.query) list.push(textContains(modalities.name, q.query));
  if (q.status) list.push(eq(modalities.status, q.status));
  if (q.modality_type_id) list.push(eq(modalities.modalityTypeId, q.modality_type_id));
  return and(...list);
}

/** The list and its CSV (keyset by name): events counts are the column the triggers keep (decision 0112). */
export const modalityListing = defineListing({
  table: modalities,
  select: (db: Db) => db.select(selection).from(modalities).leftJoin(modalityTypes, eq(modalityTypes.id, modalities.modalityTypeId)).$dynamic(),
  where: filters,
  orderable: { id: modalities.id, name: modalities.name, distance_km: modalities.distanceKm, created_at: modalities.createdAt, deleted_at: modalities.deletedAt },
  id: modalities.id,
  keyset: { column: modalities.name, of: (r) => r.name },
});

export const modalityWrites = auditedWrites({ table: modalities, entity: AREAS.modalities.audit, snapshot: modalitySnapshot, notFound: MODALITY_MSG.notFound });

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
