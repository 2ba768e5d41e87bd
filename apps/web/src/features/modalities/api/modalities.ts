import { MODALITY_MSG, type Modality, type ModalityBody, type ModalityType, type ModalityUpdateBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export const modalitiesKey = ['modalities'] as const;
export const MODALITIES_PATH = '/v1/modalities';

export function useModality(id: number | null) {
  return useQuery({
    queryKey: [...modalitiesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Modality>(`${MODALITIES_PATH}/${id}`, undefined, signal),
    enabled: id !== null,
  });
}

/** GET /v1/modality_types/ for the select and the filter. */
export function useModalityTypeOptions() {
  return useQuery({
    queryKey: ['modality_types'],
    queryFn: ({ signal }) => api.get<ModalityType[]>('/v1/modality_types/', undefined, signal),
    select: (types) => types.map((t) => ({ value: String(t.id), label: t.name })),
    staleTime: 5 * 60_000,
  });
}

export const createModality = (body: ModalityBody) => api.post<Modality>(`${MODALITIES_PATH}/`, body);
export const updateModality = (id: number, body: ModalityUpdateBody) => api.put<Modality>(`${MODALITIES_PATH}/${id}`, body);

/** Delete (soft) and restore, with the success message and a list refresh. */
export function useModalityAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'delete' | 'restore' }) =>
      action === 'delete' ? api.delete(`${MODALITIES_PATH}/${id}`) : api.post(`${MODALITIES_PATH}/${id}/restore`),
    onSuccess: async (_d, { action }) => {
      notifySuccess(action === 'delete' ? MODALITY_MSG.deleted : MODALITY_MSG.restored);
      await queryClient.invalidateQueries({ queryKey: modalitiesKey });
    },
  });
}
