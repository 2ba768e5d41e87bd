import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, call, createTestApp, type TestContext } from '../test/app.ts';
import { insertEvent, insertSponsorType } from '../test/fixtures/catalogue.ts';

/**
 * Issue 12 §1, one test per class of hostile input, walked over every operation of the OpenAPI document so an area
 * added later is covered from birth: NUL in a text, an integer beyond int4, a number not written in decimal, a date
 * that does not exist. Each must be a 422 in the error body, never a 5xx or a dropped connection.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;

type Operation = { method: string; path: string; query: string[]; hasBody: boolean; pathParams: string[] };
let operations: Operation[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  const doc = ctx.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      hasBody: Boolean(op.requestBody),
    })),
  );
}, 60_000);
afterAll(() => ctx.close());

const fill = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value);
const send = (method: string, url: string, payload?: object) =>
  call(ctx, admin.access_token, { method: method as 'GET', url, ...(payload ? { payload } : {}) });

describe('the input boundary, on every operation', () => {
  it('the OpenAPI document lists the API', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('refuses U+0000 in any query-string filter with 422', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.query.length)) {
      const qs = op.query.map((q) => `${encodeURIComponent(q)}=a%00b`).join('&');
      const res = await send(op.method, `${fill(op.path)}?${qs}`);
      if (res.statusCode !== 422) failures.push(`${op.method} ${op.path} → ${res.statusCode}`);
      else expect(res.json().errors[0].message).toBeTypeOf('string');
    }
    expect(failures).toEqual([]);
  });

  it('refuses U+0000 anywhere in a JSON body with 422', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.hasBody)) {
      const res = await send(op.method, fill(op.path), { name: 'a\u0000b', nested: [{ note: '\u0000' }] });
      if (res.statusCode !== 422) failures.push(`${op.method} ${op.path} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses path ids that overflow int4 or are not decimal with 422', async () => {
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.pathParams.length && o.method === 'GET')) {
      for (const bad of ['2147483648', '99999999999999999999', '0x1F', '1e3']) {
        const res = await send(op.method, fill(op.path, bad));
        if (res.statusCode !== 422) failures.push(`${op.method} ${op.path} (${bad}) → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses integers beyond int4 in bodies and filters', async () => {
    const gold = await insertSponsorType(ctx, 'Ouro', 2);
    const body = await send('POST', '/api/v1/sponsors', { name: 'Patrocinador', sponsor_type_id: 2147483648 });
    expect(body.statusCode).toBe(422);
    const ok = await send('POST', '/api/v1/sponsors', { name: 'Patrocinador', sponsor_type_id: gold });
    expect(ok.statusCode).toBeLessThan(300);
    for (const url of ['/api/v1/events/trainers?category=2147483648', '/api/v1/cities?state=99999999999999999999', '/api/v1/events/trainers?category=0x1F']) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(422);
    }
  });

  it('refuses dates that do not exist on every dashboard route, and accepts real ones', async () => {
    const event = await insertEvent(ctx);
    const dashboard = operations.filter((o) => o.method === 'GET' && o.query.includes('start_date'));
    expect(dashboard.length).toBeGreaterThan(0);
    for (const op of dashboard) {
      for (const bad of ['2026-02-30', '0000-00-00', '2026-13-01']) {
        const res = await send('GET', `${fill(op.path, String(event))}?start_date=${bad}`);
        expect(res.statusCode, `${op.path} ${bad}`).toBe(422);
      }
      const good = await send('GET', `${fill(op.path, String(event))}?start_date=2024-02-29`);
      expect(good.statusCode, `${op.path} 2024-02-29`).toBeLessThan(500);
    }
  });
});

describe('POST /v1/events/:id/duplicate with hours stored as "24:00"', () => {
  it('copies the event instead of failing', async () => {
    const event = await insertEvent(ctx, 'Corrida noturna', { startDate: '2026-05-10', endDate: '2026-05-10', startHour: '19:00', endHour: '24:00' });
    const res = await send('POST', `/api/v1/events/${event}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().end_hour).not.toBe('24:00');
  });
});
