import { CUSTOMER_MSG, TEAM_MSG } from '@backoffice/contract/constants';
import type { CustomerUserDetail, ReportFile, Team, TeamBody, TeamUpdateBody } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

export const customerUsers = defineResource<CustomerUserDetail>('customerUsers', { deleted: CUSTOMER_MSG.deleted, enabled: CUSTOMER_MSG.enabled, disabled: CUSTOMER_MSG.disabled });
export const teams = defineResource<Team>('teams', { deleted: TEAM_MSG.deleted, enabled: TEAM_MSG.enabled, disabled: TEAM_MSG.disabled });

export const updateCustomerUser = (id: Id, body: object) => api.put<CustomerUserDetail>(customerUsers.url(id), body);
export const sendCustomerReset = (id: Id) => api.post<{ message: string }>(customerUsers.url(id, 'forgot_password'));
export const anonymizeCustomerUser = (id: Id, confirmation: string) => api.post<{ message: string }>(customerUsers.url(id, 'anonymize'), { confirmation });
export const downloadPersonalData = (id: Id) => api.download(customerUsers.url(id, 'personal_data'), `dados-titular-${id}.json`);
/** The list's filters as the export's body (unset filters left out). */
export const requestCustomerExport = (filters: QueryParams) =>
  api.post<ReportFile>('/v1/report/customer/users.csv', Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')));

export const createTeam = (body: TeamBody) => api.post<Team>(`${teams.path}`, body);
export const updateTeam = (id: Id, body: TeamUpdateBody) => api.put<Team>(teams.url(id), body);
export const sendTeamReset = (id: Id) => api.post<{ message: string }>(teams.url(id, 'forgot_password'));

/** States for the UF pickers (value: UF for list filters, or id for forms). */
export function useStates(valueBy: 'uf' | 'id') {
  return useQuery({
    queryKey: ['lookup', '/v1/cities/states'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string; uf: string }[]>('/v1/cities/states', undefined, signal),
    select: (rows) => rows.map((s) => ({ value: valueBy === 'uf' ? s.uf : String(s.id), label: `${s.uf} — ${s.name}` })),
    staleTime: 30 * 60_000,
  });
}

/** Cities of a state (GET /v1/cities?state=…), for the city pickers. */
export function useCities(state: string | number | null | undefined) {
  return useQuery({
    queryKey: ['lookup', '/v1/cities', String(state ?? '')],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/cities', { state: String(state) }, signal),
    select: (rows) => rows.map((c) => ({ value: String(c.id), label: c.name })),
    enabled: Boolean(state),
    staleTime: 30 * 60_000,
  });
}
