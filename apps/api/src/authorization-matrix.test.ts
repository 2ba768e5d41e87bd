import { MSG } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from './lib/jwt.ts';
import { actor, call, createProfile, createUser, createTestApp, type TestContext } from './test/app.ts';

/**
 * Every API route × {no token, expired token, a profile without the permission, one with it, Master}.
 * The table below must name every registered route: a new route fails this test until it is added here.
 * `url` is the concrete request; `grant` is the permission the "with" caller holds (for signed-in routes, none).
 */
type Case = { url: string; payload?: object; grant?: [string, string] };
let target: { id: number };
let ownProfile: number;

const cases = (): Record<string, Case> => ({
  'POST /api/v2/session': { url: '/api/v2/session', payload: {} },
  'POST /api/v1/session/two_factor': { url: '/api/v1/session/two_factor', payload: {} },
  'POST /api/v1/session/refresh': { url: '/api/v1/session/refresh', payload: {} },
  'DELETE /api/v1/session': { url: '/api/v1/session' },
  'GET /api/v1/me': { url: '/api/v1/me' },
  'POST /api/v1/me/two_factor': { url: '/api/v1/me/two_factor' },
  'POST /api/v1/me/two_factor/confirm': { url: '/api/v1/me/two_factor/confirm', payload: {} },
  'DELETE /api/v1/me/two_factor': { url: '/api/v1/me/two_factor', payload: {} },
  'POST /api/v1/me/forgot_password': { url: '/api/v1/me/forgot_password', payload: {} },
  'POST /api/v1/me/reset_password': { url: '/api/v1/me/reset_password', payload: {} },
  'GET /api/v1/users': { url: '/api/v1/users', grant: ['index', 'users'] },
  'GET /api/v1/users/:id': { url: `/api/v1/users/${target.id}`, grant: ['index', 'users'] },
  'POST /api/v1/users': { url: '/api/v1/users', payload: {}, grant: ['create', 'users'] },
  'PUT /api/v1/users/:id': { url: `/api/v1/users/${target.id}`, payload: {}, grant: ['update', 'users'] },
  'POST /api/v1/users/:id/enable': { url: `/api/v1/users/${target.id}/enable`, grant: ['enable', 'users'] },
  'POST /api/v1/users/:id/disable': { url: `/api/v1/users/${target.id}/disable`, grant: ['disable', 'users'] },
  'POST /api/v1/users/:id/invite': { url: `/api/v1/users/${target.id}/invite`, grant: ['invite', 'users'] },
  'POST /api/v1/users/:id/disable_two_factor': { url: `/api/v1/users/${target.id}/disable_two_factor`, grant: ['disable_two_factor', 'users'] },
  'DELETE /api/v1/users/:id': { url: '/api/v1/users/999999', grant: ['destroy', 'users'] },
  'GET /api/v1/profiles': { url: '/api/v1/profiles', grant: ['index', 'profiles'] },
  // Own profiles need no permission; someone else's needs index on profiles (checked in the handler).
  'GET /api/v1/profiles/:id': { url: `/api/v1/profiles/${ownProfile}`, grant: ['index', 'profiles'] },
  'POST /api/v1/profiles': { url: '/api/v1/profiles', payload: {}, grant: ['create', 'profiles'] },
  'PUT /api/v1/profiles/:id': { url: `/api/v1/profiles/${ownProfile}`, payload: {}, grant: ['update', 'profiles'] },
  'DELETE /api/v1/profiles/:id': { url: '/api/v1/profiles/999999', grant: ['destroy', 'profiles'] },
  'GET /api/v1/permissions/resources': { url: '/api/v1/permissions/resources', grant: ['index', 'profiles'] },
  'GET /api/v1/permissions/actions': { url: '/api/v1/permissions/actions?resource=events', grant: ['index', 'profiles'] },
  'GET /api/v1/audit': { url: '/api/v1/audit?entity_type=users', grant: ['index', 'users'] },
});

/** Signed-in routes that still check a permission inside the handler, and what the "without" caller gets there. */
const handlerChecked: Record<string, string> = {
  'GET /api/v1/profiles/:id': `/api/v1/profiles/OTHER`,
  'GET /api/v1/audit': '/api/v1/audit?entity_type=users',
};

let ctx: TestContext;
let masterUser: { email: string; password: string };
let withoutUser: { email: string; password: string };
let expired: string;
let otherProfile: number;

/** A new session per call: the sign-out route would otherwise end the callers' shared session. */
async function tokenOf(user: { email: string; password: string }): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: user.email, password: user.password } });
  return res.json().access_token;
}

beforeAll(async () => {
  ctx = await createTestApp();
  masterUser = await actor(ctx, 'Master');
  ownProfile = await createProfile(ctx, 'Sem permissões');
  otherProfile = await createProfile(ctx, 'Alheio');
  withoutUser = await createUser(ctx, { profileIds: [ownProfile] });
  const without = await tokenOf(withoutUser);
  const claims = JSON.parse(Buffer.from(without.split('.')[1]!, 'base64url').toString());
  expired = signJwt({ sub: claims.sub, sid: claims.sid, typ: 'access' }, ctx.config.JWT_SECRET, -60);
  target = await createUser(ctx, { profileIds: [ownProfile] });
});
afterAll(() => ctx.close());

describe('authorisation matrix', () => {
  it('names every registered route, and only those', () => {
    const registered = ctx.app.routeAccess.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(cases()).sort()).toEqual(registered);
  });

  it('every route answers each kind of caller as its declared access says', async () => {
    const table = cases();
    const failures: string[] = [];
    for (const route of ctx.app.routeAccess) {
      const key = `${route.method} ${route.url}`;
      const c = table[key]!;
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
      if (route.access.kind === 'permission' || handlerChecked[key]) {
        const url = handlerChecked[key]?.replace('OTHER', String(otherProfile));
        check('without permission', (await send(await tokenOf(withoutUser), url)).statusCode, (s) => s === 403);
        const grant = c.grant!;
        const profileId = await createProfile(ctx, `Só ${grant.join(' ')}`, [grant]);
        const holder = await createUser(ctx, { profileIds: [profileId] });
        check('with permission', (await send(await tokenOf(holder), url)).statusCode, allowed);
      } else {
        check('signed in', (await send(await tokenOf(withoutUser))).statusCode, allowed);
      }
      check('Master', (await send(await tokenOf(masterUser))).statusCode, allowed);
    }
    expect(failures).toEqual([]);
  });
});
