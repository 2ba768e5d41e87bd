import { auditLog } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';

export type AuditActor = { id: number | null; name: string | null; requestId: string | null };
export type AuditAction = 'created' | 'updated' | 'deleted' | 'status_changed';

/** Fields never written to the audit trail, even as before/after. */
const SECRET_FIELDS = new Set(['password', 'passwordHash', 'password_hash', 'twoFactorSecret', 'twoFactorPendingSecret', 'refreshTokenHash', 'tokenHash']);
/** Bookkeeping fields that change on every write and say nothing to a reader. */
const NOISE_FIELDS = new Set(['updatedAt', 'updated_at', 'lockVersion', 'lock_version']);

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

/** The fields whose values differ between two snapshots, with before/after (secrets shown only as changed). */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, { before: unknown; after: unknown }> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of keys) {
    if (NOISE_FIELDS.has(key)) continue;
    const b = normalise(before?.[key]);
    const a = normalise(after?.[key]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    changes[key] = SECRET_FIELDS.has(key) ? { before: b === null ? null : '[oculto]', after: a === null ? null : '[oculto]' } : { before: b, after: a };
  }
  return changes;
}

/** Writes one audit entry; call it with the transaction that makes the change. */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  entry: { action: AuditAction; entityType: string; entityId: number | string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
): Promise<void> {
  const changes = diff(entry.before ?? null, entry.after ?? null);
  if (entry.action === 'updated' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    changes,
    requestId: actor.requestId,
  });
}
