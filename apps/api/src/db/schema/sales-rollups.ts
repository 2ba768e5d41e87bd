import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { ORDER_STATUSES } from './commerce.ts';

/*
 * Sales rollups (issue 15, decision 0055): the sales report, the tax report and the event dashboard's money figures
 * read these few rows instead of aggregating a million orders. Kept by PostgreSQL triggers on orders and
 * subscriptions in the write's own transaction (custom migration "finance-sales-rollups-triggers"); never written by
 * application code. No foreign keys: they are derived, like an index.
 *
 * The month (and day) of an order is the São Paulo calendar month of its payment (paid_at), or of its creation while
 * it has no payment. event_id 0 holds orders without an event.
 */

/**
 * Orders per month, event and status: counts and amounts (subtotal = gross, discount, convenience fee, total paid),
 * and the subscriptions bought in them. event_id -1 holds the whole platform (every order once more), so a year of
 * the platform is 12 × 5 rows, not one per event.
 */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    eventId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    orders: integer().notNull().default(0),
    subscriptions: integer().notNull().default(0),
    subtotal: money().notNull().default(0),
    discount: money().notNull().default(0),
    convenienceFee: money().notNull().default(0),
    total: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.month, t.status] }), index('sales_monthly_month_idx').on(t.month, t.status)],
);

/** Orders per event (0: none), São Paulo year of sale and status: the events tab, the tax report list, the types tab. */
export const salesYearly = pgTable(
  'sales_yearly',
  {
    year: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    eventId: integer().notNull(),
    orders: integer().notNull().default(0),
    subscriptions: integer().notNull().default(0),
    subtotal: money().notNull().default(0),
    discount: money().notNull().default(0),
    convenienceFee: money().notNull().default(0),
    total: money().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.status, t.eventId] }),
    /**
     * The events tab's default page (largest total first) walked instead of sorting every event of the year, and its
     * row count read index-only: only the rows a per-event listing shows (decision 0140).
     */
    index('sales_yearly_shown_total_idx')
      .on(t.year, t.status, t.total.desc().nullsLast(), t.eventId.desc().nullsFirst())
      .where(sql`(${t.orders} <> 0 or ${t.total} <> 0) and ${t.eventId} >= 0`),
  ],
);

/** Dimensions of the paid orders kept per month and event (event_id -1: the whole platform). */
export const SALES_DIMENSIONS = ['payment_method', 'channel', 'discount_source'] as const;

/** Paid orders per dimension (payment method, channel, discount source; 'none' when absent), month, event and key. */
export const salesMonthlyBreakdowns = pgTable(
  'sales_monthly_breakdowns',
  {
    dimension: text({ enum: SALES_DIMENSIONS }).notNull(),
    month: date({ mode: 'string' }).notNull(),
    eventId: integer().notNull(),
    key: text().notNull(),
    orders: integer().notNull().default(0),
    subtotal: money().notNull().default(0),
    discount: money().notNull().default(0),
    convenienceFee: money().notNull().default(0),
    total: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.month, t.eventId, t.key] }), index('sales_monthly_breakdowns_event_idx').on(t.eventId, t.dimension, t.month)],
);

/** Subscriptions bought through an order, per month of that order, subscription's event and modality, and order status. */
export const salesMonthlyModalities = pgTable(
  'sales_monthly_modalities',
  {
    eventId: integer().notNull(),
    month: date({ mode: 'string' }).notNull(),
    eventModalityId: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    subscriptions: integer().notNull().default(0),
    amount: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.month, t.eventModalityId, t.status] }), index('sales_monthly_modalities_month_idx').on(t.month, t.status)],
);

/** Subscriptions bought per year of their order, order status and event modality: the platform's modalities tab. */
export const salesYearlyModalities = pgTable(
  'sales_yearly_modalities',
  {
    year: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    eventModalityId: integer().notNull(),
    subscriptions: integer().notNull().default(0),
    amount: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.status, t.eventModalityId] })],
);

/** Paid orders per event and São Paulo day of payment: the event dashboard's revenue within its date window. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    eventId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    orders: integer().notNull().default(0),
    subtotal: money().notNull().default(0),
    discount: money().notNull().default(0),
    convenienceFee: money().notNull().default(0),
    total: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] })],
);

/**
 * Orders per São Paulo year of sale, status and type of their event now (-1: orders without an event, 0: an event
 * without a type): the platform's types tab. Kept from sales_yearly by its triggers, and moved when an event changes
 * type (migration sales-types-modalities-triggers, decision 0120).
 */
export const salesYearlyTypes = pgTable(
  'sales_yearly_types',
  {
    year: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    eventTypeId: integer().notNull(),
    orders: integer().notNull().default(0),
    subscriptions: integer().notNull().default(0),
    subtotal: money().notNull().default(0),
    discount: money().notNull().default(0),
    convenienceFee: money().notNull().default(0),
    total: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.status, t.eventTypeId] })],
);

/**
 * Subscriptions bought per year of their order, order status and catalogue modality of their event modality now (0:
 * an event modality that is gone): the platform's modalities tab. Kept from sales_yearly_modalities by its triggers,
 * and moved when an event modality changes modality (decision 0120).
 */
export const salesYearlyCatalogueModalities = pgTable(
  'sales_yearly_catalogue_modalities',
  {
    year: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    modalityId: integer().notNull(),
    subscriptions: integer().notNull().default(0),
    amount: money().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.status, t.modalityId] })],
);

/**
 * Paid donations per event: order items of kind "donation" whose order is confirmed (the NGO page, decision 0123).
 * Kept by triggers on order_items and orders (migration donation-event-totals-triggers).
 */
export const donationEventTotals = pgTable('donation_event_totals', {
  eventId: integer().primaryKey(),
  donations: integer().notNull().default(0),
  amount: money().notNull().default(0),
});
