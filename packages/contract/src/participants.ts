import { z } from 'zod';
import { idSchema, isoDate, orderParam, pagingQuery, timestamp } from './common.ts';
import { ENUM_LABELS, STATUS_VARIANTS } from './labels.ts';
import { IMPORT_JOB_STATUSES, REPORT_FILE_TYPES, REPORT_FILE_STATUSES } from './participants-labels.ts';
export * from './participants-labels.ts';

/** §3/§4 subscription statuses and their pt-BR labels. */
export const SUBSCRIPTION_STATUSES = ['pending', 'approved', 'reserved', 'cancelled', 'rejected'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = STATUS_VARIANTS.subscription;
/** §9 kit / shirt sizes. */
export const PARTICIPANT_SHIRT_SIZES = ['p', 'm', 'g', 'gg', 'bl'] as const;
export type ParticipantShirtSize = (typeof PARTICIPANT_SHIRT_SIZES)[number];
export const PARTICIPANT_SIZE_LABELS: Record<ParticipantShirtSize, string> = { p: 'P', m: 'M', g: 'G', gg: 'GG', bl: 'BL (baby look)' };
export const PARTICIPANT_CHANNEL_LABELS = ENUM_LABELS.channel;
export const PARTICIPANT_PRICE_TYPE_LABELS = { regular: 'Inteira', eldery: 'Idoso (60+)', team: 'Equipe', team_eldery: 'Equipe idoso', courtesy: 'Cortesia' } as const;
export const PARTICIPANT_PAYMENT_METHOD_LABELS = ENUM_LABELS.payment_method;
export const PARTICIPANT_USER_KIND_LABELS: Record<string, string> = ENUM_LABELS.user_kind;

// ------------------------------------------------------------------ subscriptions

export const subscriptionsListQuery = pagingQuery.extend({
  per_page: z.coerce.number().int().min(1).max(200).default(10),
  order: orderParam(['created_at', 'id', 'chest_number', 'status'], '-created_at'),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type SubscriptionsListQuery = z.infer<typeof subscriptionsListQuery>;

export const subscriptionParams = z.strictObject({ id: idSchema, subId: idSchema });

export const subscriptionListItem = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** CPF and e-mail masked (`masked: true`) unless the caller may unmask customers; a full page is access-logged (decision 0086). */
  athlete: z.object({ id: z.number().int(), name: z.string(), cpf: z.string().nullable(), email: z.string(), masked: z.boolean() }),
  event_modality_id: z.number().int(),
  modality_name: z.string(),
  kit_name: z.string().nullable(),
  shirt_size: z.enum(PARTICIPANT_SHIRT_SIZES).nullable(),
  chest_number: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  price: z.number(),
  origin: z.enum(['site', 'android', 'ios']),
  created_at: timestamp,
});
export type SubscriptionListItem = z.infer<typeof subscriptionListItem>;

export const statusChange = z.object({
  from_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  to_status: z.enum(SUBSCRIPTION_STATUSES),
  changed_by_name: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: timestamp,
});

const sizeStock = z.record(z.string(), z.number().int());

export const subscriptionDetail = subscriptionListItem.extend({
  event_id: z.number().int(),
  event_name: z.string(),
  /** The subscription's own page: CPF, e-mail and phone in full to anyone who may open it, the view access-logged (decision 0071). */
  athlete: z.object({
    id: z.number().int(),
    name: z.string(),
    cpf: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    birth_date: z.string().nullable(),
    gender: z.number().int().nullable(),
    city: z.string().nullable(),
  }),
  kit_id: z.number().int().nullable(),
  price_type: z.string(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  extras: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.number(), size: z.string().nullable() })),
  order: z
    .object({
      id: z.number().int(),
      status: z.string(),
      subtotal: z.number(),
      discount: z.number(),
      total: z.number(),
      payment_method: z.string().nullable(),
      channel: z.string(),
      paid_at: timestamp.nullable(),
      payments: z.array(z.object({ method: z.string(), status: z.string(), amount: z.number(), installments: z.number().int(), card_brand: z.string().nullable(), paid_at: timestamp.nullable() })),
    })
    .nullable(),
  kit_withdrawn_at: timestamp.nullable(),
  status_history: z.array(statusChange),
  /** What the edit form may choose from: the event's modalities, each with its kit and remaining stock per size. */
  modality_options: z.array(
    z.object({ id: z.number().int(), name: z.string(), status: z.string(), kit_id: z.number().int().nullable(), kit_name: z.string().nullable(), stock_remaining: sizeStock }),
  ),
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

/** Staff may change only what a desk needs: modality (within the event), shirt size, chest number, status. */
export const subscriptionUpdateBody = z.strictObject({
  event_modality_id: idSchema,
  shirt_size: z.enum(PARTICIPANT_SHIRT_SIZES).nullable(),
  chest_number: z.number().int().min(1, 'O número de peito deve ser positivo').max(999_999, 'O número de peito deve ter no máximo 6 dígitos').nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Why the status changed (kept in the status history). */
  status_reason: z.string().trim().max(300).optional(),
  lock_version: z.number().int().min(0),
});
export type SubscriptionUpdateBody = z.infer<typeof subscriptionUpdateBody>;

// ------------------------------------------------------------------ dashboard

export const DASHBOARD_SECTIONS = [
  'subscriptions',
  'subscription_types',
  'ages',
  'genders',
  'kits',
  'modalities',
  'origins',
  'cities',
  'payment_methods',
  'shirt_sizes',
  'user_types',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const dashboardQuery = z
  .strictObject({ start_date: isoDate.optional(), end_date: isoDate.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: 'A data final deve ser igual ou posterior à inicial', path: ['end_date'] });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

export const dashboardSummary = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** Counted subscriptions (not cancelled or rejected) in the period. */
  total: z.number().int(),
  by_status: z.record(z.string(), z.number().int()),
  revenue: z.number(),
  average_ticket: z.number(),
  subscriptions_limit: z.number().int().nullable(),
  subscriptions_goal: z.number().int().nullable(),
  chest_numbers_assigned: z.number().int(),
  results_imported: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** One slice of a distribution: percentages with 2 decimals, 0 without data. */
export const distributionItem = z.object({ key: z.string(), label: z.string(), count: z.number().int(), percentage: z.number() });
export const distribution = z.object({ total: z.number().int(), items: z.array(distributionItem) });
export type Distribution = z.infer<typeof distribution>;

export const subscriptionsTimeline = z.object({
  total: z.number().int(),
  /** day (YYYY-MM-DD) → subscriptions made that day and the running total. */
  items: z.array(z.object({ date: z.string(), count: z.number().int(), cumulative: z.number().int() })),
});
export type SubscriptionsTimeline = z.infer<typeof subscriptionsTimeline>;

export const athleteNumberImportBody = z.strictObject({
  /** §7: the event id again (the old panel sent it); must match the path. */
  eid: idSchema.optional(),
  athlete_number_file_url: z.string().trim().min(1, 'Informe o arquivo').max(2000),
  file_name: z.string().trim().max(255).optional(),
});
export type AthleteNumberImportBody = z.infer<typeof athleteNumberImportBody>;

export const resultsImportBody = z.strictObject({
  results_file_url: z.string().trim().min(1, 'Informe o arquivo').max(2000),
  file_name: z.string().trim().max(255).optional(),
});
export type ResultsImportBody = z.infer<typeof resultsImportBody>;

export const importLine = z.object({ line_number: z.number().int(), outcome: z.string(), message: z.string().nullable(), raw: z.string().nullable() });

export const importJob = z.object({
  id: z.number().int(),
  kind: z.enum(['results', 'athlete_numbers', 'beach_tennis']),
  event_id: z.number().int().nullable(),
  status: z.enum(IMPORT_JOB_STATUSES),
  file_name: z.string().nullable(),
  total_lines: z.number().int(),
  processed_lines: z.number().int(),
  succeeded_lines: z.number().int(),
  failed_lines: z.number().int(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: timestamp,
  started_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  /** Rejected lines with their reasons (first 500). */
  rejected: z.array(importLine),
});
export type ImportJob = z.infer<typeof importJob>;

export const importStatusResponse = z.object({ import: importJob.nullable(), results_count: z.number().int() });
export type ImportStatusResponse = z.infer<typeof importStatusResponse>;

export const importIdQuery = z.strictObject({ import_id: idSchema.optional() });

/** GET /v1/events/{id}/results: the imported results, in classification order, searchable by athlete or chest number. */
export const eventResult = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  overall_position: z.number().int().nullable(),
  gender_position: z.number().int().nullable(),
  category_position: z.number().int().nullable(),
  age_category: z.string().nullable(),
  chest_number: z.number().int().nullable(),
  athlete_name: z.string(),
  modality_name: z.string().nullable(),
  net_time_ms: z.number().int().nullable(),
  gun_time_ms: z.number().int().nullable(),
});
export type EventResult = z.infer<typeof eventResult>;
export const eventResultsQuery = pagingQuery.extend({ per_page: z.coerce.number().int().min(1).max(200).default(20) });

/** 3723000 → "01:02:03" (race times). */
export function formatRaceTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  const total = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Accepted column headers of a results file (case, accents and spaces ignored); the first of each is canonical. */
export const RESULT_COLUMNS = {
  chest_number: ['numero_peito', 'numero de peito', 'peito', 'numero', 'bib', 'chest_number', 'num'],
  net_time: ['tempo_liquido', 'tempo liquido', 'liquido', 'net_time', 'net time', 'tempo'],
  gun_time: ['tempo_bruto', 'tempo bruto', 'bruto', 'gun_time', 'gun time'],
  overall_position: ['classificacao_geral', 'classificacao geral', 'geral', 'posicao', 'overall', 'overall_position', 'colocacao'],
  gender_position: ['classificacao_sexo', 'classificacao sexo', 'sexo', 'classificacao_genero', 'genero', 'gender_position'],
  category_position: ['classificacao_faixa', 'classificacao faixa etaria', 'faixa', 'faixa_etaria', 'categoria', 'category_position', 'age_group_position'],
  age_category: ['nome_faixa', 'faixa etaria nome', 'age_category'],
} as const;

export const ATHLETE_NUMBER_COLUMNS = {
  subscription_id: ['inscricao', 'id_inscricao', 'inscricao_id', 'subscription_id', 'id'],
  cpf: ['cpf', 'documento'],
  chest_number: ['numero_peito', 'numero de peito', 'peito', 'numero', 'bib', 'chest_number'],
} as const;
/** Report types requested per event from POST /v1/report/events/{id}/{type}. */
export const EVENT_REPORT_TYPES = ['subscriptions', 'event_results'] as const;

export const reportFile = z.object({
  id: z.number().int(),
  report_type: z.enum(REPORT_FILE_TYPES),
  status: z.enum(REPORT_FILE_STATUSES),
  progress: z.number().int(),
  file_name: z.string().nullable(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  rows: z.number().int().nullable(),
  /** The period a report of a period covers (the orders report), so a queued or failed one can be told apart. */
  period: z.object({ start_date: z.string(), end_date: z.string() }).nullable(),
  error: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  attempts: z.number().int(),
  created_at: timestamp,
  finished_at: timestamp.nullable(),
  /** Completed and its file on disk now (a file lost or removed leaves the report to be reprocessed). */
  file_available: z.boolean(),
});
export type ReportFile = z.infer<typeof reportFile>;

export const reportsListQuery = pagingQuery.extend({
  per_page: z.coerce.number().int().min(1).max(200).default(10),
  report_type: z.enum(REPORT_FILE_TYPES),
  event_id: idSchema.optional(),
});
export type ReportsListQuery = z.infer<typeof reportsListQuery>;

export const eventReportBody = z.strictObject({ file_format: z.enum(['csv']).default('csv') }).nullish();
export const reportUrlResponse = z.object({ report_file_url: z.string() });
export const eventReportParams = z.strictObject({ id: idSchema, type: z.enum(EVENT_REPORT_TYPES) });

/** GET /v1/report/events/{id}/subscriptions: the list's CSV with its filters. */
export const subscriptionsCsvQuery = z.strictObject({
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  query: z.string().trim().max(200).optional(),
});
