import { EVENT_MSG, MSG, NOTIFICATION_DURATION_MS, UPCOMING_EVENTS_COUNT_HEADER } from '@backoffice/contract/constants';
import type { EventBody, EventDetail, EventFinishBody, Option } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { defineResource } from '../../../lib/resource';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../lib/api-client';

export const events = defineResource<EventDetail>('events', { deleted: EVENT_MSG.deleted });
export const eventsKey = events.keys.all;
export const EVENTS_PATH = events.path;
export const useEvent = (id: string | undefined) => events.useDetail(id);

/** §7: the count of upcoming events travels in the `upcoming-events-count` header of the list. */
export function useUpcomingCount() {
  return useQuery({
    queryKey: [...eventsKey, 'upcoming-count'],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(EVENTS_PATH, { query: { per_page: 1, time: 'future' }, signal });
      // The body is not needed, but is read: an unread body keeps the request (and its connection) open.
      await response.arrayBuffer();
      return Number(response.headers.get(UPCOMING_EVENTS_COUNT_HEADER) ?? 0);
    },
  });
}

const lookup = (key: string, path: string, query?: Record<string, string | number>) => ({
  queryKey: ['lookups', key, query ?? {}],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<Option[]>(path, query, signal),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(lookup('categories', '/v1/events/categories'));
export const useEventTypes = () => useQuery(lookup('event_types', '/v1/event_types'));
export const useBranches = () => useQuery(lookup('branches', '/v1/events/branches'));
export const useCompanies = () => useQuery(lookup('companies', '/v1/events/companies'));
export const useStates = () =>
  useQuery({ queryKey: ['lookups', 'states'], queryFn: ({ signal }) => api.get<{ id: number; name: string; uf: string }[]>('/v1/cities/states', undefined, signal), staleTime: 30 * 60_000 });
export const useCities = (state: number | null | undefined) =>
  useQuery({ ...lookup('cities', '/v1/cities', { state: state ?? 0 }), enabled: !!state });

/** Catalogue lists (built by the catalogue area) for the selects; up to 200 items each (§9: NGOs 200). */
function catalogue(key: string, path: string) {
  return () =>
    useQuery({
      queryKey: ['lookups', key],
      queryFn: async ({ signal }) => (await api.list<{ id: number; name: string; status?: string }>(path, { per_page: 200, order: 'name' }, signal)).items,
      staleTime: 60_000,
    });
}
export const useModalityOptions = catalogue('modalities', '/v1/modalities');
export const useExtraOptions = catalogue('extras', '/v1/extras');
export const useSponsorOptions = catalogue('sponsors', '/v1/sponsors');
export const useOngOptions = catalogue('ongs', '/v2/ongs');
export const useSponsorTypes = () => useQuery(lookup('sponsor_types', '/v1/sponsor_types'));

export const createEvent = (body: EventBody) => api.post<EventDetail>(`${EVENTS_PATH}/`, body);
export const updateEvent = (id: number | string, body: EventBody & { lock_version: number }) => api.put<EventDetail>(`${EVENTS_PATH}/${id}`, body);
export const finishEvent = (id: number | string, body: EventFinishBody) => api.post<EventDetail>(`${EVENTS_PATH}/${id}/finish`, body);

export type EventAction = 'enable' | 'disable' | 'disable_subscriptions' | 'enable_subscriptions' | 'duplicate' | 'delete';

const SUCCESS: Record<EventAction, string> = {
  enable: EVENT_MSG.enabled,
  disable: EVENT_MSG.disabled,
  disable_subscriptions: EVENT_MSG.subscriptionsBlocked,
  enable_subscriptions: EVENT_MSG.subscriptionsEnabled,
  duplicate: EVENT_MSG.duplicated,
  delete: EVENT_MSG.deleted,
};

/** §8: a failed status toggle shows the server's errors as a warning. */
export function warnErrors(error: unknown) {
  if (!(error instanceof ApiError) || error.silent || error.isNetwork) return;
  notifications.show({
    color: 'yellow',
    title: 'Atenção',
    message: error.errors.length ? error.errors.map((e) => e.message).join('\n') : MSG.unavailable,
    autoClose: NOTIFICATION_DURATION_MS,
    styles: { description: { whiteSpace: 'pre-line' } },
  });
}

/** Status actions, duplicate and delete; the event is reloaded after each status change (§4). */
export function useEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, action }: { id: number; action: EventAction }): Promise<EventDetail | null> =>
      action === 'delete' ? api.delete(`${EVENTS_PATH}/${id}`).then(() => null) : api.post<EventDetail>(`${EVENTS_PATH}/${id}/${action}`),
    onSuccess: async (data, { id, action }) => {
      notifySuccess(SUCCESS[action]);
      if (action === 'delete') queryClient.removeQueries({ queryKey: [...eventsKey, 'detail', String(id)] });
      else if (data && action !== 'duplicate') queryClient.setQueryData([...eventsKey, 'detail', String(id)], data);
      await queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    onError: warnErrors,
  });
}

export function useEventModalityAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: ({ id, modalityId, action }: { id: number; modalityId: number; action: 'enable' | 'disable' }) =>
      api.post<EventDetail>(`${EVENTS_PATH}/${id}/event_modalities/${modalityId}/${action}`),
    onSuccess: async (data, { id, action }) => {
      notifySuccess(action === 'enable' ? EVENT_MSG.modalityEnabled : EVENT_MSG.modalityDisabled);
      queryClient.setQueryData([...eventsKey, 'detail', String(id)], data);
      await queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    onError: warnErrors,
  });
}
