import { z } from 'zod';
import { booleanFilter, perPageParam } from './catalogue.ts';
import { pagingQuery, timestamp } from './common.ts';

/** What staff are told about (§3 Notification: type). */
export const NOTIFICATION_TYPES = ['report_ready', 'import_finished', 'reservation_requested', 'trainer_pending', 'withdraw_requested', 'order_refused', 'system'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  report_ready: 'Relatórios',
  import_finished: 'Importações',
  reservation_requested: 'Reservas',
  trainer_pending: 'Treinadores',
  withdraw_requested: 'Saques',
  order_refused: 'Pedidos',
  system: 'Sistema',
};

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

export const NOTIFICATION_MSG = {
  read: 'Notificação marcada como lida',
  allRead: 'Todas as notificações foram marcadas como lidas',
  notFound: 'Notificação não encontrada.',
} as const;

/** How often an open panel asks for the unread count (decision 0076). */
export const NOTIFICATION_POLL_MS = 20_000;
