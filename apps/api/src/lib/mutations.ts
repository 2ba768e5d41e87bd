import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { conflict, notFound } from './http-errors.ts';

/** What the kit needs of a table: a numeric id and updated_at; lock_version and deleted_at where the area has them. */
type KitColumns = { id: PgColumn; updatedAt: PgColumn; lockVersion?: PgColumn; deletedAt?: PgColumn };
type KitRow = { id: number; lockVersion?: number; deletedAt?: Date | null };
/** More writes in the same transaction, and audit snapshots for areas whose record is more than its row (NGO states…). */
export type WriteOptions<Row> = {
  also?: (tx: Db, row: Row) => Promise<void>;
  before?: Record<string, unknown>;
  after?: (row: Row) => Record<string, unknown>;
};

export type AuditedWritesSpec<T extends PgTable & KitColumns> = {
  table: T;
  /** The audit trail's entity type (the spelling map's `audit`). */
  entity: string;
  /** The fields a reader of the history cares about (never secrets). */
  snapshot: (row: T['$inferSelect']) => Record<string, unknown>;
  /** 404 message when the row is gone (or already deleted / not deleted). */
  notFound: string;
};

/**
 * The area's audited writes: each runs in one transaction with its audit entry (before/after snapshots), bumps
 * lock_version and updated_at, and answers the caller's errors (409 with the reload message on a stale
 * lock_version, 404 when the row went away meanwhile). `also` runs more writes in the same transaction.
 */
export function auditedWrites<T extends PgTable & KitColumns>(spec: AuditedWritesSpec<T>) {
  type Row = T['$inferSelect'] & KitRow;
  type Values = Partial<T['$inferInsert']>;
  const { table, entity, snapshot } = spec;
  // Drizzle's builders are typed per concrete table; the kit works on the common columns only.
  const t = table as unknown as PgTable & Required<Pick<KitColumns, 'id' | 'updatedAt'>> & KitColumns;
  const live = (id: number) => and(eq(t.id, id), t.deletedAt ? isNull(t.deletedAt) : undefined);
  const bump = (row: Row) => (t.lockVersion && row.lockVersion !== undefined ? { lockVersion: row.lockVersion + 1 } : {});

  async function write(db: Db, where: SQL | undefined, set: Record<string, unknown>, onMissing: () => Error): Promise<Row> {
    const [row] = await db.update(t).set({ ...set, updatedAt: new Date() }).where(where).returning();
    if (!row) throw onMissing();
    return row as Row;
  }

  return {
    async create(db: Db, actor: AuditActor, values: T['$inferInsert'], options: WriteOptions<Row> = {}): Promise<Row> {
      return db.transaction(async (tx) => {
        const [row] = (await tx.insert(t).values(values as never).returning()) as Row[];
        await options.also?.(tx, row!);
        await recordAudit(tx, actor, { action: 'created', entityType: entity, entityId: row!.id, after: (options.after ?? snapshot)(row!) });
        return row!;
      });
    },

    /** Update guarded by the lock_version the caller read: a stale one answers 409 (MSG.conflict). */
    async update(db: Db, actor: AuditActor, before: Row, lockVersion: number, values: Values, options: WriteOptions<Row> = {}): Promise<Row> {
      if (t.lockVersion && before.lockVersion !== lockVersion) throw conflict();
      return db.transaction(async (tx) => {
        const guard = t.lockVersion ? eq(t.lockVersion, lockVersion) : undefined;
        const row = await write(tx, and(live(before.id), guard), { ...values, ...bump(before) }, () => conflict());
        await options.also?.(tx, row);
        await recordAudit(tx, actor, {
          action: 'updated',
          entityType: entity,
          entityId: before.id,
          before: options.before ?? snapshot(before),
          after: (options.after ?? snapshot)(row),
        });
        return row;
      });
    },

    /** Soft delete: the row leaves lists and pickers and can be restored; `values` are set with deleted_at. */
    async softDelete(db: Db, actor: AuditActor, before: Row, values: Values = {}): Promise<Row> {
      if (!t.deletedAt) throw new Error(`${entity} has no deleted_at`);
      return db.transaction(async (tx) => {
        const row = await write(tx, live(before.id), { ...values, deletedAt: new Date(), ...bump(before) }, () => notFound(spec.notFound));
        await recordAudit(tx, actor, { action: 'deleted', entityType: entity, entityId: before.id, before: snapshot(before), after: snapshot(row) });
        return row;
      });
    },

    /** Brings a soft-deleted row back. */
    async restore(db: Db, actor: AuditActor, before: Row): Promise<Row> {
      const deletedAt = t.deletedAt;
      if (!deletedAt) throw new Error(`${entity} has no deleted_at`);
      return db.transaction(async (tx) => {
        const row = await write(tx, and(eq(t.id, before.id), isNotNull(deletedAt)), { deletedAt: null, ...bump(before) }, () => notFound(spec.notFound));
        await recordAudit(tx, actor, { action: 'updated', entityType: entity, entityId: before.id, before: snapshot(before), after: snapshot(row) });
        return row;
      });
    },

    /** Hard delete (areas whose rows nothing else keeps); the audit entry keeps what it was. */
    async remove(db: Db, actor: AuditActor, before: Row, options: Pick<WriteOptions<Row>, 'before'> = {}): Promise<void> {
      await db.transaction(async (tx) => {
        const gone = await tx.delete(t).where(eq(t.id, before.id)).returning({ id: t.id });
        if (!gone.length) throw notFound(spec.notFound);
        await recordAudit(tx, actor, { action: 'deleted', entityType: entity, entityId: before.id, before: options.before ?? snapshot(before) });
      });
    },

    /**
     * Moves one status-like field to `value` (enable/disable, block subscriptions…); nothing is written when it is
     * already there. Returns whether it changed.
     */
    async setField<K extends keyof Row & string>(db: Db, actor: AuditActor, before: Row, field: K, value: Row[K], auditKey: string = field): Promise<boolean> {
      if (before[field] === value) return false;
      await db.transaction(async (tx) => {
        await write(tx, live(before.id), { [field]: value, ...bump(before) }, () => notFound(spec.notFound));
        await recordAudit(tx, actor, { action: 'status_changed', entityType: entity, entityId: before.id, before: { [auditKey]: before[field] }, after: { [auditKey]: value } });
      });
      return true;
    },
  };
}

export type AuditedWrites<T extends PgTable & KitColumns> = ReturnType<typeof auditedWrites<T>>;
