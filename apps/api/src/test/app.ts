import { ACCESS_TOKEN_HEADER, controllerPathOf } from '@backoffice/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { profilePermissions, profiles, userProfiles, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openTestDatabase } from './database.ts';

export type TestContext = { app: App; database: Database; config: Config; close(): Promise<void> };

/**
 * The app on a fresh database and, unless `env` names one, a data directory of its own (removed on close): files run in
 * parallel and each database numbers its reports from 1, so a shared `data/reports/<id>` mixed their files.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const ownDataDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '', AUTH_RATE_LIMIT_PER_MINUTE: '10000', ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

let profileSeq = 0;
/** A profile with the given grants ("action resource" pairs), or 'Master' for full access. */
export async function createProfile(ctx: TestContext, name: string, grants: [action: string, resource: string][] = []): Promise<number> {
  if (name === 'Master') {
    const existing = await ctx.database.db.query.profiles.findFirst({ where: (p, { eq }) => eq(p.name, 'Master') });
    if (existing) return existing.id;
  }
  const [row] = await ctx.database.db
    .insert(profiles)
    .values({ name: name === 'Master' ? 'Master' : `${name} ${++profileSeq}` })
    .returning({ id: profiles.id });
  if (grants.length)
    await ctx.database.db
      .insert(profilePermissions)
      .values(grants.map(([action, resource]) => ({ profileId: row!.id, action, resource, controllerPath: controllerPathOf(resource) })));
  return row!.id;
}

let userSeq = 0;
const hashCache = new Map<string, string>();

/** A staff user holding the given profiles; returns its id, e-mail and password. */
export async function createUser(
  ctx: TestContext,
  opts: { profileIds: number[]; password?: string; status?: 'enabled' | 'disabled'; twoFactorSecret?: string; email?: string; name?: string },
) {
  const password = opts.password ?? 'senha-de-teste-1';
  const passwordHash = hashCache.get(password) ?? (await hashPassword(password));
  hashCache.set(password, passwordHash);
  const email = opts.email ?? `pessoa${++userSeq}-${Date.now()}@teste.local`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      name: opts.name ?? `Pessoa ${userSeq}`,
      email,
      passwordHash,
      status: opts.status ?? 'enabled',
      twoFactorEnabled: Boolean(opts.twoFactorSecret),
      twoFactorSecret: opts.twoFactorSecret ?? null,
    })
    .returning({ id: users.id });
  if (opts.profileIds.length) await ctx.database.db.insert(userProfiles).values(opts.profileIds.map((profileId) => ({ userId: row!.id, profileId })));
  return { id: row!.id, email, password };
}

export async function signIn(ctx: TestContext, email: string, password: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { access_token: string; refresh_token: string };
  return body;
}

/** A signed-in user with the given grants (or Master), ready to call the API. */
export async function actor(ctx: TestContext, grants: [string, string][] | 'Master') {
  const profileId = grants === 'Master' ? await createProfile(ctx, `Master`) : await createProfile(ctx, 'Perfil de teste', grants);
  const user = await createUser(ctx, { profileIds: [profileId] });
  const tokens = await signIn(ctx, user.email, user.password);
  return { ...user, ...tokens, profileId };
}

/** app.inject with the access-token header. */
export function call(ctx: TestContext, token: string | null, opts: InjectOptions) {
  return ctx.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? { [ACCESS_TOKEN_HEADER]: token } : {}) } });
}
