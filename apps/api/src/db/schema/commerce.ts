import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { extras } from './catalog.ts';
import { CHANNELS, DISCOUNT_TYPES, ENABLED_DISABLED, instant, lockVersion, money, timestamps } from './columns.ts';
import { campaigns } from './marketing.ts';
import { customers, subscriptions, teams } from './participants.ts';
import { events } from './events.ts';
import { tournaments } from './competition.ts';

/** What a coupon applies to: one event, one tournament, or any purchase. */
export const COUPON_TYPES = ['event', 'tournament', 'global'] as const;
/** How its codes were made: typed by staff, generated in a batch, or issued by a campaign. */
export const COUPON_GENERATED_BY = ['manual', 'batch', 'campaign'] as const;

/** /v1/coupons. The codes customers type live in coupon_codes. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text(),
    couponType: text({ enum: COUPON_TYPES }).notNull().default('event'),
    generatedBy: text({ enum: COUPON_GENERATED_BY }).notNull().default('manual'),
    discountType: text({ enum: DISCOUNT_TYPES }).notNull().default('percentual'),
    /** Percent for percentual, BRL for amount, ignored for gratuity (100%). */
    discountValue: money().notNull().default(0),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    tournamentId: integer().references(() => tournaments.id, { onDelete: 'set null' }),
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    /** Uses allowed per code (null: unlimited). */
    usageLimit: integer(),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Figures kept by triggers on coupon_codes (decision 0053); never written by application code. */
    codesCount: integer().notNull().default(0),
    usesCount: integer().notNull().default(0),
    discountGiven: money().notNull().default(0),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('coupons_status_idx').on(t.status, t.id),
    index('coupons_event_idx').on(t.eventId),
    index('coupons_name_trgm_idx').using('gin', sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    /** Stored upper-case. */
    code: text().notNull(),
    usageLimit: integer(),
    /** Paid orders (payment_confirmed) that used the code and their discount: kept by triggers on orders (decision 0053). */
    usedCount: integer().notNull().default(0),
    discountGiven: money().notNull().default(0),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_code_key').on(t.code),
    /** A coupon's codes in creation order (the codes list, the cupom.csv keyset). */
    index('coupon_codes_coupon_idx').on(t.couponId, t.id),
    /** Code search by prefix within a coupon (codes are stored upper-case). */
    index('coupon_codes_coupon_code_prefix_idx').on(t.couponId, t.code.op('text_pattern_ops')),
  ],
);

/** §4 order statuses. A preorder can be cancelled (POST /v1/orders/{id}/cancel_preorder). */
export const ORDER_STATUSES = ['preorder', 'pending_payment', 'payment_confirmed', 'cancelled', 'refused'] as const;
/** §4 discount sources. */
export const DISCOUNT_SOURCES = ['santander', 'santander_visa', 'coupon', 'porto_bank_visa', 'porto_bank_master'] as const;
/** §4 payment methods plus pix. */
export const PAYMENT_METHODS = ['bank_billet', 'credit_card', 'debit_card', 'paypal', 'bank_transfer', 'pix'] as const;

/**
 * A purchase: subscriptions, extras, donations or tournament entries. total = subtotal - discount + convenience_fee.
 * event_id and payment_method are copies (main event; method of the latest payment) kept for the sales and tax
 * reports over a million rows.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    subtotal: money().notNull().default(0),
    discount: money().notNull().default(0),
    convenienceFee: money().notNull().default(0),
    total: money().notNull().default(0),
    discountSource: text({ enum: DISCOUNT_SOURCES }),
    couponCodeId: integer().references(() => couponCodes.id, { onDelete: 'set null' }),
    channel: text({ enum: CHANNELS }).notNull().default('site'),
    paymentMethod: text({ enum: PAYMENT_METHODS }),
    paidAt: instant(),
    cancelledAt: instant(),
    notes: text(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_uuid_key').on(t.uuid),
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_created_at_idx').on(t.createdAt),
    /**
     * Orders list searched by customer (CPF, e-mail, name): a customer's orders newest first. It serves every read by
     * customer too, so there is no index on customer_id alone (decision 0131).
     */
    index('orders_customer_id_idx').on(t.customerId, t.id),
    index('orders_event_created_idx').on(t.eventId, t.createdAt),
    index('orders_coupon_code_idx').on(t.couponCodeId),
  ],
);

/*
 * Order counters (decision 0050): kept by statement-level triggers on orders in the writes' own transaction (custom
 * migration), never written by application code. The orders list reads its total from them instead of count(*)
 * over a million rows: per status, and per São Paulo calendar day and status for a period.
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text({ enum: ORDER_STATUSES }).primaryKey(),
  orders: integer().notNull().default(0),
});

export const orderDailyCounts = pgTable(
  'order_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    orders: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

export const ORDER_ITEM_KINDS = ['subscription', 'extra', 'donation', 'tournament_subscription'] as const;

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: ORDER_ITEM_KINDS }).notNull(),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    extraId: integer().references(() => extras.id),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    description: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPrice: money().notNull(),
    total: money().notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_subscription_idx').on(t.subscriptionId),
    /** Donations per event (NGO page): donation items are a small share of the items. */
    index('order_items_donation_event_idx').on(t.eventId).where(sql`${t.kind} = 'donation'`),
  ],
);

/** §4 payment statuses (a gateway transaction). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'authorized', 'approved', 'denied', 'refused', 'failed', 'cancelled'] as const;
export const CARD_BRANDS = ['visa', 'master', 'elo', 'amex', 'hipercard'] as const;

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text({ enum: PAYMENT_METHODS }).notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    amount: money().notNull(),
    installments: smallint().notNull().default(1),
    cardBrand: text({ enum: CARD_BRANDS }),
    gateway: text(),
    gatewayTransactionId: text(),
    failureReason: text(),
    authorizedAt: instant(),
    paidAt: instant(),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_status_idx').on(t.status),
    check('payments_installments_check', sql`${t.installments} between 1 and 24`),
  ],
);

export const RESERVATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/**
 * /v1/reservations: a team (or customer) asks for a block of vacancies in an event; staff approve with the number
 * of vacancies granted, reject, or redefine it. subscriptions_remaining counts the vacancies not yet used.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    teamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    year: integer().notNull(),
    quantityRequested: integer().notNull(),
    quantityApproved: integer(),
    subscriptionsRemaining: integer().notNull().default(0),
    status: text({ enum: RESERVATION_STATUSES }).notNull().default('pending'),
    notes: text(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('reservations_year_event_idx').on(t.year, t.eventId, t.status)],
);
