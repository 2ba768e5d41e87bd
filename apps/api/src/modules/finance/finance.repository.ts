import {
  ENUM_LABELS,
  FINANCE_MSG,
  MONTH_LABELS,
  currentReportYear,
  parseOrder,
  statusLabel,
  type PaidOrder,
  type SalesBreakdown,
  type SalesEventRow,
  type SalesEventsQuery,
  type SalesFigures,
  type SalesGeneral,
  type SalesModalities,
  type SalesYears,
  type TaxReportDetail,
  type TaxReportQuery,
  type TaxReportRow,
} from '@backoffice/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { INDEX_WALK, LOOKUPS_BY_KEY, OWN_ROWS, ROLLUP_PAGE } from '../../db/statement-cache.ts';
import { likePattern } from '../../lib/sql.ts';

/*
 * The one definition of the sales figures (decision 0055), read from the rollups the writes keep (sales_monthly,
 * sales_monthly_breakdowns, sales_monthly_modalities, sales_daily; migration finance-sales-rollups-triggers): a sale
 * is an order in payment_confirmed, in the São Paulo month of its payment. The sales report, the tax report and the
 * event dashboard's revenue all go through `figuresOf` and the SUMS below; no request aggregates orders.
 */

export const PAID = 'payment_confirmed';
const ORDER_STATUSES = ['payment_confirmed', 'pending_payment', 'preorder', 'cancelled', 'refused'] as const;

/** Sums of a rollup's amount columns (alias r). */
const SUMS = sql`coalesce(sum(r.orders), 0)::int as orders, coalesce(sum(r.subtotal), 0)::numeric(14,2)::text as gross, coalesce(sum(r.discount), 0)::numeric(14,2)::text as discounts,
  coalesce(sum(r.convenience_fee), 0)::numeric(14,2)::text as fees, coalesce(sum(r.total), 0)::numeric(14,2)::text as total`;

type SumsRow = { orders: number; gross: string; discounts: string; fees: string; total: string };

const cents = (n: number) => Math.round(n * 100) / 100;

/** The figures of summed rollup rows: net = total − fees, average ticket = total / orders (2 decimals). */
export function figuresOf(r: SumsRow | undefined): SalesFigures {
  const orders = Number(r?.orders ?? 0);
  const total = Number(r?.total ?? 0);
  const fees = Number(r?.fees ?? 0);
  return {
    orders,
    gross: Number(r?.gross ?? 0),
    discounts: Number(r?.discounts ?? 0),
    fees,
    total,
    net: cents(total - fees),
    average_ticket: orders === 0 ? 0 : cents(total / orders),
  };
}

const addFigures = (a: SalesFigures, b: SalesFigures): SalesFigures => {
  const orders = a.orders + b.orders;
  const total = cents(a.total + b.total);
  return {
    orders,
    gross: cents(a.gross + b.gross),
    discounts: cents(a.discounts + b.discounts),
    fees: cents(a.fees + b.fees),
    total,
    net: cents(a.net + b.net),
    average_ticket: orders === 0 ? 0 : cents(total / orders),
  };
};
export const ZERO: SalesFigures = figuresOf(undefined);
export const sumFigures = (list: SalesFigures[]) => list.reduce(addFigures, ZERO);

/** % of the whole with 2 decimals (0 without data). */
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100);

export const yearOf = (year: number | undefined) => year ?? currentReportYear();

/** The rollup months of a year (or of one month of it). */
function months(year: number, month?: number): SQL {
  if (month) return sql`r.month = make_date(${year}::int, ${month}::int, 1)`;
  return sql`r.month >= make_date(${year}::int, 1, 1) and r.month < make_date(${year}::int + 1, 1, 1)`;
}
/** One event's rows, or the platform's (event -1: every order once more, kept by the same triggers). */
const eventFilter = (eventId: number | undefined) => sql`and r.event_id = ${eventId ?? -1}`;
/** One event's rows, or every event's (tables without platform rows, or per-event listings). */
const eachEvent = (eventId: number | undefined) => (eventId === undefined ? sql`and r.event_id >= 0` : sql`and r.event_id = ${eventId}`);
const everyEvent = eachEvent(undefined);

