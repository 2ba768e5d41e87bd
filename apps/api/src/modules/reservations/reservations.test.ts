import { ITEMS_COUNT_HEADER, MSG, RESERVATIONS_CSV, RESERVATIONS_MSG, maskCpf, maskEmail } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerAccessLog, customers, events, reservations, teams } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, parseCsv } from '../../test/fixtures/catalogue.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let decider: Awaited<ReturnType<typeof actor>>;
let eventId: number;
let otherEventId: number;
let r: Record<'pending' | 'pending2' | 'approved' | 'rejected' | 'old', number>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'reservations']]);
  decider = await actor(ctx, [['index', 'reservations'], ['approve', 'reservations'], ['reject', 'reservations'], ['redefine', 'reservations']]);
  const db = ctx.database.db;
  // an event with 6 subscriptions (5 holding a place) and a limit of 1000, lowered to 60 below
  const fx = await createEventFixture(db, 6, { name: 'Maratona das Equipes' });
  eventId = fx.eventId;
  await db.update(events).set({ subscriptionsLimit: 60 }).where(eq(events.id, eventId));
  otherEventId = await insertEvent(ctx, 'Corrida Antiga');
  const [team] = await db.insert(teams).values({ name: 'Equipe Pé de Vento', email: 'contato@pedevento.com.br', document: '12345678000199' }).returning();
  const rows = await db
    .insert(reservations)
    .values([
      { eventId, teamId: team!.id, year: 2026, quantityRequested: 30, status: 'pending' },
      { eventId, teamId: team!.id, year: 2026, quantityRequested: 40, status: 'pending' },
      { eventId, teamId: team!.id, year: 2026, quantityRequested: 20, quantityApproved: 20, subscriptionsRemaining: 15, status: 'approved' },
      { eventId, teamId: team!.id, year: 2026, quantityRequested: 10, status: 'rejected' },
      { eventId: otherEventId, teamId: team!.id, year: 2024, quantityRequested: 5, status: 'pending' },
    ])
    .returning({ id: reservations.id });
  r = { pending: rows[0]!.id, pending2: rows[1]!.id, approved: rows[2]!.id, rejected: rows[3]!.id, old: rows[4]!.id };
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((x) => x.id);

describe('a customer requester (decision 0086)', () => {
  it('shows the e-mail, CPF and phone masked without unmask; in full with it, the view access-logged', async () => {
    const db = ctx.database.db;
    const [person] = await db
      .insert(customers)
      .values({ name: 'Rita Reserva', email: 'rita.reserva@exemplo.com.br', cpf: '52998224725', phone: '11987654321' })
      .returning();
    const [mine] = await db.insert(reservations).values({ eventId: otherEventId, customerId: person!.id, year: 2024, quantityRequested: 3, status: 'rejected' }).returning();
    try {
      const masked = await as(reader.access_token, 'GET', `/v1/reservations/${mine!.id}`);
      expect(masked.json().requester).toEqual({ kind: 'customer', id: person!.id, name: 'Rita Reserva', email: maskEmail(person!.email), document: maskCpf('52998224725'), phone: '(11) *****-4321' });
      const listed = await as(reader.access_token, 'GET', '/v1/reservations?query=rita');
      expect(listed.body).not.toContain('rita.reserva@');
      const csv = await as(admin.access_token, 'GET', '/v1/report/reservations.csv?query=rita');
      expect(csv.body).toContain('rita.reserva@exemplo.com.br');
      const exporter = await actor(ctx, [['export', 'reservations']]);
      expect((await as(exporter.access_token, 'GET', '/v1/report/reservations.csv?query=rita')).body).not.toContain('rita.reserva@');
      const logged = async () => (await db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, person!.id))).map((e) => e.kind);
      expect(await logged()).toEqual([]);
      const full = await as(admin.access_token, 'GET', `/v1/reservations/${mine!.id}`);
      expect(full.json().requester).toMatchObject({ email: 'rita.reserva@exemplo.com.br', document: '52998224725', phone: '11987654321' });
      expect(await logged()).toEqual(['show']);
    } finally {
      await db.delete(reservations).where(eq(reservations.id, mine!.id));
    }
  });
});

