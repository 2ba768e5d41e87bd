import { z } from 'zod';
import { orderParam, pagingQuery, timestamp } from './common.ts';
import { booleanFilter, catalogueName, lockVersionField, optionalText, perPageParam, webAddress } from './catalogue.ts';
export * from './event-groups-labels.ts';

/** /v1/event_groups: a named, optionally public, collection of events. §3 Event group: id, events, public_visibility, photo. */
export const eventGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
  public_visibility: z.boolean(),
  events_count: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type EventGroup = z.infer<typeof eventGroup>;

export const eventGroupEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  event_date: z.string().nullable(),
  status: z.string(),
});
export type EventGroupEvent = z.infer<typeof eventGroupEvent>;

/** GET /v1/event_groups/{id}: the group with its events, in the group's order. */
export const eventGroupDetail = eventGroup.extend({
  event_ids: z.array(z.number().int()),
  events: z.array(eventGroupEvent),
});
export type EventGroupDetail = z.infer<typeof eventGroupDetail>;

export const EVENT_GROUP_ORDER_FIELDS = ['id', 'name', 'created_at'] as const;

export const eventGroupsListQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(EVENT_GROUP_ORDER_FIELDS, 'name'),
  public_visibility: booleanFilter.optional(),
});
export type EventGroupsListQuery = z.infer<typeof eventGroupsListQuery>;
export const eventGroupsReportQuery = eventGroupsListQuery.omit({ current_page: true, per_page: true, order: true });
export type EventGroupsReportQuery = z.infer<typeof eventGroupsReportQuery>;

export const MAX_EVENTS_PER_GROUP = 500;

export const eventGroupBody = z.strictObject({
  name: catalogueName,
  description: optionalText(2000),
  photo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  public_visibility: z.boolean({ error: 'Informe a visibilidade' }),
  event_ids: z
    .array(z.number().int().positive())
    .max(MAX_EVENTS_PER_GROUP, `Um grupo tem no máximo ${MAX_EVENTS_PER_GROUP} eventos`)
    .refine((ids) => new Set(ids).size === ids.length, 'Evento repetido'),
});
export type EventGroupBody = z.input<typeof eventGroupBody>;
export const eventGroupUpdateBody = eventGroupBody.extend({ lock_version: lockVersionField });
export type EventGroupUpdateBody = z.input<typeof eventGroupUpdateBody>;

export const EVENT_GROUPS_CSV = 'grupos_de_eventos.csv';

/** An event group as the body that saves it (the edit form's values). */
export function toEventGroupBody(g: EventGroupDetail): EventGroupBody {
  return { name: g.name, description: g.description ?? '', photo_url: g.photo_url, public_visibility: g.public_visibility, event_ids: g.event_ids };
}