/**
 * The per-event rollup of a year (sales_yearly) or of one of its months (sales_monthly) as `r`, and the condition that
 * picks its paid rows with figures (the rows a per-event listing shows).
 */
function paidPerEvent(year: number, month: number | undefined): { table: SQL; shown: SQL } {
  const paid = month ? sql`r.status = ${PAID} and ${months(year, month)}` : sql`r.status = ${PAID} and r.year = ${year}`;
  return { table: month ? sql`sales_monthly r` : sql`sales_yearly r`, shown: sql`${paid} and (r.orders <> 0 or r.total <> 0)` };
}

/** The event a report is filtered on, or null when the id names no event (404 for the caller). Event 0: orders without one. */
export async function findReportEvent(db: Db, id: number): Promise<{ id: number; name: string; eventDate: string | null } | null> {
  if (id === 0) return { id: 0, name: FINANCE_MSG.noEvent, eventDate: null };
  const [row] = await queryRows<{ id: number; name: string; event_date: string | null }>(
    db,
    sql`select e.id, e.name, to_char(e.event_date, 'YYYY-MM-DD') as event_date from events e where e.id = ${id}`,
  );
  return row ? { id: Number(row.id), name: row.name, eventDate: row.event_date } : null;
}

// ---------------------------------------------------------------------------------------------- sales report

export async function salesGeneral(db: Db, year: number, event: { id: number; name: string } | null): Promise<SalesGeneral> {
  const ev = eventFilter(event?.id);
  const [byMonth, sources] = await Promise.all([
    queryRows<SumsRow & { month: string; subscriptions: number }>(
      db,
      sql`select to_char(r.month, 'YYYY-MM') as month, ${SUMS}, coalesce(sum(r.subscriptions), 0)::int as subscriptions from sales_monthly r where r.status = ${PAID} and ${months(year)} ${ev} group by 1`,
    ),
    queryRows<{ key: string; orders: number; amount: string }>(
      db,
      sql`select r.key, sum(r.orders)::int as orders, sum(r.discount)::numeric(14,2)::text as amount from sales_monthly_breakdowns r
          where r.dimension = 'discount_source' and ${months(year)} ${ev} group by 1 having sum(r.orders) <> 0 or sum(r.discount) <> 0`,
    ),
  ]);
  const monthRows = MONTH_LABELS.map((_, i) => {
    const key = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { month: key, ...figuresOf(byMonth.find((m) => m.month === key)), subscriptions: Number(byMonth.find((m) => m.month === key)?.subscriptions ?? 0) };
  });
  const totals = sumFigures(monthRows);
  const labels = ENUM_LABELS.discount_source as Record<string, string>;
  return {
    year,
    event: event ? { id: event.id, name: event.name } : null,
    totals: { ...totals, subscriptions: monthRows.reduce((s, m) => s + m.subscriptions, 0) },
    discounts_by_source: [
      ...Object.keys(labels).map((key) => {
        const r = sources.find((s) => s.key === key);
        return { key, label: labels[key]!, orders: Number(r?.orders ?? 0), amount: Number(r?.amount ?? 0) };
      }),
      // orders with a discount and no source (a staff discount) and the orders without any discount are apart
      ...sources.filter((s) => s.key === 'none' && Number(s.amount) !== 0).map((s) => ({ key: 'none', label: 'Sem origem', orders: Number(s.orders), amount: Number(s.amount) })),
    ],
    months: monthRows,
  };
}

type Breakdown = { items: SalesBreakdown['items']; totals: SalesFigures };

function breakdownOf(rows: (SumsRow & { key: string })[], fixed: Record<string, string>, other: (key: string) => string): Breakdown {
  const items = Object.entries(fixed).map(([key, label]) => ({ key, label, ...figuresOf(rows.find((r) => r.key === key)) }));
  for (const r of rows) if (!(r.key in fixed)) items.push({ key: r.key, label: other(r.key), ...figuresOf(r) });
  const totals = sumFigures(items);
  return { items: items.map((i) => ({ ...i, share: shareOf(i.total, totals.total) })), totals };
}

