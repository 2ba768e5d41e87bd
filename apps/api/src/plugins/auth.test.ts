import { MSG } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { signJwt } from '../lib/jwt.ts';
import { generateTotpSecret } from '../lib/totp.ts';
import { openSession } from '../modules/session/session.service.ts';
import { actor, call, createProfile, createTestApp, createUser, signIn, type TestContext } from '../test/app.ts';
import type { AuthContext } from '../types.ts';
import { SessionAuthCache, type ResolvedSession } from './auth.ts';

/**
 * The auth cache (docs/decisions/0014-auth-cache.md). This app keeps a checked session for a whole minute, so a
 * change that is refused at once below can only have been refused through the cache's invalidation.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let master: number;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_CACHE_TTL_MS: '60000' });
  admin = await actor(ctx, 'Master');
  master = admin.profileId;
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const meOf = async (c: TestContext, token: string) => {
  const res = await call(c, token, { method: 'GET', url: '/api/v1/me' });
  return { status: res.statusCode, body: res.json() };
};
/** A session opened directly (no argon2), as the authorisation matrix does. */
const sessionOf = async (c: TestContext, userId: number) =>
  openSession(c.database.db, c.config, userId, { ip: '127.0.0.1', userAgent: 'auth-cache test' });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('auth cache, within one process', () => {
  it('reuses a checked session: a change made directly in the database is not seen before the TTL', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token } = await sessionOf(ctx, u.id);
    const execute = vi.spyOn(ctx.app.db, 'execute');
    try {
      expect((await meOf(ctx, access_token)).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
      await ctx.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, u.id));
      expect((await meOf(ctx, access_token)).status).toBe(200);
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('concurrent first requests of a session share one query', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token } = await sessionOf(ctx, u.id);
    const execute = vi.spyOn(ctx.app.db, 'execute');
    try {
      const results = await Promise.all(Array.from({ length: 8 }, () => meOf(ctx, access_token)));
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
      expect(execute).toHaveBeenCalledTimes(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('still checks the JWT of a cached session: expiry, signature and subject', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token } = await sessionOf(ctx, u.id);
    expect((await meOf(ctx, access_token)).status).toBe(200);
    const { sub, sid } = claimsOf(access_token);
    const expired = signJwt({ sub, sid, typ: 'access' }, ctx.config.JWT_SECRET, -1);
    const forged = signJwt({ sub, sid, typ: 'access' }, 'another-secret-of-at-least-32-characters!', 900);
    const otherUser = signJwt({ sub: String(admin.id), sid, typ: 'access' }, ctx.config.JWT_SECRET, 900);
    for (const token of [expired, forged, otherUser]) expect(await meOf(ctx, token)).toEqual({ status: 401, body: { errors: [{ message: MSG.invalidJwt }] } });
  });

  it('signing out through the API refuses the token at once', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token } = await sessionOf(ctx, u.id);
    expect((await meOf(ctx, access_token)).status).toBe(200);
    expect((await as(access_token, 'DELETE', '/v1/session')).statusCode).toBe(200);
    expect((await meOf(ctx, access_token)).status).toBe(401);
  });

  it('a replayed refresh token ends the cached session at once', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const first = await sessionOf(ctx, u.id);
    const refresh = (refresh_token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/session/refresh', payload: { refresh_token } });
    const second = (await refresh(first.refresh_token)).json();
    expect((await meOf(ctx, second.access_token)).status).toBe(200);
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await meOf(ctx, second.access_token)).status).toBe(401);
  });

  it('disabling or deleting a user through the API refuses every token of theirs at once', async () => {
    const disabled = await createUser(ctx, { profileIds: [master] });
    const deleted = await createUser(ctx, { profileIds: [master] });
    const tokens = [
      (await sessionOf(ctx, disabled.id)).access_token,
      (await sessionOf(ctx, disabled.id)).access_token,
      (await sessionOf(ctx, deleted.id)).access_token,
    ];
    for (const token of tokens) expect((await meOf(ctx, token)).status).toBe(200);
    expect((await as(admin.access_token, 'POST', `/v1/users/${disabled.id}/disable`)).statusCode).toBe(200);
    expect((await as(admin.access_token, 'DELETE', `/v1/users/${deleted.id}`)).statusCode).toBe(200);
    for (const token of tokens) expect((await meOf(ctx, token)).status).toBe(401);
    // The admin's own cached session is untouched.
    expect((await meOf(ctx, admin.access_token)).status).toBe(200);
  });

  it('removing a permission from a profile through the API: the next call is 403 at once', async () => {
    const profileId = await createProfile(ctx, 'Leitura de usuários', [['index', 'users'], ['index', 'events']]);
    const u = await createUser(ctx, { profileIds: [profileId] });
    const { access_token } = await sessionOf(ctx, u.id);
    expect((await as(access_token, 'GET', '/v1/users')).statusCode).toBe(200);
    const current = (await as(admin.access_token, 'GET', `/v1/profiles/${profileId}`)).json();
    const updated = await as(admin.access_token, 'PUT', `/v1/profiles/${profileId}`, {
      name: current.name,
      permissions: [{ action: 'index', resource: 'events' }],
      lock_version: current.lock_version,
    });
    expect(updated.statusCode).toBe(200);
    expect((await as(access_token, 'GET', '/v1/users')).statusCode).toBe(403);
  });

  it("changing a user's profiles, name or two-factor through the API shows in their next call at once", async () => {
    const readers = await createProfile(ctx, 'Leitores', [['index', 'users']]);
    const others = await createProfile(ctx, 'Outros', [['index', 'events']]);
    const u = await createUser(ctx, { profileIds: [readers], name: 'Antes', twoFactorSecret: generateTotpSecret() });
    const { access_token } = await sessionOf(ctx, u.id);
    expect((await as(access_token, 'GET', '/v1/users')).statusCode).toBe(200);
    expect((await meOf(ctx, access_token)).body).toMatchObject({ name: 'Antes', two_factor_enabled: true });
    const current = (await as(admin.access_token, 'GET', `/v1/users/${u.id}`)).json();
    const put = await as(admin.access_token, 'PUT', `/v1/users/${u.id}`, { name: 'Depois', email: u.email, profile_ids: [others], lock_version: current.lock_version });
    expect(put.statusCode).toBe(200);
    expect((await as(access_token, 'GET', '/v1/users')).statusCode).toBe(403);
    expect((await meOf(ctx, access_token)).body).toMatchObject({ name: 'Depois', profiles: [{ id: others }] });
    expect((await as(admin.access_token, 'POST', `/v1/users/${u.id}/disable_two_factor`)).statusCode).toBe(200);
    expect((await meOf(ctx, access_token)).body.two_factor_enabled).toBe(false);
  });

  it('refuses an expired session even while it is cached', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token } = await sessionOf(ctx, u.id);
    const expiresAt = Date.now() + 1000;
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(expiresAt) }).where(eq(sessions.id, claimsOf(access_token).sid));
    expect((await meOf(ctx, access_token)).status).toBe(200);
    await sleep(expiresAt - Date.now() + 50);
    expect((await meOf(ctx, access_token)).status).toBe(401);
  });
});

