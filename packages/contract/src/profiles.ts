import { z } from 'zod';
import { orderParam, pagingQuery, timestamp } from './common.ts';
import { permissionSchema } from './permission-schema.ts';
import { isValidPermission } from './permissions.ts';

export const profile = z.object({
  id: z.number().int(),
  name: z.string(),
  full_access: z.boolean(),
  permissions: z.array(permissionSchema.extend({ id: z.number().int() })),
  users_count: z.number().int(),
  lock_version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Profile = z.infer<typeof profile>;

export const profilesListQuery = pagingQuery.extend({
  order: orderParam(['id', 'name', 'created_at'], 'name'),
});

const grant = z
  .strictObject({ action: z.string().min(1).max(60), resource: z.string().min(1).max(60) })
  .refine((p) => isValidPermission(p.action, p.resource), { message: 'Permissão desconhecida' });

export const profileBody = z.strictObject({
  name: z.string().trim().min(2, 'O nome deve ter pelo menos 2 caracteres').max(80, 'O nome deve ter no máximo 80 caracteres'),
  permissions: z.array(grant).max(1000),
  /** Required on update (optimistic concurrency); ignored on create. */
  lock_version: z.number().int().min(0).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** GET v1/permissions/resources and GET /v1/permissions/actions?resource= */
export const permissionResource = z.object({ id: z.number().int(), name: z.string(), label: z.string() });
export const permissionAction = z.object({ id: z.number().int(), name: z.string(), label: z.string() });
export const permissionActionsQuery = z.strictObject({ resource: z.string().min(1).max(60) });

/** A profile as the body that saves it (its granted permissions, without ids). */
export function toProfileBody(p: Profile): Omit<ProfileBody, 'lock_version'> {
  return { name: p.name, permissions: p.permissions.map(({ action, resource }) => ({ action, resource })) };
}
