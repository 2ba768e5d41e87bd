import { AREAS, COUPON_BATCH_MAX, COUPON_CODE_ALPHABET, COUPON_CODES_COUNT_CAP, COUPON_CSV, COUPON_MSG, COUPONS_CSV, ITEMS_COUNT_HEADER, MSG, maskCpf, maskEmail } from '@backoffice/contract';
import { ITEMS_COUNT_CAPPED_HEADER } from '@backoffice/contract/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, couponCodes, coupons, customerAccessLog, customers, orders, tournaments } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { createEventFixture, type EventFixture } from '../../test/fixtures/subscriptions.ts';
import { reportGenerator } from '../reports/report-generators.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
let fx: EventFixture;
let tournamentId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'coupons']]);
  nobody = await actor(ctx, [['index', 'events']]);
  fx = await createEventFixture(ctx.database.db, 5, { name: 'Maratona do Cupom' });
  const [t] = await ctx.database.db.insert(tournaments).values({ name: 'Torneio de Beach Tennis Verão' }).returning({ id: tournaments.id });
  tournamentId = t!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (token: string, method: Method, url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

const base = {
  name: 'Desconto lançamento',
  coupon_type: 'event',
  discount_type: 'percentual',
  discount_value: 10,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
  usage_limit: 1,
};
const manual = (extra: object = {}) => ({ ...base, event_id: fx.eventId, generation: 'manual', code: 'lanca10', ...extra });
const firstError = (res: { json(): { errors: { field?: string; message: string }[] } }) => res.json().errors[0]!;

describe('POST /v1/coupons/ (manual code)', () => {
  let id: number;
  it('creates the coupon with its upper-cased code, figures and audit entry', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/coupons/', manual());
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      name: 'Desconto lançamento',
      coupon_type: 'event',
      generated_by: 'manual',
      discount_type: 'percentual',
      discount_value: 10,
      event: { id: fx.eventId, name: 'Maratona do Cupom' },
      code: 'LANCA10',
      codes_count: 1,
      uses_count: 0,
      discount_given: 0,
      status: 'enabled',
    });
    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, AREAS.coupons.audit), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'created' });
  });

  it('refuses a code already used by any coupon, whatever its case', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ name: 'Outro cupom', code: 'Lanca10' }));
    expect(res.statusCode).toBe(422);
    expect(firstError(res)).toEqual({ field: 'code', message: COUPON_MSG.codeTaken });
    const bad = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ code: 'com espaço' }));
    expect(firstError(bad)).toMatchObject({ field: 'code', message: COUPON_MSG.codeInvalid });
  });

  it('stores a gratuity as 100% and a global coupon without event', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ coupon_type: 'global', discount_type: 'gratuity', discount_value: 0, code: 'CORTESIA-IMPRENSA' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ coupon_type: 'global', discount_type: 'gratuity', discount_value: 100, event: null });
    const tour = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ coupon_type: 'tournament', event_id: null, tournament_id: tournamentId, code: 'BEACH15' }));
    expect(tour.json()).toMatchObject({ coupon_type: 'tournament', tournament: { id: tournamentId }, event: null });
  });

  it('lists each one-code coupon with its own code, in the list and in its CSV', async () => {
    const listed = (await as(reader.access_token, 'GET', '/v1/coupons?per_page=100')).json() as { name: string; code: string | null }[];
    expect(listed.filter((c) => c.code !== null).map((c) => c.code)).toEqual(expect.arrayContaining(['LANCA10', 'CORTESIA-IMPRENSA', 'BEACH15']));
    expect(new Set(listed.filter((c) => c.code !== null).map((c) => c.code)).size).toBe(listed.filter((c) => c.code !== null).length);
    const csv = (await as(admin.access_token, 'GET', '/v1/report/coupons.csv')).body;
    for (const code of ['LANCA10', 'CORTESIA-IMPRENSA', 'BEACH15']) expect(csv.split(code).length - 1, code).toBe(1);
  });
});

