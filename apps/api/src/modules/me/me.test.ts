import { MSG } from '@backoffice/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, userTokens } from '../../db/schema/index.ts';
import { totp } from '../../lib/totp.ts';
import { call, createProfile, createTestApp, createUser, signIn, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let profileId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  profileId = await createProfile(ctx, 'Eventos', [['index', 'events']]);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api${url}`, payload });
async function lastMailTo(email: string) {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return mail;
}

describe('GET /v1/me', () => {
  it('returns the user, profiles and merged permissions', async () => {
    const other = await createProfile(ctx, 'Usuários', [['index', 'users'], ['index', 'events']]);
    const u = await createUser(ctx, { profileIds: [profileId, other] });
    const { access_token } = await signIn(ctx, u.email, u.password);
    const me = (await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).json();
    expect(me.full_access).toBe(false);
    expect(me.profiles).toHaveLength(2);
    expect(me.permissions.map((p: { action: string; resource: string }) => `${p.action} ${p.resource}`).sort()).toEqual(['index events', 'index users']);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails and only mails the known one', async () => {
    const u = await createUser(ctx, { profileIds: [profileId] });
    const known = await post('/v1/me/forgot_password', { email: u.email, reset_url: 'http://localhost:3000/reset-password' });
    const unknown = await post('/v1/me/forgot_password', { email: 'ninguem@teste.local' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MSG.emailSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo('ninguem@teste.local')).toBeUndefined();
    expect((await lastMailTo(u.email))?.text).toContain('http://localhost:3000/reset-password?token=');
  });

  it('never points the link at a foreign site', async () => {
    const u = await createUser(ctx, { profileIds: [profileId] });
    await post('/v1/me/forgot_password', { email: u.email, reset_url: 'https://phishing.example/reset' });
    const text = (await lastMailTo(u.email))!.text;
    expect(text).not.toContain('phishing');
    expect(text).toContain(`${ctx.config.PUBLIC_URL}/reset-password?token=`);
  });

  it('resets once within the hour, ends existing sessions, and refuses reuse, expiry and mismatch', async () => {
    const u = await createUser(ctx, { profileIds: [profileId] });
    const old = await signIn(ctx, u.email, u.password);
    expect((await call(ctx, old.access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    await post('/v1/me/forgot_password', { email: u.email });
    const token = /token=([\w-]+)/.exec((await lastMailTo(u.email))!.text)![1]!;
    const [stored] = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, u.id));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(stored!.tokenHash).not.toContain(token);

    const mismatch = await post('/v1/me/reset_password', { token, password: 'nova-senha-1', password_confirmation: 'outra' });
    expect(mismatch.json().errors[0]).toEqual({ field: 'password_confirmation', message: MSG.passwordsDiffer });
    const ok = await post('/v1/me/reset_password', { token, password: 'nova-senha-1', password_confirmation: 'nova-senha-1' });
    expect(ok.json()).toEqual({ message: MSG.passwordChanged });
    await signIn(ctx, u.email, 'nova-senha-1');
    expect((await call(ctx, old.access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    const reused = await post('/v1/me/reset_password', { token, password: 'outra-senha-1', password_confirmation: 'outra-senha-1' });
    expect(reused.json().errors[0]).toEqual({ field: 'token', message: MSG.invalidResetLink });

    await post('/v1/me/forgot_password', { email: u.email });
    const token2 = /token=([\w-]+)/.exec((await lastMailTo(u.email))!.text)![1]!;
    await ctx.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.userId, u.id));
    expect((await post('/v1/me/reset_password', { token: token2, password: 'outra-senha-1', password_confirmation: 'outra-senha-1' })).statusCode).toBe(422);
  });
});

describe('two-factor enrolment', () => {
  it('enrols with a confirmed code, then sign-in asks for it; disabling needs a fresh code', async () => {
    const u = await createUser(ctx, { profileIds: [profileId] });
    const { access_token } = await signIn(ctx, u.email, u.password);
    const as = (method: 'POST' | 'DELETE', url: string, payload?: object) => call(ctx, access_token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
    const setup = (await as('POST', '/v1/me/two_factor')).json();
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect((await as('POST', '/v1/me/two_factor/confirm', { code: '000000' })).statusCode).toBe(422);
    const code = totp(setup.secret);
    expect((await as('POST', '/v1/me/two_factor/confirm', { code })).json()).toEqual({ message: MSG.twoFactorEnabled });
    // The same session (checked, so cached, by the calls above) sees the change in its next call.
    expect((await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).json().two_factor_enabled).toBe(true);
    const session = (await post('/v2/session', { email: u.email, password: u.password })).json();
    expect(session.is_two_factor_enabled).toBe(true);
    // The code used to confirm cannot be replayed to turn it off.
    expect((await as('DELETE', '/v1/me/two_factor', { code })).statusCode).toBe(422);
  });
});
