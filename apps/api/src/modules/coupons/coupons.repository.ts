import { randomBytes } from 'node:crypto';
import {
  AREAS,
  COUPON_CODE_ALPHABET,
  COUPON_CODE_LENGTH,
  COUPON_CODES_COUNT_CAP,
  COUPON_MSG,
  type Coupon,
  type CouponCode,
  type CouponCodeUse,
  type CouponCodesQuery,
  type CouponOrder,
  type CouponsReportQuery,
  type CouponTarget,
} from '@backoffice/contract';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.ts';
import { couponCodes, coupons, customers, eventModalities, events, modalities, orderItems, orders, subscriptions, tournaments, users } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { pageWindow } from '../../lib/paging.ts';
import { foundBy, keyContains, likePattern, namesByKey, outerColumn, textContains } from '../../lib/sql.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponCodeRow = typeof couponCodes.$inferSelect;

/** The code of a one-code coupon (manual), read by the primary key order of its codes (index coupon_id, id). */
const singleCode = sql<string | null>`case when ${coupons.codesCount} = 1 then (select cc.code from coupon_codes cc where cc.coupon_id = ${outerColumn(coupons.id)} order by cc.id limit 1) end`;
type SelectedCoupon = CouponRow & { eventName: string | null; tournamentName: string | null; creatorName: string | null; singleCode: string | null };

/** Coupons from their own table; the event, tournament and creator names are read by key beside them (decision 0110). */
const selectCoupons = (db: Db) => db.select({ ...getTableColumns(coupons), singleCode }).from(coupons).$dynamic();

async function withNames(db: Db, rows: (CouponRow & { singleCode: string | null })[]): Promise<SelectedCoupon[]> {
  const found = await namesByKey(db, {
    event: { table: events, columns: { name: events.name }, keys: rows.map((r) => r.eventId) },
    tournament: { table: tournaments, columns: { name: tournaments.name }, keys: rows.map((r) => r.tournamentId) },
    user: { table: users, columns: { name: users.name }, keys: rows.map((r) => r.createdById) },
  });
  return rows.map((r) => ({
    ...r,
    eventName: foundBy(found.event, r.eventId)?.name ?? null,
    tournamentName: foundBy(found.tournament, r.tournamentId)?.name ?? null,
    creatorName: foundBy(found.user, r.createdById)?.name ?? null,
  }));
}

