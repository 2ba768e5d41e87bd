import { z } from 'zod';
import { idSchema, isoDate, orderParam, pagingQuery, timestamp } from './common.ts';
import { lockVersionField, optionalLegalRecord, optionalPhone, optionalText } from './catalogue.ts';
import { email } from './session.ts';
import { can, type Grants, type PermissionRequirement } from './permissions.ts';
import { TRAINER_STATUSES, SERVICE_TYPES, ACTIVITY_STATUSES, OCCURRENCE_STATUSES, WITHDRAW_STATUSES, WALLET_ENTRY_TYPES, JUSTIFICATION_STATUSES, TRAINER_QUERY_FIELDS } from './trainers-labels.ts';
export * from './trainers-labels.ts';

export const trainerStatus = z.enum(TRAINER_STATUSES);
export const serviceType = z.enum(SERVICE_TYPES);
export const activityStatus = z.enum(ACTIVITY_STATUSES);
export const withdrawStatus = z.enum(WITHDRAW_STATUSES);
export const walletEntryType = z.enum(WALLET_ENTRY_TYPES);

/** §9: trainer lists offer 10, 20, 30, 40, 50 per page (default 10). */
const trainerPerPage = z.coerce.number().int().min(1).max(50).default(10);

/** Reais with at most 2 decimals, never negative (issue 17: more decimals or negative → 422). */
export const moneyAmount = z
  .number({ error: 'Informe um valor' })
  .min(0, 'O valor não pode ser negativo')
  .max(999_999_999.99, 'Valor alto demais')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use no máximo 2 casas decimais');

// ---------------------------------------------------------------- trainers

export const trainer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  document: z.string().nullable(),
  phone: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
  status: trainerStatus,
  service_type: serviceType,
  filiation: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Trainer = z.infer<typeof trainer>;

/** GET /v4/trainer/users/{id}: the trainer with the counts its show page's tabs need. */
export const trainerDetail = trainer.extend({
  activities_count: z.number().int(),
  open_justifications: z.number().int(),
  pending_withdraws: z.number().int(),
});
export type TrainerDetail = z.infer<typeof trainerDetail>;
export const TRAINER_ORDER_FIELDS = ['created_at', 'name', 'id'] as const;

/** GET /v3/trainer/users: current_page, per_page, query + query_field (default name), status, filiation, order. */
export const trainersListQuery = pagingQuery.extend({
  per_page: trainerPerPage,
  query_field: z.enum(TRAINER_QUERY_FIELDS).default('name'),
  status: trainerStatus.optional(),
  filiation: z.string().trim().max(120).optional(),
  order: orderParam(TRAINER_ORDER_FIELDS, '-created_at'),
});
export type TrainersListQuery = z.infer<typeof trainersListQuery>;

