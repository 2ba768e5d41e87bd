import { TOURNAMENT_MSG } from '@backoffice/contract/constants';
import type { ReportFile, Tournament, TournamentBody, TournamentUpdateBody } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, useLookupOptions, type Id } from '../../../lib/resource';

export const tournaments = defineResource<Tournament>('tournaments', { enabled: TOURNAMENT_MSG.enabled, disabled: TOURNAMENT_MSG.disabled });

export const createTournament = (body: TournamentBody) => api.post<Tournament>(tournaments.path, body);
export const updateTournament = (id: Id, body: TournamentUpdateBody) => api.put<Tournament>(tournaments.url(id), body);
export const requestTournamentReport = (tournamentId: number | string) => api.post<ReportFile>('/v2/reports/subscriptions', { tournament_id: Number(tournamentId), file_format: 'csv' });

export const useEventTypeOptions = () => useLookupOptions('/v2/competition/event_types');
export const useTrainerOptions = () => useLookupOptions('/v1/events/trainers');
export const useCategoryOptions = () => useLookupOptions('/v1/events/categories');

/** Tournaments as select options, searched by name (report page, import page). */
export function useTournamentOptions(search: string) {
  return useQuery({
    queryKey: [...tournaments.keys.lists(), 'options', search],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>(tournaments.path, { per_page: 20, query: search || undefined }, signal),
    select: (rows) => rows.map((t) => ({ value: String(t.id), label: t.name })),
  });
}

export function useStates() {
  return useQuery({
    queryKey: ['lookup', '/v1/cities/states'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string; uf: string }[]>('/v1/cities/states', undefined, signal),
    select: (rows) => rows.map((s) => ({ value: String(s.id), label: `${s.name} (${s.uf})` })),
    staleTime: 5 * 60_000,
  });
}

export function useCities(stateId: string | null, query: string) {
  return useQuery({
    queryKey: ['lookup', '/v1/cities', stateId, query],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/cities', { state: stateId!, query: query || undefined }, signal),
    select: (rows) => rows.slice(0, 100).map((c) => ({ value: String(c.id), label: c.name })),
    enabled: Boolean(stateId),
  });
}
