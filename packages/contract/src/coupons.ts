import { z } from 'zod';
import { idSchema, isoDate, orderParam, pagingQuery, status, timestamp } from './common.ts';
import { catalogueName, lockVersionField, optionalText, perPageParam } from './catalogue.ts';
import { COUPON_TYPES, COUPON_GENERATED_BY, COUPON_DISCOUNT_TYPES, type CouponType, type CouponDiscountType, COUPON_BATCH_MAX, COUPON_CODE_PATTERN, COUPON_MSG } from './coupons-labels.ts';
export * from './coupons-labels.ts';

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** GET /v1/coupons (one row) and GET /v1/coupons/{id}. */
export const coupon = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  coupon_type: z.enum(COUPON_TYPES),
  generated_by: z.enum(COUPON_GENERATED_BY),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  /** Percent for percentual, R$ for amount, 100 for gratuity. */
  discount_value: z.number(),
  event: named,
  tournament: named,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  status,
  /** The code of a coupon with one code (manual), else null. */
  code: z.string().nullable(),
  codes_count: z.number().int(),
  uses_count: z.number().int(),
  discount_given: z.number(),
  created_by_name: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Coupon = z.infer<typeof coupon>;

export const COUPON_ORDER_FIELDS = ['id', 'name', 'start_date', 'end_date', 'created_at'] as const;

/** §7: current_page, per_page (20, §9), query (name or exact code), order, status, coupon_type, period, event, generated_by. */
export const couponsListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(COUPON_ORDER_FIELDS, '-id'),
  status: status.optional(),
  coupon_type: z.enum(COUPON_TYPES).optional(),
  /** Coupons valid on some day of the period [start_date, end_date]. */
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
  event_id: idSchema.optional(),
  generated_by: z.enum(COUPON_GENERATED_BY).optional(),
});
export type CouponsListQuery = z.infer<typeof couponsListQuery>;
/** cupons.csv: the list's filters and order, without paging. */
export const couponsReportQuery = couponsListQuery.omit({ current_page: true, per_page: true });
export type CouponsReportQuery = z.infer<typeof couponsReportQuery>;

const discountValue = z.number({ error: 'Informe o valor do desconto' }).min(0, COUPON_MSG.amountPositive).max(999_999_999.99, 'Valor alto demais');
const usageLimit = z.number().int('Informe um número inteiro').min(1, 'O limite deve ser de pelo menos 1 uso').max(10_000_000, 'Limite alto demais').nullable().default(null);
const couponDate = (what: string) => z.string({ error: `Informe a data ${what}` }).pipe(isoDate);

const couponFields = {
  name: catalogueName,
  description: optionalText(500),
  coupon_type: z.enum(COUPON_TYPES, { error: 'Selecione o tipo do cupom' }),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES, { error: 'Selecione o tipo de desconto' }),
  discount_value: discountValue,
  event_id: idSchema.nullable().default(null),
  tournament_id: idSchema.nullable().default(null),
  start_date: couponDate('inicial'),
  end_date: couponDate('final'),
  usage_limit: usageLimit,
  status: status.default('enabled'),
};

type CouponRuleInput = {
  coupon_type: CouponType;
  discount_type: CouponDiscountType;
  discount_value: number;
  event_id: number | null;
  tournament_id: number | null;
  start_date: string;
  end_date: string;
};

/** The rules between fields (the form shows them at the field; the server answers 422 naming it). */
export function couponRuleIssues(b: CouponRuleInput): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (b.discount_type === 'percentual' && !(b.discount_value > 0 && b.discount_value <= 100)) issues.push({ field: 'discount_value', message: COUPON_MSG.percentRange });
  if (b.discount_type === 'amount') {
    if (!(b.discount_value > 0)) issues.push({ field: 'discount_value', message: COUPON_MSG.amountPositive });
    else if (Math.abs(Math.round(b.discount_value * 100) - b.discount_value * 100) > 1e-6) issues.push({ field: 'discount_value', message: COUPON_MSG.amountDecimals });
  }
  if (b.discount_type === 'percentual' && Math.abs(Math.round(b.discount_value * 100) - b.discount_value * 100) > 1e-6)
    issues.push({ field: 'discount_value', message: COUPON_MSG.amountDecimals });
  if (b.start_date && b.end_date && b.end_date < b.start_date) issues.push({ field: 'end_date', message: COUPON_MSG.endBeforeStart });
  if (b.coupon_type === 'event' && !b.event_id) issues.push({ field: 'event_id', message: COUPON_MSG.eventRequired });
  if (b.coupon_type === 'tournament' && !b.tournament_id) issues.push({ field: 'tournament_id', message: COUPON_MSG.tournamentRequired });
  return issues;
}

function addIssues(ctx: z.RefinementCtx, issues: { field: string; message: string }[]) {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.field], message: i.message });
}

/** How a new coupon's codes are made: one code typed by staff, or a batch generated by the server. */
export const COUPON_GENERATIONS = ['manual', 'batch'] as const;

