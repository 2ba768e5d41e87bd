import { EVENT_GROUP_MSG, ITEMS_COUNT_HEADER, MSG } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventGroupEvents, events } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, parseCsv } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let e1: number;
let e2: number;
let e3: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'event groups']]);
  e1 = await insertEvent(ctx, 'Etapa Verão', { eventDate: '2026-01-10' });
  e2 = await insertEvent(ctx, 'Etapa Outono', { eventDate: '2026-04-10' });
  e3 = await insertEvent(ctx, 'Etapa Inverno', { eventDate: '2026-07-10' });
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function create(name: string, extra: object = {}) {
  const res = await as(admin.access_token, 'POST', '/v1/event_groups/', { name, public_visibility: true, event_ids: [], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('event groups', () => {
  it('creates a group with its events in the order given, and reads it back', async () => {
    const g = await create('Circuito das Estações', { event_ids: [e2, e1], photo_url: 'https://cdn.exemplo.com.br/circuito.jpg', description: 'Quatro etapas' });
    expect(g).toMatchObject({ name: 'Circuito das Estações', public_visibility: true, events_count: 2, event_ids: [e2, e1], lock_version: 0 });
    expect(g.events.map((e: { name: string }) => e.name)).toEqual(['Etapa Outono', 'Etapa Verão']);
    expect((await as(reader.access_token, 'GET', `/v1/event_groups/${g.id}`)).json()).toEqual(g);
    expect((await as(reader.access_token, 'GET', '/v1/event_groups/999999')).statusCode).toBe(404);
    const audit = await ctx.database.db.query.auditLog.findFirst({ where: and(eq(auditLog.entityType, 'event groups'), eq(auditLog.entityId, String(g.id))) });
    expect(audit?.action).toBe('created');
  });

  it('validates names, visibility and events (422)', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/event_groups', { name: '', event_ids: [e1, e1] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['event_ids', 'name', 'public_visibility']);
    const missing = await as(admin.access_token, 'POST', '/v1/event_groups', { name: 'Grupo fantasma', public_visibility: false, event_ids: [e1, 999999] });
    expect(missing.json().errors[0]).toEqual({ field: 'event_ids', message: EVENT_GROUP_MSG.eventsNotFound([999999]) });
    await create('Desafio das Capitais');
    const dup = await as(admin.access_token, 'POST', '/v1/event_groups', { name: 'DESAFIO DAS CAPITAIS', public_visibility: false, event_ids: [] });
    expect(dup.json().errors[0]).toEqual({ field: 'name', message: EVENT_GROUP_MSG.nameTaken });
  });

  it('updates events and visibility with lock_version (409 stale, 404 missing, 403 without permission)', async () => {
    const g = await create('Temporada de Trail', { event_ids: [e1] });
    const ok = await as(admin.access_token, 'PUT', `/v1/event_groups/${g.id}`, { name: 'Temporada de Trail 2026', public_visibility: false, event_ids: [e3, e1], lock_version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ public_visibility: false, event_ids: [e3, e1], lock_version: 1 });
    const stale = await as(admin.access_token, 'PUT', `/v1/event_groups/${g.id}`, { name: 'X Y', public_visibility: false, event_ids: [], lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    expect((await as(admin.access_token, 'PUT', '/v1/event_groups/999999', { name: 'X Y', public_visibility: false, event_ids: [], lock_version: 0 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'PUT', `/v1/event_groups/${g.id}`, { name: 'X Y', public_visibility: false, event_ids: [], lock_version: 1 })).statusCode).toBe(403);
  });

  it('hides deleted events from a group without breaking it', async () => {
    const g = await create('Corridas Solidárias', { event_ids: [e1, e2] });
    const gone = await insertEvent(ctx, 'Evento excluído');
    await ctx.database.db.insert(eventGroupEvents).values({ eventGroupId: g.id, eventId: gone, position: 9 });
    await ctx.database.db.update(events).set({ deletedAt: new Date() }).where(eq(events.id, gone));
    const got = (await as(reader.access_token, 'GET', `/v1/event_groups/${g.id}`)).json();
    expect(got.event_ids).toEqual([e1, e2]);
    expect(got.events_count).toBe(2);
  });

  it('lists (default 10) with query and public_visibility filters', async () => {
    for (let i = 0; i < 11; i++) await create(`Liga Regional ${String(i).padStart(2, '0')}`, { public_visibility: i < 3 });
    const page = await as(reader.access_token, 'GET', '/v1/event_groups?query=liga');
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('11');
    expect(page.json()).toHaveLength(10);
    const pub = await as(reader.access_token, 'GET', '/v1/event_groups?query=liga&public_visibility=true');
    expect(pub.json().map((g: { name: string }) => g.name)).toEqual(['Liga Regional 00', 'Liga Regional 01', 'Liga Regional 02']);
    expect((await as(reader.access_token, 'GET', '/v1/event_groups?public_visibility=sim')).statusCode).toBe(422);
  });

  it('deletes a group (its events are untouched) with the spec message', async () => {
    const g = await create('Eventos internos', { event_ids: [e3] });
    expect((await as(reader.access_token, 'DELETE', `/v1/event_groups/${g.id}`)).statusCode).toBe(403);
    const del = await as(admin.access_token, 'DELETE', `/v1/event_groups/${g.id}`);
    expect(del.json()).toEqual({ message: 'Grupo de eventos excluido com sucesso' });
    expect(await ctx.database.db.query.events.findFirst({ where: eq(events.id, e3) })).toBeTruthy();
    expect((await as(admin.access_token, 'DELETE', `/v1/event_groups/${g.id}`)).statusCode).toBe(404);
  });

  it('exports grupos_de_eventos.csv', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/report/event_groups.csv')).statusCode).toBe(403);
    const res = await as(admin.access_token, 'GET', '/v1/report/event_groups.csv?public_visibility=false&query=liga');
    expect(res.headers['content-disposition']).toContain('filename="grupos_de_eventos.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['ID', 'Nome', 'Descrição', 'Visibilidade pública', 'Eventos', 'Cadastrado em']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(Array(8).fill('Não'));
  });
});