describe('server rules (422 naming the field)', () => {
  const cases: [string, object, string, string][] = [
    ['percent 0', { discount_value: 0 }, 'discount_value', COUPON_MSG.percentRange],
    ['percent above 100', { discount_value: 100.5 }, 'discount_value', COUPON_MSG.percentRange],
    ['amount 0', { discount_type: 'amount', discount_value: 0 }, 'discount_value', COUPON_MSG.amountPositive],
    ['amount with 3 decimals', { discount_type: 'amount', discount_value: 10.555 }, 'discount_value', COUPON_MSG.amountDecimals],
    ['end before start', { start_date: '2026-12-10', end_date: '2026-12-09' }, 'end_date', COUPON_MSG.endBeforeStart],
    ['event coupon without event', { event_id: null }, 'event_id', COUPON_MSG.eventRequired],
    ['unknown event', { event_id: 999999 }, 'event_id', COUPON_MSG.eventNotFound],
    ['unknown tournament', { coupon_type: 'tournament', tournament_id: 999999 }, 'tournament_id', COUPON_MSG.tournamentNotFound],
    ['batch above the limit', { generation: 'batch', code: null, quantity: COUPON_BATCH_MAX + 1 }, 'quantity', COUPON_MSG.quantityRange],
    ['impossible date', { start_date: '2026-02-30' }, 'start_date', 'Informe uma data válida'],
  ];
  it.each(cases)('%s', async (_name, change, field, message) => {
    const res = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ code: `REGRA${Math.floor(Math.random() * 1e6)}`, ...change }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('accepts an amount with 2 decimals and a percent of exactly 100', async () => {
    const amount = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ discount_type: 'amount', discount_value: 15.9, code: 'VALOR1590' }));
    expect(amount.statusCode).toBe(201);
    expect(amount.json().discount_value).toBe(15.9);
    const full = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ discount_value: 100, code: 'CEMPORCENTO' }));
    expect(full.statusCode).toBe(201);
  });
});

