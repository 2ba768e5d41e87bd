import type {
  DashboardSummary,
  Distribution,
  ImportJob,
  ImportStatusResponse,
  ReportFile,
  SubscriptionDetail,
  SubscriptionsTimeline,
  SubscriptionUpdateBody,
} from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const subscriptionsKey = ['subscriptions'] as const;
export const dashboardKey = ['event-dashboard'] as const;
export { reportsKey } from '../../../components/reports/ReportFilesList';
export const importsKey = ['event-imports'] as const;

export const subscriptionsPath = (eventId: string | number) => `/v1/events/${eventId}/subscriptions`;

export function useSubscription(eventId: string | undefined, subId: string | undefined) {
  return useQuery({
    queryKey: [...subscriptionsKey, 'detail', eventId, subId],
    queryFn: ({ signal }) => api.get<SubscriptionDetail>(`${subscriptionsPath(eventId!)}/${subId}`, undefined, signal),
    enabled: !!eventId && !!subId,
  });
}

export const updateSubscription = (eventId: string | number, subId: string | number, body: SubscriptionUpdateBody) =>
  api.put<SubscriptionDetail>(`${subscriptionsPath(eventId)}/${subId}`, body);

/** The event's name for page titles (GET /v1/events/{id} — only the name is read here). */
export function useEventName(eventId: string | undefined) {
  return useQuery({
    queryKey: ['events', 'detail', eventId],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }>(`/v1/events/${eventId}`, undefined, signal),
    enabled: !!eventId,
    select: (e) => e.name,
    retry: false,
  });
}

export type Period = { start_date?: string; end_date?: string };

export function useDashboardSummary(eventId: string | undefined, period: Period) {
  return useQuery({
    queryKey: [...dashboardKey, eventId, 'summary', period],
    queryFn: ({ signal }) => api.get<DashboardSummary>(`/v1/events/${eventId}/dashboard`, period, signal),
    enabled: !!eventId,
  });
}

export function useDashboardTimeline(eventId: string | undefined, period: Period) {
  return useQuery({
    queryKey: [...dashboardKey, eventId, 'subscriptions', period],
    queryFn: ({ signal }) => api.get<SubscriptionsTimeline>(`/v1/events/${eventId}/dashboard/subscriptions`, period, signal),
    enabled: !!eventId,
  });
}

export function useDistribution(eventId: string | undefined, section: string, period: Period) {
  return useQuery({
    queryKey: [...dashboardKey, eventId, section, period],
    queryFn: ({ signal }) => api.get<Distribution>(`/v1/events/${eventId}/dashboard/${section}`, period, signal),
    enabled: !!eventId,
  });
}

/** An import of the event, polled every 1.5 s until it ends. */
export function useImportJob(eventId: string | number | undefined, importId: number | null) {
  return useQuery({
    queryKey: [...importsKey, eventId, importId],
    queryFn: ({ signal }) => api.get<ImportJob>(`/v1/events/${eventId}/imports/${importId}`, undefined, signal),
    enabled: !!eventId && importId !== null,
    refetchInterval: (q) => (q.state.data && ['completed', 'failed', 'not_started'].includes(q.state.data.status) ? false : 1500),
  });
}

export function useResultStatus(eventId: string | undefined) {
  return useQuery({
    queryKey: [...importsKey, eventId, 'results'],
    queryFn: ({ signal }) => api.get<ImportStatusResponse>(`/v1/events/${eventId}/check_result_status`, undefined, signal),
    enabled: !!eventId,
    refetchInterval: (q) => (q.state.data?.import && ['scheduled', 'processing'].includes(q.state.data.import.status) ? 1500 : false),
  });
}

export const requestEventReport = (eventId: number | string, type: 'subscriptions' | 'event_results') =>
  api.post<ReportFile>(type === 'event_results' ? `/v1/report/events/${eventId}/event_results` : `/v1/report/events/${eventId}/${type}`);
