import {
  AREAS,
  CUSTOMER_MSG,
  maskCnpj,
  maskCpf,
  maskEmail,
  maskPhone,
  onlyDigits,
  parseOrder,
  type CustomerOrder,
  type CustomerSubscription,
  type CustomerUser,
  type CustomerUserDetail,
  type CustomerUsersQuery,
  type CustomerUsersReportQuery,
} from '@backoffice/contract';
import { and, count, desc, eq, getTableColumns, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { builtByKey, builtOnce, queryPageRows, queryRows, type Db } from '../../db/client.ts';
import { FEW_MATCHES, INDEX_WALK, LOOKUPS_BY_KEY } from '../../db/statement-cache.ts';
import { cities, customerCounts, customers, eventModalities, events, modalities, orders, states, subscriptions, teams, tournamentSubscriptions } from '../../db/schema/index.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { orderBy, pageWindow } from '../../lib/paging.ts';
import { hasTrigrams, indexWalk, keyContains, keyContainsOnce, keysOf, ownRows } from '../../lib/sql.ts';

export type CustomerRow = typeof customers.$inferSelect;
type ListRow = CustomerRow & { cityName: string | null; stateUf: string | null; stateId: number | null; teamName: string | null };

const listSelection = { ...getTableColumns(customers), cityName: cities.name, stateUf: states.uf, stateId: states.id, teamName: teams.name };

function selectCustomers(db: Db) {
  return db
    .select(listSelection)
    .from(customers)
    .leftJoin(cities, eq(cities.id, customers.cityId))
    .leftJoin(states, eq(states.id, cities.stateId))
    .leftJoin(teams, eq(teams.id, customers.teamId))
    .$dynamic();
}

/** A city's name and its state, as a list row shows them. */
type Place = { name: string; uf: string | null; stateId: number | null };
const placesByDb = new WeakMap<Db, Map<number, Place>>();

/**
 * The cities of these ids with their states, each read once per process: cities are reference data (the IBGE list
 * the seed loads) that the API never edits, so a page's places come from memory instead of two lookups per row in
 * every page's statement (~0.2 ms of PGlite for 21 rows, decision 0148). At most the ~5,600 cities are kept.
 */
async function placesOf(db: Db, cityIds: readonly (number | null)[]): Promise<Map<number, Place>> {
  let known = placesByDb.get(db);
  if (!known) placesByDb.set(db, (known = new Map()));
  const missing = [...new Set(cityIds.filter((id): id is number => id !== null && !known.has(id)))];
  if (missing.length) {
    const found = await queryRows<{ id: number; name: string; uf: string | null; state_id: number | null }>(
      db,
      sql`select ci.id, ci.name, st.uf, st.id as state_id from ${cities} ci left join ${states} st on st.id = ci.state_id where ci.id = any(${keysOf(missing, (id) => id)}::int[]) ${sql.raw(LOOKUPS_BY_KEY)}`,
    );
    for (const f of found) known.set(Number(f.id), { name: f.name, uf: f.uf, stateId: f.state_id === null ? null : Number(f.state_id) });
  }
  return known;
}

/** A page's rows with their place and team names; `teamName` already read with the rows when given. */
function withNames<R extends CustomerRow>(rows: R[], places: Map<number, Place>, teamOf: (r: R) => string | null): (R & ListRow)[] {
  return rows.map((r) => {
    const place = r.cityId === null ? undefined : places.get(r.cityId);
    return { ...r, cityName: place?.name ?? null, stateUf: place?.uf ?? null, stateId: place?.stateId ?? null, teamName: teamOf(r) };
  });
}

/**
 * The names a page of customers shows (city and its state, team): places from `placesOf`, teams read by key beside the
 * page — joined into it, PostgreSQL planned four relations with every page (decision 0110).
 */
async function withPlaceNames(db: Db, rows: CustomerRow[]): Promise<ListRow[]> {
  if (!rows.length) return [];
  const teamIds = keysOf(rows, (r) => r.teamId);
  const [places, found] = await Promise.all([
    placesOf(db, rows.map((r) => r.cityId)),
    teamIds === '{}' ? Promise.resolve([]) : queryRows<{ id: number; name: string }>(db, sql`select t.id, t.name from ${teams} t where t.id = any(${teamIds}::int[]) ${sql.raw(LOOKUPS_BY_KEY)}`),
  ]);
  const teamOf = new Map(found.map((f) => [Number(f.id), f.name]));
  return withNames(rows, places, (r) => (r.teamId === null ? null : (teamOf.get(r.teamId) ?? null)));
}

/** LIKE prefix of user text (wildcards escaped). */
function prefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A number with or without mask (CPF, CNPJ, phone): searched by prefix on their own indexes. */
const isNumberSearch = (t: string) => /^[\d\s.\-/()+]+$/.test(t) && onlyDigits(t).length >= 3;

/** Characters of an e-mail's local part that a person's name does not carry. */
const E_MAIL_ONLY = /[._+\d]/;

/**
 * The list's search (decision 0070), each branch on its own index: an e-mail (has "@") by prefix of `email_key`; a
 * number with or without mask (123.456.789-09, 11.222.333/0001-81, (11) 98765-4321, +55…) by prefix of CPF, CNPJ or
 * phone; other text by name fragment (accents and case ignored, trigram index) or by e-mail prefix when it is one
 * word — by e-mail prefix only when that word has a dot, a digit, `_` or `+` (decision 0139).
 */
export function customerSearch(text: string): SQL {
  const t = text.trim();
  if (t.includes('@')) return sql`${customers.emailKey} like ${prefix(t.toLowerCase())}`;
  const digits = onlyDigits(t);
  if (isNumberSearch(t)) {
    const phone = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
    return or(sql`${customers.cpf} like ${prefix(digits)}`, sql`${customers.cnpj} like ${prefix(digits)}`, sql`${customers.phone} like ${prefix(phone)}`)!;
  }
  return textBranches(t, keyContains(customers.nameKey, t), sql`${customers.emailKey} like ${prefix(t.toLowerCase())}`);
}

/**
 * What other text searches, given its name and e-mail conditions: words with a space the name only; a word with an
 * e-mail's own characters ("eduardo.", "ana_s", "joao2") the e-mail prefix only — its name branch read every "eduardo"
 * for none; any other word either. One rule for the planned search and for the sample's plans (`searchPageIds`).
 */
function textBranches(t: string, name: SQL, email: SQL): SQL {
  if (/\s/.test(t)) return name;
  return E_MAIL_ONLY.test(t) ? email : or(name, email)!;
}

/** Search keys of live customers, about 2,000 of them, to tell how common a searched word is (`searchPageIds`). */
type SearchSample = { keys: { name: string; email: string }[]; population: number; readAt: number };
const searchSamples = new WeakMap<Db, { sample?: SearchSample; reading?: Promise<void> }>();
const SAMPLE_SIZE = 2000;
const SAMPLE_TTL_MS = 10 * 60_000;

/** The sample for this database, read again in the background when older than ten minutes (null until first read). */
function searchSample(db: Db): SearchSample | null {
  let entry = searchSamples.get(db);
  if (!entry) searchSamples.set(db, (entry = {}));
  const state = entry;
  if (!state.reading && (!state.sample || Date.now() - state.sample.readAt > SAMPLE_TTL_MS)) {
    state.reading = (async () => {
      const live = await countedCustomers(db);
      // whole pages at random (a few milliseconds): where a customer's row lies says nothing about their name
      const percent = Math.min(100, (100 * SAMPLE_SIZE) / Math.max(live, 1));
      const keys = await queryRows<{ name: string; email: string }>(
        db,
        sql`select ${customers.nameKey} as name, ${customers.emailKey} as email from ${customers} tablesample system (${sql.raw(percent.toFixed(4))}) where ${customers.deletedAt} is null`,
      );
      state.sample = { keys, population: live, readAt: Date.now() };
    })()
      .catch(() => undefined)
      .finally(() => (state.reading = undefined));
  }
  return state.sample ?? null;
}

/** Drops the sample (an anonymised or deleted person's keys leave memory now, not at its next reading). */
export function forgetSearchSample(db: Db): void {
  searchSamples.delete(db);
}

/** "José " → "jose": the key `f_unaccent(lower(…))` stores, closely enough to estimate with. */
const roughKey = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A page whose matches the sample expects within this many of the newest customers is read by walking them: planned
 * for its word, PostgreSQL walks them too ("marti", 1 customer in 57: 1,200 entries for the first page) after ~0.4 ms
 * of planning (the word read against 1,000 entries of name_key's statistics, decision 0133).
 */
const WALK_EXPECTED = 2000;
/** The walk stops here whatever the sample said (a word common only among older customers). */
const WALK_CAP = 4 * WALK_EXPECTED;
/**
 * A word the sample expects on at most this many customers is read through its indexes and sorted (~3 µs a match,
 * against ~0.3 µs an entry walked): planned for its word, PostgreSQL reads it so too, after 0.2–0.4 ms of planning.
 */
const FEW_EXPECTED = 150;

/**
 * The ids of a page of the customers searched by name or e-mail prefix, newest first, read on a generic plan chosen by
 * the sample (decision 0148): a common word by walking the newest customers until the page is full, a rare one
 * through the trigram and e-mail indexes, then sorted. null: the sample says neither (a common word's deep page), or
 * there is no sample yet — the search is then planned for its word.
 */
async function searchPageIds(db: Db, q: CustomerUsersQuery, take: number, offset: number): Promise<number[] | null> {
  const text = q.query?.trim() ?? '';
  if (!text || text.includes('@') || isNumberSearch(text) || q.order !== '-created_at' || !onlyQuery(q)) return null;
  // the keys `textBranches` searches, for the sample's estimate
  const byEmail = !/\s/.test(text);
  const byName = !byEmail || !E_MAIL_ONLY.test(text);
  // a name fragment without trigrams would read the whole trigram index
  if (byName && !hasTrigrams(text)) return null;
  const sample = searchSample(db);
  if (!sample?.keys.length) return null;
  const key = roughKey(text);
  const emailPrefix = text.toLowerCase();
  const hits = sample.keys.filter((k) => (byName && k.name.includes(key)) || (byEmail && k.email.startsWith(emailPrefix))).length;
  const share = hits / sample.keys.length;
  if (hits >= 5 && (offset + take) / share <= WALK_EXPECTED) {
    const email = sql`w.email_key like ${prefix(emailPrefix)}`;
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select w.id from (
            select ${customers.id} as id, ${customers.createdAt} as created_at, ${customers.nameKey} as name_key, ${customers.emailKey} as email_key
            from ${customers} where ${customers.deletedAt} is null order by ${customers.createdAt} desc, ${customers.id} desc limit ${WALK_CAP}) w
          where ${textBranches(text, keyContainsOnce(sql`w.name_key`, text), email)}
          order by w.created_at desc, w.id desc limit ${take} offset ${offset} ${sql.raw(INDEX_WALK)}`,
    );
    // the walk's cap came first: the page is the few-matches read's or the planner's
    if (rows.length === take) return rows.map((r) => Number(r.id));
  }
  if (share * sample.population > FEW_EXPECTED) return null;
  // the e-mail prefix as a range of its text_pattern_ops index (a generic plan cannot derive one from LIKE)
  const email = sql`(${customers.emailKey} ~>=~ ${emailPrefix} and ${customers.emailKey} ~<~ ${`${emailPrefix}\u{10FFFF}`} and ${customers.emailKey} like ${prefix(emailPrefix)})`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with m as materialized (
          select ${customers.id} as id, ${customers.createdAt} as created_at from ${customers}
          where ${customers.deletedAt} is null and ${textBranches(text, keyContainsOnce(customers.nameKey, text), email)})
        select id from m order by created_at desc, id desc limit ${take} offset ${offset} ${sql.raw(FEW_MATCHES)}`,
  );
  return rows.map((r) => Number(r.id));
}

/** São Paulo calendar day → the instant it starts (sign-up period filters). */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Sao_Paulo'`;

export function customerFilters(q: CustomerUsersReportQuery): SQL | undefined {
  const list: SQL[] = [isNull(customers.deletedAt)];
  if (q.query) list.push(customerSearch(q.query));
  if (q.status) list.push(eq(customers.status, q.status));
  if (q.user_kind) list.push(eq(customers.userKind, q.user_kind));
  if (q.person_type) list.push(eq(customers.personType, q.person_type));
  if (q.start_date) list.push(gte(customers.createdAt, dayStart(q.start_date) as unknown as Date));
  if (q.end_date) list.push(lt(customers.createdAt, sql`(${q.end_date}::date + 1)::timestamp at time zone 'America/Sao_Paulo'` as unknown as Date));
  // The state's cities as one array, read once: as `in (subquery)` each customer passed was compared with a
  // materialised list of them (SP and athletes: 0.63 ms against 0.19 ms of execution, plus 0.14 ms more planning).
  if (q.state) list.push(sql`${customers.cityId} = any(array(select c.id from ${cities} c join ${states} s on s.id = c.state_id where s.uf = ${q.state}))`);
  return and(...list);
}

const onlyStatus = (q: CustomerUsersReportQuery) => !q.query && !q.user_kind && !q.person_type && !q.start_date && !q.end_date && !q.state;
const onlyQuery = (q: CustomerUsersReportQuery) => !q.status && !q.user_kind && !q.person_type && !q.start_date && !q.end_date && !q.state;

/** Live customers per status, from the counters the triggers keep (customer_counts). */
async function countedCustomers(db: Db, status?: 'enabled' | 'disabled'): Promise<number> {
  const rows = await db.select().from(customerCounts).where(status ? eq(customerCounts.status, status) : undefined);
  return rows.reduce((n, r) => n + Number(r.n), 0);
}

/**
 * How many rows an export will write (its progress bar): the counters without filters, else one count — once per
 * export job, never per list request.
 */
export async function customerTotal(db: Db, q: CustomerUsersReportQuery): Promise<number> {
  if (onlyStatus(q)) return countedCustomers(db, q.status);
  const [r] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${customers} where ${customerFilters(q)}`);
  return Number(r?.n ?? 0);
}

/**
 * One page of the list and its designed total (decision 0070). Without filters other than status the total is the
 * counters' (exact). With a search or another filter the page is read with one row more than it shows: the total is
 * then the rows up to this page, plus one when more follow (`more`: the panel says "N ou mais" and offers the next
 * page) — no request counts the matches of a search over 100,000 customers.
 */
export async function customerPage(db: Db, q: CustomerUsersQuery): Promise<{ rows: ListRow[]; total: number; exact: boolean }> {
  const { limit, offset } = pageWindow(q);
  const exact = onlyStatus(q);
  const order = customerOrder(q.order);
  const take = exact ? limit : limit + 1;
  const readPage = async (): Promise<ListRow[]> => {
    // A name or e-mail search finds its page's ids first (index only on customers_live_created_search_idx, decision
    // 0125), then reads those rows with their names by key, on a statement built once whose generic plan serves any page.
    // So does a deep page of the whole list in creation order: walking the wide rows it skips cost more than two reads.
    const deepInCreationOrder = exact && !q.status && offset >= DEEP_PAGE_OFFSET && parseOrder(q.order).field === 'created_at';
    if ((q.query && !isNumberSearch(q.query.trim())) || deepInCreationOrder) {
      const ids =
        (await searchPageIds(db, q, take, offset)) ??
        (await db.select({ id: customers.id }).from(customers).where(customerFilters(q)).orderBy(...order).limit(take).offset(offset)).map((r) => r.id);
      return customersByIds(db, ids);
    }
    const page = exact && !q.status ? await customersPage(db, q.order).execute({ limit: take, offset }) : await db.select().from(customers).where(customerFilters(q)).orderBy(...order).limit(take).offset(offset);
    return withPlaceNames(db, page);
  };
  const [found, counted] = await Promise.all([readPage(), exact ? countedCustomers(db, q.status) : Promise.resolve(0)]);
  if (exact) return { rows: found, total: counted, exact: true };
  const more = found.length > limit;
  const rows = more ? found.slice(0, limit) : found;
  return { rows, total: offset + rows.length + (more ? 1 : 0), exact: !more };
}

/**
 * From this many rows skipped, the unfiltered list finds its page's ids on the index before reading the rows: page 50
 * (980 skipped) read 1,000 wide rows for 20 (1.85 ms of PGlite on the bench set).
 */
const DEEP_PAGE_OFFSET = 200;

/** The list's `order` (created_at, name, id) as ORDER BY. */
const customerOrder = (order: string) => orderBy(order, { created_at: customers.createdAt, name: customers.nameKey, id: customers.id }, customers.id);

/**
 * The unfiltered list in one of its orders, built once per order (drizzle rendered its 25 columns at every call). Each
 * order walks its own index ((created_at, id), (name_key, id), the key): one plan (INDEX_WALK). Its names are read by
 * key beside it: joined into the walk, page 50 joined the 980 rows it skips.
 */
const customersPage = builtByKey((db, order: string) =>
  db
    .select()
    .from(customers)
    .where(and(customerFilters({}), indexWalk))
    .orderBy(...customerOrder(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`customers_page_${order.replace('-', 'desc_')}`),
);

/** Customers with their team's name by id, built once: a key lookup, whose generic plan serves any list of ids. */
const customerRowsByIds = builtOnce((db) =>
  db
    .select({ ...getTableColumns(customers), teamName: teams.name })
    .from(customers)
    .leftJoin(teams, eq(teams.id, customers.teamId))
    .where(sql`${customers.id} = any(${sql.placeholder('ids')}::int[]) ${sql.raw(LOOKUPS_BY_KEY)}`)
    .prepare('customer_rows_by_ids'),
);

/** Customers with their names by id, in the order of `ids`. */
async function customersByIds(db: Db, ids: number[]): Promise<ListRow[]> {
  if (!ids.length) return [];
  const rows = (await customerRowsByIds(db).execute({ ids: keysOf(ids, (id) => id) })) as (CustomerRow & { teamName: string | null })[];
  const byId = new Map(withNames(rows, await placesOf(db, rows.map((r) => r.cityId)), (r) => r.teamName).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What `toCustomerUser` reads of a list row. */
type CustomerUserSource = Pick<
  ListRow,
  'id' | 'name' | 'personType' | 'cpf' | 'cnpj' | 'email' | 'phone' | 'phoneCountryCode' | 'userKind' | 'status' | 'cityId' | 'cityName' | 'stateUf' | 'teamId' | 'teamName' | 'anonymizedAt' | 'lastSignInAt' | 'createdAt'
>;

/**
 * One page of the customer users export (after `afterId`, by id — the listing's keyset): only the columns the file
 * needs, read the cheapest way for the driver (`queryPageRows`, decision 0091), the list's own filters.
 */
export async function customerExportPage(db: Db, q: CustomerUsersReportQuery, afterId: number, limit: number): Promise<CustomerUserSource[]> {
  const rows = await queryPageRows<Omit<CustomerUserSource, 'anonymizedAt' | 'lastSignInAt' | 'createdAt'> & { anonymizedAt: Date | string | null; lastSignInAt: Date | string | null; createdAt: Date | string }>(
    db,
    sql`select ${customers.id} as "id", ${customers.name} as "name", ${customers.personType} as "personType", ${customers.cpf} as "cpf", ${customers.cnpj} as "cnpj",
               ${customers.email} as "email", ${customers.phone} as "phone", ${customers.phoneCountryCode} as "phoneCountryCode", ${customers.userKind} as "userKind",
               ${customers.status} as "status", ${customers.cityId} as "cityId", ci.name as "cityName", st.uf as "stateUf", ${customers.teamId} as "teamId",
               t.name as "teamName", ${customers.anonymizedAt} as "anonymizedAt", ${customers.lastSignInAt} as "lastSignInAt", ${customers.createdAt} as "createdAt"
        from ${customers}
        left join ${cities} ci on ci.id = ${customers.cityId}
        left join ${states} st on st.id = ci.state_id
        left join ${teams} t on t.id = ${customers.teamId}
        where ${and(customerFilters(q), sql`${customers.id} > ${afterId}`)}
        order by ${customers.id}
        limit ${limit}`,
  );
  return rows.map((r) => ({
    ...r,
    anonymizedAt: r.anonymizedAt === null ? null : new Date(r.anonymizedAt),
    lastSignInAt: r.lastSignInAt === null ? null : new Date(r.lastSignInAt),
    createdAt: new Date(r.createdAt),
  }));
}

export function toCustomerUser(r: CustomerUserSource, masked: boolean): CustomerUser {
  return {
    id: r.id,
    name: r.name,
    person_type: r.personType,
    cpf: masked ? maskCpf(r.cpf) : r.cpf,
    cnpj: masked ? maskCnpj(r.cnpj) : r.cnpj,
    email: masked ? maskEmail(r.email)! : r.email,
    phone: masked ? maskPhone(r.phone) : r.phone,
    phone_country_code: r.phoneCountryCode,
    user_kind: r.userKind,
    status: r.status,
    city_id: r.cityId,
    city_name: r.cityName,
    state_uf: r.stateUf,
    team_id: r.teamId,
    team_name: r.teamName,
    masked,
    anonymized: r.anonymizedAt !== null,
    last_sign_in_at: r.lastSignInAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** Orders, subscriptions and tournament entries: the fiscal and sports records that keep a customer's row. */
export async function keptRecords(db: Db, id: number): Promise<{ orders: number; subscriptions: number }> {
  const [[o], [s], [t]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, id)),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.customerId, id)),
    db
      .select({ n: count() })
      .from(tournamentSubscriptions)
      .where(or(eq(tournamentSubscriptions.customerId, id), eq(tournamentSubscriptions.partnerCustomerId, id))),
  ]);
  return { orders: o?.n ?? 0, subscriptions: (s?.n ?? 0) + (t?.n ?? 0) };
}

/** Whether a live (not deleted) customer has this id: what a tab of its page needs before it lists. */
export async function customerIsLive(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  return r !== undefined;
}

export async function findCustomer(db: Db, id: number): Promise<{ row: ListRow; detail: CustomerUserDetail } | null> {
  const [r] = await selectCustomers(db).where(and(eq(customers.id, id), isNull(customers.deletedAt)));
  if (!r) return null;
  const kept = await keptRecords(db, id);
  return {
    row: r,
    detail: {
      ...toCustomerUser(r, false),
      birth_date: r.birthDate,
      gender: r.gender,
      address: r.address,
      zip_code: r.zipCode,
      state_id: r.stateId,
      orders_count: kept.orders,
      subscriptions_count: kept.subscriptions,
      delete_blocked_reason: kept.orders + kept.subscriptions > 0 ? CUSTOMER_MSG.mustKeepRecords(kept.orders, kept.subscriptions) : null,
      anonymized_at: r.anonymizedAt?.toISOString() ?? null,
      updated_at: r.updatedAt.toISOString(),
      lock_version: r.lockVersion,
    },
  };
}

/** Audit snapshots name the fields that changed, never their personal values (decision 0071). */
export function customerSnapshot(row: CustomerRow) {
  return {
    name: row.name,
    person_type: row.personType,
    cpf: row.cpf,
    cnpj: row.cnpj,
    email: row.email,
    birth_date: row.birthDate,
    gender: row.gender,
    phone: row.phone,
    address: row.address,
    zip_code: row.zipCode,
    city_id: row.cityId,
    user_kind: row.userKind,
    status: row.status,
  };
}

export const customerWrites = auditedWrites({ table: customers, entity: AREAS.customerUsers.audit, snapshot: customerSnapshot, notFound: CUSTOMER_MSG.notFound });

export async function emailTaken(db: Db, email: string, exceptId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`lower(${customers.email}) = lower(${email})`, sql`${customers.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(r);
}

export async function cpfTaken(db: Db, cpf: string, exceptId: number): Promise<boolean> {
  const [r] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.cpf, cpf), sql`${customers.id} <> ${exceptId}`))
    .limit(1);
  return Boolean(r);
}

