import { MSG } from '@backoffice/contract/constants';
import type { AdminUser, Profile, UserCreateBody, UserUpdateBody } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { defineResource } from '../../../lib/resource';

/** GET /v1/users/{id} also carries the optimistic-concurrency version sent back on PUT. */
export type AdminUserRecord = AdminUser & { lock_version: number };

export const users = defineResource<AdminUserRecord>('users');
export const usersKey = users.keys.all;
export const USERS_PATH = users.path;
export const useUser = (id: string | undefined) => users.useDetail(id);
export const useUserHistory = (id: string | undefined) => users.useHistory(id);

/** Profiles for the select (GET /v1/profiles?per_page=200). */
export function useProfileOptions() {
  return useQuery({
    queryKey: ['profiles', 'options'],
    queryFn: ({ signal }) => api.list<Profile>('/v1/profiles', { per_page: 200, order: 'name' }, signal),
    select: (r) => r.items.map((p) => ({ value: String(p.id), label: p.name })),
    staleTime: 60_000,
  });
}

export const createUser = (body: UserCreateBody) => api.post<AdminUserRecord>(`${USERS_PATH}/`, body);
export const updateUser = (id: number | string, body: UserUpdateBody & { lock_version: number }) =>
  api.put<AdminUserRecord>(`${USERS_PATH}/${id}`, body);

export type UserAction = 'enable' | 'disable' | 'invite' | 'disable_two_factor' | 'delete';

const SUCCESS: Record<UserAction, string> = {
  enable: MSG.userEnabled,
  disable: MSG.userDisabled,
  invite: MSG.userInvited,
  disable_two_factor: MSG.userTwoFactorCleared,
  delete: MSG.userDeleted,
};

/** Row actions (errors go through the global error path). */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserAction }) =>
      action === 'delete' ? api.delete(`${USERS_PATH}/${id}`) : api.post(`${USERS_PATH}/${id}/${action}`),
    onSuccess: async (_data, { id, action }) => {
      notifySuccess(SUCCESS[action]);
      if (action === 'delete') {
        // The record is gone: drop its detail and history instead of refetching them (404) before leaving the page.
        queryClient.removeQueries({ queryKey: users.keys.detail(id) });
        queryClient.removeQueries({ queryKey: users.keys.history(id) });
        await queryClient.invalidateQueries({ queryKey: users.keys.lists() });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
  });
}
