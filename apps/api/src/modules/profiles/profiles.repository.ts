import { controllerPathOf, isFullAccessProfile, type Profile } from '@backoffice/contract';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profilePermissions, profiles, userProfiles } from '../../db/schema/index.ts';
import { orderBy, pageWindow } from '../../lib/paging.ts';
import { textContains } from '../../lib/sql.ts';

type ProfileRow = typeof profiles.$inferSelect;

async function hydrate(db: Db, rows: ProfileRow[]): Promise<Profile[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [perms, counts] = await Promise.all([
    db.select().from(profilePermissions).where(inArray(profilePermissions.profileId, ids)).orderBy(asc(profilePermissions.resource), asc(profilePermissions.action)),
    db.select({ profileId: userProfiles.profileId, n: count() }).from(userProfiles).where(inArray(userProfiles.profileId, ids)).groupBy(userProfiles.profileId),
  ]);
  const countMap = new Map(counts.map((c) => [c.profileId, c.n]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    full_access: isFullAccessProfile(r.name),
    permissions: perms
      .filter((p) => p.profileId === r.id)
      .map((p) => ({ id: p.id, action: p.action, resource: p.resource, controller_path: p.controllerPath })),
    users_count: countMap.get(r.id) ?? 0,
    lock_version: r.lockVersion,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listProfiles(db: Db, q: { current_page: number; per_page: number; query?: string | undefined; order: string }) {
  const where = q.query ? textContains(profiles.name, q.query) : undefined;
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db.select().from(profiles).where(where).orderBy(...orderBy(q.order, { id: profiles.id, name: profiles.name, created_at: profiles.createdAt }, profiles.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { items: await hydrate(db, rows), total: total?.n ?? 0 };
}

export async function findProfile(db: Db, id: number): Promise<Profile | null> {
  const rows = await db.select().from(profiles).where(eq(profiles.id, id));
  return (await hydrate(db, rows))[0] ?? null;
}

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.name}) = ${name.toLowerCase()} ${exceptId ? sql`and ${profiles.id} <> ${exceptId}` : sql``}`);
  return rows.length > 0;
}

export async function replacePermissions(tx: Db, profileId: number, grants: { action: string; resource: string }[]): Promise<void> {
  await tx.delete(profilePermissions).where(eq(profilePermissions.profileId, profileId));
  const unique = new Map(grants.map((g) => [`${g.resource}\u0000${g.action}`, g]));
  if (unique.size)
    await tx.insert(profilePermissions).values([...unique.values()].map((g) => ({ profileId, action: g.action, resource: g.resource, controllerPath: controllerPathOf(g.resource) })));
}

/** A permission list as sorted "action resource" strings, for audit before/after. */
export function grantList(perms: { action: string; resource: string }[]): string[] {
  return [...new Set(perms.map((p) => `${p.action} ${p.resource}`))].sort();
}
