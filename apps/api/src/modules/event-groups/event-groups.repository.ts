import { AREAS, EVENT_GROUP_MSG, type EventGroup, type EventGroupDetail, type EventGroupsReportQuery } from '@backoffice/contract';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventGroupEvents, eventGroups, events } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { sameName, textContains } from '../../lib/sql.ts';

export type EventGroupRow = typeof eventGroups.$inferSelect;

export function toEventGroup(r: EventGroupRow): EventGroup {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    photo_url: r.photoUrl,
    public_visibility: r.publicVisibility,
    events_count: Number(r.eventsCount),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function filters(q: EventGroupsReportQuery): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) list.push(textContains(eventGroups.name, q.query));
  if (q.public_visibility) list.push(eq(eventGroups.publicVisibility, q.public_visibility === 'true'));
  return list.length ? and(...list) : undefined;
}

/** The list and its CSV (keyset by name): events counts are the column the triggers keep (decision 0112). */
export const eventGroupListing = defineListing({
  table: eventGroups,
  select: (db: Db) => db.select().from(eventGroups).$dynamic(),
  where: filters,
  orderable: { id: eventGroups.id, name: eventGroups.name, created_at: eventGroups.createdAt },
  id: eventGroups.id,
  keyset: { column: eventGroups.name, of: (r) => r.name },
});

/** Audited writes; the snapshot's events are given by the route (they live in event_group_events). */
export const eventGroupWrites = auditedWrites({ table: eventGroups, entity: AREAS.eventGroups.audit, snapshot: (row) => eventGroupSnapshot(row, []), notFound: EVENT_GROUP_MSG.notFound });

export async function findEventGroup(db: Db, id: number): Promise<{ row: EventGroupRow; group: EventGroupDetail } | null> {
  const [r] = await db.select().from(eventGroups).where(eq(eventGroups.id, id));
  if (!r) return null;
  const members = await db
    .select({ id: events.id, name: events.name, event_date: events.eventDate, status: events.status })
    .from(eventGroupEvents)
    .innerJoin(events, eq(events.id, eventGroupEvents.eventId))
    .where(and(eq(eventGroupEvents.eventGroupId, id), isNull(events.deletedAt)))
    .orderBy(asc(eventGroupEvents.position), asc(events.id));
  return { row: r, group: { ...toEventGroup(r), event_ids: members.map((m) => m.id), events: members } };
}

export async function eventGroupNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: eventGroups.id })
    .from(eventGroups)
    .where(and(sameName(eventGroups.name, name), exceptId ? sql`${eventGroups.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(r);
}

/** Ids among `ids` that are not live events. */
export async function missingEvents(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.select({ id: events.id }).from(events).where(and(inArray(events.id, ids), isNull(events.deletedAt)));
  const have = new Set(found.map((f) => f.id));
  return ids.filter((id) => !have.has(id));
}

/** Replaces the members, keeping the order given (position). */
export async function setGroupEvents(tx: Db, groupId: number, eventIds: number[]): Promise<void> {
  await tx.delete(eventGroupEvents).where(eq(eventGroupEvents.eventGroupId, groupId));
  if (eventIds.length) await tx.insert(eventGroupEvents).values(eventIds.map((eventId, position) => ({ eventGroupId: groupId, eventId, position })));
}

export function eventGroupSnapshot(row: EventGroupRow, eventIds: number[]) {
  return { name: row.name, description: row.description, photo_url: row.photoUrl, public_visibility: row.publicVisibility, event_ids: eventIds };
}
