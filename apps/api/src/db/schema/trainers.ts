import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { instant, lockVersion, money, timestamps } from './columns.ts';
import { orders } from './commerce.ts';
import { events } from './events.ts';
import { customers, subscriptions } from './participants.ts';
import { cities } from './reference.ts';

/** §4 trainer statuses: pending is shown as 'Em análise'. */
export const TRAINER_STATUSES = ['enabled', 'disabled', 'pending'] as const;
/** §4 service types. */
export const SERVICE_TYPES = ['class', 'affiliation', 'both'] as const;

/** Organisers who run activities (§1): personal trainers, running coaches, beach-tennis teachers. */
export const trainers = pgTable(
  'trainers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The trainer's consumer-app account (user kind 'trainer'). */
    customerId: integer().references(() => customers.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    document: text(),
    phone: text(),
    cityId: integer().references(() => cities.id),
    bio: text(),
    photoUrl: text(),
    status: text({ enum: TRAINER_STATUSES }).notNull().default('pending'),
    serviceType: text({ enum: SERVICE_TYPES }).notNull().default('class'),
    /** Federation or association the trainer is affiliated to (list filter "filiation"); null when none. */
    filiation: text(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('trainers_status_created_idx').on(t.status, t.createdAt),
    index('trainers_name_trgm_idx').using('gin', sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

export const trainerBankAccounts = pgTable(
  'trainer_bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trainerId: integer()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    agency: text().notNull(),
    account: text().notNull(),
    accountType: text({ enum: ['checking', 'savings'] }).notNull().default('checking'),
    pixKey: text(),
    holderName: text().notNull(),
    holderDocument: text().notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('trainer_bank_accounts_trainer_idx').on(t.trainerId)],
);

export const ACTIVITY_STATUSES = ['draft', 'enabled', 'disabled', 'finished'] as const;

/**
 * §3 Trainer activity: a trainer's offer (class, affiliation…). Its dates, hours, modalities and kits are those of
 * the event it points to (events.trainer_id is set too); this row carries what is the trainer's own.
 */
export const trainerActivities = pgTable(
  'trainer_activities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trainerId: integer()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    serviceType: text({ enum: SERVICE_TYPES }).notNull().default('class'),
    status: text({ enum: ACTIVITY_STATUSES }).notNull().default('draft'),
    price: money().notNull().default(0),
    capacity: integer(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [uniqueIndex('trainer_activities_event_key').on(t.eventId), index('trainer_activities_trainer_idx').on(t.trainerId, t.id)],
);

export const OCCURRENCE_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

/**
 * One dated session of an activity. Removing one sets deleted_at (DELETE /v1/events/{id}/activity_occurrences/{id});
 * restoring clears it. `weather` holds the §4 weather value (not described by the spec; free text).
 */
export const activityOccurrences = pgTable(
  'activity_occurrences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    trainerActivityId: integer().references(() => trainerActivities.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    startHour: text(),
    endHour: text(),
    status: text({ enum: OCCURRENCE_STATUSES }).notNull().default('scheduled'),
    weather: text(),
    subscriptionsLimit: integer(),
    deletedAt: instant(),
    ...timestamps,
  },
  (t) => [index('activity_occurrences_event_date_idx').on(t.eventId, t.date)],
);

export const WITHDRAW_STATUSES = ['pending', 'approved', 'denied', 'partially_denied'] as const;

/** /v2/trainer/withdraws: a payout request over some of the trainer's credit balances. */
export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trainerId: integer()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    bankAccountId: integer().references(() => trainerBankAccounts.id, { onDelete: 'set null' }),
    amount: money().notNull(),
    status: text({ enum: WITHDRAW_STATUSES }).notNull().default('pending'),
    notes: text(),
    processedById: integer().references(() => users.id, { onDelete: 'set null' }),
    processedAt: instant(),
    /** A decision names the version the staff member read: a stale page answers 409 (decision 0065). */
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [
    index('withdraw_requests_created_idx').on(t.createdAt),
    index('withdraw_requests_trainer_idx').on(t.trainerId),
    index('withdraw_requests_pending_idx').on(t.trainerId).where(sql`${t.status} = 'pending'`),
  ],
);

/** §4 wallet entry types: debit is shown as 'Saque'. */
export const WALLET_ENTRY_TYPES = ['debit', 'credit'] as const;

/**
 * Trainer wallet entries ("balances"): credits from paid subscriptions, debits from withdrawals.
 * A credit whose available_on is in the future is "future revenue"; balance = sum(credit) - sum(debit) available.
 */
export const trainerBalances = pgTable(
  'trainer_balances',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trainerId: integer()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    entryType: text({ enum: WALLET_ENTRY_TYPES }).notNull(),
    amount: money().notNull(),
    description: text(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    withdrawRequestId: integer().references(() => withdrawRequests.id, { onDelete: 'set null' }),
    availableOn: date({ mode: 'string' }),
    createdAt: instant().notNull().defaultNow(),
    /**
     * The entry's number in its trainer's ledger (1, 2, 3…), given by a trigger from trainer_wallets.last_seq: the
     * balance history seeks page N by number instead of skipping rows (decision 0065).
     */
    seq: integer(),
  },
  (t) => [
    index('trainer_balances_trainer_idx').on(t.trainerId, t.id),
    uniqueIndex('trainer_balances_trainer_seq_key').on(t.trainerId, t.seq),
    index('trainer_balances_withdraw_idx').on(t.withdrawRequestId),
    /** One debit per withdraw request, whatever races above it (decision 0065). */
    uniqueIndex('trainer_balances_one_debit_per_withdraw_key').on(t.withdrawRequestId).where(sql`${t.entryType} = 'debit'`),
    index('trainer_balances_future_idx').on(t.trainerId, t.availableOn).where(sql`${t.entryType} = 'credit'`),
  ],
);

/**
 * One row per trainer with ledger entries, kept by a statement trigger on trainer_balances in the writes' own
 * transaction (decision 0065): the entry count (balance history total) and the sums of credits and debits (balance).
 */
export const trainerWallets = pgTable('trainer_wallets', {
  trainerId: integer()
    .primaryKey()
    .references(() => trainers.id, { onDelete: 'cascade' }),
  entriesCount: integer().notNull().default(0),
  /** The last number given to an entry of this trainer's ledger (trainer_balances.seq). */
  lastSeq: integer().notNull().default(0),
  credits: money().notNull().default(0),
  debits: money().notNull().default(0),
});

/** Trainer justifications (a trainer explains an absence or a cancellation); staff close them. */
export const justifications = pgTable(
  'justifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    trainerId: integer()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    description: text().notNull(),
    status: text({ enum: ['open', 'closed'] }).notNull().default('open'),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('justifications_trainer_idx').on(t.trainerId, t.id)],
);
