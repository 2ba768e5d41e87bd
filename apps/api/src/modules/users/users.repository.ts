import { AREAS, type AdminUser, type UsersListQuery } from '@backoffice/contract';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, userProfiles, users } from '../../db/schema/index.ts';
import { orderBy, pageWindow } from '../../lib/paging.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { textContains } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;

export function toAdminUser(row: UserRow, profileList: { id: number; name: string }[]): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    two_factor_enabled: row.twoFactorEnabled,
    invitation_pending: row.passwordHash === null,
    profiles: profileList,
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    lock_version: row.lockVersion,
  };
}

async function profilesByUser(db: Db, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const map = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userProfiles.userId, id: profiles.id, name: profiles.name })
    .from(userProfiles)
    .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
    .where(inArray(userProfiles.userId, userIds))
    .orderBy(profiles.name);
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return map;
}

export async function listUsers(db: Db, q: UsersListQuery) {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (q.query) filters.push(textContains([users.name, users.email], q.query));
  if (q.status) filters.push(eq(users.status, q.status));
  if (q.profile_id) filters.push(sql`exists (select 1 from ${userProfiles} up where up.user_id = ${users.id} and up.profile_id = ${q.profile_id})`);
  const where = and(...filters);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(q.order, { id: users.id, name: users.name, email: users.email, created_at: users.createdAt }, users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const profileMap = await profilesByUser(db, rows.map((r) => r.id));
  return { items: rows.map((r) => toAdminUser(r, profileMap.get(r.id) ?? [])), total: total?.n ?? 0 };
}

export async function findUser(db: Db, id: number) {
  const row = await db.query.users.findFirst({ where: and(eq(users.id, id), isNull(users.deletedAt)) });
  if (!row) return null;
  const profileMap = await profilesByUser(db, [id]);
  return { row, user: toAdminUser(row, profileMap.get(id) ?? []) };
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
