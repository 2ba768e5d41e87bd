import {
  WITHDRAW_BLOCK_REASONS,
  onlyDigits,
  parseOrder,
  type KitShirtSize,
  type WithdrawBlockCode,
  type WithdrawCounters,
  type WithdrawEvent,
  type WithdrawEventsQuery,
  type WithdrawHistoryEntry,
  type WithdrawSubscription,
  type WithdrawSubscriptionsQuery,
} from '@backoffice/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { likePattern } from '../../lib/sql.ts';
import { countKitDeskRows, kitCountersFor } from '../../lib/subscription-counts.ts';
import { deskIndexes } from './desk-index.ts';

/** The desk's idea of "today" (event dates are calendar dates in Brazil). */
const TODAY = sql`(now() at time zone 'America/Sao_Paulo')::date`;

/** Why the kit cannot be handed over, or null: paid, or a courtesy (as kitCountersFor counts them), with the order's status to tell a preorder apart. */
export function blockOf(status: string, priceType: string, _orderId: number | null, orderStatus: string | null): WithdrawBlockCode | null {
  if (status === 'approved') return orderStatus === 'preorder' ? 'preorder' : null;
  if (status === 'reserved') return priceType === 'courtesy' ? null : 'preorder';
  if (status === 'pending') return orderStatus === 'preorder' ? 'preorder' : 'pending';
  if (status === 'cancelled') return 'cancelled';
  return 'rejected';
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

// ---------------------------------------------------------------------------------------------------- events

type EventRow = {
  id: number;
  name: string;
  status: 'enabled' | 'disabled';
  event_date: string | null;
  kits_withdraw_date: string | null;
  kits_withdraw_date_end: string | null;
  place: string | null;
  city: string | null;
};

const EVENT_ORDER: Record<string, SQL> = {
  event_date: sql`e.event_date`,
  name: sql`e.name`,
  id: sql`e.id`,
  kits_withdraw_date: sql`e.kits_withdraw_date`,
};

/** Folds accents and case the way f_unaccent(lower(...)) does for pt-BR text. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The desk's counters per event, from the counters the writes keep (decision 0043). */
export async function countersFor(db: Db, eventIds: number[]): Promise<Map<number, WithdrawCounters>> {
  const map = new Map<number, WithdrawCounters>();
  for (const [id, c] of await kitCountersFor(db, eventIds)) map.set(id, { ...c, remaining: Math.max(c.total - c.withdrawn, 0) });
  return map;
}

const EVENT_COLUMNS = sql`e.id, e.name, e.status, e.event_date::text as event_date, e.kits_withdraw_date::text as kits_withdraw_date,
  e.kits_withdraw_date_end::text as kits_withdraw_date_end, e.place, ci.name as city`;

/** Events with kit pickup: not deleted, with at least one kit. */
const HAS_KITS = sql`e.deleted_at is null and exists (select 1 from kits k where k.event_id = e.id)`;

function toEvent(r: EventRow, counters: WithdrawCounters | undefined): WithdrawEvent {
  return { ...r, counters: counters ?? { total: 0, withdrawn: 0, remaining: 0 } };
}

export async function listEvents(db: Db, q: WithdrawEventsQuery) {
  const filters: SQL[] = [HAS_KITS];
  for (const word of fold(q.query ?? '').split(/\s+/).filter(Boolean).slice(0, 6)) filters.push(sql`public.f_unaccent(lower(e.name)) like ${likePattern(word)}`);
  if (q.status) filters.push(sql`e.status = ${q.status}`);
  if (q.time === 'future') filters.push(sql`e.event_date >= ${TODAY}`);
  if (q.time === 'past') filters.push(sql`e.event_date < ${TODAY}`);
  const where = sql.join(filters, sql` and `);
  const { field, desc } = parseOrder(q.order);
  const column = EVENT_ORDER[field] ?? sql`e.event_date`;
  const direction = desc ? sql`desc nulls last` : sql`asc nulls last`;
  const [rows, [total]] = await Promise.all([
    queryRows<EventRow>(
      db,
      sql`select ${EVENT_COLUMNS} from events e left join cities ci on ci.id = e.city_id where ${where}
          order by ${column} ${direction}, e.id ${desc ? sql`desc` : sql`asc`}
          limit ${q.per_page} offset ${q.current_page * q.per_page}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from events e where ${where}`),
  ]);
  const counters = await countersFor(db, rows.map((r) => r.id));
  return { items: rows.map((r) => toEvent(r, counters.get(r.id))), total: total?.n ?? 0 };
}

/**
 * Every desk polls its event's counters; counting a 100,000-subscription event is an index-only scan of tens of
 * milliseconds, so the answer is shared for COUNTERS_TTL_MS per event (per database handle, per process). A kit
 * action clears its event's entry, so the desk that acted sees its own change at once; other processes within the TTL.
 */
export const COUNTERS_TTL_MS = 2000;
const countersCache = new WeakMap<Db, Map<number, { at: number; value: WithdrawCounters }>>();

export function forgetCounters(db: Db, eventId: number) {
  countersCache.get(db)?.delete(eventId);
}

async function cachedCounters(db: Db, eventId: number): Promise<WithdrawCounters | undefined> {
  let cache = countersCache.get(db);
  if (!cache) countersCache.set(db, (cache = new Map()));
  const hit = cache.get(eventId);
  if (hit && Date.now() - hit.at < COUNTERS_TTL_MS) return hit.value;
  const value = (await countersFor(db, [eventId])).get(eventId) ?? { total: 0, withdrawn: 0, remaining: 0 };
  cache.set(eventId, { at: Date.now(), value });
  return value;
}

/** Searches come as fast as volunteers type: that their event has kit pickup is remembered for a few seconds. */
const EXISTS_TTL_MS = 10_000;
const existsCache = new WeakMap<Db, Map<number, number>>();

export async function deskEventExists(db: Db, eventId: number): Promise<boolean> {
  let cache = existsCache.get(db);
  if (!cache) existsCache.set(db, (cache = new Map()));
  const seen = cache.get(eventId);
  if (seen !== undefined && Date.now() - seen < EXISTS_TTL_MS) return true;
  const [row] = await queryRows<{ id: number }>(db, sql`select e.id from events e where e.id = ${eventId} and ${HAS_KITS}`);
  if (row) cache.set(eventId, Date.now());
  else cache.delete(eventId);
  return Boolean(row);
}

export async function findEvent(db: Db, id: number): Promise<WithdrawEvent | null> {
  const [row] = await queryRows<EventRow>(db, sql`select ${EVENT_COLUMNS} from events e left join cities ci on ci.id = e.city_id where e.id = ${id} and ${HAS_KITS}`);
  if (!row) return null;
  return toEvent(row, await cachedCounters(db, id));
}

// ---------------------------------------------------------------------------------------------- subscriptions

/** What the desk's one search box means (issue 6): a scanned code, digits (CPF, chest number, order id) or a name. */
export type DeskQuery =
  | { kind: 'uuid'; uuid: string }
  | { kind: 'digits'; digits: string; number: number | null }
  | { kind: 'name'; words: string[] };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseDeskQuery(raw: string | undefined): DeskQuery | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  if (UUID_RE.test(text)) return { kind: 'uuid', uuid: text.toLowerCase() };
  // digits with the usual masks (CPF 123.456.789-09, "#1234", "nº 12") and no letters
  if (/^[#nº°.\-/\s\d]+$/i.test(text) && /\d/.test(text) && !/[a-z]{2,}/i.test(text.replace(/n[º°]/gi, ''))) {
    const digits = onlyDigits(text);
    const n = digits.length <= 9 ? Number(digits) : null;
    return { kind: 'digits', digits, number: n !== null && n > 0 ? n : null };
  }
  const words = fold(text)
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
    .slice(0, 6);
  return words.length ? { kind: 'name', words } : null;
}

type SubscriptionRow = {
  id: number;
  uuid: string;
  event_id: number;
  status: WithdrawSubscription['status'];
  price_type: string;
  chest_number: number | null;
  shirt_size: KitShirtSize | null;
  kit_withdrawn_at: Date | string | null;
  withdrawn_by_id: number | null;
  withdrawn_by_name: string | null;
  kit_withdrawn_by_name: string | null;
  order_id: number | null;
  order_status: string | null;
  lock_version: number;
  athlete_id: number;
  athlete_name: string;
  cpf: string | null;
  birth_date: string | null;
  gender: number | null;
  modality_id: number;
  modality_name: string;
  kit_id: number | null;
  kit_name: string | null;
  extras: { name: string; quantity: number; size: KitShirtSize | null }[] | null;
};

export function toSubscription(r: SubscriptionRow): WithdrawSubscription {
  const block = blockOf(r.status, r.price_type, r.order_id, r.order_status);
  return {
    id: r.id,
    uuid: r.uuid,
    event_id: r.event_id,
    status: r.status,
    price_type: r.price_type,
    chest_number: r.chest_number,
    athlete: { id: r.athlete_id, name: r.athlete_name, cpf: r.cpf, masked: false, birth_date: r.birth_date, gender: r.gender },
    modality: { id: r.modality_id, name: r.modality_name },
    kit: r.kit_id === null ? null : { id: r.kit_id, name: r.kit_name ?? '' },
    shirt_size: r.shirt_size,
    extras: r.extras ?? [],
    order: r.order_id === null ? null : { id: r.order_id, status: r.order_status ?? '' },
    kit_withdrawn_at: iso(r.kit_withdrawn_at),
    kit_withdrawn_by: r.withdrawn_by_id === null ? null : { id: r.withdrawn_by_id, name: r.withdrawn_by_name ?? '' },
    kit_withdrawn_by_name: r.kit_withdrawn_by_name,
    withdrawable: block === null && r.kit_withdrawn_at === null,
    blocked_reason: block === null ? null : WITHDRAW_BLOCK_REASONS[block],
  };
}

/**
 * The columns of a desk row. Lookups (modality, kit, order status, staff name, extras) are scalar subqueries rather
 * than joins: each is planned on its own, which keeps planning of this query small (a join of eight tables cost
 * several times its execution on every search).
 */
const ROW_COLUMNS = sql`s.id, s.uuid::text as uuid, s.event_id, s.status, s.price_type, s.chest_number, s.shirt_size, s.kit_withdrawn_at,
      s.kit_withdrawn_by_id as withdrawn_by_id, (select u.name from users u where u.id = s.kit_withdrawn_by_id) as withdrawn_by_name,
      s.kit_withdrawn_by_name, s.order_id, (select o.status from orders o where o.id = s.order_id) as order_status,
      s.lock_version, c.id as athlete_id, c.name as athlete_name, c.cpf, c.birth_date::text as birth_date, c.gender::int as gender,
      em.modality_id, (select m.name from modalities m where m.id = em.modality_id) as modality_name,
      em.kit_id, (select k.name from kits k where k.id = em.kit_id) as kit_name,
      (select json_agg(json_build_object('name', x.name, 'quantity', se.quantity, 'size', se.size) order by se.id)
         from subscription_extras se join extras x on x.id = se.extra_id where se.subscription_id = s.id) as extras`;

const ROW_FROM = sql`subscriptions s join customers c on c.id = s.customer_id join event_modalities em on em.id = s.event_modality_id`;

/** Desk rows for the subscriptions in `page` (a relation with `id` and `sort_key`), in `pageOrder`. */
function hydrate(page: SQL, pageOrder: SQL = sql`page.id`): SQL {
  return sql`select ${ROW_COLUMNS} from (${page}) page join ${ROW_FROM} on s.id = page.id order by ${pageOrder}`;
}

/** Desk rows for the given ids, in the given order. */
async function rowsByIds(db: Db, ids: number[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<SubscriptionRow>(db, sql`select ${ROW_COLUMNS} from ${ROW_FROM} where s.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

const SUB_ORDER: Record<string, SQL> = {
  'athletes.name': sql`s.athlete_name_key`,
  chest_number: sql`s.chest_number`,
  kit_withdrawn_at: sql`s.kit_withdrawn_at`,
  id: sql`s.id`,
};

/** Rows of the event walked in name order before falling back to the trigram index (see searchByName). */
export const NAME_WALK_BUDGET = 5_000;
/** Several-word queries try the trigram index first; up to this many hits are sorted directly. */
export const TRIGRAM_FIRST_CAP = 300;

/** The search condition on `s` (subscriptions) and `c` (customers) for a desk query. */
function deskCondition(q: DeskQuery): SQL {
  if (q.kind === 'uuid') return sql`(s.uuid = ${q.uuid}::uuid or s.order_id = (select o.id from orders o where o.uuid = ${q.uuid}::uuid))`;
  if (q.kind === 'digits') {
    const alternatives: SQL[] = [];
    if (q.number !== null) alternatives.push(sql`s.chest_number = ${q.number}`, sql`s.order_id = ${q.number}`);
    // a CPF is matched as it is typed: from 3 digits on, by prefix (customers_cpf_prefix_idx)
    if (q.digits.length >= 3 && q.digits.length <= 11) alternatives.push(sql`s.customer_id in (select c2.id from customers c2 where c2.cpf like ${`${q.digits}%`})`);
    return alternatives.length ? sql`(${sql.join(alternatives, sql` or `)})` : sql`false`;
  }
  return nameCondition(q.words);
}

function nameCondition(words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`s.athlete_name_key like ${likePattern(w)}`),
    sql` and `,
  );
}

type PageRef = { id: number };

const TRUE = sql`true`;
const sqlIsTrue = (condition: SQL) => condition === TRUE;

/**
 * Digits: chest number, order id and CPF prefix are three indexed lookups; a UNION lets each use its own index
 * (an OR over a join would scan the event).
 */
async function searchByDigits(db: Db, eventId: number, q: Extract<DeskQuery, { kind: 'digits' }>, limit: number, offset: number, extra: SQL): Promise<PageRef[]> {
  const parts: SQL[] = [];
  const base = sql`select s.id, s.athlete_name_key from subscriptions s where s.event_id = ${eventId} and ${extra}`;
  if (q.number !== null) parts.push(sql`${base} and s.chest_number = ${q.number}`, sql`${base} and s.order_id = ${q.number}`);
  if (q.digits.length >= 3 && q.digits.length <= 11)
    parts.push(sql`select s.id, s.athlete_name_key from customers c join subscriptions s on s.customer_id = c.id and s.event_id = ${eventId} and ${extra} where c.cpf like ${`${q.digits}%`}`);
  if (parts.length === 0) return [];
  return queryRows<PageRef>(
    db,
    sql`select id from (${sql.join(parts, sql` union `)}) hits order by athlete_name_key nulls last, id limit ${limit} offset ${offset}`,
  );
}

/**
 * Name words, in athletes.name order. Common fragments ("ana", "silva") have many hits early in name order: the
 * event's (event_id, athlete_name_key, id) index is walked, index only, for at most NAME_WALK_BUDGET rows, which finds
 * the page at once. Rare fragments do not fill the page within the budget: then the trigram index finds all their
 * hits (few, by definition), which are sorted. Either way the cost stays small on a 100,000-athlete event.
 */
async function searchByName(db: Db, eventId: number, words: string[], limit: number, offset: number, extra: SQL): Promise<PageRef[]> {
  const cond = nameCondition(words);
  if (words.length >= 2 && words.every((w) => w.length >= 2)) {
    // several words ("maria so", "silva joao") are usually specific, and their matches sit anywhere in name order:
    // ask the trigram index first, capped; only a common combination goes on to the walk
    const capped = await queryRows<PageRef & { n: number }>(
      db,
      sql`with hits as materialized (select s.id, s.athlete_name_key from subscriptions s where s.event_id = ${eventId} and ${cond} and ${extra} limit ${TRIGRAM_FIRST_CAP + 1})
          select id, (select count(*) from hits)::int as n from hits order by athlete_name_key, id limit ${limit} offset ${offset}`,
    );
    // no row on the first page means no hit at all; on a later page it says nothing about the count
    const complete = capped.length === 0 ? offset === 0 : capped[0]!.n <= TRIGRAM_FIRST_CAP;
    if (complete) return capped.map((r) => ({ id: r.id }));
  }
  const walked = await queryRows<PageRef>(
    db,
    sql`select id from (select s.id, s.athlete_name_key from subscriptions s where s.event_id = ${eventId}
          order by s.athlete_name_key, s.id limit ${NAME_WALK_BUDGET}) s
        where ${cond}
        order by s.athlete_name_key, s.id limit ${limit + offset}`,
  );
  if (walked.length === limit + offset && sqlIsTrue(extra)) return walked.slice(offset);
  // materialized: found by the trigram index, then sorted (never an ordered walk of the whole event)
  return queryRows<PageRef>(
    db,
    sql`with hits as materialized (select s.id, s.athlete_name_key from subscriptions s where s.event_id = ${eventId} and ${cond} and ${extra})
        select id from hits order by athlete_name_key, id limit ${limit} offset ${offset}`,
  );
}

/** Where a desk search was answered from: the event's in-memory index, or SQL (while the index loads, other orders). */
export type DeskSource = 'index' | 'sql';

export async function listSubscriptions(db: Db, eventId: number, q: WithdrawSubscriptionsQuery): Promise<{ items: WithdrawSubscription[]; total: number; source: DeskSource }> {
  if (q.order === 'athletes.name') {
    // the desk's own order: answered from the event's in-memory index once it is loaded (desk-index.ts)
    const index = await deskIndexes(db).get(eventId);
    if (index) {
      const { rows, total } = index.search(parseDeskQuery(q.query), { withdrawn: q.withdrawn }, q.per_page, q.current_page * q.per_page);
      return { items: rows.map((r) => toSubscription(index.present(r))), total, source: 'index' };
    }
  }
  return { ...(await listSubscriptionsSql(db, eventId, q)), source: 'sql' };
}

/** The same search in SQL: while an event's index loads, and for the other orders. */
export async function listSubscriptionsSql(db: Db, eventId: number, q: WithdrawSubscriptionsQuery): Promise<{ items: WithdrawSubscription[]; total: number }> {
  const desk = parseDeskQuery(q.query);
  const offset = q.current_page * q.per_page;
  const extraFilters: SQL[] = [];
  if (q.withdrawn === 'true') extraFilters.push(sql`s.kit_withdrawn_at is not null`);
  if (q.withdrawn === 'false') extraFilters.push(sql`s.kit_withdrawn_at is null`);
  const extra = extraFilters.length ? sql.join(extraFilters, sql` and `) : TRUE;
  const byName = q.order === 'athletes.name';
  let refs: PageRef[] | null = null;
  if (desk?.kind === 'digits' && byName) refs = await searchByDigits(db, eventId, desk, q.per_page, offset, extra);
  else if (desk?.kind === 'name' && byName) refs = await searchByName(db, eventId, desk.words, q.per_page, offset, extra);
  const { field, desc } = parseOrder(q.order);
  const column = SUB_ORDER[field] ?? sql`s.athlete_name_key`;
  const dir = desc ? sql`desc` : sql`asc`;
  const where = sql`s.event_id = ${eventId} and ${extra}${desk ? sql` and ${deskCondition(desk)}` : sql``}`;
  const rows = refs
    ? await rowsByIds(db, refs.map((r) => r.id))
    : await queryRows<SubscriptionRow>(
        db,
        hydrate(
          sql`select s.id, ${column} as sort_key from subscriptions s where ${where} order by ${column} ${dir} nulls last, s.id ${dir} limit ${q.per_page} offset ${offset}`,
          sql`page.sort_key ${dir} nulls last, page.id ${dir}`,
        ),
      );
  const items = rows.map(toSubscription);
  // §7: with a search the total is the result length; without one, the exact count of the (filtered) event
  if (desk) return { items, total: items.length };
  return { items, total: await countKitDeskRows(db, eventId, q.withdrawn) };
}

export async function findSubscription(db: Db, eventId: number, subscriptionId: number) {
  const [row] = await queryRows<SubscriptionRow>(db, sql`select ${ROW_COLUMNS} from ${ROW_FROM} where s.id = ${subscriptionId} and s.event_id = ${eventId}`);
  return row ?? null;
}

export async function historyOf(db: Db, subscriptionId: number): Promise<WithdrawHistoryEntry[]> {
  const rows = await queryRows<{ id: number; action: 'withdrawn' | 'unchecked'; actor_name: string | null; picked_up_by_name: string | null; reason: string | null; created_at: Date | string }>(
    db,
    sql`select id, action, actor_name, picked_up_by_name, reason, created_at from kit_withdrawal_events where subscription_id = ${subscriptionId} order by id desc`,
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}
