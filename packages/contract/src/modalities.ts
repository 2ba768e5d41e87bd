import { z } from 'zod';
import { orderParam, pagingQuery, status, timestamp } from './common.ts';
import { booleanFilter, catalogueName, lockVersionField, optionalText, perPageParam } from './catalogue.ts';
export * from './modalities-labels.ts';

/** GET /v1/modality_types/ */
export const modalityType = z.object({ id: z.number().int(), name: z.string() });
export type ModalityType = z.infer<typeof modalityType>;

/** /v1/modalities: 5 km, 10 km, Kids… Deleting hides a modality from new events; it stays in the deleted list. */
export const modality = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  modality_type_id: z.number().int().nullable(),
  modality_type_name: z.string().nullable(),
  distance_km: z.number().nullable(),
  status,
  /** Events (not deleted) that offer this modality. */
  events_count: z.number().int(),
  deleted_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Modality = z.infer<typeof modality>;

export const MODALITY_ORDER_FIELDS = ['id', 'name', 'distance_km', 'created_at', 'deleted_at'] as const;

export const modalitiesListQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(MODALITY_ORDER_FIELDS, 'name'),
  status: status.optional(),
  modality_type_id: z.coerce.number().int().positive().optional(),
  /** "true": the deleted modalities (/modalities/delete_list). */
  deleted: booleanFilter.optional(),
});
export type ModalitiesListQuery = z.infer<typeof modalitiesListQuery>;
/** The CSV takes the list's filters, without paging. */
export const modalitiesReportQuery = modalitiesListQuery.omit({ current_page: true, per_page: true, order: true });
export type ModalitiesReportQuery = z.infer<typeof modalitiesReportQuery>;

export const modalityBody = z.strictObject({
  name: catalogueName,
  modality_type_id: z.number({ error: 'Selecione o tipo da modalidade' }).int().positive('Selecione o tipo da modalidade'),
  description: optionalText(1000),
  distance_km: z
    .number()
    .min(0, 'A distância não pode ser negativa')
    .max(10000, 'Distância grande demais')
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, 'Use no máximo 3 casas decimais')
    .nullable()
    .optional(),
  status: status.optional(),
});
export type ModalityBody = z.input<typeof modalityBody>;

export const modalityUpdateBody = modalityBody.extend({ lock_version: lockVersionField });
export type ModalityUpdateBody = z.input<typeof modalityUpdateBody>;

/** A modality as the body that saves it (the edit form's values). */
export function toModalityBody(m: Modality): ModalityBody {
  return { name: m.name, modality_type_id: m.modality_type_id ?? (undefined as unknown as number), description: m.description ?? '', distance_km: m.distance_km, status: m.status };
}
