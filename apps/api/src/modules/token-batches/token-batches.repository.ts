import { randomBytes } from 'node:crypto';
import {
  AREAS,
  TOKEN_ALPHABET,
  TOKEN_BATCH_MSG,
  TOKEN_LENGTH,
  type Token,
  type TokenBatch,
  type TokenBatchesReportQuery,
  type TokensListQuery,
} from '@backoffice/contract';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { customers, events, stores, tokenBatches, tokens, users } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { defineListing } from '../../lib/listing.ts';
import { pageWindow } from '../../lib/paging.ts';
import { foundBy, likePattern, namesByKey, textContains } from '../../lib/sql.ts';

type BatchRow = typeof tokenBatches.$inferSelect & { storeName: string; eventName: string | null; createdByName: string | null };

export function toTokenBatch(r: BatchRow): TokenBatch {
  return {
    id: r.id,
    store_id: r.storeId,
    store_name: r.storeName,
    event_id: r.eventId,
    event_name: r.eventName,
    quantity: r.quantity,
    used_count: r.usedCount,
    available_count: r.quantity - r.usedCount,
    description: r.description,
    created_by_name: r.createdByName,
    created_at: r.createdAt.toISOString(),
  };
}

/** Batches from their own table; store, event and creator names are read by key beside them (decision 0110). */
const batchSelect = (db: Db) => db.select().from(tokenBatches).$dynamic();

async function withNames(db: Db, rows: (typeof tokenBatches.$inferSelect)[]): Promise<BatchRow[]> {
  const found = await namesByKey(db, {
    store: { table: stores, columns: { name: stores.name }, keys: rows.map((r) => r.storeId) },
    event: { table: events, columns: { name: events.name }, keys: rows.map((r) => r.eventId) },
    user: { table: users, columns: { name: users.name }, keys: rows.map((r) => r.createdById) },
  });
  return rows.map((r) => ({
    ...r,
    storeName: found.store.get(r.storeId)?.name ?? '',
    eventName: foundBy(found.event, r.eventId)?.name ?? null,
    createdByName: foundBy(found.user, r.createdById)?.name ?? null,
  }));
}

/** The batches list (newest first) and its CSV; batches are few (each holds up to 999 tokens), so counting them is cheap. */
export const tokenBatchListing = defineListing({
  table: tokenBatches,
  select: batchSelect,
  where: (q: TokenBatchesReportQuery) => {
    const list: SQL[] = [];
    if (q.store_id) list.push(eq(tokenBatches.storeId, q.store_id));
    if (q.event_id) list.push(eq(tokenBatches.eventId, q.event_id));
    if (q.query) list.push(textContains(tokenBatches.description, q.query));
    return list.length ? and(...list) : undefined;
  },
  orderable: { id: tokenBatches.id, created_at: tokenBatches.createdAt },
  id: tokenBatches.id,
  keyset: { column: tokenBatches.id, of: (r) => r.id },
  withNames,
});

export async function findTokenBatch(db: Db, id: number): Promise<TokenBatch | null> {
  // by primary key the joins are planned cheaply, and one statement costs less than two
  const [r] = await db
    .select({ ...getTableColumns(tokenBatches), storeName: stores.name, eventName: events.name, createdByName: users.name })
    .from(tokenBatches)
    .innerJoin(stores, eq(stores.id, tokenBatches.storeId))
    .leftJoin(events, eq(events.id, tokenBatches.eventId))
    .leftJoin(users, eq(users.id, tokenBatches.createdById))
    .where(eq(tokenBatches.id, id));
  return r ? toTokenBatch(r) : null;
}

/** A code from the crypto source: TOKEN_LENGTH characters of TOKEN_ALPHABET, no modulo bias (rejection sampling). */
export function generateCode(): string {
  const n = TOKEN_ALPHABET.length;
  const ceiling = 256 - (256 % n);
  let code = '';
  while (code.length < TOKEN_LENGTH) {
    for (const byte of randomBytes(TOKEN_LENGTH * 2)) {
      if (byte >= ceiling) continue;
      code += TOKEN_ALPHABET[byte % n];
      if (code.length === TOKEN_LENGTH) break;
    }
  }
  return code;
}

/** Rounds of regeneration after a clash with an existing code before giving up (a clash is ~1 in 10^12). */
const MAX_ROUNDS = 8;

/**
 * Creates a batch and its `quantity` tokens in one transaction (all or nothing). Codes are unique across every
 * batch by the unique index: they are inserted with ON CONFLICT DO NOTHING, and the codes that clashed — with a stored
 * code or with one a concurrent batch is inserting (the insert waits for that transaction) — are drawn again.
 */
