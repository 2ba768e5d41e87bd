import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';

/** Who changed what, when, with the before/after of each changed field; written in the transaction of the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text(),
    action: text({ enum: ['created', 'updated', 'deleted', 'status_changed'] }).notNull(),
    entityType: text().notNull(),
    entityId: text().notNull(),
    changes: jsonb().$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id)],
);

/** Outgoing e-mail. Kept even when SMTP delivers it, so support can see what was sent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  sentAt: timestamp({ withTimezone: true }),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Key/value facts about this installation (e.g. which seed was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