/** Paid orders per payment method or origin (channel), from the monthly breakdowns. */
export async function salesByDimension(db: Db, year: number, eventId: number | undefined, dimension: 'payment_method' | 'channel'): Promise<Breakdown> {
  const rows = await queryRows<SumsRow & { key: string }>(
    db,
    sql`select r.key, ${SUMS} from sales_monthly_breakdowns r where r.dimension = ${dimension} and ${months(year)} ${eventFilter(eventId)} group by 1 having sum(r.orders) <> 0 or sum(r.total) <> 0`,
  );
  const fixed = dimension === 'payment_method' ? ENUM_LABELS.payment_method : ENUM_LABELS.channel;
  return breakdownOf(rows, fixed, (key) => (key === 'none' ? 'Não informado' : key));
}

/** Orders of every status (not only sales), in the month of their payment or, unpaid, of their creation. */
export async function salesByStatus(db: Db, year: number, eventId: number | undefined): Promise<Breakdown> {
  const rows = await queryRows<SumsRow & { key: string }>(
    db,
    sql`select r.status as key, ${SUMS} from sales_monthly r where ${months(year)} ${eventFilter(eventId)} group by 1 having sum(r.orders) <> 0 or sum(r.total) <> 0`,
  );
  const { items } = breakdownOf(rows, Object.fromEntries(ORDER_STATUSES.map((s) => [s, statusLabel(s)])), (key) => statusLabel(key));
  // the totals of this tab are the sales (paid orders), the other statuses are shown beside them
  const totals = figuresOf(rows.find((r) => r.key === PAID));
  const all = sumFigures(items);
  return { items: items.map((i) => ({ ...i, share: shareOf(i.orders, all.orders) })), totals };
}

/** The key of an event type's row (-1: orders without an event, 0: an event without a type). */
const TYPE_KEY = sql`case r.event_type_id when -1 then 'no_event' when 0 then 'none' else r.event_type_id::text end`;

/**
 * Paid orders per event type (the event's type now; orders without an event apart): the platform's rows from
 * sales_yearly_types (one per type), one event's from its sales_yearly row.
 */
export async function salesByType(db: Db, year: number, eventId: number | undefined): Promise<Breakdown> {
  const rows = await queryRows<SumsRow & { key: string; label: string | null }>(
    db,
    eventId === undefined
      ? sql`select ${TYPE_KEY} as key, et.name as label, ${SUMS}
            from sales_yearly_types r left join event_types et on et.id = r.event_type_id
            where r.status = ${PAID} and r.year = ${year} group by 1, 2 having sum(r.orders) <> 0`
      : sql`select coalesce(et.id::text, case when r.event_id = 0 then 'no_event' else 'none' end) as key, max(et.name) as label, ${SUMS}
            from (select r.event_id, r.orders, r.subtotal, r.discount, r.convenience_fee, r.total
                  from sales_yearly r where r.status = ${PAID} and r.year = ${year} ${eachEvent(eventId)}) r
            left join events e on e.id = r.event_id left join event_types et on et.id = e.event_type_id
            group by 1 having sum(r.orders) <> 0`,
  );
  const labels = Object.fromEntries(rows.map((r) => [r.key, r.label ?? (r.key === 'no_event' ? FINANCE_MSG.noEvent : 'Sem tipo')]));
  const breakdown = breakdownOf(rows, {}, (key) => labels[key] ?? key);
  breakdown.items.sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'pt-BR'));
  return breakdown;
}