export function toCoupon(r: SelectedCoupon): Coupon {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    coupon_type: r.couponType,
    generated_by: r.generatedBy,
    discount_type: r.discountType,
    discount_value: r.discountType === 'gratuity' ? 100 : Number(r.discountValue),
    event: r.eventId && r.eventName ? { id: r.eventId, name: r.eventName } : null,
    tournament: r.tournamentId && r.tournamentName ? { id: r.tournamentId, name: r.tournamentName } : null,
    start_date: r.startDate,
    end_date: r.endDate,
    usage_limit: r.usageLimit,
    status: r.status,
    code: r.singleCode ?? null,
    codes_count: r.codesCount,
    uses_count: r.usesCount,
    discount_given: Number(r.discountGiven),
    created_by_name: r.creatorName,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

/** The list's filters (the CSV's too): name (accents and case ignored) or an exact code, and the §7 filters. */
function filters(q: CouponsReportQuery): SQL | undefined {
  const list: (SQL | undefined)[] = [];
  if (q.query) {
    const code = q.query.trim().toUpperCase();
    list.push(or(textContains(coupons.name, q.query), sql`exists (select 1 from coupon_codes cc where cc.code = ${code} and cc.coupon_id = ${coupons.id})`));
  }
  if (q.status) list.push(eq(coupons.status, q.status));
  if (q.coupon_type) list.push(eq(coupons.couponType, q.coupon_type));
  if (q.generated_by) list.push(eq(coupons.generatedBy, q.generated_by));
  if (q.event_id) list.push(eq(coupons.eventId, q.event_id));
  // valid on some day of the period: starts before its end and ends after its start (open dates count as open)
  if (q.start_date) list.push(or(isNull(coupons.endDate), gte(coupons.endDate, q.start_date)));
  if (q.end_date) list.push(or(isNull(coupons.startDate), lte(coupons.startDate, q.end_date)));
  const present = list.filter((x): x is SQL => Boolean(x));
  return present.length ? and(...present) : undefined;
}

/** Coupons are a small table (hundreds): the list's total is an exact count over the filters. */
export const couponListing = defineListing({
  table: coupons,
  select: selectCoupons,
  where: filters,
  orderable: { id: coupons.id, name: coupons.name, start_date: coupons.startDate, end_date: coupons.endDate, created_at: coupons.createdAt },
  id: coupons.id,
  keyset: { column: coupons.id, of: (r) => r.id },
  walkedOrders: ['id'], // coupons_pkey
  withNames,
});

const creator = alias(users, 'coupon_creator');

/** One coupon with its names, joined: by primary key the joins are planned cheaply, and one statement costs less than two. */
export async function findCoupon(db: Db, id: number): Promise<{ row: CouponRow; coupon: Coupon } | null> {
  const [r] = await db
    .select({ ...getTableColumns(coupons), singleCode, eventName: events.name, tournamentName: tournaments.name, creatorName: creator.name })
    .from(coupons)
    .leftJoin(events, eq(events.id, coupons.eventId))
    .leftJoin(tournaments, eq(tournaments.id, coupons.tournamentId))
    .leftJoin(creator, eq(creator.id, coupons.createdById))
    .where(eq(coupons.id, id));
  return r ? { row: r, coupon: toCoupon(r) } : null;
}

export function couponSnapshot(r: CouponRow) {
  return {
    name: r.name,
    description: r.description,
    coupon_type: r.couponType,
    discount_type: r.discountType,
    discount_value: Number(r.discountValue),
    event_id: r.eventId,
    tournament_id: r.tournamentId,
    start_date: r.startDate,
    end_date: r.endDate,
    usage_limit: r.usageLimit,
    status: r.status,
  };
}

export const couponWrites = auditedWrites({ table: coupons, entity: AREAS.coupons.audit, snapshot: couponSnapshot, notFound: COUPON_MSG.notFound });

// ------------------------------------------------------------------ codes

/** One random code: crypto bytes mapped onto the 31-symbol unambiguous alphabet by rejection sampling (no bias). */
export function randomCode(length = COUPON_CODE_LENGTH): string {
  const n = COUPON_CODE_ALPHABET.length;
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      if (b >= limit) continue;
      out += COUPON_CODE_ALPHABET[b % n];
      if (out.length === length) break;
    }
  }
  return out;
}

/**
 * Inserts `quantity` new random codes for a coupon inside the caller's transaction. Uniqueness across every coupon
 * is the unique index's (codes are stored upper-case, so it is case-insensitive): a candidate that collides is
 * skipped by ON CONFLICT and drawn again, so the batch always ends with exactly `quantity` new codes.
 */
