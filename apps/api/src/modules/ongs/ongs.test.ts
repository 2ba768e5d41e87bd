import { ITEMS_COUNT_HEADER, MSG, ONG_MSG, cnpjFromBase } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, eventDonations, eventOngs, orderItems, orders } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, insertState, parseCsv } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
let sp: number;
let rj: number;
let n = 0;
const cnpj = () => cnpjFromBase(String(11222333000 + ++n).padStart(12, '0'));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'ongs']]);
  nobody = await actor(ctx, [['index', 'users']]);
  sp = await insertState(ctx, 'SP', 'São Paulo');
  rj = await insertState(ctx, 'RJ', 'Rio de Janeiro');
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function create(name: string, extra: object = {}) {
  const res = await as(admin.access_token, 'POST', '/v2/ongs', { name, cnpj: cnpj(), state_ids: [sp], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('NGOs', () => {
  it('creates an NGO with a formatted CNPJ (stored as digits) and its states; reads it back', async () => {
    const digits = cnpj();
    const formatted = `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
    const res = await as(admin.access_token, 'POST', '/v2/ongs', { name: 'Instituto Passos', cnpj: formatted, state_ids: [rj, sp], email: 'Contato@Passos.org.br', phone: '(11) 98765-4321' });
    expect(res.statusCode, res.body).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({ name: 'Instituto Passos', cnpj: digits, email: 'contato@passos.org.br', phone: '11987654321', status: 'enabled', lock_version: 0 });
    expect(o.ong_states.map((s: { state: { uf: string } }) => s.state.uf)).toEqual(['RJ', 'SP']);
    expect((await as(reader.access_token, 'GET', `/v2/ongs/${o.id}`)).json()).toEqual(o);
    expect((await as(reader.access_token, 'GET', '/v2/ongs/999999')).statusCode).toBe(404);
  });

  it('validates CNPJ check digits, states and uniqueness (422)', async () => {
    const bad = await as(admin.access_token, 'POST', '/v2/ongs', { name: 'ONG X', cnpj: '11.222.333/0001-82', state_ids: [] });
    expect(bad.statusCode).toBe(422);
    const byField = Object.fromEntries(bad.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField).toMatchObject({ cnpj: 'CNPJ inválido', state_ids: 'Selecione pelo menos um estado' });
    const first = await create('Fundação Mãos Solidárias');
    const dup = await as(admin.access_token, 'POST', '/v2/ongs', { name: 'fundacao maos solidarias', cnpj: first.cnpj, state_ids: [999999] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.map((e: { field: string }) => e.field)).toEqual(['name', 'cnpj', 'state_ids']);
    expect(dup.json().errors[1].message).toBe(ONG_MSG.cnpjTaken);
  });

  it('updates with lock_version (409 stale, 404 missing, 403 without permission)', async () => {
    const o = await create('Casa de Apoio Vida Nova');
    const ok = await as(admin.access_token, 'PUT', `/v2/ongs/${o.id}`, { name: 'Casa Vida Nova', cnpj: o.cnpj, state_ids: [rj], status: 'disabled', lock_version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Casa Vida Nova', status: 'disabled', lock_version: 1 });
    expect(ok.json().ong_states.map((s: { state_id: number }) => s.state_id)).toEqual([rj]);
    const stale = await as(admin.access_token, 'PUT', `/v2/ongs/${o.id}`, { name: 'Outra', cnpj: o.cnpj, state_ids: [rj], lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    expect((await as(admin.access_token, 'PUT', '/v2/ongs/999999', { name: 'Outra', cnpj: o.cnpj, state_ids: [rj], lock_version: 0 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'PUT', `/v2/ongs/${o.id}`, { name: 'Outra', cnpj: o.cnpj, state_ids: [rj], lock_version: 1 })).statusCode).toBe(403);
  });

  it('lists (default 10) with search by name or CNPJ and state filter; 403 without access', async () => {
    for (let i = 0; i < 11; i++) await create(`Projeto Esporte ${String(i).padStart(2, '0')}`, { state_ids: i === 0 ? [rj] : [sp] });
    const page = await as(reader.access_token, 'GET', '/v2/ongs?query=projeto%20esporte');
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('11');
    expect(page.json()).toHaveLength(10);
    const inRj = await as(reader.access_token, 'GET', `/v2/ongs?query=projeto&state_id=${rj}`);
    expect(inRj.json().map((o: { name: string }) => o.name)).toEqual(['Projeto Esporte 00']);
    const target = page.json()[3];
    const byCnpj = await as(reader.access_token, 'GET', `/v2/ongs?query=${target.cnpj.slice(0, 2)}.${target.cnpj.slice(2, 5)}.${target.cnpj.slice(5, 8)}/${target.cnpj.slice(8, 12)}`);
    expect(byCnpj.json().map((o: { id: number }) => o.id)).toContain(target.id);
    expect((await as(nobody.access_token, 'GET', '/v2/ongs')).statusCode).toBe(403);
    const states = await as(nobody.access_token, 'GET', '/v2/ongs/states');
    expect(states.json().map((s: { uf: string }) => s.uf)).toEqual(['RJ', 'SP']);
  });

  it('sums paid donations per event in BRL and refuses deletion while an event uses the NGO', async () => {
    const o = await create('Instituto Água Limpa');
    const e1 = await insertEvent(ctx, 'Corrida Solidária', { eventDate: '2026-04-01' });
    const e2 = await insertEvent(ctx, 'Caminhada pela Água', { eventDate: '2026-06-01' });
    await ctx.database.db.insert(eventOngs).values([{ eventId: e1, ongId: o.id }, { eventId: e2, ongId: o.id }]);
    await ctx.database.db.insert(eventDonations).values({ eventId: e1, ongId: o.id, amount: 50 });
    const [customer] = await ctx.database.db.insert(customers).values({ name: 'Ana Doadora', email: `ana${Date.now()}@exemplo.com.br` } as typeof customers.$inferInsert).returning({ id: customers.id });
    const donate = async (eventId: number, amount: number, status: 'payment_confirmed' | 'cancelled') => {
      const [order] = await ctx.database.db.insert(orders).values({ customerId: customer!.id, eventId, status, subtotal: amount, total: amount }).returning({ id: orders.id });
      await ctx.database.db.insert(orderItems).values({ orderId: order!.id, kind: 'donation', eventId, description: 'Doação', unitPrice: amount, total: amount });
    };
    await donate(e1, 20, 'payment_confirmed');
    await donate(e1, 50.5, 'payment_confirmed');
    await donate(e1, 100, 'cancelled');
    const res = await as(reader.access_token, 'GET', `/v2/ongs/${o.id}/donations`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      events: [
        { event_id: e2, event_name: 'Caminhada pela Água', event_date: '2026-06-01', donations_count: 0, amount: 0, ongs_in_event: 1 },
        { event_id: e1, event_name: 'Corrida Solidária', event_date: '2026-04-01', donations_count: 2, amount: 70.5, ongs_in_event: 1 },
      ],
      total_amount: 70.5,
      total_count: 2,
    });
    expect((await as(reader.access_token, 'GET', '/v2/ongs/999999/donations')).statusCode).toBe(404);
    expect((await as(nobody.access_token, 'GET', `/v2/ongs/${o.id}/donations`)).statusCode).toBe(403);

    const refused = await as(admin.access_token, 'DELETE', `/v2/ongs/${o.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toBe(ONG_MSG.inUse(2));
    await ctx.database.db.delete(eventOngs).where(eq(eventOngs.ongId, o.id));
    expect((await as(admin.access_token, 'DELETE', `/v2/ongs/${o.id}`)).statusCode).toBe(409); // still a donation option
    await ctx.database.db.delete(eventDonations).where(eq(eventDonations.ongId, o.id));
    expect((await as(reader.access_token, 'DELETE', `/v2/ongs/${o.id}`)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'DELETE', `/v2/ongs/${o.id}`)).json()).toEqual({ message: ONG_MSG.deleted });
    expect((await as(admin.access_token, 'DELETE', `/v2/ongs/${o.id}`)).statusCode).toBe(404);
  });

  it('exports ongs.csv with the CNPJ formatted and the states', async () => {
    await create('Rede Solidária do Sertão', { state_ids: [sp, rj] });
    expect((await as(reader.access_token, 'GET', '/v1/report/ongs.csv')).statusCode).toBe(403);
    const res = await as(admin.access_token, 'GET', '/v1/report/ongs.csv?query=sertao');
    expect(res.headers['content-disposition']).toContain('filename="ongs.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]!.slice(0, 4)).toEqual(['ID', 'Nome', 'CNPJ', 'Estados']);
    expect(rows[1]![2]).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(rows[1]![3]).toBe('RJ, SP');
  });
});
