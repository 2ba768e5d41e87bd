import { z } from 'zod';
import { idSchema, orderParam, pagingQuery, timestamp } from './common.ts';
import { perPageParam } from './catalogue.ts';
import { RESERVATION_STATUSES } from './reservations-labels.ts';
export * from './reservations-labels.ts';

export const reservationStatus = z.enum(RESERVATION_STATUSES);

const filters = {
  status: reservationStatus.optional(),
  year: z.coerce.number().int().min(2000, 'Ano inválido').max(2100, 'Ano inválido').optional(),
  event_id: idSchema.optional(),
};

/** GET /v1/reservations: status, year, event; default 20, newest first. */
export const reservationsQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(['id', 'created_at', 'quantity_requested'] as const, '-id'),
  ...filters,
});
export type ReservationsQuery = z.infer<typeof reservationsQuery>;
export const reservationsReportQuery = reservationsQuery.omit({ current_page: true, per_page: true, order: true });
export type ReservationsReportQuery = z.infer<typeof reservationsReportQuery>;

export const reservation = z.object({
  id: z.number().int(),
  status: reservationStatus,
  year: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  event_date: z.string().nullable(),
  requester: z.object({
    kind: z.enum(['team', 'customer']),
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    document: z.string().nullable(),
    phone: z.string().nullable(),
  }).nullable(),
  quantity_requested: z.number().int(),
  quantity_approved: z.number().int().nullable(),
  /** Approved vacancies not used yet. */
  subscriptions_remaining: z.number().int(),
  notes: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decided_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type Reservation = z.infer<typeof reservation>;

/** GET /v1/reservations/{id}: the reservation and what its event has left (for the approve form). */
export const reservationDetail = reservation.extend({
  /** Vacancies the event can still give this reservation (null: the event has no limit). */
  event_vacancies_available: z.number().int().nullable(),
});
export type ReservationDetail = z.infer<typeof reservationDetail>;

const lockVersion = z.coerce.number().int().min(0);
const vacancies = z.coerce.number({ error: 'Informe o número de vagas' }).int('Informe um número inteiro de vagas').min(1, 'Informe pelo menos 1 vaga').max(100_000, 'Número de vagas grande demais');

/** POST …/approve and …/redefine: the vacancies granted. */
export const reservationVacanciesBody = z.strictObject({ quantity_approved: vacancies, lock_version: lockVersion });
export type ReservationVacanciesBody = z.infer<typeof reservationVacanciesBody>;
/** POST …/reject. */
export const reservationRejectBody = z.strictObject({
  lock_version: lockVersion,
  notes: z.string().trim().max(500, 'Use no máximo 500 caracteres').optional(),
});
export type ReservationRejectBody = z.infer<typeof reservationRejectBody>;

export const reservationYears = z.array(z.number().int());
export const reservationEvents = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const reservationEventsQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
