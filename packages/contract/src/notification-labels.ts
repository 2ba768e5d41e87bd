/** The notifications' types, labels, texts and polling interval, without schemas (see events-labels.ts). */

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

export const NOTIFICATION_MSG = {
  read: 'Notificação marcada como lida',
  allRead: 'Todas as notificações foram marcadas como lidas',
  notFound: 'Notificação não encontrada.',
} as const;

/** How often an open panel asks for the unread count (decision 0076). */
export const NOTIFICATION_POLL_MS = 20_000;
