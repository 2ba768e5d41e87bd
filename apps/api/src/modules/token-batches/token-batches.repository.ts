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
import type { Db } from '../../db/client.ts';
import { customers, events, stores, tokenBatches, tokens, users } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { defineListing } from '../../lib/listing.ts';
import { pageWindow } from '../../lib/paging.ts';
import { likePattern, textContains } from '../../lib/sql.ts';

const batchSelection = { ...getTableColumns(tokenBatches), storeName: stores.name, eventName: events.name, createdByName: users.name };
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

const batchSelect = (db: Db) =>
  db
    .select(batchSelection)
    .from(tokenBatches)
    .innerJoin(stores, eq(stores.id, tokenBatches.storeId))
    .leftJoin(events, eq(events.id, tokenBatches.eventId))
    .leftJoin(users, eq(users.id, tokenBatches.createdById))
    .$dynamic();

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
});

export async function findTokenBatch(db: Db, id: number): Promise<TokenBatch | null> {
  const [r] = await batchSelect(db).where(eq(tokenBatches.id, id));
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
      const inserted = await tx
        .insert(tokens)
        .values([...codes].map((code) => ({ tokenBatchId: batch!.id, code })))
        .onConflictDoNothing({ target: tokens.code })
        .returning({ id: tokens.id });
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
 * One page of a batch's tokens (in the order they were generated) with who used each; the total comes from the
 * batch's counters (quantity, used_count), never from counting its tokens.
 */
export async function batchTokens(db: Db, batch: TokenBatch, q: TokensListQuery): Promise<{ items: Token[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const where = and(eq(tokens.tokenBatchId, batch.id), q.status ? eq(tokens.status, q.status) : undefined, q.query ? sql`${tokens.code} like ${likePattern(q.query.toUpperCase())}` : undefined);
  const rows = await db
    .select({ ...getTableColumns(tokens), customerName: customers.name, customerEmail: customers.email })
    .from(tokens)
    .leftJoin(customers, eq(customers.id, tokens.customerId))
    .where(where)
    .orderBy(asc(tokens.id))
    .limit(limit)
    .offset(offset);
  const total = q.query
    ? (await db.select({ n: sql<number>`count(*)::int` }).from(tokens).where(where))[0]!.n
    : q.status === 'available'
      ? batch.available_count
      : q.status === 'unavailable'
        ? batch.used_count
        : batch.quantity;
  return {
    items: rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      used_at: r.usedAt?.toISOString() ?? null,
      customer_id: r.customerId,
      customer_name: r.customerName,
      customer_email: r.customerEmail,
      created_at: r.createdAt.toISOString(),
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
