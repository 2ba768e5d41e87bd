import type { NewsletterSubscriber, NewsletterSubscribersReportQuery } from '@backoffice/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { keyContains } from '../../lib/sql.ts';
import { AREAS, NEWSLETTER_MSG } from '@backoffice/contract';

export type SubscriberRow = typeof subscribers.$inferSelect;

export function toSubscriber(r: SubscriberRow): NewsletterSubscriber {
  return { id: r.id, email: r.email, name: r.name, origin: r.origin, status: r.status, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString() };
}

export const subscriberListing = defineListing({
  table: subscribers,
  select: (db: Db) => db.select().from(subscribers).$dynamic(),
  where: (q: NewsletterSubscribersReportQuery): SQL | undefined =>
    and(
      q.query ? keyContains(subscribers.searchKey, q.query) : undefined,
      q.status ? eq(subscribers.status, q.status) : undefined,
      q.origin ? eq(subscribers.origin, q.origin) : undefined,
    ),
  orderable: { email: subscribers.email, created_at: subscribers.createdAt, id: subscribers.id },
  id: subscribers.id,
  keyset: { column: subscribers.email, of: (r) => r.email },
});

export const subscriberWrites = auditedWrites({
  table: subscribers,
  entity: AREAS.newsletter.audit,
  snapshot: (r) => ({ email: r.email, name: r.name, status: r.status }),
  notFound: NEWSLETTER_MSG.notFound,
});

export async function findSubscriber(db: Db, id: number): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row ?? null;
}
