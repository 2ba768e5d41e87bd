import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ITEMS_COUNT_HEADER, PARTICIPANTS_MSG, formatCpf, maskCpf, maskEmail } from '@backoffice/contract';
import { eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAccessLog, customers, reportFiles, results, subscriptions } from '../../db/schema/index.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { csvDate } from '../../lib/csv.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { createEventFixture, type EventFixture } from '../../test/fixtures/subscriptions.ts';
import { generateReport, REPORT_GENERATION_MSG, REPORT_QUEUE, requeueOrphanedReports } from './reports.service.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let exporter: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
/** May export and see customers' data in full (decision 0071): its files are access-logged. */
let unmasker: Awaited<ReturnType<typeof actor>>;
let fx: EventFixture;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reports-test-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  admin = await actor(ctx, 'Master');
  exporter = await actor(ctx, [['export', 'events'], ['index', 'events']]);
  reader = await actor(ctx, [['index', 'events']]);
  unmasker = await actor(ctx, [['export', 'events'], ['index', 'events'], ['unmask', 'tf users']]);
  fx = await createEventFixture(ctx.database.db, 7);
  await ctx.database.db.update(customers).set({ phone: '11987654321' }).where(eq(customers.id, fx.customers[0]!.id));
  await ctx.database.db.update(subscriptions).set({ chestNumber: 101 }).where(eq(subscriptions.id, fx.subscriptionIds[0]!));
  await ctx.database.db.insert(results).values({ eventId: fx.eventId, subscriptionId: fx.subscriptionIds[0]!, chestNumber: 101, netTimeMs: 3_723_000, gunTimeMs: 3_730_000, overallPosition: 1 });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (token: string | null, method: 'GET' | 'POST', url: string) => call(ctx, token, { method, url: `/api${url}` });

/** Reads the access-log rows written from now on (decision 0087). */
async function accessMark() {
  const [row] = await ctx.database.db.select({ id: max(customerAccessLog.id) }).from(customerAccessLog);
  const since = row?.id ?? 0;
  return () => ctx.database.db.select().from(customerAccessLog).where(gt(customerAccessLog.id, since)).orderBy(customerAccessLog.id);
}

/** The first athlete's line of a subscriptions file: its CPF, e-mail and phone cells. */
function firstAthlete(body: string) {
  const [header, ...rows] = parseCsv(body);
  const row = rows.find((r) => Number(r[0]) === fx.subscriptionIds[0])!;
  const cell = (name: string) => (header!.includes(name) ? row[header!.indexOf(name)] : undefined);
  return { cpf: cell('CPF'), email: cell('E-mail'), phone: cell('Telefone'), birth: cell('Data de nascimento') };
}

async function download(token: string, reportId: number) {
  const link = await as(token, 'GET', `/v1/reports/${reportId}/url`);
  expect(link.statusCode).toBe(200);
  const url = link.json().report_file_url as string;
  expect(url).toMatch(/^\/api\/v1\/reports\/[0-9a-f-]{36}\/file\?expires=\d+&signature=[0-9a-f]{64}$/);
  // the link does not carry the sequential id (issue 12 §3)
  expect(url).not.toContain(`/reports/${reportId}/`);
  return ctx.app.inject({ method: 'GET', url });
}

