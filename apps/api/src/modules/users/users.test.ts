import { ITEMS_COUNT_HEADER, MSG } from '@backoffice/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, userTokens, users } from '../../db/schema/index.ts';
import { generateTotpSecret } from '../../lib/totp.ts';
import { actor, call, createProfile, createTestApp, createUser, signIn, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let profileA: number;
let profileB: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'users']]);
  profileA = await createProfile(ctx, 'Financeiro', [['index', 'orders']]);
  profileB = await createProfile(ctx, 'Atendimento', [['index', 'events']]);
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

describe('GET /v1/users', () => {
  it('pages with a zero-based current_page, orders by id and sends the total in items-count', async () => {
    for (let i = 0; i < 5; i++) await createUser(ctx, { profileIds: [profileA], name: `Listado ${i}` });
    const first = await as(reader.access_token, 'GET', '/v1/users?per_page=3&current_page=0');
    expect(first.statusCode).toBe(200);
    const total = Number(first.headers[ITEMS_COUNT_HEADER]);
    expect(total).toBeGreaterThanOrEqual(7);
    const ids = first.json().map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await as(reader.access_token, 'GET', '/v1/users?per_page=3&current_page=1');
    expect(second.json()[0].id).toBeGreaterThan(ids[2]);
    const desc = await as(reader.access_token, 'GET', '/v1/users?per_page=3&order=-id');
    expect(desc.json()[0].id).toBeGreaterThan(desc.json()[1].id);
  });

  it('searches name and e-mail, filters status, and treats LIKE wildcards literally', async () => {
    await createUser(ctx, { profileIds: [profileA], name: 'Joana Buscável', email: 'joana.busca@teste.local' });
    const byName = await as(reader.access_token, 'GET', `/v1/users?query=${encodeURIComponent('buscável')}`);
    expect(byName.json().map((u: { email: string }) => u.email)).toEqual(['joana.busca@teste.local']);
    expect(byName.headers[ITEMS_COUNT_HEADER]).toBe('1');
    const wildcard = await as(reader.access_token, 'GET', '/v1/users?query=%25');
    expect(wildcard.json()).toEqual([]);
    await createUser(ctx, { profileIds: [profileA], status: 'disabled', name: 'Inativo' });
    const disabled = await as(reader.access_token, 'GET', '/v1/users?status=disabled');
    expect(disabled.json().every((u: { status: string }) => u.status === 'disabled')).toBe(true);
  });

  it('shows each user as its own page does, filters by profile, and counts a page past the last user', async () => {
    const created = await as(admin.access_token, 'POST', '/v1/users', { name: 'Convidada Dois Perfis', email: 'convidada.dois@teste.local', profile_ids: [profileA, profileB] });
    expect(created.statusCode).toBe(201);
    const all = await as(reader.access_token, 'GET', '/v1/users?per_page=100&order=-name');
    const items = all.json() as { id: number; profiles: { id: number }[] }[];
    expect(all.headers[ITEMS_COUNT_HEADER]).toBe(String(items.length));
    for (const item of items) expect(item).toEqual((await as(reader.access_token, 'GET', `/v1/users/${item.id}`)).json());
    const invited = items.find((u) => u.id === created.json().id);
    expect(invited).toMatchObject({ invitation_pending: true });
    expect(invited?.profiles.map((p) => p.id).sort()).toEqual([profileA, profileB].sort());

    const byProfile = await as(reader.access_token, 'GET', `/v1/users?profile_id=${profileB}&per_page=100`);
    expect(byProfile.json().map((u: { id: number }) => u.id)).toContain(invited?.id);
    expect(byProfile.json().every((u: { profiles: { id: number }[] }) => u.profiles.some((p) => p.id === profileB))).toBe(true);
    expect(byProfile.headers[ITEMS_COUNT_HEADER]).toBe(String(byProfile.json().length));

    const past = await as(reader.access_token, 'GET', '/v1/users?per_page=100&current_page=5');
    expect(past.json()).toEqual([]);
    expect(past.headers[ITEMS_COUNT_HEADER]).toBe(String(items.length));
  });

  it('refuses a bad order or page size with 422', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/users?order=password_hash')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/users?per_page=0')).statusCode).toBe(422);
  });
});