export async function insertGeneratedCodes(tx: Db, couponId: number, quantity: number, usageLimit: number | null): Promise<number> {
  let made = 0;
  const CHUNK = 5000;
  for (let round = 0; made < quantity; round++) {
    if (round > 50) throw new Error('could not draw unique coupon codes');
    const want = Math.min(CHUNK, quantity - made);
    const fresh = new Set<string>();
    while (fresh.size < want) fresh.add(randomCode());
    // One parameter for the whole list (codes are [A-Z0-9] only), as token batches do: drizzle's multi-row values()
    // binds 3 parameters per code and costs several times more on PGlite.
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into ${couponCodes} (coupon_id, code, usage_limit) select ${couponId}, unnest(string_to_array(${[...fresh].join(',')}, ',')), ${usageLimit}::int
          on conflict (code) do nothing returning id`,
    );
    made += inserted.length;
  }
  return made;
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const [r] = await db.select({ id: couponCodes.id }).from(couponCodes).where(eq(couponCodes.code, code.toUpperCase())).limit(1);
  return Boolean(r);
}

export function toCouponCode(r: CouponCodeRow): CouponCode {
  return {
    id: r.id,
    coupon_id: r.couponId,
    code: r.code,
    usage_limit: r.usageLimit,
    used_count: r.usedCount,
    discount_given: Number(r.discountGiven),
    status: r.status,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * A coupon's codes, in creation order. The total without a search is the coupon's `codes_count` (kept by triggers,
 * decision 0053), so a coupon of 100,000 codes is never counted per request; a search is a code prefix (the index on
 * coupon_id, code) and its matches are counted up to COUPON_CODES_COUNT_CAP + 1: `capped` says there are more than the
 * cap (the total then is the cap, the page says "10.000+").
 */
export async function listCouponCodes(db: Db, coupon: CouponRow, q: CouponCodesQuery): Promise<{ rows: CouponCodeRow[]; total: number; capped: boolean }> {
  const prefix = q.query ? `${likePattern(q.query.trim().toUpperCase()).slice(1, -1)}%` : null;
  const where = and(eq(couponCodes.couponId, coupon.id), prefix ? sql`${couponCodes.code} like ${prefix}` : undefined, q.status ? eq(couponCodes.status, q.status) : undefined);
  const { limit, offset } = pageWindow(q);
  if (!prefix && !q.status) {
    // A batch's codes get consecutive ids: when the coupon's ids are dense (max - min + 1 = its codes counter), page k
    // is an id range — a short index range scan on any page, where OFFSET would walk 50,000 entries to reach page 2,500.
    const [span] = await db.select({ min: sql<number | null>`min(${couponCodes.id})`, max: sql<number | null>`max(${couponCodes.id})` }).from(couponCodes).where(eq(couponCodes.couponId, coupon.id));
    if (span?.min != null && span.max != null && Number(span.max) - Number(span.min) + 1 === coupon.codesCount) {
      const from = Number(span.min) + offset;
      const rows = await db
        .select()
        .from(couponCodes)
        .where(and(eq(couponCodes.couponId, coupon.id), sql`${couponCodes.id} between ${from} and ${from + limit - 1}`))
        .orderBy(asc(couponCodes.id));
      return { rows, total: coupon.codesCount, capped: false };
    }
    return { rows: await db.select().from(couponCodes).where(where).orderBy(asc(couponCodes.id)).limit(limit).offset(offset), total: coupon.codesCount, capped: false };
  }
  const rows = db.select().from(couponCodes).where(where).orderBy(asc(couponCodes.id)).limit(limit).offset(offset);
  // one past the cap, so "exactly 10,000" and "more than 10,000" are told apart
  const matches = db.select({ id: couponCodes.id }).from(couponCodes).where(where).limit(COUPON_CODES_COUNT_CAP + 1).as('matches');
  const [[n], list] = await Promise.all([db.select({ n: count() }).from(matches), rows]);
  const counted = n?.n ?? 0;
  return { rows: list, total: Math.min(counted, COUPON_CODES_COUNT_CAP), capped: counted > COUPON_CODES_COUNT_CAP };
}

export async function findCouponCode(db: Db, couponId: number, codeId: number): Promise<CouponCodeRow | null> {
  const [r] = await db
    .select()
    .from(couponCodes)
    .where(and(eq(couponCodes.id, codeId), eq(couponCodes.couponId, couponId)));
  return r ?? null;
}

/** Code enable/disable: one audit entry on the coupon (the codes' history is their coupon's). */
export async function setCodeStatus(db: Db, actor: AuditActor, code: CouponCodeRow, value: 'enabled' | 'disabled'): Promise<boolean> {
  if (code.status === value) return false;
  await db.transaction(async (tx) => {
    await tx.update(couponCodes).set({ status: value }).where(eq(couponCodes.id, code.id));
    await recordAudit(tx, actor, {
      action: 'status_changed',
      entityType: AREAS.coupons.audit,
      entityId: code.couponId,
      before: { [`código ${code.code}`]: code.status },
      after: { [`código ${code.code}`]: value },
    });
  });
  return true;
}

/** Codes in id order after `afterId` (cupom.csv keyset batches). */
export async function codesAfter(db: Db, couponId: number | null, afterId: number, limit: number) {
  return db
    .select({ code: couponCodes, couponName: coupons.name })
    .from(couponCodes)
    .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
    .where(and(couponId === null ? undefined : eq(couponCodes.couponId, couponId), sql`${couponCodes.id} > ${afterId}`))
    .orderBy(asc(couponCodes.id))
    .limit(limit);
}

// ------------------------------------------------------------------ uses of a code

/** The orders that used a code (index orders_coupon_code_idx), newest first, with their subscriptions. */
export async function codeUses(db: Db, codeId: number, q: { current_page: number; per_page: number }): Promise<{ items: CouponCodeUse[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customerName: customers.name, eventName: events.name })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .leftJoin(events, eq(events.id, orders.eventId))
      .where(eq(orders.couponCodeId, codeId))
      .orderBy(desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(eq(orders.couponCodeId, codeId)),
  ]);
  const ids = rows.map((r) => r.order.id);
  const subs = ids.length
    ? await db
        .select({ id: subscriptions.id, orderId: subscriptions.orderId, eventId: subscriptions.eventId, status: subscriptions.status, modalityName: modalities.name })
        .from(subscriptions)
        .leftJoin(eventModalities, eq(eventModalities.id, subscriptions.eventModalityId))
        .leftJoin(modalities, eq(modalities.id, eventModalities.modalityId))
        .where(inArray(subscriptions.orderId, ids))
        .orderBy(asc(subscriptions.id))
    : [];
  const items = rows.map(({ order: o, customerName, eventName }) => ({
    order_id: o.id,
    order_status: o.status,
    customer_name: customerName,
    event: o.eventId && eventName ? { id: o.eventId, name: eventName } : null,
    subtotal: Number(o.subtotal),
    discount: Number(o.discount),
    total: Number(o.total),
    created_at: o.createdAt.toISOString(),
    subscriptions: subs.filter((s) => s.orderId === o.id).map((s) => ({ id: s.id, event_id: s.eventId, status: s.status, modality_name: s.modalityName })),
  }));
  return { items, total: total?.n ?? 0 };
}

/** One order that used the code, read-only (the orders area owns /orders pages). */
export async function codeOrder(db: Db, codeId: number, orderId: number): Promise<CouponOrder | null> {
  const [r] = await db
    .select({ order: orders, customer: { id: customers.id, name: customers.name, email: customers.email, cpf: customers.cpf }, eventName: events.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(orders.id, orderId), eq(orders.couponCodeId, codeId)));
  if (!r) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const o = r.order;
  return {
    id: o.id,
    uuid: o.uuid,
    status: o.status,
    customer: r.customer,
    event: o.eventId && r.eventName ? { id: o.eventId, name: r.eventName } : null,
    subtotal: Number(o.subtotal),
    discount: Number(o.discount),
    convenience_fee: Number(o.convenienceFee),
    total: Number(o.total),
    discount_source: o.discountSource,
    channel: o.channel,
    payment_method: o.paymentMethod,
    paid_at: o.paidAt?.toISOString() ?? null,
    created_at: o.createdAt.toISOString(),
    items: items.map((i) => ({ id: i.id, kind: i.kind, description: i.description, quantity: i.quantity, unit_price: Number(i.unitPrice), total: Number(i.total), subscription_id: i.subscriptionId })),
  };
}

// ------------------------------------------------------------------ pickers

/** Events and tournaments whose name matches, at most `perSource` of each, upcoming first. */
export async function couponTargets(db: Db, query: string | undefined, perSource: number): Promise<CouponTarget[]> {
  const [evs, tours] = await Promise.all([
    db
      .select({ id: events.id, name: events.name, date: events.eventDate })
      .from(events)
      .where(and(isNull(events.deletedAt), query ? keyContains(events.nameKey, query) : undefined))
      .orderBy(desc(events.eventDate), desc(events.id))
      .limit(perSource),
    db
      .select({ id: tournaments.id, name: tournaments.name, date: tournaments.startDate })
      .from(tournaments)
      .where(query ? textContains(tournaments.name, query) : undefined)
      .orderBy(desc(tournaments.startDate), desc(tournaments.id))
      .limit(perSource),
  ]);
  return [...evs.map((e) => ({ source: 'event' as const, ...e })), ...tours.map((t) => ({ source: 'tournament' as const, ...t }))];
}

/** The events that have coupons (the list's event filter). */
export async function couponEvents(db: Db) {
  return db
    .selectDistinct({ id: events.id, name: events.name })
    .from(coupons)
    .innerJoin(events, eq(events.id, coupons.eventId))
    .orderBy(asc(events.name), asc(events.id));
}

export async function eventExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: events.id }).from(events).where(and(eq(events.id, id), isNull(events.deletedAt)));
  return Boolean(r);
}
export async function tournamentExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, id));
  return Boolean(r);
}
