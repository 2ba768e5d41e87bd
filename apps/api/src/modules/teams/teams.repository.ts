import { AREAS, TEAM_MSG, type Team, type TeamMember, type TeamsReportQuery } from '@backoffice/contract';
import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, customers, states, subscriptions, teams } from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { pageWindow } from '../../lib/paging.ts';
import { foundBy, keyContains, namesByKey, sameName } from '../../lib/sql.ts';

export type TeamRow = typeof teams.$inferSelect;
type ListRow = TeamRow & { cityName: string | null; stateUf: string | null };

const selection = { ...getTableColumns(teams), cityName: cities.name, stateUf: states.uf };

function filters(q: TeamsReportQuery): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) list.push(keyContains(teams.searchKey, q.query));
  if (q.status) list.push(eq(teams.status, q.status));
  if (q.state) list.push(eq(teams.stateId, sql`(select id from ${states} where uf = ${q.state})`));
  if (q.city_id) list.push(eq(teams.cityId, q.city_id));
  return list.length ? and(...list) : undefined;
}

/** The city and state names a page of teams shows, read by key beside it (decision 0110). */
async function withNames(db: Db, rows: TeamRow[]): Promise<ListRow[]> {
  const found = await namesByKey(db, {
    city: { table: cities, columns: { name: cities.name }, keys: rows.map((r) => r.cityId) },
    state: { table: states, columns: { uf: states.uf }, keys: rows.map((r) => r.stateId) },
  });
  return rows.map((r) => ({ ...r, cityName: foundBy(found.city, r.cityId)?.name ?? null, stateUf: foundBy(found.state, r.stateId)?.uf ?? null }));
}

/** Teams are hundreds, not hundreds of thousands: the list counts its filters (count(*) is cheap here). */
export const teamListing = defineListing({
  table: teams,
  select: (db: Db) => db.select().from(teams).$dynamic(),
  withNames,
  where: filters,
  // the name order, accents and case aside, on the key PostgreSQL keeps (unaccenting every team per page cost ~1 ms)
  orderable: { name: teams.nameKey, created_at: teams.createdAt, id: teams.id },
  id: teams.id,
  keyset: { column: teams.name, of: (r) => r.name },
});

/** A team as the API shows it; its members count is the column the customers triggers keep (decision 0111). */
export function toTeam(r: ListRow): Team {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    document: r.document,
    phone: r.phone,
    status: r.status,
    team_attributes: { city_id: r.cityId, city_name: r.cityName, state_id: r.stateId, state_uf: r.stateUf },
    customer_id: r.customerId,
    members_count: r.membersCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

export async function findTeam(db: Db, id: number): Promise<{ row: TeamRow; team: Team } | null> {
  // by primary key the joins are planned cheaply, and one statement costs less than two
  const [r] = await db.select(selection).from(teams).leftJoin(cities, eq(cities.id, teams.cityId)).leftJoin(states, eq(states.id, teams.stateId)).where(eq(teams.id, id));
  return r ? { row: r, team: toTeam(r) } : null;
}

export function teamSnapshot(row: TeamRow) {
  return { name: row.name, email: row.email, document: row.document, phone: row.phone, city_id: row.cityId, state_id: row.stateId, status: row.status };
}

export const teamWrites = auditedWrites({ table: teams, entity: AREAS.teams.audit, snapshot: teamSnapshot, notFound: TEAM_MSG.notFound });

export async function teamNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(sameName(teams.name, name), exceptId ? sql`${teams.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(r);
}

/** The city must exist and belong to the state (when both are given); a city alone gives its state. */
export async function placeOf(db: Db, attrs: { state_id?: number | null; city_id?: number | null }): Promise<{ stateId: number | null; cityId: number | null } | { error: { field: string; message: string } }> {
  const stateId = attrs.state_id ?? null;
  const cityId = attrs.city_id ?? null;
  if (stateId) {
    const [s] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId));
    if (!s) return { error: { field: 'team_attributes.state_id', message: TEAM_MSG.stateNotFound } };
  }
  if (!cityId) return { stateId, cityId: null };
  const [c] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, cityId));
  if (!c) return { error: { field: 'team_attributes.city_id', message: TEAM_MSG.cityNotFound } };
  if (stateId && c.stateId !== stateId) return { error: { field: 'team_attributes.city_id', message: TEAM_MSG.cityNotInState } };
  return { stateId: c.stateId, cityId };
}

export async function teamSubscriptions(db: Db, id: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.teamId, id));
  return r?.n ?? 0;
}

/** The show page's members: the team's customers, each with their subscriptions count and latest event. */
export async function teamMembers(db: Db, id: number, q: { current_page: number; per_page: number }): Promise<{ items: TeamMember[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const where = and(eq(customers.teamId, id), sql`${customers.deletedAt} is null`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        status: customers.status,
        subscriptions_count: sql<number>`(select count(*)::int from subscriptions s where s.customer_id = "customers"."id")`,
        last_subscription_event: sql<string | null>`(select e.name from subscriptions s join events e on e.id = s.event_id where s.customer_id = "customers"."id" order by s.created_at desc limit 1)`,
      })
      .from(customers)
      .where(where)
      .orderBy(customers.nameKey, desc(customers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { items: rows.map((r) => ({ ...r, subscriptions_count: Number(r.subscriptions_count) })), total: total?.n ?? 0 };
}

/** The team's own consumer-app account (its password is the one a reset e-mail renews). */
export async function teamAccount(db: Db, row: TeamRow) {
  if (!row.customerId) return null;
  const [c] = await db.select().from(customers).where(and(eq(customers.id, row.customerId), sql`${customers.deletedAt} is null`, sql`${customers.anonymizedAt} is null`));
  return c ?? null;
}
