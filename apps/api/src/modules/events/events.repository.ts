import {
  AREAS,
  EVENT_MSG,
  KIT_SIZES,
  currentLot,
  todayInSaoPaulo,
  type EventDetail,
  type EventListItem,
  type EventsListQuery,
  type Kit,
  type KitSize,
  type KitStock,
} from '@backoffice/contract';
import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { builtOnce, type Db } from '../../db/client.ts';
import { DATED_PAGE, LOOKUPS_BY_KEY } from '../../db/statement-cache.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import {
  activityOccurrences,
  branches,
  categories,
  cities,
  companies,
  eventAvailableModalities,
  eventAvailableModalityHours,
  eventDonations,
  eventExtras,
  eventModalities,
  eventOngs,
  eventSponsors,
  eventTypes,
  events,
  extras,
  kits,
  lots,
  modalities,
  ongs,
  sponsorTypes,
  sponsors,
  states,
} from '../../db/schema/index.ts';
import { countedTotal, orderBy, pageWindow } from '../../lib/paging.ts';
import { paidSubscriptions, soldByEvent, soldPerEventSql, subscriptionCountsOf, subscriptionsByModality } from '../../lib/subscription-counts.ts';
import { keyContains, keysOf, likePattern } from '../../lib/sql.ts';

export { HOLDING_STATUSES, PAID_STATUSES } from '../../lib/subscription-counts.ts';
export { paidSubscriptions, soldByEvent, subscriptionsByModality };

export type EventRow = typeof events.$inferSelect;


const SIZE_COLUMNS = { bl: 'Bl', g: 'G', gg: 'Gg', m: 'M', p: 'P' } as const satisfies Record<KitSize, string>;

export function stockOf(row: EventRow): KitStock {
  return { bl: row.kitsStockBl, g: row.kitsStockG, gg: row.kitsStockGg, m: row.kitsStockM, p: row.kitsStockP };
}
export function stockColumns(stock: KitStock, prefix: 'kitsStock' | 'kitsStockRemaining') {
  return Object.fromEntries(KIT_SIZES.map((s) => [`${prefix}${SIZE_COLUMNS[s]}`, stock[s]])) as Record<string, number>;
}
type KitRow = typeof kits.$inferSelect;
function kitStockOf(row: KitRow): KitStock {
  return { bl: row.stockBl, g: row.stockG, gg: row.stockGg, m: row.stockM, p: row.stockP };
}
export function kitStockColumns(stock: KitStock, prefix: 'stock' | 'remaining') {
  return Object.fromEntries(KIT_SIZES.map((s) => [`${prefix}${SIZE_COLUMNS[s]}`, stock[s]])) as Record<string, number>;
}
/** Remaining = stock − used, never below 0 and never above the stock. */
export function remainingOf(stock: KitStock, used: Partial<Record<string, number>>): KitStock {
  return Object.fromEntries(KIT_SIZES.map((s) => [s, Math.min(stock[s], Math.max(0, stock[s] - (used[s] ?? 0)))])) as KitStock;
}

/**
 * The list's event day: an event without a date sorts and filters as the farthest future (`event_date` ascending puts
 * it last, descending first — the same order). One expression, indexed (`events_event_day_idx`), so "future" is an
 * index range: `event_date is null or event_date >= today` read every past event before the page.
 */
const eventDay = sql`coalesce(${events.eventDate}, 'infinity'::date)`;

function timeFilter(time: EventsListQuery['time'], today: string): SQL | undefined {
  if (time === 'future') return sql`${eventDay} >= ${today}::date`;
  if (time === 'past') return sql`${eventDay} < ${today}::date`;
  return undefined;
}

/**
 * The page header's count of upcoming events. It scans the (wide) events table, so it is remembered for a few seconds
 * per process and forgotten whenever an event is created, duplicated, finished or deleted here.
 */
let upcomingMemo: { n: number; at: number; today: string } | null = null;
const UPCOMING_MEMO_MS = 10_000;
export function forgetUpcomingCount(): void {
  upcomingMemo = null;
}
export async function upcomingCount(db: Db, today = todayInSaoPaulo()): Promise<number> {
  if (upcomingMemo && upcomingMemo.today === today && Date.now() - upcomingMemo.at < UPCOMING_MEMO_MS) return upcomingMemo.n;
  const [row] = await db
    .select({ n: count() })
    .from(events)
    .where(and(isNull(events.deletedAt), isNull(events.finishedAt), sql`${events.eventDate} >= ${today}`));
  upcomingMemo = { n: row?.n ?? 0, at: Date.now(), today };
  return upcomingMemo.n;
}