/** Subscriptions bought in paid orders, per modality (per event modality when filtered on an event). */
export async function salesByModality(db: Db, year: number, eventId: number | undefined): Promise<Omit<SalesModalities, 'year' | 'event_id'>> {
  const perEvent = eventId !== undefined;
  const rows = await queryRows<{ key: string; label: string | null; subscriptions: number; amount: string }>(
    db,
    sql`select ${perEvent ? sql`g.event_modality_id::text` : sql`coalesce(md.id::text, 'none')`} as key, max(md.name) as label,
               sum(g.n)::int as subscriptions, sum(g.amount)::numeric(14,2)::text as amount
        from ${
          perEvent
            ? sql`(select r.event_modality_id, sum(r.subscriptions) as n, sum(r.amount) as amount from sales_monthly_modalities r
                   where r.status = ${PAID} and ${months(year)} and r.event_id = ${eventId} group by 1) g`
            : // the platform: one row per catalogue modality of the year (sales_yearly_catalogue_modalities; 0: gone)
              sql`(select nullif(r.modality_id, 0) as modality_id, r.subscriptions as n, r.amount from sales_yearly_catalogue_modalities r where r.year = ${year} and r.status = ${PAID}) g`
        }
        ${perEvent ? sql`left join event_modalities em on em.id = g.event_modality_id left join modalities md on md.id = em.modality_id` : sql`left join modalities md on md.id = g.modality_id`}
        group by 1 having sum(g.n) <> 0 or sum(g.amount) <> 0`,
  );
  const total = { subscriptions: rows.reduce((s, r) => s + Number(r.subscriptions), 0), amount: cents(rows.reduce((s, r) => s + Number(r.amount), 0)) };
  const items = rows
    .map((r) => ({ key: r.key, label: r.label ?? 'Modalidade removida', subscriptions: Number(r.subscriptions), amount: Number(r.amount), share: shareOf(Number(r.subscriptions), total.subscriptions) }))
    .sort((a, b) => b.subscriptions - a.subscriptions || a.label.localeCompare(b.label, 'pt-BR'));
  return { items, totals: total };
}

const EVENT_ORDER: Record<string, (t: string) => SQL> = {
  name: (t) => sql`coalesce(${sql.raw(t)}.sort_name, ${FINANCE_MSG.noEvent})`,
  event_date: (t) => sql.raw(`${t}.sort_date`),
  orders: (t) => sql.raw(`${t}.orders`),
  subscriptions: (t) => sql.raw(`${t}.subscriptions`),
  gross: (t) => sql.raw(`${t}.subtotal`),
  discounts: (t) => sql.raw(`${t}.discount`),
  total: (t) => sql.raw(`${t}.total`),
  net: (t) => sql.raw(`(${t}.total - ${t}.convenience_fee)`),
};
/** ORDER BY of the per-event rows, on the columns of the relation aliased `t`. */
function orderSql(order: string, t: string): SQL {
  const { field, desc } = parseOrder(order);
  const column = (EVENT_ORDER[field] ?? EVENT_ORDER.name!)(t);
  return desc ? sql`${column} desc nulls last, ${sql.raw(t)}.event_id desc` : sql`${column} asc nulls last, ${sql.raw(t)}.event_id asc`;
}

type EventFiguresRow = { event_id: number; orders: number; subscriptions: number; subtotal: string; discount: string; convenience_fee: string; total: string; event_name: string; event_date: string | null; full_count: number };

/**
 * A name search's pattern (accents and case aside, the form of events.name_key), as a subquery: these statements keep
 * a generic plan, where `f_unaccent(lower($1))` in a recheck is called again for each candidate row ("corrida de":
 * 528 candidates, 2.6 → 1.0 ms); a subquery is evaluated once.
 */
const namePattern = (query: string) => sql`(select public.f_unaccent(lower(${likePattern(query)})))`;
/** The name key of "Sem evento" (event 0, orders without an event), as events.name_key holds an event's. */
const NO_EVENT_KEY = sql`public.f_unaccent(lower(${FINANCE_MSG.noEvent}::text))`;
/** A run of three letters or digits: a pattern the trigram index of the names can look up. */
const TRIGRAM = /[\p{L}\p{N}]{3}/u;

/**
 * The events whose name matches a search (3+ letters) as `e (id, name, event_date)`, "Sem evento" (event 0) among them
 * when it matches too: found through the trigram index of their stored keys, so each reads only its own rollup row.
 */
function eventsNamed(query: string): SQL {
  return sql`(select e.id, e.name, e.event_date from events e where e.name_key like ${namePattern(query)}
              union all select 0, ${FINANCE_MSG.noEvent}::text, null::date where ${NO_EVENT_KEY} like ${namePattern(query)}) e`;
}

