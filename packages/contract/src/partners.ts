import { z } from 'zod';
import { idSchema, orderParam, pagingQuery, status, timestamp } from './common.ts';
import { catalogueName, lockVersionField, optionalEmail, optionalPhone, optionalText, perPageParam, webAddress } from './catalogue.ts';
import { isValidCnpj, onlyDigits } from './formats.ts';
import { PARTNER_STATUSES, PARTNER_MSG, KIOSK_IDENTIFIER_PATTERN, STORE_MSG, MAX_TOKENS_PER_BATCH, TOKEN_STATUSES } from './partners-labels.ts';
export * from './partners-labels.ts';

export const partnerStatus = z.enum(PARTNER_STATUSES);

/** Whether a number has at most two decimals (12.5, 7.25; not 12.345), tolerant of binary fractions. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** A percentage staff type: 0–100 with at most two decimals (§9). */
export const percentageField = z
  .number({ error: 'Informe a porcentagem' })
  .min(0, 'A porcentagem não pode ser negativa')
  .max(100, 'A porcentagem não pode passar de 100')
  .refine(hasAtMostTwoDecimals, 'Use no máximo 2 casas decimais');

export const partner = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  percentage_limit: z.number(),
  percentage_discount: z.number(),
  visa_percentage_discount: z.number(),
  master_percentage_discount: z.number(),
  status: partnerStatus,
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Partner = z.infer<typeof partner>;

export const PARTNER_ORDER_FIELDS = ['id', 'name', 'created_at'] as const;
export const partnersListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(PARTNER_ORDER_FIELDS, 'name'),
  status: partnerStatus.optional(),
  slug: z.string().trim().max(60).optional(),
});
export type PartnersListQuery = z.infer<typeof partnersListQuery>;

const slugField = z
  .string({ error: 'Informe o identificador' })
  .trim()
  .min(2, 'O identificador deve ter pelo menos 2 caracteres')
  .max(60, 'O identificador deve ter no máximo 60 caracteres')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use apenas letras minúsculas, números e hífens (ex.: porto-bank)');

/** The discounts a programme gives can never be above its own limit. */
function discountsWithinLimit(body: { percentage_limit: number; percentage_discount: number; visa_percentage_discount: number; master_percentage_discount: number }, ctx: z.RefinementCtx) {
  for (const field of ['percentage_discount', 'visa_percentage_discount', 'master_percentage_discount'] as const) {
    if (body[field] > body.percentage_limit) ctx.addIssue({ code: 'custom', path: [field], message: PARTNER_MSG.aboveLimit });
  }
}

const partnerFields = z.strictObject({
  name: catalogueName,
  slug: slugField,
  description: optionalText(2000),
  logo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  percentage_limit: percentageField,
  percentage_discount: percentageField.default(0),
  visa_percentage_discount: percentageField.default(0),
  master_percentage_discount: percentageField.default(0),
  status: partnerStatus.optional(),
});
export const partnerBody = partnerFields.superRefine(discountsWithinLimit);
export type PartnerBody = z.input<typeof partnerBody>;
export const partnerUpdateBody = partnerFields.extend({ lock_version: lockVersionField }).superRefine(discountsWithinLimit);
export type PartnerUpdateBody = z.input<typeof partnerUpdateBody>;

export function toPartnerBody(p: Partner): PartnerUpdateBody {
  return {
    name: p.name,
    slug: p.slug,
    description: p.description,
    logo_url: p.logo_url,
    percentage_limit: p.percentage_limit,
    percentage_discount: p.percentage_discount,
    visa_percentage_discount: p.visa_percentage_discount,
    master_percentage_discount: p.master_percentage_discount,
    status: p.status,
    lock_version: p.lock_version,
  };
}

/** The percentages a programme's history follows, with their pt-BR labels (confirm dialog, history, CSV). */
export const PARTNER_PERCENT_FIELDS = {
  percentage_limit: 'Limite de desconto',
  percentage_discount: 'Desconto',
  visa_percentage_discount: 'Desconto Visa',
  master_percentage_discount: 'Desconto Mastercard',
} as const;
export type PartnerPercentField = keyof typeof PARTNER_PERCENT_FIELDS;

export const CHANGE_TYPES = ['created', 'updated', 'deleted'] as const;
export const changeType = z.enum(CHANGE_TYPES);

/** GET /v2/partner_historical: one change of a programme's percentages (never editable). */
export const partnerHistoryEntry = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  change_type: changeType,
  percentage_limit_old: z.number().nullable(),
  percentage_limit_new: z.number().nullable(),
  percentage_discount_old: z.number().nullable(),
  percentage_discount_new: z.number().nullable(),
  visa_percentage_discount_old: z.number().nullable(),
  visa_percentage_discount_new: z.number().nullable(),
  master_percentage_discount_old: z.number().nullable(),
  master_percentage_discount_new: z.number().nullable(),
  changed_by_id: z.number().int().nullable(),
  changed_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type PartnerHistoryEntry = z.infer<typeof partnerHistoryEntry>;

export const PARTNER_HISTORY_ORDER_FIELDS = ['created_at'] as const;
/** Newest first by default (§ issue 20), 10 a page (§9 shared lists). */
export const partnerHistoryQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(PARTNER_HISTORY_ORDER_FIELDS, '-created_at'),
  partner_id: idSchema.optional(),
  change_type: changeType.optional(),
});
export type PartnerHistoryQuery = z.infer<typeof partnerHistoryQuery>;
export const partnerHistoryReportQuery = partnerHistoryQuery.omit({ current_page: true, per_page: true, order: true });
export type PartnerHistoryReportQuery = z.infer<typeof partnerHistoryReportQuery>;

