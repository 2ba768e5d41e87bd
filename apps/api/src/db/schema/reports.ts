import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { instant, timestamps } from './columns.ts';
import { events } from './events.ts';

export const REPORT_TYPES = [
  'orders',
  'sales',
  'tax',
  'subscriptions',
  'event_results',
  'coupons',
  'customer_users',
  'activity_occurrences',
  'tournament_subscriptions',
  'withdraws',
] as const;
/** §4 report statuses. */
export const REPORT_STATUSES = ['scheduled', 'processing', 'completed', 'failed'] as const;

/** Asynchronous report files (GET /v1/report/reports, /v1/reports/{id}/url, reenqueue). */
export const reportFiles = pgTable(
  'report_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The id a download link carries: random, so a link cannot be guessed from the sequential id (issue 12 §3). */
    downloadKey: uuid().notNull().defaultRandom(),
    reportType: text({ enum: REPORT_TYPES }).notNull(),
    fileFormat: text({ enum: ['csv', 'xlsx'] }).notNull().default('csv'),
    status: text({ enum: REPORT_STATUSES }).notNull().default('scheduled'),
    /** 0–100. */
    progress: smallint().notNull().default(0),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    fileUrl: text(),
    fileName: text(),
    error: text(),
    attempts: integer().notNull().default(0),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    startedAt: instant(),
    finishedAt: instant(),
    ...timestamps,
  },
  (t) => [
    // read backwards for the lists' created_at desc, id desc (see subscriptions_event_created_id_idx)
    index('report_files_type_created_id_idx').on(t.reportType, t.createdAt, t.id),
    index('report_files_status_idx').on(t.status),
    uniqueIndex('report_files_download_key_idx').on(t.downloadKey),
    check('report_files_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
