import { RESERVATIONS_MSG, type Reservation, type ReservationsReportQuery } from '@backoffice/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { customers, events, reservations, teams, users } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { soldByEvent } from '../../lib/subscription-counts.ts';
import { customersNamed, foundBy, keyContains, namesByKey } from '../../lib/sql.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** Reservations from their own table for the list and its CSV; their names are read by key beside them (decision 0110). */
const select = (db: Db) => db.select().from(reservations).$dynamic();

const decidedBy = alias(users, 'decided_by');

/** One reservation with its names, joined: by primary key the joins are planned cheaply, and one statement costs less than two. */
const selectOne = (db: Db, id: number) =>
  db
    .select({
      r: reservations,
      eventName: events.name,
      eventDate: events.eventDate,
      teamName: teams.name,
      teamEmail: teams.email,
      teamDocument: teams.document,
      teamPhone: teams.phone,
      customerName: customers.name,
      customerEmail: customers.email,
      customerCpf: customers.cpf,
      customerPhone: customers.phone,
      decidedByName: decidedBy.name,
    })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .leftJoin(teams, eq(teams.id, reservations.teamId))
    .leftJoin(customers, eq(customers.id, reservations.customerId))
    .leftJoin(decidedBy, eq(decidedBy.id, reservations.decidedById))
    .where(eq(reservations.id, id));

/** A reservation with the names it shows: its event, its requester's contact (team or customer) and who decided it. */
type Row = Awaited<ReturnType<typeof selectOne>>[number];

async function withNames(db: Db, rows: ReservationRow[]): Promise<Row[]> {
  const found = await namesByKey(db, {
    event: { table: events, columns: { name: events.name, date: events.eventDate }, keys: rows.map((r) => r.eventId) },
    team: { table: teams, columns: { name: teams.name, email: teams.email, document: teams.document, phone: teams.phone }, keys: rows.map((r) => r.teamId) },
    customer: { table: customers, columns: { name: customers.name, email: customers.email, cpf: customers.cpf, phone: customers.phone }, keys: rows.map((r) => r.customerId) },
    user: { table: users, columns: { name: users.name }, keys: rows.map((r) => r.decidedById) },
  });
  return rows.map((r) => {
    const event = found.event.get(r.eventId);
    const team = foundBy(found.team, r.teamId);
    const customer = foundBy(found.customer, r.customerId);
    return {
      r,
      eventName: event?.name ?? '',
      eventDate: event?.date ?? null,
      teamName: team?.name ?? null,
      teamEmail: team?.email ?? null,
      teamDocument: team?.document ?? null,
      teamPhone: team?.phone ?? null,
      customerName: customer?.name ?? null,
      customerEmail: customer?.email ?? null,
      customerCpf: customer?.cpf ?? null,
      customerPhone: customer?.phone ?? null,
      decidedByName: foundBy(found.user, r.decidedById)?.name ?? null,
    };
  });
}

