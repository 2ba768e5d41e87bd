import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

/** The few fields event-scoped areas (subscriptions, imports, reports, dashboard) need of their live event. */
export async function findEventSummary(db: Db, id: number) {
  const [row] = await db
    .select({ id: events.id, name: events.name, eventDate: events.eventDate, subscriptionsLimit: events.subscriptionsLimit, subscriptionsGoal: events.subscriptionsGoal })
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)));
  return row ?? null;
}

/** The live event an event-scoped route works on, or 404 'Evento não encontrado.' (owned by events, used by its children). */
export async function requireEvent(db: Db, id: number) {
  const event = await findEventSummary(db, id);
  if (!event) throw notFound('Evento não encontrado.');
  return event;
}
