import { DASHBOARD_SECTIONS } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { createEventFixture, type EventFixture } from '../../test/fixtures/subscriptions.ts';

let ctx: TestContext;
let reader: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
let fx: EventFixture;
let empty: EventFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  reader = await actor(ctx, [['index', 'events']]);
  nobody = await actor(ctx, [['index', 'users']]);
  fx = await createEventFixture(ctx.database.db, 10); // 8 counted (i % 5 === 4 cancelled), created 1–10 Oct 2026
  empty = await createEventFixture(ctx.database.db, 0);
});
afterAll(() => ctx.close());

const get = (url: string, token = reader.access_token) => call(ctx, token, { method: 'GET', url: `/api${url}` });

describe('GET /v1/events/{id}/dashboard', () => {
  it('summarises the event: counted total, by status, revenue and average ticket', async () => {
    const res = await get(`/v1/events/${fx.eventId}/dashboard`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ event_id: fx.eventId, total: 8, by_status: { approved: 8, cancelled: 2, pending: 0 }, revenue: 800, average_ticket: 100 });
  });

  it('filters every section by start_date and end_date (inclusive days)', async () => {
    const res = await get(`/v1/events/${fx.eventId}/dashboard?start_date=2026-10-01&end_date=2026-10-03`);
    expect(res.json().total).toBe(3);
    const timeline = (await get(`/v1/events/${fx.eventId}/dashboard/subscriptions?start_date=2026-10-02&end_date=2026-10-02`)).json();
    expect(timeline).toEqual({ total: 1, items: [{ date: '2026-10-02', count: 1, cumulative: 1 }] });
  });

  it('answers every sub-path', async () => {
    for (const section of DASHBOARD_SECTIONS) {
      const res = await get(`/v1/events/${fx.eventId}/dashboard/${section}`);
      expect(res.statusCode, section).toBe(200);
      expect(res.json().total, section).toBe(8);
      // without a window the charts read the sums over every day (decision 0108): the same as a window over all days
      const everyDay = await get(`/v1/events/${fx.eventId}/dashboard/${section}?start_date=2020-01-01&end_date=2030-12-31`);
      expect(res.json(), section).toEqual(everyDay.json());
    }
  });

  it('gives gender percentages with 2 decimals, and 0% without data', async () => {
    const g = (await get(`/v1/events/${fx.eventId}/dashboard/genders?start_date=2026-10-01&end_date=2026-10-03`)).json();
    // days 1–3: i = 0 (male), 1 (female), 2 (male)
    expect(g.items).toEqual([
      { key: 'male', label: 'Masculino', count: 2, percentage: 66.67 },
      { key: 'female', label: 'Feminino', count: 1, percentage: 33.33 },
    ]);
    const none = (await get(`/v1/events/${empty.eventId}/dashboard/genders`)).json();
    expect(none).toEqual({ total: 0, items: [expect.objectContaining({ key: 'male', percentage: 0 }), expect.objectContaining({ key: 'female', percentage: 0 })] });
  });

  it('always lists the three origins and the five shirt sizes', async () => {
    const origins = (await get(`/v1/events/${empty.eventId}/dashboard/origins`)).json();
    expect(origins.items.map((i: { key: string }) => i.key)).toEqual(['site', 'android', 'ios']);
    const sizes = (await get(`/v1/events/${fx.eventId}/dashboard/shirt_sizes`)).json();
    expect(sizes.items.map((i: { key: string }) => i.key)).toEqual(['p', 'm', 'g', 'gg', 'bl']);
    expect(sizes.items.reduce((s: number, i: { percentage: number }) => s + i.percentage, 0)).toBeCloseTo(100, 1);
  });

  it('answers 403 without the events read grant, 404 for an unknown event, 422 for bad dates or section', async () => {
    expect((await get(`/v1/events/${fx.eventId}/dashboard`, nobody.access_token)).statusCode).toBe(403);
    expect((await get('/v1/events/999999/dashboard')).statusCode).toBe(404);
    expect((await get('/v1/events/999999/dashboard/ages')).statusCode).toBe(404);
    expect((await get(`/v1/events/${fx.eventId}/dashboard?start_date=10/01/2026`)).statusCode).toBe(422);
    expect((await get(`/v1/events/${fx.eventId}/dashboard?start_date=2026-10-05&end_date=2026-10-01`)).statusCode).toBe(422);
    expect((await get(`/v1/events/${fx.eventId}/dashboard/weather`)).statusCode).toBe(422);
  });
});
