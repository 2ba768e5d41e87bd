import { ACTION_LABELS, MSG, RESOURCES } from '@backoffice/contract/constants';
import type { Profile, ProfileBody } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource } from '../../../lib/resource';

export type ProfileRecord = Profile & { lock_version: number };

/** The user form's profile options go stale with any profile change. */
export const profiles = defineResource<ProfileRecord>('profiles', { deleted: MSG.profileDeleted }, { alsoInvalidate: [['profiles', 'options']] });
export const profilesKey = profiles.keys.all;
export const PROFILES_PATH = profiles.path;
export const useProfile = (id: string | undefined) => profiles.useDetail(id);

export const createProfile = (body: ProfileBody) => api.post<ProfileRecord>(`${PROFILES_PATH}/`, body);
export const updateProfile = (id: string | number, body: ProfileBody & { lock_version: number }) => api.put<ProfileRecord>(`${PROFILES_PATH}/${id}`, body);

export const useDeleteProfile = () => profiles.useDelete();

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
