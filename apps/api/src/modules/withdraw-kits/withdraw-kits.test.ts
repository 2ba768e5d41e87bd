import { ITEMS_COUNT_HEADER, WITHDRAW_BLOCK_REASONS, WITHDRAW_MSG, formatCpf, maskCpf } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerAccessLog, kitWithdrawalEvents, kits, orders, subscriptions } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { createDeskFixture, type DeskFixture } from '../../test/fixtures/withdraw-kits.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let desk: Awaited<ReturnType<typeof actor>>;
let desk2: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let outsider: Awaited<ReturnType<typeof actor>>;
let f: DeskFixture;

const DESK_GRANTS: [string, string][] = [
  ['index', 'withdraw_kits'],
  ['withdraw', 'withdraw_kits'],
  ['uncheck_withdraw', 'withdraw_kits'],
  ['update', 'withdraw_kits'],
];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  desk = await actor(ctx, DESK_GRANTS);
  desk2 = await actor(ctx, DESK_GRANTS);
  reader = await actor(ctx, [['index', 'withdraw_kits']]);
  outsider = await actor(ctx, [['index', 'users']]);
  f = await createDeskFixture(ctx.database.db);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (token: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}), ...(headers ? { headers } : {}) });
const ev = (fx: DeskFixture = f) => `/v1/withdraw_kits/events/${fx.eventId}`;
const search = async (q: string, fx: DeskFixture = f) => {
  const res = await as(reader.access_token, 'GET', `${ev(fx)}/subscriptions?query=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; athlete: { name: string } }[];
};

describe('GET /v1/withdraw_kits/events', () => {
  it('lists events with kits, future by default, with withdrawn / total counters and the total in items-count', async () => {
    const past = await createDeskFixture(ctx.database.db, { eventDate: '2001-01-01', name: 'Corrida Antiga do Balcão' });
    const res = await as(reader.access_token, 'GET', '/v1/withdraw_kits/events?per_page=50');
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number; counters: { total: number; withdrawn: number; remaining: number } }[];
    const mine = items.find((e) => e.id === f.eventId);
    // paid (2) + courtesy + babylook = 4 kits may be handed over; pending, preorder and cancelled do not count
    expect(mine?.counters).toEqual({ total: 4, withdrawn: 0, remaining: 4 });
    expect(items.some((e) => e.id === past.eventId)).toBe(false);
    expect(Number(res.headers[ITEMS_COUNT_HEADER])).toBeGreaterThanOrEqual(1);
    const pastList = await as(reader.access_token, 'GET', `/v1/withdraw_kits/events?time=past&query=${encodeURIComponent('corrida antiga balcao')}`);
    expect(pastList.json().map((e: { id: number }) => e.id)).toContain(past.eventId);
    const all = await as(reader.access_token, 'GET', '/v1/withdraw_kits/events?time=all&order=-event_date&per_page=10&status=enabled');
    expect(all.json()[0].event_date >= all.json().at(-1).event_date).toBe(true);
  });

  it('refuses page sizes above 50 and unknown orders with 422, callers without the permission with 403', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/withdraw_kits/events?per_page=51')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/withdraw_kits/events?order=slug')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/withdraw_kits/events?time=ontem')).statusCode).toBe(422);
    expect((await as(outsider.access_token, 'GET', '/v1/withdraw_kits/events')).statusCode).toBe(403);
  });
});

describe('GET /v1/withdraw_kits/events/{id}', () => {
  it('answers the event with its counters, 404 for an unknown one', async () => {
    const res = await as(reader.access_token, 'GET', ev());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.eventId, kits_withdraw_date: '2099-05-30', counters: { total: 4 } });
    const missing = await as(reader.access_token, 'GET', '/v1/withdraw_kits/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(WITHDRAW_MSG.eventNotFound);
    expect((await as(outsider.access_token, 'GET', ev())).statusCode).toBe(403);
  });
});

describe('GET /v1/withdraw_kits/events/{id}/subscriptions (the desk search)', () => {
  it('finds an athlete by name fragments without accents, in any word order and case', async () => {
    const stamp = f.names.paid.split(' ').at(-1)!;
    for (const q of ['conceicao', 'CONCEIÇÃO', `silva conceic ${stamp}`, 'araujo da sil']) {
      const found = await search(q);
      expect(found.map((s) => s.id), q).toContain(f.sub.paid);
    }
    expect((await search(`angelo ${stamp}`)).map((s) => s.id)).toEqual([f.sub.paid2]);
    expect(await search('zzzz-ninguém')).toEqual([]);
  });

  it('pages a common fragment in name order (the ordered walk) the same as a rare one (the trigram path)', async () => {
    const page = async (q: string, p: number) =>
      (await as(reader.access_token, 'GET', `${ev()}/subscriptions?query=${encodeURIComponent(q)}&per_page=1&current_page=${p}`)).json().map((s: { id: number }) => s.id);
    const all = (await search('a')).map((s) => s.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect([...(await page('a', 0)), ...(await page('a', 1)), ...(await page('a', 2))]).toEqual(all.slice(0, 3));
  });

  it('finds by CPF with or without mask (and by prefix while typing), chest number, order id and a scanned code', async () => {
    expect((await search(formatCpf(f.cpf.paid2))).map((s) => s.id)).toEqual([f.sub.paid2]);
    expect((await search(f.cpf.paid2)).map((s) => s.id)).toEqual([f.sub.paid2]);
    expect((await search(f.cpf.paid2.slice(0, 7))).map((s) => s.id)).toContain(f.sub.paid2);
    expect((await search('101')).map((s) => s.id)).toContain(f.sub.paid);
    expect((await search('#104')).map((s) => s.id)).toContain(f.sub.babylook);
    expect((await search(String(f.order.pending))).map((s) => s.id)).toContain(f.sub.pending);
    const [row] = await ctx.database.db.select({ uuid: subscriptions.uuid }).from(subscriptions).where(eq(subscriptions.id, f.sub.courtesy));
    expect((await search(row!.uuid.toUpperCase())).map((s) => s.id)).toEqual([f.sub.courtesy]);
  });

  it('orders by athletes.name by default, pages, counts the search results, and describes each row', async () => {
    const res = await as(reader.access_token, 'GET', `${ev()}/subscriptions?per_page=50`);
    expect(res.statusCode).toBe(200);
    const names = res.json().map((s: { athlete: { name: string } }) => s.athlete.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('7');
    const page = await as(reader.access_token, 'GET', `${ev()}/subscriptions?per_page=3&current_page=2`);
    expect(page.json()).toHaveLength(1);
    const byChest = await as(reader.access_token, 'GET', `${ev()}/subscriptions?order=-chest_number&per_page=1`);
    expect(byChest.json()[0].chest_number).toBe(104);
    const found = await as(reader.access_token, 'GET', `${ev()}/subscriptions?query=pendente`);
    expect(found.headers[ITEMS_COUNT_HEADER]).toBe('1');
    expect(found.json()[0]).toMatchObject({
      id: f.sub.pending,
      modality: { name: expect.stringMatching(/21 km/) },
      kit: { name: 'Kit Corredor' },
      shirt_size: 'g',
      withdrawable: false,
      blocked_reason: WITHDRAW_BLOCK_REASONS.pending,
      kit_withdrawn_at: null,
    });
  });

  it('masks the CPF in every search result, for any profile, and logs nothing; the kit page shows it in full and is logged (decision 0096)', async () => {
    const accessLog = () => ctx.database.db.select().from(customerAccessLog).orderBy(customerAccessLog.id);
    const before = (await accessLog()).length;
    for (const who of [reader, admin]) {
      const res = await as(who.access_token, 'GET', `${ev()}/subscriptions?query=${f.cpf.paid2}`);
      expect(res.json()[0]).toMatchObject({ id: f.sub.paid2, athlete: { cpf: maskCpf(f.cpf.paid2), masked: true } });
      expect(res.body).not.toContain(f.cpf.paid2);
      const page = await as(who.access_token, 'GET', `${ev()}/subscriptions?per_page=50`);
      expect(page.body).not.toContain(f.cpf.paid2);
    }
    expect(await accessLog()).toHaveLength(before);

    // the kit page is one athlete's record: the CPF in full to the desk, and the view is logged
    const kit = await as(reader.access_token, 'GET', `${ev()}/subscriptions/${f.sub.paid2}`);
    expect(kit.json().athlete).toMatchObject({ cpf: f.cpf.paid2, masked: false });
    expect((await accessLog()).slice(before)).toEqual([
      expect.objectContaining({ kind: 'show', userId: reader.id, fields: ['name', 'cpf'], details: { area: 'kit desk', event_id: f.eventId, subscription_id: f.sub.paid2 } }),
    ]);
  });

  it('answers 404 for an unknown event, 422 for a bad order, 403 without the permission', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/withdraw_kits/events/999999/subscriptions?query=ana')).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `${ev()}/subscriptions?order=cpf`)).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', `${ev()}/subscriptions?per_page=0`)).statusCode).toBe(422);
    expect((await as(outsider.access_token, 'GET', `${ev()}/subscriptions`)).statusCode).toBe(403);
  });
});

describe('GET/PUT /v1/withdraw_kits/events/{id}/subscriptions/{subId}', () => {
  it('shows what to hand over: kit, size, stock per size, pickup settings and history; 404 outside the event', async () => {
    const res = await as(reader.access_token, 'GET', `${ev()}/subscriptions/${f.sub.paid}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.sub.paid, chest_number: 101, shirt_size: 'm', withdrawable: true, pickup: { third_party_name: null }, history: [] });
    expect(res.json().kit_stock).toContainEqual({ size: 'm', stock: 2, remaining: 1 });
    const other = await createDeskFixture(ctx.database.db);
    expect((await as(reader.access_token, 'GET', `${ev(other)}/subscriptions/${f.sub.paid}`)).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `${ev()}/subscriptions/999999`)).statusCode).toBe(404);
  });

  it('saves the pickup settings with lock_version, audits them, and refuses stale versions, bad CPFs and unknown fields', async () => {
    const url = `${ev()}/subscriptions/${f.sub.paid2}`;
    const { lock_version } = (await as(desk.access_token, 'GET', url)).json();
    const ok = await as(desk.access_token, 'PUT', url, { third_party_name: 'Irmã da atleta', third_party_cpf: '529.982.247-25', notes: 'Conferir documento original', shirt_size: 'g', lock_version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().pickup).toMatchObject({ third_party_name: 'Irmã da atleta', third_party_cpf: '52998224725', notes: 'Conferir documento original' });
    expect(ok.json().lock_version).toBe(lock_version + 1);
    const stale = await as(desk.access_token, 'PUT', url, { third_party_name: null, third_party_cpf: null, notes: null, shirt_size: 'g', lock_version });
    expect(stale.statusCode).toBe(409);
    const badCpf = await as(desk.access_token, 'PUT', url, { third_party_name: 'X', third_party_cpf: '111.111.111-11', notes: null, shirt_size: 'g', lock_version: lock_version + 1 });
    expect(badCpf.statusCode).toBe(422);
    expect(badCpf.json().errors[0].field).toBe('third_party_cpf');
    const extra = await as(desk.access_token, 'PUT', url, { shirt_size: 'g', lock_version: lock_version + 1, status: 'approved' });
    expect(extra.statusCode).toBe(422);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'withdraw_kits'), eq(auditLog.entityId, String(f.sub.paid2))));
    expect(audit.some((a) => a.action === 'updated' && 'third_party_name' in a.changes)).toBe(true);
    expect((await as(reader.access_token, 'PUT', url, { shirt_size: 'g', lock_version: 0 })).statusCode).toBe(403);
    expect((await as(desk.access_token, 'PUT', `${ev()}/subscriptions/999999`, { shirt_size: 'g', lock_version: 0 })).statusCode).toBe(404);
  });

  it('swaps the shirt size against kit stock: a size the kit lacks or has run out of is refused', async () => {
    const fx = await createDeskFixture(ctx.database.db);
    const url = `${ev(fx)}/subscriptions/${fx.sub.paid}`;
    let { lock_version } = (await as(desk.access_token, 'GET', url)).json();
    const lacking = await as(desk.access_token, 'PUT', url, { shirt_size: 'bl', lock_version });
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().errors[0].message).toBe(WITHDRAW_MSG.sizeNotInKit('BL', 'Kit Corredor'));
    // M → GG: one GG taken (2 → 1), one M returned (1 → 2)
    const swapped = await as(desk.access_token, 'PUT', url, { shirt_size: 'gg', lock_version });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().kit_stock).toEqual(expect.arrayContaining([{ size: 'gg', stock: 2, remaining: 1 }, { size: 'm', stock: 2, remaining: 2 }]));
    lock_version = swapped.json().lock_version;
    // G has 1 left: paid2 of this fixture takes... make it run out first
    await ctx.database.db.update(kits).set({ remainingP: 0 }).where(eq(kits.id, fx.kitId));
    const out = await as(desk.access_token, 'PUT', url, { shirt_size: 'p', lock_version });
    expect(out.statusCode).toBe(422);
    expect(out.json().errors[0].message).toBe(WITHDRAW_MSG.sizeOutOfStock('P'));
  });
});

