import { z } from 'zod';
import { orderParam, pagingQuery, timestamp } from './common.ts';

/** §4 change log types. */
export const auditAction = z.enum(['created', 'updated', 'deleted', 'status_changed']);

export const auditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: auditAction,
  entity_type: z.string(),
  entity_id: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  request_id: z.string().nullable(),
  created_at: timestamp,
  /** Names of the records that changed fields point at (field → id → name), so a history never shows bare ids. */
  refs: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditListQuery = pagingQuery.extend({
  order: orderParam(['id'], '-id'),
  entity_type: z.string().max(60).optional(),
  entity_id: z.string().max(60).optional(),
});
