import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventResult } from '@backoffice/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { importJobLines, importJobs, results, subscriptions } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { createEventFixture, type EventFixture } from '../../test/fixtures/subscriptions.ts';
import { RESULTS_BATCH, runResultsImport } from './imports.service.ts';
import { makeXlsx, putUpload } from '../../test/fixtures/import-files.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-test-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'events']]);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const chestOf = async (id: number) => (await ctx.database.db.select({ c: subscriptions.chestNumber }).from(subscriptions).where(eq(subscriptions.id, id)))[0]!.c;
const countImports = async () => (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from import_jobs`))[0]!.n;
const resultsOf = async (eventId: number) => ctx.database.db.select().from(results).where(eq(results.eventId, eventId));

/** `n` extra subscriptions for the event with chest numbers from `firstChest` (bulk, for the long-file tests). */
async function bulkSubscriptions(fx: EventFixture, n: number, firstChest: number) {
  await ctx.database.db.execute(sql`
    with c as (
      insert into customers (name, email, cpf, gender)
      select 'Atleta em massa ' || g, 'massa' || ${fx.eventId} || '-' || g || '@teste.local', lpad((${fx.eventId} * 100000 + g)::text, 11, '9'), g % 2
      from generate_series(1, ${n}) g
      returning id, email
    )
    insert into subscriptions (event_id, event_modality_id, customer_id, status, chest_number)
    select ${fx.eventId}, ${fx.modalityIds[0]!}, c.id, 'approved', ${firstChest} - 1 + split_part(split_part(c.email, '-', 2), '@', 1)::int from c`);
}

describe('POST /v1/events/{id}/subscriptions/import_athlete_number_file', () => {
  let fx: EventFixture;
  beforeAll(async () => {
    fx = await createEventFixture(ctx.database.db, 6);
    await ctx.database.db.update(subscriptions).set({ chestNumber: 500 }).where(eq(subscriptions.id, fx.subscriptionIds[0]!));
    await ctx.database.db.update(subscriptions).set({ chestNumber: 501 }).where(eq(subscriptions.id, fx.subscriptionIds[1]!));
  });
  const url = () => `/v1/events/${fx.eventId}/subscriptions/import_athlete_number_file`;

  it('applies every number of a valid file (by subscription or CPF, swaps included) as a job', async () => {
    const [a, b, c] = fx.subscriptionIds;
    const file = `inscricao;cpf;numero_peito\r\n${a};;501\r\n${b};;500\r\n;${fx.customers[2]!.cpf};777\r\n`;
    const res = await as(admin.access_token, 'POST', url(), { eid: fx.eventId, athlete_number_file_url: putUpload(dataDir, file), file_name: 'numeros.csv' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'athlete_numbers', status: 'scheduled' });
    await ctx.app.jobs.idle(20_000);
    const status = (await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/imports/${res.json().id}`)).json();
    expect(status).toMatchObject({ status: 'completed', total_lines: 3, succeeded_lines: 3, failed_lines: 0, rejected: [] });
    expect([await chestOf(a!), await chestOf(b!), await chestOf(c!)]).toEqual([501, 500, 777]);
  });

  it('checks every line and applies nothing when any is wrong, with the reason per line', async () => {
    const before = await Promise.all(fx.subscriptionIds.map(chestOf));
    const [, , , d, e] = fx.subscriptionIds;
    const file = [
      'inscricao,cpf,numero_peito',
      `${d},,900`, // fine on its own
      '999999,,901', // unknown subscription
      ',00000000000,902', // unknown CPF
      `${e},,900`, // number repeated in the file
      `${fx.subscriptionIds[5]},,500`, // held by another subscription of the event
      `${fx.subscriptionIds[5]},,abc`, // bad format
    ].join('\n');
    const res = await as(admin.access_token, 'POST', url(), { athlete_number_file_url: putUpload(dataDir, file) });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const status = (await as(reader.access_token, 'GET', `/v1/events/${fx.eventId}/imports/${res.json().id}`)).json();
    expect(status.status).toBe('failed');
    expect(status.error).toContain('nenhum número foi alterado');
    expect(status.rejected.map((l: { line_number: number }) => l.line_number)).toEqual([2, 3, 4, 5, 6]);
    expect(status.rejected.map((l: { message: string }) => l.message)).toEqual([
      'Inscrição 999999 não encontrada neste evento.',
      // the reader may not unmask: the CPF of the file is masked in the reason and in the line's text
      'Nenhuma inscrição neste evento com o CPF ***.000.000-**.',
      'Número de peito repetido no arquivo (linha 1).',
      expect.stringContaining('já pertence à inscrição'),
      'Número de peito ausente ou inválido.',
    ]);
    expect(status.rejected[1].raw).toBe(';***.000.000-**;902');
    const full = (await as(admin.access_token, 'GET', `/v1/events/${fx.eventId}/imports/${res.json().id}`)).json();
    expect([full.rejected[1].message, full.rejected[1].raw]).toEqual(['Nenhuma inscrição neste evento com o CPF 00000000000.', ';00000000000;902']);
    expect(await Promise.all(fx.subscriptionIds.map(chestOf))).toEqual(before);
  });

  it('refuses malformed files at once with a clear message and creates nothing', async () => {
    const imports = await countImports();
    const cases: [Buffer | string, RegExp][] = [
      [Buffer.from('inscricao;numero_peito\nJos\xe9;1\n', 'latin1'), /UTF-8/],
      ['inscricao|numero_peito\n1|2\n', /Separador não reconhecido/],
      ['nome;peito\nAna;1\n', /Colunas obrigatórias ausentes: inscricao ou cpf/],
      [Buffer.alloc(10 * 1024 * 1024, 7), /binário/],
      [Buffer.from(Array.from({ length: 10 * 1024 * 1024 }, (_, i) => 97 + (i % 26))), /Separador/],
    ];
    for (const [content, message] of cases) {
      const res = await as(admin.access_token, 'POST', url(), { athlete_number_file_url: putUpload(dataDir, content) });
      expect(res.statusCode, String(message)).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: 'athlete_number_file_url', message: expect.stringMatching(message) });
    }
    expect(await countImports()).toBe(imports);
  });

  it('answers 403, 404 and 422 (mismatched eid, a file outside the upload storage, unknown fields)', async () => {
    const file = putUpload(dataDir, 'inscricao;numero_peito\n1;1\n');
    expect((await as(reader.access_token, 'POST', url(), { athlete_number_file_url: file })).statusCode).toBe(403);
    expect((await as(admin.access_token, 'POST', '/v1/events/999999/subscriptions/import_athlete_number_file', { athlete_number_file_url: file })).statusCode).toBe(404);
    expect((await as(admin.access_token, 'POST', url(), { eid: fx.eventId + 1, athlete_number_file_url: file })).json().errors[0].field).toBe('eid');
    const outside = await as(admin.access_token, 'POST', url(), { athlete_number_file_url: 'http://169.254.169.254/latest/meta-data' });
    expect(outside.statusCode).toBe(422);
    expect((await as(admin.access_token, 'POST', url(), { athlete_number_file_url: file, extra: 1 })).statusCode).toBe(422);
    expect((await as(admin.access_token, 'GET', `/v1/events/${fx.eventId}/imports/999999`)).statusCode).toBe(404);
  });
});

