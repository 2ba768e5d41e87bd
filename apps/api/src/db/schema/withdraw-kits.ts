import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { instant, timestamps } from './columns.ts';
import { events } from './events.ts';
import { subscriptions } from './participants.ts';

/** What happened to a subscription's kit at the pickup desk. */
export const KIT_WITHDRAWAL_ACTIONS = ['withdrawn', 'unchecked'] as const;

/**
 * The full history of each kit at the desk (issue 6): one row per withdrawal and per undo, never updated or deleted.
 * `subscriptions.kit_withdrawn_*` holds the current state; this table holds how it got there. `idempotency_key` is
 * the client's key for the action (Idempotency-Key header or client_action_id): a retried action finds its row and
 * is answered without being applied twice.
 */
export const kitWithdrawalEvents = pgTable(
  'kit_withdrawal_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    action: text({ enum: KIT_WITHDRAWAL_ACTIONS }).notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Staff member's name at the time. */
    actorName: text(),
    /** Who picked the kit up when not the athlete (withdrawn only). */
    pickedUpByName: text(),
    /** Why a withdrawal was undone (unchecked only). */
    reason: text(),
    idempotencyKey: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('kit_withdrawal_events_subscription_idx').on(t.subscriptionId, t.id),
    index('kit_withdrawal_events_event_created_idx').on(t.eventId, t.createdAt),
    uniqueIndex('kit_withdrawal_events_idempotency_key').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * Pickup settings of a subscription ('configurações de retirada'): the person the athlete authorised to pick the kit
 * up on their behalf (name and CPF, checked at the desk against a document) and instructions for the desk.
 * One row per subscription, created on the first save; the shirt size itself stays on the subscription.
 */
export const subscriptionPickupSettings = pgTable('subscription_pickup_settings', {
  subscriptionId: integer()
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  thirdPartyName: text(),
  thirdPartyCpf: text(),
  notes: text(),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedByName: text(),
  ...timestamps,
});
