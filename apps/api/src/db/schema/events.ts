import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { branches, categories, companies, eventGroups, eventTypes, extras, modalities, ongs, sponsors, sponsorTypes } from './catalog.ts';
import { ENABLED_DISABLED, instant, lockVersion, money, percent, timestamps } from './columns.ts';
import { cities, states } from './reference.ts';
import { trainers } from './trainers.ts';

/**
 * §3 Event. Dates are calendar dates; the "HH:mm" parts live in the matching *_hour text columns.
 * Kits stock is kept per size (bl, g, gg, m, p) with the remaining count per size beside it.
 * `status` is enabled/disabled; `subscriptions_blocked` and `finished_at` are independent flags.
 * Deleting an event sets deleted_at: its orders and subscriptions stay for the reports.
 */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom(),
    name: text().notNull(),
    /** `f_unaccent(lower(name))`, kept by PostgreSQL: searches compare it instead of unaccenting every event (decision 0093). */
    nameKey: text().generatedAlwaysAs(sql`public.f_unaccent(lower(name))`),
    slug: text().notNull(),
    categoryId: integer().references(() => categories.id),
    eventTypeId: integer().references(() => eventTypes.id),
    branchId: integer().references(() => branches.id),
    companyId: integer().references(() => companies.id),
    /** Trainer activities (§3 "Trainer activity") are events run by a trainer. */
    trainerId: integer().references(() => trainers.id),
    photoUrl: text(),
    online: boolean().notNull().default(false),
    global: boolean().notNull().default(false),
    place: text(),
    cityId: integer().references(() => cities.id),
    stateId: integer().references(() => states.id),
    address: text(),
    onlineUrl: text(),
    recordUrl: text(),

    eventDate: date({ mode: 'string' }),
    visibleUntilDate: date({ mode: 'string' }),
    visibleUntilHour: text(),
    subscriptionStartDate: date({ mode: 'string' }),
    subscriptionStartHour: text(),
    subscriptionEndDate: date({ mode: 'string' }),
    subscriptionEndHour: text(),
    kitsWithdrawDate: date({ mode: 'string' }),
    kitsWithdrawDateEnd: date({ mode: 'string' }),
    /** §3 hours: start, end and start_limit, each with a date and an hour part. */
    startDate: date({ mode: 'string' }),
    startHour: text(),
    endDate: date({ mode: 'string' }),
    endHour: text(),
    startLimitDate: date({ mode: 'string' }),
    startLimitHour: text(),
    /** 0 = Sunday … 6 = Saturday (recurring activities). */
    daysOfWeek: integer().array().notNull().default(sql`'{}'::integer[]`),

    subscriptionsLimit: integer(),
    subscriptionsGoal: integer(),
    subscriptionsRemaining: integer(),
    subscriptionsCourtesy: integer().notNull().default(0),

    descriptionText: text(),
    scheduleText: text(),
    subscriptionsText: text(),
    termsText: text(),
    rulesText: text(),

    kitsStockBl: integer().notNull().default(0),
    kitsStockG: integer().notNull().default(0),
    kitsStockGg: integer().notNull().default(0),
    kitsStockM: integer().notNull().default(0),
    kitsStockP: integer().notNull().default(0),
    kitsStockRemainingBl: integer().notNull().default(0),
    kitsStockRemainingG: integer().notNull().default(0),
    kitsStockRemainingGg: integer().notNull().default(0),
    kitsStockRemainingM: integer().notNull().default(0),
    kitsStockRemainingP: integer().notNull().default(0),

    /** Minimum donation that earns the souvenir (event type 0). */
    donationToReceiveSouvenir: money(),

    pix: boolean().notNull().default(true),
    debitCard: boolean().notNull().default(false),
    creditCard: boolean().notNull().default(true),
    bankBillet: boolean().notNull().default(false),
    /** Partner-bank programmes (partners table): cap on the discount share and the discount itself, in %. */
    portoBankPercentageLimit: percent(),
    portoBankPercentageDiscount: percent(),
    santanderPercentageLimit: percent(),
    santanderPercentageDiscount: percent(),
    /** §3: fixed at 0 percentual on update. */
    convenienceFee: money().notNull().default(0),
    convenienceFeeType: text({ enum: ['percentual', 'amount'] }).notNull().default('percentual'),

    pathPhotos: jsonb().$type<string[]>().notNull().default([]),
    promotionalPhotos: jsonb().$type<string[]>().notNull().default([]),

    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    subscriptionsBlocked: boolean().notNull().default(false),
    finishedAt: instant(),
    finishedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The event this one was duplicated from. */
    duplicatedFromId: integer(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    deletedAt: instant(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    uniqueIndex('events_uuid_key').on(t.uuid),
    index('events_event_date_idx').on(t.eventDate, t.id),
    // the sales and tax reports' per-event pages in name order walk the events by name and stop at the page (decision 0121)
    index('events_name_idx').on(t.name, t.id),
    // the events list's date order and its future/past filter, an event without a date counting as the farthest (eventDay);
    // event_date in the key lets the list's count be an index-only scan instead of reading the wide rows (decision 0097)
    index('events_event_day_idx').on(sql`coalesce(${t.eventDate}, 'infinity'::date)`, t.id, t.eventDate).where(sql`${t.deletedAt} is null`),
    index('events_status_event_date_idx').on(t.status, t.eventDate),
    index('events_category_idx').on(t.categoryId),
    index('events_event_type_idx').on(t.eventTypeId),
    index('events_trainer_idx').on(t.trainerId),
    index('events_name_key_trgm_idx').using('gin', sql`${t.nameKey} gin_trgm_ops`),
    // the search's count (name or slug contains…) as an index-only scan: the rows are wide, 865 pages for 2,008 events
    index('events_search_idx').on(t.nameKey, t.slug).where(sql`${t.deletedAt} is null`),
  ],
);

