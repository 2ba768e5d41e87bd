import { EXTRA_MSG, ITEMS_COUNT_HEADER, MSG } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventExtras } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, parseCsv } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'extras']]);
  nobody = await actor(ctx, [['index', 'users']]);
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const base = { description: 'Camiseta dry-fit', price: 59.9, stock: 200, photo_url: 'https://cdn.exemplo.com.br/extras/camiseta.jpg' };
async function create(name: string, extra: object = {}) {
  const res = await as(admin.access_token, 'POST', '/v1/extras', { name, ...base, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('create, read, update', () => {
  it('creates an extra with price, stock and photo, audited, and reads it back', async () => {
    const x = await create('Camiseta técnica');
    expect(x).toMatchObject({ name: 'Camiseta técnica', price: 59.9, stock: 200, photo_url: base.photo_url, status: 'enabled', deleted_at: null, lock_version: 0, events_count: 0 });
    expect((await as(reader.access_token, 'GET', `/v1/extras/${x.id}`)).json()).toEqual(x);
    const audit = await ctx.database.db.query.auditLog.findFirst({ where: and(eq(auditLog.entityType, 'extras'), eq(auditLog.entityId, String(x.id))) });
    expect(audit?.action).toBe('created');
  });

  it('refuses bad price, stock, photo and unknown fields (422) with pt-BR messages', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/extras', { name: 'Boné', price: -1, stock: 1.5, photo_url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField.price).toBe('O preço não pode ser negativo');
    expect(byField.stock).toBe('O estoque deve ser um número inteiro');
    expect(byField.photo_url).toBe('Informe um endereço de imagem válido (https://…)');
    const cents = await as(admin.access_token, 'POST', '/v1/extras', { name: 'Boné', price: 10.999, stock: 1 });
    expect(cents.json().errors[0]).toEqual({ field: 'price', message: 'Use no máximo 2 casas decimais' });
    const extra = await as(admin.access_token, 'POST', '/v1/extras', { name: 'Boné', price: 10, stock: 1, hacked: true });
    expect(extra.statusCode).toBe(422);
  });

  it('keeps names unique, updates with lock_version (409 when stale), 404 when missing', async () => {
    const x = await create('Medalha finisher');
    const dup = await as(admin.access_token, 'POST', '/v1/extras', { name: 'MEDALHA FINISHER', price: 1, stock: 1 });
    expect(dup.json().errors[0]).toEqual({ field: 'name', message: EXTRA_MSG.nameTaken });
    const ok = await as(admin.access_token, 'PUT', `/v1/extras/${x.id}`, { name: 'Medalha finisher 2026', price: 44.5, stock: 0, photo_url: null, lock_version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ price: 44.5, stock: 0, photo_url: null, lock_version: 1 });
    const stale = await as(admin.access_token, 'PUT', `/v1/extras/${x.id}`, { name: 'Outra', price: 1, stock: 1, lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    expect((await as(admin.access_token, 'PUT', '/v1/extras/999999', { name: 'Outra', price: 1, stock: 1, lock_version: 0 })).statusCode).toBe(404);
    expect((await as(admin.access_token, 'GET', '/v1/extras/999999')).statusCode).toBe(404);
    expect((await as(reader.access_token, 'PUT', `/v1/extras/${x.id}`, { name: 'Outra', price: 1, stock: 1, lock_version: 1 })).statusCode).toBe(403);
  });
});

describe('list, delete, restore, CSV', () => {
  it('pages (default 10), searches and filters; 403 without access', async () => {
    for (let i = 0; i < 11; i++) await create(`Squeeze ${String(i).padStart(2, '0')}`, { status: i % 2 ? 'disabled' : 'enabled' });
    const page = await as(reader.access_token, 'GET', '/v1/extras?query=squeeze');
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('11');
    expect(page.json()).toHaveLength(10);
    const disabled = await as(reader.access_token, 'GET', '/v1/extras?query=squeeze&status=disabled&order=-price');
    expect(disabled.headers[ITEMS_COUNT_HEADER]).toBe('5');
    expect((await as(nobody.access_token, 'GET', '/v1/extras')).statusCode).toBe(403);
  });

  it('soft-deletes an extra sold by an event (the event keeps it) and restores it', async () => {
    const x = await create('Kit foto digital');
    const eventId = await insertEvent(ctx);
    await ctx.database.db.insert(eventExtras).values({ eventId, extraId: x.id });
    expect((await as(reader.access_token, 'DELETE', `/v1/extras/${x.id}`)).statusCode).toBe(403);
    const del = await as(admin.access_token, 'DELETE', `/v1/extras/${x.id}`);
    expect(del.json()).toEqual({ message: EXTRA_MSG.deleted });
    expect((await ctx.database.db.select().from(eventExtras).where(eq(eventExtras.extraId, x.id))).length).toBe(1);
    expect((await as(reader.access_token, 'GET', '/v1/extras?query=foto')).json()).toEqual([]);
    const deleted = await as(reader.access_token, 'GET', '/v1/extras?deleted=true&query=foto');
    expect(deleted.json()[0]).toMatchObject({ id: x.id, events_count: 1 });
    expect((await as(admin.access_token, 'DELETE', `/v1/extras/${x.id}`)).statusCode).toBe(404);
    const restored = await as(admin.access_token, 'POST', `/v1/extras/${x.id}/restore`);
    expect(restored.json()).toMatchObject({ id: x.id, deleted_at: null });
    expect((await as(admin.access_token, 'POST', `/v1/extras/${x.id}/restore`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'POST', '/v1/extras/999999/restore')).statusCode).toBe(404);
  });

  it('exports extras.csv with money in decimal comma', async () => {
    await create('Pasta party', { price: 1234.5, stock: 300 });
    expect((await as(reader.access_token, 'GET', '/v1/report/extras.csv')).statusCode).toBe(403);
    const res = await as(admin.access_token, 'GET', '/v1/report/extras.csv?query=pasta');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="extras.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]!.slice(0, 5)).toEqual(['ID', 'Nome', 'Descrição', 'Preço (R$)', 'Estoque']);
    expect(rows[1]!.slice(1, 6)).toEqual(['Pasta party', 'Camiseta dry-fit', '1234,50', '300', 'Ativo']);
    expect((await as(admin.access_token, 'GET', '/v1/report/extras.csv?status=other')).statusCode).toBe(422);
  });
});
