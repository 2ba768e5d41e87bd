import type { Notification, NotificationsListQuery, NotificationsUnread } from '@backoffice/contract';
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { pageWindow } from '../../lib/paging.ts';
import { textContains } from '../../lib/sql.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(r: NotificationRow): Notification {
  return {
    id: r.id,
    type: r.type,
    title: r.title,
    body: r.body,
    link_url: r.linkUrl,
    broadcast: r.userId === null,
    read: r.readAt !== null,
    read_at: r.readAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** A staff member sees the notifications addressed to them and those addressed to every staff member. */
export const visibleTo = (userId: number): SQL => or(eq(notifications.userId, userId), isNull(notifications.userId))!;

/** GET /v2/notifications: newest first (indexes notifications_user_idx, and notifications_unread_idx for unread=true). */
export async function listNotifications(db: Db, userId: number, q: NotificationsListQuery): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(
    visibleTo(userId),
    q.type ? eq(notifications.type, q.type) : undefined,
    q.search ? textContains([notifications.title, notifications.body], q.search) : undefined,
    q.unread === 'true' ? isNull(notifications.readAt) : q.unread === 'false' ? sql`${notifications.readAt} is not null` : undefined,
  );
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVisible(db: Db, userId: number, id: number): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), visibleTo(userId)));
  return row ?? null;
}

/**
 * The bell's poll: the unread count from the counters the triggers keep (two primary-key rows: the user's and key 0,
 * every staff member's) and the newest visible id (two index-only backward scans), so the panel refetches the list
 * only when something new arrived. Decision 0076.
 */
export async function unreadSummary(db: Db, userId: number): Promise<NotificationsUnread> {
  const [row] = await queryRows<{ unread: number | null; latest: number | null }>(
    db,
    sql`select (select sum(unread)::int from notification_unread_counts where user_key in (0, ${userId})) as unread,
      greatest((select max(id) from notifications where user_id = ${userId}), (select max(id) from notifications where user_id is null)) as latest`,
  );
  return { unread: Math.max(0, Number(row?.unread ?? 0)), latest_id: row?.latest === null || row?.latest === undefined ? null : Number(row.latest) };
}

export async function markRead(db: Db, id: number): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(eq(notifications.id, id))
    .returning();
  return row!;
}

/** Marks every unread notification the user sees as read; the number marked. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(visibleTo(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
