import { z } from 'zod';
import { isoDate, orderParam, pagingQuery, timestamp } from './common.ts';
import { catalogueName, lockVersionField, optionalText, perPageParam, webAddress } from './catalogue.ts';
import { CAMPAIGN_STATUSES, CAMPAIGN_MSG } from './campaigns-labels.ts';
import { COUPON_DISCOUNT_TYPES } from './coupons-labels.ts';
export * from './campaigns-labels.ts';

export const campaignStatus = z.enum(CAMPAIGN_STATUSES);

export const campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  event_type_id: z.number().int().nullable(),
  event_type_name: z.string().nullable(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  status: campaignStatus,
  finished: z.boolean(),
  photo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  coupons_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string(),
  discount_type: z.enum(COUPON_DISCOUNT_TYPES),
  discount_value: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  event_name: z.string().nullable(),
});
export type CampaignCoupon = z.infer<typeof campaignCoupon>;
export const campaignEvent = z.object({ id: z.number().int(), name: z.string(), event_date: z.string().nullable(), status: z.string() });
export type CampaignEvent = z.infer<typeof campaignEvent>;

/** GET /v2/campaigns/{id}: the campaign, its coupons and the events it promotes (its own event and its coupons'). */
export const campaignDetail = campaign.extend({ coupons: z.array(campaignCoupon), events: z.array(campaignEvent) });
export type CampaignDetail = z.infer<typeof campaignDetail>;

export const CAMPAIGN_ORDER_FIELDS = ['id', 'name', 'start_date', 'created_at'] as const;

/** §7 GET /v2/campaigns: current_page, per_page (default 10: not in §9's "Default 20" list), event_type, status; query searches the name. */
export const campaignsListQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(CAMPAIGN_ORDER_FIELDS, '-id'),
  event_type: z.coerce.number().int().min(0).optional(),
  status: campaignStatus.optional(),
});
export type CampaignsListQuery = z.infer<typeof campaignsListQuery>;

const campaignFields = {
  name: catalogueName,
  description: optionalText(2000),
  event_type_id: z.number().int().min(0).nullable().optional().transform((v) => v ?? null),
  event_id: z.number().int().positive().nullable().optional().transform((v) => v ?? null),
  photo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  banner_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  start_date: isoDate.nullable().optional().transform((v) => v ?? null),
  end_date: isoDate.nullable().optional().transform((v) => v ?? null),
};
type Period = { start_date?: string | null; end_date?: string | null };
const periodInOrder = (b: Period) => !b.start_date || !b.end_date || b.end_date >= b.start_date;

/** POST /v1/campaigns/ (a new campaign is active). */
export const campaignBody = z.strictObject(campaignFields).refine(periodInOrder, { message: CAMPAIGN_MSG.periodOrder, path: ['end_date'] });
export type CampaignBody = z.input<typeof campaignBody>;

/**
 * PUT /v1/campaigns/{id}: either the whole campaign (name given: every field is saved as sent, `finished` may come
 * along) or only `finished` — true ends the campaign (status closed), false reactivates it (status active).
 * lock_version is always required (409 when stale).
 */
export const campaignUpdateBody = z
  .strictObject({ ...campaignFields, name: catalogueName.optional(), finished: z.boolean().optional(), lock_version: lockVersionField })
  .refine((b) => b.name !== undefined || b.finished !== undefined, { message: 'Informe o nome', path: ['name'] })
  .refine(periodInOrder, { message: CAMPAIGN_MSG.periodOrder, path: ['end_date'] });
export type CampaignUpdateBody = z.input<typeof campaignUpdateBody>;

/** A campaign as the body that saves it (edit form, and /campaigns/new/{id} starting from an existing one). */
export function toCampaignBody(c: Campaign): CampaignBody {
  return {
    name: c.name,
    description: c.description ?? '',
    event_type_id: c.event_type_id,
    event_id: c.event_id,
    photo_url: c.photo_url,
    banner_url: c.banner_url,
    start_date: c.start_date,
    end_date: c.end_date,
  };
}