/** The list's filters, and whether the time is the only one chosen (one plan then fits every call: DATED_PAGE). */
function listFilters(q: Omit<EventsListQuery, 'current_page' | 'per_page' | 'order'>, today: string): { where: SQL | undefined; onlyTime: boolean } {
  const always = [isNull(events.deletedAt), timeFilter(q.time, today)];
  const filters: (SQL | undefined)[] = [];
  if (q.status === 'finished') filters.push(isNotNull(events.finishedAt));
  else if (q.status === 'subscriptions_blocked') filters.push(eq(events.subscriptionsBlocked, true), isNull(events.finishedAt));
  else if (q.status) filters.push(eq(events.status, q.status), isNull(events.finishedAt));
  if (q.origin === 'trainer') filters.push(isNotNull(events.trainerId));
  if (q.origin === 'backoffice') filters.push(isNull(events.trainerId));
  if (q.event_type !== undefined) filters.push(eq(events.eventTypeId, q.event_type));
  if (q.category !== undefined) filters.push(eq(events.categoryId, q.category));
  if (q.query) {
    const byId = /^\d{1,9}$/.test(q.query) ? eq(events.id, Number(q.query)) : undefined;
    filters.push(or(keyContains(events.nameKey, q.query), sql`${events.slug} like ${likePattern(q.query.toLowerCase())}`, byId)!);
  }
  return { where: and(...always, ...filters), onlyTime: filters.length === 0 };
}

/** The page's own columns, read from events alone. */
const pageColumns = {
  id: events.id,
  uuid: events.uuid,
  name: events.name,
  slug: events.slug,
  status: events.status,
  subscriptionsBlocked: events.subscriptionsBlocked,
  finishedAt: events.finishedAt,
  trainerId: events.trainerId,
  online: events.online,
  photoUrl: events.photoUrl,
  eventDate: events.eventDate,
  subscriptionStartDate: events.subscriptionStartDate,
  subscriptionEndDate: events.subscriptionEndDate,
  subscriptionsLimit: events.subscriptionsLimit,
  categoryId: events.categoryId,
  eventTypeId: events.eventTypeId,
  cityId: events.cityId,
  createdAt: events.createdAt,
};

type PageRow = { [K in keyof typeof pageColumns]: (typeof pageColumns)[K]['_']['data'] | null } & { id: number; uuid: string; name: string; slug: string };
type EventNames = { categories: Map<number, string>; types: Map<number, string>; cities: Map<number, { name: string; uf: string | null }> };

function toListItem(r: PageRow, names: EventNames, sold: number): EventListItem {
  const category = r.categoryId === null ? undefined : names.categories.get(r.categoryId);
  const eventType = r.eventTypeId === null ? undefined : names.types.get(r.eventTypeId);
  const city = r.cityId === null ? undefined : names.cities.get(r.cityId);
  return {
    id: r.id,
    uuid: r.uuid,
    name: r.name,
    slug: r.slug,
    status: r.status ?? 'enabled',
    subscriptions_blocked: Boolean(r.subscriptionsBlocked),
    finished: r.finishedAt !== null,
    origin: r.trainerId ? 'trainer' : 'backoffice',
    online: Boolean(r.online),
    photo_url: r.photoUrl,
    event_date: r.eventDate,
    subscription_start_date: r.subscriptionStartDate,
    subscription_end_date: r.subscriptionEndDate,
    category: r.categoryId !== null && category ? { id: r.categoryId, name: category } : null,
    event_type: r.eventTypeId !== null && eventType ? { id: r.eventTypeId, name: eventType } : null,
    city: r.cityId !== null && city ? { id: r.cityId, name: city.name, state: city.uf ?? '' } : null,
    subscriptions_limit: r.subscriptionsLimit,
    subscriptions_sold: sold,
    subscriptions_remaining: r.subscriptionsLimit === null ? null : Math.max(0, r.subscriptionsLimit - sold),
  };
}

const SORTABLE = { event_date: eventDay, name: events.name, id: events.id, created_at: events.createdAt, subscription_start: events.subscriptionStartDate };

/**
 * One page of events, from events alone; `eventNames` reads the names it shows. Joined to categories, types, cities
 * and states in one statement, PostgreSQL planned five relations at every call: 3.4 ms of planning and 1.9 ms of
 * execution on PGlite for a page of 10, against ~0.3 ms for the page alone (decision 0106).
 */
