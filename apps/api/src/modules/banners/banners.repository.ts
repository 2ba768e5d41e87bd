import { AREAS, BANNER_MSG, type Banner, type BannersListQuery } from '@backoffice/contract';
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, events } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { textContains } from '../../lib/sql.ts';

export type BannerRow = typeof banners.$inferSelect;
type BannerWithEvent = BannerRow & { eventName: string | null };

/** Display periods are calendar days in São Paulo (UTC−3 all year since 2019; decision 0075). */
const SP_OFFSET = '-03:00';
export const dayStart = (day: string | null) => (day ? new Date(`${day}T00:00:00${SP_OFFSET}`) : null);
export const dayEnd = (day: string | null) => (day ? new Date(`${day}T23:59:59.999${SP_OFFSET}`) : null);
const spDay = (at: Date | null) => (at ? new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 10) : null);

export function toBanner(r: BannerWithEvent): Banner {
  return {
    id: r.id,
    title: r.title,
    image_url: r.imageUrl,
    link_url: r.linkUrl,
    event_id: r.eventId,
    event_name: r.eventName,
    position: r.position,
    status: r.status,
    starts_on: spDay(r.startsAt),
    ends_on: spDay(r.endsAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

const selection = { ...getTableColumns(banners), eventName: events.name };
const withEvent = (db: Db) => db.select(selection).from(banners).leftJoin(events, eq(events.id, banners.eventId)).$dynamic();

function filters(q: Omit<BannersListQuery, 'current_page' | 'per_page' | 'order'>): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) list.push(textContains(banners.title, q.query));
  if (q.status) list.push(eq(banners.status, q.status));
  if (q.event_id) list.push(eq(banners.eventId, q.event_id));
  return list.length ? and(...list) : undefined;
}

/** The list in display order (position, then id): index banners_position_idx. */
export const bannerListing = defineListing({
  table: banners,
  select: withEvent,
  where: filters,
  orderable: { position: banners.position, title: banners.title, starts_on: banners.startsAt, id: banners.id },
  id: banners.id,
  keyset: { column: banners.position, of: (r) => r.position },
  walkedOrders: ['position'], // banners_position_idx (position, id)
});

export const bannerWrites = auditedWrites({
  table: banners,
  entity: AREAS.banners.audit,
  snapshot: (r) => ({
    title: r.title,
    image_url: r.imageUrl,
    link_url: r.linkUrl,
    event_id: r.eventId,
    position: r.position,
    status: r.status,
    starts_on: spDay(r.startsAt),
    ends_on: spDay(r.endsAt),
  }),
  notFound: BANNER_MSG.notFound,
});

export async function findBanner(db: Db, id: number): Promise<{ row: BannerRow; banner: Banner } | null> {
  const [r] = await withEvent(db).where(eq(banners.id, id));
  return r ? { row: r, banner: toBanner(r) } : null;
}

export async function liveEventExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: events.id }).from(events).where(and(eq(events.id, id), isNull(events.deletedAt)));
  return Boolean(r);
}