describe('GET /v1/reservations', () => {
  it('lists newest first with filters status, year and event, and the filter options', async () => {
    const all = await as(reader.access_token, 'GET', '/v1/reservations');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([r.old, r.rejected, r.approved, r.pending2, r.pending]);
    expect(all.headers[ITEMS_COUNT_HEADER]).toBe('5');
    expect(all.json()[2]).toMatchObject({ requester: { kind: 'team', name: 'Equipe Pé de Vento' }, event_name: 'Maratona das Equipes', quantity_approved: 20, subscriptions_remaining: 15 });
    expect(ids(await as(reader.access_token, 'GET', '/v1/reservations?status=pending&year=2026'))).toEqual([r.pending2, r.pending]);
    expect(ids(await as(reader.access_token, 'GET', `/v1/reservations?event_id=${otherEventId}`))).toEqual([r.old]);
    expect(ids(await as(reader.access_token, 'GET', '/v1/reservations?query=pe de vento&year=2024'))).toEqual([r.old]);
    expect((await as(reader.access_token, 'GET', '/v1/reservations/years')).json()).toEqual([2026, 2024]);
    expect((await as(reader.access_token, 'GET', '/v1/reservations/events')).json()).toEqual([
      { id: otherEventId, name: 'Corrida Antiga' },
      { id: eventId, name: 'Maratona das Equipes' },
    ]);
    expect((await as(reader.access_token, 'GET', '/v1/reservations/events?year=2024')).json()).toEqual([{ id: otherEventId, name: 'Corrida Antiga' }]);
  });

  it('refuses bad filters (422) and callers without the permission (403)', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/reservations?status=done')).json().errors[0].field).toBe('status');
    expect((await as(reader.access_token, 'GET', '/v1/reservations?year=20x6')).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'orders']]);
    expect((await as(nobody.access_token, 'GET', '/v1/reservations')).statusCode).toBe(403);
    expect((await as(nobody.access_token, 'GET', '/v1/reservations/years')).statusCode).toBe(403);
  });

  it('exports the filtered list as reservas.csv', async () => {
    const exporter = await actor(ctx, [['export', 'reservations']]);
    const res = await as(exporter.access_token, 'GET', '/v1/report/reservations.csv?year=2026&status=approved');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(RESERVATIONS_CSV);
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 3)).toEqual(['ID', 'Ano', 'Evento']);
    expect(rows.map((x) => Number(x[0]))).toEqual([r.approved]);
    // a reserva: the feminine status word
    expect(rows[0]![header!.indexOf('Status')]).toBe('Aprovada');
    expect((await as(reader.access_token, 'GET', '/v1/report/reservations.csv')).statusCode).toBe(403);
  });
});