// ---------------------------------------------------------------- stores and totems (/v1/totem/stores, /v1/stores)

export const totem = z.object({
  id: z.number().int(),
  name: z.string(),
  identifier: z.string(),
  location: z.string().nullable(),
  status,
});
export type Totem = z.infer<typeof totem>;

export const store = z.object({
  id: z.number().int(),
  name: z.string(),
  cnpj: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  state_id: z.number().int().nullable(),
  address: z.string().nullable(),
  status,
  totems: z.array(totem),
  token_batches_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Store = z.infer<typeof store>;

/** GET /v1/stores: the pickers' and lists' short form. */
export const storeOption = z.object({ id: z.number().int(), name: z.string(), status });
export type StoreOption = z.infer<typeof storeOption>;

export const STORE_ORDER_FIELDS = ['id', 'name', 'created_at'] as const;
export const storesListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(STORE_ORDER_FIELDS, 'name'),
  status: status.optional(),
  city_id: idSchema.optional(),
});
export type StoresListQuery = z.infer<typeof storesListQuery>;
export const totemBody = z.strictObject({
  id: idSchema.optional(),
  name: catalogueName,
  identifier: z
    .string({ error: 'Informe o identificador do totem' })
    .trim()
    .toUpperCase()
    .min(3, 'O identificador deve ter pelo menos 3 caracteres')
    .max(40, 'O identificador deve ter no máximo 40 caracteres')
    .regex(KIOSK_IDENTIFIER_PATTERN, 'Use letras, números e hífens (ex.: TOT-0001)'),
  location: optionalText(120),
  status: status.default('enabled'),
});
export type TotemBody = z.input<typeof totemBody>;

export const storeFields = z.strictObject({
  name: catalogueName,
  cnpj: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidCnpj(v), 'CNPJ inválido')
    .nullable()
    .optional()
    .transform((v) => (v ? onlyDigits(v) : null)),
  email: optionalEmail(),
  phone: optionalPhone(),
  city_id: idSchema.nullable().optional(),
  address: optionalText(300),
  status: status.optional(),
  totems: z.array(totemBody).max(50, 'No máximo 50 totens por loja').default([]),
});

function totemIdentifiersUnique(body: { totems: { identifier: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  body.totems.forEach((t, i) => {
    if (seen.has(t.identifier)) ctx.addIssue({ code: 'custom', path: ['totems', i, 'identifier'], message: STORE_MSG.identifierRepeated });
    seen.add(t.identifier);
  });
}
export const storeBody = storeFields.superRefine(totemIdentifiersUnique);
export type StoreBody = z.input<typeof storeBody>;
export const storeUpdateBody = storeFields.extend({ lock_version: lockVersionField }).superRefine(totemIdentifiersUnique);
export type StoreUpdateBody = z.input<typeof storeUpdateBody>;

/** A store as the edit form's values (the page adds the lock_version it read). */
export function toStoreBody(s: Store): StoreBody {
  return {
    name: s.name,
    cnpj: s.cnpj ?? '',
    email: s.email ?? '',
    phone: s.phone ?? '',
    city_id: s.city_id,
    address: s.address ?? '',
    status: s.status,
    totems: s.totems.map((t) => ({ id: t.id, name: t.name, identifier: t.identifier, location: t.location ?? '', status: t.status })),
  };
}

export const tokenBatch = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  quantity: z.number().int(),
  used_count: z.number().int(),
  available_count: z.number().int(),
  description: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
});
export type TokenBatch = z.infer<typeof tokenBatch>;

export const TOKEN_BATCH_ORDER_FIELDS = ['id', 'created_at'] as const;
export const tokenBatchesListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(TOKEN_BATCH_ORDER_FIELDS, '-id'),
  store_id: idSchema.optional(),
  event_id: idSchema.optional(),
});
export type TokenBatchesListQuery = z.infer<typeof tokenBatchesListQuery>;
export const tokenBatchesReportQuery = tokenBatchesListQuery.omit({ current_page: true, per_page: true, order: true });
export type TokenBatchesReportQuery = z.infer<typeof tokenBatchesReportQuery>;

export const tokenBatchBody = z.strictObject({
  store_id: z.number({ error: 'Selecione a loja' }).int().positive('Selecione a loja').max(2_147_483_647),
  event_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  quantity: z
    .number({ error: 'Informe a quantidade de códigos' })
    .int('A quantidade deve ser um número inteiro')
    .min(1, 'Informe ao menos 1 código')
    .max(MAX_TOKENS_PER_BATCH, 'A quantidade máxima de códigos é 999'),
  description: optionalText(200),
});
export type TokenBatchBody = z.input<typeof tokenBatchBody>;
export const tokenStatus = z.enum(TOKEN_STATUSES);
/** §4: unavailable is shown as 'Utilizado' (labels.ts `statusLabel`). */

export const token = z.object({
  id: z.number().int(),
  code: z.string(),
  status: tokenStatus,
  used_at: timestamp.nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  created_at: timestamp,
});
export type Token = z.infer<typeof token>;

export const tokensListQuery = pagingQuery.extend({ per_page: perPageParam(20), status: tokenStatus.optional() });
export type TokensListQuery = z.infer<typeof tokensListQuery>;

/** GET /v1/tokens/total and /v1/tokens/unavailables (the list's summary cards), optionally for one store. */
export const tokenCountQuery = z.strictObject({ store_id: idSchema.optional() });
export const tokenCount = z.object({ total: z.number().int() });

/** GET /v1/token_batches/{id}/sheet: everything the printed sheet shows. */
export const tokenSheet = z.object({ batch: tokenBatch, codes: z.array(z.string()) });
export type TokenSheet = z.infer<typeof tokenSheet>;
