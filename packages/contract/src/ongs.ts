import { z } from 'zod';
import { orderParam, pagingQuery, status, timestamp } from './common.ts';
import { isValidCnpj, onlyDigits } from './formats.ts';
import { catalogueName, lockVersionField, optionalEmail, optionalPhone, optionalText, perPageParam, webAddress } from './catalogue.ts';
export * from './ongs-labels.ts';

/** A Brazilian state (federative unit). */
export const brState = z.object({ id: z.number().int(), name: z.string(), uf: z.string() });
export type BrState = z.infer<typeof brState>;

/** /v2/ongs: NGOs that receive event donations; §3 ONG: id, name, ong_states (each with a state). */
export const ong = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 14 digits, no punctuation. */
  cnpj: z.string(),
  description: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  site_url: z.string().nullable(),
  photo_url: z.string().nullable(),
  status,
  ong_states: z.array(z.object({ state_id: z.number().int(), state: brState })),
  events_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Ong = z.infer<typeof ong>;

export const ONG_ORDER_FIELDS = ['id', 'name', 'created_at'] as const;

export const ongsListQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(ONG_ORDER_FIELDS, 'name'),
  status: status.optional(),
  state_id: z.coerce.number().int().positive().optional(),
});
export type OngsListQuery = z.infer<typeof ongsListQuery>;
export const ongsReportQuery = ongsListQuery.omit({ current_page: true, per_page: true, order: true });
export type OngsReportQuery = z.infer<typeof ongsReportQuery>;

export const cnpjField = z
  .string({ error: 'Informe o CNPJ' })
  .trim()
  .refine((v) => isValidCnpj(v), 'CNPJ inválido')
  .transform((v) => onlyDigits(v));

export const ongBody = z.strictObject({
  name: catalogueName,
  cnpj: cnpjField,
  description: optionalText(2000),
  email: optionalEmail(),
  phone: optionalPhone(),
  site_url: webAddress('Informe um link válido (https://…)'),
  photo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  status: status.optional(),
  /** The states where the NGO acts. */
  state_ids: z
    .array(z.number().int().positive())
    .min(1, 'Selecione pelo menos um estado')
    .max(27)
    .refine((ids) => new Set(ids).size === ids.length, 'Estado repetido'),
});
export type OngBody = z.input<typeof ongBody>;
export const ongUpdateBody = ongBody.extend({ lock_version: lockVersionField });
export type OngUpdateBody = z.input<typeof ongUpdateBody>;

/** GET /v2/ongs/{id}/donations: paid donations per event, in BRL. */
export const ongDonationsByEvent = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  /** Paid donation items of the event. */
  donations_count: z.number().int(),
  /** Sum of those items, in reais. */
  amount: z.number(),
  /** How many NGOs the event collects for: when more than one, the amount is the event's, shared among them. */
  ongs_in_event: z.number().int(),
});
export type OngDonationsByEvent = z.infer<typeof ongDonationsByEvent>;
export const ongDonations = z.object({
  events: z.array(ongDonationsByEvent),
  total_amount: z.number(),
  total_count: z.number().int(),
});
export type OngDonations = z.infer<typeof ongDonations>;

export const ONGS_CSV = 'ongs.csv';

/** An NGO as the body that saves it (the edit form's values). */
export function toOngBody(o: Ong): OngBody {
  return {
    name: o.name,
    cnpj: o.cnpj,
    description: o.description ?? '',
    email: o.email ?? '',
    phone: o.phone ?? '',
    site_url: o.site_url ?? '',
    photo_url: o.photo_url,
    status: o.status,
    state_ids: o.ong_states.map((s) => s.state_id),
  };
}