describe('asynchronous event reports', () => {
  it('requests a subscriptions report, runs it as a job and serves the CSV by a signed link', async () => {
    const res = await as(exporter.access_token, 'POST', `/v1/report/events/${fx.eventId}/subscriptions`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ report_type: 'subscriptions', status: 'scheduled', progress: 0, event_id: fx.eventId });
    await ctx.app.jobs.idle(20_000);
    // a profile that may only read events sees neither the list nor a link to the participants' CSV (issue 12 §2)
    expect((await as(reader.access_token, 'GET', '/v1/report/reports?report_type=subscriptions')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'GET', `/v1/reports/${res.json().id}/url`)).statusCode).toBe(403);
    const list = await as(exporter.access_token, 'GET', '/v1/report/reports?report_type=subscriptions');
    expect(list.headers[ITEMS_COUNT_HEADER]).toBe('1');
    expect(list.json()[0]).toMatchObject({ status: 'completed', progress: 100, rows: 7, file_name: expect.stringMatching(/^inscricoes-.*\.csv$/), file_available: true, period: null });
    const file = await download(exporter.access_token, res.json().id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('inscricoes-');
    const text = file.body;
    expect(text.startsWith('\uFEFFInscrição;Status;Nome;CPF')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(8);
    expect(text).toContain(';100,00;');
  });

  it('requests the results report (event_results) in position order with formatted times', async () => {
    const res = await as(exporter.access_token, 'POST', `/v1/report/events/${fx.eventId}/event_results`);
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const file = await download(exporter.access_token, res.json().id);
    const lines = file.body.split('\r\n');
    expect(lines[0]).toContain('Classificação geral;Número de peito;Nome');
    expect(lines[1]).toMatch(/^1;101;.*;01:02:03;01:02:10;/);
  });

  it('says the report is not ready before it completes, and refuses forged or expired links', async () => {
    const [row] = await ctx.database.db.insert(reportFiles).values({ reportType: 'subscriptions', eventId: fx.eventId, status: 'processing' }).returning();
    const early = await as(exporter.access_token, 'GET', `/v1/reports/${row!.id}/url`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors[0].message).toBe(PARTICIPANTS_MSG.reportNotReady);
    const forged = await ctx.app.inject({ method: 'GET', url: `/api/v1/reports/${row!.downloadKey}/file?expires=${Math.floor(Date.now() / 1000) + 60}&signature=${'a'.repeat(64)}` });
    expect(forged.statusCode).toBe(404);
  });

  it('lists a completed report whose file is gone as not available, and its link as not ready', async () => {
    const [row] = await ctx.database.db
      .insert(reportFiles)
      .values({ reportType: 'subscriptions', eventId: fx.eventId, status: 'completed', progress: 100, fileName: 'inscricoes-antigo.csv', fileUrl: '/reports/nao-existe/inscricoes-antigo.csv' })
      .returning();
    const list = await as(exporter.access_token, 'GET', `/v1/report/reports?report_type=subscriptions&per_page=200`);
    const listed = (list.json() as { id: number; status: string; file_available: boolean }[]).find((r) => r.id === row!.id);
    expect(listed).toMatchObject({ status: 'completed', file_available: false });
    const link = await as(exporter.access_token, 'GET', `/v1/reports/${row!.id}/url`);
    expect(link.statusCode).toBe(422);
    expect(link.json().errors[0].message).toBe(PARTICIPANTS_MSG.reportNotReady);
  });

  it('re-enqueues a failed report, which then completes; refuses one already queued', async () => {
    const [row] = await ctx.database.db.insert(reportFiles).values({ reportType: 'subscriptions', eventId: fx.eventId, status: 'failed', error: 'x' }).returning();
    const res = await as(exporter.access_token, 'POST', `/v1/report/reports/${row!.id}/reenqueue`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('scheduled');
    const again = await as(exporter.access_token, 'POST', `/v1/report/reports/${row!.id}/reenqueue`);
    expect([200, 422]).toContain(again.statusCode);
    await ctx.app.jobs.idle(20_000);
    const [done] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, row!.id));
    expect(done!.status).toBe('completed');
    // Really queued (a job waits for it): refused.
    const [queued] = await ctx.database.db.insert(reportFiles).values({ reportType: 'subscriptions', eventId: fx.eventId, status: 'scheduled' }).returning();
    const jobId = await ctx.app.jobs.boss.send(REPORT_QUEUE, { reportId: queued!.id }, { startAfter: 3600 });
    expect((await as(exporter.access_token, 'POST', `/v1/report/reports/${queued!.id}/reenqueue`)).statusCode).toBe(422);
    await ctx.app.jobs.boss.cancel(REPORT_QUEUE, jobId!);
    // Marked queued but with no job behind it (issue 11 §5): it can be re-enqueued, and then it runs.
    const retried = await as(exporter.access_token, 'POST', `/v1/report/reports/${queued!.id}/reenqueue`);
    expect(retried.statusCode).toBe(200);
    await ctx.app.jobs.idle(20_000);
    const [ran] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, queued!.id));
    expect(ran!.status).toBe('completed');
  });

  it('hands reports left queued or running with no job back to the queue, once, so nothing stays queued forever', async () => {
    // Left behind a minute ago (a crash, a seed): nothing has touched them since.
    const aMinuteAgo = new Date(Date.now() - 60_000);
    const [stuck] = await ctx.database.db.insert(reportFiles).values({ reportType: 'subscriptions', eventId: fx.eventId, status: 'processing', progress: 40, updatedAt: aMinuteAgo }).returning();
    const [noGenerator] = await ctx.database.db.insert(reportFiles).values({ reportType: 'withdraws', status: 'scheduled', updatedAt: aMinuteAgo }).returning();
    // Params its generator cannot read (a sales CSV without its tab and year, as an old demo seed wrote).
    const [badParams] = await ctx.database.db.insert(reportFiles).values({ reportType: 'sales', status: 'processing', params: {}, updatedAt: aMinuteAgo }).returning();
    await ctx.database.db.update(reportFiles).set({ updatedAt: aMinuteAgo }).where(inArray(reportFiles.status, ['scheduled', 'processing']));
    const orphans = await ctx.database.db.select({ id: reportFiles.id }).from(reportFiles).where(inArray(reportFiles.status, ['scheduled', 'processing']));
    expect(orphans.length).toBeGreaterThanOrEqual(2);
    // Two processes starting together: each orphan is sent once.
    const [first, second] = await Promise.all([requeueOrphanedReports(ctx.app), requeueOrphanedReports(ctx.app)]);
    expect(first! + second!).toBe(orphans.length);
    await ctx.app.jobs.idle(20_000);
    const rows = await ctx.database.db.select().from(reportFiles).where(inArray(reportFiles.id, [stuck!.id, noGenerator!.id, badParams!.id]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(stuck!.id)).toMatchObject({ status: 'completed', progress: 100, attempts: 1 });
    // A type this server cannot generate ends failed with the reason, not queued forever.
    expect(byId.get(noGenerator!.id)).toMatchObject({ status: 'failed', error: REPORT_GENERATION_MSG.noGenerator });
    expect(byId.get(badParams!.id)).toMatchObject({ status: 'failed', error: 'Parâmetros do relatório inválidos. Solicite o relatório novamente.' });
  });

  it('runs a report asked for twice at once only once, and a new one once the first has ended', async () => {
    const url = `/v1/report/events/${fx.eventId}/event_results`;
    // the worker is off while both are answered: on a loaded machine the first could otherwise end before the second
    // is looked at, and a report that has ended is rightly asked again
    await ctx.app.jobs.boss.offWork(REPORT_QUEUE);
    const [first, second] = await Promise.all([as(exporter.access_token, 'POST', url), as(exporter.access_token, 'POST', url)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    await ctx.app.jobs.define<{ reportId: number }>(REPORT_QUEUE, (data, { signal }) => generateReport(ctx.app, data.reportId, signal));
    await ctx.app.jobs.idle(20_000);
    const third = await as(exporter.access_token, 'POST', url);
    expect(third.json().id).not.toBe(first.json().id);
    await ctx.app.jobs.idle(20_000);
  });

  it('answers 403, 404 and 422 where due', async () => {
    expect((await as(reader.access_token, 'POST', `/v1/report/events/${fx.eventId}/subscriptions`)).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', `/v1/report/reports/999999/reenqueue`)).statusCode).toBe(404);
    const nobody = await actor(ctx, [['index', 'users']]);
    expect((await as(nobody.access_token, 'GET', '/v1/report/reports?report_type=subscriptions')).statusCode).toBe(403);
    expect((await as(exporter.access_token, 'POST', '/v1/report/events/999999/subscriptions')).statusCode).toBe(404);
    expect((await as(exporter.access_token, 'POST', `/v1/report/events/${fx.eventId}/weather`)).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/report/reports')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/reports/999999/url')).statusCode).toBe(404);
    // the trainers' report files (withdraws, activity occurrences) carry what their CSVs need: export, not index
    const trainerReader = await actor(ctx, [['index', 'trainer']]);
    const trainerExporter = await actor(ctx, [['index', 'trainer'], ['export', 'trainer']]);
    for (const type of ['withdraws', 'activity_occurrences'] as const) {
      expect((await as(trainerReader.access_token, 'GET', `/v1/report/reports?report_type=${type}`)).statusCode, type).toBe(403);
      expect((await as(trainerExporter.access_token, 'GET', `/v1/report/reports?report_type=${type}`)).statusCode, type).toBe(200);
    }
  });
});