/** Members of an event group. */
export const eventGroupEvents = pgTable(
  'event_group_events',
  {
    eventGroupId: integer()
      .notNull()
      .references(() => eventGroups.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventGroupId, t.eventId] }), index('event_group_events_event_idx').on(t.eventId)],
);

/** §3 Kit: what an athlete picks up, with stock and remaining per size. */
export const kits = pgTable(
  'kits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    photoUrl: text(),
    price: money().notNull().default(0),
    stockBl: integer().notNull().default(0),
    stockG: integer().notNull().default(0),
    stockGg: integer().notNull().default(0),
    stockM: integer().notNull().default(0),
    stockP: integer().notNull().default(0),
    remainingBl: integer().notNull().default(0),
    remainingG: integer().notNull().default(0),
    remainingGg: integer().notNull().default(0),
    remainingM: integer().notNull().default(0),
    remainingP: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('kits_event_idx').on(t.eventId)],
);

/** §3 event_modalities: a modality offered by an event, with its kit and limit; priced by lots. */
export const eventModalities = pgTable(
  'event_modalities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    modalityId: integer()
      .notNull()
      .references(() => modalities.id),
    kitId: integer().references(() => kits.id, { onDelete: 'set null' }),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    subscriptionsLimit: integer(),
    minAge: integer(),
    maxAge: integer(),
    ...timestamps,
  },
  (t) => [index('event_modalities_event_idx').on(t.eventId), index('event_modalities_modality_idx').on(t.modalityId)],
);

/** §3 Lot price: valid from `date` on (the lot in force is the latest one whose date has come). */
export const lots = pgTable(
  'lots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventModalityId: integer()
      .notNull()
      .references(() => eventModalities.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    price: money().notNull(),
    elderyPrice: money().notNull(),
    teamPrice: money().notNull(),
    teamElderyPrice: money().notNull(),
  },
  (t) => [index('lots_event_modality_date_idx').on(t.eventModalityId, t.date)],
);

/** event_extras_attributes: extras sold by an event (price and stock fall back to the extra's). */
export const eventExtras = pgTable(
  'event_extras',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    extraId: integer()
      .notNull()
      .references(() => extras.id),
    price: money(),
    stock: integer(),
  },
  (t) => [uniqueIndex('event_extras_key').on(t.eventId, t.extraId), index('event_extras_extra_idx').on(t.extraId)],
);

/** §3 event_sponsors. */
export const eventSponsors = pgTable(
  'event_sponsors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sponsorId: integer()
      .notNull()
      .references(() => sponsors.id),
    sponsorTypeId: integer().references(() => sponsorTypes.id),
    master: boolean().notNull().default(false),
    sponsorPriority: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('event_sponsors_key').on(t.eventId, t.sponsorId), index('event_sponsors_sponsor_idx').on(t.sponsorId)],
);

/** §3 Event.ongs: NGOs an event collects donations for. */
export const eventOngs = pgTable(
  'event_ongs',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ongId: integer()
      .notNull()
      .references(() => ongs.id),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.ongId] }), index('event_ongs_ong_idx').on(t.ongId)],
);

/** §3 Event.event_donations: the donation amounts offered at checkout (actual donations are order items). */
export const eventDonations = pgTable(
  'event_donations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ongId: integer().references(() => ongs.id),
    amount: money().notNull(),
    description: text(),
  },
  (t) => [index('event_donations_event_idx').on(t.eventId)],
);

/** §3 event_available_modalities: modalities open at given hours (event type 0 / activities). */
export const eventAvailableModalities = pgTable(
  'event_available_modalities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    modalityId: integer()
      .notNull()
      .references(() => modalities.id),
  },
  (t) => [index('event_available_modalities_event_idx').on(t.eventId)],
);

export const eventAvailableModalityHours = pgTable(
  'event_available_modality_hours',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventAvailableModalityId: integer()
      .notNull()
      .references(() => eventAvailableModalities.id, { onDelete: 'cascade' }),
    startHour: text().notNull(),
    endHour: text(),
    subscriptionsLimit: integer(),
  },
  (t) => [
    index('event_available_modality_hours_parent_idx').on(t.eventAvailableModalityId),
    check('event_available_modality_hours_start_hhmm', sql`${t.startHour} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);
