import { ITEMS_COUNT_HEADER, MSG, SPONSOR_MSG } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSponsors, events as eventsTable, sponsors } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, insertSponsorType, parseCsv } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let eventCreator: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
let master: number;
let gold: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'sponsors']]);
  eventCreator = await actor(ctx, [['create', 'events']]);
  nobody = await actor(ctx, [['index', 'users']]);
  gold = await insertSponsorType(ctx, 'Ouro', 2);
  master = await insertSponsorType(ctx, 'Master', 1);
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function create(name: string, extra: object = {}) {
  const res = await as(admin.access_token, 'POST', '/v1/sponsors', { name, sponsor_type_id: gold, logo_url: 'https://cdn.exemplo.com.br/logo.png', site_url: 'https://exemplo.com.br', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('GET /v1/sponsor_types', () => {
  it('lists the types by priority', async () => {
    const res = await as(nobody.access_token, 'GET', '/v1/sponsor_types');
    expect(res.json().map((t: { id: number }) => t.id)).toEqual([master, gold]);
  });
});

describe('sponsors', () => {
  it('creates, reads, updates (lock_version) and validates', async () => {
    const s = await create('Águas da Serra');
    expect(s).toMatchObject({ name: 'Águas da Serra', sponsor_type_id: gold, sponsor_type_name: 'Ouro', status: 'enabled', events_count: 0, lock_version: 0 });
    expect((await as(eventCreator.access_token, 'GET', `/v1/sponsors/${s.id}`)).json()).toEqual(s);
    const bad = await as(admin.access_token, 'POST', '/v1/sponsors', { name: 'A', sponsor_type_id: 999999, site_url: 'exemplo' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['name', 'site_url']);
    const noType = await as(admin.access_token, 'POST', '/v1/sponsors', { name: 'Sem tipo', sponsor_type_id: 999999 });
    expect(noType.json().errors[0]).toEqual({ field: 'sponsor_type_id', message: SPONSOR_MSG.typeNotFound });
    const dup = await as(admin.access_token, 'POST', '/v1/sponsors', { name: 'aguas da serra', sponsor_type_id: gold });
    expect(dup.json().errors[0]).toEqual({ field: 'name', message: SPONSOR_MSG.nameTaken });
    const ok = await as(admin.access_token, 'PUT', `/v1/sponsors/${s.id}`, { name: 'Águas da Serra Ltda', sponsor_type_id: master, status: 'disabled', lock_version: 0 });
    expect(ok.json()).toMatchObject({ sponsor_type_name: 'Master', status: 'disabled', logo_url: null, lock_version: 1 });
    expect((await as(admin.access_token, 'PUT', `/v1/sponsors/${s.id}`, { name: 'X Y', sponsor_type_id: master, lock_version: 0 })).statusCode).toBe(409);
    expect((await as(admin.access_token, 'PUT', '/v1/sponsors/999999', { name: 'X Y', sponsor_type_id: master, lock_version: 0 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'POST', '/v1/sponsors', { name: 'X Y', sponsor_type_id: master })).statusCode).toBe(403);
  });

  it('lists with default 20, search and type filter; 403 without access', async () => {
    for (let i = 0; i < 22; i++) await create(`Rádio ${String(i).padStart(2, '0')} FM`, { sponsor_type_id: i < 2 ? master : gold });
    const page = await as(reader.access_token, 'GET', '/v1/sponsors?query=radio');
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('22');
    expect(page.json()).toHaveLength(20);
    const masters = await as(reader.access_token, 'GET', `/v1/sponsors?query=radio&sponsor_type_id=${master}`);
    expect(masters.json().map((s: { name: string }) => s.name)).toEqual(['Rádio 00 FM', 'Rádio 01 FM']);
    expect((await as(nobody.access_token, 'GET', '/v1/sponsors')).statusCode).toBe(403);
  });

  it('lists the events it sponsors (master, priority) and refuses deletion while in use (409)', async () => {
    const s = await create('Banco Horizonte');
    const e1 = await insertEvent(ctx, 'Corrida do Banco', { eventDate: '2026-03-01' });
    const e2 = await insertEvent(ctx, 'Night Run', { eventDate: '2026-08-01' });
    await ctx.database.db.insert(eventSponsors).values([
      { eventId: e1, sponsorId: s.id, sponsorTypeId: master, master: true, sponsorPriority: 1 },
      { eventId: e2, sponsorId: s.id, sponsorTypeId: gold, master: false, sponsorPriority: 3 },
    ]);
    // a deleted event's link is neither listed nor counted
    const gone = await insertEvent(ctx, 'Corrida Apagada', { eventDate: '2026-09-01' });
    await ctx.database.db.insert(eventSponsors).values({ eventId: gone, sponsorId: s.id, sponsorTypeId: gold, master: false, sponsorPriority: 2 });
    await ctx.database.db.update(eventsTable).set({ deletedAt: new Date() }).where(eq(eventsTable.id, gone));
    const firstPage = await as(reader.access_token, 'GET', `/v1/sponsors/${s.id}/events?per_page=1`);
    expect(firstPage.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(firstPage.json().map((e: { event_id: number }) => e.event_id)).toEqual([e2]);
    const events = await as(reader.access_token, 'GET', `/v1/sponsors/${s.id}/events`);
    expect(events.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(events.json()).toEqual([
      { event_id: e2, event_name: 'Night Run', event_date: '2026-08-01', event_status: 'enabled', master: false, sponsor_priority: 3, sponsor_type_name: 'Ouro' },
      { event_id: e1, event_name: 'Corrida do Banco', event_date: '2026-03-01', event_status: 'enabled', master: true, sponsor_priority: 1, sponsor_type_name: 'Master' },
    ]);
    expect((await as(reader.access_token, 'GET', '/v1/sponsors/999999/events')).statusCode).toBe(404);
    const refused = await as(admin.access_token, 'DELETE', `/v1/sponsors/${s.id}`);
    expect(refused.statusCode).toBe(409);
    // the deleted event still holds its link (it can be restored from the deleted list), so it still blocks deletion
    expect(refused.json().errors[0].message).toBe(SPONSOR_MSG.inUse(3));
    await ctx.database.db.delete(eventSponsors).where(eq(eventSponsors.sponsorId, s.id));
    expect((await as(reader.access_token, 'DELETE', `/v1/sponsors/${s.id}`)).statusCode).toBe(403);
    const del = await as(admin.access_token, 'DELETE', `/v1/sponsors/${s.id}`);
    expect(del.json()).toEqual({ message: SPONSOR_MSG.deleted });
    expect(await ctx.database.db.query.sponsors.findFirst({ where: eq(sponsors.id, s.id) })).toBeUndefined();
    expect((await as(admin.access_token, 'DELETE', `/v1/sponsors/${s.id}`)).statusCode).toBe(404);
    expect(MSG.notFound).toBeTruthy();
  });

  it('exports patrocinadores.csv', async () => {
    await create('+Isotônico Hidra');
    expect((await as(reader.access_token, 'GET', '/v1/report/sponsors.csv')).statusCode).toBe(403);
    const res = await as(admin.access_token, 'GET', `/v1/report/sponsors.csv?query=${encodeURIComponent('isotônico')}`);
    expect(res.headers['content-disposition']).toContain('filename="patrocinadores.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['ID', 'Nome', 'Tipo', 'Link', 'Logo', 'Status', 'Eventos', 'Cadastrado em']);
    expect(rows[1]!.slice(1, 4)).toEqual(["'+Isotônico Hidra", 'Ouro', 'https://exemplo.com.br']);
  });
});
