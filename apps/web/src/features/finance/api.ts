import type { SalesBreakdown, SalesGeneral, SalesModalities, SalesYears, TaxReportDetail } from '@backoffice/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../lib/api-client';

/** GET /v1/sales_report… and /v1/tax_report… (§7, decision 0055): the reports read rollups, so every tab answers at once. */
export const salesKey = ['sales-report'] as const;
export const taxKey = ['tax-report'] as const;

export type ReportFilter = { year: number | undefined; event_id?: number };
const params = (f: ReportFilter): QueryParams => ({ year: f.year, event_id: f.event_id });

export function useSalesYears(eventId?: number) {
  return useQuery({
    queryKey: [...salesKey, 'years', eventId ?? null],
    queryFn: ({ signal }) => api.get<SalesYears>('/v1/sales_report/years', { event_id: eventId }, signal),
  });
}

export function useSalesGeneral(f: ReportFilter) {
  return useQuery({
    queryKey: [...salesKey, 'general', f],
    queryFn: ({ signal }) => api.get<SalesGeneral>('/v1/sales_report', params(f), signal),
    enabled: f.year !== undefined,
  });
}

export type BreakdownTab = 'payment_methods' | 'origins' | 'types' | 'statuses';
export function useSalesBreakdown(tab: BreakdownTab, f: ReportFilter) {
  return useQuery({
    queryKey: [...salesKey, tab, f],
    queryFn: ({ signal }) => api.get<SalesBreakdown>(`/v1/sales_report/${tab}`, params(f), signal),
    enabled: f.year !== undefined,
  });
}

export function useSalesModalities(f: ReportFilter) {
  return useQuery({
    queryKey: [...salesKey, 'modalities', f],
    queryFn: ({ signal }) => api.get<SalesModalities>('/v1/sales_report/modalities', params(f), signal),
    enabled: f.year !== undefined,
  });
}

/** Events with sales in the year, by name (the event filter's options), searched by the server as staff type. */
export function useSalesEventOptions(year: number | undefined, query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: [...salesKey, 'event-options', year, text],
    queryFn: ({ signal }) => api.list<{ event_id: number; event_name: string }>('/v1/sales_report/events', { year, query: text || undefined, per_page: 50, order: 'name' }, signal),
    enabled: year !== undefined,
    placeholderData: keepPreviousData,
    select: (r) => r.items.map((e) => ({ value: String(e.event_id), label: e.event_name })),
  });
}

export function useTaxDetail(id: string | undefined, year: number | undefined) {
  return useQuery({
    queryKey: [...taxKey, 'detail', id, year],
    queryFn: ({ signal }) => api.get<TaxReportDetail>(`/v1/tax_report/${id}`, { year }, signal),
    enabled: !!id && year !== undefined,
    retry: false,
  });
}