describe('auth cache TTL', () => {
  it('sees a change made directly in the database (as another process would) once the TTL has passed', async () => {
    const short = await createTestApp({ AUTH_CACHE_TTL_MS: '50' });
    try {
      const profileId = await createProfile(short, 'Master');
      const u = await createUser(short, { profileIds: [profileId] });
      const { access_token } = await sessionOf(short, u.id);
      expect((await meOf(short, access_token)).status).toBe(200);
      await short.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, u.id));
      await sleep(120);
      expect((await meOf(short, access_token)).status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('with AUTH_CACHE_TTL_MS=0 checks the database on every request', async () => {
    const off = await createTestApp({ AUTH_CACHE_TTL_MS: '0' });
    try {
      const profileId = await createProfile(off, 'Master');
      const u = await createUser(off, { profileIds: [profileId] });
      const { access_token } = await signIn(off, u.email, u.password);
      expect((await meOf(off, access_token)).status).toBe(200);
      await off.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, u.id));
      expect((await meOf(off, access_token)).status).toBe(401);
      expect(off.app.authCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('SessionAuthCache', () => {
  const contextOf = (userId: number, sessionId: string): AuthContext => ({
    userId,
    sessionId,
    name: `Pessoa ${userId}`,
    email: `p${userId}@teste.local`,
    twoFactorEnabled: false,
    profiles: [],
    grants: { fullAccess: false, permissions: [] },
  });
  const sid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const fixed = (userId: number, sessionId: string, sessionExpiresAt = Infinity) => async (): Promise<ResolvedSession> => ({
    auth: contextOf(userId, sessionId),
    sessionExpiresAt,
  });

  it('keeps an entry until its TTL or its session expiry, whichever comes first', async () => {
    let now = 1_000;
    const cache = new SessionAuthCache(100, 10, () => now);
    const load = vi.fn(fixed(1, sid(1)));
    const expiring = vi.fn(fixed(2, sid(2), 1_050));
    await cache.get(sid(1), 1, load);
    await cache.get(sid(2), 2, expiring);
    now = 1_049;
    await cache.get(sid(1), 1, load);
    await cache.get(sid(2), 2, expiring);
    expect([load.mock.calls.length, expiring.mock.calls.length]).toEqual([1, 1]);
    now = 1_050;
    await cache.get(sid(2), 2, expiring);
    expect(expiring).toHaveBeenCalledTimes(2);
    now = 1_100;
    await cache.get(sid(1), 1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps neither refusals nor failures', async () => {
    const cache = new SessionAuthCache(60_000);
    const none = vi.fn(async () => null);
    expect(await cache.get(sid(1), 1, none)).toBeNull();
    expect(await cache.get(sid(1), 1, none)).toBeNull();
    expect(none).toHaveBeenCalledTimes(2);
    await expect(cache.get(sid(2), 2, () => Promise.reject(new Error('banco fora')))).rejects.toThrow('banco fora');
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer whose session was forgotten while its query ran', async () => {
    const cache = new SessionAuthCache(60_000);
    let finish!: (r: ResolvedSession) => void;
    const pending = cache.get(sid(1), 7, () => new Promise<ResolvedSession>((resolve) => (finish = resolve)));
    cache.forgetUser(7);
    finish({ auth: contextOf(7, sid(1)), sessionExpiresAt: Infinity });
    await pending;
    expect(cache.size).toBe(0);
    const load = vi.fn(fixed(7, sid(1)));
    await cache.get(sid(1), 7, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets one session, one user, or everything', async () => {
    const cache = new SessionAuthCache(60_000);
    for (const [n, user] of [[1, 1], [2, 1], [3, 2], [4, 3]] as const) await cache.get(sid(n), user, fixed(user, sid(n)));
    cache.forgetSession(sid(4));
    expect(cache.size).toBe(3);
    cache.forgetUser(1);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('stays within its bound: expired entries go first, then the oldest', async () => {
    let now = 0;
    const cache = new SessionAuthCache(100, 4, () => now);
    for (let n = 1; n <= 4; n++) await cache.get(sid(n), n, fixed(n, sid(n)));
    now = 60;
    await cache.get(sid(1), 1, fixed(1, sid(1))); // still fresh: a hit, nothing added
    expect(cache.size).toBe(4);
    now = 150; // all four expired
    await cache.get(sid(5), 5, fixed(5, sid(5)));
    expect(cache.size).toBe(1);
    for (let n = 6; n <= 12; n++) await cache.get(sid(n), n, fixed(n, sid(n)));
    expect(cache.size).toBe(4);
    const oldest = vi.fn(fixed(5, sid(5)));
    const newest = vi.fn(fixed(12, sid(12)));
    await cache.get(sid(5), 5, oldest);
    await cache.get(sid(12), 12, newest);
    expect([oldest.mock.calls.length, newest.mock.calls.length]).toEqual([1, 0]);
  });
});
