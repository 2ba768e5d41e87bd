import { date, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { PRICE_TYPES, SUBSCRIPTION_STATUSES } from './participants.ts';

/*
 * Counters and dashboard rollups of subscriptions (issue 13 §2, decision 0043). Kept by the database itself:
 * statement-level triggers on subscriptions (and on the customers, orders and events a breakdown reads) add each
 * write's difference in the same transaction (migration 0017). Never written by application code; readers sum a
 * few rows instead of counting an event's subscriptions. No foreign keys: they are derived, like an index.
 */

/** Subscriptions per event, modality, lot, shirt size, status and price type: places sold, kit stock used, kits handed over, amounts. */
export const subscriptionCounts = pgTable(
  'subscription_counts',
  {
    eventId: integer().notNull(),
    eventModalityId: integer().notNull(),
    lotId: integer(),
    shirtSize: text(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    priceType: text({ enum: PRICE_TYPES }).notNull(),
    subscriptions: integer().notNull().default(0),
    kitsWithdrawn: integer().notNull().default(0),
    amount: money().notNull().default(0),
  },
  (t) => [unique('subscription_counts_key').on(t.eventId, t.eventModalityId, t.lotId, t.shirtSize, t.status, t.priceType).nullsNotDistinct()],
);

/**
 * The same counters summed per event, status and price type (decision 0102): a list of events or an event's totals
 * read a handful of rows here instead of the ~70 per event of subscription_counts.
 */
export const subscriptionEventCounts = pgTable(
  'subscription_event_counts',
  {
    eventId: integer().notNull(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    priceType: text({ enum: PRICE_TYPES }).notNull(),
    subscriptions: integer().notNull().default(0),
    kitsWithdrawn: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.status, t.priceType] })],
);

/**
 * The same counters summed per event, modality, shirt size and status (decision 0107): an event's page reads its
 * places and kit stock used per modality and size here, ~15 rows per modality instead of one per lot and price type.
 */
export const subscriptionModalityCounts = pgTable(
  'subscription_modality_counts',
  {
    eventId: integer().notNull(),
    eventModalityId: integer().notNull(),
    shirtSize: text(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    subscriptions: integer().notNull().default(0),
  },
  (t) => [unique('subscription_modality_counts_key').on(t.eventId, t.eventModalityId, t.shirtSize, t.status).nullsNotDistinct()],
);

/** Subscriptions per event, calendar day (São Paulo) of creation and status: the dashboard's cards and timeline. */
export const subscriptionDailyCounts = pgTable(
  'subscription_daily_counts',
  {
    eventId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    subscriptions: integer().notNull().default(0),
    amount: money().notNull().default(0),
    chestNumbers: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.status] })],
);

/** The dashboard's breakdowns (keys of each chart), counted subscriptions only (not cancelled or rejected). */
export const BREAKDOWN_DIMENSIONS = ['price_type', 'origin', 'shirt_size', 'event_modality', 'payment_method', 'gender', 'age', 'city', 'user_kind'] as const;

/** Counted subscriptions per event, breakdown dimension, calendar day (São Paulo) and key. */
export const subscriptionDailyBreakdowns = pgTable(
  'subscription_daily_breakdowns',
  {
    eventId: integer().notNull(),
    dimension: text({ enum: BREAKDOWN_DIMENSIONS }).notNull(),
    day: date({ mode: 'string' }).notNull(),
    key: text().notNull(),
    subscriptions: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.dimension, t.day, t.key] }),
    // The charts read (event, dimension, window) → key, subscriptions from the index alone; a city chart of the 50k
    // event reads 7,873 rows, which the key alone fetched from as many heap pages (decision 0106).
    index('subscription_daily_breakdowns_covering_idx').on(t.eventId, t.dimension, t.day, t.key, t.subscriptions),
  ],
);

/**
 * The same counted subscriptions summed over every day (decision 0108): a chart without a date window reads one row per
 * key (241 cities of the 50k event) instead of one per key and day (7,873).
 */
export const subscriptionBreakdowns = pgTable(
  'subscription_breakdowns',
  {
    eventId: integer().notNull(),
    dimension: text({ enum: BREAKDOWN_DIMENSIONS }).notNull(),
    key: text().notNull(),
    subscriptions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.dimension, t.key] })],
);
