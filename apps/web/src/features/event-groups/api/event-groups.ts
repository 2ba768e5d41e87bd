import { EVENT_GROUP_MSG, type AuditEntry, type EventGroupBody, type EventGroupDetail, type EventGroupUpdateBody } from '@backoffice/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export const eventGroupsKey = ['event_groups'] as const;
export const EVENT_GROUPS_PATH = '/v1/event_groups';

export function useEventGroup(id: string | undefined) {
  return useQuery({
    queryKey: [...eventGroupsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<EventGroupDetail>(`${EVENT_GROUPS_PATH}/${id}`, undefined, signal),
    enabled: !!id,
  });
}

export function useEventGroupHistory(id: string | undefined) {
  return useQuery({
    queryKey: [...eventGroupsKey, 'history', id],
    queryFn: ({ signal }) => api.get<AuditEntry[]>('/v1/audit', { entity_type: 'event groups', entity_id: id, per_page: 50 }, signal),
    enabled: !!id,
  });
}

/** What the picker needs from GET /v1/events (the events area's list). */
export type EventOption = { id: number; name: string; event_date?: string | null };

/** Searchable events for the multi-select: GET /v1/events?query=…&per_page=20, past and future, newest first. */
export function useEventSearch(query: string) {
  return useQuery({
    queryKey: ['events', 'picker', query],
    queryFn: ({ signal }) => api.list<EventOption>('/v1/events', { query: query || undefined, per_page: 20, time: 'all', order: '-event_date' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const createEventGroup = (body: EventGroupBody) => api.post<EventGroupDetail>(`${EVENT_GROUPS_PATH}/`, body);
export const updateEventGroup = (id: number | string, body: EventGroupUpdateBody) => api.put<EventGroupDetail>(`${EVENT_GROUPS_PATH}/${id}`, body);

export function useDeleteEventGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${EVENT_GROUPS_PATH}/${id}`),
    onSuccess: async (_d, id) => {
      notifySuccess(EVENT_GROUP_MSG.deleted);
      queryClient.removeQueries({ queryKey: [...eventGroupsKey, 'detail', String(id)] });
      await queryClient.invalidateQueries({ queryKey: eventGroupsKey });
    },
  });
}
