import { isNull } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { ACTIVE_INACTIVE, instant, lockVersion, percent, timestamps } from './columns.ts';

/**
 * /v2/partners: bank partner programmes (Porto Bank, Santander). `slug` names the programme the screens use
 * ('porto-bank', 'santander'). Percentages are 0–100 with 2 decimals. Deleting is soft (the history keeps naming the
 * programme); a deleted programme's slug may be used again.
 */
export const partners = pgTable(
  'partners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text(),
    logoUrl: text(),
    percentageLimit: percent().notNull().default(0),
    percentageDiscount: percent().notNull().default(0),
    visaPercentageDiscount: percent().notNull().default(0),
    masterPercentageDiscount: percent().notNull().default(0),
    status: text({ enum: ACTIVE_INACTIVE }).notNull().default('active'),
    lockVersion: lockVersion(),
    ...timestamps,
    deletedAt: instant(),
  },
  (t) => [uniqueIndex('partners_slug_live_key').on(t.slug).where(isNull(t.deletedAt))],
);

/** §4 change log types. */
export const CHANGE_TYPES = ['created', 'updated', 'deleted'] as const;

/**
 * GET /v2/partner_historical: every change of a partner's discount settings, old and new values side by side. Written
 * by the server in the change's own transaction; append-only (a trigger refuses UPDATE and DELETE, and the partner it
 * names can never be hard-deleted while it has history).
 */
export const partnerDiscountHistory = pgTable(
  'partner_discount_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    changeType: text({ enum: CHANGE_TYPES }).notNull(),
    percentageLimitOld: percent(),
    percentageLimitNew: percent(),
    visaPercentageDiscountOld: percent(),
    visaPercentageDiscountNew: percent(),
    masterPercentageDiscountOld: percent(),
    masterPercentageDiscountNew: percent(),
    percentageDiscountOld: percent(),
    percentageDiscountNew: percent(),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('partner_discount_history_partner_idx').on(t.partnerId, t.id), index('partner_discount_history_created_idx').on(t.createdAt, t.id)],
);
