import { ACTION_LABELS, MSG, RESOURCES, type Profile, type ProfileBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';

export type ProfileRecord = Profile & { lock_version: number };

export const profilesKey = ['profiles'] as const;
export const PROFILES_PATH = '/v1/profiles';

export function useProfile(id: string | undefined) {
  return useQuery({
    queryKey: [...profilesKey, 'detail', id],
    queryFn: ({ signal }) => api.get<ProfileRecord>(`${PROFILES_PATH}/${id}`, undefined, signal),
    enabled: !!id,
  });
}

export const createProfile = (body: ProfileBody) => api.post<ProfileRecord>(`${PROFILES_PATH}/`, body);
export const updateProfile = (id: string | number, body: ProfileBody & { lock_version: number }) => api.put<ProfileRecord>(`${PROFILES_PATH}/${id}`, body);

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PROFILES_PATH}/${id}`),
    onSuccess: async (_data, id) => {
      notifySuccess(MSG.profileDeleted);
      // The record is gone: drop it instead of refetching it (404) before the page navigates away.
      queryClient.removeQueries({ queryKey: [...profilesKey, 'detail', String(id)] });
      await queryClient.invalidateQueries({ queryKey: [...profilesKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: [...profilesKey, 'options'] });
    },
  });
}

type Item = { id: number; name: string; label: string };
export type CatalogueResource = { name: string; label: string; actions: { name: string; label: string }[] };

function contractCatalogue(): CatalogueResource[] {
  return Object.entries(RESOURCES).map(([name, r]) => ({
    name,
    label: r.label,
    actions: r.actions.map((a) => ({ name: a, label: ACTION_LABELS[a] ?? a })),
  }));
}

/**
 * Resources and their actions (§6: fetched from the server, GET /v1/permissions/resources and
 * /v1/permissions/actions?resource=…); falls back to the contract's catalogue if the server cannot answer.
 */
export function usePermissionCatalogue() {
  return useQuery({
    queryKey: ['permissions', 'catalogue'],
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<CatalogueResource[]> => {
      try {
        const resources = await api.get<Item[]>('/v1/permissions/resources', undefined, signal);
        const actions = await Promise.all(resources.map((r) => api.get<Item[]>('/v1/permissions/actions', { resource: r.name }, signal)));
        return resources
          .map((r, i) => ({ name: r.name, label: r.label, actions: (actions[i] ?? []).map((a) => ({ name: a.name, label: a.label })) }))
          .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
      } catch {
        return contractCatalogue().sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
      }
    },
  });
}
