import { AREAS, EXTRA_MSG, type Extra, type ExtrasReportQuery } from '@backoffice/contract';
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { extras } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { sameName, textContains } from '../../lib/sql.ts';

export type ExtraRow = typeof extras.$inferSelect;

export function toExtra(r: ExtraRow): Extra {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    price: Number(r.price),
    photo_url: r.photoUrl,
    stock: r.stock,
    status: r.status,
    events_count: Number(r.eventsCount),
    deleted_at: r.deletedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function filters(q: ExtrasReportQuery): SQL | undefined {
  const list: SQL[] = [q.deleted === 'true' ? isNotNull(extras.deletedAt) : isNull(extras.deletedAt)];
  if (q.query) list.push(textContains(extras.name, q.query));
  if (q.status) list.push(eq(extras.status, q.status));
  return and(...list);
}

/** The list and its CSV (keyset by name): events counts are the column the triggers keep (decision 0112). */
export const extraListing = defineListing({
  table: extras,
  select: (db: Db) => db.select().from(extras).$dynamic(),
  where: filters,
  orderable: { id: extras.id, name: extras.name, price: extras.price, stock: extras.stock, created_at: extras.createdAt, deleted_at: extras.deletedAt },
  id: extras.id,
  keyset: { column: extras.name, of: (r) => r.name },
});

export const extraWrites = auditedWrites({ table: extras, entity: AREAS.extras.audit, snapshot: extraSnapshot, notFound: EXTRA_MSG.notFound });

export async function findExtra(db: Db, id: number): Promise<{ row: ExtraRow; extra: Extra } | null> {
  const [r] = await db.select().from(extras).where(eq(extras.id, id));
  return r ? { row: r, extra: toExtra(r) } : null;
}

export async function extraNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: extras.id })
    .from(extras)
    .where(and(sameName(extras.name, name), isNull(extras.deletedAt), exceptId ? sql`${extras.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(r);
}

export function extraSnapshot(row: ExtraRow) {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    photo_url: row.photoUrl,
    stock: row.stock,
    status: row.status,
    deleted_at: row.deletedAt,
  };
}
