import { EVENT_GROUP_MSG } from '@backoffice/contract/constants';
import type { EventGroupBody, EventGroupDetail, EventGroupUpdateBody } from '@backoffice/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

export const eventGroups = defineResource<EventGroupDetail>('eventGroups', { deleted: EVENT_GROUP_MSG.deleted });

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

export const createEventGroup = (body: EventGroupBody) => api.post<EventGroupDetail>(`${eventGroups.path}/`, body);
export const updateEventGroup = (id: Id, body: EventGroupUpdateBody) => api.put<EventGroupDetail>(eventGroups.url(id), body);
