import { ITEMS_COUNT_HEADER, MSG, RESOURCES } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, call, createProfile, createTestApp, createUser, signIn, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

describe('profiles', () => {
  it('creates a profile whose permissions take effect for its users at once', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/profiles', {
      name: 'Leitura de eventos',
      permissions: [
        { action: 'index', resource: 'events' },
        { action: 'index', resource: 'events' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Leitura de eventos', full_access: false, users_count: 0 });
    expect(created.permissions).toEqual([{ id: expect.any(Number), action: 'index', resource: 'events', controller_path: 'admin/events' }]);

    const u = await createUser(ctx, { profileIds: [created.id] });
    const { access_token } = await signIn(ctx, u.email, u.password);
    expect((await as(access_token, 'GET', '/v1/users')).statusCode).toBe(403);
    const updated = await as(admin.access_token, 'PUT', `/v1/profiles/${created.id}`, {
      name: 'Leitura de eventos',
      permissions: [{ action: 'index', resource: 'users' }],
      lock_version: created.lock_version,
    });
    expect(updated.statusCode).toBe(200);
    expect((await as(access_token, 'GET', '/v1/users')).statusCode).toBe(200);
    const me = (await as(access_token, 'GET', '/v1/me')).json();
    expect(me.permissions).toEqual([{ action: 'index', resource: 'users', controller_path: 'admin/users' }]);
  });

  it('refuses unknown permissions, duplicate names and stale versions', async () => {
    const unknown = await as(admin.access_token, 'POST', '/v1/profiles', { name: 'Estranho', permissions: [{ action: 'fly', resource: 'events' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'permissions.0', message: 'Permissão desconhecida' });
    const id = await createProfile(ctx, 'Duplicado');
    const name = (await as(admin.access_token, 'GET', `/v1/profiles/${id}`)).json().name;
    const dup = await as(admin.access_token, 'POST', '/v1/profiles', { name: name.toUpperCase(), permissions: [] });
    expect(dup.json().errors[0]).toEqual({ field: 'name', message: 'Já existe um perfil com este nome.' });
    const stale = await as(admin.access_token, 'PUT', `/v1/profiles/${id}`, { name, permissions: [], lock_version: 99 });
    expect(stale.statusCode).toBe(409);
    expect((await as(admin.access_token, 'PUT', `/v1/profiles/${id}`, { name, permissions: [] })).statusCode).toBe(422);
  });

  it('lists with the total, and deletes only profiles without users', async () => {
    const list = await as(admin.access_token, 'GET', '/v1/profiles?per_page=200');
    expect(Number(list.headers[ITEMS_COUNT_HEADER])).toBe(list.json().length);
    const used = await createProfile(ctx, 'Em uso');
    await createUser(ctx, { profileIds: [used] });
    const refused = await as(admin.access_token, 'DELETE', `/v1/profiles/${used}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toContain('em uso por 1 usuário');
    const free = await createProfile(ctx, 'Livre');
    expect((await as(admin.access_token, 'DELETE', `/v1/profiles/${free}`)).json()).toEqual({ message: MSG.profileDeleted });
    expect((await as(admin.access_token, 'GET', `/v1/profiles/${free}`)).statusCode).toBe(404);
  });

  it('protects the Master profile from renaming and deletion', async () => {
    const master = (await as(admin.access_token, 'GET', `/v1/profiles/${admin.profileId}`)).json();
    expect(master.full_access).toBe(true);
    expect((await as(admin.access_token, 'DELETE', `/v1/profiles/${master.id}`)).statusCode).toBe(422);
    const rename = await as(admin.access_token, 'PUT', `/v1/profiles/${master.id}`, { name: 'Chefe', permissions: [], lock_version: master.lock_version });
    expect(rename.statusCode).toBe(422);
  });

  it('lets a user read their own profile without the profiles permission, but no other', async () => {
    const mine = await createProfile(ctx, 'Meu', [['index', 'events']]);
    const other = await createProfile(ctx, 'Outro');
    const u = await createUser(ctx, { profileIds: [mine] });
    const { access_token } = await signIn(ctx, u.email, u.password);
    expect((await as(access_token, 'GET', `/v1/profiles/${mine}`)).statusCode).toBe(200);
    expect((await as(access_token, 'GET', `/v1/profiles/${other}`)).statusCode).toBe(403);
    expect((await as(access_token, 'GET', '/v1/profiles')).statusCode).toBe(403);
  });
});

describe('permission catalogue', () => {
  it('lists every resource and the actions of one', async () => {
    const resources = (await as(admin.access_token, 'GET', '/v1/permissions/resources')).json();
    expect(resources.map((r: { name: string }) => r.name)).toEqual(Object.keys(RESOURCES));
    const actions = (await as(admin.access_token, 'GET', '/v1/permissions/actions?resource=events')).json();
    expect(actions.map((a: { name: string }) => a.name)).toContain('import_athlete_number_file');
    expect(actions.find((a: { name: string }) => a.name === 'create').label).toBe('Cadastrar');
    expect((await as(admin.access_token, 'GET', '/v1/permissions/actions?resource=naves')).statusCode).toBe(404);
    // names every object inherits are not resources either (found by the fuzz test's PostgreSQL pass: 500 before)
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect((await as(admin.access_token, 'GET', `/v1/permissions/actions?resource=${name}`)).statusCode, name).toBe(404);
    }
    expect((await as(admin.access_token, 'GET', '/v1/permissions/actions')).statusCode).toBe(422);
  });
});
