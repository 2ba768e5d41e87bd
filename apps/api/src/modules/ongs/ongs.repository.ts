import { AREAS, ONG_MSG, type Ong, type OngDonations, type OngsReportQuery } from '@backoffice/contract';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { donationEventTotals, eventDonations, eventOngs, events, ongStates, ongs, states } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { sameName, textContains } from '../../lib/sql.ts';

export type OngRow = typeof ongs.$inferSelect;
type StateRef = { state_id: number; state: { id: number; name: string; uf: string } };

export function toOng(r: OngRow, stateList: StateRef[]): Ong {
  return {
    id: r.id,
    name: r.name,
    cnpj: r.cnpj,
    description: r.description,
    email: r.email,
    phone: r.phone,
    site_url: r.siteUrl,
    photo_url: r.photoUrl,
    status: r.status,
    ong_states: stateList,
    events_count: Number(r.eventsCount),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

async function statesByOng(db: Db, ids: number[]): Promise<Map<number, StateRef[]>> {
  const map = new Map<number, StateRef[]>();
  if (!ids.length) return map;
  const rows = await db
    .select({ ongId: ongStates.ongId, id: states.id, name: states.name, uf: states.uf })
    .from(ongStates)
    .innerJoin(states, eq(states.id, ongStates.stateId))
    .where(inArray(ongStates.ongId, ids))
    .orderBy(asc(states.uf));
  for (const r of rows) map.set(r.ongId, [...(map.get(r.ongId) ?? []), { state_id: r.id, state: { id: r.id, name: r.name, uf: r.uf } }]);
  return map;
}

function filters(q: OngsReportQuery): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) {
    const digits = q.query.replace(/\D/g, '');
    list.push(digits.length >= 4 && /^[\d./\s-]+$/.test(q.query) ? sql`${ongs.cnpj} like ${`%${digits}%`}` : textContains(ongs.name, q.query));
  }
  if (q.status) list.push(eq(ongs.status, q.status));
  if (q.state_id) list.push(sql`exists (select 1 from ${ongStates} os where os.ong_id = "ongs"."id" and os.state_id = ${q.state_id})`);
  return list.length ? and(...list) : undefined;
}

/** The list and its CSV (keyset by name; the search also finds the CNPJ). */
export const ongListing = defineListing({
  table: ongs,
  select: (db: Db) => db.select().from(ongs).$dynamic(),
  where: filters,
  orderable: { id: ongs.id, name: ongs.name, created_at: ongs.createdAt },
  id: ongs.id,
  keyset: { column: ongs.name, of: (r) => r.name },
});

/** List rows as the API shows them (their states in one query per page or batch; events counts are a column, decision 0112). */
export async function presentOngs(db: Db, rows: OngRow[]): Promise<Ong[]> {
  const stateMap = await statesByOng(db, rows.map((r) => r.id));
  return rows.map((r) => toOng(r, stateMap.get(r.id) ?? []));
}

export async function findOng(db: Db, id: number): Promise<{ row: OngRow; ong: Ong } | null> {
  const [r] = await db.select().from(ongs).where(eq(ongs.id, id));
  if (!r) return null;
  const stateMap = await statesByOng(db, [id]);
  return { row: r, ong: toOng(r, stateMap.get(id) ?? []) };
}

export async function ongNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [r] = await db.select({ id: ongs.id }).from(ongs).where(and(sameName(ongs.name, name), exceptId ? sql`${ongs.id} <> ${exceptId}` : undefined)).limit(1);
  return Boolean(r);
}

export async function ongCnpjTaken(db: Db, cnpj: string, exceptId?: number): Promise<boolean> {
  const [r] = await db.select({ id: ongs.id }).from(ongs).where(and(eq(ongs.cnpj, cnpj), exceptId ? sql`${ongs.id} <> ${exceptId}` : undefined)).limit(1);
  return Boolean(r);
}

export async function missingStates(db: Db, ids: number[]): Promise<number[]> {
  const found = await db.select({ id: states.id }).from(states).where(inArray(states.id, ids));
  const have = new Set(found.map((f) => f.id));
  return ids.filter((id) => !have.has(id));
}

export async function setOngStates(tx: Db, ongId: number, stateIds: number[]): Promise<void> {
  await tx.delete(ongStates).where(eq(ongStates.ongId, ongId));
  if (stateIds.length) await tx.insert(ongStates).values(stateIds.map((stateId) => ({ ongId, stateId })));
}

export async function listStates(db: Db) {
  return db.select({ id: states.id, name: states.name, uf: states.uf }).from(states).orderBy(asc(states.name));
}

/** Events that reference the NGO (as a beneficiary or in a donation option), deleted events included. */
export async function ongLinks(db: Db, id: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(distinct x.event_id)::int` })
    .from(
      sql`(select ${eventOngs.eventId} as event_id from ${eventOngs} where ${eventOngs.ongId} = ${id}
           union select ${eventDonations.eventId} from ${eventDonations} where ${eventDonations.ongId} = ${id}) x`,
    );
  return Number(r?.n ?? 0);
}

/**
 * Paid donations (order items of kind "donation" in confirmed orders) per event the NGO collects for, from their
 * rollup kept by the writes (decision 0123). An order item does not name the NGO, so when an event collects for
 * several NGOs its amount is the event's, and `ongs_in_event` says how many share it (decision 0009).
 */
export async function ongDonationsByEvent(db: Db, id: number): Promise<OngDonations> {
  const list = await queryRows<{
    event_id: number;
    event_name: string;
    event_date: string | null;
    donations_count: number;
    amount: string;
    ongs_in_event: number;
  }>(
    db,
    sql`
    select e.id as event_id, e.name as event_name, to_char(e.event_date, 'YYYY-MM-DD') as event_date,
           coalesce(d.n, 0)::int as donations_count, coalesce(d.amount, 0)::text as amount,
           (select count(*)::int from ${eventOngs} eo2 where eo2.event_id = e.id) as ongs_in_event
    from ${eventOngs} eo
    join ${events} e on e.id = eo.event_id and e.deleted_at is null
    left join (select t.event_id, t.donations as n, t.amount from ${donationEventTotals} t) d on d.event_id = e.id
    where eo.ong_id = ${id}
    order by e.event_date desc nulls last, e.id desc`,
  );
  const eventsList = list.map((r) => ({
    event_id: Number(r.event_id),
    event_name: r.event_name,
    event_date: r.event_date,
    donations_count: Number(r.donations_count),
    amount: Number(r.amount),
    ongs_in_event: Number(r.ongs_in_event),
  }));
  const totalCents = eventsList.reduce((acc, r) => acc + Math.round(r.amount * 100), 0);
  return { events: eventsList, total_amount: totalCents / 100, total_count: eventsList.reduce((a, r) => a + r.donations_count, 0) };
}

export function ongSnapshot(row: OngRow, stateIds: number[]) {
  return {
    name: row.name,
    cnpj: row.cnpj,
    description: row.description,
    email: row.email,
    phone: row.phone,
    site_url: row.siteUrl,
    photo_url: row.photoUrl,
    status: row.status,
    state_ids: [...stateIds].sort((a, b) => a - b),
  };
}

/** Audited writes; the snapshot's states are given by the route (they live in ong_states). */
export const ongWrites = auditedWrites({ table: ongs, entity: AREAS.ongs.audit, snapshot: (row) => ongSnapshot(row, []), notFound: ONG_MSG.notFound });
