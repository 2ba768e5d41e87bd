import { AREAS, STORE_MSG, onlyDigits, type Store, type StoresListQuery, type Totem } from '@backoffice/contract';
import { and, asc, count, eq, getTableColumns, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, stores, tokenBatches, totemStores } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { textContains } from '../../lib/sql.ts';

export type StoreRow = typeof stores.$inferSelect;
type StoreListRow = StoreRow & { cityName: string | null; stateId: number | null };
export type TotemInput = { id?: number; name: string; identifier: string; location: string | null; status: 'enabled' | 'disabled' };

const listSelection = { ...getTableColumns(stores), cityName: cities.name, stateId: cities.stateId };

export const storeListing = defineListing({
  table: stores,
  select: (db: Db) => db.select(listSelection).from(stores).leftJoin(cities, eq(cities.id, stores.cityId)).$dynamic(),
  where: (q: Omit<StoresListQuery, 'current_page' | 'per_page' | 'order'>) => {
    const list: SQL[] = [];
    if (q.query) {
      const text = textContains([stores.name, stores.cnpj, stores.email], q.query);
      // a CNPJ as staff copy it ("11.102.916/0001-79") is stored as digits
      const digits = onlyDigits(q.query);
      list.push(/^[\d./\s-]+$/.test(q.query) && digits.length >= 3 ? or(text, textContains([stores.cnpj], digits))! : text);
    }
    if (q.status) list.push(eq(stores.status, q.status));
    if (q.city_id) list.push(eq(stores.cityId, q.city_id));
    return list.length ? and(...list) : undefined;
  },
  orderable: { id: stores.id, name: stores.name, created_at: stores.createdAt },
  id: stores.id,
  keyset: { column: stores.name, of: (r) => r.name },
});

export function storeSnapshot(r: StoreRow) {
  return { name: r.name, cnpj: r.cnpj, email: r.email, phone: r.phone, city_id: r.cityId, address: r.address, status: r.status };
}

export const storeWrites = auditedWrites({ table: stores, entity: AREAS.stores.audit, snapshot: storeSnapshot, notFound: STORE_MSG.notFound });

function toTotem(t: typeof totemStores.$inferSelect): Totem {
  return { id: t.id, name: t.name, identifier: t.identifier, location: t.location, status: t.status };
}

/** Rows as the API shows them: each store's totems and token batch count come from one grouped query per page. */
export async function presentStores(db: Db, rows: StoreListRow[]): Promise<Store[]> {
  const ids = rows.map((r) => r.id);
  const [totems, batches] = ids.length
    ? await Promise.all([
        db.select().from(totemStores).where(inArray(totemStores.storeId, ids)).orderBy(asc(totemStores.name), asc(totemStores.id)),
        db.select({ storeId: tokenBatches.storeId, n: count() }).from(tokenBatches).where(inArray(tokenBatches.storeId, ids)).groupBy(tokenBatches.storeId),
      ])
    : [[], []];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    cnpj: r.cnpj,
    email: r.email,
    phone: r.phone,
    city_id: r.cityId,
    city_name: r.cityName,
    state_id: r.stateId,
    address: r.address,
    status: r.status,
    totems: totems.filter((t) => t.storeId === r.id).map(toTotem),
    token_batches_count: batches.find((b) => b.storeId === r.id)?.n ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  }));
}

export async function findStore(db: Db, id: number): Promise<{ row: StoreRow; store: Store } | null> {
  const [r] = await db.select(listSelection).from(stores).leftJoin(cities, eq(cities.id, stores.cityId)).where(eq(stores.id, id));
  if (!r) return null;
  const [store] = await presentStores(db, [r]);
  return { row: r, store: store! };
}

export async function cityExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return Boolean(r);
}

export async function storeTokenBatches(db: Db, id: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(tokenBatches).where(eq(tokenBatches.storeId, id));
  return r?.n ?? 0;
}

/**
 * What is wrong with a store's totems before saving: ids that are not this store's, identifiers another totem keeps
 * (totems this save removes from the same store free theirs).
 */
export async function totemIssues(db: Db, storeId: number | null, totems: TotemInput[]): Promise<{ field: string; message: string }[]> {
  const issues: { field: string; message: string }[] = [];
  const own = storeId ? await db.select({ id: totemStores.id }).from(totemStores).where(eq(totemStores.storeId, storeId)) : [];
  const ownIds = new Set(own.map((t) => t.id));
  const kept = new Set(totems.map((t) => t.id).filter((id): id is number => id !== undefined));
  totems.forEach((t, i) => {
    if (t.id !== undefined && !ownIds.has(t.id)) issues.push({ field: `totems.${i}.id`, message: STORE_MSG.totemNotOwn });
  });
  if (!totems.length) return issues;
  const holders = await db
    .select({ id: totemStores.id, storeId: totemStores.storeId, identifier: totemStores.identifier })
    .from(totemStores)
    .where(inArray(totemStores.identifier, totems.map((t) => t.identifier)));
  totems.forEach((t, i) => {
    const taken = holders.some((h) => h.identifier === t.identifier && h.id !== t.id && !(h.storeId === storeId && !kept.has(h.id)));
    if (taken) issues.push({ field: `totems.${i}.identifier`, message: STORE_MSG.identifierTaken });
  });
  return issues;
}

/** Replaces a store's totems with `totems` (removed, edited, added), inside the store's write transaction. */
export async function saveTotems(tx: Db, storeId: number, totems: TotemInput[]): Promise<void> {
  const kept = totems.map((t) => t.id).filter((id): id is number => id !== undefined);
  await tx.delete(totemStores).where(and(eq(totemStores.storeId, storeId), kept.length ? notInArray(totemStores.id, kept) : undefined));
  for (const t of totems) {
    const values = { name: t.name, identifier: t.identifier, location: t.location, status: t.status, updatedAt: new Date() };
    if (t.id !== undefined) await tx.update(totemStores).set(values).where(and(eq(totemStores.id, t.id), eq(totemStores.storeId, storeId)));
  }
  const added = totems.filter((t) => t.id === undefined);
  if (added.length) await tx.insert(totemStores).values(added.map((t) => ({ storeId, name: t.name, identifier: t.identifier, location: t.location, status: t.status })));
}

export const totemsSnapshot = (totems: { name: string; identifier: string; location: string | null; status: string }[]) =>
  totems.map((t) => ({ name: t.name, identifier: t.identifier, location: t.location, status: t.status }));

/** PostgreSQL unique violation (23505), wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
