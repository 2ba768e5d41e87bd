import { ITEMS_COUNT_HEADER, STORE_MSG } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, totemStores } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let batchMaker: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'stores']]);
  batchMaker = await actor(ctx, [['create', 'token_batches']]);
  nobody = await actor(ctx, [['index', 'users']]);
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function create(name: string, extra: object = {}) {
  const res = await as(admin.access_token, 'POST', '/v1/totem/stores', { name, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('stores and totems', () => {
  it('creates a store with its totems, edits them (lock_version) and audits each change', async () => {
    const s = await create('Corre Brasil – Centro', {
      cnpj: '11.222.333/0001-81',
      email: 'Loja@Exemplo.com.br',
      phone: '(11) 3333-4444',
      totems: [
        { name: 'Totem entrada', identifier: 'tot-0001', location: 'Entrada' },
        { name: 'Totem caixa', identifier: 'TOT-0002' },
      ],
    });
    expect(s).toMatchObject({ cnpj: '11222333000181', email: 'loja@exemplo.com.br', phone: '1133334444', status: 'enabled', token_batches_count: 0, lock_version: 0 });
    expect(s.totems.map((t: { identifier: string }) => t.identifier)).toEqual(['TOT-0002', 'TOT-0001']);
    expect((await as(reader.access_token, 'GET', `/v1/totem/stores/${s.id}`)).json()).toEqual(s);

    const entrance = s.totems.find((t: { identifier: string }) => t.identifier === 'TOT-0001');
    const res = await as(admin.access_token, 'PUT', `/v1/totem/stores/${s.id}`, {
      name: 'Corre Brasil – Centro',
      totems: [{ id: entrance.id, name: 'Totem entrada', identifier: 'TOT-0001', status: 'disabled' }, { name: 'Totem provador', identifier: 'TOT-0003' }],
      lock_version: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totems.map((t: { identifier: string; status: string }) => `${t.identifier}:${t.status}`)).toEqual(['TOT-0001:disabled', 'TOT-0003:enabled']);
    expect(res.json().lock_version).toBe(1);
    expect((await as(admin.access_token, 'PUT', `/v1/totem/stores/${s.id}`, { name: 'X Y', lock_version: 0 })).statusCode).toBe(409);
    expect((await as(admin.access_token, 'PUT', '/v1/totem/stores/999999', { name: 'X Y', lock_version: 0 })).statusCode).toBe(404);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'stores'), eq(auditLog.entityId, String(s.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['created', 'updated']);
    expect(JSON.stringify(audit.find((a) => a.action === 'updated')!.changes)).toContain('TOT-0003');
  });

  it('keeps kiosk identifiers unique across stores (422 naming the totem) and refuses a totem of another store', async () => {
    const a = await create('Loja A', { totems: [{ name: 'Totem A', identifier: 'KIOSK-A' }] });
    const b = await create('Loja B');
    const taken = await as(admin.access_token, 'PUT', `/v1/totem/stores/${b.id}`, { name: 'Loja B', totems: [{ name: 'Totem B', identifier: 'kiosk-a' }], lock_version: 0 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toContainEqual({ field: 'totems.0.identifier', message: STORE_MSG.identifierTaken });
    const twice = await as(admin.access_token, 'POST', '/v1/totem/stores', { name: 'Loja C', totems: [{ name: 'T1', identifier: 'K-1' }, { name: 'T2', identifier: 'K-1' }] });
    expect(twice.json().errors).toContainEqual({ field: 'totems.1.identifier', message: STORE_MSG.identifierRepeated });
    const stolen = await as(admin.access_token, 'PUT', `/v1/totem/stores/${b.id}`, { name: 'Loja B', totems: [{ id: a.totems[0].id, name: 'Totem A', identifier: 'KIOSK-A' }], lock_version: 0 });
    expect(stolen.json().errors).toContainEqual({ field: 'totems.0.id', message: STORE_MSG.totemNotOwn });
    // A store may hand its own identifier to a new totem while removing the old one.
    const swapped = await as(admin.access_token, 'PUT', `/v1/totem/stores/${a.id}`, { name: 'Loja A', totems: [{ name: 'Totem novo', identifier: 'KIOSK-A' }], lock_version: 0 });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const rows = await ctx.database.db.select().from(totemStores).where(eq(totemStores.identifier, 'KIOSK-A'));
    expect(rows.map((r) => r.name)).toEqual(['Totem novo']);
    const bad = await as(admin.access_token, 'POST', '/v1/totem/stores', { name: 'L', cnpj: '123', email: 'x', city_id: 999999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['cnpj', 'email', 'name']);
    const noCity = await as(admin.access_token, 'POST', '/v1/totem/stores', { name: 'Loja sem cidade', city_id: 999999 });
    expect(noCity.json().errors).toEqual([{ field: 'city_id', message: STORE_MSG.cityNotFound }]);
  });

  it('lists with default 20 and search; the short list for token batch pickers; 403 without the grant', async () => {
    for (let i = 0; i < 21; i++) await create(`Mundo do Corredor ${String(i).padStart(2, '0')}`);
    const page = await as(reader.access_token, 'GET', '/v1/totem/stores?query=corredor');
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('21');
    expect(page.json()).toHaveLength(20);
    const short = await as(batchMaker.access_token, 'GET', '/v1/stores?query=corredor&per_page=2');
    expect(short.json()).toEqual([expect.objectContaining({ name: 'Mundo do Corredor 00', status: 'enabled' }), expect.objectContaining({ name: 'Mundo do Corredor 01' })]);
    expect(Object.keys(short.json()[0]).sort()).toEqual(['id', 'name', 'status']);
    // a CNPJ finds its store as digits or as staff copy it, with its punctuation
    await create('Loja do CNPJ', { cnpj: '11.102.916/0001-79' });
    for (const query of ['11102916000179', '11.102.916/0001-79', '11.102.916']) {
      const found = await as(reader.access_token, 'GET', `/v1/totem/stores?query=${encodeURIComponent(query)}`);
      expect(found.json().map((s: { name: string }) => s.name), query).toEqual(['Loja do CNPJ']);
    }
    expect((await as(batchMaker.access_token, 'GET', '/v1/totem/stores')).statusCode).toBe(403);
    expect((await as(nobody.access_token, 'GET', '/v1/stores')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v1/totem/stores', { name: 'Loja X' })).statusCode).toBe(403);
  });

  it('refuses deleting a store with token batches (409, saying why); deletes one without, totems included', async () => {
    const withTokens = await create('Loja com tokens');
    expect((await as(admin.access_token, 'POST', '/v1/token_batches', { store_id: withTokens.id, quantity: 3 })).statusCode).toBe(201);
    const refused = await as(admin.access_token, 'DELETE', `/v1/totem/stores/${withTokens.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toEqual({ field: 'id', message: STORE_MSG.hasTokens(1) });
    expect((await as(reader.access_token, 'GET', `/v1/totem/stores/${withTokens.id}`)).json().token_batches_count).toBe(1);

    const plain = await create('Loja sem tokens', { totems: [{ name: 'Totem', identifier: 'DEL-1' }] });
    expect((await as(reader.access_token, 'DELETE', `/v1/totem/stores/${plain.id}`)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'DELETE', `/v1/totem/stores/${plain.id}`)).json()).toEqual({ message: STORE_MSG.deleted });
    expect((await as(admin.access_token, 'GET', `/v1/totem/stores/${plain.id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(totemStores).where(eq(totemStores.identifier, 'DEL-1'))).toEqual([]);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'stores'), eq(auditLog.entityId, String(plain.id)), eq(auditLog.action, 'deleted')));
    expect(audit).toHaveLength(1);
  });
});
