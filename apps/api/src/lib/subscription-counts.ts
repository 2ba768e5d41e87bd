import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { builtOnce, type Db } from '../db/client.ts';
import { LOOKUPS_BY_KEY } from '../db/statement-cache.ts';
import { keysOf } from './sql.ts';
import { subscriptionEventCounts, subscriptionModalityCounts } from '../db/schema/index.ts';

/*
 * Readers of the subscription counters the database keeps on every write (subscription_counts, decision 0043): a few
 * rows per event whatever its size, exact, shared by events, subscriptions and the reports. Figures per event read
 * their sums per status and price type (subscription_event_counts, decision 0102): a handful of rows per event; figures
 * per modality and shirt size, theirs per modality, size and status (subscription_modality_counts, decision 0107).
 */

/** Subscriptions that hold a place (and a kit): everything but cancelled and rejected. */
export const HOLDING_STATUSES = ['approved', 'pending', 'reserved'] as const;
/** Paid subscriptions: these forbid deleting the event (finish it instead). */
export const PAID_STATUSES = ['approved'] as const;

const holding = sql`${inArray(subscriptionEventCounts.status, [...HOLDING_STATUSES])}`;
const holdingByModality = sql`${inArray(subscriptionModalityCounts.status, [...HOLDING_STATUSES])}`;

/** Places sold (held) per event, from the counters the writes keep (subscription_counts, decision 0043). */
export async function soldByEvent(db: Db, eventIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (eventIds.length === 0) return map;
  const rows = await soldByEventIds(db).execute({ ids: keysOf(eventIds, (id) => id) });
  for (const r of rows) map.set(r.eventId, r.n);
  return map;
}

/**
 * Places sold per event, as SQL: `(event_id, n)` for the events in `eventIds` (an int[] placeholder) that have any. The
 * one definition `soldByEvent` runs alone and the events list runs beside its names (decision 0115).
 */
export function soldPerEventSql(eventIds: SQL | Placeholder): SQL {
  const e = subscriptionEventCounts;
  return sql`select ${e.eventId} as event_id, sum(${e.subscriptions})::int as n from ${e}
             where ${e.eventId} = any(${eventIds}::int[]) and ${holding} group by ${e.eventId}`;
}

// Built once; the events are the counters' leading key, so one plan fits any page of them (LOOKUPS_BY_KEY).
const soldByEventIds = builtOnce((db) =>
  db
    .select({ eventId: sql<number>`sold.event_id`, n: sql<number>`sold.n`.mapWith(Number) })
    .from(sql`(${soldPerEventSql(sql.placeholder('ids'))}) sold ${sql.raw(LOOKUPS_BY_KEY)}`)
    .prepare('sold_by_event_ids'),
);

export type SubscriptionCount = { modalityId: number; size: string | null; all: number; holding: number };

/** The event's subscriptions per modality and shirt size (all, and place-holding ones), from the counters per modality. */
export async function subscriptionCountsOf(db: Db, eventId: number): Promise<SubscriptionCount[]> {
  return countsPerModalityAndSize(db).execute({ eventId });
}

const countsPerModalityAndSize = builtOnce((db) => {
  const m = subscriptionModalityCounts;
  return db
    .select({
      modalityId: m.eventModalityId,
      size: m.shirtSize,
      all: sql<number>`sum(${m.subscriptions})::int`.mapWith(Number),
      holding: sql<number>`coalesce(sum(${m.subscriptions}) filter (where ${holdingByModality}), 0)::int`.mapWith(Number),
    })
    .from(m)
    .where(eq(m.eventId, sql.placeholder('eventId')))
    .groupBy(m.eventModalityId, m.shirtSize)
    .prepare('subscription_counts_of_event');
});

export async function paidSubscriptions(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${subscriptionEventCounts.subscriptions}), 0)::int`.mapWith(Number) })
    .from(subscriptionEventCounts)
    .where(and(eq(subscriptionEventCounts.eventId, eventId), inArray(subscriptionEventCounts.status, [...PAID_STATUSES])));
  return row?.n ?? 0;
}

/** Subscriptions per event modality (any status: a modality with subscriptions cannot be removed). */
export async function subscriptionsByModality(db: Db, eventId: number): Promise<Map<number, { all: number; holding: number }>> {
  const byModality = new Map<number, { all: number; holding: number }>();
  for (const c of await subscriptionCountsOf(db, eventId)) {
    const m = byModality.get(c.modalityId) ?? { all: 0, holding: 0 };
    byModality.set(c.modalityId, { all: m.all + c.all, holding: m.holding + c.holding });
  }
  return byModality;
}

/** How many subscriptions an event has (with one status, or all): the subscriptions list's total without a search. */
export async function countEventSubscriptions(db: Db, eventId: number, status?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${subscriptionEventCounts.subscriptions}), 0)::int`.mapWith(Number) })
    .from(subscriptionEventCounts)
    .where(and(eq(subscriptionEventCounts.eventId, eventId), status ? eq(subscriptionEventCounts.status, status as (typeof subscriptionEventCounts.$inferSelect)['status']) : undefined));
  return row?.n ?? 0;
}

/**
 * Kit desk figures per event: subscriptions that may take a kit (approved, or reserved as a courtesy) and how many
 * of them already did.
 */
export async function kitCountersFor(db: Db, eventIds: number[]): Promise<Map<number, { total: number; withdrawn: number }>> {
  const map = new Map<number, { total: number; withdrawn: number }>();
  if (eventIds.length === 0) return map;
  const c = subscriptionEventCounts;
  const rows = await db
    .select({
      eventId: c.eventId,
      total: sql<number>`coalesce(sum(${c.subscriptions}), 0)::int`.mapWith(Number),
      withdrawn: sql<number>`coalesce(sum(${c.kitsWithdrawn}), 0)::int`.mapWith(Number),
    })
    .from(c)
    .where(and(inArray(c.eventId, eventIds), sql`(${c.status} = 'approved' or (${c.status} = 'reserved' and ${c.priceType} = 'courtesy'))`))
    .groupBy(c.eventId);
  for (const r of rows) map.set(r.eventId, { total: r.total, withdrawn: r.withdrawn });
  return map;
}

/** An event's subscriptions of any status, all or only those whose kit was (or was not yet) handed over. */
export async function countKitDeskRows(db: Db, eventId: number, withdrawn: 'true' | 'false' | undefined): Promise<number> {
  const c = subscriptionEventCounts;
  const [row] = await db
    .select({
      all: sql<number>`coalesce(sum(${c.subscriptions}), 0)::int`.mapWith(Number),
      withdrawn: sql<number>`coalesce(sum(${c.kitsWithdrawn}), 0)::int`.mapWith(Number),
    })
    .from(c)
    .where(eq(c.eventId, eventId));
  const all = row?.all ?? 0;
  const done = row?.withdrawn ?? 0;
  return withdrawn === 'true' ? done : withdrawn === 'false' ? all - done : all;
}