export function toReservation(x: Row): Reservation {
  const r = x.r;
  const requester =
    r.teamId !== null && x.teamName !== null
      ? { kind: 'team' as const, id: r.teamId, name: x.teamName, email: x.teamEmail, document: x.teamDocument, phone: x.teamPhone }
      : r.customerId !== null && x.customerName !== null
        ? { kind: 'customer' as const, id: r.customerId, name: x.customerName, email: x.customerEmail, document: x.customerCpf, phone: x.customerPhone }
        : null;
  return {
    id: r.id,
    status: r.status,
    year: r.year,
    event_id: r.eventId,
    event_name: x.eventName,
    event_date: x.eventDate,
    requester,
    quantity_requested: r.quantityRequested,
    quantity_approved: r.quantityApproved,
    subscriptions_remaining: r.subscriptionsRemaining,
    notes: r.notes,
    decided_by_name: x.decidedByName,
    decided_at: r.decidedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function reservationFilters(q: ReservationsReportQuery): SQL | undefined {
  return and(
      q.status ? eq(reservations.status, q.status) : undefined,
      q.year ? eq(reservations.year, q.year) : undefined,
      q.event_id ? eq(reservations.eventId, q.event_id) : undefined,
      q.query
        ? sql`(${reservations.eventId} in (select ${events.id} from ${events} where ${keyContains(events.nameKey, q.query)}) or ${reservations.teamId} in (select ${teams.id} from ${teams} where ${keyContains(teams.nameKey, q.query)})
              or ${reservations.customerId} in (select n.customer_id from (${customersNamed(q.query)}) n))`
        : undefined,
    );
}

export const reservationListing = defineListing({
  table: reservations,
  select,
  where: reservationFilters,
  orderable: { id: reservations.id, created_at: reservations.createdAt, quantity_requested: reservations.quantityRequested },
  id: reservations.id,
  keyset: { column: reservations.id, of: (r) => r.id },
  withNames,
});

export async function findReservation(db: Db, id: number): Promise<Reservation | null> {
  const [row] = await selectOne(db, id);
  return row ? toReservation(row) : null;
}

/**
 * Vacancies the event can still give reservation `id`: its limit minus the places held by subscriptions (counters)
 * minus the unused vacancies of its other approved reservations. Null when the event has no limit.
 */
export async function vacanciesAvailable(db: Db, eventId: number, reservationId: number): Promise<number | null> {
  const [event] = await db.select({ limit: events.subscriptionsLimit }).from(events).where(eq(events.id, eventId));
  if (!event || event.limit === null) return null;
  const sold = (await soldByEvent(db, [eventId])).get(eventId) ?? 0;
  const [held] = await db
    .select({ n: sql<number>`coalesce(sum(${reservations.subscriptionsRemaining}), 0)::int`.mapWith(Number) })
    .from(reservations)
    .where(and(eq(reservations.eventId, eventId), eq(reservations.status, 'approved'), ne(reservations.id, reservationId)));
  return Math.max(0, event.limit - sold - (held?.n ?? 0));
}

type Decision = { kind: 'approve' | 'redefine'; quantity: number } | { kind: 'reject'; notes: string | null };

/**
 * Approve / redefine / reject in one transaction: the event row is locked (two decisions on one event never give away
 * the same vacancies), the reservation is updated only at the lock_version the caller read (the second of two staff
 * deciding at once gets 409), and the audit entry is written with it.
 */
export async function decideReservation(db: Db, actor: AuditActor, id: number, lockVersion: number, decision: Decision): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(reservations).where(eq(reservations.id, id));
    if (!current) throw notFound(RESERVATIONS_MSG.notFound);
    await tx.execute(sql`select id from events where id = ${current.eventId} for update`);
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
    if (!row) throw notFound(RESERVATIONS_MSG.notFound);
    if (row.lockVersion !== lockVersion) throw conflict();
    let values: Partial<typeof reservations.$inferInsert>;
    if (decision.kind === 'reject') {
      if (row.status !== 'pending' && row.status !== 'approved') throw invalid('status', RESERVATIONS_MSG.cannotReject);
      values = { status: 'rejected', subscriptionsRemaining: 0, notes: decision.notes ?? row.notes };
    } else {
      const approving = decision.kind === 'approve';
      if (approving && row.status !== 'pending') throw invalid('status', RESERVATIONS_MSG.onlyPending);
      if (!approving && row.status !== 'approved') throw invalid('status', RESERVATIONS_MSG.onlyApproved);
      const used = approving ? 0 : Math.max(0, (row.quantityApproved ?? 0) - row.subscriptionsRemaining);
      if (decision.quantity < used) throw invalid('quantity_approved', RESERVATIONS_MSG.belowUsed(used));
      const available = await vacanciesAvailable(tx, row.eventId, row.id);
      const remaining = decision.quantity - used;
      if (available !== null && remaining > available) throw invalid('quantity_approved', RESERVATIONS_MSG.overEvent(available));
      values = { status: 'approved', quantityApproved: decision.quantity, subscriptionsRemaining: remaining };
    }
    await tx
      .update(reservations)
      .set({ ...values, decidedById: actor.id, decidedAt: new Date(), updatedAt: new Date(), lockVersion: row.lockVersion + 1 })
      .where(and(eq(reservations.id, id), eq(reservations.lockVersion, lockVersion)));
    const snapshot = (r: Partial<typeof row>) => ({ status: r.status, quantity_approved: r.quantityApproved, subscriptions_remaining: r.subscriptionsRemaining, notes: r.notes });
    await recordAudit(tx, actor, {
      action: decision.kind === 'redefine' ? 'updated' : 'status_changed',
      entityType: 'reservations',
      entityId: id,
      before: snapshot(row),
      after: snapshot({ ...row, ...values } as typeof row),
    });
  });
}

export async function reservationYears(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ year: reservations.year }).from(reservations).orderBy(sql`${reservations.year} desc`);
  return rows.map((r) => r.year);
}

export async function reservationEvents(db: Db, year?: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: events.id, name: events.name })
    .from(reservations)
    .innerJoin(events, eq(events.id, reservations.eventId))
    .where(year ? eq(reservations.year, year) : undefined)
    .orderBy(events.name, events.id);
}
