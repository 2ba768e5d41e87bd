import { ITEMS_COUNT_HEADER, PARTNER_MSG, PARTNER_HISTORY_CSV } from '@backoffice/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerDiscountHistory, partners } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let editor: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  editor = await actor(ctx, [['index', 'partners'], ['update', 'partners']]);
  reader = await actor(ctx, [['index', 'partners'], ['export', 'partners']]);
  nobody = await actor(ctx, [['index', 'users']]);
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const porto = { name: 'Porto Bank', slug: 'porto-bank', percentage_limit: 30, visa_percentage_discount: 10, master_percentage_discount: 12.5 };

async function history(partnerId: number) {
  return (await as(reader.access_token, 'GET', `/v2/partner_historical?partner_id=${partnerId}`)).json();
}

describe('partner programmes', () => {
  let id: number;

  it('creates a programme and writes its "created" history line in the same request', async () => {
    const res = await as(admin.access_token, 'POST', '/v2/partners', porto);
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    id = p.id;
    expect(p).toMatchObject({ slug: 'porto-bank', percentage_limit: 30, visa_percentage_discount: 10, master_percentage_discount: 12.5, status: 'active', lock_version: 0 });
    const lines = await history(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ change_type: 'created', percentage_limit_old: null, percentage_limit_new: 30, master_percentage_discount_new: 12.5, changed_by_id: admin.id });
    expect((await as(reader.access_token, 'GET', `/v1/partners/${id}`)).json()).toEqual(p);
    expect((await as(reader.access_token, 'GET', '/v2/partners?slug=porto-bank')).json()).toEqual([p]);
    const dup = await as(admin.access_token, 'POST', '/v2/partners', porto);
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[0]).toEqual({ field: 'slug', message: PARTNER_MSG.slugTaken });
  });

  it('refuses percentages outside 0–100, with more than 2 decimals or above the limit (422 naming the field)', async () => {
    const cases: [object, string][] = [
      [{ percentage_limit: 101 }, 'percentage_limit'],
      [{ percentage_limit: -1 }, 'percentage_limit'],
      [{ visa_percentage_discount: 10.125 }, 'visa_percentage_discount'],
      [{ master_percentage_discount: 31 }, 'master_percentage_discount'],
    ];
    for (const [change, field] of cases) {
      const res = await as(admin.access_token, 'PUT', `/v2/partners/${id}`, { ...porto, ...change, lock_version: 0 });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const ok = await as(admin.access_token, 'PUT', `/v2/partners/${id}`, { ...porto, visa_percentage_discount: 0.29, lock_version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().visa_percentage_discount).toBe(0.29);
  });

  it('writes an "updated" line with old and new values on every change, none on a rename; 409 on a stale lock_version', async () => {
    const before = (await history(id)).length;
    const res = await as(editor.access_token, 'PUT', `/v2/partners/${id}`, { ...porto, percentage_limit: 25, visa_percentage_discount: 7.5, lock_version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await history(id);
    expect(lines).toHaveLength(before + 1);
    expect(lines[0]).toMatchObject({
      change_type: 'updated',
      percentage_limit_old: 30,
      percentage_limit_new: 25,
      visa_percentage_discount_old: 0.29,
      visa_percentage_discount_new: 7.5,
      master_percentage_discount_old: 12.5,
      master_percentage_discount_new: 12.5,
      changed_by_id: editor.id,
    });
    const rename = await as(editor.access_token, 'PUT', `/v2/partners/${id}`, { ...porto, name: 'Porto Bank S.A.', percentage_limit: 25, visa_percentage_discount: 7.5, lock_version: 2 });
    expect(rename.statusCode).toBe(200);
    expect(await history(id)).toHaveLength(before + 1);
    const stale = await as(editor.access_token, 'PUT', `/v2/partners/${id}`, { ...porto, percentage_limit: 20, visa_percentage_discount: 5, master_percentage_discount: 5, lock_version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(await history(id)).toHaveLength(before + 1);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'partners'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['created', 'updated', 'updated', 'updated']);
  });

  it('lists the history newest first, paged, with a CSV; 403 without the grant', async () => {
    const other = (await as(admin.access_token, 'POST', '/v2/partners', { name: 'Santander', slug: 'santander', percentage_limit: 20, percentage_discount: 15 })).json();
    const all = await as(reader.access_token, 'GET', '/v2/partner_historical?per_page=2');
    expect(all.headers[ITEMS_COUNT_HEADER]).toBe('4');
    expect(all.json()).toHaveLength(2);
    expect(all.json()[0]).toMatchObject({ partner_id: other.id, change_type: 'created', percentage_discount_new: 15 });
    const dates = (await as(reader.access_token, 'GET', '/v2/partner_historical')).json().map((h: { created_at: string }) => h.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const csv = await as(reader.access_token, 'GET', `/v1/report/partner_historical.csv?partner_id=${id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(PARTNER_HISTORY_CSV);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toContain('Limite anterior (%)');
    expect(rows).toHaveLength(1 + 3);
    expect(rows[1]).toContain('Criado');
    expect((await as(nobody.access_token, 'GET', '/v2/partner_historical')).statusCode).toBe(403);
    expect((await as(nobody.access_token, 'GET', '/v1/report/partner_historical.csv')).statusCode).toBe(403);
    expect((await as(editor.access_token, 'GET', '/v1/report/partner_historical.csv')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'PUT', `/v2/partners/${id}`, { ...porto, lock_version: 3 })).statusCode).toBe(403);
    expect((await as(editor.access_token, 'POST', '/v2/partners', { ...porto, slug: 'outro' })).statusCode).toBe(403);
  });

  it('the history can never be written through the API nor edited in the database', async () => {
    const [line] = await history(id);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const url = method === 'POST' ? '/v2/partner_historical' : `/v2/partner_historical/${line.id}`;
      const res = await as(admin.access_token, method, url, method === 'DELETE' ? undefined : { percentage_limit_new: 99 });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    await expect(ctx.database.db.update(partnerDiscountHistory).set({ percentageLimitNew: 99 }).where(eq(partnerDiscountHistory.id, line.id))).rejects.toThrow();
    await expect(ctx.database.db.delete(partnerDiscountHistory).where(eq(partnerDiscountHistory.id, line.id))).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`truncate partner_discount_history cascade`)).rejects.toThrow();
    // A programme with history cannot be hard-deleted either (the history would go with it).
    await expect(ctx.database.db.delete(partners).where(eq(partners.id, id))).rejects.toThrow();
    expect((await history(id))[0]).toEqual(line);
  });

  it('deletes softly with a "deleted" history line; 404 afterwards; the slug is free again', async () => {
    const doomed = (await as(admin.access_token, 'POST', '/v2/partners', { name: 'Banco Efêmero', slug: 'efemero', percentage_limit: 10 })).json();
    expect((await as(editor.access_token, 'DELETE', `/v2/partners/${doomed.id}`)).statusCode).toBe(403);
    const res = await as(admin.access_token, 'DELETE', `/v2/partners/${doomed.id}`);
    expect(res.json()).toEqual({ message: PARTNER_MSG.deleted });
    expect((await as(reader.access_token, 'GET', `/v1/partners/${doomed.id}`)).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `/v2/partners/${doomed.id}`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'DELETE', `/v2/partners/${doomed.id}`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'PUT', `/v2/partners/${doomed.id}`, { ...porto, slug: 'efemero', lock_version: 1 })).statusCode).toBe(404);
    const lines = await history(doomed.id);
    expect(lines[0]).toMatchObject({ change_type: 'deleted', percentage_limit_old: 10, percentage_limit_new: null });
    expect((await as(admin.access_token, 'POST', '/v2/partners', { name: 'Banco Efêmero 2', slug: 'efemero', percentage_limit: 10 })).statusCode).toBe(201);
  });

  it("refuses an event's bank discount above its programme's limit (422 naming the field)", async () => {
    // Porto Bank's limit is 25% now; the rest of this minimal body fails on its own fields, which this test ignores.
    const fieldsOf = async (body: object) => {
      const res = await as(admin.access_token, 'POST', '/v1/events', { name: 'Corrida do Banco', ...body });
      expect(res.statusCode).toBe(422);
      return res.json().errors as { field: string; message: string }[];
    };
    const above = await fieldsOf({ porto_bank_percentage_limit: 25, porto_bank_percentage_discount: 26 });
    expect(above).toContainEqual({ field: 'porto_bank_percentage_discount', message: PARTNER_MSG.eventAboveProgramme('Porto Bank S.A.', 25) });
    const within = await fieldsOf({ porto_bank_percentage_limit: 25, porto_bank_percentage_discount: 25 });
    expect(within.map((e) => e.field)).not.toContain('porto_bank_percentage_discount');
    expect(within.map((e) => e.field)).not.toContain('porto_bank_percentage_limit');
    const limitAbove = await fieldsOf({ santander_percentage_limit: 21, santander_percentage_discount: 5 });
    expect(limitAbove.map((e) => e.field)).toContain('santander_percentage_limit');
  });
});

describe('GET /v2/partner_historical page size', () => {
  it('answers 10 history lines a page by default (§9 shared lists)', async () => {
    const p = (await as(admin.access_token, 'POST', '/v2/partners', { name: 'Banco Paginado', slug: 'paginado', percentage_limit: 10 })).json();
    await ctx.database.db.insert(partnerDiscountHistory).values(Array.from({ length: 11 }, (_, i) => ({ partnerId: p.id, changeType: 'updated' as const, percentageLimitOld: 10, percentageLimitNew: 11 + i })));
    const res = await as(reader.access_token, 'GET', `/v2/partner_historical?partner_id=${p.id}`);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('12');
    expect(res.json()).toHaveLength(10);
  });
});