/**
 * Per-event figures of the year (one sales_yearly row per event) or of one month (one sales_monthly row per event),
 * ordered and paged; the events table is joined for the page only, unless the order or the search needs its names.
 */
async function perEvent(db: Db, q: { year: number; month?: number; eventId?: number; query?: string; order: string; limit: number | null; offset: number }) {
  const { field } = parseOrder(q.order);
  if (!q.query && q.eventId === undefined && q.limit !== null && field === 'name') return perEventByName(db, { ...q, limit: q.limit });
  const { table, shown } = paidPerEvent(q.year, q.month);
  const figures = sql`r.event_id, r.orders, r.subscriptions, r.subtotal, r.discount, r.convenience_fee, r.total`;
  // the rows with their events' names and dates to order by, each counting the whole selection
  const withEvent = sql`${figures}, e.name as sort_name, e.event_date as sort_date, count(*) over ()::int as full_count`;
  const page = q.limit === null ? sql`` : sql`limit ${q.limit} offset ${q.offset}`;
  // Searched, the matching events lead and read their rows by key (maratona: 7.6 → 1.9 ms of CPU a call); a search too
  // short for the trigram index compares every row's stored key (ma: 7.8 → 2.9; led by the events it took 5.3).
  const named = !q.query
    ? null
    : TRIGRAM.test(q.query)
      ? sql`select ${withEvent} from ${eventsNamed(q.query)} join ${table} on r.event_id = e.id and ${shown} ${eachEvent(q.eventId)}`
      : sql`select ${withEvent} from ${table} left join events e on e.id = r.event_id
            where ${shown} ${eachEvent(q.eventId)} and coalesce(e.name_key, ${NO_EVENT_KEY}) like ${namePattern(q.query)}`;
  // Ordered by a figure, the rows are counted apart: `count(*) over ()` stored every row of the year to sort them
  // (1.9 → 1.5 ms). Ordered by name or date, or searched by name, the events are joined before the page and counted with it.
  const [paged, fullCount] = named
    ? [sql`select i.* from (${named}) i order by ${orderSql(q.order, 'i')} ${page}`, sql`p.full_count`]
    : field === 'name' || field === 'event_date'
      ? [
          sql`select i.* from (select ${withEvent} from ${table} left join events e on e.id = r.event_id where ${shown} ${eachEvent(q.eventId)}) i
              order by ${orderSql(q.order, 'i')} ${page}`,
          sql`p.full_count`,
        ]
      : [sql`select ${figures} from ${table} where ${shown} ${eachEvent(q.eventId)} order by ${orderSql(q.order, 'r')} ${page}`, sql`(select count(*)::int from ${table} where ${shown} ${eachEvent(q.eventId)})`];
  return queryRows<EventFiguresRow>(
    db,
    sql`select p.event_id, p.orders, p.subscriptions, p.subtotal::text as subtotal, p.discount::text as discount, p.convenience_fee::text as convenience_fee, p.total::text as total,
               ${fullCount} as full_count, coalesce(e.name, ${FINANCE_MSG.noEvent}) as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date
        from (${paged}) p
        left join events e on e.id = p.event_id
        order by ${orderSql(q.order, 'p')} ${sql.raw(ROLLUP_PAGE)}`,
  );
}

/**
 * A page of the per-event rows in name order without reading every row of the year: the events are walked by name
 * (events_name_idx, with "Sem evento" — event 0 — in its place) and each looks up its own rollup row by key, stopping
 * at the page. An event that is gone has no figures left (its orders moved to event 0 through their foreign key). The
 * page's dates are read by key behind a fence (offset 0): as a plain join the planner read all the events' dates.
 */
