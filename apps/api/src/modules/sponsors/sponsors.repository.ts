import { AREAS, SPONSOR_MSG, type Sponsor, type SponsorsReportQuery, type SponsoredEvent } from '@backoffice/contract';
import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventSponsors, events, sponsorTypes, sponsors } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { pageWindow } from '../../lib/paging.ts';
import { sameName, textContains } from '../../lib/sql.ts';

export type SponsorRow = typeof sponsors.$inferSelect;

const selection = { ...getTableColumns(sponsors), typeName: sponsorTypes.name };

export function toSponsor(r: SponsorRow & { typeName: string | null }): Sponsor {
  return {
    id: r.id,
    name: r.name,
    sponsor_type_id: r.sponsorTypeId,
    sponsor_type_name: r.typeName,
    logo_url: r.logoUrl,
    site_url: r.siteUrl,
    status: r.status,
    events_count: Number(r.eventsCount),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function filters(q: SponsorsReportQuery): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) list.push(textContains(sponsors.name, q.query));
  if (q.status) list.push(eq(sponsors.status, q.status));
  if (q.sponsor_type_id) list.push(eq(sponsors.sponsorTypeId, q.sponsor_type_id));
  return list.length ? and(...list) : undefined;
}

/** The list and its CSV (keyset by name): events counts are the column the triggers keep (decision 0112). */
export const sponsorListing = defineListing({
  table: sponsors,
  select: (db: Db) => db.select(selection).from(sponsors).leftJoin(sponsorTypes, eq(sponsorTypes.id, sponsors.sponsorTypeId)).$dynamic(),
  where: filters,
  orderable: { id: sponsors.id, name: sponsors.name, created_at: sponsors.createdAt },
  id: sponsors.id,
  keyset: { column: sponsors.name, of: (r) => r.name },
});

export const sponsorWrites = auditedWrites({ table: sponsors, entity: AREAS.sponsors.audit, snapshot: sponsorSnapshot, notFound: SPONSOR_MSG.notFound });

export async function findSponsor(db: Db, id: number): Promise<{ row: SponsorRow; sponsor: Sponsor } | null> {
  const [r] = await db.select(selection).from(sponsors).leftJoin(sponsorTypes, eq(sponsorTypes.id, sponsors.sponsorTypeId)).where(eq(sponsors.id, id));
  return r ? { row: r, sponsor: toSponsor(r) } : null;
}

export async function sponsorNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(and(sameName(sponsors.name, name), exceptId ? sql`${sponsors.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(r);
}

export async function sponsorTypeExists(db: Db, id: number): Promise<boolean> {
  const [r] = await db.select({ id: sponsorTypes.id }).from(sponsorTypes).where(eq(sponsorTypes.id, id));
  return Boolean(r);
}

export async function listSponsorTypes(db: Db) {
  return db.select().from(sponsorTypes).orderBy(asc(sponsorTypes.priority), asc(sponsorTypes.name));
}

/** Links to events, deleted events included (their rows still reference the sponsor). */
export async function sponsorLinks(db: Db, id: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(eventSponsors).where(eq(eventSponsors.sponsorId, id));
  return r?.n ?? 0;
}

/**
 * A page of the live events a sponsor is linked to. The total is the sponsor's `events_count`, kept by the writes
 * (decision 0112): one link per event and sponsor (event_sponsors_key), so it equals the links to live events.
 */
export async function sponsoredEvents(db: Db, sponsor: { id: number; events_count: number }, q: { current_page: number; per_page: number }) {
  const { limit, offset } = pageWindow(q);
  const rows = await db
    .select({
      event_id: events.id,
      event_name: events.name,
      event_date: events.eventDate,
      event_status: events.status,
      master: eventSponsors.master,
      sponsor_priority: eventSponsors.sponsorPriority,
      sponsor_type_name: sponsorTypes.name,
    })
    .from(eventSponsors)
    .innerJoin(events, eq(events.id, eventSponsors.eventId))
    .leftJoin(sponsorTypes, eq(sponsorTypes.id, eventSponsors.sponsorTypeId))
    .where(and(eq(eventSponsors.sponsorId, sponsor.id), isNull(events.deletedAt)))
    .orderBy(desc(events.eventDate), desc(events.id))
    .limit(limit)
    .offset(offset);
  return { items: rows satisfies SponsoredEvent[], total: sponsor.events_count };
}

export function sponsorSnapshot(row: SponsorRow) {
  return { name: row.name, sponsor_type_id: row.sponsorTypeId, logo_url: row.logoUrl, site_url: row.siteUrl, status: row.status };
}
