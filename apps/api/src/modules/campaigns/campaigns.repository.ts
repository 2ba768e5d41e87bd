import { AREAS, CAMPAIGN_MSG, type Campaign, type CampaignCoupon, type CampaignEvent, type CampaignsListQuery } from '@backoffice/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns, coupons, eventTypes, events } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { foundBy, namesByKey, textContains } from '../../lib/sql.ts';

export type CampaignRow = typeof campaigns.$inferSelect;
type Joined = CampaignRow & { eventTypeName: string | null; eventName: string | null };

export function toCampaign(r: Joined, couponsCount: number): Campaign {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    event_type_id: r.eventTypeId,
    event_type_name: r.eventTypeName,
    event_id: r.eventId,
    event_name: r.eventName,
    status: r.status,
    finished: r.finished,
    photo_url: r.photoUrl,
    banner_url: r.bannerUrl,
    start_date: r.startDate,
    end_date: r.endDate,
    coupons_count: couponsCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

/** Campaigns from their own table; event type and event names are read by key beside them (decision 0110). */
const selectCampaigns = (db: Db) => db.select().from(campaigns).$dynamic();

async function withNames(db: Db, rows: CampaignRow[]): Promise<Joined[]> {
  const found = await namesByKey(db, {
    eventType: { table: eventTypes, columns: { name: eventTypes.name }, keys: rows.map((r) => r.eventTypeId) },
    event: { table: events, columns: { name: events.name }, keys: rows.map((r) => r.eventId) },
  });
  return rows.map((r) => ({ ...r, eventTypeName: foundBy(found.eventType, r.eventTypeId)?.name ?? null, eventName: foundBy(found.event, r.eventId)?.name ?? null }));
}

function filters(q: Omit<CampaignsListQuery, 'current_page' | 'per_page' | 'order'>): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) list.push(textContains(campaigns.name, q.query));
  if (q.status) list.push(eq(campaigns.status, q.status));
  if (q.event_type !== undefined) list.push(eq(campaigns.eventTypeId, q.event_type));
  return list.length ? and(...list) : undefined;
}

export const campaignListing = defineListing({
  table: campaigns,
  select: selectCampaigns,
  where: filters,
  orderable: { id: campaigns.id, name: campaigns.name, start_date: campaigns.startDate, created_at: campaigns.createdAt },
  id: campaigns.id,
  keyset: { column: campaigns.id, of: (r) => r.id },
  withNames,
});

/** Coupons per campaign for one page, in one grouped query (index coupons.campaign_id). */
export async function presentCampaigns(db: Db, rows: Joined[]): Promise<Campaign[]> {
  const ids = rows.map((r) => r.id);
  const counts = new Map<number, number>();
  if (ids.length) {
    const got = await db.select({ id: coupons.campaignId, n: count() }).from(coupons).where(inArray(coupons.campaignId, ids)).groupBy(coupons.campaignId);
    for (const g of got) if (g.id !== null) counts.set(g.id, g.n);
  }
  return rows.map((r) => toCampaign(r, counts.get(r.id) ?? 0));
}

export const campaignWrites = auditedWrites({
  table: campaigns,
  entity: AREAS.campaigns.audit,
  snapshot: (r) => ({
    name: r.name,
    description: r.description,
    event_type_id: r.eventTypeId,
    event_id: r.eventId,
    status: r.status,
    finished: r.finished,
    photo_url: r.photoUrl,
    banner_url: r.bannerUrl,
    start_date: r.startDate,
    end_date: r.endDate,
  }),
  notFound: CAMPAIGN_MSG.notFound,
});

export async function findCampaign(db: Db, id: number): Promise<{ row: CampaignRow; campaign: Campaign } | null> {
  // by primary key the joins are planned cheaply, and one statement costs less than two
  const [r] = await db
    .select({ ...getTableColumns(campaigns), eventTypeName: eventTypes.name, eventName: events.name })
    .from(campaigns)
    .leftJoin(eventTypes, eq(eventTypes.id, campaigns.eventTypeId))
    .leftJoin(events, eq(events.id, campaigns.eventId))
    .where(eq(campaigns.id, id));
  if (!r) return null;
  return { row: r, campaign: (await presentCampaigns(db, [r]))[0]! };
}

/** The show page: the campaign's coupons (newest first, at most 200) and the events it promotes. */
export async function campaignRelations(db: Db, row: CampaignRow): Promise<{ coupons: CampaignCoupon[]; events: CampaignEvent[] }> {
  const couponRows = await db
    .select({
      id: coupons.id,
      name: coupons.name,
      status: coupons.status,
      discount_type: coupons.discountType,
      discount_value: coupons.discountValue,
      start_date: coupons.startDate,
      end_date: coupons.endDate,
      event_name: events.name,
    })
    .from(coupons)
    .leftJoin(events, eq(events.id, coupons.eventId))
    .where(eq(coupons.campaignId, row.id))
    .orderBy(desc(coupons.id))
    .limit(200);
  const eventRows = await db
    .select({ id: events.id, name: events.name, event_date: events.eventDate, status: events.status })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        or(
          row.eventId ? eq(events.id, row.eventId) : undefined,
          inArray(events.id, db.select({ id: sql<number>`${coupons.eventId}` }).from(coupons).where(eq(coupons.campaignId, row.id))),
        ),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(200);
  return { coupons: couponRows.map((c) => ({ ...c, discount_value: Number(c.discount_value) })), events: eventRows };
}

export async function eventTypeExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, id));
  return Boolean(r);
}