export async function createTokenBatch(
  db: Db,
  actor: AuditActor,
  values: { storeId: number; eventId: number | null; quantity: number; description: string | null },
  draw: () => string = generateCode,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await tx.insert(tokenBatches).values({ ...values, createdById: actor.id }).returning();
    let missing = values.quantity;
    for (let round = 0; missing > 0; round++) {
      if (round === MAX_ROUNDS) throw new HttpError(503, TOKEN_BATCH_MSG.codesExhausted);
      const codes = new Set<string>();
      for (let tries = 0; codes.size < missing && tries < missing * 4; tries++) codes.add(draw());
      // One parameter for the whole list (codes are [A-Z0-9] only): cheaper than 2 × 999 bound values.
      const inserted = await queryRows<{ id: number }>(
        tx,
        sql`insert into ${tokens} (token_batch_id, code) select ${batch!.id}, unnest(string_to_array(${[...codes].join(',')}, ','))
            on conflict (code) do nothing returning id`,
      );
      missing -= inserted.length;
    }
    await recordAudit(tx, actor, {
      action: 'created',
      entityType: AREAS.tokenBatches.audit,
      entityId: batch!.id,
      after: { store_id: values.storeId, event_id: values.eventId, quantity: values.quantity, description: values.description },
    });
    return batch!.id;
  });
}

/**
 * One page of a batch's tokens (in the order they were generated) with who used each, in one statement with the
 * batch's counters: the total comes from them (quantity, used_count), never from counting the tokens (except when
 * searching a code, inside one batch of at most 999). Null when the batch does not exist.
 */
export async function batchTokens(db: Db, batchId: number, q: TokensListQuery): Promise<{ items: Token[]; total: number } | null> {
  const { limit, offset } = pageWindow(q);
  const status = q.status ? sql`and t.status = ${q.status}` : sql``;
  const code = q.query ? sql`and t.code like ${likePattern(q.query.toUpperCase())}` : sql``;
  const rows = await queryRows<{
    quantity: number;
    used_count: number;
    id: number | null;
    code: string;
    status: 'available' | 'unavailable';
    used_at: Date | string | null;
    customer_id: number | null;
    created_at: Date | string;
    customer_name: string | null;
    customer_email: string | null;
  }>(
    db,
    sql`
    select b.quantity, b.used_count, p.id, p.code, p.status, p.used_at, p.customer_id, p.created_at, c.name as customer_name, c.email as customer_email
    from ${tokenBatches} b
    left join lateral (
      select t.id, t.code, t.status, t.used_at, t.customer_id, t.created_at from ${tokens} t
      where t.token_batch_id = b.id ${status} ${code}
      order by t.id limit ${limit} offset ${offset}
    ) p on true
    left join ${customers} c on c.id = p.customer_id
    where b.id = ${batchId}
    order by p.id`,
  );
  const first = rows[0];
  if (!first) return null;
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  const quantity = Number(first.quantity);
  const used = Number(first.used_count);
  const total = q.query
    ? (await db.select({ n: sql<number>`count(*)::int` }).from(tokens).where(and(eq(tokens.tokenBatchId, batchId), q.status ? eq(tokens.status, q.status) : undefined, sql`${tokens.code} like ${likePattern(q.query.toUpperCase())}`)))[0]!.n
    : q.status === 'available'
      ? quantity - used
      : q.status === 'unavailable'
        ? used
        : quantity;
  return {
    items: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        code: r.code,
        status: r.status,
        used_at: iso(r.used_at),
        customer_id: r.customer_id === null ? null : Number(r.customer_id),
        customer_name: r.customer_name,
        customer_email: r.customer_email,
        created_at: iso(r.created_at)!,
      })),
    total,
  };
}

/** Every code of a batch, in generation order (the printed sheet; at most 999). */
export async function batchCodes(db: Db, batchId: number): Promise<string[]> {
  const rows = await db.select({ code: tokens.code }).from(tokens).where(eq(tokens.tokenBatchId, batchId)).orderBy(asc(tokens.id));
  return rows.map((r) => r.code);
}

/** The summary cards: sums of the batches' counters (optionally one store's), never count(*) over the tokens. */
export async function tokenTotals(db: Db, storeId?: number): Promise<{ total: number; unavailable: number }> {
  const [r] = await db
    .select({ total: sql<number>`coalesce(sum(${tokenBatches.quantity}), 0)::int`, unavailable: sql<number>`coalesce(sum(${tokenBatches.usedCount}), 0)::int` })
    .from(tokenBatches)
    .where(storeId ? eq(tokenBatches.storeId, storeId) : undefined);
  return { total: r?.total ?? 0, unavailable: r?.unavailable ?? 0 };
}

export async function storeForBatch(db: Db, id: number) {
  const [r] = await db.select({ id: stores.id, status: stores.status }).from(stores).where(eq(stores.id, id));
  return r ?? null;
}

export async function liveEventExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: events.id }).from(events).where(and(eq(events.id, id), sql`${events.deletedAt} is null`));
  return Boolean(r);
}
