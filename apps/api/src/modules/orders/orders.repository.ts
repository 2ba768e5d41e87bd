import {
  ORDERS_SEARCH_COUNT_CAP,
  ORDER_TRANSITIONS,
  onlyDigits,
  type OrderDetail,
  type OrderListItem,
  type OrderStatus,
  type OrdersReportQuery,
} from '@backoffice/contract';
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { queryPageRows, queryRows, type Db } from '../../db/client.ts';
import { LOOKUPS_BY_KEY } from '../../db/statement-cache.ts';
import { couponCodes, coupons, customerNameWords, customerNameWordTotals, customers, events, orderDailyCounts, orderItems, orders, orderStatusCounts, payments, subscriptions, tournamentSubscriptions } from '../../db/schema/index.ts';
import { customersNamed, foundBy, hasTrigrams, indexWalk, keyContains, keysOf, namesByKey, ownRows } from '../../lib/sql.ts';

/** A search (by name, e-mail…) counts its matches up to here; the total says "this many or more" past it (decision 0050). */
export const SEARCH_COUNT_CAP = ORDERS_SEARCH_COUNT_CAP;
const TZ = 'America/Sao_Paulo';

const money = (v: string | number | null) => (v === null ? 0 : Number(v));
const iso = (v: Date | string | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

/** An order row as the list shows it, read from orders alone; `withNames` adds the names it shows. */
const pageColumns = {
  id: orders.id,
  uuid: orders.uuid,
  status: orders.status,
  subtotal: orders.subtotal,
  discount: orders.discount,
  total: orders.total,
  discountSource: orders.discountSource,
  paymentMethod: orders.paymentMethod,
  channel: orders.channel,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  eventId: orders.eventId,
  customerId: orders.customerId,
  couponCodeId: orders.couponCodeId,
};
type PageRow = { [K in keyof typeof pageColumns]: (typeof pageColumns)[K]['_']['data'] | ((typeof pageColumns)[K]['_']['notNull'] extends true ? never : null) };

/**
 * Orders from their own table. Joined to customers, events and coupon codes in one statement, PostgreSQL planned four
 * relations and their indexes at every call: ~2 ms of planning and ~1 ms of execution on PGlite for a page of 20,
 * against ~0.3 ms for the page alone (decision 0110, as the events list in decision 0106).
 */
function pageSelect(db: Db) {
  return db.select(pageColumns).from(orders).$dynamic();
}

/** The names a page of orders shows (customer, event, coupon code), read by key in one statement. */
const readNames = (db: Db, rows: PageRow[]) =>
  namesByKey(db, {
    customer: { table: customers, columns: { name: customers.name, cpf: customers.cpf, email: customers.email }, keys: rows.map((r) => r.customerId) },
    event: { table: events, columns: { name: events.name }, keys: rows.map((r) => r.eventId) },
    code: { table: couponCodes, columns: { code: couponCodes.code }, keys: rows.map((r) => r.couponCodeId) },
  });
type Names = Awaited<ReturnType<typeof readNames>>;

async function withNames(db: Db, rows: PageRow[]): Promise<OrderListItem[]> {
  if (!rows.length) return [];
  const names = await readNames(db, rows);
  return rows.map((r) => toOrderListItem(r, names));
}

function toOrderListItem(r: PageRow, names: Names): OrderListItem {
  const customer = names.customer.get(r.customerId);
  return {
    id: r.id,
    uuid: r.uuid,
    status: r.status,
    customer: { id: r.customerId, name: customer?.name ?? '', cpf: customer?.cpf ?? null, email: customer?.email ?? '', masked: false },
    event_id: r.eventId,
    event_name: foundBy(names.event, r.eventId)?.name ?? null,
    subtotal: money(r.subtotal),
    discount: money(r.discount),
    total: money(r.total),
    discount_source: r.discountSource,
    coupon_code: foundBy(names.code, r.couponCodeId)?.code ?? null,
    payment_method: r.paymentMethod,
    channel: r.channel,
    created_at: iso(r.createdAt)!,
    paid_at: iso(r.paidAt),
  };
}

/** The first instant of a São Paulo calendar day, and of the day after another. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${TZ})`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${TZ})`;

/** A name matching at most this many customers is searched through their ids (see withNameMatches). */
const NAME_SEARCH_IDS = 2000;

/**
 * The customers a name search matches, when few enough to list: their ids as one array literal (`{1,2,…}`), how many,
 * and their orders' total as customer_search keeps it.
 */
type NameMatches = { ids: string; count: number; orders: number };

/** The list's filters, with the customers a name search matches when they are few enough to list. */
type OrderSearch = OrdersReportQuery & { customers?: NameMatches };

/**
 * A name search names its customers first. Given their ids as one constant array, the planner sees how many there
 * are: a rare name reads those customers' orders through orders_customer_id_idx; a common one walks the newest
 * orders against the hashed list and stops at the page. As a subquery it guessed ten customers whatever the name and
 * read every order of all of them (17,000 for "Santana" on the bench set) to sort out the newest 20. The ids come
 * back as one text value and go out as the same text: as 1,707 rows they cost PGlite's reader more than the search.
 */
async function withNameMatches<Q extends OrdersReportQuery>(db: Db, q: Q): Promise<Q & OrderSearch> {
  const text = q.query?.trim();
  if (!text || q.query_field !== 'name') return q;
  const [row] = await queryRows<{ n: number; ids: string | null; orders: number | null }>(
    db,
    sql`select count(*)::int as n, array_agg(m.customer_id)::text as ids, sum(m.orders)::int as orders from (${customersNamed(text, NAME_SEARCH_IDS + 1)}) m`,
  );
  const count = Number(row?.n ?? 0);
  return count > NAME_SEARCH_IDS ? q : { ...q, customers: { ids: row?.ids ?? '{}', count, orders: Number(row?.orders ?? 0) } };
}

/** The search of the list, on the field staff picked (§7 query_field). */
function searchCondition(q: OrderSearch): SQL | undefined {
  const text = q.query?.trim();
  if (!text) return undefined;
  switch (q.query_field) {
    case 'id':
      return eq(orders.id, Number(text.replace(/^#/, '')));
    case 'uuid':
      return eq(orders.uuid, text.toLowerCase());
    case 'cpf':
      return inArray(orders.customerId, sql`(select id from customers where cpf = ${onlyDigits(text)})`);
    case 'email':
      return inArray(orders.customerId, sql`(select id from customers where lower(email) = lower(${text}))`);
    case 'coupon_code':
      return inArray(orders.couponCodeId, sql`(select id from coupon_codes where code = upper(${text}))`);
    case 'name':
    default:
      if (q.customers) return q.customers.count ? sql`${orders.customerId} = any(${q.customers.ids}::int[])` : sql`false`;
      return inArray(orders.customerId, sql`(select n.customer_id from (${customersNamed(text)}) n)`);
  }
}

export function orderFilters(q: OrderSearch): SQL | undefined {
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.start_date ? sql`${orders.createdAt} >= ${dayStart(q.start_date)}` : undefined,
    q.end_date ? sql`${orders.createdAt} < ${dayAfter(q.end_date)}` : undefined,
    searchCondition(q),
  );
}

/**
 * The list's total without count(*) over the orders (decision 0050): the status counters with no filter or a status
 * only; the daily counters for a period; a name alone the totals customer_search keeps (decision 0126); any other
 * search counts its matches up to SEARCH_COUNT_CAP.
 */
export async function countOrders(db: Db, q: OrderSearch): Promise<{ total: number; capped: boolean }> {
  // a name alone: its customers' orders as customer_search keeps them, exact and without reading an order (decision 0126)
  if (q.customers && !q.status && !q.start_date && !q.end_date) return { total: q.customers.orders, capped: false };
  if (q.query?.trim()) {
    // Counting a name's orders reads them by customer whatever the ids, so that count keeps one plan (its generic one):
    // planning the 1,700 ids of a common name again at each call cost as much as the count.
    const byCustomers = q.customers ? sql.raw(LOOKUPS_BY_KEY) : sql``;
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from orders where ${orderFilters(q)} limit ${SEARCH_COUNT_CAP + 1}) x ${byCustomers}`);
    const n = Number(row?.n ?? 0);
    return { total: Math.min(n, SEARCH_COUNT_CAP), capped: n > SEARCH_COUNT_CAP };
  }
  if (q.start_date || q.end_date) {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${orderDailyCounts.orders}), 0)` })
      .from(orderDailyCounts)
      .where(
        and(
          q.start_date ? sql`${orderDailyCounts.day} >= ${q.start_date}::date` : undefined,
          q.end_date ? sql`${orderDailyCounts.day} <= ${q.end_date}::date` : undefined,
          q.status ? eq(orderDailyCounts.status, q.status) : undefined,
        ),
      );
    return { total: Number(row?.n ?? 0), capped: false };
  }
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${orderStatusCounts.orders}), 0)` })
    .from(orderStatusCounts)
    .where(q.status ? eq(orderStatusCounts.status, q.status) : undefined);
  return { total: Number(row?.n ?? 0), capped: false };
}

/**
 * Past this many customers over its words, a fragment matching several words is searched as any other (decision 0151):
 * reading each customer once costs ~1.5 µs a row on PGlite, as much as the ids path at about this size.
 */
const WORD_CUSTOMERS_SCAN = NAME_SEARCH_IDS;

type ListQuery = OrdersReportQuery & { current_page: number; per_page: number; order: string };

/**
 * A name search by one word fragment, alone, newest first (decision 0151): the words it lies inside and their totals
 * come from customer_name_word_totals, and the page from the word's newest customers only. With K = the orders up to
 * the end of the page, the K customers whose newest orders are newest hold the K newest orders, all at or after the
 * K-th customer's newest, so the page reads those customers' orders from there on. Null when the search is another.
 */
async function newestOrdersOfOneWord(db: Db, q: ListQuery): Promise<{ rows: PageRow[]; total: number } | null> {
  const text = q.query?.trim();
  const alone = !q.status && !q.start_date && !q.end_date && (q.query_field ?? 'name') === 'name' && q.order.startsWith('-');
  if (!text || !alone || /\s/.test(text) || !hasTrigrams(text)) return null;
  const wordsOf = sql`${customerNameWordTotals} where customers > 0 and ${keyContains(customerNameWordTotals.wordKey, text)}`;
  const words = await queryRows<{ word_key: string; customers: number; orders: number }>(db, sql`select word_key, customers, orders from ${wordsOf}`);
  if (words.length > 1 && words.reduce((n, w) => n + w.customers, 0) > WORD_CUSTOMERS_SCAN) return null;
  const wanted = (q.current_page + 1) * q.per_page;
  const page = (customerIds: SQL, floor: SQL) =>
    pageSelect(db)
      .where(and(sql`${orders.customerId} = any(${customerIds})`, sql`${orders.id} >= ${floor}`, ownRows))
      .orderBy(desc(orders.id))
      .limit(q.per_page)
      .offset(q.current_page * q.per_page);
  if (words.length === 1) {
    // one word: its totals row, and its newest customers from the front of its index, in the page's own statement;
    // with fewer than K of them with orders, all their orders are candidates (floor 0)
    const newest = sql`select customer_id, newest_order_id from ${customerNameWords} where word_key = ${words[0]!.word_key}
      order by newest_order_id desc nulls last limit ${wanted}`;
    const rows = await page(
      sql`array(select customer_id from (${newest}) c)`,
      sql`coalesce((select case when count(newest_order_id) = ${wanted} then min(newest_order_id) end from (${newest}) c), 0)`,
    );
    return { rows, total: words[0]!.orders };
  }
  if (!words.length) return { rows: [], total: 0 };
  // several words: their customers once each, the newest first, with the orders of all of them
  const newest = await queryRows<{ customer_id: number; newest: number | null; orders: number }>(
    db,
    sql`select customer_id, newest, sum(orders) over ()::int as orders from (
          select customer_id, max(orders) as orders, max(newest_order_id) as newest from ${customerNameWords}
          where word_key in (select word_key from ${wordsOf}) group by customer_id) m
        order by newest desc nulls last limit ${wanted}`,
  );
  const total = Number(newest[0]?.orders ?? 0);
  const withOrders = newest.filter((c) => c.newest !== null);
  if (!withOrders.length) return { rows: [], total };
  const floor = withOrders.length === wanted ? withOrders[withOrders.length - 1]!.newest! : 0;
  const rows = await page(sql`${keysOf(withOrders, (c) => c.customer_id)}::int[]`, sql`${floor}`);
  return { rows, total };
}

export async function listOrders(db: Db, query: ListQuery) {
  const byWord = await newestOrdersOfOneWord(db, query);
  if (byWord) return { items: await withNames(db, byWord.rows), total: byWord.total, capped: false };
  const q = await withNameMatches(db, query);
  const [rows, count] = await Promise.all([
    pageSelect(db)
      // without filters the page walks the primary key whatever the window: one plan (decision 0129)
      .where(orderFilters(q) ?? indexWalk)
      .orderBy(q.order.startsWith('-') ? desc(orders.id) : orders.id)
      .limit(q.per_page)
      .offset(q.current_page * q.per_page),
    countOrders(db, q),
  ]);
  return { items: await withNames(db, rows), ...count };
}

/** The CSV of the list: every row the filters match, newest first, in keyset batches (id below the last one). */
export async function* orderBatches(db: Db, query: OrdersReportQuery, batchSize = 1000): AsyncGenerator<OrderListItem[]> {
  const q = await withNameMatches(db, query);
  let last: number | null = null;
  for (;;) {
    const rows = await pageSelect(db)
      .where(and(orderFilters(q), last === null ? undefined : lt(orders.id, last)))
      .orderBy(desc(orders.id))
      .limit(batchSize);
    if (rows.length) yield await withNames(db, rows);
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]!.id;
  }
}

export async function findOrderRow(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/**
 * The tournament of each tournament-entry item: order items do not name their entry, so the order's entries (by id)
 * are paired with its tournament items (by id); when they do not pair up, the one tournament they all share.
 */
function tournamentOfItems(items: { id: number; kind: string }[], entries: { tournamentId: number }[]): Map<number, number> {
  const tournamentItems = items.filter((i) => i.kind === 'tournament_subscription');
  const only = new Set(entries.map((e) => e.tournamentId));
  const result = new Map<number, number>();
  tournamentItems.forEach((item, n) => {
    const tournamentId = entries.length === tournamentItems.length ? entries[n]!.tournamentId : only.size === 1 ? [...only][0]! : undefined;
    if (tournamentId !== undefined) result.set(item.id, tournamentId);
  });
  return result;
}

/**
 * GET /v1/orders/{id}: the order, its items, payments and the statuses it may move to. The customer goes out as id and
 * name only: its personal data is read from the customers call, which logs the view (decision 0086).
 */
export async function orderDetail(db: Db, id: number): Promise<OrderDetail | null> {
  const order = await findOrderRow(db, id);
  if (!order) return null;
  const [[base], entries, items, pays, [coupon]] = await Promise.all([
    withNames(db, [order]) as Promise<[OrderListItem]>,
    db.select({ tournamentId: tournamentSubscriptions.tournamentId }).from(tournamentSubscriptions).where(eq(tournamentSubscriptions.orderId, id)).orderBy(tournamentSubscriptions.id),
    db
      .select({ item: orderItems, eventName: events.name, subscriptionStatus: subscriptions.status })
      .from(orderItems)
      .leftJoin(events, eq(events.id, orderItems.eventId))
      .leftJoin(subscriptions, eq(subscriptions.id, orderItems.subscriptionId))
      .where(eq(orderItems.orderId, id))
      .orderBy(orderItems.id),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(payments.id),
    db
      .select({ id: coupons.id, name: coupons.name, codeId: couponCodes.id, code: couponCodes.code })
      .from(orders)
      .innerJoin(couponCodes, eq(couponCodes.id, orders.couponCodeId))
      .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
      .where(eq(orders.id, id)),
  ]);
  const tournaments = tournamentOfItems(items.map(({ item }) => item), entries);
  return {
    ...base,
    customer: { id: base.customer.id, name: base.customer.name },
    convenience_fee: money(order.convenienceFee),
    coupon: coupon ? { id: coupon.id, name: coupon.name, code_id: coupon.codeId, code: coupon.code } : null,
    cancelled_at: iso(order.cancelledAt),
    notes: order.notes,
    items: items.map(({ item, eventName, subscriptionStatus }) => ({
      id: item.id,
      kind: item.kind,
      description: item.description,
      quantity: item.quantity,
      unit_price: money(item.unitPrice),
      total: money(item.total),
      event_id: item.eventId,
      event_name: eventName,
      subscription_id: item.subscriptionId,
      subscription_status: subscriptionStatus,
      tournament_id: tournaments.get(item.id) ?? null,
    })),
    payments: pays.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amount: money(p.amount),
      installments: p.installments,
      card_brand: p.cardBrand,
      gateway: p.gateway,
      gateway_transaction_id: p.gatewayTransactionId,
      failure_reason: p.failureReason,
      authorized_at: iso(p.authorizedAt),
      paid_at: iso(p.paidAt),
      created_at: iso(p.createdAt)!,
    })),
    allowed_statuses: [...ORDER_TRANSITIONS[order.status as OrderStatus]],
    lock_version: order.lockVersion,
    updated_at: iso(order.updatedAt)!,
  };
}

// ------------------------------------------------------------------ the asynchronous orders report

export type OrderReportRow = {
  id: number;
  uuid: string;
  created_at: Date | string;
  status: string;
  customer_name: string;
  cpf: string | null;
  email: string;
  phone: string | null;
  event_name: string | null;
  channel: string;
  subtotal: string;
  discount: string;
  discount_source: string | null;
  coupon_code: string | null;
  convenience_fee: string;
  total: string;
  payment_method: string | null;
  installments: number | null;
  card_brand: string | null;
  payment_status: string | null;
  gateway_transaction_id: string | null;
  failure_reason: string | null;
  paid_at: Date | string | null;
  created_key: string;
};

export function reportFilter(params: Record<string, unknown>): SQL {
  const start = typeof params.start_date === 'string' ? params.start_date : null;
  const end = typeof params.end_date === 'string' ? params.end_date : null;
  const status = typeof params.status === 'string' ? params.status : null;
  return sql`true ${start ? sql`and o.created_at >= ${dayStart(start)}` : sql``} ${end ? sql`and o.created_at < ${dayAfter(end)}` : sql``} ${status ? sql`and o.status = ${status}` : sql``}`;
}

/**
 * Orders of the report's period from (created_at, id) onwards: the page first, then one join per row. The customer
 * is looked up by its key (a lateral `limit 1`, which the planner cannot turn into a join): as a plain join the
 * planner hashed all 100,000 customers for every page of 2,000 orders, 2.4× slower on PGlite (decision 0091). Read
 * the cheapest way for the driver (`queryPageRows`).
 */
export async function orderReportPage(db: Db, params: Record<string, unknown>, after: { at: string; id: number } | null, limit: number) {
  return queryPageRows<OrderReportRow>(
    db,
    sql`with page as materialized (
          select o.* from orders o
          where ${reportFilter(params)} ${after ? sql`and (o.created_at, o.id) > (${after.at}::timestamptz, ${after.id})` : sql``}
          order by o.created_at, o.id
          limit ${limit})
        select o.id, o.uuid, o.created_at, o.created_at::text as created_key, o.status, c.name as customer_name, c.cpf, c.email, c.phone, e.name as event_name, o.channel,
               o.subtotal::text as subtotal, o.discount::text as discount, o.discount_source, cc.code as coupon_code, o.convenience_fee::text as convenience_fee,
               o.total::text as total, coalesce(p.method, o.payment_method) as payment_method, p.installments, p.card_brand, p.status as payment_status,
               p.gateway_transaction_id, p.failure_reason, o.paid_at
        from page o
        join lateral (select c.name, c.cpf, c.email, c.phone from customers c where c.id = o.customer_id limit 1) c on true
        left join events e on e.id = o.event_id
        left join coupon_codes cc on cc.id = o.coupon_code_id
        left join lateral (select * from payments p where p.order_id = o.id order by p.id desc limit 1) p on true
        order by o.created_at, o.id`,
  );
}

/** How many orders the report will have (progress bar): the daily counters, never count(*). */
export async function countReportOrders(db: Db, params: Record<string, unknown>): Promise<number> {
  const start = typeof params.start_date === 'string' ? params.start_date : null;
  const end = typeof params.end_date === 'string' ? params.end_date : null;
  const status = typeof params.status === 'string' ? (params.status as OrderStatus) : null;
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${orderDailyCounts.orders}), 0)` })
    .from(orderDailyCounts)
    .where(
      and(
        start ? sql`${orderDailyCounts.day} >= ${start}::date` : undefined,
        end ? sql`${orderDailyCounts.day} <= ${end}::date` : undefined,
        status ? eq(orderDailyCounts.status, status) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}