describe('results import', () => {
  let fx: EventFixture;
  beforeAll(async () => {
    fx = await createEventFixture(ctx.database.db, 1);
    await bulkSubscriptions(fx, 1200, 1);
  });
  const base = () => `/v1/events/${fx.eventId}`;
  const resultsFile = (lines: number, opts: { bad?: number[] } = {}) =>
    [
      'Número de peito;Tempo líquido;Tempo bruto;Classificação geral;Classificação sexo;Classificação faixa',
      ...Array.from({ length: lines }, (_, i) => (opts.bad?.includes(i + 1) ? `x${i};00:40:00;00:41:00;;;` : `${i + 1};00:${String(30 + (i % 29)).padStart(2, '0')}:0${i % 10};00:59:00;${i + 1};${Math.ceil((i + 1) / 2)};${(i % 50) + 1}`)),
    ].join('\r\n');

  it('imports a CSV as a job: lines read, applied and rejected with reasons; Resultado enviado', async () => {
    const res = await as(admin.access_token, 'POST', `${base()}/import_results`, { results_file_url: putUpload(dataDir, resultsFile(20, { bad: [3, 7] })), file_name: 'resultados.csv' });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const status = (await as(reader.access_token, 'GET', `${base()}/check_result_status`)).json();
    expect(status.import).toMatchObject({ status: 'completed', total_lines: 20, processed_lines: 20, succeeded_lines: 18, failed_lines: 2 });
    expect(status.import.rejected.map((l: { line_number: number; message: string }) => [l.line_number, l.message])).toEqual([
      [3, 'Número de peito ausente ou inválido.'],
      [7, 'Número de peito ausente ou inválido.'],
    ]);
    expect(status.results_count).toBe(18);
    // The imported results can be seen, not only counted: classification order, search by chest number or name.
    const page = await as(reader.access_token, 'GET', `${base()}/results?per_page=5`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['items-count']).toBe('18');
    const rows = page.json() as EventResult[];
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.overall_position)).toEqual([...rows.map((r) => r.overall_position)].sort((a, b) => (a ?? 1e9) - (b ?? 1e9)));
    expect(rows[0]!.athlete_name).not.toBe('');
    const byChest = (await as(reader.access_token, 'GET', `${base()}/results?query=${rows[1]!.chest_number}`)).json() as EventResult[];
    expect(byChest.map((r) => r.id)).toEqual([rows[1]!.id]);
    const fragment = rows[2]!.athlete_name.split(' ')[0]!.slice(0, 4).toUpperCase();
    const byName = (await as(reader.access_token, 'GET', `${base()}/results?query=${encodeURIComponent(fragment)}`)).json() as EventResult[];
    expect(byName.map((r) => r.id)).toContain(rows[2]!.id);
    expect((await as(reader.access_token, 'GET', '/v1/events/999999/results')).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `${base()}/results?per_page=0`)).statusCode).toBe(422);
    const [first] = (await resultsOf(fx.eventId)).filter((r) => r.overallPosition === 1);
    expect(first).toMatchObject({ chestNumber: 1, netTimeMs: 30 * 60_000, gunTimeMs: 59 * 60_000, genderPosition: 1, categoryPosition: 1 });
  });

  it('imports an XLSX (spreadsheet times as fractions of a day) and replaces the earlier results', async () => {
    const xlsx = makeXlsx([
      ['numero_peito', 'tempo_liquido', 'classificacao_geral'],
      [5, 0.025, 1], // 36 min
      [6, '00:37:00', 2],
    ]);
    const res = await as(admin.access_token, 'POST', `${base()}/import_results`, { results_file_url: putUpload(dataDir, xlsx, 'xlsx'), file_name: 'resultados.xlsx' });
    expect(res.statusCode).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const rows = await resultsOf(fx.eventId);
    expect(rows.map((r) => [r.chestNumber, r.netTimeMs]).sort()).toEqual([
      [5, 36 * 60_000],
      [6, 37 * 60_000],
    ]);
  });

  it('resumes an import interrupted in the middle and ends with exactly the rows of the file', async () => {
    const lines = RESULTS_BATCH * 2 + 150;
    const fileUrl = putUpload(dataDir, resultsFile(lines, { bad: [10] }));
    const [job] = await ctx.database.db.insert(importJobs).values({ kind: 'results', eventId: fx.eventId, status: 'scheduled', fileUrl, fileName: 'longo.csv' }).returning();
    // First run: the "server dies" after the first committed batch.
    const crash = new AbortController();
    await expect(runResultsImport(ctx.app, job!.id, { signal: crash.signal, afterBatch: () => crash.abort(new Error('kill -9')) })).rejects.toThrow('kill -9');
    const [mid] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(mid).toMatchObject({ status: 'processing', processedLines: RESULTS_BATCH, succeededLines: RESULTS_BATCH - 1, failedLines: 1 });
    // Second run (after restart): continues from the checkpoint, through the queue this time.
    const again = await as(admin.access_token, 'POST', `${base()}/reenqueue_import_results`);
    expect(again.statusCode).toBe(200);
    await ctx.app.jobs.idle(30_000);
    const [done] = await ctx.database.db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(done).toMatchObject({ status: 'completed', processedLines: lines, succeededLines: lines - 1, failedLines: 1, attempts: 2 });
    const rows = await resultsOf(fx.eventId);
    expect(rows).toHaveLength(lines - 1);
    expect(new Set(rows.map((r) => r.chestNumber)).size).toBe(lines - 1);
    expect(rows.every((r) => r.importJobId === job!.id)).toBe(true);
    const lineRows = await ctx.database.db.select({ n: importJobLines.lineNumber }).from(importJobLines).where(eq(importJobLines.importJobId, job!.id));
    expect(lineRows).toHaveLength(lines);
    // A run of a completed import changes nothing.
    await runResultsImport(ctx.app, job!.id, { signal: new AbortController().signal });
    expect(await resultsOf(fx.eventId)).toHaveLength(lines - 1);
  });

  it('refuses malformed results files with a clear message and changes nothing', async () => {
    const before = (await resultsOf(fx.eventId)).length;
    const imports = await countImports();
    const cases: [Buffer | string, RegExp][] = [
      ['numero_peito;classificacao\n1;1\n', /Colunas obrigatórias ausentes: tempo_liquido ou tempo_bruto/],
      ['numero_peito tempo_liquido\n1 00:30:00\n', /Separador/],
      [Buffer.from('numero_peito;tempo_liquido\n1;00:30:00\nJos\xe9;1\n', 'latin1'), /UTF-8/],
      [Buffer.from('\xff\xfen\x00u\x00m\x00', 'latin1'), /UTF-16/],
      [Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(10 * 1024 * 1024 - 4, 1)]), /XLSX válida/],
      ['numero_peito;tempo_liquido\n', /nenhuma linha/],
    ];
    for (const [content, message] of cases) {
      const res = await as(admin.access_token, 'POST', `${base()}/import_results`, { results_file_url: putUpload(dataDir, content) });
      expect(res.statusCode, String(message)).toBe(422);
      expect(res.json().errors[0].message).toMatch(message);
    }
    expect((await resultsOf(fx.eventId)).length).toBe(before);
    expect(await countImports()).toBe(imports);
  });

  it('restarts the latest import from the start, and deletes the results', async () => {
    const restart = await as(admin.access_token, 'PATCH', `${base()}/restart_import_results`);
    expect(restart.statusCode).toBe(200);
    expect(restart.json()).toMatchObject({ status: 'scheduled', processed_lines: 0 });
    await ctx.app.jobs.idle(30_000);
    expect((await as(reader.access_token, 'GET', `${base()}/check_result_status`)).json().import.status).toBe('completed');
    const del = await as(admin.access_token, 'DELETE', `${base()}/delete_results`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toContain('Resultados excluídos com sucesso');
    expect(await resultsOf(fx.eventId)).toHaveLength(0);
    // The import's status tells the truth: back to the start, no lines read or applied.
    const afterDelete = (await as(reader.access_token, 'GET', `${base()}/check_result_status`)).json().import;
    expect(afterDelete).toMatchObject({ status: 'not_started', processed_lines: 0, succeeded_lines: 0, failed_lines: 0 });
    expect((await as(admin.access_token, 'POST', `${base()}/reenqueue_import_results`)).statusCode).toBe(200);
    await ctx.app.jobs.idle(30_000);
    expect((await resultsOf(fx.eventId)).length).toBe(RESULTS_BATCH * 2 + 149);
  });

  it('answers 403, 404 and 422 where due', async () => {
    const other = await createEventFixture(ctx.database.db, 0);
    const file = putUpload(dataDir, resultsFile(2));
    expect((await as(reader.access_token, 'POST', `${base()}/import_results`, { results_file_url: file })).statusCode).toBe(403);
    expect((await as(reader.access_token, 'DELETE', `${base()}/delete_results`)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'POST', '/v1/events/999999/import_results', { results_file_url: file })).statusCode).toBe(404);
    expect((await as(admin.access_token, 'GET', '/v1/events/999999/check_result_status')).statusCode).toBe(404);
    expect((await as(admin.access_token, 'PATCH', `/v1/events/${other.eventId}/restart_import_results`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'POST', `/v1/events/${other.eventId}/reenqueue_import_results`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'POST', `${base()}/import_results`, {})).statusCode).toBe(422);
    expect((await as(admin.access_token, 'POST', `${base()}/reenqueue_import_results`)).statusCode).toBe(422); // already completed
    const empty = (await as(admin.access_token, 'GET', `/v1/events/${other.eventId}/check_result_status`)).json();
    expect(empty).toEqual({ import: null, results_count: 0 });
  });
});
