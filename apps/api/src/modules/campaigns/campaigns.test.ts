import { CAMPAIGN_MSG, ITEMS_COUNT_HEADER } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, coupons, eventTypes } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let runId: number;
let eventA: number;
let eventB: number;
let summer: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'campaigns']]);
  const [type] = await ctx.database.db.insert(eventTypes).values({ name: 'Corrida de rua' }).returning();
  runId = type!.id;
  eventA = await insertEvent(ctx, 'Meia de Curitiba', { eventDate: '2026-08-01' });
  eventB = await insertEvent(ctx, 'Corrida Noturna', { eventDate: '2026-09-01' });
  const rows = await ctx.database.db
    .insert(campaigns)
    .values([
      { name: 'Desafio de Verão', eventTypeId: runId, eventId: eventA, startDate: '2026-01-01', endDate: '2026-03-01' },
      { name: 'Black Friday Esportiva', status: 'closed', finished: true },
      { name: 'Outubro Rosa', eventTypeId: runId },
    ])
    .returning();
  summer = rows[0]!.id;
  await ctx.database.db.insert(coupons).values([
    { name: 'VERAO10', campaignId: summer, eventId: eventB, generatedBy: 'campaign', discountValue: 10 },
    { name: 'VERAO20', campaignId: summer, eventId: eventA, generatedBy: 'campaign', discountValue: 20 },
  ]);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (token: string, method: Method, url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

describe('GET /v2/campaigns', () => {
  it('pages newest first with coupons counts, filters by status and event type', async () => {
    const res = await as(reader.access_token, 'GET', '/v2/campaigns?per_page=2&current_page=0');
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Outubro Rosa', 'Black Friday Esportiva']);
    const closed = await as(reader.access_token, 'GET', '/v2/campaigns?status=closed');
    expect(closed.json()).toEqual([expect.objectContaining({ name: 'Black Friday Esportiva', finished: true })]);
    const byType = await as(reader.access_token, 'GET', `/v2/campaigns?event_type=${runId}&order=name`);
    expect(byType.json().map((c: { name: string; coupons_count: number }) => [c.name, c.coupons_count])).toEqual([
      ['Desafio de Verão', 2],
      ['Outubro Rosa', 0],
    ]);
  });

  it('refuses bad filters (422) and callers without the permission (403)', async () => {
    expect((await as(reader.access_token, 'GET', '/v2/campaigns?status=finished')).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'banners']]);
    expect((await as(nobody.access_token, 'GET', '/v2/campaigns')).statusCode).toBe(403);
  });
});

describe('GET /v2/campaigns/{id}', () => {
  it('shows the campaign with its coupons and the events it promotes', async () => {
    const res = await as(reader.access_token, 'GET', `/v2/campaigns/${summer}`);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ name: 'Desafio de Verão', event_type_name: 'Corrida de rua', event_name: 'Meia de Curitiba', status: 'active', finished: false });
    expect(c.coupons.map((x: { name: string }) => x.name)).toEqual(['VERAO20', 'VERAO10']);
    expect(c.events.map((e: { name: string }) => e.name)).toEqual(['Meia de Curitiba', 'Corrida Noturna']);
    expect((await as(reader.access_token, 'GET', '/v2/campaigns/999999')).statusCode).toBe(404);
  });
});

describe('campaign writes', () => {
  it('creates, edits, ends and reactivates (409 when stale)', async () => {
    const created = await as(admin.access_token, 'POST', '/v1/campaigns/', { name: 'Natal Solidário', event_type_id: runId, start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ name: 'Natal Solidário', status: 'active', finished: false, event_type_name: 'Corrida de rua', lock_version: 0 });

    const edited = await as(admin.access_token, 'PUT', `/v1/campaigns/${c.id}`, { name: 'Natal Solidário 2026', description: 'Doe um brinquedo', lock_version: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Natal Solidário 2026', description: 'Doe um brinquedo', event_type_id: null, lock_version: 1 });

    const ended = await as(admin.access_token, 'PUT', `/v1/campaigns/${c.id}`, { finished: true, lock_version: 1 });
    expect(ended.json()).toMatchObject({ name: 'Natal Solidário 2026', description: 'Doe um brinquedo', status: 'closed', finished: true, lock_version: 2 });
    const stale = await as(admin.access_token, 'PUT', `/v1/campaigns/${c.id}`, { finished: false, lock_version: 1 });
    expect(stale.statusCode).toBe(409);
    const reactivated = await as(admin.access_token, 'PUT', `/v1/campaigns/${c.id}`, { finished: false, lock_version: 2 });
    expect(reactivated.json()).toMatchObject({ status: 'active', finished: false });
  });

  it('answers 422 naming the field, 404 for an unknown campaign and 403 without the action', async () => {
    const period = await as(admin.access_token, 'POST', '/v1/campaigns/', { name: 'Campanha X', start_date: '2026-05-10', end_date: '2026-05-01' });
    expect(period.statusCode).toBe(422);
    expect(period.json().errors).toContainEqual(expect.objectContaining({ field: 'end_date', message: CAMPAIGN_MSG.periodOrder }));
    const noName = await as(admin.access_token, 'POST', '/v1/campaigns/', { description: 'sem nome' });
    expect(noName.json().errors[0].field).toBe('name');
    const badEvent = await as(admin.access_token, 'POST', '/v1/campaigns/', { name: 'Campanha Y', event_id: 999999 });
    expect(badEvent.json().errors[0]).toMatchObject({ field: 'event_id', message: CAMPAIGN_MSG.eventNotFound });
    const badType = await as(admin.access_token, 'POST', '/v1/campaigns/', { name: 'Campanha Y', event_type_id: 999999 });
    expect(badType.json().errors[0]).toMatchObject({ field: 'event_type_id', message: CAMPAIGN_MSG.eventTypeNotFound });
    const nothing = await as(admin.access_token, 'PUT', `/v1/campaigns/${summer}`, { lock_version: 0 });
    expect(nothing.statusCode).toBe(422);
    const missing = await as(admin.access_token, 'PUT', '/v1/campaigns/999999', { finished: true, lock_version: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(CAMPAIGN_MSG.notFound);
    expect((await as(reader.access_token, 'POST', '/v1/campaigns/', { name: 'Campanha Z' })).statusCode).toBe(403);
    expect((await as(reader.access_token, 'PUT', `/v1/campaigns/${summer}`, { finished: true, lock_version: 0 })).statusCode).toBe(403);
  });
});

describe('GET /v2/campaigns page size', () => {
  it('answers 10 campaigns a page by default (§9 shared lists)', async () => {
    await ctx.database.db.insert(campaigns).values(Array.from({ length: 10 }, (_, i) => ({ name: `Campanha de página ${i + 1}` })));
    const res = await as(reader.access_token, 'GET', '/v2/campaigns');
    expect(Number(res.headers[ITEMS_COUNT_HEADER])).toBeGreaterThan(10);
    expect(res.json()).toHaveLength(10);
  });
});