describe('GET /v1/reservations/{id}', () => {
  it('shows the reservation with the vacancies its event can still give', async () => {
    const res = await as(reader.access_token, 'GET', `/v1/reservations/${r.pending}`);
    expect(res.statusCode).toBe(200);
    // 60 places − 5 held by subscriptions − 15 unused by the approved reservation
    expect(res.json()).toMatchObject({ id: r.pending, status: 'pending', quantity_requested: 30, event_vacancies_available: 40 });
    const missing = await as(reader.access_token, 'GET', '/v1/reservations/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(RESERVATIONS_MSG.notFound);
  });
});

describe('approve / redefine / reject', () => {
  it('approves within what the event has left, never more', async () => {
    const current = (await as(decider.access_token, 'GET', `/v1/reservations/${r.pending}`)).json();
    const over = await as(decider.access_token, 'POST', `/v1/reservations/${r.pending}/approve`, { quantity_approved: 41, lock_version: current.lock_version });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({ field: 'quantity_approved', message: RESERVATIONS_MSG.overEvent(40) });
    const ok = await as(decider.access_token, 'POST', `/v1/reservations/${r.pending}/approve`, { quantity_approved: 30, lock_version: current.lock_version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: RESERVATIONS_MSG.approved, status: 'approved', quantity_approved: 30, subscriptions_remaining: 30, decided_at: expect.any(String) });
    // the other pending reservation now finds only 10 left
    const other = (await as(decider.access_token, 'GET', `/v1/reservations/${r.pending2}`)).json();
    expect(other.event_vacancies_available).toBe(10);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'reservations'), eq(auditLog.entityId, String(r.pending))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ status: { before: 'pending', after: 'approved' }, quantity_approved: { before: null, after: 30 } });
  });

  it('lets one of two staff deciding at once win; the other gets 409', async () => {
    const current = (await as(decider.access_token, 'GET', `/v1/reservations/${r.pending2}`)).json();
    const [a, b] = await Promise.all([
      as(decider.access_token, 'POST', `/v1/reservations/${r.pending2}/approve`, { quantity_approved: 5, lock_version: current.lock_version }),
      as(admin.access_token, 'POST', `/v1/reservations/${r.pending2}/reject`, { lock_version: current.lock_version, notes: 'Sem vagas' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors[0].message).toBe(MSG.conflict);
  });

  it('redefines the approved vacancies, not below those used nor above what is left', async () => {
    const current = (await as(decider.access_token, 'GET', `/v1/reservations/${r.approved}`)).json();
    // 20 approved, 15 unused: 5 already used
    const below = await as(decider.access_token, 'POST', `/v1/reservations/${r.approved}/redefine`, { quantity_approved: 4, lock_version: current.lock_version });
    expect(below.json().errors[0]).toMatchObject({ field: 'quantity_approved', message: RESERVATIONS_MSG.belowUsed(5) });
    const over = await as(decider.access_token, 'POST', `/v1/reservations/${r.approved}/redefine`, { quantity_approved: 5 + current.event_vacancies_available + 1, lock_version: current.lock_version });
    expect(over.statusCode).toBe(422);
    const ok = await as(decider.access_token, 'POST', `/v1/reservations/${r.approved}/redefine`, { quantity_approved: 8, lock_version: current.lock_version });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: RESERVATIONS_MSG.redefined, quantity_approved: 8, subscriptions_remaining: 3 });
  });

  it('refuses decisions the status does not allow, bad bodies, unknown ids and profiles without the action', async () => {
    const rejected = (await as(decider.access_token, 'GET', `/v1/reservations/${r.rejected}`)).json();
    const approve = await as(decider.access_token, 'POST', `/v1/reservations/${r.rejected}/approve`, { quantity_approved: 1, lock_version: rejected.lock_version });
    expect(approve.json().errors[0]).toMatchObject({ field: 'status', message: RESERVATIONS_MSG.onlyPending });
    const redefine = await as(decider.access_token, 'POST', `/v1/reservations/${r.rejected}/redefine`, { quantity_approved: 1, lock_version: rejected.lock_version });
    expect(redefine.json().errors[0].message).toBe(RESERVATIONS_MSG.onlyApproved);
    const reject = await as(decider.access_token, 'POST', `/v1/reservations/${r.rejected}/reject`, { lock_version: rejected.lock_version });
    expect(reject.json().errors[0].message).toBe(RESERVATIONS_MSG.cannotReject);
    const zero = await as(decider.access_token, 'POST', `/v1/reservations/${r.old}/approve`, { quantity_approved: 0, lock_version: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors[0].field).toBe('quantity_approved');
    expect((await as(decider.access_token, 'POST', '/v1/reservations/999999/approve', { quantity_approved: 1, lock_version: 0 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'POST', `/v1/reservations/${r.old}/approve`, { quantity_approved: 1, lock_version: 0 })).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', `/v1/reservations/${r.old}/reject`, { lock_version: 0 })).statusCode).toBe(403);
  });
});