describe('the subscriptions report and its masking (decisions 0071, 0086)', () => {
  it('fixes masked in the params when requested: masked file without unmask and no entry; in full with one export entry', async () => {
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.id, fx.customers[0]!.id));
    const written = await accessMark();
    const maskedReq = await as(exporter.access_token, 'POST', `/v1/report/events/${fx.eventId}/subscriptions`);
    expect(maskedReq.statusCode).toBe(201);
    expect(await written()).toEqual([]);
    await ctx.app.jobs.idle(20_000);
    const [maskedRow] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, maskedReq.json().id));
    expect(maskedRow!.params).toMatchObject({ masked: true });
    const maskedFile = (await download(exporter.access_token, maskedReq.json().id)).body;
    expect(firstAthlete(maskedFile)).toEqual({ cpf: maskCpf(c!.cpf), email: maskEmail(c!.email), phone: '(11) *****-4321', birth: `**/**/${c!.birthDate!.slice(0, 4)}` });
    expect(maskedFile).not.toContain(formatCpf(c!.cpf!));
    expect(maskedFile).not.toContain(csvDate(c!.birthDate));
    expect(maskedFile).not.toContain(c!.email);

    const fullReq = await as(unmasker.access_token, 'POST', `/v1/report/events/${fx.eventId}/subscriptions`);
    expect(fullReq.statusCode).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const [fullRow] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, fullReq.json().id));
    expect(fullRow!.params).toMatchObject({ masked: false });
    const fullFile = (await download(unmasker.access_token, fullReq.json().id)).body;
    expect(firstAthlete(fullFile)).toEqual({ cpf: formatCpf(c!.cpf!), email: c!.email, phone: expect.stringContaining('98765-4321'), birth: csvDate(c!.birthDate) });
    const entries = await written();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ customerId: null, userId: unmasker.id, kind: 'export', fields: ['name', 'cpf', 'email', 'phone', 'birth_date'] });
    expect(entries[0]!.details).toMatchObject({ area: 'event subscriptions report', event_id: fx.eventId, report_id: fullReq.json().id, masked: false });
  });

  it('writes a report requested before masking existed (no flag) masked, whoever re-enqueues it', async () => {
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.id, fx.customers[0]!.id));
    const [old] = await ctx.database.db.insert(reportFiles).values({ reportType: 'subscriptions', eventId: fx.eventId, status: 'failed', params: {}, error: 'x' }).returning();
    expect((await as(unmasker.access_token, 'POST', `/v1/report/reports/${old!.id}/reenqueue`)).statusCode).toBe(200);
    await ctx.app.jobs.idle(20_000);
    expect(firstAthlete((await download(unmasker.access_token, old!.id)).body).cpf).toBe(maskCpf(c!.cpf));
  });

  it('masks the list CSV (with and without a search) without unmask and logs nothing; in full, one export entry each', async () => {
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.id, fx.customers[0]!.id));
    const plain = `/v1/report/events/${fx.eventId}/subscriptions?status=approved`;
    const searched = `/v1/report/events/${fx.eventId}/subscriptions?query=${c!.cpf}`;
    const written = await accessMark();
    const masked = await as(exporter.access_token, 'GET', plain);
    expect(firstAthlete(masked.body)).toEqual({ cpf: maskCpf(c!.cpf), email: maskEmail(c!.email), phone: '(11) *****-4321', birth: `**/**/${c!.birthDate!.slice(0, 4)}` });
    const maskedSearch = await as(exporter.access_token, 'GET', searched);
    expect(firstAthlete(maskedSearch.body)).toEqual({ cpf: maskCpf(c!.cpf), email: maskEmail(c!.email), phone: undefined, birth: undefined });
    for (const body of [masked.body, maskedSearch.body]) {
      expect(body).not.toContain(formatCpf(c!.cpf!));
      expect(body).not.toContain(c!.email);
    }
    expect(await written()).toEqual([]);

    const full = await as(unmasker.access_token, 'GET', plain);
    expect(firstAthlete(full.body)).toMatchObject({ cpf: formatCpf(c!.cpf!), email: c!.email, birth: csvDate(c!.birthDate) });
    const fullSearch = await as(unmasker.access_token, 'GET', searched);
    expect(firstAthlete(fullSearch.body)).toMatchObject({ cpf: formatCpf(c!.cpf!), email: c!.email });
    const entries = await written();
    expect(entries.map((e) => [e.customerId, e.userId, e.kind, e.fields])).toEqual([
      [null, unmasker.id, 'export', ['name', 'cpf', 'email', 'phone', 'birth_date']],
      [null, unmasker.id, 'export', ['name', 'cpf', 'email']],
    ]);
    expect(entries[0]!.details).toEqual({ area: 'event subscriptions', event_id: fx.eventId, status: 'approved' });
    expect(entries[1]!.details).toEqual({ area: 'event subscriptions', event_id: fx.eventId, query: c!.cpf });
  });
});

describe('GET /v1/report/events/{id}/subscriptions (CSV of the list)', () => {
  it('streams the project CSV with the list filters', async () => {
    const res = await as(exporter.access_token, 'GET', `/v1/report/events/${fx.eventId}/subscriptions?status=cancelled`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(2); // header + 1 cancelled (i = 4)
    const searched = await as(exporter.access_token, 'GET', `/v1/report/events/${fx.eventId}/subscriptions?query=${fx.customers[0]!.cpf}`);
    expect(searched.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect((await as(reader.access_token, 'GET', `/v1/report/events/${fx.eventId}/subscriptions`)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'GET', `/v1/report/events/${fx.eventId}/subscriptions?status=x`)).statusCode).toBe(422);
  });
});