async function perEventByName(db: Db, q: { year: number; month?: number; order: string; limit: number; offset: number }) {
  const dir = q.order.startsWith('-') ? sql`desc` : sql`asc`;
  const { table, shown } = paidPerEvent(q.year, q.month);
  return queryRows<EventFiguresRow>(
    db,
    sql`select p.event_id, p.orders, p.subscriptions, p.subtotal::text as subtotal, p.discount::text as discount, p.convenience_fee::text as convenience_fee, p.total::text as total,
               (select count(*)::int from ${table} where ${shown} ${everyEvent}) as full_count,
               p.sort_name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date
        from (select ev.event_id, ev.sort_name, r.orders, r.subscriptions, r.subtotal, r.discount, r.convenience_fee, r.total
              from (select e.id as event_id, e.name as sort_name from events e union all select 0, ${FINANCE_MSG.noEvent}::text) ev
              join ${table} on r.event_id = ev.event_id and ${shown}
              order by ev.sort_name ${dir}, ev.event_id ${dir} limit ${q.limit} offset ${q.offset}) p
        left join lateral (select e.event_date from events e where e.id = p.event_id offset 0) e on true
        order by p.sort_name ${dir}, p.event_id ${dir} ${sql.raw(ROLLUP_PAGE)}`,
  );
}

const eventFigures = (r: EventFiguresRow) => figuresOf({ orders: r.orders, gross: r.subtotal, discounts: r.discount, fees: r.convenience_fee, total: r.total });

export async function salesEvents(db: Db, q: SalesEventsQuery & { year: number }, all = false): Promise<{ rows: SalesEventRow[]; total: number }> {
  const rows = await perEvent(db, { year: q.year, eventId: q.event_id, query: q.query, order: q.order, limit: all ? null : q.per_page, offset: all ? 0 : q.current_page * q.per_page });
  return {
    rows: rows.map((r) => ({ event_id: Number(r.event_id), event_name: r.event_name, event_date: r.event_date, subscriptions: Number(r.subscriptions), ...eventFigures(r) })),
    total: Number(rows[0]?.full_count ?? (all || q.current_page === 0 ? 0 : await countEvents(db, q.year, q.event_id, q.query))),
  };
}

async function countEvents(db: Db, year: number, eventId: number | undefined, query: string | undefined, month?: number): Promise<number> {
  const rows = await perEvent(db, { year, month, eventId, query, order: 'orders', limit: 1, offset: 0 });
  return Number(rows[0]?.full_count ?? 0);
}

/** The years with orders (the selector's range); the current year when there is none. */
export async function salesYears(db: Db, eventId: number | undefined): Promise<SalesYears> {
  const [row] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    eventId === undefined
      ? sql`select extract(year from min(month))::int as first, extract(year from max(month))::int as last from sales_monthly where event_id = -1`
      : sql`select extract(year from min(month))::int as first, extract(year from max(month))::int as last from sales_monthly where event_id = ${eventId}`,
  );
  const now = currentReportYear();
  const first = row?.first ?? now;
  const last = row?.last ?? now;
  return { start_year: first, end_year: last, years: Array.from({ length: last - first + 1 }, (_, i) => last - i) };
}

// ---------------------------------------------------------------------------------------------- paid orders

export type PaidOrderRow = {
  order_id: number;
  customer_id: number | null;
  event_id: number | null;
  event_name: string | null;
  sale_at: Date | string;
  customer_name: string | null;
  document: string | null;
  payment_method: string | null;
  card_brand: string | null;
  installments: number | null;
  gateway: string | null;
  transaction_id: string | null;
  discount_source: string | null;
  subtotal: string;
  discount: string;
  convenience_fee: string;
  total: string;
};

export function toPaidOrder(r: PaidOrderRow): PaidOrder {
  const total = Number(r.total);
  const fees = Number(r.convenience_fee);
  return {
    order_id: Number(r.order_id),
    event_id: r.event_id === null ? null : Number(r.event_id),
    event_name: r.event_name,
    paid_at: (r.sale_at instanceof Date ? r.sale_at : new Date(r.sale_at)).toISOString(),
    customer_name: r.customer_name,
    document: r.document,
    payment_method: r.payment_method,
    card_brand: r.card_brand,
    installments: r.installments === null ? null : Number(r.installments),
    gateway: r.gateway,
    transaction_id: r.transaction_id,
    discount_source: r.discount_source,
    gross: Number(r.subtotal),
    discounts: Number(r.discount),
    fees,
    total,
    net: cents(total - fees),
  };
}

export type PaidOrdersFilter = { year: number; month?: number; eventId?: number };