/** POST /v1/coupons/ */
export const couponCreateBody = z
  .strictObject({
    ...couponFields,
    generation: z.enum(COUPON_GENERATIONS, { error: 'Escolha como os códigos são criados' }),
    /** manual: the code (upper-cased). */
    code: z
      .string()
      .trim()
      .max(30, COUPON_MSG.codeInvalid)
      .transform((v) => v.toUpperCase())
      .nullable()
      .default(null),
    /** batch: how many codes. */
    quantity: z.number().int('Informe um número inteiro').min(1, COUPON_MSG.quantityRange).max(COUPON_BATCH_MAX, COUPON_MSG.quantityRange).nullable().default(null),
  })
  .superRefine((b, ctx) => {
    addIssues(ctx, couponRuleIssues(b));
    if (b.generation === 'manual') {
      if (!b.code) ctx.addIssue({ code: 'custom', path: ['code'], message: COUPON_MSG.codeRequired });
      else if (!COUPON_CODE_PATTERN.test(b.code)) ctx.addIssue({ code: 'custom', path: ['code'], message: COUPON_MSG.codeInvalid });
    }
    if (b.generation === 'batch' && !b.quantity) ctx.addIssue({ code: 'custom', path: ['quantity'], message: COUPON_MSG.quantityRange });
  });
export type CouponCreateBody = z.input<typeof couponCreateBody>;

/** PUT /v1/coupons/{id}: the coupon's fields (its codes stay as they are). */
export const couponUpdateBody = z
  .strictObject({ ...couponFields, lock_version: lockVersionField })
  .superRefine((b, ctx) => addIssues(ctx, couponRuleIssues(b)));
export type CouponUpdateBody = z.input<typeof couponUpdateBody>;

/** A coupon as the body that saves it (the edit form's values). */
export function toCouponUpdateBody(c: Coupon): CouponUpdateBody {
  return {
    name: c.name,
    description: c.description,
    coupon_type: c.coupon_type,
    discount_type: c.discount_type,
    discount_value: c.discount_value,
    event_id: c.event?.id ?? null,
    tournament_id: c.tournament?.id ?? null,
    start_date: c.start_date ?? '',
    end_date: c.end_date ?? '',
    usage_limit: c.usage_limit,
    status: c.status,
    lock_version: c.lock_version,
  };
}

// ------------------------------------------------------------------ codes

export const couponCode = z.object({
  id: z.number().int(),
  coupon_id: z.number().int(),
  code: z.string(),
  /** Uses allowed (the coupon's limit per code; null: unlimited). */
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  discount_given: z.number(),
  status,
  created_at: timestamp,
});
export type CouponCode = z.infer<typeof couponCode>;

export const couponCodeParams = z.strictObject({ id: idSchema, code: idSchema });
/** GET /v1/coupons/{id}/coupon_codes: paged (20), `query` finds codes starting with it (case ignored), status. */
export const couponCodesQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  status: status.optional(),
});
export type CouponCodesQuery = z.infer<typeof couponCodesQuery>;

/** GET /v1/coupons/{id}/coupon_codes/{code}/subscriptions: the orders that used the code, with their subscriptions. */
export const couponCodeUse = z.object({
  order_id: z.number().int(),
  order_status: z.string(),
  customer_name: z.string(),
  event: named,
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  created_at: timestamp,
  subscriptions: z.array(z.object({ id: z.number().int(), event_id: z.number().int(), status: z.string(), modality_name: z.string().nullable() })),
});
export type CouponCodeUse = z.infer<typeof couponCodeUse>;
export const couponCodeUsesQuery = pagingQuery.extend({ per_page: perPageParam(20) }).omit({ query: true });

/** GET /v1/coupons/{id}/coupon_codes/{code}/orders/{orderId}: the order read-only, as the code's page shows it. */
export const couponCodeOrderParams = z.strictObject({ id: idSchema, code: idSchema, orderId: idSchema });
export const couponOrder = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), cpf: z.string().nullable() }),
  event: named,
  subtotal: z.number(),
  discount: z.number(),
  convenience_fee: z.number(),
  total: z.number(),
  discount_source: z.string().nullable(),
  channel: z.string(),
  payment_method: z.string().nullable(),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
  items: z.array(z.object({ id: z.number().int(), kind: z.string(), description: z.string(), quantity: z.number().int(), unit_price: z.number(), total: z.number(), subscription_id: z.number().int().nullable() })),
});
export type CouponOrder = z.infer<typeof couponOrder>;

// ------------------------------------------------------------------ pickers

/** GET /v2/coupons/events: events and tournaments matching `query`, at most 10 of each (§9). */
export const couponTargetsQuery = z.object({ query: z.string().trim().max(200).optional(), per_page: z.coerce.number().int().min(1).max(10).default(10) });
export const couponTarget = z.object({ source: z.enum(['event', 'tournament']), id: z.number().int(), name: z.string(), date: z.string().nullable() });
export type CouponTarget = z.infer<typeof couponTarget>;
/** GET /v1/coupons/events: the events that have coupons (the list's event filter). */
export const couponEventOption = z.object({ id: z.number().int(), name: z.string() });

/** POST /v2/reports/coupons: every coupon with every code and its uses (or one coupon's). */
export const couponsReportBody = z.strictObject({ coupon_id: idSchema.optional(), file_format: z.enum(['csv']).default('csv') }).nullish();
