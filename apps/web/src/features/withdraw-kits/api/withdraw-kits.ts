import {
  WITHDRAW_MSG,
  type CancelPreorderResult,
  type WithdrawEvent,
  type WithdrawSubscription,
  type WithdrawSubscriptionDetail,
} from '@backoffice/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';

export const withdrawKey = ['withdraw_kits'] as const;
export const EVENTS_PATH = '/v1/withdraw_kits/events';
export const DESK_PAGE_SIZE = 20;
/** Counters poll: every desk sees the others' withdrawals within this time. */
export const COUNTERS_POLL_MS = 5000;

export const eventPath = (eventId: string | number) => `${EVENTS_PATH}/${eventId}`;
export const subscriptionPath = (eventId: string | number, subId: string | number) => `${EVENTS_PATH}/${eventId}/subscriptions/${subId}`;

/** The event with live counters (polled quietly: a failed poll marks the desk offline instead of notifying). */
export function useDeskEvent(eventId: string | undefined, poll = false) {
  return useQuery({
    queryKey: [...withdrawKey, 'event', eventId],
    queryFn: ({ signal }) => apiRequest<WithdrawEvent>(eventPath(eventId!), { signal, quietNetwork: true }),
    enabled: !!eventId,
    refetchInterval: poll ? COUNTERS_POLL_MS : false,
    refetchIntervalInBackground: false,
    retry: poll ? false : 1,
  });
}

export function deskSearchKey(eventId: string, query: string) {
  return [...withdrawKey, 'search', eventId, query] as const;
}

export function fetchDeskSearch(eventId: string, query: string, signal?: AbortSignal) {
  return apiRequest<WithdrawSubscription[]>(`${eventPath(eventId)}/subscriptions`, { query: { query, per_page: DESK_PAGE_SIZE }, signal, quietNetwork: true });
}

/** The desk search: as the volunteer types, results of the latest text (the previous ones stay until they arrive). */
export function useDeskSearch(eventId: string | undefined, query: string) {
  return useQuery({
    queryKey: deskSearchKey(eventId ?? '', query),
    queryFn: ({ signal }) => fetchDeskSearch(eventId!, query, signal),
    enabled: !!eventId && query.trim().length > 0,
    placeholderData: keepPreviousData,
    staleTime: 2000,
    retry: false,
  });
}

export function useDeskSubscription(eventId: string | undefined, subId: string | number | undefined) {
  return useQuery({
    queryKey: [...withdrawKey, 'subscription', eventId, String(subId)],
    queryFn: ({ signal }) => api.get<WithdrawSubscriptionDetail>(subscriptionPath(eventId!, subId!), undefined, signal),
    enabled: !!eventId && subId !== undefined,
  });
}

/** A key for one action: the same key on every retry, so the server applies it once. */
export function newActionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto && window.isSecureContext) return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type KitAction = 'withdraw' | 'uncheck_withdraw';

/** Sends a withdraw / uncheck with its action id; network failures are the caller's to show (retry is safe). */
export function sendKitAction(eventId: string | number, subId: number, action: KitAction, body: { client_action_id: string; picked_up_by_name?: string | null; reason?: string | null }) {
  return apiRequest<WithdrawSubscriptionDetail>(`${subscriptionPath(eventId, subId)}/${action}`, { method: 'POST', body, quietNetwork: true });
}

export const cancelPreorder = (orderId: number) => api.post<CancelPreorderResult>(`/v1/withdraw_kits/orders/${orderId}/cancel_preorder/`, {});

export const ACTION_SUCCESS: Record<KitAction, string> = { withdraw: WITHDRAW_MSG.withdrawn, uncheck_withdraw: WITHDRAW_MSG.unchecked };

/** After any kit action: the counters, the searches and the record are stale. */
export function useRefreshDesk() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: withdrawKey });
}
