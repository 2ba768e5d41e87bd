import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { eventTypes } from './catalog.ts';
import { ACTIVE_INACTIVE, CHANNELS, ENABLED_DISABLED, instant, lockVersion, money, searchKeyOf, timestamps } from './columns.ts';
import { events } from './events.ts';

/** /v1/banners: home-page banners, optionally linked to an event. */
export const banners = pgTable(
  'banners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    imageUrl: text().notNull(),
    linkUrl: text(),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    status: text({ enum: ENABLED_DISABLED }).notNull().default('enabled'),
    startsAt: instant(),
    endsAt: instant(),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('banners_status_position_idx').on(t.status, t.position), index('banners_position_idx').on(t.position, t.id)],
);

/** /v2/campaigns: status active/closed (§4); `finished` true once ended. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text(),
    eventTypeId: integer().references(() => eventTypes.id),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    status: text({ enum: ['active', 'closed'] }).notNull().default('active'),
    finished: boolean().notNull().default(false),
    photoUrl: text(),
    bannerUrl: text(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [index('campaigns_status_idx').on(t.status, t.id)],
);

/** /v1/newsletter/subscribers. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text(),
    /** E-mail and name as the list's search compares them (decision 0144), kept by PostgreSQL, with a trigram index. */
    searchKey: text().generatedAlwaysAs(searchKeyOf('email', 'name')),
    origin: text({ enum: CHANNELS }),
    status: text({ enum: ACTIVE_INACTIVE }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const NOTIFICATION_TYPES = [
  'report_ready',
  'import_finished',
  'reservation_requested',
  'trainer_pending',
  'withdraw_requested',
  'order_refused',
  'system',
] as const;

/** /v2/notifications for staff. user_id null = for every staff member (read_at then marks it read for all). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: NOTIFICATION_TYPES }).notNull(),
    title: text().notNull(),
    body: text(),
    linkUrl: text(),
    readAt: instant(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_type_idx').on(t.type, t.id),
    index('notifications_unread_idx').on(t.userId, t.id).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Unread notifications per recipient, kept by triggers on notifications in the writing transaction (decision 0076):
 * user_key is the user id, 0 for notifications addressed to every staff member. The bell's count reads two rows.
 */
export const notificationUnreadCounts = pgTable('notification_unread_counts', {
  userKey: integer().primaryKey(),
  unread: integer().notNull().default(0),
});

/** /v1/settings/1: the platform's single settings row (id is always 1; migration 0003 inserts it). */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().default(1),
    siteName: text().notNull().default('Plataforma de Eventos'),
    contactEmail: text(),
    supportPhone: text(),
    defaultConvenienceFee: money().notNull().default(0),
    maxInstallments: integer().notNull().default(12),
    minInstallmentAmount: money().notNull().default(5),
    termsUrl: text(),
    privacyUrl: text(),
    maintenanceMode: boolean().notNull().default(false),
    /** Decision 0077: shown to the public while maintenance_mode is on. */
    maintenanceMessage: text(),
    /** e.g. 'Segunda a sexta, das 9h às 18h'. */
    supportHours: text(),
    /** Default texts of an event's kit pickup (title line and instructions), used when the event has none. */
    kitPickupTitle: text(),
    kitPickupInstructions: text(),
    /** Settings without a column of their own. */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    lockVersion: lockVersion(),
    ...timestamps,
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
