import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories, eventTypes, modalities } from './catalog.ts';
import { ENABLED_DISABLED, lockVersion, money, timestamps } from './columns.ts';
import { events } from './events.ts';
import { orders } from './commerce.ts';
import { customers } from './participants.ts';
import { cities } from './reference.ts';
import { trainers } from './trainers.ts';

export const PRICE_TYPES_TOURNAMENT = ['by_tournament', 'by_category'] as const;
export const CHARGE_TYPES = ['paid', 'free'] as const;

/**
 * /v2/competition/tournaments (beach tennis and similar). price_type: one price (by_tournament, in `price`) or a price
 * per category; charge_type is paid when any price is above 0.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    name: text().notNull(),
    trainerId: integer().references(() => trainers.id, { onDelete: 'set null' }),
    eventTypeId: integer().references(() => eventTypes.id),
    categoryId: integer().references(() => categories.id),
    cityId: integer().references(() => cities.id),
    online: boolean().notNull().default(false),
    place: text(),
    description: text(),
    priceType: text({ enum: PRICE_TYPES_TOURNAMENT }).notNull().default('by_tournament'),
    chargeType: text({ enum: CHARGE_TYPES }).notNull().default('paid'),
    price: money(),
    extraModalityPrice: money().notNull().default(0),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    sponsorPhotos: jsonb().$type<string[]>().notNull().default([]),
    partnerPhotos: jsonb().$type<string[]>().notNull().default([]),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('tournaments_trainer_idx').on(t.trainerId, t.id), index('tournaments_event_idx').on(t.eventId)],
);

/** Age/level categories of a tournament (Masculino A, Feminino B, Mista…), with the by_category price. */
export const tournamentCategories = pgTable(
  'tournament_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    price: money(),
    gender: smallint(),
    minAge: integer(),
    maxAge: integer(),
  },
  (t) => [index('tournament_categories_tournament_idx').on(t.tournamentId)],
);

/** Modalities of a tournament (Duplas, Simples…). */
export const tournamentModalities = pgTable(
  'tournament_modalities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    modalityId: integer().references(() => modalities.id),
    name: text().notNull(),
  },
  (t) => [index('tournament_modalities_tournament_idx').on(t.tournamentId)],
);

/**
 * §3 Slot: vacancies for one (category, modality) pair. Slots are regenerated as the cross product of categories and
 * modalities (§4). quantity_approved / pending / remaining are counted from tournament_subscriptions.
 */
export const tournamentSlots = pgTable(
  'tournament_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    tournamentCategoryId: integer()
      .notNull()
      .references(() => tournamentCategories.id, { onDelete: 'cascade' }),
    tournamentModalityId: integer()
      .notNull()
      .references(() => tournamentModalities.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(0),
    price: money(),
  },
  (t) => [uniqueIndex('tournament_slots_key').on(t.tournamentId, t.tournamentCategoryId, t.tournamentModalityId)],
);

export const tournamentKits = pgTable(
  'tournament_kits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    photoUrl: text(),
    price: money().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('tournament_kits_tournament_idx').on(t.tournamentId)],
);

/** §3 schedule_matches: weekly match windows (day_of_week 0 = Sunday). */
export const tournamentScheduleMatches = pgTable(
  'tournament_schedule_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint().notNull(),
    startHour: text().notNull(),
    endHour: text(),
    place: text(),
  },
  (t) => [
    index('tournament_schedule_matches_tournament_idx').on(t.tournamentId),
    check('tournament_schedule_matches_dow_check', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

/** /v2/competition/regulations: regulation documents linked to a tournament. */
export const tournamentRegulations = pgTable(
  'tournament_regulations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    fileUrl: text().notNull(),
    ...timestamps,
  },
  (t) => [index('tournament_regulations_tournament_idx').on(t.tournamentId)],
);

export const TOURNAMENT_SUBSCRIPTION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/** An entry in a tournament slot (a pair for doubles: partner_customer_id). */
export const tournamentSubscriptions = pgTable(
  'tournament_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    tournamentSlotId: integer()
      .notNull()
      .references(() => tournamentSlots.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    partnerCustomerId: integer().references(() => customers.id),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    status: text({ enum: TOURNAMENT_SUBSCRIPTION_STATUSES }).notNull().default('pending'),
    price: money().notNull().default(0),
    /** f_unaccent(lower(name)) of the athlete and of the partner, kept by triggers (decision 0122): the entries' name search. */
    athleteNameKey: text(),
    partnerNameKey: text(),
    /** The athlete's and the partner's CPF, kept by the same triggers: a CPF prefix searched within one tournament. */
    athleteCpf: text(),
    partnerCpf: text(),
    ...timestamps,
  },
  (t) => [
    index('tournament_subscriptions_tournament_status_idx').on(t.tournamentId, t.status),
    /** A name searched within one tournament, through its own entries (btree_gin puts the tournament in the key). */
    index('tournament_subscriptions_athlete_name_trgm_idx').using('gin', t.tournamentId, sql`${t.athleteNameKey} gin_trgm_ops`),
    index('tournament_subscriptions_partner_name_trgm_idx').using('gin', t.tournamentId, sql`${t.partnerNameKey} gin_trgm_ops`),
    index('tournament_subscriptions_athlete_cpf_idx').on(t.tournamentId, t.athleteCpf.op('text_pattern_ops')),
    index('tournament_subscriptions_partner_cpf_idx').on(t.tournamentId, t.partnerCpf.op('text_pattern_ops')),
    index('tournament_subscriptions_slot_idx').on(t.tournamentSlotId),
    /** The entries list's default order (newest first) within one tournament. */
    index('tournament_subscriptions_tournament_id_idx').on(t.tournamentId, t.id),
    /** An order's page reads its tournament entries by order (a sequential scan of every entry without it). */
    index('tournament_subscriptions_order_idx').on(t.orderId),
    /** A customer's entries, as athlete or as partner (the customer's page, the data subject's file, anonymisation). */
    index('tournament_subscriptions_customer_idx').on(t.customerId),
    index('tournament_subscriptions_partner_idx').on(t.partnerCustomerId),
  ],
);

/**
 * Entries per (slot, status), kept by a trigger on tournament_subscriptions in the writes' own transaction (migration
 * tournaments-entry-counts-trigger): the entries list's total and the slots' counts read them instead of counting a
 * tournament's entries on every request (decision 0060).
 */
export const tournamentEntryCounts = pgTable(
  'tournament_entry_counts',
  {
    tournamentSlotId: integer()
      .notNull()
      .references(() => tournamentSlots.id, { onDelete: 'cascade' }),
    status: text({ enum: TOURNAMENT_SUBSCRIPTION_STATUSES }).notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tournamentSlotId, t.status] })],
);
