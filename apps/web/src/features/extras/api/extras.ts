import { EXTRA_MSG, type AuditEntry, type Extra, type ExtraBody, type ExtraUpdateBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export const extrasKey = ['extras'] as const;
export const EXTRAS_PATH = '/v1/extras';

export function useExtra(id: string | undefined) {
  return useQuery({
    queryKey: [...extrasKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Extra>(`${EXTRAS_PATH}/${id}`, undefined, signal),
    enabled: !!id,
  });
}

export function useExtraHistory(id: string | undefined) {
  return useQuery({
    queryKey: [...extrasKey, 'history', id],
    queryFn: ({ signal }) => api.get<AuditEntry[]>('/v1/audit', { entity_type: 'extras', entity_id: id, per_page: 50 }, signal),
    enabled: !!id,
  });
}

export const createExtra = (body: ExtraBody) => api.post<Extra>(`${EXTRAS_PATH}/`, body);
export const updateExtra = (id: number | string, body: ExtraUpdateBody) => api.put<Extra>(`${EXTRAS_PATH}/${id}`, body);

export function useExtraAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'delete' | 'restore' }) =>
      action === 'delete' ? api.delete(`${EXTRAS_PATH}/${id}`) : api.post(`${EXTRAS_PATH}/${id}/restore`),
    onSuccess: async (_d, { action }) => {
      notifySuccess(action === 'delete' ? EXTRA_MSG.deleted : EXTRA_MSG.restored);
      await queryClient.invalidateQueries({ queryKey: extrasKey });
    },
  });
}
