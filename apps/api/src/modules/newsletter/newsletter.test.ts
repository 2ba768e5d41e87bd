import { AREAS, ITEMS_COUNT_HEADER, NEWSLETTER_CSV, NEWSLETTER_MSG } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, newsletterSubscribers } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { and, eq } from 'drizzle-orm';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let ids: Record<string, number>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'newsletter']]);
  const rows = await ctx.database.db
    .insert(newsletterSubscribers)
    .values([
      { email: 'jose.silva@exemplo.com.br', name: 'José Silva', origin: 'site', status: 'active' },
      { email: 'ana@exemplo.com.br', name: 'Ana Conceição', origin: 'ios', status: 'inactive' },
      { email: 'bruno@corrida.com', name: null, origin: 'android', status: 'active' },
      { email: '=cmd@exemplo.com', name: '=HYPERLINK("x")', origin: null, status: 'active' },
    ])
    .returning();
  ids = Object.fromEntries(rows.map((r) => [r.email.split('@')[0]!, r.id]));
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST', url: string) => call(ctx, token, { method, url: `/api${url}` });

describe('GET /v1/newsletter/subscribers', () => {
  it('pages in e-mail order with the total in items-count', async () => {
    const res = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?per_page=2&current_page=0');
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('4');
    expect(res.json().map((s: { email: string }) => s.email)).toEqual(['=cmd@exemplo.com', 'ana@exemplo.com.br']);
    const second = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?per_page=2&current_page=1');
    expect(second.json().map((s: { email: string }) => s.email)).toEqual(['bruno@corrida.com', 'jose.silva@exemplo.com.br']);
  });

  it('searches e-mail or name without accents or case, and filters by status', async () => {
    const byName = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?query=JOSE');
    expect(byName.json()).toEqual([expect.objectContaining({ email: 'jose.silva@exemplo.com.br', name: 'José Silva', origin: 'site', status: 'active' })]);
    const byAccent = await as(reader.access_token, 'GET', `/v1/newsletter/subscribers?query=${encodeURIComponent('conceicao')}`);
    expect(byAccent.json().map((s: { id: number }) => s.id)).toEqual([ids.ana]);
    const byEmail = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?query=corrida.com');
    expect(byEmail.json().map((s: { id: number }) => s.id)).toEqual([ids.bruno]);
    // e-mail and name are one stored key joined by a line break: a search never runs from the end of one into the other
    const across = await as(reader.access_token, 'GET', `/v1/newsletter/subscribers?query=${encodeURIComponent('br jose')}`);
    expect(across.json()).toEqual([]);
    const inactive = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?status=inactive');
    expect(inactive.json().map((s: { id: number }) => s.id)).toEqual([ids.ana]);
    expect(inactive.headers[ITEMS_COUNT_HEADER]).toBe('1');
    const ios = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?origin=ios');
    expect(ios.json().map((s: { id: number }) => s.id)).toEqual([ids.ana]);
    expect((await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?origin=web')).statusCode).toBe(422);
    const wildcard = await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?query=%25');
    expect(wildcard.json()).toEqual([]);
  });

  it('refuses bad input with 422 and callers without the permission with 403', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?status=enabled')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/newsletter/subscribers?order=name')).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'users']]);
    expect((await as(nobody.access_token, 'GET', '/v1/newsletter/subscribers')).statusCode).toBe(403);
  });
});

describe('POST /v1/newsletter/subscribers/{id}/enable|disable', () => {
  it('moves the status, answers the subscriber and writes one audit entry per change', async () => {
    const off = await as(admin.access_token, 'POST', `/v1/newsletter/subscribers/${ids.bruno}/disable`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: ids.bruno, status: 'inactive' });
    const again = await as(admin.access_token, 'POST', `/v1/newsletter/subscribers/${ids.bruno}/disable`);
    expect(again.json()).toMatchObject({ status: 'inactive' });
    const on = await as(admin.access_token, 'POST', `/v1/newsletter/subscribers/${ids.bruno}/enable`);
    expect(on.json()).toMatchObject({ status: 'active' });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, AREAS.newsletter.audit), eq(auditLog.entityId, String(ids.bruno))));
    expect(entries.map((e) => [e.action, e.changes])).toEqual([
      ['status_changed', { status: { before: 'active', after: 'inactive' } }],
      ['status_changed', { status: { before: 'inactive', after: 'active' } }],
    ]);
  });

  it('answers 404 for an unknown subscriber and 403 without the action', async () => {
    const missing = await as(admin.access_token, 'POST', '/v1/newsletter/subscribers/999999/enable');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(NEWSLETTER_MSG.notFound);
    expect((await as(reader.access_token, 'POST', `/v1/newsletter/subscribers/${ids.ana}/enable`)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'POST', '/v1/newsletter/subscribers/abc/enable')).statusCode).toBe(422);
  });
});

describe('GET /v1/report/newsletter_subscribers.csv', () => {
  it('exports the filtered list, formulas neutralised, with the pt-BR file name', async () => {
    const exporter = await actor(ctx, [['export', 'newsletter']]);
    const res = await as(exporter.access_token, 'GET', '/v1/report/newsletter_subscribers.csv?status=active');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(NEWSLETTER_CSV);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['ID', 'E-mail', 'Nome', 'Origem', 'Status', 'Cadastrado em']);
    expect(rows.map((r) => r[1])).toEqual(["'=cmd@exemplo.com", 'bruno@corrida.com', 'jose.silva@exemplo.com.br']);
    expect(rows[0]![2]).toBe(`'=HYPERLINK("x")`);
    expect(rows[2]!.slice(3, 5)).toEqual(['Site', 'Ativo']);
    expect((await as(reader.access_token, 'GET', '/v1/report/newsletter_subscribers.csv')).statusCode).toBe(403);
    const android = parseCsv((await as(exporter.access_token, 'GET', '/v1/report/newsletter_subscribers.csv?origin=android')).body);
    expect(android.slice(1).map((r) => [r[1], r[3]])).toEqual([['bruno@corrida.com', 'Android']]);
  });
});
