import { z } from 'zod';
import { isoDate, orderParam, pagingQuery, status, timestamp } from './common.ts';
import { lockVersionField, perPageParam, webAddress } from './catalogue.ts';
import { BANNER_MSG } from './banners-labels.ts';
export * from './banners-labels.ts';

/**
 * Home-page banners of the consumer app (§3 Banner, §7 Banners). The display period travels as calendar days
 * (YYYY-MM-DD, São Paulo): a banner shows from the start day's first minute to the end day's last (decision 0075).
 */
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  position: z.number().int(),
  status,
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Banner = z.infer<typeof banner>;

export const BANNER_ORDER_FIELDS = ['position', 'title', 'starts_on', 'id'] as const;

/** §7 GET /v1/banners, default 20 (§9), in display order. */
export const bannersListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(BANNER_ORDER_FIELDS, 'position'),
  status: status.optional(),
  event_id: z.coerce.number().int().positive().optional(),
});
export type BannersListQuery = z.infer<typeof bannersListQuery>;

const bannerFields = {
  title: z.string({ error: 'Informe o título' }).trim().min(2, 'O título deve ter pelo menos 2 caracteres').max(120, 'O título deve ter no máximo 120 caracteres'),
  image_url: webAddress('Informe um endereço de imagem válido (https://…)').refine((v) => v !== null, 'Envie a imagem do banner'),
  link_url: webAddress('Informe um link válido (https://… ou /caminho)'),
  event_id: z.number().int().positive().nullable().optional().transform((v) => v ?? null),
  position: z.number({ error: 'Informe a posição' }).int('Use um número inteiro').min(0, 'A posição não pode ser negativa').max(999, 'A posição deve ser no máximo 999'),
  status: status.optional(),
  starts_on: isoDate.nullable().optional().transform((v) => v ?? null),
  ends_on: isoDate.nullable().optional().transform((v) => v ?? null),
};

type Period = { starts_on: string | null; ends_on: string | null };
const periodInOrder = (b: Period) => !b.starts_on || !b.ends_on || b.ends_on >= b.starts_on;

export const bannerBody = z.strictObject(bannerFields).refine(periodInOrder, { message: BANNER_MSG.periodOrder, path: ['ends_on'] });
export type BannerBody = z.input<typeof bannerBody>;
export const bannerUpdateBody = z
  .strictObject({ ...bannerFields, lock_version: lockVersionField })
  .refine(periodInOrder, { message: BANNER_MSG.periodOrder, path: ['ends_on'] });
export type BannerUpdateBody = z.input<typeof bannerUpdateBody>;

/** A banner as the body that saves it (the edit form's values). */
export function toBannerBody(b: Banner): BannerBody {
  return { title: b.title, image_url: b.image_url, link_url: b.link_url ?? '', event_id: b.event_id, position: b.position, status: b.status, starts_on: b.starts_on, ends_on: b.ends_on };
}
