import type { SubscriptionDetail, SubscriptionListItem, SubscriptionsListQuery } from '@backoffice/contract';
import { onlyDigits } from '@backoffice/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { findEventSummary } from '../events/event-lookup.ts';
import { builtOnce, queryRows, type Db } from '../../db/client.ts';
import { LOOKUPS_BY_KEY } from '../../db/statement-cache.ts';
import {
  cities,
  customers,
  eventModalities,
  extras,
  kits,
  modalities,
  orders,
  payments,
  subscriptionExtras,
  subscriptions,
  subscriptionStatusChanges,
  teams,
} from '../../db/schema/index.ts';
import { countedMatchesPage, countedTotal, orderBy, pageWindow } from '../../lib/paging.ts';
import { indexWalk, keyContains, keysOf } from '../../lib/sql.ts';
import { countEventSubscriptions } from '../../lib/subscription-counts.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type KitRow = typeof kits.$inferSelect;

export const SIZE_COLUMNS = {
  bl: 'remainingBl',
  g: 'remainingG',
  gg: 'remainingGg',
  m: 'remainingM',
  p: 'remainingP',
} as const satisfies Record<string, keyof KitRow>;

/**
 * The search of the subscriptions list, as a condition on `subscriptions` alone (no join, so the page can be picked from
 * the event's index first): athletes whose name matches without accents or case (the event's trigram index on
 * `subscriptions.athlete_name_key`, the customer's `name_key` kept by triggers, decisions 0093 and 0107), whose e-mail
 * starts with the text, or — when the text is a number — whose CPF starts with it; plus the chest number, order id or
 * subscription id. A short number is not looked up among names (decision 0145).
 */
export function subscriptionSearch(eventId: number, query: string | undefined): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  const number = numberSearch(eventId, text);
  if (number) return sql`${subscriptions.id} in (${number})`;
  // the name within the event: matching every customer first read 1,375 heap pages for 'melo' (1,812 people, 917 here)
  return sql`(${keyContains(subscriptions.athleteNameKey, text)} or ${subscriptions.customerId} = any(${customersMatching(text)}))`;
}