describe('batch codes', () => {
  let first: number;
  let second: number;
  it('generates N unique unambiguous codes, lists them paged with the counter as total, searches by prefix', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/coupons/', { ...base, event_id: fx.eventId, name: 'Assessoria parceira', generation: 'batch', quantity: 1500 });
    expect(res.statusCode).toBe(201);
    first = res.json().id;
    expect(res.json()).toMatchObject({ generated_by: 'batch', codes_count: 1500, code: null });
    const other = await as(admin.access_token, 'POST', '/v1/coupons/', { ...base, event_id: fx.eventId, name: 'Clube de vantagens', generation: 'batch', quantity: 700 });
    second = other.json().id;
    const codes = await ctx.database.db.select({ code: couponCodes.code, couponId: couponCodes.couponId }).from(couponCodes).where(inArray(couponCodes.couponId, [first, second]));
    expect(codes).toHaveLength(2200);
    const alphabet = new RegExp(`^[${COUPON_CODE_ALPHABET}]{10}$`);
    expect(codes.every((c) => alphabet.test(c.code))).toBe(true);
    expect(new Set(codes.map((c) => c.code.toLowerCase())).size).toBe(2200);
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(codes.some((c) => c.code.includes(ambiguous))).toBe(false);

    const page = await as(reader.access_token, 'GET', `/v1/coupons/${first}/coupon_codes?per_page=20&current_page=2`);
    expect(page.statusCode).toBe(200);
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('1500');
    expect(page.json()).toHaveLength(20);
    // the dense-id page (a range of ids) and the OFFSET page agree: compare with a status filter that keeps every code
    const viaOffset = await as(reader.access_token, 'GET', `/v1/coupons/${first}/coupon_codes?per_page=20&current_page=2&status=enabled`);
    expect(viaOffset.json().map((c: { id: number }) => c.id)).toEqual(page.json().map((c: { id: number }) => c.id));
    const last = await as(reader.access_token, 'GET', `/v1/coupons/${first}/coupon_codes?per_page=40&current_page=37`);
    expect(last.json()).toHaveLength(20);
    expect((await as(reader.access_token, 'GET', `/v1/coupons/${first}/coupon_codes?per_page=40&current_page=38`)).json()).toEqual([]);
    const sample = page.json()[3].code as string;
    const search = await as(reader.access_token, 'GET', `/v1/coupons/${first}/coupon_codes?query=${sample.slice(0, 6).toLowerCase()}`);
    expect(search.json().map((c: { code: string }) => c.code)).toContain(sample);
    expect(Number(search.headers[ITEMS_COUNT_HEADER])).toBe(search.json().length);
    // a code of the other coupon is not found in this one
    const foreign = codes.find((c) => c.couponId === second)!.code;
    expect((await as(reader.access_token, 'GET', `/v1/coupons/${first}/coupon_codes?query=${foreign}`)).json()).toEqual([]);
    // the list finds a coupon by one of its exact codes, case ignored
    const byCode = await as(reader.access_token, 'GET', `/v1/coupons?query=${foreign.toLowerCase()}`);
    expect(byCode.json().map((c: { id: number }) => c.id)).toEqual([second]);
  });

  it('exports cupom.csv with every code and its uses', async () => {
    const exporter = await actor(ctx, [['export', 'coupons']]);
    const res = await as(exporter.access_token, 'GET', `/v1/report/coupons/${second}.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(COUPON_CSV);
    const [header, ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Cupom', 'Nome do cupom', 'Código', 'Status do código', 'Limite de usos', 'Usos', 'Usos restantes', 'Desconto concedido (R$)', 'Criado em']);
    expect(rows).toHaveLength(700);
    expect(rows[0]!.slice(0, 2)).toEqual([String(second), 'Clube de vantagens']);
    expect(rows[0]!.slice(3, 7)).toEqual(['Ativo', '1', '0', '1']);
    expect((await as(reader.access_token, 'GET', `/v1/report/coupons/${second}.csv`)).statusCode).toBe(403);
    expect((await as(exporter.access_token, 'GET', '/v1/report/coupons/999999.csv')).statusCode).toBe(404);
  });

  it('queues the big report of every code (POST /v2/reports/coupons) and writes it', async () => {
    const exporter = await actor(ctx, [['export', 'coupons']]);
    const res = await as(exporter.access_token, 'POST', '/v2/reports/coupons', { coupon_id: first });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ report_type: 'coupons', status: 'scheduled' });
    await ctx.app.jobs.idle(20_000);
    const list = await as(exporter.access_token, 'GET', '/v1/report/reports?report_type=coupons');
    expect(list.json()[0]).toMatchObject({ status: 'completed', progress: 100, rows: 1500, file_name: `cupom-${first}-codigos.csv` });
    expect((await as(reader.access_token, 'POST', '/v2/reports/coupons', {})).statusCode).toBe(403);
    expect((await as(exporter.access_token, 'POST', '/v2/reports/coupons', { coupon_id: 999999 })).statusCode).toBe(404);
  });
});

describe('figures, the discount lock and lock_version', () => {
  it('counts paid orders that used a code, refuses a discount change once used, and answers 409 to a stale page', async () => {
    const created = await as(admin.access_token, 'POST', '/v1/coupons/', manual({ name: 'Indique um amigo', code: 'AMIGO20', discount_value: 20, usage_limit: null }));
    const c = created.json();
    const [code] = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.couponId, c.id));
    // before any use the discount may change
    const edit = await as(admin.access_token, 'PUT', `/v1/coupons/${c.id}`, { ...base, event_id: fx.eventId, name: 'Indique um amigo', discount_value: 25, usage_limit: null, lock_version: c.lock_version });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ discount_value: 25, lock_version: c.lock_version + 1 });

    // two orders use the code: one paid, one pending; the paid one counts
    const fxOrders = await ctx.database.db.select().from(orders).where(eq(orders.eventId, fx.eventId));
    const paid = fxOrders.find((o) => o.status === 'payment_confirmed')!;
    const cancelled = fxOrders.find((o) => o.status === 'cancelled')!;
    await ctx.database.db.update(orders).set({ couponCodeId: code!.id, discount: 25 }).where(eq(orders.id, paid.id));
    await ctx.database.db.update(orders).set({ couponCodeId: code!.id, discount: 25 }).where(eq(orders.id, cancelled.id));
    let shown = (await as(reader.access_token, 'GET', `/v1/coupons/${c.id}`)).json();
    expect(shown).toMatchObject({ uses_count: 1, discount_given: 25, codes_count: 1 });

    const locked = await as(admin.access_token, 'PUT', `/v1/coupons/${c.id}`, { ...base, event_id: fx.eventId, name: 'Indique um amigo', discount_value: 30, usage_limit: null, lock_version: shown.lock_version });
    expect(locked.statusCode).toBe(422);
    expect(firstError(locked)).toEqual({ field: 'discount_value', message: COUPON_MSG.discountLocked(1) });
    const toAmount = await as(admin.access_token, 'PUT', `/v1/coupons/${c.id}`, { ...base, event_id: fx.eventId, name: 'Indique um amigo', discount_type: 'amount', discount_value: 25, usage_limit: null, lock_version: shown.lock_version });
    expect(firstError(toAmount).field).toBe('discount_value');
    // other fields still change
    const rename = await as(admin.access_token, 'PUT', `/v1/coupons/${c.id}`, { ...base, event_id: fx.eventId, name: 'Indique um amigo 2026', discount_value: 25, end_date: '2027-01-31', usage_limit: null, lock_version: shown.lock_version });
    expect(rename.statusCode).toBe(200);
    const stale = await as(admin.access_token, 'PUT', `/v1/coupons/${c.id}`, { ...base, event_id: fx.eventId, name: 'Outro nome', discount_value: 25, usage_limit: null, lock_version: shown.lock_version });
    expect(stale.statusCode).toBe(409);
    expect(firstError(stale).message).toBe(MSG.conflict);

    // the pending order gets paid, then the paid one is cancelled: the figures follow
    await ctx.database.db.update(orders).set({ status: 'payment_confirmed' }).where(eq(orders.id, cancelled.id));
    await ctx.database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, paid.id));
    await ctx.database.db.update(orders).set({ status: 'payment_confirmed' }).where(eq(orders.id, paid.id));
    shown = (await as(reader.access_token, 'GET', `/v1/coupons/${c.id}`)).json();
    expect(shown).toMatchObject({ uses_count: 2, discount_given: 50 });
    const [naive] = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from orders where coupon_code_id = ${code!.id} and status = 'payment_confirmed'`).then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    expect(shown.uses_count).toBe(naive!.n);

    // the code's page: orders that used it, with their subscriptions; one order read-only
    const uses = await as(reader.access_token, 'GET', `/v1/coupons/${c.id}/coupon_codes/${code!.id}/subscriptions`);
    expect(uses.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(uses.json()[0]).toMatchObject({ order_id: Math.max(paid.id, cancelled.id), discount: 25, subscriptions: [expect.objectContaining({ event_id: fx.eventId })] });
    const order = await as(reader.access_token, 'GET', `/v1/coupons/${c.id}/coupon_codes/${code!.id}/orders/${paid.id}`);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({ id: paid.id, discount: 25, customer: { id: paid.customerId } });
    // the customer's CPF and e-mail: masked without unmask, in full (and access-logged) with it (decision 0086)
    const [buyer] = await ctx.database.db.select().from(customers).where(eq(customers.id, paid.customerId));
    expect(order.json().customer).toMatchObject({ email: maskEmail(buyer!.email), cpf: maskCpf(buyer!.cpf) });
    expect(order.body).not.toContain(buyer!.email);
    const logged = async () => (await ctx.database.db.select().from(customerAccessLog).where(and(eq(customerAccessLog.customerId, buyer!.id), eq(customerAccessLog.kind, 'show')))).length;
    const before = await logged();
    const unmasker = await actor(ctx, [['index', 'coupons'], ['unmask', 'tf users']]);
    const full = await as(unmasker.access_token, 'GET', `/v1/coupons/${c.id}/coupon_codes/${code!.id}/orders/${paid.id}`);
    expect(full.json().customer).toMatchObject({ email: buyer!.email, cpf: buyer!.cpf });
    expect(await logged()).toBe(before + 1);
    const otherOrder = fxOrders.find((o) => o.id !== paid.id && o.id !== cancelled.id)!;
    expect((await as(reader.access_token, 'GET', `/v1/coupons/${c.id}/coupon_codes/${code!.id}/orders/${otherOrder.id}`)).statusCode).toBe(404);
  });
});

