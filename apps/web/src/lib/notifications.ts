import { NOTIFICATION_MSG, NOTIFICATION_POLL_MS } from '@backoffice/contract/constants';
import type { Notification, NotificationsUnread } from '@backoffice/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api-client';
import { useCan } from './me';
import { notifySuccess } from './notify';

/**
 * The staff notification feed's client (§7 Notifications), shared by the header bell (app layout) and the
 * /notifications page: one set of query keys, so marking read anywhere updates both. Decision 0076: the bell polls
 * the unread count every 20 s while the tab is visible (and on focus); the short list is fetched again only when the
 * newest id changed.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
};

export const BELL_LATEST = 6;

export function useUnreadNotifications() {
  const allowed = useCan('index', 'notifications');
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<NotificationsUnread>('/v2/notifications/unread_count', undefined, signal),
    enabled: allowed,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  // Something new arrived (or was removed): the short list and any open page refetch.
  const latestId = unread.data?.latest_id;
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (latestId === undefined) return;
    if (seen.current !== undefined && seen.current !== latestId) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.latest() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    }
    seen.current = latestId;
  }, [latestId, queryClient]);
  return { allowed, count: unread.data?.unread ?? 0, query: unread };
}

export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => api.list<Notification>('/v2/notifications', { per_page: BELL_LATEST }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useRefreshFeed() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

/** PATCH /v2/notifications/{id}/read; the count drops at once (optimistic), then the feed is asked again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = useRefreshFeed();
  return useMutation({
    mutationFn: (id: number) => api.patch<Notification>(`/v2/notifications/${id}/read`),
    onMutate: (id) => {
      const latest = queryClient.getQueryData<{ items: Notification[] }>(notificationKeys.latest());
      const wasUnread = latest ? latest.items.some((n) => n.id === id && !n.read) : true;
      if (wasUnread) queryClient.setQueryData<NotificationsUnread>(notificationKeys.unread(), (u) => (u ? { ...u, unread: Math.max(0, u.unread - 1) } : u));
    },
    onSettled: () => refresh(),
  });
}

/** POST /v2/notifications/read_all ('Todas as notificações foram marcadas como lidas'). */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const refresh = useRefreshFeed();
  return useMutation({
    mutationFn: () => api.post<{ message: string; marked: number }>('/v2/notifications/read_all'),
    onMutate: () => queryClient.setQueryData<NotificationsUnread>(notificationKeys.unread(), (u) => (u ? { ...u, unread: 0 } : u)),
    onSuccess: () => notifySuccess(NOTIFICATION_MSG.allRead),
    onSettled: () => refresh(),
  });
}
