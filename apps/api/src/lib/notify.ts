import type { NotificationType } from '@backoffice/contract';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';

export type NewNotification = {
  /** The staff member told; null tells every staff member. */
  userId: number | null;
  type: NotificationType;
  title: string;
  body?: string | null;
  /** A panel path ('/events/12/show') the notification opens. */
  linkUrl?: string | null;
};

/**
 * Writes a staff notification (decision 0076). Call it inside the transaction of the change it announces when there
 * is one (pass `tx`), so a notification is never lost nor written twice by a retried job; the unread counters follow
 * by trigger in the same transaction. Returns the new id.
 */
export async function notify(db: Db, n: NewNotification): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: n.userId, type: n.type, title: n.title.slice(0, 200), body: n.body?.slice(0, 1000) ?? null, linkUrl: n.linkUrl ?? null })
    .returning({ id: notifications.id });
  return row!.id;
}

/** notify() that never fails its caller: a notification is worth less than the work it reports on. */
export async function notifyQuietly(db: Db, n: NewNotification, log?: { warn: (obj: object, msg: string) => void }): Promise<void> {
  try {
    await notify(db, n);
  } catch (err) {
    log?.warn({ err }, 'notification not written');
  }
}