async function listPage(db: Db, where: SQL | undefined, order: string, limit: number, offset: number): Promise<PageRow[]> {
  return (await db.select(pageColumns).from(events).where(where).orderBy(...orderBy(order, SORTABLE, events.id)).limit(limit).offset(offset)) as PageRow[];
}

/**
 * `listPage` with the filters' total on each row: the count is a subquery of the page's statement (run once, its own
 * index-only scan, decision 0097) rather than a statement of its own, one round trip less. Without filters but the
 * time (`unfiltered`), its only value is today's date, so it runs on one plan (DATED_PAGE, decision 0115).
 */
async function listPageCounted(db: Db, where: SQL | undefined, order: string, limit: number, offset: number, unfiltered: boolean): Promise<(PageRow & { total: number })[]> {
  const total = sql<number>`(select count(*) from ${events} where ${where ?? sql`true`})::int${sql.raw(unfiltered ? ` ${DATED_PAGE}` : '')}`.mapWith(Number);
  return (await db
    .select({ ...pageColumns, total })
    .from(events)
    .where(where)
    .orderBy(...orderBy(order, SORTABLE, events.id))
    .limit(limit)
    .offset(offset)) as (PageRow & { total: number })[];
}

/** A page's list items: its names and its sold places, read in one statement. */
async function listItems(db: Db, rows: PageRow[]): Promise<EventListItem[]> {
  if (rows.length === 0) return [];
  const names: EventNames = { categories: new Map(), types: new Map(), cities: new Map() };
  const sold = new Map<number, number>();
  const found = await namesAndSoldOfPage(db).execute({
    categoryIds: keysOf(rows, (r) => r.categoryId),
    typeIds: keysOf(rows, (r) => r.eventTypeId),
    cityIds: keysOf(rows, (r) => r.cityId),
    eventIds: keysOf(rows, (r) => r.id),
  });
  for (const f of found) {
    if (f.kind === 'category') names.categories.set(f.id, f.name!);
    else if (f.kind === 'type') names.types.set(f.id, f.name!);
    else if (f.kind === 'city') names.cities.set(f.id, { name: f.name!, uf: f.uf });
    else sold.set(f.id, f.n);
  }
  return rows.map((r) => toListItem(r, names, sold.get(r.id) ?? 0));
}

/**
 * The names a page of events shows and its events' sold places (the counters the writes keep, decision 0102), in one
 * statement built once (each table's ids as one array parameter, generic plan): on PGlite each statement costs a round
 * trip of its own, however few rows it reads (decision 0115).
 */
const namesAndSoldOfPage = builtOnce((db) => {
  const p = (name: string) => sql.placeholder(name);
  const branches = sql`select 'category' as kind, c.id, c.name, null as uf, 0 as n from ${categories} c where c.id = any(${p('categoryIds')}::int[])
      union all select 'type', t.id, t.name, null, 0 from ${eventTypes} t where t.id = any(${p('typeIds')}::int[])
      union all select 'city', ci.id, ci.name, st.uf, 0 from ${cities} ci left join ${states} st on st.id = ci.state_id where ci.id = any(${p('cityIds')}::int[])
      union all select 'sold', sold.event_id, null, null, sold.n from (${soldPerEventSql(p('eventIds'))}) sold`;
  return db
    .select({
      kind: sql<'category' | 'type' | 'city' | 'sold'>`page.kind`,
      id: sql<number>`page.id`,
      name: sql<string | null>`page.name`,
      uf: sql<string | null>`page.uf`,
      n: sql<number>`page.n`,
    })
    .from(sql`(${branches}) page ${sql.raw(LOOKUPS_BY_KEY)}`)
    .prepare('event_list_names_and_sold');
});

export async function listEvents(db: Db, q: EventsListQuery, today = todayInSaoPaulo()) {
  const { where, onlyTime } = listFilters(q, today);
  const { limit, offset } = pageWindow(q);
  const rows = await listPageCounted(db, where, q.order, limit, offset, onlyTime);
  const total = await countedTotal(rows, offset, async () => (await db.select({ n: count() }).from(events).where(where))[0]?.n ?? 0);
  return { items: await listItems(db, rows), total };
}

