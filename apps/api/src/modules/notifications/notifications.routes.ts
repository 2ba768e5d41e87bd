import {
  NOTIFICATION_MSG,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
  idParams,
  notification,
  notificationTypeOption,
  notificationsListQuery,
  notificationsReadAll,
  notificationsUnread,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { authOf } from '../../plugins/auth.ts';
import { findVisible, listNotifications, markAllRead, markRead, toNotification, unreadSummary } from './notifications.repository.ts';

const tags = ['Notificações'];

/**
 * §7 Notifications: the signed-in staff member's feed (their own and every-staff notifications), its types, mark one
 * or all read, and the unread count the header bell polls (decision 0076).
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get(
    '/v2/notifications',
    { config: { access: permit('index', 'notifications') }, schema: { tags, summary: 'Listar notificações (mais recentes primeiro)', querystring: notificationsListQuery, response: { 200: z.array(notification) } } },
    async (request, reply) => {
      const { rows, total } = await listNotifications(db, me(request), request.query);
      return sendPage(reply, rows.map(toNotification), total);
    },
  );

  app.get(
    '/v2/notifications/types',
    { config: { access: permit('index', 'notifications') }, schema: { tags, summary: 'Tipos de notificação', response: { 200: z.array(notificationTypeOption) } } },
    async () => NOTIFICATION_TYPES.map((value) => ({ value, label: NOTIFICATION_TYPE_LABELS[value] })),
  );

  app.get(
    '/v2/notifications/unread_count',
    { config: { access: permit('index', 'notifications') }, schema: { tags, summary: 'Não lidas (contador) e id da mais recente', response: { 200: notificationsUnread } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return unreadSummary(db, me(request));
    },
  );

  app.patch(
    '/v2/notifications/:id/read',
    { config: { access: permit('update', 'notifications') }, schema: { tags, summary: 'Marcar notificação como lida', params: idParams, response: { 200: notification } } },
    async (request) => {
      const found = await findVisible(db, me(request), request.params.id);
      if (!found) throw notFound(NOTIFICATION_MSG.notFound);
      return toNotification(found.readAt ? found : await markRead(db, found.id));
    },
  );

  app.post(
    '/v2/notifications/read_all',
    { config: { access: permit('update', 'notifications') }, schema: { tags, summary: 'Marcar todas como lidas', response: { 200: notificationsReadAll } } },
    async (request) => ({ message: NOTIFICATION_MSG.allRead, marked: await markAllRead(db, me(request)) }),
  );
};

export default notificationsRoutes;
