import type { ReservationDetail, ReservationRejectBody, ReservationVacanciesBody } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

/** GET /v1/reservations, GET /v1/reservations/{id}, POST …/{id}/approve|reject|redefine (§7). */
export const reservations = defineResource<ReservationDetail>('reservations');

type Decided = ReservationDetail & { message: string };
export const approveReservation = (id: Id, body: ReservationVacanciesBody) => api.post<Decided>(reservations.url(id, 'approve'), body);
export const redefineReservation = (id: Id, body: ReservationVacanciesBody) => api.post<Decided>(reservations.url(id, 'redefine'), body);
export const rejectReservation = (id: Id, body: ReservationRejectBody) => api.post<Decided>(reservations.url(id, 'reject'), body);

/** The list's filter options: years and events with reservations (of a year, when one is picked). */
export function useReservationYears() {
  return useQuery({
    queryKey: [...reservations.keys.all, 'years'],
    queryFn: ({ signal }) => api.get<number[]>('/v1/reservations/years', undefined, signal),
    select: (years) => years.map((y) => ({ value: String(y), label: String(y) })),
  });
}
export function useReservationEvents(year: string) {
  return useQuery({
    queryKey: [...reservations.keys.all, 'events', year],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/reservations/events', { year: year || undefined }, signal),
    select: (rows) => rows.map((e) => ({ value: String(e.id), label: e.name })),
  });
}