/** Every event matching the filters, in batches (CSV export). */
export async function* eventBatches(db: Db, q: Omit<EventsListQuery, 'current_page' | 'per_page'>, today = todayInSaoPaulo()): AsyncGenerator<EventListItem[]> {
  const { where } = listFilters(q, today);
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const rows = await listPage(db, where, q.order, size, offset);
    if (rows.length === 0) return;
    yield await listItems(db, rows);
    if (rows.length < size) return;
  }
}

const eventRowById = builtOnce((db) =>
  db
    .select()
    .from(events)
    .where(and(eq(events.id, sql.placeholder('id')), isNull(events.deletedAt)))
    .limit(1)
    .prepare('event_row_by_id'),
);

export async function findEventRow(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await eventRowById(db).execute({ id });
  return row ?? null;
}

type EventDetailSections = Pick<EventDetail, 'category_name' | 'event_type_name' | 'branch_name' | 'company_name' | 'city_name' | 'state_uf' | 'ongs' | 'event_donations' | 'event_extras' | 'event_sponsors' | 'event_available_modalities' | 'activity_occurrences'> & {
  state_id: number | null;
};

/**
 * The names the detail shows beside the event's ids and its small collections (charities, donation amounts, extras,
 * sponsors, open modalities with their hours, occurrences) in one statement, already in the answer's shape: each
 * statement is a round trip (on PGlite ~0.4 ms however few rows it reads), and these are a handful of rows or none.
 * It comes back as one JSON value (one field to decode on PGlite).
 */
async function detailSectionsOf(db: Db, row: EventRow): Promise<EventDetailSections> {
  const [found] = await detailSections(db).execute({ id: row.id, categoryId: row.categoryId, eventTypeId: row.eventTypeId, branchId: row.branchId, companyId: row.companyId, cityId: row.cityId });
  return found!.sections;
}

// Built once and named (decision 0107): unnamed, PostgreSQL planned it anew at every call (1.2 ms of its 1.8 ms).
const detailSections = builtOnce((db) => {
  const p = (name: string) => sql.placeholder(name);
  const sections = sql`select (select name from ${categories} where id = ${p('categoryId')}) as category_name,
               (select name from ${eventTypes} where id = ${p('eventTypeId')}) as event_type_name,
               (select name from ${branches} where id = ${p('branchId')}) as branch_name,
               (select name from ${companies} where id = ${p('companyId')}) as company_name,
               ci.name as city_name, st.id as state_id, st.uf as state_uf,
               coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name)
                         from ${eventOngs} eo join ${ongs} o on o.id = eo.ong_id where eo.event_id = ${p('id')}), '[]') as ongs,
               coalesce((select json_agg(json_build_object('id', d.id, 'ong_id', d.ong_id, 'amount', d.amount, 'description', d.description) order by d.id)
                         from ${eventDonations} d where d.event_id = ${p('id')}), '[]') as event_donations,
               coalesce((select json_agg(json_build_object('id', e.id, 'extra_id', e.extra_id, 'name', x.name, 'photo_url', x.photo_url, 'price', e.price, 'stock', e.stock) order by e.id)
                         from ${eventExtras} e join ${extras} x on x.id = e.extra_id where e.event_id = ${p('id')}), '[]') as event_extras,
               coalesce((select json_agg(json_build_object('id', es.id, 'sponsor_id', es.sponsor_id, 'sponsor_name', sp.name, 'logo_url', sp.logo_url,
                                                           'sponsor_type_id', es.sponsor_type_id, 'sponsor_type_name', spt.name, 'master', es.master,
                                                           'sponsor_priority', es.sponsor_priority) order by es.sponsor_priority, es.id)
                         from ${eventSponsors} es join ${sponsors} sp on sp.id = es.sponsor_id left join ${sponsorTypes} spt on spt.id = es.sponsor_type_id
                         where es.event_id = ${p('id')}), '[]') as event_sponsors,
               coalesce((select json_agg(json_build_object('id', a.id, 'modality_id', a.modality_id, 'modality_name', m.name, 'hours',
                                   coalesce((select json_agg(json_build_object('start_hour', h.start_hour, 'end_hour', h.end_hour, 'subscriptions_limit', h.subscriptions_limit) order by h.start_hour, h.id)
                                             from ${eventAvailableModalityHours} h where h.event_available_modality_id = a.id), '[]')) order by a.id)
                         from ${eventAvailableModalities} a join ${modalities} m on m.id = a.modality_id where a.event_id = ${p('id')}), '[]') as event_available_modalities,
               coalesce((select json_agg(json_build_object('id', oc.id, 'date', oc.date, 'start_hour', oc.start_hour, 'end_hour', oc.end_hour, 'status', oc.status) order by oc.date, oc.id)
                         from (select * from ${activityOccurrences} where event_id = ${p('id')} and deleted_at is null order by date, id limit 500) oc), '[]') as activity_occurrences
        from (select 1) one
        left join ${cities} ci on ci.id = ${p('cityId')}
        left join ${states} st on st.id = ci.state_id`;
  return db
    .select({ sections: sql<EventDetailSections>`row_to_json(detail)` })
    .from(sql`(${sections}) detail`)
    .prepare('event_detail_sections');
});

