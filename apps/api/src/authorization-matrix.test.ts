/// <reference types="vite/client" />
import { MSG } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from './lib/jwt.ts';
import { openSession } from './modules/session/session.service.ts';
import { actor, call, createProfile, createTestApp, createUser, type TestContext } from './test/app.ts';
import type { MatrixCase, MatrixFixtures, ModuleMatrix } from './test/matrix.ts';

/**
 * Every API route × {no token, expired token, a profile without the permission, one with it, Master}.
 * Each module lists its routes in `modules/<area>/<area>.matrix.ts`; a registered route missing from those lists
 * (or a listed route that does not exist) fails the first test, so no route goes unchecked.
 */
const modules = import.meta.glob<{ matrix: ModuleMatrix }>('./modules/*/*.matrix.ts', { eager: true });

let ctx: TestContext;
let table: Record<string, MatrixCase>;
let masterUser: { id: number };
let withoutUser: { id: number };
let expired: string;

/**
 * A new session per call (the sign-out route would otherwise end the callers' shared session), opened directly:
 * sign-in itself is tested in session.test.ts, and argon2 per call would make this matrix slow.
 */
async function tokenOf(user: { id: number }): Promise<string> {
  return (await openSession(ctx.database.db, ctx.config, user.id, { ip: '127.0.0.1', userAgent: 'matrix' })).access_token;
}

beforeAll(async () => {
  ctx = await createTestApp();
  masterUser = await actor(ctx, 'Master');
  const ownProfileId = await createProfile(ctx, 'Sem permissões');
  const otherProfileId = await createProfile(ctx, 'Alheio');
  withoutUser = await createUser(ctx, { profileIds: [ownProfileId] });
  const target = await createUser(ctx, { profileIds: [ownProfileId] });
  const claims = JSON.parse(Buffer.from((await tokenOf(withoutUser)).split('.')[1]!, 'base64url').toString());
  expired = signJwt({ sub: claims.sub, sid: claims.sid, typ: 'access' }, ctx.config.JWT_SECRET, -60);
  const fixtures: MatrixFixtures = { ctx, ownProfileId, otherProfileId, targetUserId: target.id };
  table = {};
  for (const { matrix } of Object.values(modules)) {
    const ids = (await matrix.setup?.(fixtures)) ?? {};
    Object.assign(table, matrix.cases({ ...fixtures, ids }));
  }
});
afterAll(() => ctx.close());

describe('authorisation matrix', () => {
  it('names every registered route, and only those', () => {
    const registered = ctx.app.routeAccess.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(table).sort()).toEqual(registered);
  });

  it('every route answers each kind of caller as its declared access says', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.routeAccess) {
      const key = `${route.method} ${route.url}`;
      const c = table[key];
      if (!c) continue; // reported by the test above
      const send = (token: string | null, url = c.url) =>
        call(ctx, token, { method: route.method as 'GET', url, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
      const check = (label: string, status: number, ok: (s: number) => boolean) => {
        if (!ok(status)) failures.push(`${key} — ${label}: ${status}`);
      };
      const allowed = (s: number) => s !== 401 && s !== 403 && s < 500;

      if (route.access.kind === 'public') {
        check('anonymous', (await send(null)).statusCode, (s) => s !== 403 && s < 500);
        continue;
      }
      for (const [label, token] of [['no token', null], ['expired token', expired]] as const) {
        const res = await send(token);
        check(label, res.statusCode, (s) => s === 401);
        if (res.statusCode === 401 && res.json().errors[0].message !== MSG.invalidJwt) failures.push(`${key} — ${label}: wrong message`);
      }
      if (route.access.kind === 'permission' || route.access.kind === 'any' || c.forbiddenUrl) {
        check('without permission', (await send(await tokenOf(withoutUser), c.forbiddenUrl ?? c.url)).statusCode, (s) => s === 403);
        if (!c.grant) failures.push(`${key} — no grant given for the "with permission" caller`);
        else {
          const profileId = await createProfile(ctx, `Só ${c.grant.join(' ')}`, [c.grant]);
          const holder = await createUser(ctx, { profileIds: [profileId] });
          check('with permission', (await send(await tokenOf(holder), c.forbiddenUrl ?? c.url)).statusCode, allowed);
        }
      } else {
        check('signed in', (await send(await tokenOf(withoutUser))).statusCode, allowed);
      }
      check('Master', (await send(await tokenOf(masterUser))).statusCode, allowed);
    }
    expect(failures).toEqual([]);
    // Every route signs in three callers (argon2 each): the whole matrix takes minutes on a busy 2-core machine.
  }, 600_000);
});
