import { ITEMS_COUNT_HEADER, MSG, maskCpf, maskEmail } from '@backoffice/contract';
import { eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerAccessLog, customers, kits, subscriptions } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { createEventFixture, type EventFixture } from '../../test/fixtures/subscriptions.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let fx: EventFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'events']]);
  fx = await createEventFixture(ctx.database.db, 12);
  await createEventFixture(ctx.database.db, 3); // another event's subscriptions never leak into this one
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
type Item = { id: number; athlete: { id: number; name: string; cpf: string | null; email: string; masked: boolean } };

/** Reads the access-log rows written from now on (decision 0087). */
async function accessMark() {
  const [row] = await ctx.database.db.select({ id: max(customerAccessLog.id) }).from(customerAccessLog);
  const since = row?.id ?? 0;
  return () => ctx.database.db.select().from(customerAccessLog).where(gt(customerAccessLog.id, since)).orderBy(customerAccessLog.id);
}

describe('GET /v1/events/{id}/subscriptions', () => {
  it('lists the event newest first, 10 a page by default, with the total in items-count', async () => {
    const res = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions`);
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('12');
    const items = res.json();
    expect(items).toHaveLength(10);
    const dates = items.map((s: { created_at: string }) => s.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(items[0]).toMatchObject({ athlete: { name: expect.any(String) }, modality_name: expect.stringContaining('km') });
    const page2 = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?current_page=1`);
    expect(page2.json()).toHaveLength(2);
  });

  it('filters by status and searches name without accents, CPF, e-mail, chest number and order id', async () => {
    const cancelled = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?status=cancelled`);
    expect(cancelled.json().every((s: { status: string }) => s.status === 'cancelled')).toBe(true);
    expect(cancelled.headers[ITEMS_COUNT_HEADER]).toBe('2');

    const target = fx.customers[1]!; // "Maria Antônia …"
    const byName = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=${encodeURIComponent('maria antonia')}`);
    expect(byName.json().map((s: { athlete: { id: number } }) => s.athlete.id)).toContain(target.id);
    expect(byName.json().every((s: { athlete: { name: string } }) => s.athlete.name.startsWith('Maria Antônia'))).toBe(true);

    const byCpf = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=${target.cpf}`);
    expect(byCpf.json().map((s: { athlete: { id: number } }) => s.athlete.id)).toEqual([target.id]);

    const subId = fx.subscriptionIds[3]!;
    await ctx.database.db.update(subscriptions).set({ chestNumber: 4321 }).where(eq(subscriptions.id, subId));
    const byChest = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=4321`);
    expect(byChest.json().map((s: { id: number }) => s.id)).toEqual([subId]);
    expect(byChest.headers[ITEMS_COUNT_HEADER]).toBe('1');
    const byId = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=${subId}`);
    expect(byId.json().map((s: { id: number }) => s.id)).toContain(subId);
    const nothing = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=98765432`);
    expect([nothing.json(), nothing.headers[ITEMS_COUNT_HEADER]]).toEqual([[], '0']);

    const detail = (await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/${subId}`)).json();
    const byOrder = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=${detail.order.id}`);
    expect(byOrder.json().map((s: { id: number }) => s.id)).toContain(subId);
    // a number with a status: the number's matches of that status only, counted
    const byChestAndStatus = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=4321&status=${detail.status}`);
    expect([byChestAndStatus.json().map((s: { id: number }) => s.id), byChestAndStatus.headers[ITEMS_COUNT_HEADER]]).toEqual([[subId], '1']);
    const otherStatus = detail.status === 'cancelled' ? 'approved' : 'cancelled';
    const none = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=4321&status=${otherStatus}`);
    expect([none.json(), none.headers[ITEMS_COUNT_HEADER]]).toEqual([[], '0']);
    // the first nine digits of a CPF, typed with its mask
    const cpfStart = `${target.cpf!.slice(0, 3)}.${target.cpf!.slice(3, 6)}.${target.cpf!.slice(6, 9)}`;
    const byCpfStart = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?per_page=50&query=${encodeURIComponent(cpfStart)}`);
    const startsWith = fx.customers.filter((c) => c.cpf?.startsWith(target.cpf!.slice(0, 9))).map((c) => c.id);
    expect(byCpfStart.json().map((s: { athlete: { id: number } }) => s.athlete.id)).toContain(target.id);
    expect(byCpfStart.json().every((s: { athlete: { id: number } }) => startsWith.includes(s.athlete.id))).toBe(true);
    expect(byCpfStart.headers[ITEMS_COUNT_HEADER]).toBe(String(byCpfStart.json().length));

    const byEmail = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=${encodeURIComponent(detail.athlete.email.toUpperCase())}`);
    expect(byEmail.json().map((s: { id: number }) => s.id)).toEqual([subId]);

    const wildcard = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=%25`);
    expect(wildcard.json()).toEqual([]);
  });

  it("counts a search's matches on every page, past the last one too", async () => {
    const url = (page: string) => `/v1/events/${fx.eventId}/subscriptions?query=a&${page}`;
    const all = await as(reader.access_token, 'GET', url('per_page=100'));
    const ids = all.json().map((s: { id: number }) => s.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(all.headers[ITEMS_COUNT_HEADER]).toBe(String(ids.length));
    const second = await as(reader.access_token, 'GET', url('per_page=2&current_page=1'));
    expect([second.json().map((s: { id: number }) => s.id), second.headers[ITEMS_COUNT_HEADER]]).toEqual([ids.slice(2, 4), String(ids.length)]);
    const past = await as(reader.access_token, 'GET', url('per_page=2&current_page=50'));
    expect([past.json(), past.headers[ITEMS_COUNT_HEADER]]).toEqual([[], String(ids.length)]);
    const cancelled = await as(reader.access_token, 'GET', url('per_page=100&status=cancelled'));
    expect(cancelled.headers[ITEMS_COUNT_HEADER]).toBe(String(cancelled.json().length));
  });

  it('masks CPF and e-mail to a profile without unmask and writes no access entry (decisions 0071, 0086)', async () => {
    const written = await accessMark();
    const res = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?per_page=5`);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Item[];
    expect(items).toHaveLength(5);
    const rows = await ctx.database.db.select().from(customers).where(inArray(customers.id, items.map((s) => s.athlete.id)));
    const byId = new Map(rows.map((c) => [c.id, c]));
    for (const s of items) {
      const c = byId.get(s.athlete.id)!;
      expect(s.athlete).toEqual({ id: c.id, name: c.name, cpf: maskCpf(c.cpf), email: maskEmail(c.email), masked: true });
      expect(s.athlete.cpf).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
      expect(res.body).not.toContain(c.cpf!);
      expect(res.body).not.toContain(c.email);
    }
    expect(await written()).toEqual([]);
  });

  it('answers CPF and e-mail in full to a profile that may unmask, with one search entry per athlete shown (decision 0087)', async () => {
    const written = await accessMark();
    const res = await as(admin.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?per_page=5&status=approved`);
    const items = res.json() as Item[];
    expect(items).toHaveLength(5);
    const rows = await ctx.database.db.select().from(customers).where(inArray(customers.id, items.map((s) => s.athlete.id)));
    const byId = new Map(rows.map((c) => [c.id, c]));
    for (const s of items) expect(s.athlete).toEqual({ id: s.athlete.id, name: byId.get(s.athlete.id)!.name, cpf: byId.get(s.athlete.id)!.cpf, email: byId.get(s.athlete.id)!.email, masked: false });
    const entries = await written();
    expect(entries.map((e) => e.customerId)).toEqual(items.map((s) => s.athlete.id));
    for (const e of entries) {
      expect(e).toMatchObject({ userId: admin.id, kind: 'search', fields: ['name', 'cpf', 'email'] });
      expect(e.details).toMatchObject({ area: 'event subscriptions', event_id: fx.eventId, status: 'approved', per_page: 5 });
    }
    // all written by the page's own request
    expect(new Set(entries.map((e) => e.requestId)).size).toBe(1);
    // an empty page shows nobody: nothing written
    const none = await accessMark();
    expect((await as(admin.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?query=98765432`)).json()).toEqual([]);
    expect(await none()).toEqual([]);
  });

  it('answers 404 for an unknown event and 422 for a bad filter or page size', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/events/999999/subscriptions')).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?status=paid`)).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?per_page=0`)).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions?order=cpf`)).statusCode).toBe(422);
  });
});

