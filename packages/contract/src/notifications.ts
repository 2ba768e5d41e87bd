import { z } from 'zod';
import { booleanFilter, perPageParam } from './catalogue.ts';
import { pagingQuery, timestamp } from './common.ts';

export * from './notification-labels.ts';
import { NOTIFICATION_TYPES } from './notification-labels.ts';

export const notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string().nullable(),
  link_url: z.string().nullable(),
  /** Addressed to every staff member (not to one user). */
  broadcast: z.boolean(),
  read: z.boolean(),
  read_at: timestamp.nullable(),
  created_at: timestamp,
});
export type Notification = z.infer<typeof notification>;

/** §7 GET /v2/notifications (type, search), default 20 (§9), newest first; `unread=true` keeps the unread. */
export const notificationsListQuery = pagingQuery.omit({ query: true }).extend({
  per_page: perPageParam(20),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  search: z.string().trim().max(200).optional(),
  unread: booleanFilter.optional(),
});
export type NotificationsListQuery = z.infer<typeof notificationsListQuery>;

export const notificationTypeOption = z.object({ value: z.enum(NOTIFICATION_TYPES), label: z.string() });

/** GET /v2/notifications/unread_count: what the header bell polls (decision 0076). */
export const notificationsUnread = z.object({ unread: z.number().int(), latest_id: z.number().int().nullable() });
export type NotificationsUnread = z.infer<typeof notificationsUnread>;

export const notificationsReadAll = z.object({ message: z.string(), marked: z.number().int() });