/** The São Paulo instants bounding the filter's year (or month). */
function saleWindow(f: PaidOrdersFilter): { from: SQL; to: SQL } {
  const from = f.month ? sql`make_timestamptz(${f.year}::int, ${f.month}::int, 1, 0, 0, 0, 'America/Sao_Paulo')` : sql`make_timestamptz(${f.year}::int, 1, 1, 0, 0, 0, 'America/Sao_Paulo')`;
  return { from, to: sql`(${from} AT TIME ZONE 'America/Sao_Paulo' + ${f.month ? '1 month' : '1 year'}::interval) AT TIME ZONE 'America/Sao_Paulo'` };
}

/**
 * Paid orders of the filter in time order (the partial indexes orders_paid_event_idx / orders_paid_at_idx), each with
 * its buyer and the payment that settled it (latest approved or authorized). `after` is the keyset of an export.
 * Two statements: the page's ids first (an offset skips index entries, not joined rows), then those orders with their
 * buyer, event and payment by key, on one generic plan. As one statement the four-relation join was planned again at
 * every call: 1.5 ms of planning for 1.4 ms of execution on page 50 of the 100k event (PGlite, decision 0127).
 */
export async function paidOrders(db: Db, f: PaidOrdersFilter, page: { limit: number; offset?: number; after?: { saleAt: string; id: number } | null; desc?: boolean }): Promise<PaidOrderRow[]> {
  const { from, to } = saleWindow(f);
  const saleAt = sql`coalesce(o.paid_at, o.created_at)`;
  const event = f.eventId === undefined ? sql`` : f.eventId === 0 ? sql`and o.event_id is null` : sql`and o.event_id = ${f.eventId}`;
  const after = page.after ? sql`and (${saleAt}, o.id) > (${page.after.saleAt}::timestamptz, ${page.after.id})` : sql``;
  const direction = page.desc ? sql`desc` : sql`asc`;
  // The status as a literal, which the paid-orders indexes' predicate names: with it a parameter, the generic plan
  // could not use them and sorted the event's orders (160 ms), so the ids were planned at every call (0.24 ms of 0.4).
  // With it, any year, month, event and window walk the same index: one plan (INDEX_WALK), 0.17–0.27 ms.
  const [picked] = await queryRows<{ ids: string | null }>(
    db,
    sql`select array_agg(k.id)::text as ids from (
          select o.id from orders o
          where o.status = ${sql.raw(`'${PAID}'`)} and ${saleAt} >= ${from} and ${saleAt} < ${to} ${event} ${after}
          order by ${saleAt} ${direction}, o.id ${direction}
          limit ${page.limit} ${page.offset ? sql`offset ${page.offset}` : sql``}) k ${page.after ? sql`` : sql.raw(INDEX_WALK)}`,
  );
  if (!picked?.ids) return [];
  return queryRows<PaidOrderRow>(
    db,
    sql`select o.id as order_id, o.customer_id, o.event_id, e.name as event_name, ${saleAt} as sale_at, c.name as customer_name, coalesce(c.cnpj, c.cpf) as document,
               o.payment_method, p.card_brand, p.installments, p.gateway, p.gateway_transaction_id as transaction_id, o.discount_source,
               o.subtotal::text as subtotal, o.discount::text as discount, o.convenience_fee::text as convenience_fee, o.total::text as total
        from orders o
        left join customers c on c.id = o.customer_id
        left join events e on e.id = o.event_id
        left join lateral (select p.card_brand, p.installments, p.gateway, p.gateway_transaction_id from payments p
                           where p.order_id = o.id and p.status in ('approved', 'authorized') order by p.paid_at desc nulls last, p.id desc limit 1) p on true
        where o.id = any(${picked.ids}::int[])
        order by ${saleAt} ${direction}, o.id ${direction} ${sql.raw(LOOKUPS_BY_KEY)}`,
  );
}

/** How many paid orders the filter holds, from the monthly rollup (never a count over orders). */
export async function countPaidOrders(db: Db, f: PaidOrdersFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    // one event's (or the platform's) months through the rollup's key, whatever the window: one plan
    sql`select coalesce(sum(r.orders), 0)::int as n from sales_monthly r where r.status = ${PAID} and ${months(f.year, f.month)} ${eventFilter(f.eventId)} ${sql.raw(OWN_ROWS)}`,
  );
  return Number(row?.n ?? 0);
}

