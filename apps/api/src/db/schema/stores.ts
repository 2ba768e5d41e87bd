import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { ENABLED_DISABLED, instant, lockVersion, timestamps } from './columns.ts';
import { customers, subscriptions } from './participants.ts';
import { events } from './events.ts';
import { cities } from './reference.ts';

/** GET /v1/stores: partner shops where kits or tokens are handed out. */
export const stores = pgTable(
  'stores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    cnpj: text(),
    email: text(),
    phone: text(),
    cityId: integer().references(() => cities.id),
    address: text(),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('stores_name_idx').on(t.name, t.id)],
);

/** Self-service kiosks (totems), each in a store, saved with it through /v1/totem/stores; the kiosk identifier is unique. */
export const totemStores = pgTable(
  'totem_stores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    identifier: text().notNull(),
    location: text(),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    ...timestamps,
  },
  (t) => [uniqueIndex('totem_stores_identifier_key').on(t.identifier), index('totem_stores_store_idx').on(t.storeId, t.id)],
);

/** /v1/token_batches: up to 999 single-use tokens generated for a store (§5). */
export const tokenBatches = pgTable(
  'token_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    /** Tokens of the batch already used ('Utilizado'): kept by a trigger on tokens in the writes' own transaction. */
    usedCount: integer().notNull().default(0),
    description: text(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('token_batches_store_idx').on(t.storeId, t.id), check('token_batches_quantity_check', sql`${t.quantity} between 1 and 999`)],
);

/** §4 token statuses: unavailable is shown as 'Utilizado'. */
export const TOKEN_STATUSES = ['available', 'unavailable'] as const;

export const tokens = pgTable(
  'tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenBatchId: integer()
      .notNull()
      .references(() => tokenBatches.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    status: text({ enum: TOKEN_STATUSES }).notNull().default('available'),
    usedAt: instant(),
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tokens_code_key').on(t.code), index('tokens_batch_idx').on(t.tokenBatchId, t.id), index('tokens_status_idx').on(t.status)],
);
