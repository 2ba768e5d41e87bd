import { z } from 'zod';
import { orderParam, pagingQuery, status, timestamp } from './common.ts';
import { catalogueName, lockVersionField, perPageParam, webAddress } from './catalogue.ts';
export * from './sponsors-labels.ts';

/** GET /v1/sponsor_types (Master, Ouro, Prata…); a lower priority is shown first. */
export const sponsorType = z.object({ id: z.number().int(), name: z.string(), priority: z.number().int() });
export type SponsorType = z.infer<typeof sponsorType>;

export const sponsor = z.object({
  id: z.number().int(),
  name: z.string(),
  sponsor_type_id: z.number().int().nullable(),
  sponsor_type_name: z.string().nullable(),
  logo_url: z.string().nullable(),
  site_url: z.string().nullable(),
  status,
  events_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Sponsor = z.infer<typeof sponsor>;

export const SPONSOR_ORDER_FIELDS = ['id', 'name', 'created_at'] as const;

export const sponsorsListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(SPONSOR_ORDER_FIELDS, 'name'),
  status: status.optional(),
  sponsor_type_id: z.coerce.number().int().positive().optional(),
});
export type SponsorsListQuery = z.infer<typeof sponsorsListQuery>;
export const sponsorsReportQuery = sponsorsListQuery.omit({ current_page: true, per_page: true, order: true });
export type SponsorsReportQuery = z.infer<typeof sponsorsReportQuery>;

export const sponsorBody = z.strictObject({
  name: catalogueName,
  sponsor_type_id: z.number({ error: 'Selecione o tipo de patrocínio' }).int().positive('Selecione o tipo de patrocínio'),
  logo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  site_url: webAddress('Informe um link válido (https://…)'),
  status: status.optional(),
});
export type SponsorBody = z.input<typeof sponsorBody>;
export const sponsorUpdateBody = sponsorBody.extend({ lock_version: lockVersionField });
export type SponsorUpdateBody = z.input<typeof sponsorUpdateBody>;

/** GET /v1/sponsors/{id}/events: the events a sponsor sponsors (show page). */
export const sponsoredEvent = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  event_status: status,
  master: z.boolean(),
  sponsor_priority: z.number().int(),
  sponsor_type_name: z.string().nullable(),
});
export type SponsoredEvent = z.infer<typeof sponsoredEvent>;
export const sponsoredEventsQuery = pagingQuery.extend({ per_page: perPageParam(20) });

export const SPONSORS_CSV = 'patrocinadores.csv';

/** A sponsor as the body that saves it (the edit form's values). */
export function toSponsorBody(s: Sponsor): SponsorBody {
  return { name: s.name, sponsor_type_id: s.sponsor_type_id ?? (undefined as unknown as number), logo_url: s.logo_url, site_url: s.site_url ?? '', status: s.status };
}
