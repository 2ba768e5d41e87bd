import { ITEMS_COUNT_HEADER, MSG, TRAINER_MSG, formatCpf, maskCpf, maskEmail } from '@backoffice/contract';
import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOccurrences, auditLog, customerAccessLog, customers, trainerActivities, trainerBalances } from '../../db/schema/index.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { addCredit, requestWithdraw } from './ledger.ts';
import { insertTrainer } from './trainers.fixtures.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let editor: Awaited<ReturnType<typeof actor>>;
let payer: Awaited<ReturnType<typeof actor>>;
let payer2: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'trainer']]);
  editor = await actor(ctx, [['index', 'trainer'], ['update', 'trainer']]);
  payer = await actor(ctx, [['index', 'trainer'], ['withdraw', 'trainer']]);
  payer2 = await actor(ctx, [['index', 'trainer'], ['withdraw', 'trainer']]);
  nobody = await actor(ctx, [['index', 'users']]);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const as = (who: { access_token: string }, method: Method, url: string, payload?: object) =>
  call(ctx, who.access_token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const db = () => ctx.database.db;
const fieldOf = (res: { json(): { errors: { field?: string }[] } }) => res.json().errors[0]?.field;
/** Reads the access-log rows written from now on (decision 0087). */
async function accessMark() {
  const [row] = await db().select({ id: max(customerAccessLog.id) }).from(customerAccessLog);
  const since = row?.id ?? 0;
  return () => db().select().from(customerAccessLog).where(gt(customerAccessLog.id, since)).orderBy(customerAccessLog.id);
}

describe('trainers list, show, edit, status', () => {
  it('lists 10 per page by -created_at, searches by the chosen field, filters status and filiation; 403 without access', async () => {
    const made = [];
    for (let i = 0; i < 12; i++) made.push(await insertTrainer(db(), { name: `Corredor Ágil ${i}`, document: `1112223330${i}`, status: i < 3 ? 'enabled' : 'pending', filiation: i % 2 ? 'CBAt' : 'FPA', createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    const page = await as(reader, 'GET', '/v3/trainer/users?query=corredor agil');
    expect(page.statusCode).toBe(200);
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('12');
    expect(page.json()).toHaveLength(10);
    expect(page.json()[0].name).toBe('Corredor Ágil 11');
    const byEmail = await as(reader, 'GET', `/v3/trainer/users?query=${encodeURIComponent(made[4]!.trainer.email)}&query_field=email`);
    expect(byEmail.json().map((t: { id: number }) => t.id)).toEqual([made[4]!.trainer.id]);
    const byDoc = await as(reader, 'GET', '/v3/trainer/users?query=11122233305&query_field=document');
    expect(byDoc.json().map((t: { id: number }) => t.id)).toEqual([made[5]!.trainer.id]);
    const enabled = await as(reader, 'GET', '/v3/trainer/users?query=corredor&status=enabled&order=name');
    expect(enabled.json().map((t: { name: string }) => t.name)).toEqual(['Corredor Ágil 0', 'Corredor Ágil 1', 'Corredor Ágil 2']);
    const fpa = await as(reader, 'GET', '/v3/trainer/users?query=corredor&filiation=fpa&per_page=50');
    expect(fpa.json()).toHaveLength(6);
    expect((await as(reader, 'GET', '/v3/trainer/users?per_page=51')).statusCode).toBe(422);
    expect(fieldOf(await as(reader, 'GET', '/v3/trainer/users?status=nope'))).toBe('status');
    expect((await as(nobody, 'GET', '/v3/trainer/users')).statusCode).toBe(403);
  });

  it('shows a trainer with its tab counts; 404 for an unknown one', async () => {
    const f = await insertTrainer(db());
    const res = await as(reader, 'GET', `/v4/trainer/users/${f.trainer.id}`);
    expect(res.json()).toMatchObject({ id: f.trainer.id, status: 'pending', activities_count: 1, open_justifications: 0, pending_withdraws: 0, lock_version: 0 });
    const missing = await as(reader, 'GET', '/v4/trainer/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(TRAINER_MSG.notFound);
  });

  it("answers 404 for an unknown trainer's activities, accounts, ledger, wallet and justifications", async () => {
    for (const tail of ['activities', 'bank_accounts', 'balances', 'balances/resume', 'bank_account/balance', 'bank_account/balance_history', 'bank_account/future_revenue', 'justifications']) {
      const res = await as(admin, 'GET', `/v2/trainer/users/999999/${tail}`);
      expect(res.statusCode, tail).toBe(404);
    }
    const f = await insertTrainer(db());
    expect((await as(admin, 'GET', `/v2/trainer/users/${f.trainer.id}/activities/999999`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', `/v2/trainer/users/${f.trainer.id}/activities/999999/activity_occurrences`)).statusCode).toBe(404);
    expect((await as(admin, 'PATCH', `/v2/trainer/users/${f.trainer.id}/justifications/999999/status`, { status: 'closed' })).statusCode).toBe(404);
  });

  it('edits with lock_version (409 stale), refuses bad input naming the field (422) and a taken e-mail', async () => {
    const f = await insertTrainer(db());
    const other = await insertTrainer(db());
    const body = { name: 'Joana Prado', email: 'joana@exemplo.com.br', document: '52998224725', phone: '11988887777', bio: 'Corrida de rua', filiation: 'CBAt', service_type: 'both', lock_version: 0 };
    expect((await as(reader, 'PUT', `/v2/trainer/users/${f.trainer.id}`, body)).statusCode).toBe(403);
    const ok = await as(editor, 'PUT', `/v2/trainer/users/${f.trainer.id}`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Joana Prado', service_type: 'both', lock_version: 1 });
    const stale = await as(editor, 'PUT', `/v2/trainer/users/${f.trainer.id}`, body);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    expect(fieldOf(await as(editor, 'PUT', `/v2/trainer/users/${f.trainer.id}`, { ...body, email: 'não-é-email', lock_version: 1 }))).toBe('email');
    for (const document of ['123', '111.111.111-11', '52998224726']) expect(fieldOf(await as(editor, 'PUT', `/v2/trainer/users/${f.trainer.id}`, { ...body, document, lock_version: 1 })), document).toBe('document');
    expect(fieldOf(await as(editor, 'PUT', `/v2/trainer/users/${f.trainer.id}`, { ...body, phone: 'abc', lock_version: 1 }))).toBe('phone');
    // masks are welcome, digits are kept
    const masked = await as(editor, 'PUT', `/v2/trainer/users/${f.trainer.id}`, { ...body, document: '11.222.333/0001-81', phone: '(11) 98888-7777', lock_version: 1 });
    expect(masked.json()).toMatchObject({ document: '11222333000181', phone: '11988887777' });
    const taken = await as(editor, 'PUT', `/v2/trainer/users/${other.trainer.id}`, { ...body, email: 'JOANA@exemplo.com.br' });
    expect(taken.json().errors[0]).toEqual({ field: 'email', message: TRAINER_MSG.emailTaken });
    expect((await as(editor, 'PUT', '/v2/trainer/users/999999', body)).statusCode).toBe(404);
  });

  it('changes status (approve a pending trainer) with an audit entry before/after', async () => {
    const f = await insertTrainer(db());
    expect((await as(reader, 'PATCH', `/v2/trainer/users/${f.trainer.id}/status`, { status: 'enabled' })).statusCode).toBe(403);
    expect(fieldOf(await as(editor, 'PATCH', `/v2/trainer/users/${f.trainer.id}/status`, { status: 'aprovado' }))).toBe('status');
    const res = await as(editor, 'PATCH', `/v2/trainer/users/${f.trainer.id}/status`, { status: 'enabled' });
    expect(res.json().status).toBe('enabled');
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'trainer'), eq(auditLog.entityId, String(f.trainer.id))));
    expect(entry).toMatchObject({ action: 'status_changed', changes: { status: { before: 'pending', after: 'enabled' } } });
    expect((await as(editor, 'PATCH', '/v2/trainer/users/999999/status', { status: 'enabled' })).statusCode).toBe(404);
  });
});

describe('activities and occurrences', () => {
  it('lists per trainer and across trainers, shows, edits (422 money, 409), enables and disables', async () => {
    const f = await insertTrainer(db(), { name: 'Beatriz Mar' });
    const base = `/v2/trainer/users/${f.trainer.id}/activities`;
    const list = await as(reader, 'GET', base);
    expect(list.headers[ITEMS_COUNT_HEADER]).toBe('1');
    expect(list.json()[0]).toMatchObject({ id: f.activity.id, trainer_name: 'Beatriz Mar', price: 80, status: 'enabled' });
    const all = await as(reader, 'GET', `/v2/trainer/activities?trainer_id=${f.trainer.id}&start_date=2030-01-01&end_date=2030-12-31`);
    expect(all.json().map((a: { id: number }) => a.id)).toEqual([f.activity.id]);
    expect((await as(reader, 'GET', `/v2/trainer/activities?trainer_id=${f.trainer.id}&end_date=2029-12-31`)).json()).toEqual([]);
    const other = await insertTrainer(db());
    expect((await as(reader, 'GET', `/v2/trainer/users/${other.trainer.id}/activities/${f.activity.id}`)).statusCode).toBe(404);
    const body = { service_type: 'affiliation', price: 95.5, capacity: 20, lock_version: 0 };
    expect(fieldOf(await as(editor, 'PUT', `${base}/${f.activity.id}`, { ...body, price: 10.123 }))).toBe('price');
    expect(fieldOf(await as(editor, 'PUT', `${base}/${f.activity.id}`, { ...body, price: -1 }))).toBe('price');
    const ok = await as(editor, 'PUT', `${base}/${f.activity.id}`, body);
    expect(ok.json()).toMatchObject({ service_type: 'affiliation', price: 95.5, capacity: 20, lock_version: 1 });
    expect((await as(editor, 'PUT', `${base}/${f.activity.id}`, body)).statusCode).toBe(409);
    expect((await as(reader, 'POST', `${base}/${f.activity.id}/disable`)).statusCode).toBe(403);
    expect((await as(editor, 'POST', `${base}/${f.activity.id}/disable`)).json().status).toBe('disabled');
    expect((await as(editor, 'POST', `${base}/${f.activity.id}/enable`)).json().status).toBe('enabled');
  });

  it('removes an occurrence and restores it, both with update on trainer and audited with before/after; twice is 404', async () => {
    const f = await insertTrainer(db());
    const occ = f.occurrences[1]!;
    const url = `/v2/trainer/users/${f.trainer.id}/activities/${f.activity.id}/activity_occurrences`;
    const remove = `/v1/events/${f.event.id}/activity_occurrences/${occ.id}`;
    // the same grant opens both halves (decision 0089): update on events alone opens neither
    const eventsEditor = await actor(ctx, [['index', 'events'], ['update', 'events'], ['index', 'trainer']]);
    for (const who of [reader, eventsEditor, nobody]) expect((await as(who, 'DELETE', remove)).statusCode).toBe(403);
    const removed = await as(editor, 'DELETE', remove);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: TRAINER_MSG.occurrenceRemoved });
    expect((await as(reader, 'GET', `${url}?deleted=true`)).json().map((o: { id: number }) => o.id)).toEqual([occ.id]);
    expect((await as(reader, 'GET', `${url}?deleted=false`)).json()).toHaveLength(2);
    expect((await as(editor, 'DELETE', remove)).statusCode).toBe(404);
    expect((await as(editor, 'DELETE', `/v1/events/${f.event.id}/activity_occurrences/999999`)).statusCode).toBe(404);
    for (const who of [reader, eventsEditor, nobody]) expect((await as(who, 'POST', `${remove}/restore`)).statusCode).toBe(403);
    const restored = await as(editor, 'POST', `${remove}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ message: TRAINER_MSG.occurrenceRestored });
    expect((await as(reader, 'GET', url)).json().every((o: { deleted_at: string | null }) => o.deleted_at === null)).toBe(true);
    expect((await as(editor, 'POST', `${remove}/restore`)).statusCode).toBe(404);
    const entries = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'activity_occurrences'), eq(auditLog.entityId, String(occ.id)))).orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['deleted', 'updated']);
    expect(entries[0]!.changes).toEqual({ deleted_at: { before: null, after: expect.any(String) } });
    expect(entries[1]!.changes).toEqual({ deleted_at: { before: entries[0]!.changes.deleted_at!.after, after: null } });
    expect(entries.every((e) => e.actorId === editor.id)).toBe(true);
  });
});

describe('activity capacity', () => {
  it('never drops below the places its subscriptions hold (422 naming capacity), and may be unlimited', async () => {
    const f = await insertTrainer(db());
    const ev = await createEventFixture(db(), 6); // 5 approved, 1 cancelled
    const [a] = await db().insert(trainerActivities).values({ trainerId: f.trainer.id, eventId: ev.eventId, status: 'enabled', price: 100 }).returning();
    const url = `/v2/trainer/users/${f.trainer.id}/activities/${a!.id}`;
    const body = { service_type: 'class', price: 100, capacity: 4, lock_version: 0 };
    const below = await as(editor, 'PUT', url, body);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual([{ field: 'capacity', message: TRAINER_MSG.capacityBelowSubscriptions(5) }]);
    expect((await as(editor, 'PUT', url, { ...body, capacity: 5 })).json()).toMatchObject({ capacity: 5, lock_version: 1 });
    expect((await as(editor, 'PUT', url, { ...body, capacity: null, lock_version: 1 })).json()).toMatchObject({ capacity: null });
  });
});

describe('activity subscriptions', () => {
  it('lists and shows the activity\'s subscriptions; the report (CSV) per activity and per class date', async () => {
    const f = await insertTrainer(db());
    const ev = await createEventFixture(db(), 4);
    const [a] = await db().insert(trainerActivities).values({ trainerId: f.trainer.id, eventId: ev.eventId, status: 'enabled', price: 100 }).returning();
    const [occ] = await db().insert(activityOccurrences).values({ eventId: ev.eventId, trainerActivityId: a!.id, date: '2026-10-02' }).returning();
    const base = `/v2/trainer/users/${f.trainer.id}/activities/${a!.id}/subscriptions`;
    const list = await as(reader, 'GET', base);
    expect(list.headers[ITEMS_COUNT_HEADER]).toBe('4');
    const one = await as(reader, 'GET', `${base}/${ev.subscriptionIds[0]}`);
    expect(one.json()).toMatchObject({ id: ev.subscriptionIds[0], event_id: ev.eventId });
    expect((await as(reader, 'GET', `${base}/${f.occurrences[0]!.id + 999999}`)).statusCode).toBe(404);
    expect((await as(reader, 'GET', `/v2/trainer/users/${f.trainer.id}/activities/${f.activity.id}/subscriptions/${ev.subscriptionIds[0]}`)).statusCode).toBe(404);
    const onDay = await as(reader, 'GET', `/v2/trainer/users/${f.trainer.id}/activities/${a!.id}/activity_occurrences/${occ!.id}/subscriptions`);
    expect(onDay.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(onDay.json().map((s: { id: number }) => s.id).sort()).toEqual([ev.subscriptionIds[0], ev.subscriptionIds[1]].sort());
    expect(Object.keys(onDay.json()[0])).not.toContain('event_name');
    expect((await as(reader, 'GET', `/v2/trainer/users/${f.trainer.id}/activities/${a!.id}/activity_occurrences/${f.occurrences[0]!.id}/subscriptions`)).statusCode).toBe(404);
    expect((await as(reader, 'GET', `/v1/report/activities/${a!.id}/activity_occurrences`)).statusCode).toBe(403);
    const all = parseCsv((await as(admin, 'GET', `/v1/report/activities/${a!.id}/activity_occurrences`)).body);
    expect(all).toHaveLength(5);
    const day = await as(admin, 'GET', `/v1/report/activities/${a!.id}/activity_occurrences?occurrence_id=${occ!.id}`);
    expect(day.headers['content-disposition']).toContain(`inscricoes_atividade_${a!.id}_2026-10-02.csv`);
    const rows = parseCsv(day.body);
    expect(rows[0]![0]).toBe('Data da aula');
    expect(rows.slice(1).map((r) => Number(r[1])).sort()).toEqual([ev.subscriptionIds[0], ev.subscriptionIds[1]].sort());
    expect((await as(admin, 'GET', `/v1/report/activities/${a!.id}/activity_occurrences?occurrence_id=${f.occurrences[0]!.id}`)).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/v1/report/activities/999999/activity_occurrences')).statusCode).toBe(404);
  });

  /** An activity with four subscriptions, two of them enrolled by its class date. */
  async function activityWithSubscriptions() {
    const f = await insertTrainer(db());
    const ev = await createEventFixture(db(), 4);
    const [a] = await db().insert(trainerActivities).values({ trainerId: f.trainer.id, eventId: ev.eventId, status: 'enabled', price: 100 }).returning();
    const [occ] = await db().insert(activityOccurrences).values({ eventId: ev.eventId, trainerActivityId: a!.id, date: '2026-10-02' }).returning();
    const rows = await db().select().from(customers).where(inArray(customers.id, ev.customers.map((c) => c.id)));
    return { f, ev, a: a!, occ: occ!, athletes: new Map(rows.map((c) => [c.id, c])), base: `/v2/trainer/users/${f.trainer.id}/activities/${a!.id}` };
  }
  type Item = { athlete: { id: number; cpf: string | null; email: string; masked: boolean } };

  it("sorts a class date's subscriptions by the order asked, as the activity's whole list does", async () => {
    const { ev, occ, base } = await activityWithSubscriptions();
    const ids = async (order: string) => ((await as(reader, 'GET', `${base}/activity_occurrences/${occ.id}/subscriptions?order=${order}`)).json() as { id: number }[]).map((s) => s.id);
    const [first, second] = [ev.subscriptionIds[0]!, ev.subscriptionIds[1]!];
    expect(await ids('created_at')).toEqual([first, second]);
    expect(await ids('-created_at')).toEqual([second, first]);
    expect(await ids('id')).toEqual([first, second]);
    expect((await as(reader, 'GET', `${base}/activity_occurrences/${occ.id}/subscriptions?order=amount`)).statusCode).toBe(422);
  });

  it('masks the athletes\' CPF and e-mail in both lists without unmask and logs nothing (decisions 0071, 0086)', async () => {
    const { occ, athletes, base } = await activityWithSubscriptions();
    const written = await accessMark();
    for (const url of [`${base}/subscriptions`, `${base}/activity_occurrences/${occ.id}/subscriptions`]) {
      const res = await as(reader, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      const items = res.json() as Item[];
      expect(items.length, url).toBeGreaterThan(0);
      for (const s of items) {
        const c = athletes.get(s.athlete.id)!;
        expect(s.athlete, url).toMatchObject({ cpf: maskCpf(c.cpf), email: maskEmail(c.email), masked: true });
        expect(res.body).not.toContain(c.cpf!);
        expect(res.body).not.toContain(c.email);
      }
    }
    expect(await written()).toEqual([]);
  });

  it('answers both lists in full to a profile that may unmask, one search entry per athlete shown', async () => {
    const { f, a, occ, athletes, base } = await activityWithSubscriptions();
    const unmasker = await actor(ctx, [['index', 'trainer'], ['unmask', 'tf users']]);
    const list = await accessMark();
    const res = await as(unmasker, 'GET', `${base}/subscriptions?per_page=3`);
    const items = res.json() as Item[];
    expect(items).toHaveLength(3);
    for (const s of items) expect(s.athlete).toMatchObject({ cpf: athletes.get(s.athlete.id)!.cpf, email: athletes.get(s.athlete.id)!.email, masked: false });
    const entries = await list();
    expect(entries.map((e) => e.customerId)).toEqual(items.map((s) => s.athlete.id));
    for (const e of entries) {
      expect(e).toMatchObject({ userId: unmasker.id, kind: 'search', fields: ['name', 'cpf', 'email'] });
      expect(e.details).toMatchObject({ area: 'trainer activity subscriptions', trainer_id: f.trainer.id, activity_id: a.id, per_page: 3 });
    }
    const onDay = await accessMark();
    const day = (await as(unmasker, 'GET', `${base}/activity_occurrences/${occ.id}/subscriptions`)).json() as Item[];
    expect(day).toHaveLength(2);
    expect(day.every((s) => !s.athlete.masked && s.athlete.cpf === athletes.get(s.athlete.id)!.cpf)).toBe(true);
    const dayEntries = await onDay();
    expect(dayEntries.map((e) => e.customerId)).toEqual(day.map((s) => s.athlete.id));
    expect(dayEntries.every((e) => e.kind === 'search' && e.userId === unmasker.id && (e.details as { occurrence_id?: number }).occurrence_id === occ.id)).toBe(true);
  });

  it('shows a subscription in full to the reader and writes one show entry for the athlete', async () => {
    const { f, a, ev, athletes, base } = await activityWithSubscriptions();
    const subId = ev.subscriptionIds[1]!;
    const c = athletes.get(ev.customers[1]!.id)!;
    const written = await accessMark();
    const res = await as(reader, 'GET', `${base}/subscriptions/${subId}`);
    expect(res.json().athlete).toMatchObject({ id: c.id, cpf: c.cpf, email: c.email });
    const entries = await written();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      customerId: c.id,
      userId: reader.id,
      kind: 'show',
      fields: ['name', 'cpf', 'email', 'birth_date'],
      details: { area: 'trainer activity subscriptions', trainer_id: f.trainer.id, activity_id: a.id, subscription_id: subId },
    });
  });

  it('masks the CSV without unmask and logs nothing; in full it writes one export entry with its filters', async () => {
    const { a, occ, ev } = await activityWithSubscriptions();
    const first = ev.customers[0]!;
    const exporter = await actor(ctx, [['export', 'trainer']]);
    const fullExporter = await actor(ctx, [['export', 'trainer'], ['unmask', 'tf users']]);
    const url = `/v1/report/activities/${a.id}/activity_occurrences?occurrence_id=${occ.id}`;
    const written = await accessMark();
    const masked = await as(exporter, 'GET', url);
    const [header, ...rows] = parseCsv(masked.body);
    const row = rows.find((r) => Number(r[header!.indexOf('Inscrição')]) === ev.subscriptionIds[0])!;
    expect(row[header!.indexOf('CPF')]).toBe(maskCpf(first.cpf));
    expect(masked.body).not.toContain(formatCpf(first.cpf));
    expect(await written()).toEqual([]);
    const full = await as(fullExporter, 'GET', url);
    const [, ...fullRows] = parseCsv(full.body);
    expect(fullRows.find((r) => Number(r[header!.indexOf('Inscrição')]) === ev.subscriptionIds[0])![header!.indexOf('CPF')]).toBe(formatCpf(first.cpf));
    const entries = await written();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ customerId: null, userId: fullExporter.id, kind: 'export', fields: ['name', 'cpf', 'email'] });
    expect(entries[0]!.details).toMatchObject({ area: 'trainer activity subscriptions', activity_id: a.id, occurrence_id: occ.id });
  });
});

describe('money', () => {
  it('shows bank accounts, balance, resume, history (total from the wallet), future revenue', async () => {
    const f = await insertTrainer(db());
    await addCredit(db(), f.trainer.id, 100, '2020-01-01');
    await addCredit(db(), f.trainer.id, 50.25, '2020-02-01');
    await addCredit(db(), f.trainer.id, 30, '2999-01-01');
    await requestWithdraw(db(), f.trainer.id, 40, f.bank.id);
    const t = `/v2/trainer/users/${f.trainer.id}`;
    expect((await as(reader, 'GET', `${t}/bank_accounts`)).json()[0]).toMatchObject({ bank_name: 'Itaú', is_default: true });
    expect((await as(reader, 'GET', `${t}/bank_account/balance`)).json()).toEqual({ balance: 180.25, available: 110.25, future: 30, pending_withdrawals: 40 });
    expect((await as(reader, 'GET', `${t}/balances/resume`)).json()).toMatchObject({ credits: 180.25, debits: 0, entries_count: 3 });
    const history = await as(reader, 'GET', `${t}/bank_account/balance_history?per_page=2`);
    expect(history.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(history.json().map((e: { amount: number }) => e.amount)).toEqual([30, 50.25]);
    const credits = await as(reader, 'GET', `${t}/balances?entry_type=debit`);
    expect(credits.headers[ITEMS_COUNT_HEADER]).toBe('0');
    expect((await as(reader, 'GET', `${t}/bank_account/future_revenue`)).json()).toEqual({ total: 30, days: [{ date: '2999-01-01', amount: 30, entries: 1 }] });
    expect((await as(reader, 'GET', '/v2/trainer/users/999999/bank_account/balance')).statusCode).toBe(404);
    expect((await as(nobody, 'GET', `${t}/bank_account/balance`)).statusCode).toBe(403);
    expect(fieldOf(await as(reader, 'GET', `${t}/balances?start_date=2026-02-30`))).toBe('start_date');
    await expect(requestWithdraw(db(), f.trainer.id, 110.26, f.bank.id)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('approves once: a debit, the balance moves; a retry or a second person gets 409; 403 without withdraw', async () => {
    const f = await insertTrainer(db());
    await addCredit(db(), f.trainer.id, 200, '2020-01-01');
    const w = await requestWithdraw(db(), f.trainer.id, 120, f.bank.id);
    const url = `/v2/trainer/withdraws/${w.id}/status`;
    expect((await as(editor, 'PATCH', url, { status: 'approved', lock_version: 0 })).statusCode).toBe(403);
    const [a, b] = await Promise.all([as(payer, 'PATCH', url, { status: 'approved', lock_version: 0 }), as(payer2, 'PATCH', url, { status: 'approved', lock_version: 0 })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errors[0].message).toBe(MSG.conflict);
    const retry = await as(payer, 'PATCH', url, { status: 'denied', lock_version: 0 });
    expect(retry.statusCode).toBe(409);
    const debits = await db().select().from(trainerBalances).where(and(eq(trainerBalances.withdrawRequestId, w.id), eq(trainerBalances.entryType, 'debit')));
    expect(debits.map((d) => Number(d.amount))).toEqual([120]);
    expect((await as(reader, 'GET', `/v2/trainer/users/${f.trainer.id}/bank_account/balance`)).json()).toEqual({ balance: 80, available: 80, future: 0, pending_withdrawals: 0 });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'trainer'), eq(auditLog.entityId, String(f.trainer.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ withdraw_status: { before: 'pending', after: 'approved' }, balance: { before: '200.00', after: '80.00' } });
    expect((await as(payer, 'PATCH', '/v2/trainer/withdraws/999999/status', { status: 'approved', lock_version: 0 })).statusCode).toBe(404);
  });

  it('denies (amount back to available) and partially approves ("Falhou") with 422 on bad amounts', async () => {
    const f = await insertTrainer(db());
    await addCredit(db(), f.trainer.id, 100, '2020-01-01');
    const w1 = await requestWithdraw(db(), f.trainer.id, 60);
    const bal = `/v2/trainer/users/${f.trainer.id}/bank_account/balance`;
    expect((await as(reader, 'GET', bal)).json().available).toBe(40);
    const denied = await as(payer, 'PATCH', `/v2/trainer/withdraws/${w1.id}/status`, { status: 'denied', notes: 'Conta divergente', lock_version: 0 });
    expect(denied.json()).toMatchObject({ status: 'denied', paid_amount: 0, notes: 'Conta divergente', lock_version: 1 });
    expect((await as(reader, 'GET', bal)).json()).toEqual({ balance: 100, available: 100, future: 0, pending_withdrawals: 0 });
    const w2 = await requestWithdraw(db(), f.trainer.id, 80);
    const url = `/v2/trainer/withdraws/${w2.id}/status`;
    expect(fieldOf(await as(payer, 'PATCH', url, { status: 'partially_denied', lock_version: 0 }))).toBe('paid_amount');
    expect(fieldOf(await as(payer, 'PATCH', url, { status: 'partially_denied', paid_amount: 10.001, lock_version: 0 }))).toBe('paid_amount');
    expect(fieldOf(await as(payer, 'PATCH', url, { status: 'partially_denied', paid_amount: 80, lock_version: 0 }))).toBe('paid_amount');
    const partial = await as(payer, 'PATCH', url, { status: 'partially_denied', paid_amount: 30, lock_version: 0 });
    expect(partial.json()).toMatchObject({ status: 'partially_denied', paid_amount: 30, amount: 80 });
    expect((await as(reader, 'GET', bal)).json()).toEqual({ balance: 70, available: 70, future: 0, pending_withdrawals: 0 });
  });

  it('lists withdraw requests (-trainer_balances.id, period, query, status) and exports withdraws.csv', async () => {
    const f = await insertTrainer(db(), { name: 'Saulo Saques' });
    await addCredit(db(), f.trainer.id, 1000, '2020-01-01');
    const w1 = await requestWithdraw(db(), f.trainer.id, 10, f.bank.id);
    const w2 = await requestWithdraw(db(), f.trainer.id, 20, f.bank.id);
    await as(payer, 'PATCH', `/v2/trainer/withdraws/${w1.id}/status`, { status: 'approved', lock_version: 0 });
    const list = await as(reader, 'GET', '/v2/trainer/withdraws?query=saulo');
    expect(list.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(list.json().map((w: { id: number }) => w.id)).toEqual([w2.id, w1.id]);
    expect(list.json()[1]).toMatchObject({ status: 'approved', paid_amount: 10, bank_account: 'Itaú ag. 0001 c/c 12345-6', processed_by_name: expect.any(String) });
    expect((await as(reader, 'GET', '/v2/trainer/withdraws?query=saulo&status=pending')).json().map((w: { id: number }) => w.id)).toEqual([w2.id]);
    expect((await as(reader, 'GET', '/v2/trainer/withdraws?query=saulo&end_date=2000-01-01')).json()).toEqual([]);
    expect(fieldOf(await as(reader, 'GET', '/v2/trainer/withdraws?order=-nope'))).toBe('order');
    expect((await as(reader, 'GET', '/v2/trainer/reports/withdraws?query=saulo')).statusCode).toBe(403);
    const csv = await as(admin, 'GET', '/v2/trainer/reports/withdraws?query=saulo');
    expect(csv.headers['content-disposition']).toContain('withdraws.csv');
    const rows = parseCsv(csv.body);
    expect(rows[0]).toContain('Valor pago');
    expect(rows.slice(1).map((r) => r[6])).toEqual(['Aprovado', 'Pendente']);
    expect((await as(nobody, 'GET', '/v2/trainer/reports/withdraws')).statusCode).toBe(403);
  });
});

describe('balance history paging', () => {
  it('pages 25 entries newest first and oldest first without overlap (seek by entry number)', async () => {
    const f = await insertTrainer(db());
    for (let i = 1; i <= 25; i++) await addCredit(db(), f.trainer.id, i, '2020-01-01');
    const url = `/v2/trainer/users/${f.trainer.id}/bank_account/balance_history?per_page=10`;
    const amounts = async (q: string) => (await as(reader, 'GET', `${url}${q}`)).json().map((e: { amount: number }) => e.amount);
    expect(await amounts('&current_page=0')).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(await amounts('&current_page=2')).toEqual([5, 4, 3, 2, 1]);
    expect(await amounts('&current_page=1&order=id')).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(await amounts('&current_page=3')).toEqual([]);
    expect(fieldOf(await as(reader, 'GET', `${url}&order=-amount`))).toBe('order');
  });
});

describe('justifications', () => {
  it('lists and creates (description required), closes; 403/404/422', async () => {
    const f = await insertTrainer(db());
    const url = `/v2/trainer/users/${f.trainer.id}/justifications`;
    expect((await as(reader, 'POST', url, { description: 'Aula cancelada por chuva.' })).statusCode).toBe(403);
    expect(fieldOf(await as(editor, 'POST', url, { description: '' }))).toBe('description');
    const made = await as(editor, 'POST', url, { description: 'Aula cancelada por chuva.' });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ description: 'Aula cancelada por chuva.', status: 'open' });
    const list = await as(reader, 'GET', url);
    expect(list.headers[ITEMS_COUNT_HEADER]).toBe('1');
    expect((await as(editor, 'PATCH', `${url}/${made.json().id}/status`, { status: 'closed' })).statusCode).toBe(200);
    expect((await as(reader, 'GET', url)).json()[0].status).toBe('closed');
    expect((await as(editor, 'POST', '/v2/trainer/users/999999/justifications', { description: 'Texto válido' })).statusCode).toBe(404);
  });
});
