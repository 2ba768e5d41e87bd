import { AREAS, BANNER_MSG, ITEMS_COUNT_HEADER } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banners } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'banners']]);
  eventId = await insertEvent(ctx, 'Maratona de São Paulo');
  await ctx.database.db.insert(banners).values([
    { title: 'Baixe o aplicativo', imageUrl: '/uploads/b1.jpg', position: 2 },
    { title: 'Calendário de provas', imageUrl: '/uploads/b2.jpg', position: 1, status: 'disabled' },
    { title: 'Inscrições abertas', imageUrl: '/uploads/b3.jpg', position: 3, eventId },
  ]);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const body = { title: 'Corrida de Natal', image_url: '/uploads/natal.jpg', link_url: '', event_id: null as number | null, position: 5, starts_on: '2026-12-01', ends_on: '2026-12-25' };

describe('GET /v1/banners', () => {
  it('lists in display order with the linked event, 20 by default, filters by status and event', async () => {
    const res = await as(reader.access_token, 'GET', '/v1/banners');
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(res.json().map((b: { title: string }) => b.title)).toEqual(['Calendário de provas', 'Baixe o aplicativo', 'Inscrições abertas']);
    expect(res.json()[2]).toMatchObject({ event_id: eventId, event_name: 'Maratona de São Paulo', image_url: '/uploads/b3.jpg', status: 'enabled' });
    const disabled = await as(reader.access_token, 'GET', '/v1/banners?status=disabled');
    expect(disabled.json().map((b: { title: string }) => b.title)).toEqual(['Calendário de provas']);
    const byEvent = await as(reader.access_token, 'GET', `/v1/banners?event_id=${eventId}`);
    expect(byEvent.json().map((b: { title: string }) => b.title)).toEqual(['Inscrições abertas']);
    const search = await as(reader.access_token, 'GET', `/v1/banners?query=${encodeURIComponent('calendario')}`);
    expect(search.json()).toHaveLength(1);
  });

  it('refuses a bad filter (422) and a caller without the permission (403)', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/banners?status=active')).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'users']]);
    expect((await as(nobody.access_token, 'GET', '/v1/banners')).statusCode).toBe(403);
  });
});

describe('banner writes', () => {
  it('creates, shows, updates (409 when stale), toggles and deletes, each audited', async () => {
    const created = await as(admin.access_token, 'POST', '/v1/banners/', { ...body, event_id: eventId });
    expect(created.statusCode).toBe(201);
    const b = created.json();
    expect(b).toMatchObject({ title: 'Corrida de Natal', event_name: 'Maratona de São Paulo', starts_on: '2026-12-01', ends_on: '2026-12-25', status: 'enabled', link_url: null, lock_version: 0 });

    const shown = await as(reader.access_token, 'GET', `/v1/banners/${b.id}`);
    expect(shown.json()).toEqual(b);

    const updated = await as(admin.access_token, 'PUT', `/v1/banners/${b.id}`, { ...body, title: 'Corrida de Natal 2026', lock_version: 0 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Corrida de Natal 2026', event_id: null, lock_version: 1 });
    const stale = await as(admin.access_token, 'PUT', `/v1/banners/${b.id}`, { ...body, lock_version: 0 });
    expect(stale.statusCode).toBe(409);

    const off = await as(admin.access_token, 'POST', `/v1/banners/${b.id}/disable`);
    expect(off.json()).toMatchObject({ status: 'disabled' });
    const on = await as(admin.access_token, 'POST', `/v1/banners/${b.id}/enable`);
    expect(on.json()).toMatchObject({ status: 'enabled' });

    const del = await as(admin.access_token, 'DELETE', `/v1/banners/${b.id}`);
    expect(del.json()).toEqual({ message: BANNER_MSG.deleted });
    expect((await as(admin.access_token, 'GET', `/v1/banners/${b.id}`)).statusCode).toBe(404);

    const entries = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, AREAS.banners.audit), eq(auditLog.entityId, String(b.id))));
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated', 'status_changed', 'status_changed', 'deleted']);
  });

  it('answers 422 naming the field: period ending before it starts, missing image, unknown event, bad position', async () => {
    const period = await as(admin.access_token, 'POST', '/v1/banners/', { ...body, starts_on: '2026-12-10', ends_on: '2026-12-01' });
    expect(period.statusCode).toBe(422);
    expect(period.json().errors).toContainEqual(expect.objectContaining({ field: 'ends_on', message: BANNER_MSG.periodOrder }));
    const noImage = await as(admin.access_token, 'POST', '/v1/banners/', { ...body, image_url: '' });
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toContainEqual(expect.objectContaining({ field: 'image_url', message: BANNER_MSG.imageRequired }));
    const noEvent = await as(admin.access_token, 'POST', '/v1/banners/', { ...body, event_id: 999999 });
    expect(noEvent.statusCode).toBe(422);
    expect(noEvent.json().errors[0]).toMatchObject({ field: 'event_id', message: BANNER_MSG.eventNotFound });
    const badDate = await as(admin.access_token, 'POST', '/v1/banners/', { ...body, starts_on: '2026-02-30' });
    expect(badDate.json().errors[0].field).toBe('starts_on');
    const position = await as(admin.access_token, 'POST', '/v1/banners/', { ...body, position: -1 });
    expect(position.json().errors[0].field).toBe('position');
  });

  it('answers 404 for an unknown banner and 403 without the action', async () => {
    for (const [method, url, payload] of [
      ['GET', '/v1/banners/999999'],
      ['PUT', '/v1/banners/999999', { ...body, lock_version: 0 }],
      ['DELETE', '/v1/banners/999999'],
      ['POST', '/v1/banners/999999/enable'],
    ] as [Method, string, object?][]) {
      const res = await as(admin.access_token, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().errors[0].message).toBe(BANNER_MSG.notFound);
    }
    expect((await as(reader.access_token, 'POST', '/v1/banners/', body)).statusCode).toBe(403);
    expect((await as(reader.access_token, 'DELETE', '/v1/banners/1')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v1/banners/1/disable')).statusCode).toBe(403);
  });
});

describe('event picker of the banner and campaign forms (§7 Banners: GET /v1/events, per_page 60)', () => {
  it('lets a profile that saves banners or campaigns list events, but not one that only reads them', async () => {
    for (const grant of [['create', 'banners'], ['update', 'banners'], ['create', 'campaigns'], ['update', 'campaigns']] as [string, string][]) {
      const editor = await actor(ctx, [grant]);
      const res = await as(editor.access_token, 'GET', `/v1/events?query=${encodeURIComponent('Maratona')}&per_page=60&time=all`);
      expect(res.statusCode, grant.join(' ')).toBe(200);
      expect(res.json().map((e: { name: string }) => e.name)).toContain('Maratona de São Paulo');
    }
    expect((await as(reader.access_token, 'GET', '/v1/events')).statusCode).toBe(403);
    // the list only: the event record and the other event routes still need their own permission
    const editor = await actor(ctx, [['create', 'banners']]);
    expect((await as(editor.access_token, 'GET', `/v1/events/${eventId}`)).statusCode).toBe(403);
  });
});