describe('GET /v1/events/{id}/subscriptions/{subId}', () => {
  it('shows athlete, modality, kit, order with payments, history and the edit options', async () => {
    const res = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/${fx.subscriptionIds[0]}`);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ id: fx.subscriptionIds[0], event_id: fx.eventId, kit_name: 'Kit Atleta', order: { status: 'payment_confirmed' }, status_history: [], lock_version: 0 });
    expect(s.modality_options).toHaveLength(2);
    expect(s.modality_options[0].stock_remaining).toMatchObject({ p: 3, m: 3 });
  });

  it('shows CPF, e-mail and phone in full even without unmask, and writes one show entry for the athlete (decision 0071)', async () => {
    const subId = fx.subscriptionIds[2]!;
    const athlete = fx.customers[2]!;
    await ctx.database.db.update(customers).set({ phone: '11987654321' }).where(eq(customers.id, athlete.id));
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.id, athlete.id));
    const written = await accessMark();
    const res = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/${subId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().athlete).toMatchObject({ id: c!.id, cpf: c!.cpf, email: c!.email, phone: '11987654321' });
    const entries = await written();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      customerId: c!.id,
      userId: reader.id,
      kind: 'show',
      fields: ['name', 'cpf', 'email', 'phone', 'birth_date'],
      details: { area: 'event subscriptions', event_id: fx.eventId, subscription_id: subId },
    });
    // a 404 shows nobody
    const missing = await accessMark();
    expect((await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/999999`)).statusCode).toBe(404);
    expect(await missing()).toEqual([]);
  });

  it('writes no show entry once the athlete is anonymised (nothing personal left to show)', async () => {
    const subId = fx.subscriptionIds[8]!;
    const athlete = fx.customers[8]!;
    const before = await accessMark();
    await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/${subId}`);
    expect((await before()).map((e) => [e.customerId, e.kind])).toEqual([[athlete.id, 'show']]);
    const anonymized = await as(admin.access_token, 'POST', `/v1/customer/users/${athlete.id}/anonymize`, { confirmation: 'ANONIMIZAR' });
    expect(anonymized.statusCode).toBe(200);
    const written = await accessMark();
    const res = await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/${subId}`);
    expect(res.json().athlete).toMatchObject({ id: athlete.id, cpf: null, phone: null });
    expect(await written()).toEqual([]);
  });

  it('answers 404 for a subscription of another event or a missing one', async () => {
    const other = await createEventFixture(ctx.database.db, 1);
    expect((await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/${other.subscriptionIds[0]}`)).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/subscriptions/999999`)).statusCode).toBe(404);
  });
});

