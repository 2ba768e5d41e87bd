import { z } from 'zod';
import { isRealDate } from './formats.ts';

export { ACCESS_TOKEN_HEADER, ITEMS_COUNT_CAPPED_HEADER, ITEMS_COUNT_HEADER, PAGE_MODULES_META } from './headers.ts';

export { MAX_PER_PAGE, PAGE_SIZES_SHARED, PAGE_SIZES_WIDE } from './paging.ts';
import { MAX_PER_PAGE } from './paging.ts';

/** Ids arrive as path segments or quoted numbers; they are always normalised to numbers. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.strictObject({ id: idSchema });

/** `order` accepts one of the given fields, with a leading minus for descending. */
export function orderParam<const T extends readonly [string, ...string[]]>(fields: T, fallback: T[number] | `-${T[number]}`) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values).default(fallback) as unknown as z.ZodDefault<z.ZodEnum<{ [K in T[number] | `-${T[number]}`]: K }>>;
}

/** §7 paging: `current_page` is zero-based. */
export const pagingQuery = z.object({
  current_page: z.coerce.number().int().min(0).default(0),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
  query: z.string().trim().max(200).optional(),
});

export function parseOrder(order: string): { field: string; desc: boolean } {
  return order.startsWith('-') ? { field: order.slice(1), desc: true } : { field: order, desc: false };
}

/** Every error the API answers has this body; `field` names the offending input where there is one. */
export const errorItem = z.object({
  message: z.string(),
  field: z.string().optional(),
  code: z.number().int().optional(),
});
export const errorBody = z.object({ errors: z.array(errorItem) });
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ message: z.string() });

export const timestamp = z.string().describe('ISO 8601 date-time');
/** §5: dates travel as YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida')
  // A date that exists (2026-02-30 and 2026-13-01 have the shape but are not dates).
  .refine(isRealDate, 'Informe uma data válida');
/** §5: times travel as HH:mm. */
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe um horário válido (HH:mm)');

export const enableDisable = z.enum(['enable', 'disable']);
export const status = z.enum(['enabled', 'disabled']);
