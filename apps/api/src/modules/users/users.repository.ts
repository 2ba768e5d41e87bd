import { AREAS, type AdminUser, type UsersListQuery } from '@backoffice/contract';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { builtByKey, builtOnce, type Db } from '../../db/client.ts';
import { SMALL_TABLES } from '../../db/statement-cache.ts';
import { profiles, userProfiles, users } from '../../db/schema/index.ts';
import { countedTotal, orderBy, pageWindow } from '../../lib/paging.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { likePattern, patternContains } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
type ProfileRef = { id: number; name: string };
/** What the answer shows of a user: never the password hash nor the 2FA secrets, only whether a password is set. */
type AdminUserFields = Pick<UserRow, 'id' | 'name' | 'email' | 'status' | 'twoFactorEnabled' | 'lastSignInAt' | 'createdAt' | 'updatedAt' | 'lockVersion'> & {
  invitationPending: boolean;
};

export function toAdminUser(row: AdminUserFields, profileList: ProfileRef[]): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    two_factor_enabled: row.twoFactorEnabled,
    invitation_pending: row.invitationPending,
    profiles: profileList,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    lock_version: row.lockVersion,
  };
}

/** The user row's profiles by name, as one JSON value (`users` named in full: drizzle leaves a lone table's columns bare). */
const profilesOfUser = () =>
  sql<ProfileRef[]>`coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id)
                              from ${userProfiles} up join ${profiles} p on p.id = up.profile_id where up.user_id = ${users}.id), '[]')`;

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  status: users.status,
  twoFactorEnabled: users.twoFactorEnabled,
  invitationPending: sql<boolean>`${users.passwordHash} is null`,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  lockVersion: users.lockVersion,
  profiles: profilesOfUser(),
};

/** The list's filters over the statement's placeholders; a filter not given is null. */
function usersFilter(): SQL {
  const p = (name: string) => sql`${sql.placeholder(name)}`;
  return and(
    isNull(users.deletedAt),
    sql`(${p('pattern')}::text is null or ${patternContains([users.name, users.email], sql`${p('pattern')}::text`)})`,
    sql`(${p('status')}::text is null or ${users.status} = ${p('status')}::text)`,
    sql`(${p('profileId')}::int is null or exists (select 1 from ${userProfiles} up where up.user_id = ${users}.id and up.profile_id = ${p('profileId')}::int))`,
  )!;
}

/**
 * A page of the list in one statement, built once per sort order (decision 0113): the page's users with their profiles
 * and the total over the filters. Staff are a few dozen rows, so the three statements this replaced (page, profiles,
 * count) cost more in round trips (~0.4 ms each on PGlite) than in reading, and one plan fits every page (SMALL_TABLES).
 */
const usersPage = builtByKey((db, order: UsersListQuery['order']) =>
  db
    .select({ ...adminUserColumns, total: sql<number>`(count(*) over ())::int ${sql.raw(SMALL_TABLES)}` })
    .from(users)
    .where(usersFilter())
    .orderBy(...orderBy(order, { id: users.id, name: users.name, email: users.email, created_at: users.createdAt }, users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`users_page_${order.replace('-', 'desc_')}`),
);

/** The total alone, for a page past the last user (no row to carry it). */
const usersTotal = builtOnce((db) => db.select({ n: count() }).from(users).where(usersFilter()).prepare('users_total'));

export async function listUsers(db: Db, q: UsersListQuery) {
  const { limit, offset } = pageWindow(q);
  const filters = { pattern: q.query ? likePattern(q.query.trim()) : null, status: q.status ?? null, profileId: q.profile_id ?? null };
  const rows = await usersPage(db, q.order).execute({ ...filters, limit, offset });
  const total = await countedTotal(rows, offset, async () => (await usersTotal(db).execute(filters))[0]?.n ?? 0);
  return { items: rows.map((r) => toAdminUser(r, r.profiles)), total };
}

export async function findUser(db: Db, id: number) {
  const [found] = await db
    .select({ row: users, profiles: profilesOfUser() })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!found) return null;
  return { row: found.row, user: toAdminUser({ ...found.row, invitationPending: found.row.passwordHash === null }, found.profiles) };
}

export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const row = await db.query.users.findFirst({
    columns: { id: true },
    where: and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt), exceptId ? sql`${users.id} <> ${exceptId}` : undefined),
  });
  return Boolean(row);
}

export async function missingProfiles(db: Db, ids: number[]): Promise<number[]> {
  const found = await db.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, ids));
  const have = new Set(found.map((f) => f.id));
  return ids.filter((id) => !have.has(id));
}

export async function setUserProfiles(tx: Db, userId: number, profileIds: number[]): Promise<void> {
  await tx.delete(userProfiles).where(eq(userProfiles.userId, userId));
  if (profileIds.length) await tx.insert(userProfiles).values(profileIds.map((profileId) => ({ userId, profileId })));
}

/** Audited writes of the user row (status toggles); creating and editing also set profiles, in users.routes.ts. */
export const userWrites = auditedWrites({
  table: users,
  entity: AREAS.users.audit,
  snapshot: (row) => ({ name: row.name, email: row.email, status: row.status }),
  notFound: 'Usuário não encontrado.',
});