describe('figures kept by triggers', () => {
  it('equal naive counts after orders inserted, changed and deleted in single and multi-row statements, and codes deleted', async () => {
    const db = ctx.database.db;
    const created = (await as(admin.access_token, 'POST', '/v1/coupons/', { ...base, coupon_type: 'global', name: 'Primeira corrida', generation: 'batch', quantity: 4 })).json();
    const codes = await db.select().from(couponCodes).where(eq(couponCodes.couponId, created.id)).orderBy(couponCodes.id);
    const customerId = fx.customers[0]!.id;
    const order = (code: number, status: 'payment_confirmed' | 'pending_payment' | 'cancelled', discount: number) => ({ customerId, eventId: fx.eventId, couponCodeId: code, status, subtotal: 100, discount, total: 100 - discount });
    const inserted = await db
      .insert(orders)
      .values([order(codes[0]!.id, 'payment_confirmed', 10), order(codes[0]!.id, 'payment_confirmed', 12.5), order(codes[1]!.id, 'pending_payment', 10), order(codes[2]!.id, 'payment_confirmed', 7.25)])
      .returning({ id: orders.id });
    const naive = async () => {
      const rows = await db.execute(sql`select cc.id, count(o.id)::int as n, coalesce(sum(o.discount), 0)::numeric as amount
        from coupon_codes cc left join orders o on o.coupon_code_id = cc.id and o.status = 'payment_confirmed' where cc.coupon_id = ${created.id} group by cc.id`);
      const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { id: number; n: number; amount: string }[];
      return { uses: list.reduce((a, r) => a + Number(r.n), 0), amount: list.reduce((a, r) => a + Number(r.amount), 0), codes: list.length, perCode: new Map(list.map((r) => [r.id, Number(r.n)])) };
    };
    const check = async () => {
      const expected = await naive();
      const shown = (await as(reader.access_token, 'GET', `/v1/coupons/${created.id}`)).json();
      expect({ uses: shown.uses_count, amount: shown.discount_given, codes: shown.codes_count }).toEqual({ uses: expected.uses, amount: expected.amount, codes: expected.codes });
      const listed = (await as(reader.access_token, 'GET', `/v1/coupons/${created.id}/coupon_codes`)).json() as { id: number; used_count: number }[];
      for (const c of listed) expect(c.used_count).toBe(expected.perCode.get(c.id));
    };
    await check();
    expect((await naive()).uses).toBe(3);
    // multi-row update: every order of the coupon's first two codes paid; one moved to another code; a discount changed
    await db.update(orders).set({ status: 'payment_confirmed' }).where(inArray(orders.couponCodeId, [codes[0]!.id, codes[1]!.id]));
    await db.update(orders).set({ couponCodeId: codes[3]!.id }).where(eq(orders.id, inserted[0]!.id));
    await db.update(orders).set({ discount: 20 }).where(eq(orders.id, inserted[3]!.id));
    await check();
    // a rolled-back change leaves no trace
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, inserted[1]!.id));
      tx.rollback();
    }).catch(() => undefined);
    await check();
    await db.delete(orders).where(inArray(orders.id, [inserted[1]!.id, inserted[2]!.id]));
    await check();
    // a code deleted leaves the coupon's figures (its orders keep their discount, without the code)
    await db.delete(couponCodes).where(eq(couponCodes.id, codes[3]!.id));
    await check();
    expect((await naive()).codes).toBe(3);
  });
});