/** Digits typed with a CPF's or an id's punctuation: "123.456", "#1234". */
const NUMBER_LIKE = /^[\d.\-\s/#]+$/;

/**
 * The customers a search names by e-mail prefix or, for a number, by CPF prefix (a range of the CPF's pattern index,
 * which a generic plan can walk as well as a custom one).
 */
function customersMatching(text: string): SQL {
  const lower = text.toLowerCase();
  const byEmail = sql`select ${customers.id} from ${customers} where lower(${customers.email}) >= ${lower} and lower(${customers.email}) < ${`${lower}\uffff`}`;
  const digits = onlyDigits(text);
  if (!(digits && NUMBER_LIKE.test(text))) return sql`array(${byEmail})`;
  // ':' follows '9' byte-wise: every CPF starting with the digits
  return sql`array(${byEmail} union select ${customers.id} from ${customers} where ${customers.cpf} ~>=~ ${digits} and ${customers.cpf} ~<~ ${`${digits}:`})`;
}

/**
 * A search that is a short number (up to 9 digits: a chest number, an order or subscription id, a CPF's start) as the
 * ids it finds, one index per way of matching (an OR of them made the planner scan the whole event); null for any
 * other search. Names hold no digits, so a number is not looked up among them: on the generic plan that lookup read
 * the event's every name (50k, 10 ms).
 */
function numberSearch(eventId: number, text: string): SQL | null {
  const digits = onlyDigits(text);
  if (!(digits && NUMBER_LIKE.test(text) && digits.length <= 9)) return null;
  const n = Number(digits);
  // the matching customers first, then their subscriptions by (event_id, customer_id): `in (subquery)` hashed the
  // event's every subscription (50k) instead
  return sql`select s.id from ${subscriptions} s where s.event_id = ${eventId} and s.customer_id = any(${customersMatching(text)})
    union all select s.id from ${subscriptions} s where s.event_id = ${eventId} and s.chest_number = ${n}
    union all select s.id from ${subscriptions} s where s.event_id = ${eventId} and s.order_id = ${n}
    union all select s.id from ${subscriptions} s where s.event_id = ${eventId} and s.id = ${n}`;
}

export function subscriptionFilters(eventId: number, q: { status?: string | undefined; query?: string | undefined }): SQL {
  const filters: (SQL | undefined)[] = [eq(subscriptions.eventId, eventId)];
  if (q.status) filters.push(eq(subscriptions.status, q.status as SubscriptionRow['status']));
  filters.push(subscriptionSearch(eventId, q.query));
  return and(...filters)!;
}

const listColumns = {
  id: subscriptions.id,
  status: subscriptions.status,
  customerId: customers.id,
  customerName: customers.name,
  cpf: customers.cpf,
  email: customers.email,
  eventModalityId: subscriptions.eventModalityId,
  modalityName: modalities.name,
  kitName: kits.name,
  shirtSize: subscriptions.shirtSize,
  chestNumber: subscriptions.chestNumber,
  orderId: subscriptions.orderId,
  price: subscriptions.price,
  origin: subscriptions.origin,
  createdAt: subscriptions.createdAt,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  id: number;
  status: SubscriptionRow['status'];
  customerId: number;
  customerName: string;
  cpf: string | null;
  email: string;
  eventModalityId: number;
  modalityName: string;
  kitName: string | null;
  shirtSize: SubscriptionRow['shirtSize'];
  chestNumber: number | null;
  orderId: number | null;
  price: number;
  origin: SubscriptionRow['origin'];
  createdAt: Date;
};

function toListItem(r: ListRow): SubscriptionListItem {
  return {
    id: r.id,
    status: r.status,
    athlete: { id: r.customerId, name: r.customerName, cpf: r.cpf, email: r.email, masked: false },
    event_modality_id: r.eventModalityId,
    modality_name: r.modalityName,
    kit_name: r.kitName,
    shirt_size: r.shirtSize,
    chest_number: r.chestNumber,
    order_id: r.orderId,
    price: Number(r.price),
    origin: r.origin,
    created_at: r.createdAt.toISOString(),
  };
}

function baseListQuery(db: Db) {
  return db
    .select(listColumns)
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(eventModalities, eq(eventModalities.id, subscriptions.eventModalityId))
    .innerJoin(modalities, eq(modalities.id, eventModalities.modalityId))
    .leftJoin(kits, eq(kits.id, eventModalities.kitId));
}

export async function listSubscriptions(db: Db, eventId: number, q: SubscriptionsListQuery) {
  const where = subscriptionFilters(eventId, q);
  const { limit, offset } = pageWindow(q);
  const sortable = { created_at: subscriptions.createdAt, chest_number: subscriptions.chestNumber, status: subscriptions.status };
  const order = orderBy(q.order, { ...sortable, id: subscriptions.id }, subscriptions.id);
  // The page's ids first, from the event's own index; then the joins for those rows only.
  if (!q.query?.trim()) {
    // without a search the total is the event's counter (decision 0043)
    const [page, total] = await Promise.all([
      // the default page walks (event_id, created_at, id) whatever the event and window: one plan (decision 0129)
      db.select({ id: subscriptions.id }).from(subscriptions).where(!q.status && q.order === '-created_at' ? and(where, indexWalk) : where).orderBy(...order).limit(limit).offset(offset),
      countEventSubscriptions(db, eventId, q.status),
    ]);
    return { items: await subscriptionItems(db, page.map((r) => r.id)), total };
  }
  // A number's matches come first, as ids, on one generic plan (planned per call the five lookups cost 1.1–1.3 ms of
  // planning for 1.3 of work); the page then orders those rows only.
  const number = numberSearch(eventId, q.query.trim());
  let matches = where;
  if (number) {
    const [found] = await queryRows<{ ids: string | null }>(db, sql`select array_agg(distinct m.id)::text as ids from (${number}) m ${sql.raw(LOOKUPS_BY_KEY)}`);
    if (!found?.ids) return { items: [], total: 0 };
    matches = and(subscriptionFilters(eventId, { status: q.status }), sql`${subscriptions.id} = any(${found.ids}::int[])`)!;
  }
  // A search finds its matches once, for the page and their number together (a count beside the page found them twice).
  const page = await countedMatchesPage(db, subscriptions, subscriptions.id, sortable, matches, { order: q.order, limit, offset });
  const total = await countedTotal(page, offset, async () => (await db.select({ n: count() }).from(subscriptions).where(matches))[0]?.n ?? 0);
  return { items: await subscriptionItems(db, page.map((r) => r.id)), total };
}

/**
 * The joined rows of a page's subscriptions by their ids: built once, and on the generic plan since the ids are primary
 * keys (LOOKUPS_BY_KEY). Built at each call with one parameter per id, drizzle rendered five relations and PostgreSQL
 * planned them for every page.
 */
const listRowsByIds = builtOnce((db) =>
  baseListQuery(db)
    .where(sql`${subscriptions.id} = any(${sql.placeholder('ids')}::int[]) ${sql.raw(LOOKUPS_BY_KEY)}`)
    .prepare('subscription_list_rows_by_ids'),
);

/** The list items of these subscriptions, in the order given (one query for the page). */
export async function subscriptionItems(db: Db, ids: number[]): Promise<SubscriptionListItem[]> {
  const rows = ids.length ? ((await listRowsByIds(db).execute({ ids: keysOf(ids, (id) => id) })) as ListRow[]) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [toListItem(byId.get(id)!)] : []));
}

/** Streams the list rows (same filters, newest first) in keyset pages: flat memory whatever the size. */
export async function* iterateSubscriptions(db: Db, eventId: number, q: { status?: string | undefined; query?: string | undefined }, batch = 2000) {
  let lastId: number | null = null;
  for (;;) {
    const where = and(subscriptionFilters(eventId, q), lastId === null ? undefined : sql`${subscriptions.id} < ${lastId}`);
    const rows = (await baseListQuery(db).where(where).orderBy(desc(subscriptions.id)).limit(batch)) as ListRow[];
    if (rows.length === 0) return;
    for (const r of rows) yield toListItem(r);
    lastId = rows[rows.length - 1]!.id;
    if (rows.length < batch) return;
  }
}

