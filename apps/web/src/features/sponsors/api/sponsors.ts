import { SPONSOR_MSG, type AuditEntry, type Sponsor, type SponsorBody, type SponsorType, type SponsorUpdateBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export const sponsorsKey = ['sponsors'] as const;
export const SPONSORS_PATH = '/v1/sponsors';

export function useSponsor(id: string | undefined) {
  return useQuery({
    queryKey: [...sponsorsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Sponsor>(`${SPONSORS_PATH}/${id}`, undefined, signal),
    enabled: !!id,
  });
}

export function useSponsorHistory(id: string | undefined) {
  return useQuery({
    queryKey: [...sponsorsKey, 'history', id],
    queryFn: ({ signal }) => api.get<AuditEntry[]>('/v1/audit', { entity_type: 'sponsors', entity_id: id, per_page: 50 }, signal),
    enabled: !!id,
  });
}

export function useSponsorTypeOptions() {
  return useQuery({
    queryKey: ['sponsor_types'],
    queryFn: ({ signal }) => api.get<SponsorType[]>('/v1/sponsor_types', undefined, signal),
    select: (types) => types.map((t) => ({ value: String(t.id), label: t.name })),
    staleTime: 5 * 60_000,
  });
}

export const createSponsor = (body: SponsorBody) => api.post<Sponsor>(`${SPONSORS_PATH}/`, body);
export const updateSponsor = (id: number | string, body: SponsorUpdateBody) => api.put<Sponsor>(`${SPONSORS_PATH}/${id}`, body);

export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${SPONSORS_PATH}/${id}`),
    onSuccess: async (_d, id) => {
      notifySuccess(SPONSOR_MSG.deleted);
      queryClient.removeQueries({ queryKey: [...sponsorsKey, 'detail', String(id)] });
      await queryClient.invalidateQueries({ queryKey: sponsorsKey });
    },
  });
}
