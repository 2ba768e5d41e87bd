import { z } from 'zod';
import { orderParam, pagingQuery, status, timestamp } from './common.ts';
import { email, newPassword, profileRef } from './session.ts';

const name = z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(120, 'O nome deve ter no máximo 120 caracteres');
const profileIds = z
  .array(z.number().int().positive())
  .min(1, 'Selecione pelo menos um perfil')
  .max(20)
  .refine((ids) => new Set(ids).size === ids.length, 'Perfil repetido');

export const adminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status,
  two_factor_enabled: z.boolean(),
  invitation_pending: z.boolean(),
  profiles: z.array(profileRef),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Optimistic concurrency: sent back on update; a stale value answers 409. */
  lock_version: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const usersListQuery = pagingQuery.extend({
  order: orderParam(['id', 'name', 'email', 'created_at'], 'id'),
  status: status.optional(),
  profile_id: z.coerce.number().int().positive().optional(),
});
export type UsersListQuery = z.infer<typeof usersListQuery>;

/** Without a password the user is invited by e-mail and chooses one (§6 "resending an invite"). */
export const userCreateBody = z.strictObject({
  name,
  email,
  profile_ids: profileIds,
  password: newPassword.optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userUpdateBody = z.strictObject({
  name,
  email,
  profile_ids: profileIds,
  lock_version: z.number().int().min(0),
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/** A staff user as the body that saves them (without the lock_version the page adds). */
export function toUserBody(u: AdminUser): Omit<UserUpdateBody, 'lock_version'> {
  return { name: u.name, email: u.email, profile_ids: u.profiles.map((p) => p.id) };
}