describe('POST .../withdraw and .../uncheck_withdraw', () => {
  it('withdraws a paid kit once, moves the counters, keeps the history and tells the next desk who and when', async () => {
    const fx = await createDeskFixture(ctx.database.db);
    const url = `${ev(fx)}/subscriptions/${fx.sub.paid}`;
    const res = await as(desk.access_token, 'POST', `${url}/withdraw`, { picked_up_by_name: 'Irmão do atleta' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ withdrawable: false, kit_withdrawn_by_name: 'Irmão do atleta', history: [{ action: 'withdrawn', picked_up_by_name: 'Irmão do atleta' }] });
    expect(res.json().kit_withdrawn_at).toEqual(expect.any(String));
    expect((await as(reader.access_token, 'GET', ev(fx))).json().counters).toEqual({ total: 4, withdrawn: 1, remaining: 3 });
    // withdrawing does not touch stock (the kit was reserved at sale)
    const [kit] = await ctx.database.db.select().from(kits).where(eq(kits.id, fx.kitId));
    expect(kit!.remainingM).toBe(1);
    const again = await as(desk2.access_token, 'POST', `${url}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toMatch(/^Kit já retirado em \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} por Pessoa \d+\.$/);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'withdraw_kits'), eq(auditLog.entityId, String(fx.sub.paid))));
    expect(audit.filter((a) => a.action === 'status_changed')).toHaveLength(1);
  });

  it('two desks withdrawing the same kit at the same moment: exactly one succeeds, the other is told, nothing changes twice', async () => {
    const fx = await createDeskFixture(ctx.database.db);
    const url = `${ev(fx)}/subscriptions/${fx.sub.paid2}/withdraw`;
    const callers = [desk, desk2, desk2, desk];
    // four requests from two desks in the same instant: exactly one winner
    const answers = await Promise.all(callers.map((c) => as(c.access_token, 'POST', url, {})));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const w = answers.findIndex((r) => r.statusCode === 200);
    for (const loser of answers.filter((r) => r.statusCode === 409)) expect(loser.json().errors[0].message).toMatch(/^Kit já retirado em /);
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, fx.sub.paid2));
    expect(row!.kitWithdrawnById).toBe(callers[w]!.id);
    expect(row!.kitWithdrawnAt?.toISOString()).toBe(answers[w]!.json().kit_withdrawn_at);
    const history = await ctx.database.db.select().from(kitWithdrawalEvents).where(eq(kitWithdrawalEvents.subscriptionId, fx.sub.paid2));
    expect(history).toHaveLength(1);
  });

  it('applies an action sent twice with the same Idempotency-Key once, and refuses the key on another kit', async () => {
    const fx = await createDeskFixture(ctx.database.db);
    const url = `${ev(fx)}/subscriptions/${fx.sub.courtesy}/withdraw`;
    const headers = { 'idempotency-key': 'retirada-7f3a9c1e-0001' };
    const [first, retry] = await Promise.all([as(desk.access_token, 'POST', url, {}, headers), as(desk.access_token, 'POST', url, {}, headers)]);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    const later = await as(desk.access_token, 'POST', url, {}, headers);
    expect(later.statusCode).toBe(200);
    expect(later.json().kit_withdrawn_at).toBe(first.json().kit_withdrawn_at);
    const history = await ctx.database.db.select().from(kitWithdrawalEvents).where(eq(kitWithdrawalEvents.subscriptionId, fx.sub.courtesy));
    expect(history).toHaveLength(1);
    const reused = await as(desk.access_token, 'POST', `${ev(fx)}/subscriptions/${fx.sub.paid}/withdraw`, {}, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].message).toBe(WITHDRAW_MSG.idempotencyReused);
    // the same key from the body (client_action_id) works too
    const viaBody = await as(desk.access_token, 'POST', `${ev(fx)}/subscriptions/${fx.sub.paid}/withdraw`, { client_action_id: 'acao-body-0001' });
    const viaBodyAgain = await as(desk.access_token, 'POST', `${ev(fx)}/subscriptions/${fx.sub.paid}/withdraw`, { client_action_id: 'acao-body-0001' });
    expect([viaBody.statusCode, viaBodyAgain.statusCode]).toEqual([200, 200]);
    expect((await as(desk.access_token, 'POST', url, {}, { 'idempotency-key': 'curta' })).statusCode).toBe(422);
  });

  it('refuses unpaid subscriptions with the reason, and a size the kit does not have', async () => {
    const cases = [
      ['pending', WITHDRAW_BLOCK_REASONS.pending],
      ['preorder', WITHDRAW_BLOCK_REASONS.preorder],
      ['cancelled', WITHDRAW_BLOCK_REASONS.cancelled],
    ] as const;
    for (const [key, reason] of cases) {
      const res = await as(desk.access_token, 'POST', `${ev()}/subscriptions/${f.sub[key]}/withdraw`, {});
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors[0].message).toBe(reason);
    }
    const bl = await as(desk.access_token, 'POST', `${ev()}/subscriptions/${f.sub.babylook}/withdraw`, {});
    expect(bl.statusCode).toBe(422);
    expect(bl.json().errors[0].message).toBe(WITHDRAW_MSG.sizeNotInKit('BL', 'Kit Corredor'));
    const [row] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, f.sub.pending));
    expect(row!.kitWithdrawnAt).toBeNull();
    expect((await as(desk.access_token, 'POST', `${ev()}/subscriptions/999999/withdraw`, {})).statusCode).toBe(404);
    expect((await as(reader.access_token, 'POST', `${ev()}/subscriptions/${f.sub.paid}/withdraw`, {})).statusCode).toBe(403);
    expect((await as(desk.access_token, 'POST', `${ev()}/subscriptions/${f.sub.paid}/withdraw`, { picked_up_by: 'x' })).statusCode).toBe(422);
  });

  it('unchecks a withdrawal, records it in the history, and answers 409 when there is nothing to undo', async () => {
    const fx = await createDeskFixture(ctx.database.db);
    const url = `${ev(fx)}/subscriptions/${fx.sub.paid}`;
    expect((await as(desk.access_token, 'POST', `${url}/uncheck_withdraw`, {})).statusCode).toBe(409);
    expect((await as(desk.access_token, 'POST', `${url}/withdraw`, {})).statusCode).toBe(200);
    const withdrawOnly = await actor(ctx, [['withdraw', 'withdraw_kits']]);
    expect((await as(withdrawOnly.access_token, 'POST', `${url}/uncheck_withdraw`, {})).statusCode).toBe(403);
    const undo = await as(desk2.access_token, 'POST', `${url}/uncheck_withdraw`, { reason: 'Entregue ao atleta errado' });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({ kit_withdrawn_at: null, withdrawable: true });
    expect(undo.json().history.map((h: { action: string }) => h.action)).toEqual(['unchecked', 'withdrawn']);
    expect(undo.json().history[0].reason).toBe('Entregue ao atleta errado');
    expect((await as(reader.access_token, 'GET', ev(fx))).json().counters.withdrawn).toBe(0);
    expect((await as(desk.access_token, 'POST', `${ev(fx)}/subscriptions/999999/uncheck_withdraw`, {})).statusCode).toBe(404);
    expect((await as(desk.access_token, 'POST', `${url}/uncheck_withdraw`, { reason: 'x'.repeat(301) })).statusCode).toBe(422);
    // withdrawn again after the undo: the history keeps all three
    expect((await as(desk.access_token, 'POST', `${url}/withdraw`, {})).json().history).toHaveLength(3);
  });
});

describe('POST /v1/withdraw_kits/orders/{id}/cancel_preorder', () => {
  it('cancels a preorder, its subscription, and returns the kit to stock', async () => {
    const fx = await createDeskFixture(ctx.database.db);
    const before = (await ctx.database.db.select().from(kits).where(eq(kits.id, fx.kitId)))[0]!;
    const res = await as(admin.access_token, 'POST', `/v1/withdraw_kits/orders/${fx.order.preorder}/cancel_preorder/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: WITHDRAW_MSG.preorderCancelled, order: { id: fx.order.preorder, status: 'cancelled' }, subscription_ids: [fx.sub.preorder], kits_returned: 1 });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, fx.order.preorder!));
    expect(order!.status).toBe('cancelled');
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, fx.sub.preorder));
    expect(sub!.status).toBe('cancelled');
    const after = (await ctx.database.db.select().from(kits).where(eq(kits.id, fx.kitId)))[0]!;
    expect(after.remainingP).toBe(before.remainingP + 1);
    const again = await as(admin.access_token, 'POST', `/v1/withdraw_kits/orders/${fx.order.preorder}/cancel_preorder`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].message).toBe(WITHDRAW_MSG.onlyPreorder);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'orders'), eq(auditLog.entityId, String(fx.order.preorder))));
    expect(audit).toHaveLength(1);
  });

  it('answers 404 for an unknown order, 422 for a paid one, 403 without the permission', async () => {
    expect((await as(admin.access_token, 'POST', '/v1/withdraw_kits/orders/999999/cancel_preorder', {})).statusCode).toBe(404);
    expect((await as(admin.access_token, 'POST', `/v1/withdraw_kits/orders/${f.order.paid}/cancel_preorder`, {})).statusCode).toBe(422);
    expect((await as(desk.access_token, 'POST', `/v1/withdraw_kits/orders/${f.order.preorder}/cancel_preorder`, {})).statusCode).toBe(403);
  });
});