describe('create, read, update', () => {
  it('creates a user with a password, who can then sign in; answers 404 for a missing one', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/users', { name: 'Nova Pessoa', email: 'Nova@Teste.local', profile_ids: [profileA], password: 'senha-forte-1' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Nova Pessoa', email: 'nova@teste.local', status: 'enabled', invitation_pending: false, profiles: [{ id: profileA }] });
    await signIn(ctx, 'nova@teste.local', 'senha-forte-1');
    expect((await as(reader.access_token, 'GET', `/v1/users/${created.id}`)).json().id).toBe(created.id);
    const missing = await as(reader.access_token, 'GET', '/v1/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('Usuário não encontrado.');
  });

  it('without a password sends a 7-day invitation whose link sets the password once', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/users', { name: 'Convidada', email: 'convidada@teste.local', profile_ids: [profileB] });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitation_pending).toBe(true);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'convidada@teste.local'));
    expect(mail?.subject).toBe('Convite para o painel administrativo');
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    const [stored] = await ctx.database.db.select().from(userTokens).where(eq(userTokens.userId, res.json().id));
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const reset = { token, password: 'minha-senha-1', password_confirmation: 'minha-senha-1' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/me/reset_password', payload: reset })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/me/reset_password', payload: reset })).statusCode).toBe(422);
    await signIn(ctx, 'convidada@teste.local', 'minha-senha-1');
  });

  it('refuses a duplicate e-mail, an unknown profile and unknown fields, naming the field', async () => {
    const dup = await as(admin.access_token, 'POST', '/v1/users', { name: 'Outra', email: admin.email.toUpperCase(), profile_ids: [profileA] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[0]).toEqual({ field: 'email', message: 'Já existe um usuário com este e-mail.' });
    const noProfile = await as(admin.access_token, 'POST', '/v1/users', { name: 'Outra', email: 'outra@teste.local', profile_ids: [987654] });
    expect(noProfile.json().errors[0].field).toBe('profile_ids');
    const sneaky = await as(admin.access_token, 'POST', '/v1/users', { name: 'Outra', email: 'outra@teste.local', profile_ids: [profileA], status: 'enabled', two_factor_enabled: true });
    expect(sneaky.statusCode).toBe(422);
    expect(sneaky.json().errors[0].message).toContain('Campo não permitido');
    const empty = await as(admin.access_token, 'POST', '/v1/users', { name: 'O', email: 'x', profile_ids: [] });
    expect(empty.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name', 'profile_ids']);
  });

  it('updates with the current lock_version and refuses a stale one with 409; audits before/after', async () => {
    const u = await createUser(ctx, { profileIds: [profileA], name: 'Antes' });
    const current = (await as(admin.access_token, 'GET', `/v1/users/${u.id}`)).json();
    const ok = await as(admin.access_token, 'PUT', `/v1/users/${u.id}`, { name: 'Depois', email: u.email, profile_ids: [profileB], lock_version: current.lock_version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Depois', profiles: [{ id: profileB }], lock_version: current.lock_version + 1 });
    const stale = await as(admin.access_token, 'PUT', `/v1/users/${u.id}`, { name: 'Atropelo', email: u.email, profile_ids: [profileA], lock_version: current.lock_version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(u.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'updated', entityType: 'users', actorId: admin.id });
    expect(entry!.changes).toEqual({ name: { before: 'Antes', after: 'Depois' }, profile_ids: { before: [profileA], after: [profileB] } });
  });
});

describe('status, invite, two-factor reset and delete', () => {
  it('disables (ending sessions) and enables a user', async () => {
    const u = await createUser(ctx, { profileIds: [profileA] });
    const { access_token } = await signIn(ctx, u.email, u.password);
    expect((await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    const off = await as(admin.access_token, 'POST', `/v1/users/${u.id}/disable`);
    expect(off.json().status).toBe('disabled');
    expect((await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    expect((await as(admin.access_token, 'POST', `/v1/users/${u.id}/enable`)).json().status).toBe('enabled');
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(u.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'status_changed', changes: { status: { before: 'disabled', after: 'enabled' } } });
  });

  it('refuses to disable or delete oneself', async () => {
    expect((await as(admin.access_token, 'POST', `/v1/users/${admin.id}/disable`)).statusCode).toBe(422);
    expect((await as(admin.access_token, 'DELETE', `/v1/users/${admin.id}`)).statusCode).toBe(422);
  });

  it('resends an invitation', async () => {
    const u = await createUser(ctx, { profileIds: [profileA] });
    const res = await as(admin.access_token, 'POST', `/v1/users/${u.id}/invite`);
    expect(res.json()).toEqual({ message: MSG.userInvited });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    expect(mails).toHaveLength(1);
    expect((await as(admin.access_token, 'POST', '/v1/users/999999/invite')).statusCode).toBe(404);
  });

  it('clears two-factor so the user signs in with the password alone', async () => {
    const u = await createUser(ctx, { profileIds: [profileA], twoFactorSecret: generateTotpSecret() });
    const res = await as(admin.access_token, 'POST', `/v1/users/${u.id}/disable_two_factor`);
    expect(res.json().two_factor_enabled).toBe(false);
    const session = await ctx.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: u.email, password: u.password } });
    expect(session.json().is_two_factor_enabled).toBe(false);
  });

  it('deletes: gone from lists and 404, sessions ended, e-mail free again, audit kept', async () => {
    const u = await createUser(ctx, { profileIds: [profileA], email: 'sai@teste.local' });
    const { access_token } = await signIn(ctx, u.email, u.password);
    expect((await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(200);
    expect((await as(admin.access_token, 'DELETE', `/v1/users/${u.id}`)).json()).toEqual({ message: MSG.userDeleted });
    expect((await as(admin.access_token, 'GET', `/v1/users/${u.id}`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'DELETE', `/v1/users/${u.id}`)).statusCode).toBe(404);
    expect((await call(ctx, access_token, { method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    const again = await as(admin.access_token, 'POST', '/v1/users', { name: 'Volta', email: 'sai@teste.local', profile_ids: [profileA] });
    expect(again.statusCode).toBe(201);
    const kept = await ctx.database.db.select().from(users).where(eq(users.id, u.id));
    expect(kept[0]?.deletedAt).not.toBeNull();
    const history = await as(admin.access_token, 'GET', `/v1/audit?entity_type=users&entity_id=${u.id}`);
    expect(history.json()[0]).toMatchObject({ action: 'deleted', actor_name: expect.any(String) });
  });

  it('a reader may list but not change', async () => {
    const u = await createUser(ctx, { profileIds: [profileA] });
    expect((await as(reader.access_token, 'POST', `/v1/users/${u.id}/disable`)).statusCode).toBe(403);
    expect((await as(reader.access_token, 'DELETE', `/v1/users/${u.id}`)).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v1/users', { name: 'X', email: 'x@teste.local', profile_ids: [profileA] })).json()).toEqual({
      errors: [{ message: MSG.forbidden }],
    });
  });
});