export async function findSubscriptionRow(db: Db, eventId: number, subId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subId), eq(subscriptions.eventId, eventId)));
  return row ?? null;
}

export async function findSubscription(db: Db, eventId: number, subId: number): Promise<SubscriptionDetail | null> {
  const [r] = (await baseListQuery(db)
    .where(and(eq(subscriptions.id, subId), eq(subscriptions.eventId, eventId)))
    .limit(1)) as ListRow[];
  if (!r) return null;
  const row = (await findSubscriptionRow(db, eventId, subId))!;
  const [event, [athlete], team, extraRows, order, history, options] = await Promise.all([
    findEventSummary(db, eventId),
    db
      .select({ phone: customers.phone, birthDate: customers.birthDate, gender: customers.gender, city: cities.name })
      .from(customers)
      .leftJoin(cities, eq(cities.id, customers.cityId))
      .where(eq(customers.id, row.customerId)),
    row.teamId ? db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, row.teamId)) : Promise.resolve([]),
    db
      .select({ name: extras.name, quantity: subscriptionExtras.quantity, price: subscriptionExtras.price, size: subscriptionExtras.size })
      .from(subscriptionExtras)
      .innerJoin(extras, eq(extras.id, subscriptionExtras.extraId))
      .where(eq(subscriptionExtras.subscriptionId, subId))
      .orderBy(asc(subscriptionExtras.id)),
    row.orderId ? db.select().from(orders).where(eq(orders.id, row.orderId)) : Promise.resolve([]),
    db.select().from(subscriptionStatusChanges).where(eq(subscriptionStatusChanges.subscriptionId, subId)).orderBy(asc(subscriptionStatusChanges.id)),
    modalityOptions(db, eventId),
  ]);
  const o = order[0];
  const paymentRows = o ? await db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)) : [];
  const kitId = options.find((m) => m.id === row.eventModalityId)?.kit_id ?? null;
  return {
    ...toListItem(r),
    event_id: eventId,
    event_name: event?.name ?? '',
    athlete: {
      id: r.customerId,
      name: r.customerName,
      cpf: r.cpf,
      email: r.email,
      phone: athlete?.phone ?? null,
      birth_date: athlete?.birthDate ?? null,
      gender: athlete?.gender ?? null,
      city: athlete?.city ?? null,
    },
    kit_id: kitId,
    price_type: row.priceType,
    team: team[0] ?? null,
    extras: extraRows.map((e) => ({ name: e.name, quantity: e.quantity, price: Number(e.price), size: e.size })),
    order: o
      ? {
          id: o.id,
          status: o.status,
          subtotal: Number(o.subtotal),
          discount: Number(o.discount),
          total: Number(o.total),
          payment_method: o.paymentMethod,
          channel: o.channel,
          paid_at: o.paidAt?.toISOString() ?? null,
          payments: paymentRows.map((p) => ({
            method: p.method,
            status: p.status,
            amount: Number(p.amount),
            installments: p.installments,
            card_brand: p.cardBrand,
            paid_at: p.paidAt?.toISOString() ?? null,
          })),
        }
      : null,
    kit_withdrawn_at: row.kitWithdrawnAt?.toISOString() ?? null,
    status_history: history.map((h) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      changed_by_name: h.changedByName,
      reason: h.reason,
      created_at: h.createdAt.toISOString(),
    })),
    modality_options: options,
    updated_at: row.updatedAt.toISOString(),
    lock_version: row.lockVersion,
  };
}

export async function modalityOptions(db: Db, eventId: number) {
  const rows = await db
    .select({ id: eventModalities.id, name: modalities.name, status: eventModalities.status, kit: kits })
    .from(eventModalities)
    .innerJoin(modalities, eq(modalities.id, eventModalities.modalityId))
    .leftJoin(kits, eq(kits.id, eventModalities.kitId))
    .where(eq(eventModalities.eventId, eventId))
    .orderBy(asc(modalities.name), asc(eventModalities.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    kit_id: r.kit?.id ?? null,
    kit_name: r.kit?.name ?? null,
    stock_remaining: r.kit ? Object.fromEntries(Object.entries(SIZE_COLUMNS).map(([size, col]) => [size, r.kit![col]])) : {},
  }));
}

export async function chestNumberTaken(db: Db, eventId: number, chestNumber: number, exceptId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.eventId, eventId), eq(subscriptions.chestNumber, chestNumber), sql`${subscriptions.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(row);
}

export async function kitOfModality(db: Db, eventModalityId: number): Promise<number | null> {
  const [row] = await db.select({ kitId: eventModalities.kitId }).from(eventModalities).where(eq(eventModalities.id, eventModalityId));
  return row?.kitId ?? null;
}