// The detail's wide rows, each statement built once (decision 0107).
const kitsOfEvent = builtOnce((db) => db.select().from(kits).where(eq(kits.eventId, sql.placeholder('id'))).orderBy(asc(kits.id)).prepare('kits_of_event'));
const modalitiesOfEvent = builtOnce((db) =>
  db
    .select({ m: eventModalities, name: modalities.name })
    .from(eventModalities)
    .innerJoin(modalities, eq(modalities.id, eventModalities.modalityId))
    .where(eq(eventModalities.eventId, sql.placeholder('id')))
    .orderBy(asc(eventModalities.id))
    .prepare('modalities_of_event'),
);
const lotsOfEvent = builtOnce((db) =>
  db
    .select({ l: lots })
    .from(lots)
    .innerJoin(eventModalities, eq(eventModalities.id, lots.eventModalityId))
    .where(eq(eventModalities.eventId, sql.placeholder('id')))
    .orderBy(asc(lots.date), asc(lots.id))
    .prepare('lots_of_event'),
);

/** The whole event as the form and the show page read it (GET /v1/events/{id}). */
export async function loadEventDetail(db: Db, row: EventRow, today = todayInSaoPaulo()): Promise<EventDetail> {
  const id = row.id;
  const [names, counts, kitRows, modalityRows, lotRows] = await Promise.all([
    detailSectionsOf(db, row),
    // Per modality and shirt size, all and place-holding subscriptions (a few counter rows, whatever the event's size).
    subscriptionCountsOf(db, id),
    kitsOfEvent(db).execute({ id }),
    modalitiesOfEvent(db).execute({ id }),
    lotsOfEvent(db).execute({ id }),
  ]);

  const kitOfModality = new Map(modalityRows.map(({ m }) => [m.id, m.kitId]));
  let sold = 0;
  const eventUsed: Record<string, number> = {};
  const kitUsed = new Map<number, Record<string, number>>();
  const kitSold = new Map<number, number>();
  const byModality = new Map<number, { all: number; holding: number }>();
  for (const c of counts) {
    sold += c.holding;
    const m = byModality.get(c.modalityId) ?? { all: 0, holding: 0 };
    m.all += c.all;
    m.holding += c.holding;
    byModality.set(c.modalityId, m);
    if (c.holding === 0) continue;
    if (c.size) eventUsed[c.size] = (eventUsed[c.size] ?? 0) + c.holding;
    const kitId = kitOfModality.get(c.modalityId) ?? null;
    if (kitId !== null) {
      kitSold.set(kitId, (kitSold.get(kitId) ?? 0) + c.holding);
      if (c.size) {
        const k = kitUsed.get(kitId) ?? {};
        k[c.size] = (k[c.size] ?? 0) + c.holding;
        kitUsed.set(kitId, k);
      }
    }
  }

  const kitIndex = new Map(kitRows.map((k, i) => [k.id, i]));
  const kitList: Kit[] = kitRows.map((k) => {
    const stock = kitStockOf(k);
    const remaining = remainingOf(stock, kitUsed.get(k.id) ?? {});
    const total = KIT_SIZES.reduce((a, s) => a + stock[s], 0);
    return {
      id: k.id,
      name: k.name,
      description: k.description,
      photo_url: k.photoUrl,
      price: k.price,
      stock,
      remaining,
      kit_sold: kitSold.get(k.id) ?? 0,
      kit_blocked: total > 0 && KIT_SIZES.every((s) => remaining[s] === 0),
    };
  });
  const toLot = (l: typeof lots.$inferSelect) => ({ id: l.id, date: l.date, price: l.price, eldery_price: l.elderyPrice, team_price: l.teamPrice, team_eldery_price: l.teamElderyPrice });
  const eventStock = stockOf(row);

  return {
    id,
    uuid: row.uuid,
    name: row.name,
    slug: row.slug,
    status: row.status,
    subscriptions_blocked: row.subscriptionsBlocked,
    finished: row.finishedAt !== null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    origin: row.trainerId ? 'trainer' : 'backoffice',
    category_id: row.categoryId,
    category_name: names.category_name,
    event_type_id: row.eventTypeId,
    event_type_name: names.event_type_name,
    branch_id: row.branchId,
    branch_name: names.branch_name,
    company_id: row.companyId,
    company_name: names.company_name,
    trainer_id: row.trainerId,
    photo_url: row.photoUrl,
    online: row.online,
    online_url: row.onlineUrl,
    record_url: row.recordUrl,
    global: row.global,
    place: row.place,
    city_id: row.cityId,
    city_name: names.city_name,
    state_id: names.state_id ?? row.stateId,
    state_uf: names.state_uf,
    address: row.address,
    event_date: row.eventDate,
    visible_until_date: row.visibleUntilDate,
    visible_until_hour: row.visibleUntilHour,
    subscription_start_date: row.subscriptionStartDate,
    subscription_start_hour: row.subscriptionStartHour,
    subscription_end_date: row.subscriptionEndDate,
    subscription_end_hour: row.subscriptionEndHour,
    kits_withdraw_date: row.kitsWithdrawDate,
    kits_withdraw_date_end: row.kitsWithdrawDateEnd,
    start_date: row.startDate,
    start_hour: row.startHour,
    end_date: row.endDate,
    end_hour: row.endHour,
    start_limit_date: row.startLimitDate,
    start_limit_hour: row.startLimitHour,
    days_of_week: row.daysOfWeek,
    subscriptions_limit: row.subscriptionsLimit,
    subscriptions_goal: row.subscriptionsGoal,
    subscriptions_sold: sold,
    subscriptions_remaining: row.subscriptionsLimit === null ? null : Math.max(0, row.subscriptionsLimit - sold),
    subscriptions_courtesy: row.subscriptionsCourtesy,
    description_text: row.descriptionText,
    schedule_text: row.scheduleText,
    subscriptions_text: row.subscriptionsText,
    terms_text: row.termsText,
    rules_text: row.rulesText,
    kits_stock: eventStock,
    kits_stock_remaining: remainingOf(eventStock, eventUsed),
    ong_ids: names.ongs.map((o) => o.id),
    ongs: names.ongs,
    donation_to_receive_souvenir: row.donationToReceiveSouvenir,
    event_donations: names.event_donations,
    pix: row.pix,
    debit_card: row.debitCard,
    credit_card: row.creditCard,
    porto_bank_percentage_limit: row.portoBankPercentageLimit,
    porto_bank_percentage_discount: row.portoBankPercentageDiscount,
    santander_percentage_limit: row.santanderPercentageLimit,
    santander_percentage_discount: row.santanderPercentageDiscount,
    convenience_fee: row.convenienceFee,
    convenience_fee_type: row.convenienceFeeType,
    event_extras: names.event_extras,
    path_photos: row.pathPhotos,
    promotional_photos: row.promotionalPhotos,
    event_sponsors: names.event_sponsors,
    event_available_modalities: names.event_available_modalities,
    kits: kitList,
    event_modalities: modalityRows.map(({ m, name }) => {
      const modalityLots = lotRows.filter(({ l }) => l.eventModalityId === m.id).map(({ l }) => toLot(l));
      const current = currentLot(modalityLots, today);
      return {
        id: m.id,
        modality_id: m.modalityId,
        modality_name: name,
        kit_id: m.kitId,
        kit_index: m.kitId === null ? null : (kitIndex.get(m.kitId) ?? null),
        status: m.status,
        subscriptions_limit: m.subscriptionsLimit,
        min_age: m.minAge,
        max_age: m.maxAge,
        subscriptions_sold: byModality.get(m.id)?.holding ?? 0,
        lots: modalityLots,
        current_lot: current,
        current_price: current?.price ?? null,
      };
    }),
    activity_occurrences: names.activity_occurrences,
    duplicated_from_id: row.duplicatedFromId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    lock_version: row.lockVersion,
  };
}

/** Audited writes of the event row (delete, status toggles); create and edit write nested collections (events.service.ts). */
export const eventWrites = auditedWrites({
  table: events,
  entity: AREAS.events.audit,
  snapshot: (row) => ({ name: row.name, slug: row.slug, status: row.status, event_date: row.eventDate, deleted_at: row.deletedAt }),
  notFound: EVENT_MSG.notFound,
});
