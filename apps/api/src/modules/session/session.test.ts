import { INVALID_CREDENTIALS_CODE, MSG } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { signJwt } from '../../lib/jwt.ts';
import { generateTotpSecret, totp } from '../../lib/totp.ts';
import { call, createProfile, createTestApp, createUser, signIn, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let master: number;
beforeAll(async () => {
  ctx = await createTestApp({ SIGN_IN_MAX_FAILURES: '3' });
  master = await createProfile(ctx, 'Master');
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown) => ctx.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

describe('POST /v2/session', () => {
  it('signs in without two-factor and the token opens /v1/me', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const res = await post('/v2/session', { email: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.is_two_factor_enabled).toBe(false);
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    const me = await call(ctx, body.access_token, { method: 'GET', url: '/api/v1/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: u.id, email: u.email, full_access: true, profiles: [{ id: master, name: 'Master' }] });
  });

  it('answers 401 with code 4001 for a wrong password or an unknown e-mail, alike', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const wrong = await post('/v2/session', { email: u.email, password: 'errada' });
    const unknown = await post('/v2/session', { email: 'ninguem@teste.local', password: 'errada' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: MSG.invalidCredentials, code: INVALID_CREDENTIALS_CODE }] });
    }
  });

  it('refuses a disabled user with the same answer', async () => {
    const u = await createUser(ctx, { profileIds: [master], status: 'disabled' });
    const res = await post('/v2/session', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe(INVALID_CREDENTIALS_CODE);
  });

  it('locks the account after too many failures, even for the right password', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    for (let i = 0; i < 3; i++) expect((await post('/v2/session', { email: u.email, password: 'x' })).statusCode).toBe(401);
    const locked = await post('/v2/session', { email: u.email, password: u.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toBe(MSG.accountLocked);
  });

  it('refuses unknown fields and bad input with 422 naming the field', async () => {
    const extra = await post('/v2/session', { email: 'alguem@teste.local', password: 'x', admin: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors[0].field).toBe('admin');
    const bad = await post('/v2/session', { email: 'nao-e-email', password: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code, accepts it once, and refuses its replay', async () => {
    const secret = generateTotpSecret();
    const u = await createUser(ctx, { profileIds: [master], twoFactorSecret: secret });
    const first = await post('/v2/session', { email: u.email, password: u.password });
    expect(first.statusCode).toBe(200);
    const challenge = first.json();
    expect(challenge).toMatchObject({ is_two_factor_enabled: true });
    expect(challenge.access_token).toBeUndefined();
    expect(typeof challenge.two_factor_key).toBe('string');

    const code = totp(secret);
    const ok = await post('/v1/session/two_factor', { two_factor_token: challenge.two_factor_token, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('access_token');

    const again = await post('/v2/session', { email: u.email, password: u.password });
    const replay = await post('/v1/session/two_factor', { two_factor_token: again.json().two_factor_token, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].message).toBe(MSG.invalidTwoFactorCode);
    // the spent challenge is single-use, whatever the code (issue 12 §3)
    const reuse = await post('/v1/session/two_factor', { two_factor_token: challenge.two_factor_token, code });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errors[0].message).toBe(MSG.twoFactorExpired);
  });

  it('refuses a wrong code and an expired or forged challenge', async () => {
    const secret = generateTotpSecret();
    const u = await createUser(ctx, { profileIds: [master], twoFactorSecret: secret });
    const { two_factor_token } = (await post('/v2/session', { email: u.email, password: u.password })).json();
    const wrongCode = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/v1/session/two_factor', { two_factor_token, code: wrongCode })).statusCode).toBe(401);
    const expired = signJwt({ sub: String(u.id), typ: '2fa' }, ctx.config.JWT_SECRET, -10);
    const res = await post('/v1/session/two_factor', { two_factor_token: expired, code: totp(secret) });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].message).toBe(MSG.twoFactorExpired);
    const forged = signJwt({ sub: String(u.id), typ: '2fa' }, 'outro-segredo-com-mais-de-32-caracteres!!', 300);
    expect((await post('/v1/session/two_factor', { two_factor_token: forged, code: totp(secret) })).statusCode).toBe(401);
    expect((await post('/v1/session/two_factor', { two_factor_token, code: '12ab' })).statusCode).toBe(422);
  });
});

describe('tokens', () => {
  it('answers 401 "JWT inválido" without, with a garbage or an expired access token', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token } = await signIn(ctx, u.email, u.password);
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString());
    const expired = signJwt({ sub: claims.sub, sid: claims.sid, typ: 'access' }, ctx.config.JWT_SECRET, -1);
    for (const token of [null, 'lixo', expired]) {
      const res = await call(ctx, token, { method: 'GET', url: '/api/v1/me' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ message: MSG.invalidJwt }] });
    }
  });

  it('rotates the refresh token and revokes the session when an old one is replayed', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const first = await signIn(ctx, u.email, u.password);
    const rotated = await post('/v1/session/refresh', { refresh_token: first.refresh_token });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await call(ctx, second.access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);

    const replay = await post('/v1/session/refresh', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    // The replay ended the session: even the newest tokens stop working.
    expect((await call(ctx, second.access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    expect((await post('/v1/session/refresh', { refresh_token: second.refresh_token })).statusCode).toBe(401);
  });

  it('signs out: the access token stops working at once', async () => {
    const u = await createUser(ctx, { profileIds: [master] });
    const { access_token, refresh_token } = await signIn(ctx, u.email, u.password);
    expect((await call(ctx, access_token, { method: 'DELETE', url: '/api/v1/session' })).statusCode).toBe(200);
    expect((await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    expect((await post('/v1/session/refresh', { refresh_token })).statusCode).toBe(401);
  });

  it('ends every session of a user who is disabled', async () => {
    const adminUser = await createUser(ctx, { profileIds: [master] });
    const admin = await signIn(ctx, adminUser.email, adminUser.password);
    const u = await createUser(ctx, { profileIds: [master] });
    const sessions = [await signIn(ctx, u.email, u.password), await signIn(ctx, u.email, u.password)];
    // Both sessions checked (and so cached for AUTH_CACHE_TTL_MS) before the user is disabled.
    for (const s of sessions) expect((await call(ctx, s.access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    expect((await call(ctx, admin.access_token, { method: 'POST', url: `/api/v1/users/${u.id}/disable` })).statusCode).toBe(200);
    for (const s of sessions) {
      expect((await call(ctx, s.access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
      expect((await post('/v1/session/refresh', { refresh_token: s.refresh_token })).statusCode).toBe(401);
    }
  });

  it('with the auth cache off, a user disabled directly in the database is refused at once', async () => {
    const uncached = await createTestApp({ AUTH_CACHE_TTL_MS: '0' });
    try {
      const u = await createUser(uncached, { profileIds: [await createProfile(uncached, 'Master')] });
      const { access_token } = await signIn(uncached, u.email, u.password);
      expect((await call(uncached, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
      await uncached.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, u.id));
      expect((await call(uncached, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});

describe('per-IP rate limit', () => {
  it('answers 429 in pt-BR past the limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: `x${i}@teste.local`, password: 'x' } })).statusCode);
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: 'x@teste.local', password: 'x' } });
      expect(res.json()).toEqual({ errors: [{ message: MSG.tooManyAttempts }] });
    } finally {
      await limited.close();
    }
  });
});