/** PUT /v2/trainer/users/{id} (the edit form). */
export const trainerBody = z.strictObject({
  name: z.string({ error: 'Informe o nome' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120, 'O nome deve ter no máximo 120 caracteres'),
  email,
  document: optionalLegalRecord(),
  phone: optionalPhone(),
  bio: optionalText(2000),
  filiation: optionalText(120),
  service_type: serviceType,
  lock_version: lockVersionField,
});
export type TrainerBody = z.input<typeof trainerBody>;

/** PATCH /v2/trainer/users/{id}/status. */
export const trainerStatusBody = z.strictObject({ status: trainerStatus });

export function toTrainerBody(t: Trainer): TrainerBody {
  return { name: t.name, email: t.email, document: t.document ?? '', phone: t.phone ?? '', bio: t.bio ?? '', filiation: t.filiation ?? '', service_type: t.service_type, lock_version: t.lock_version };
}

export const trainerParams = z.strictObject({ id: idSchema });
export const activityParams = z.strictObject({ id: idSchema, activityId: idSchema });

// ---------------------------------------------------------------- activities

export const trainerActivity = z.object({
  id: z.number().int(),
  trainer_id: z.number().int(),
  trainer_name: z.string(),
  event_id: z.number().int(),
  name: z.string(),
  service_type: serviceType,
  status: activityStatus,
  price: z.number(),
  capacity: z.number().int().nullable(),
  event_date: z.string().nullable(),
  city_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type TrainerActivity = z.infer<typeof trainerActivity>;

export const ACTIVITY_ORDER_FIELDS = ['id', 'created_at', 'price'] as const;
/** GET /v2/trainer/users/{id}/activities (paged, -id). */
export const activitiesQuery = pagingQuery.extend({
  per_page: trainerPerPage,
  order: orderParam(ACTIVITY_ORDER_FIELDS, '-id'),
  status: activityStatus.optional(),
  service_type: serviceType.optional(),
});
/** GET /v2/trainer/activities: every trainer's activities (/trainer/events/list), filters trainer, status, type, period. */
export const allActivitiesQuery = activitiesQuery.extend({
  trainer_id: idSchema.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type AllActivitiesQuery = z.infer<typeof allActivitiesQuery>;

/** PUT /v2/trainer/users/{id}/activities/{activityId}. */
export const activityBody = z.strictObject({
  service_type: serviceType,
  price: moneyAmount,
  capacity: z.number().int().min(1, 'A capacidade deve ser pelo menos 1').max(100_000).nullable(),
  lock_version: lockVersionField,
});
export type ActivityBody = z.input<typeof activityBody>;

export const activityOccurrence = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  date: z.string(),
  start_hour: z.string().nullable(),
  end_hour: z.string().nullable(),
  status: z.enum(OCCURRENCE_STATUSES),
  weather: z.string().nullable(),
  subscriptions_limit: z.number().int().nullable(),
  deleted_at: timestamp.nullable(),
});
export type ActivityOccurrence = z.infer<typeof activityOccurrence>;
export const occurrencesQuery = z.object({ deleted: z.enum(['true', 'false', 'all']).default('all') });

// ---------------------------------------------------------------- money

export const bankAccount = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  agency: z.string(),
  account: z.string(),
  account_type: z.enum(['checking', 'savings']),
  pix_key: z.string().nullable(),
  holder_name: z.string(),
  holder_document: z.string(),
  is_default: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** One ledger entry: a credit (paid subscription) or a debit ('Saque', an approved withdraw request). */
export const walletEntry = z.object({
  id: z.number().int(),
  entry_type: walletEntryType,
  amount: z.number(),
  description: z.string().nullable(),
  order_id: z.number().int().nullable(),
  subscription_id: z.number().int().nullable(),
  withdraw_request_id: z.number().int().nullable(),
  available_on: z.string().nullable(),
  created_at: timestamp,
});
export type WalletEntry = z.infer<typeof walletEntry>;

/** …/balances (paged; filters type and period) and …/bank_account/balance_history (current_page, per_page, order). */
export const balancesQuery = pagingQuery.extend({
  per_page: trainerPerPage,
  order: orderParam(['id'], '-id'),
  entry_type: walletEntryType.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type BalancesQuery = z.infer<typeof balancesQuery>;
export const balanceHistoryQuery = pagingQuery.omit({ query: true }).extend({ per_page: trainerPerPage, order: orderParam(['id'], '-id') });
export type BalanceHistoryQuery = z.infer<typeof balanceHistoryQuery>;

/**
 * …/bank_account/balance: balance = Σ credits − Σ debits; future = credits whose available_on is ahead; pending =
 * withdraw requests awaiting a decision; available = balance − future − pending (decision 0065).
 */
export const walletBalance = z.object({
  balance: z.number(),
  available: z.number(),
  future: z.number(),
  pending_withdrawals: z.number(),
});
export type WalletBalance = z.infer<typeof walletBalance>;
/** …/balances/resume: the balance plus the totals behind it. */
export const walletResume = walletBalance.extend({ credits: z.number(), debits: z.number(), entries_count: z.number().int() });
export type WalletResume = z.infer<typeof walletResume>;
/** …/bank_account/future_revenue: future credits by the day they become available. */
export const futureRevenue = z.object({
  total: z.number(),
  days: z.array(z.object({ date: z.string(), amount: z.number(), entries: z.number().int() })),
});
export type FutureRevenue = z.infer<typeof futureRevenue>;

export const withdrawRequest = z.object({
  id: z.number().int(),
  trainer_id: z.number().int(),
  trainer_name: z.string(),
  trainer_email: z.string(),
  bank_account: z.string().nullable(),
  amount: z.number(),
  paid_amount: z.number(),
  status: withdrawStatus,
  notes: z.string().nullable(),
  processed_by_name: z.string().nullable(),
  processed_at: timestamp.nullable(),
  created_at: timestamp,
  lock_version: z.number().int(),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/** §9: withdraws are ordered by -trainer_balances.id (the request's number, newest first). */
export const WITHDRAW_ORDER_FIELDS = ['trainer_balances.id', 'created_at', 'amount'] as const;
/** GET /v2/trainer/withdraws: start_date, end_date, query (trainer name or e-mail), status, trainer, paging, order. */
export const withdrawsQuery = pagingQuery.extend({
  per_page: trainerPerPage,
  order: orderParam(WITHDRAW_ORDER_FIELDS, '-trainer_balances.id'),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  status: withdrawStatus.optional(),
  trainer_id: idSchema.optional(),
});
export type WithdrawsQuery = z.infer<typeof withdrawsQuery>;
export const withdrawsReportQuery = withdrawsQuery.omit({ current_page: true, per_page: true, order: true });
export type WithdrawsReportQuery = z.infer<typeof withdrawsReportQuery>;

/**
 * PATCH /v2/trainer/withdraws/{id}/status: staff decide a pending request. approved pays the whole amount;
 * partially_denied ('Falhou') pays paid_amount (more than 0, less than the amount) and returns the rest to available;
 * denied returns it all. lock_version is the version the page showed (a stale page answers 409).
 */
export const withdrawDecisionBody = z
  .strictObject({
    status: z.enum(['approved', 'denied', 'partially_denied']),
    paid_amount: moneyAmount.optional(),
    notes: optionalText(500),
    lock_version: lockVersionField,
  })
  .refine((b) => b.status !== 'partially_denied' || (b.paid_amount !== undefined && b.paid_amount > 0), {
    message: 'Informe o valor pago',
    path: ['paid_amount'],
  });
export type WithdrawDecisionBody = z.input<typeof withdrawDecisionBody>;

// ---------------------------------------------------------------- justifications

export const justification = z.object({
  id: z.number().int(),
  trainer_id: z.number().int(),
  description: z.string(),
  status: z.enum(JUSTIFICATION_STATUSES),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type Justification = z.infer<typeof justification>;
export const justificationsQuery = pagingQuery.omit({ query: true }).extend({ per_page: trainerPerPage });
export const justificationBody = z.strictObject({
  description: z.string({ error: 'Informe a justificativa' }).trim().min(3, 'Descreva a justificativa').max(2000, 'Use no máximo 2000 caracteres'),
});
export const justificationParams = z.strictObject({ id: idSchema, justificationId: idSchema });
export const justificationStatusBody = z.strictObject({ status: z.enum(JUSTIFICATION_STATUSES) });

/**
 * Removing an activity's class date (`DELETE /v1/events/{id}/activity_occurrences/{occurrenceId}`) and restoring it
 * (`POST …/restore`) need the same grant: `update` on `trainer`, the resource of the trainer screens where the calendar
 * lives (§6) and of every other activity change (edit, enable, disable). The API routes and the panel read it here.
 */
export const OCCURRENCE_CHANGE = { action: 'update', resource: 'trainer' } as const satisfies PermissionRequirement;

export function canChangeOccurrences(grants: Grants): boolean {
  return can(grants, OCCURRENCE_CHANGE.action, OCCURRENCE_CHANGE.resource);
}

// ---------------------------------------------------------------- activity subscriptions

export const activitySubscriptionParams = z.strictObject({ id: idSchema, activityId: idSchema, subscriptionId: idSchema });
/**
 * GET /v1/report/activities/{activityId}/activity_occurrences: the activity's subscriptions as CSV; with
 * occurrence_id, those enrolled by that class's date (subscriptions are for the activity, not for one date).
 */
export const activityOccurrenceParams = z.strictObject({ id: idSchema, activityId: idSchema, occurrenceId: idSchema });
export const activityReportQuery = z.object({ occurrence_id: idSchema.optional() });
export const activityReportParams = z.strictObject({ id: idSchema });
export const activitySubscriptionsCsv = (activityId: number, date?: string) => `inscricoes_atividade_${activityId}${date ? `_${date}` : ''}.csv`;