describe('list, toggles, 403 and 404', () => {
  it('pages newest first with filters and the total in items-count', async () => {
    const all = await as(reader.access_token, 'GET', '/v1/coupons?per_page=3');
    expect(all.statusCode).toBe(200);
    const total = Number(all.headers[ITEMS_COUNT_HEADER]);
    const [n] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(coupons);
    expect(total).toBe(n!.n);
    const ids = all.json().map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const global = await as(reader.access_token, 'GET', '/v1/coupons?coupon_type=global');
    expect(global.json().every((c: { coupon_type: string }) => c.coupon_type === 'global')).toBe(true);
    const batch = await as(reader.access_token, 'GET', `/v1/coupons?generated_by=batch&event_id=${fx.eventId}`);
    expect(batch.json().map((c: { name: string }) => c.name).sort()).toEqual(['Assessoria parceira', 'Clube de vantagens']);
    const outside = await as(reader.access_token, 'GET', '/v1/coupons?start_date=2027-06-01&end_date=2027-06-30');
    expect(outside.json()).toEqual([]);
    const byName = await as(reader.access_token, 'GET', '/v1/coupons?query=LANCAMENTO');
    expect(byName.json().length).toBeGreaterThan(0);
    expect((await as(reader.access_token, 'GET', '/v1/coupons?coupon_type=x')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/coupons?start_date=2026-02-30')).statusCode).toBe(422);
    const events = await as(reader.access_token, 'GET', '/v1/coupons/events');
    expect(events.json()).toContainEqual({ id: fx.eventId, name: 'Maratona do Cupom' });
    const targets = await as(reader.access_token, 'GET', '/v2/coupons/events?query=verao');
    expect(targets.json()).toEqual([expect.objectContaining({ source: 'tournament', id: tournamentId })]);
  });

  it('enables and disables a coupon and a code, with audit entries', async () => {
    const c = (await as(admin.access_token, 'POST', '/v1/coupons/', manual({ name: 'Funcionários', code: 'FUNC2026' }))).json();
    const off = await as(admin.access_token, 'POST', `/v1/coupons/${c.id}/disable`);
    expect(off.json()).toMatchObject({ id: c.id, status: 'disabled' });
    const on = await as(admin.access_token, 'POST', `/v1/coupons/${c.id}/enable`);
    expect(on.json()).toMatchObject({ status: 'enabled' });
    const [code] = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.couponId, c.id));
    const codeOff = await as(admin.access_token, 'POST', `/v1/coupons/${c.id}/coupon_codes/${code!.id}/disable`);
    expect(codeOff.json()).toMatchObject({ id: code!.id, code: 'FUNC2026', status: 'disabled' });
    const entries = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, AREAS.coupons.audit), eq(auditLog.entityId, String(c.id))));
    expect(entries.map((e) => e.action)).toEqual(['created', 'status_changed', 'status_changed', 'status_changed']);
    // a code of another coupon is 404 here
    expect((await as(admin.access_token, 'POST', `/v1/coupons/${c.id}/coupon_codes/${code!.id + 100000}/disable`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown coupons and codes, 403 without the permission', async () => {
    const missing = await as(admin.access_token, 'GET', '/v1/coupons/999999');
    expect(missing.statusCode).toBe(404);
    expect(firstError(missing).message).toBe(COUPON_MSG.notFound);
    expect((await as(admin.access_token, 'POST', '/v1/coupons/999999/enable')).statusCode).toBe(404);
    expect((await as(admin.access_token, 'PUT', '/v1/coupons/999999', { ...base, event_id: fx.eventId, lock_version: 0 })).statusCode).toBe(404);
    expect((await as(admin.access_token, 'GET', '/v1/coupons/999999/coupon_codes')).statusCode).toBe(404);
    const [any] = await ctx.database.db.select().from(coupons).limit(1);
    const noCode = await as(admin.access_token, 'GET', `/v1/coupons/${any!.id}/coupon_codes/999999/subscriptions`);
    expect(noCode.statusCode).toBe(404);
    expect(firstError(noCode).message).toBe(COUPON_MSG.codeNotFound);
    expect((await as(nobody.access_token, 'GET', '/v1/coupons')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v1/coupons/', manual({ code: 'SEMPERMISSAO' }))).statusCode).toBe(403);
    expect((await as(reader.access_token, 'PUT', `/v1/coupons/${any!.id}`, { ...base, lock_version: 0 })).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', `/v1/coupons/${any!.id}/disable`)).statusCode).toBe(403);
    expect((await as(reader.access_token, 'GET', '/v1/report/coupons.csv')).statusCode).toBe(403);
  });

  it('exports cupons.csv in the list order with the filters', async () => {
    const exporter = await actor(ctx, [['export', 'coupons']]);
    const res = await as(exporter.access_token, 'GET', `/v1/report/coupons.csv?order=name&generated_by=batch&coupon_type=event`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(COUPONS_CSV);
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 3)).toEqual(['ID', 'Nome', 'Tipo']);
    expect(rows.map((r) => r[1])).toEqual(['Assessoria parceira', 'Clube de vantagens']);
    expect(rows[0]![10]).toBe('1500');
  });
});

describe('São Paulo days in the coupon files', () => {
  it('dates cupons.csv\'s "Cadastrado em" by its São Paulo day: a coupon created at 23:30 is not of the next day', async () => {
    const c = (await as(admin.access_token, 'POST', '/v1/coupons/', manual({ name: 'Virada da noite', code: 'NOITE2330' }))).json();
    // 23:30 of 9 March 2026 in São Paulo is 02:30 of the 10th in UTC
    await ctx.database.db.update(coupons).set({ createdAt: new Date('2026-03-10T02:30:00Z') }).where(eq(coupons.id, c.id));
    const res = await as(admin.access_token, 'GET', `/v1/report/coupons.csv?query=${encodeURIComponent('Virada da noite')}`);
    const [header, ...rows] = parseCsv(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('Cadastrado em')]).toBe('09/03/2026');
  });

  it("names the report of every code by today's São Paulo day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T02:30:00Z'));
      const name = await reportGenerator('coupons')!.fileName({ db: ctx.database.db, params: {}, eventId: null, reportId: 1 });
      expect(name).toBe('cupons-codigos-2026-03-09.csv');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('codes count capped', () => {
  it(`says in ${ITEMS_COUNT_CAPPED_HEADER} when a filter matches more codes than it counts`, async () => {
    const res = await as(admin.access_token, 'POST', '/v1/coupons/', { ...base, coupon_type: 'global', name: 'Lote grande', generation: 'batch', quantity: COUPON_CODES_COUNT_CAP + 1 });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const counted = async (query: string) => {
      const page = await as(reader.access_token, 'GET', `/v1/coupons/${id}/coupon_codes?per_page=20${query}`);
      return [page.headers[ITEMS_COUNT_HEADER], page.headers[ITEMS_COUNT_CAPPED_HEADER]];
    };
    // without a filter the total is the coupon's counter, exact
    expect(await counted('')).toEqual([String(COUPON_CODES_COUNT_CAP + 1), undefined]);
    expect(await counted('&status=enabled')).toEqual([String(COUPON_CODES_COUNT_CAP), '1']);
    // exactly the cap is exact
    const [first] = await ctx.database.db.select({ id: couponCodes.id }).from(couponCodes).where(eq(couponCodes.couponId, id)).limit(1);
    await as(admin.access_token, 'POST', `/v1/coupons/${id}/coupon_codes/${first!.id}/disable`);
    expect(await counted('&status=enabled')).toEqual([String(COUPON_CODES_COUNT_CAP), undefined]);
    expect(await counted('&status=disabled')).toEqual(['1', undefined]);
  });
});
