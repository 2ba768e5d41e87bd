import { z } from 'zod';
import { orderParam, pagingQuery, status, timestamp } from './common.ts';
import { booleanFilter, catalogueName, lockVersionField, optionalText, perPageParam, webAddress } from './catalogue.ts';
export * from './extras-labels.ts';

/** /v1/extras: products sold with a subscription (medal, shirt, photo pack…). Deleting is soft and restorable. */
export const extra = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Reais, two decimals. */
  price: z.number(),
  photo_url: z.string().nullable(),
  /** Units available by default; an event may set its own stock for the extra. */
  stock: z.number().int(),
  status,
  events_count: z.number().int(),
  deleted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Extra = z.infer<typeof extra>;

export const EXTRA_ORDER_FIELDS = ['id', 'name', 'price', 'stock', 'created_at', 'deleted_at'] as const;

export const extrasListQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(EXTRA_ORDER_FIELDS, 'name'),
  status: status.optional(),
  deleted: booleanFilter.optional(),
});
export type ExtrasListQuery = z.infer<typeof extrasListQuery>;
export const extrasReportQuery = extrasListQuery.omit({ current_page: true, per_page: true, order: true });
export type ExtrasReportQuery = z.infer<typeof extrasReportQuery>;

/** §9 money: up to 11 digits (999.999.999,99). */
export const MAX_MONEY = 999_999_999.99;

export const extraBody = z.strictObject({
  name: catalogueName,
  description: optionalText(2000),
  price: z
    .number({ error: 'Informe o preço' })
    .min(0, 'O preço não pode ser negativo')
    .max(MAX_MONEY, 'Preço acima do limite')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Use no máximo 2 casas decimais'),
  photo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  stock: z.number({ error: 'Informe o estoque' }).int('O estoque deve ser um número inteiro').min(0, 'O estoque não pode ser negativo').max(10_000_000, 'Estoque acima do limite'),
  status: status.optional(),
});
export type ExtraBody = z.input<typeof extraBody>;
export const extraUpdateBody = extraBody.extend({ lock_version: lockVersionField });
export type ExtraUpdateBody = z.input<typeof extraUpdateBody>;

export const EXTRAS_CSV = 'extras.csv';

/** An extra as the body that saves it (the edit form's values). */
export function toExtraBody(x: Extra): ExtraBody {
  return { name: x.name, description: x.description ?? '', price: x.price, photo_url: x.photo_url, stock: x.stock, status: x.status };
}
