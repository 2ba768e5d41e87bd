import { ITEMS_COUNT_HEADER, NOTIFICATION_MSG, NOTIFICATION_TYPES } from '@backoffice/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs, notifications, reportFiles, reservations, trainers, withdrawRequests } from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { notify } from '../../lib/notify.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent } from '../../test/fixtures/catalogue.ts';
import { registerReportGenerator } from '../reports/report-generators.ts';
import { generateReport } from '../reports/reports.service.ts';
import { notifyImportOutcome } from '../imports/imports.service.ts';

let ctx: TestContext;
let ana: Awaited<ReturnType<typeof actor>>;
let bruno: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  ana = await actor(ctx, [['index', 'notifications'], ['update', 'notifications']]);
  bruno = await actor(ctx, [['index', 'notifications'], ['update', 'notifications']]);
  const db = ctx.database.db;
  await notify(db, { userId: ana.id, type: 'report_ready', title: 'Relatório de pedidos pronto', body: 'O arquivo está disponível.', linkUrl: '/orders-report/list' });
  await notify(db, { userId: null, type: 'system', title: 'Manutenção programada', body: 'Domingo de madrugada.' });
  await notify(db, { userId: bruno.id, type: 'trainer_pending', title: 'Treinador aguardando análise' });
  await notify(db, { userId: ana.id, type: 'import_finished', title: 'Importação concluída' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PATCH' | 'POST';
const as = (token: string, method: Method, url: string) => call(ctx, token, { method, url: `/api${url}` });
const unread = async (token: string) => (await as(token, 'GET', '/v2/notifications/unread_count')).json() as { unread: number; latest_id: number | null };

/** The counters the triggers keep must equal a naive count of the unread rows each user sees. */
async function naiveUnread(userId: number) {
  const [r] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from notifications where read_at is null and (user_id = ${userId} or user_id is null)`);
  return r!.n;
}

describe('GET /v2/notifications', () => {
  it("shows the user's own and every-staff notifications, newest first, with type, search and unread filters", async () => {
    const res = await as(ana.access_token, 'GET', '/v2/notifications');
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(res.json().map((n: { title: string }) => n.title)).toEqual(['Importação concluída', 'Manutenção programada', 'Relatório de pedidos pronto']);
    expect(res.json()[1]).toMatchObject({ broadcast: true, read: false, type: 'system' });
    const byType = await as(ana.access_token, 'GET', '/v2/notifications?type=report_ready');
    expect(byType.json().map((n: { type: string }) => n.type)).toEqual(['report_ready']);
    const search = await as(ana.access_token, 'GET', `/v2/notifications?search=${encodeURIComponent('MANUTENCAO')}`);
    expect(search.json().map((n: { title: string }) => n.title)).toEqual(['Manutenção programada']);
    expect((await as(ana.access_token, 'GET', '/v2/notifications?type=nope')).statusCode).toBe(422);
    const types = await as(ana.access_token, 'GET', '/v2/notifications/types');
    expect(types.json().map((t: { value: string }) => t.value)).toEqual([...NOTIFICATION_TYPES]);
  });

  it('refuses callers without the permission (403)', async () => {
    const nobody = await actor(ctx, [['index', 'banners']]);
    expect((await as(nobody.access_token, 'GET', '/v2/notifications')).statusCode).toBe(403);
    expect((await as(nobody.access_token, 'GET', '/v2/notifications/unread_count')).statusCode).toBe(403);
    const readOnly = await actor(ctx, [['index', 'notifications']]);
    expect((await as(readOnly.access_token, 'POST', '/v2/notifications/read_all')).statusCode).toBe(403);
  });
});

describe('unread count, mark read, mark all read', () => {
  it('counts from the counters, drops when one is marked read, and mark all read empties it', async () => {
    const first = await unread(ana.access_token);
    expect(first.unread).toBe(3);
    expect(first.unread).toBe(await naiveUnread(ana.id));
    expect((await unread(bruno.access_token)).unread).toBe(2);

    const list = (await as(ana.access_token, 'GET', '/v2/notifications?unread=true')).json() as { id: number; title: string }[];
    const report = list.find((n) => n.title === 'Relatório de pedidos pronto')!;
    const read = await as(ana.access_token, 'PATCH', `/v2/notifications/${report.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: report.id, read: true, read_at: expect.any(String) });
    const again = await as(ana.access_token, 'PATCH', `/v2/notifications/${report.id}/read`);
    expect(again.json().read_at).toBe(read.json().read_at);
    expect((await unread(ana.access_token)).unread).toBe(2);

    // Another user's notification is not found for Ana.
    const [brunos] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, bruno.id));
    expect((await as(ana.access_token, 'PATCH', `/v2/notifications/${brunos!.id}/read`)).statusCode).toBe(404);
    const missing = await as(ana.access_token, 'PATCH', '/v2/notifications/999999/read');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(NOTIFICATION_MSG.notFound);

    const all = await as(ana.access_token, 'POST', '/v2/notifications/read_all');
    expect(all.json()).toEqual({ message: NOTIFICATION_MSG.allRead, marked: 2 });
    expect((await unread(ana.access_token)).unread).toBe(0);
    expect(await naiveUnread(ana.id)).toBe(0);
    // The every-staff one was read for everyone (decision 0076); Bruno keeps his own.
    expect((await unread(bruno.access_token)).unread).toBe(1);
    expect(await naiveUnread(bruno.id)).toBe(1);

    const newId = await notify(ctx.database.db, { userId: ana.id, type: 'system', title: 'Nova' });
    expect(await unread(ana.access_token)).toEqual({ unread: 1, latest_id: newId });
    await ctx.database.db.delete(notifications).where(eq(notifications.id, newId));
    expect((await unread(ana.access_token)).unread).toBe(0);
  });
});

