import { ITEMS_COUNT_HEADER, TOKEN_ALPHABET, TOKEN_BATCHES_CSV, TOKEN_BATCH_MSG, TOKEN_LENGTH, maskEmail } from '@backoffice/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerAccessLog, customers, stores, tokenBatches, tokens } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, parseCsv } from '../../test/fixtures/catalogue.ts';
import { createTokenBatch, generateCode } from './token-batches.repository.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
let storeId: number;
let otherStoreId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'token_batches'], ['export', 'token_batches']]);
  nobody = await actor(ctx, [['index', 'stores']]);
  [{ id: storeId }, { id: otherStoreId }] = await ctx.database.db.insert(stores).values([{ name: 'Passada Leve – Centro' }, { name: 'Esporte Total' }]).returning({ id: stores.id }) as [{ id: number }, { id: number }];
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function createBatch(body: object) {
  const res = await as(admin.access_token, 'POST', '/v1/token_batches', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const ALLOWED = new RegExp(`^[${TOKEN_ALPHABET}]{${TOKEN_LENGTH}}$`);

describe('token batches', () => {
  it('draws unambiguous codes from the crypto source', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const c of codes) expect(c).toMatch(ALLOWED);
    expect(codes.join('')).not.toMatch(/[01OIL]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('creates a 999-token batch whole, with unique codes, and audits it', async () => {
    const eventId = await insertEvent(ctx, 'Corrida das Lojas');
    const batch = await createBatch({ store_id: storeId, event_id: eventId, quantity: 999, description: 'Cortesias de lançamento' });
    expect(batch).toMatchObject({ store_id: storeId, store_name: 'Passada Leve – Centro', event_name: 'Corrida das Lojas', quantity: 999, used_count: 0, available_count: 999 });
    const rows = await ctx.database.db.select({ code: tokens.code }).from(tokens).where(eq(tokens.tokenBatchId, batch.id));
    expect(rows).toHaveLength(999);
    expect(new Set(rows.map((r) => r.code)).size).toBe(999);
    for (const r of rows) expect(r.code).toMatch(ALLOWED);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'token_batches'), eq(auditLog.entityId, String(batch.id))));
    expect(audit).toHaveLength(1);
    const sheet = await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}/sheet`);
    expect(sheet.json().codes).toHaveLength(999);
    expect(sheet.json().batch.store_name).toBe('Passada Leve – Centro');
  });

  it('refuses quantities outside 1–999, unknown stores and events (422 naming the field); 403 without create', async () => {
    for (const quantity of [0, 1000, 2.5]) {
      const res = await as(admin.access_token, 'POST', '/v1/token_batches', { store_id: storeId, quantity });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('quantity');
    }
    expect((await as(admin.access_token, 'POST', '/v1/token_batches', { store_id: storeId, quantity: 1000 })).json().errors[0].message).toBe('A quantidade máxima de códigos é 999');
    expect((await as(admin.access_token, 'POST', '/v1/token_batches', { store_id: 999999, quantity: 5 })).json().errors[0]).toEqual({ field: 'store_id', message: TOKEN_BATCH_MSG.storeNotFound });
    expect((await as(admin.access_token, 'POST', '/v1/token_batches', { store_id: storeId, event_id: 999999, quantity: 5 })).json().errors[0]).toEqual({ field: 'event_id', message: TOKEN_BATCH_MSG.eventNotFound });
    expect((await as(reader.access_token, 'POST', '/v1/token_batches', { store_id: storeId, quantity: 5 })).statusCode).toBe(403);
    // The database refuses what the API would never send.
    await expect(ctx.database.db.insert(tokenBatches).values({ storeId, quantity: 1000 })).rejects.toThrow();
  });

  it('answers 404 for an unknown batch: detail, tokens and printable sheet', async () => {
    for (const url of ['/v1/token_batches/999999', '/v1/token_batches/999999/tokens', '/v1/token_batches/999999/sheet']) {
      expect((await as(reader.access_token, 'GET', url)).statusCode, url).toBe(404);
    }
  });

  it('never shares a code between batches created at once', async () => {
    const created = await Promise.all(Array.from({ length: 4 }, (_, i) => createBatch({ store_id: i % 2 ? storeId : otherStoreId, quantity: 250 })));
    const rows = await ctx.database.db.select({ code: tokens.code }).from(tokens).where(inArray(tokens.tokenBatchId, created.map((b) => b.id)));
    expect(rows).toHaveLength(1000);
    const all = await ctx.database.db.select({ n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct code)::int` }).from(tokens);
    expect(all[0]!.n).toBe(all[0]!.distinct);
  });

  it('redraws a code that clashes with a stored one, inside the same transaction', async () => {
    const [existing] = await ctx.database.db.select({ code: tokens.code }).from(tokens).limit(1);
    // The generator first repeats a stored code (and itself): the batch still gets 5 distinct new codes.
    let draws = 0;
    const draw = () => (draws++ < 3 ? existing!.code : generateCode());
    const id = await createTokenBatch(ctx.database.db, { id: admin.id, name: null, requestId: null }, { storeId, eventId: null, quantity: 5, description: null }, draw);
    const codes = (await ctx.database.db.select({ code: tokens.code }).from(tokens).where(eq(tokens.tokenBatchId, id))).map((r) => r.code);
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    expect(codes).not.toContain(existing!.code);
    // A generator that only repeats gives up with a clear error and leaves nothing behind.
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(tokenBatches);
    await expect(createTokenBatch(ctx.database.db, { id: admin.id, name: null, requestId: null }, { storeId, eventId: null, quantity: 2, description: null }, () => existing!.code)).rejects.toThrow(TOKEN_BATCH_MSG.codesExhausted);
    expect(await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(tokenBatches)).toEqual(before);
  });

  it('lists batches (newest first, default 20, store filter), their tokens (paged, available/Utilizado, who used them) and the CSV', async () => {
    const batch = await createBatch({ store_id: otherStoreId, quantity: 30 });
    const [customer] = await ctx.database.db.insert(customers).values({ name: 'Ana Souza', email: 'ana@exemplo.com.br' }).returning({ id: customers.id });
    const used = await ctx.database.db.select({ id: tokens.id }).from(tokens).where(eq(tokens.tokenBatchId, batch.id)).orderBy(tokens.id).limit(3);
    await ctx.database.db
      .update(tokens)
      .set({ status: 'unavailable', usedAt: new Date('2026-11-20T13:00:00Z'), customerId: customer!.id })
      .where(inArray(tokens.id, used.map((u) => u.id)));

    const shown = (await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}`)).json();
    expect(shown).toMatchObject({ quantity: 30, used_count: 3, available_count: 27 });
    const page = await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}/tokens`);
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('30');
    expect(page.json()).toHaveLength(20);
    const usedPage = await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}/tokens?status=unavailable`);
    expect(usedPage.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(usedPage.json()[0]).toMatchObject({ status: 'unavailable', customer_name: 'Ana Souza', used_at: '2026-11-20T13:00:00.000Z' });
    // who used a token is a customer: the e-mail masked without 'unmask', nothing logged; in full, logged (decision 0096)
    const accessLog = () => ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, customer!.id));
    expect(usedPage.json()[0].customer_email).toBe(maskEmail('ana@exemplo.com.br'));
    expect(usedPage.body).not.toContain('ana@exemplo.com.br');
    expect(await accessLog()).toEqual([]);
    const full = await as(admin.access_token, 'GET', `/v1/token_batches/${batch.id}/tokens?status=unavailable`);
    expect(full.json().map((t: { customer_email: string }) => t.customer_email)).toEqual(Array(3).fill('ana@exemplo.com.br'));
    // three tokens of one customer on the page: one entry for her (decision 0137)
    expect(await accessLog()).toEqual([
      expect.objectContaining({ kind: 'search', userId: admin.id, fields: ['name', 'email'], details: expect.objectContaining({ area: 'token batches', token_batch_id: batch.id, status: 'unavailable' }) }),
    ]);
    const free = await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}/tokens?status=available&per_page=100`);
    expect(free.headers[ITEMS_COUNT_HEADER]).toBe('27');
    expect(free.json()).toHaveLength(27);
    expect((await as(reader.access_token, 'GET', '/v1/token_batches/999999/tokens')).statusCode).toBe(404);
    const beyond = await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}/tokens?current_page=99`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers[ITEMS_COUNT_HEADER]).toBe('30');
    const someCode = free.json()[5].code as string;
    const found = await as(reader.access_token, 'GET', `/v1/token_batches/${batch.id}/tokens?query=${someCode.slice(1, 9).toLowerCase()}`);
    expect(found.json().map((t: { code: string }) => t.code)).toContain(someCode);
    expect(Number(found.headers[ITEMS_COUNT_HEADER])).toBe(found.json().length);

    const list = await as(reader.access_token, 'GET', '/v1/token_batches');
    expect(list.json()[0].id).toBe(batch.id);
    expect(Number(list.headers[ITEMS_COUNT_HEADER])).toBe(7);
    const ofStore = await as(reader.access_token, 'GET', `/v1/token_batches?store_id=${otherStoreId}`);
    expect(ofStore.json().every((b: { store_id: number }) => b.store_id === otherStoreId)).toBe(true);

    const csv = await as(reader.access_token, 'GET', `/v1/report/token_batches.csv?store_id=${otherStoreId}`);
    expect(csv.headers['content-disposition']).toContain(TOKEN_BATCHES_CSV);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['Lote', 'Loja', 'Evento', 'Descrição', 'Quantidade', 'Utilizados', 'Disponíveis', 'Criado por', 'Criado em']);
    expect(rows).toHaveLength(1 + ofStore.json().length);
    expect((await as(nobody.access_token, 'GET', '/v1/token_batches')).statusCode).toBe(403);
  });

  it('answers the summary cards from the counters the writes keep (total and Utilizado, per store)', async () => {
    const naive = async (storeFilter?: number) => {
      const [r] = await ctx.database.db
        .select({ total: sql<number>`count(*)::int`, used: sql<number>`count(*) filter (where ${tokens.status} = 'unavailable')::int` })
        .from(tokens)
        .innerJoin(tokenBatches, eq(tokenBatches.id, tokens.tokenBatchId))
        .where(storeFilter ? eq(tokenBatches.storeId, storeFilter) : undefined);
      return r!;
    };
    // A token used and another given back move the counters too.
    const [one] = await ctx.database.db.select({ id: tokens.id }).from(tokens).where(eq(tokens.status, 'available')).limit(1);
    await ctx.database.db.update(tokens).set({ status: 'unavailable' }).where(eq(tokens.id, one!.id));
    const [two] = await ctx.database.db.select({ id: tokens.id }).from(tokens).where(eq(tokens.status, 'unavailable')).limit(1);
    await ctx.database.db.update(tokens).set({ status: 'available' }).where(eq(tokens.id, two!.id));
    for (const store of [undefined, storeId, otherStoreId]) {
      const q = store ? `?store_id=${store}` : '';
      const expected = await naive(store);
      expect((await as(reader.access_token, 'GET', `/v1/tokens/total${q}`)).json()).toEqual({ total: expected.total });
      expect((await as(reader.access_token, 'GET', `/v1/tokens/unavailables${q}`)).json()).toEqual({ total: expected.used });
    }
    const [counted] = await ctx.database.db.select({ used: sql<number>`sum(${tokenBatches.usedCount})::int` }).from(tokenBatches);
    expect(counted!.used).toBe((await naive()).used);
  });
});