/** Every paid order of the filter, in keyset batches (the audit CSVs). */
export async function* paidOrderBatches(db: Db, f: PaidOrdersFilter, batchSize = 2000): AsyncGenerator<PaidOrder[]> {
  let after: { saleAt: string; id: number } | null = null;
  for (;;) {
    const rows = await paidOrders(db, f, { limit: batchSize, after });
    if (rows.length) yield rows.map(toPaidOrder);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { saleAt: (last.sale_at instanceof Date ? last.sale_at : new Date(last.sale_at)).toISOString(), id: Number(last.order_id) };
  }
}

// ---------------------------------------------------------------------------------------------- tax report

export async function taxReportList(db: Db, q: TaxReportQuery & { year: number }): Promise<{ rows: TaxReportRow[]; total: number }> {
  const rows = await perEvent(db, { year: q.year, month: q.month, query: q.query, order: q.order, limit: q.per_page, offset: q.current_page * q.per_page });
  const total = rows.length ? Number(rows[0]!.full_count) : q.current_page === 0 ? 0 : await countEvents(db, q.year, undefined, q.query, q.month);
  return { rows: rows.map((r) => ({ id: Number(r.event_id), event_name: r.event_name, event_date: r.event_date, ...eventFigures(r) })), total };
}

export type TaxLine = SalesFigures & { event_id: number; event_name: string; month: string };

/** The report's lines, event × month, for the CSV (filtered like the list). */
export async function taxReportLines(db: Db, q: { year: number; month?: number; eventId?: number; query?: string }): Promise<TaxLine[]> {
  const search = q.query ? sql`and coalesce(e.name_key, ${NO_EVENT_KEY}) like ${namePattern(q.query)}` : sql``;
  const rows = await queryRows<SumsRow & { event_id: number; event_name: string; month: string }>(
    db,
    sql`select g.*, coalesce(e.name, ${FINANCE_MSG.noEvent}) as event_name
        from (select r.event_id, to_char(r.month, 'YYYY-MM') as month, ${SUMS} from sales_monthly r where r.status = ${PAID} and ${months(q.year, q.month)} ${eachEvent(q.eventId)}
              group by 1, 2 having sum(r.orders) <> 0 or sum(r.total) <> 0) g
        left join events e on e.id = g.event_id where true ${search}
        order by event_name, g.event_id, g.month`,
  );
  return rows.map((r) => ({ event_id: Number(r.event_id), event_name: r.event_name, month: r.month, ...figuresOf(r) }));
}

export async function taxReportDetail(db: Db, event: { id: number; name: string; eventDate: string | null }, year: number): Promise<TaxReportDetail> {
  const rows = await queryRows<SumsRow & { month: string }>(
    db,
    sql`select to_char(r.month, 'YYYY-MM') as month, ${SUMS} from sales_monthly r where r.status = ${PAID} and r.event_id = ${event.id} and ${months(year)} group by 1`,
  );
  const monthRows = MONTH_LABELS.map((_, i) => {
    const key = `${year}-${String(i + 1).padStart(2, '0')}`;
    return { month: key, ...figuresOf(rows.find((r) => r.month === key)) };
  });
  return { id: event.id, event_name: event.name, event_date: event.eventDate, year, months: monthRows, totals: sumFigures(monthRows) };
}

/** The event dashboard's revenue: paid orders of the event whose payment day is in the window (sales_daily). */
export async function eventRevenue(db: Db, eventId: number, window: { start_date?: string; end_date?: string }): Promise<SalesFigures> {
  const [row] = await queryRows<SumsRow>(
    db,
    sql`select ${SUMS} from sales_daily r where r.event_id = ${eventId}
        ${window.start_date ? sql`and r.day >= ${window.start_date}::date` : sql``} ${window.end_date ? sql`and r.day <= ${window.end_date}::date` : sql``}`,
  );
  return figuresOf(row);
}