export async function cityExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return Boolean(r);
}

export async function customerSubscriptions(db: Db, id: number, q: { current_page: number; per_page: number }) {
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        event_id: events.id,
        event_name: events.name,
        event_date: events.eventDate,
        modality_name: modalities.name,
        status: subscriptions.status,
        price: subscriptions.price,
        order_id: subscriptions.orderId,
        chest_number: subscriptions.chestNumber,
        kit_withdrawn_at: subscriptions.kitWithdrawnAt,
        created_at: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(events, eq(events.id, subscriptions.eventId))
      .innerJoin(eventModalities, eq(eventModalities.id, subscriptions.eventModalityId))
      .innerJoin(modalities, eq(modalities.id, eventModalities.modalityId))
      .where(and(eq(subscriptions.customerId, id), ownRows)) // one plan for every customer (decision 0129)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.customerId, id)),
  ]);
  const items: CustomerSubscription[] = rows.map((r) => ({
    ...r,
    event_date: r.event_date ? String(r.event_date) : null,
    price: Number(r.price),
    kit_withdrawn_at: r.kit_withdrawn_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

export async function customerOrders(db: Db, id: number, q: { current_page: number; per_page: number }) {
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        event_name: events.name,
        total: orders.total,
        payment_method: orders.paymentMethod,
        channel: orders.channel,
        paid_at: orders.paidAt,
        created_at: orders.createdAt,
      })
      .from(orders)
      .leftJoin(events, eq(events.id, orders.eventId))
      .where(and(eq(orders.customerId, id), ownRows)) // one plan for every customer (decision 0129)
      .orderBy(desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, id)),
  ]);
  const items: CustomerOrder[] = rows.map((r) => ({ ...r, total: Number(r.total), paid_at: r.paid_at?.toISOString() ?? null, created_at: r.created_at.toISOString() }));
  return { items, total: total?.n ?? 0 };
}
