import { ONG_MSG, type AuditEntry, type BrState, type Ong, type OngBody, type OngDonations, type OngUpdateBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export const ongsKey = ['ongs'] as const;
export const ONGS_PATH = '/v2/ongs';

export function useOng(id: string | undefined) {
  return useQuery({
    queryKey: [...ongsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Ong>(`${ONGS_PATH}/${id}`, undefined, signal),
    enabled: !!id,
  });
}

export function useOngDonations(id: string | undefined) {
  return useQuery({
    queryKey: [...ongsKey, 'donations', id],
    queryFn: ({ signal }) => api.get<OngDonations>(`${ONGS_PATH}/${id}/donations`, undefined, signal),
    enabled: !!id,
  });
}

export function useOngHistory(id: string | undefined) {
  return useQuery({
    queryKey: [...ongsKey, 'history', id],
    queryFn: ({ signal }) => api.get<AuditEntry[]>('/v1/audit', { entity_type: 'ongs', entity_id: id, per_page: 50 }, signal),
    enabled: !!id,
  });
}

/** The states an NGO can act in (value: id, label: "SP — São Paulo"). */
export function useStateOptions() {
  return useQuery({
    queryKey: ['ongs', 'states'],
    queryFn: ({ signal }) => api.get<BrState[]>(`${ONGS_PATH}/states`, undefined, signal),
    select: (states) => states.map((s) => ({ value: String(s.id), label: `${s.uf} — ${s.name}` })),
    staleTime: 60 * 60_000,
  });
}

export const createOng = (body: OngBody) => api.post<Ong>(`${ONGS_PATH}/`, body);
export const updateOng = (id: number | string, body: OngUpdateBody) => api.put<Ong>(`${ONGS_PATH}/${id}`, body);

export function useDeleteOng() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${ONGS_PATH}/${id}`),
    onSuccess: async (_d, id) => {
      notifySuccess(ONG_MSG.deleted);
      queryClient.removeQueries({ queryKey: [...ongsKey, 'detail', String(id)] });
      await queryClient.invalidateQueries({ queryKey: ongsKey });
    },
  });
}