describe('notifications written by the app', () => {
  it('tells the requester when a report finishes or fails, and when an import ends (once)', async () => {
    const db = ctx.database.db;
    registerReportGenerator('withdraws', {
      columns: [{ header: 'ID', value: (r: { id: number }) => r.id }],
      fileName: async () => 'saques.csv',
      count: async () => 1,
      batches: async function* () {
        yield [{ id: 1 }];
      },
    });
    registerReportGenerator('activity_occurrences', {
      columns: [{ header: 'ID', value: (r: { id: number }) => r.id }],
      fileName: async () => 'ocorrencias.csv',
      count: async () => 1,
      // eslint-disable-next-line require-yield
      batches: async function* () {
        throw new Error('consulta falhou');
      },
    });
    const [done, failed] = await db
      .insert(reportFiles)
      .values([
        { reportType: 'withdraws', status: 'scheduled', requestedById: bruno.id, params: {} },
        { reportType: 'activity_occurrences', status: 'scheduled', requestedById: bruno.id, params: {} },
      ])
      .returning();
    await generateReport(ctx.app, done!.id, new AbortController().signal);
    await generateReport(ctx.app, failed!.id, new AbortController().signal);
    // Run again: a completed report is left alone and tells nobody twice.
    await generateReport(ctx.app, done!.id, new AbortController().signal);
    const reportNotes = (await db.select().from(notifications).where(eq(notifications.type, 'report_ready'))).filter((n) => n.userId === bruno.id);
    expect(reportNotes.map((n) => [n.title, n.body])).toEqual([
      ['Relatório pronto', 'O arquivo saques.csv está disponível para download.'],
      ['Falha ao gerar o relatório', 'O relatório não pôde ser gerado. Você pode reprocessá-lo na lista de relatórios.'],
    ]);

    const eventId = await insertEvent(ctx);
    const [job] = await db.insert(importJobs).values({ kind: 'results', eventId, status: 'scheduled', createdById: ana.id, fileName: 'resultados.csv' }).returning();
    const finish = () => db.update(importJobs).set({ status: 'failed', error: 'Falha ao ler o arquivo.' }).where(eq(importJobs.id, job!.id)).then(() => undefined);
    await notifyImportOutcome(ctx.app, job!.id, finish);
    await notifyImportOutcome(ctx.app, job!.id, async () => undefined);
    const importNotes = await db.select().from(notifications).where(eq(notifications.type, 'import_finished'));
    const forJob = importNotes.filter((n) => n.linkUrl === `/events/${eventId}/import`);
    expect(forJob).toHaveLength(1);
    expect(forJob[0]).toMatchObject({ userId: ana.id, title: 'Falha na importação de resultados', body: 'Falha ao ler o arquivo.' });
  });
});

describe('waiting work from the consumer app (migration 0035)', () => {
  it('announces pending reservations, trainer sign-ups and withdrawals to every staff member, without names; a bulk load announces nothing', async () => {
    const db = ctx.database.db;
    const eventId = await insertEvent(ctx, 'Meia Maratona das Águas');
    const before = await unread(ana.access_token);
    const [{ last }] = (await queryRows<{ last: number }>(db, sql`select coalesce(max(id), 0)::int as last from notifications`)) as [{ last: number }];
    // One statement with two pending reservations and one already decided, as the consumer app may write them.
    await db.insert(reservations).values([
      { eventId, year: 2026, quantityRequested: 12 },
      { eventId, year: 2026, quantityRequested: 3 },
      { eventId, year: 2026, quantityRequested: 5, status: 'approved', quantityApproved: 5 },
    ]);
    const [trainer] = await db.insert(trainers).values({ name: 'Camila Rocha', email: 'camila.rocha@exemplo.com.br' }).returning({ id: trainers.id });
    await db.insert(trainers).values({ name: 'Davi Nunes', email: 'davi.nunes@exemplo.com.br', status: 'enabled' });
    await db.insert(withdrawRequests).values({ trainerId: trainer!.id, amount: 1234.5 });

    const rows = await db.select().from(notifications).where(sql`${notifications.id} > ${last}`).orderBy(notifications.id);
    expect(rows.map((n) => [n.type, n.userId, n.title, n.body])).toEqual([
      ['reservation_requested', null, 'Nova solicitação de reserva', '12 vaga(s) pedida(s) para Meia Maratona das Águas.'],
      ['reservation_requested', null, 'Nova solicitação de reserva', '3 vaga(s) pedida(s) para Meia Maratona das Águas.'],
      ['trainer_pending', null, 'Treinador aguardando análise', 'Um novo treinador enviou o cadastro.'],
      ['withdraw_requested', null, 'Nova solicitação de saque', 'Um treinador solicitou saque de R$ 1.234,50.'],
    ]);
    expect(rows[2]!.linkUrl).toBe(`/trainer/${trainer!.id}/show`);
    expect(rows[3]!.linkUrl).toBe(`/trainer/${trainer!.id}/finance`);
    for (const n of rows) expect(`${n.title} ${n.body}`).not.toMatch(/Camila|Davi/);
    // Every staff member's bell counts them, from the counters.
    expect((await unread(ana.access_token)).unread).toBe(before.unread + 4);
    expect((await unread(bruno.access_token)).unread).toBe(await naiveUnread(bruno.id));

    const count = async () => (await db.select({ id: notifications.id }).from(notifications)).length;
    const total = await count();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local backoffice.bulk_load = 'on'`);
      await tx.insert(reservations).values({ eventId, year: 2025, quantityRequested: 7 });
      await tx.insert(trainers).values({ name: 'Histórico Importado', email: 'historico@exemplo.com.br' });
    });
    expect(await count()).toBe(total);
  });
});
