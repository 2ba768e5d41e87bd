import { z } from 'zod';
import { idSchema, orderParam, pagingQuery, timestamp } from './common.ts';
import { perPageParam } from './catalogue.ts';

/** §4 reservation statuses. */
export const RESERVATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
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

export const RESERVATIONS_MSG = {
  approved: 'Reserva aprovada com sucesso',
  rejected: 'Reserva rejeitada com sucesso',
  redefined: 'Reserva redefinida com sucesso',
  notFound: 'Reserva não encontrada.',
  onlyPending: 'Somente reservas pendentes podem ser aprovadas.',
  cannotReject: 'Somente reservas pendentes ou aprovadas podem ser rejeitadas.',
  onlyApproved: 'Somente reservas aprovadas podem ser redefinidas.',
  overEvent: (n: number) => `O evento tem apenas ${n.toLocaleString('pt-BR')} ${n === 1 ? 'vaga disponível' : 'vagas disponíveis'}.`,
  belowUsed: (n: number) => `Esta reserva já usou ${n.toLocaleString('pt-BR')} ${n === 1 ? 'vaga' : 'vagas'}: não é possível definir menos que isso.`,
} as const;

export const RESERVATIONS_CSV = 'reservas.csv';
