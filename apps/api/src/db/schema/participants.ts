import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, jsonb, pgTable, pgView, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { extras } from './catalog.ts';
import { CHANNELS, ENABLED_DISABLED, instant, lockVersion, money, SHIRT_SIZES, searchKeyOf, timestamps, xid8 } from './columns.ts';
import { couponCodes, orders } from './commerce.ts';
import { eventExtras, eventModalities, events, lots } from './events.ts';
import { cities, states } from './reference.ts';
import { tournaments } from './competition.ts';

/** §4 user kinds of a consumer-app account. */
export const USER_KINDS = [
  'athlete',
  'team',
  'trainer',
  'admin',
  'partner',
  'franchise',
  'board',
  'production',
  'rh',
  'sac',
  'employee',
  'store',
  'sponsor',
  'copartner',
  'public_agency',
] as const;
export const PERSON_TYPES = ['physical', 'juridical'] as const;

/** /v1/teams: running clubs and assessorias; a team signs in to the consumer app through its customer account. */
export const teams = pgTable(
  'teams',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** `f_unaccent(lower(name))`, kept by PostgreSQL: the list's name order without unaccenting every team per page. */
    nameKey: text().generatedAlwaysAs(sql`public.f_unaccent(lower(name))`),
    email: text(),
    /** Name and e-mail as the list's search compares them (decision 0144), kept by PostgreSQL, with a trigram index. */
    searchKey: text().generatedAlwaysAs(searchKeyOf('name', 'email')),
    /** CNPJ or CPF of whoever answers for the team. */
    document: text(),
    phone: text(),
    cityId: integer().references(() => cities.id),
    stateId: integer().references(() => states.id),
    /** The team's own consumer-app account (user kind 'team'). */
    customerId: integer().references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    /** Live customers of the team (deleted_at null), kept by triggers on customers (decision 0111): lists never count them. */
    membersCount: integer().notNull().default(0),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('teams_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`), index('teams_name_key_id_idx').on(t.nameKey, t.id)],
);

/**
 * Consumer-app accounts (§1 "customer users", /tf-users): athletes and the other user kinds.
 * gender: 0 male, 1 female (§3). cpf is 11 digits without mask; juridical persons carry a cnpj instead.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    /** The name as searches compare it (no accents, lower case), kept by PostgreSQL: a trigram match rechecks it without calling unaccent per row. */
    nameKey: text().generatedAlwaysAs(sql`public.f_unaccent(lower(name))`),
    cpf: text(),
    cnpj: text(),
    email: text().notNull(),
    /** lower(email), kept by PostgreSQL: the e-mail prefix searches compare it without calling lower() per row (decision 0125). */
    emailKey: text().generatedAlwaysAs(sql`lower(email)`),
    birthDate: date({ mode: 'string' }),
    gender: smallint(),
    phone: text(),
    /** §9 phone country code (default 55), digits only. */
    phoneCountryCode: text().notNull().default('55'),
    /** Street address (street, number, complement) and CEP (8 digits). */
    address: text(),
    zipCode: text(),
    cityId: integer().references(() => cities.id),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    userKind: text({ enum: USER_KINDS }).notNull().default('athlete'),
    personType: text({ enum: PERSON_TYPES }).notNull().default('physical'),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    lastSignInAt: instant(),
    /** LGPD art. 18 (decision 0071): when the personal data was replaced irreversibly; the row stays for fiscal and sports records. */
    anonymizedAt: instant(),
    deletedAt: instant(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_cpf_key').on(t.cpf),
    /** Customer users list (decision 0070): default order, and the searches by e-mail, phone and CNPJ prefix. */
    index('customers_created_id_idx').on(t.createdAt, t.id),
    /**
     * The list's newest-first walk with what its name and e-mail searches compare (decision 0125): the page's ids are
     * found index only, and only the page's rows are read from the wide table.
     */
    index('customers_live_created_search_idx').on(t.createdAt, t.id, t.nameKey, t.emailKey, t.status).where(sql`deleted_at is null`),
    index('customers_email_key_prefix_idx').on(t.emailKey.op('text_pattern_ops')),
    index('customers_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('customers_cnpj_prefix_idx').on(t.cnpj.op('text_pattern_ops')),
    /** Rare kinds and legal persons are found without walking every sign-up (decision 0070). */
    index('customers_user_kind_created_idx').on(t.userKind, t.createdAt, t.id),
    index('customers_person_type_created_idx').on(t.personType, t.createdAt, t.id),
    /** The list's name order, accents and case aside (Ângela among the A's, not after Yasmin). */
    index('customers_name_key_id_idx').on(t.nameKey, t.id),
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    index('customers_created_at_idx').on(t.createdAt),
    index('customers_city_idx').on(t.cityId),
    index('customers_team_idx').on(t.teamId),
    index('customers_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    /** Kit desk (issue 6): a CPF matched by prefix as it is typed. */
    index('customers_cpf_prefix_idx').on(t.cpf.op('text_pattern_ops')),
    check('customers_gender_check', sql`${t.gender} in (0, 1)`),
  ],
);

/**
 * What a search by customer name reads, one narrow row per customer (decision 0126), kept by triggers on customers and
 * orders: naming all the customers a fragment matches rechecks the trigram candidates on these rows instead of the wide
 * customers rows (where the key is the last of 25 columns), and their orders' total is the sum of `orders`.
 */
export const customerSearch = pgTable(
  'customer_search',
  {
    customerId: integer().primaryKey(),
    nameKey: text().notNull(),
    /** The customer's orders, any status. */
    orders: integer().notNull().default(0),
    /** The id of the customer's newest order (null without orders): a name's newest orders are its newest customers' (decision 0151). */
    newestOrderId: integer(),
  },
  (t) => [index('customer_search_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`)],
);

/**
 * Each word of a customer's name key with the customer's orders total and newest order, kept by triggers on
 * customer_search (decision 0151): a one-word orders search reads the newest of a word's customers from the front of
 * one index, and their totals from it alone, without visiting a customer row.
 */
export const customerNameWords = pgTable(
  'customer_name_words',
  {
    wordKey: text().notNull(),
    customerId: integer().notNull(),
    orders: integer().notNull().default(0),
    newestOrderId: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.wordKey, t.customerId] }),
    // newest first, with what a search totals: read alone (index-only) for a word's newest customers and its sums
    index('customer_name_words_newest_idx').on(t.wordKey, t.newestOrderId.desc().nullsLast(), t.customerId, t.orders),
  ],
);

/**
 * Every word of the customers' name keys with how many customers have it and their orders (decision 0151), kept by
 * the same triggers: a fragment finds its words here through the trigram index, and a fragment of one word has its
 * total in one row.
 */
export const customerNameWordTotals = pgTable(
  'customer_name_word_totals',
  {
    wordKey: text().primaryKey(),
    customers: integer().notNull().default(0),
    orders: integer().notNull().default(0),
  },
  (t) => [index('customer_name_word_totals_trgm_idx').using('gin', sql`${t.wordKey} gin_trgm_ops`)],
);

/**
 * Customer totals per status for the customer users list (decision 0070): kept by a trigger on customers in the
 * writes' own transaction (live rows only), so the list's total without a search never counts 100,000 rows.
 */
export const customerCounts = pgTable('customer_counts', {
  status: text({ enum: ENABLED_DISABLED }).primaryKey(),
  n: bigint({ mode: 'number' }).notNull().default(0),
});

export const CUSTOMER_ACCESS_KINDS = ['show', 'search', 'export', 'data_export', 'anonymize'] as const;

/**
 * LGPD access log (decision 0071; Marco Civil art. 15 keeps it 6 months at least): every staff view of a customer's
 * personal data — who, when, which customer (null for a list export, whose filters are in `details`), which fields.
 * A view over `customer_access_views` (decision 0137), one row per customer a view showed, `position` its place in
 * the view; `id` is the view's. Created by migration 0075 (`existing`: drizzle-kit leaves it alone). For reading by
 * hand and in tests; the API reads a customer's entries through the table's index.
 */
export const customerAccessLog = pgView('customer_access_log', {
  id: bigint({ mode: 'number' }).notNull(),
  position: bigint({ mode: 'number' }),
  customerId: integer(),
  userId: integer(),
  userName: text(),
  kind: text({ enum: CUSTOMER_ACCESS_KINDS }).notNull(),
  fields: text().array().notNull(),
  details: jsonb().$type<Record<string, unknown>>(),
  requestId: text(),
  createdAt: instant().notNull(),
}).existing();

/**
 * The access log as written: one row per staff view (a page, a record, an export) with every customer it showed —
 * ids and, at the same positions, the fields revealed (comma-joined) — instead of one row per customer (decision 0137).
 * A view naming no customer (a list export) holds the exported fields in `fields`. Read per customer through the GIN
 * index (`customer_ids @> array[id]`); `customer_access_log` shows it one row per customer seen.
 */
export const customerAccessViews = pgTable(
  'customer_access_views',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The staff member, without a foreign key (decision 0096), and their name at the time. */
    userId: integer(),
    userName: text(),
    kind: text({ enum: CUSTOMER_ACCESS_KINDS }).notNull(),
    customerIds: integer().array().notNull().default(sql`'{}'::int[]`),
    customerFields: text().array().notNull().default(sql`'{}'::text[]`),
    fields: text().array(),
    details: jsonb().$type<Record<string, unknown>>(),
    requestId: text(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // fastupdate off: PGlite has no autovacuum to flush a pending list, and an entry per customer costs ~15 µs here.
    index('customer_access_views_customers_idx').using('gin', t.customerIds).with({ fastupdate: false }),
    index('customer_access_views_created_idx').on(t.createdAt),
    check('customer_access_views_fields_match', sql`cardinality(${t.customerIds}) = cardinality(${t.customerFields})`),
  ],
);

/**
 * §3/§4 subscription statuses: pending (awaiting payment), approved (paid), reserved (held by a reservation or
 * courtesy), cancelled, rejected (payment refused or staff rejection).
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'approved', 'reserved', 'cancelled', 'rejected'] as const;
/** Which lot price applied (dashboard "subscription types"). */
export const PRICE_TYPES = ['regular', 'eldery', 'team', 'team_eldery', 'courtesy'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom(),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    eventModalityId: integer()
      .notNull()
      .references(() => eventModalities.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    lotId: integer().references(() => lots.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    couponCodeId: integer().references(() => couponCodes.id, { onDelete: 'set null' }),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    priceType: text({ enum: PRICE_TYPES }).notNull().default('regular'),
    price: money().notNull().default(0),
    shirtSize: text({ enum: SHIRT_SIZES }),
    /** Athlete (chest) number: unique within the event when set. */
    chestNumber: integer(),
    origin: text({ enum: CHANNELS }).notNull().default('site'),
    kitWithdrawnAt: instant(),
    /** Staff member who handed the kit over. */
    kitWithdrawnById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Who picked it up, when not the athlete (third party). */
    kitWithdrawnByName: text(),
    cancelledAt: instant(),
    /**
     * Kit desk search key (issue 6): f_unaccent(lower(athlete name)), kept by triggers (migration 0008) on insert,
     * on a change of customer, and when the customer's name changes. Never written by application code.
     */
    athleteNameKey: text(),
    /**
     * Kit desk change feed (decision 0015): the transaction that last wrote the row, by default on insert and by a
     * trigger on every update (also when the customer, the order's status or the extras change). Never written by
     * application code; the desk's in-memory index asks for the rows written since its last look.
     */
    deskXid: xid8().notNull().default(sql`pg_current_xact_id()`),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_uuid_key').on(t.uuid),
    // ascending, read backwards for 'newest first' (created_at desc, id desc): drizzle's .desc() writes DESC NULLS LAST,
    // which an ORDER BY … DESC (nulls first) cannot use, so the list sorted the event's every row
    index('subscriptions_event_created_id_idx').on(t.eventId, t.createdAt, t.id),
    index('subscriptions_event_status_idx').on(t.eventId, t.status),
    uniqueIndex('subscriptions_event_chest_number_key').on(t.eventId, t.chestNumber).where(sql`${t.chestNumber} is not null`),
    index('subscriptions_event_modality_idx').on(t.eventModalityId),
    index('subscriptions_customer_idx').on(t.customerId),
    index('subscriptions_order_idx').on(t.orderId),
    /** Kit desk (issue 6): athletes of one event, and the withdrawn / remaining counters by index only. */
    index('subscriptions_event_customer_idx').on(t.eventId, t.customerId),
    index('subscriptions_event_kit_state_idx').on(t.eventId, t.status, t.priceType, t.kitWithdrawnAt),
    /** Kit desk: athletes of an event in name order (walked for common fragments), and trigram search within one event (btree_gin). */
    index('subscriptions_event_athlete_name_idx').on(t.eventId, t.athleteNameKey, t.id),
    index('subscriptions_event_athlete_name_trgm_idx').using('gin', t.eventId, sql`${t.athleteNameKey} gin_trgm_ops`),
    index('subscriptions_event_desk_xid_idx').on(t.eventId, t.deskXid),
  ],
);

/**
 * Status history of a subscription: every status change (staff edit, import, payment) with who made it and why.
 * The first row of a subscription records its initial status when staff change it for the first time.
 */
export const subscriptionStatusChanges = pgTable(
  'subscription_status_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: SUBSCRIPTION_STATUSES }),
    toStatus: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Name at the time of the change (kept when the staff user is deleted). */
    changedByName: text(),
    reason: text(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('subscription_status_changes_subscription_idx').on(t.subscriptionId, t.id)],
);

/** Extras bought with a subscription (shirt, medal…), with the price paid. */
export const subscriptionExtras = pgTable(
  'subscription_extras',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    extraId: integer()
      .notNull()
      .references(() => extras.id),
    eventExtraId: integer().references(() => eventExtras.id, { onDelete: 'set null' }),
    quantity: integer().notNull().default(1),
    price: money().notNull(),
    size: text({ enum: SHIRT_SIZES }),
  },
  (t) => [index('subscription_extras_subscription_idx').on(t.subscriptionId)],
);

export const IMPORT_KINDS = ['results', 'athlete_numbers', 'beach_tennis'] as const;
/** §4 import job statuses. */
export const IMPORT_STATUSES = ['not_started', 'scheduled', 'processing', 'completed', 'failed'] as const;

/** Results import, athlete (chest) number import and beach-tennis import: one row per uploaded file. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: IMPORT_KINDS }).notNull(),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    tournamentId: integer().references(() => tournaments.id, { onDelete: 'cascade' }),
    status: text({ enum: IMPORT_STATUSES }).notNull().default('not_started'),
    fileUrl: text(),
    fileName: text(),
    totalLines: integer().notNull().default(0),
    processedLines: integer().notNull().default(0),
    succeededLines: integer().notNull().default(0),
    failedLines: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    error: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: instant(),
    finishedAt: instant(),
    ...timestamps,
  },
  (t) => [index('import_jobs_event_kind_idx').on(t.eventId, t.kind, t.id)],
);

export const IMPORT_LINE_OUTCOMES = ['imported', 'updated', 'skipped', 'failed'] as const;

/** Per-line outcome of an import (line 1 is the first data line after the header). */
export const importJobLines = pgTable(
  'import_job_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importJobId: integer()
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    lineNumber: integer().notNull(),
    raw: text(),
    outcome: text({ enum: IMPORT_LINE_OUTCOMES }).notNull(),
    message: text(),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('import_job_lines_key').on(t.importJobId, t.lineNumber)],
);

/** Race results: times in milliseconds; positions overall, by gender, by age category and by modality. */
export const results = pgTable(
  'results',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    importJobId: integer().references(() => importJobs.id, { onDelete: 'set null' }),
    chestNumber: integer(),
    netTimeMs: integer(),
    gunTimeMs: integer(),
    overallPosition: integer(),
    genderPosition: integer(),
    categoryPosition: integer(),
    modalityPosition: integer(),
    ageCategory: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('results_subscription_key').on(t.subscriptionId), index('results_event_position_idx').on(t.eventId, t.overallPosition)],
);