describe('PUT /v1/events/{id}/subscriptions/{subId}', () => {
  const url = (sub: number) => `/v1/events/${fx.eventId}/subscriptions/${sub}`;

  it('changes modality, size, chest number and status; records history and audit; moves kit stock', async () => {
    const sub = fx.subscriptionIds[5]!; // size p (i % 5 = 0), modality 1
    const before = (await as(admin.access_token, 'GET', url(sub))).json();
    const res = await as(admin.access_token, 'PUT', url(sub), {
      event_modality_id: fx.modalityIds[0],
      shirt_size: 'gg',
      chest_number: 777,
      status: 'reserved',
      status_reason: 'Troca pedida no balcão',
      lock_version: before.lock_version,
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toMatchObject({ event_modality_id: fx.modalityIds[0], shirt_size: 'gg', chest_number: 777, status: 'reserved', lock_version: before.lock_version + 1 });
    expect(after.status_history).toEqual([expect.objectContaining({ from_status: 'approved', to_status: 'reserved', reason: 'Troca pedida no balcão', changed_by_name: expect.any(String) })]);
    const [kit] = await ctx.database.db.select().from(kits).where(eq(kits.id, fx.kitId));
    expect(kit!.remainingGg).toBe(2);
    expect(kit!.remainingP).toBe(4);
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'subscriptions'));
    expect(audit.some((a) => a.entityId === String(sub))).toBe(true);
  });

  it('answers the edited subscription in full, logged as a show of the athlete like the GET', async () => {
    const sub = fx.subscriptionIds[9]!;
    const s = (await as(admin.access_token, 'GET', url(sub))).json();
    const written = await accessMark();
    const res = await as(admin.access_token, 'PUT', url(sub), { event_modality_id: s.event_modality_id, shirt_size: s.shirt_size, chest_number: 9090, status: s.status, lock_version: s.lock_version });
    expect(res.statusCode).toBe(200);
    expect(res.json().athlete).toMatchObject({ cpf: fx.customers[9]!.cpf });
    const entries = await written();
    expect(entries.map((e) => [e.customerId, e.userId, e.kind])).toEqual([[fx.customers[9]!.id, admin.id, 'show']]);
    expect(entries[0]!.details).toMatchObject({ area: 'event subscriptions', event_id: fx.eventId, subscription_id: sub });
  });

  it('refuses a stale lock_version with 409: two desks never overwrite each other', async () => {
    const sub = fx.subscriptionIds[6]!;
    const s = (await as(admin.access_token, 'GET', url(sub))).json();
    const body = { event_modality_id: s.event_modality_id, shirt_size: s.shirt_size, chest_number: 888, status: s.status, lock_version: s.lock_version };
    expect((await as(admin.access_token, 'PUT', url(sub), body)).statusCode).toBe(200);
    const stale = await as(admin.access_token, 'PUT', url(sub), { ...body, chest_number: 889 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
  });

  it('refuses with 422: a chest number used in the event, a modality of another event, a sold-out size, unknown fields', async () => {
    const sub = fx.subscriptionIds[7]!;
    const s = (await as(admin.access_token, 'GET', url(sub))).json();
    const base = { event_modality_id: s.event_modality_id, shirt_size: s.shirt_size, chest_number: null, status: s.status, lock_version: s.lock_version };
    const taken = await as(admin.access_token, 'PUT', url(sub), { ...base, chest_number: 777 });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({ field: 'chest_number', message: 'Número de peito já usado por outra inscrição deste evento.' });
    const other = await createEventFixture(ctx.database.db, 1);
    const foreign = await as(admin.access_token, 'PUT', url(sub), { ...base, event_modality_id: other.modalityIds[0] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].field).toBe('event_modality_id');
    await ctx.database.db.update(kits).set({ remainingBl: 0 }).where(eq(kits.id, fx.kitId));
    const soldOut = await as(admin.access_token, 'PUT', url(sub), { ...base, shirt_size: s.shirt_size === 'bl' ? 'p' : 'bl' });
    if (s.shirt_size !== 'bl') {
      expect(soldOut.statusCode).toBe(422);
      expect(soldOut.json().errors[0]).toMatchObject({ field: 'shirt_size', message: 'Tamanho esgotado no kit desta modalidade.' });
    }
    const extra = await as(admin.access_token, 'PUT', url(sub), { ...base, price: 0 });
    expect(extra.statusCode).toBe(422);
    const unchanged = (await as(admin.access_token, 'GET', url(sub))).json();
    expect(unchanged.lock_version).toBe(s.lock_version);
  });

  it('answers 403 to a reader and 404 for a missing subscription', async () => {
    const body = { event_modality_id: fx.modalityIds[0], shirt_size: null, chest_number: null, status: 'approved', lock_version: 0 };
    expect((await as(reader.access_token, 'PUT', url(fx.subscriptionIds[0]!), body)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'PUT', url(999999), body)).statusCode).toBe(404);
  });
});
