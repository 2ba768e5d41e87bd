import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BEACH_TENNIS_COLUMN_DOCS, maskCpf, type BeachTennisDryRun, type Tournament } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, importJobs, tournamentSubscriptions } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { makeXlsx, putUpload } from '../../test/fixtures/import-files.ts';
import { PROGRESS_LINES, runBeachTennisImport } from './beach-tennis.service.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beach-tennis-test-'));
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let checker: Awaited<ReturnType<typeof actor>>;
let t: Tournament;

const HEADER = BEACH_TENNIS_COLUMN_DOCS.map((c) => c.column);
// valid CPFs (check digits right)
const CPF = ['52998224725', '11144477735', '39053344705', '15350946056', '86288366757', '45317828791', '71428793860', '04183523052'];

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  admin = await actor(ctx, 'Master');
  checker = await actor(ctx, [['index', 'beach tennis']]);
  await ctx.database.db.insert(customers).values({ name: 'Cliente Antigo', cpf: CPF[0]!, email: 'antigo@t.local' });
  const res = await call(ctx, admin.access_token, {
    method: 'POST',
    url: '/api/v2/competition/tournaments',
    payload: {
      name: 'Open de importação',
      price: 100,
      categories: [
        { key: 'a', name: 'Masculino A' },
        { key: 'b', name: 'Feminino B' },
      ],
      modalities: [{ key: 'd', name: 'Duplas' }],
      slots: [
        { category_key: 'a', modality_key: 'd', quantity: 2 },
        { category_key: 'b', modality_key: 'd', quantity: 5 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  t = res.json();
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const csv = (rows: string[][]) => [HEADER, ...rows].map((r) => r.join(';')).join('\n') + '\n';
const line = (cat: string, a: number, p: number | null, status = '') => [
  cat,
  'duplas',
  `Atleta ${a}`,
  CPF[a]!,
  `atleta${a}@t.local`,
  '10/05/1990',
  'M',
  p === null ? '' : `Atleta ${p}`,
  p === null ? '' : CPF[p]!,
  p === null ? '' : `atleta${p}@t.local`,
  '',
  '',
  status,
];
const post = (url: string, payload: object, token = admin.access_token) => call(ctx, token, { method: 'POST', url: `/api/v2/competition/tournaments/${t.id}/beach_tennis${url}`, payload });

describe('beach-tennis import', () => {
  it('dry run: shows line by line what is created and what is wrong; nothing is written', async () => {
    const file = csv([
      line('Masculino A', 0, 1),
      line('Masculino A', 2, 3, 'pendente'),
      line('Masculino A', 4, 5), // slot full (2 places)
      line('Sub-12', 4, 5), // unknown category
      ['Feminino B', 'Duplas', 'Sem CPF', '123.456.789-00', 'x@t.local', '', '', '', '', '', '', '', ''], // invalid CPF
      line('Feminino B', 6, 7),
      line('Feminino B', 7, 6), // duplicate pair
      line('Feminino B', 6, 4), // a person twice in one slot
      ['Sub-12', 'Trios', 'X', '', '', '31/02/1990', 'Z', '', '', '', '', '', 'talvez'], // every problem of the line at once
    ]);
    const res = await post('/dry_run', { file_url: putUpload(dataDir, file), file_name: 'inscritos.csv' }, checker.access_token);
    expect(res.statusCode, res.body).toBe(200);
    const run: BeachTennisDryRun = res.json();
    expect(run).toMatchObject({ total: 9, valid: 3, invalid: 6, new_customers: 5 });
    const byLine = new Map(run.lines.map((l) => [l.line, l]));
    expect(byLine.get(1)).toMatchObject({ ok: true, creates: ['Novo cliente: Atleta 1'] });
    expect(byLine.get(2)).toMatchObject({ ok: true, status: 'pending' });
    expect(byLine.get(3)!.message).toBe('Vaga esgotada: Masculino A × Duplas (2 lugares).');
    expect(byLine.get(4)!.message).toBe('Categoria desconhecida: Sub-12.');
    expect(byLine.get(5)!.message).toBe('CPF inválido do atleta: 123.456.789-00.');
    expect(byLine.get(7)!.message).toBe('Dupla repetida no arquivo (linha 6).');
    expect(byLine.get(8)!.message).toBe('Atleta 6 aparece duas vezes em Feminino B × Duplas (linha 6).');
    expect(byLine.get(9)!.message).toBe(
      'Categoria desconhecida: Sub-12. Modalidade desconhecida: Trios. Status inválido: talvez (use aprovada ou pendente). Informe o nome do atleta. ' +
        'Informe o CPF do atleta. Data de nascimento inválida do atleta (use DD/MM/AAAA). Sexo inválido do atleta (use M ou F).',
    );
    expect(run.lines[0]!.ok).toBe(false); // problems first
    expect(run.slots).toEqual(expect.arrayContaining([{ category: 'Masculino A', modality: 'Duplas', entries: 2, remaining_after: 0 }]));
    expect(await ctx.database.db.select().from(tournamentSubscriptions).where(eq(tournamentSubscriptions.tournamentId, t.id))).toEqual([]);
  });

  it('import with a bad line fails as a whole: no entry, no customer created', async () => {
    const file = csv([line('Masculino A', 1, 2), line('Sub-12', 3, 4)]);
    const res = await post('/import', { file_url: putUpload(dataDir, file), file_name: 'ruim.csv' });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const jobs = (await call(ctx, checker.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${t.id}/beach_tennis/imports` })).json();
    expect(jobs[0]).toMatchObject({ kind: 'beach_tennis', status: 'failed', failed_lines: 1, succeeded_lines: 0, error: '1 linha com erro: nenhuma inscrição foi criada.' });
    expect(jobs[0].rejected).toEqual([expect.objectContaining({ line_number: 2, message: 'Categoria desconhecida: Sub-12.' })]);
    expect(await ctx.database.db.select().from(tournamentSubscriptions).where(eq(tournamentSubscriptions.tournamentId, t.id))).toEqual([]);
    expect(await ctx.database.db.select().from(customers).where(eq(customers.cpf, CPF[2]!))).toEqual([]);
    // the refused line is the spreadsheet's text: its CPFs and e-mails masked for a profile without 'unmask'
    const raw = jobs[0].rejected[0].raw as string;
    expect(raw).toBe(['Sub-12', 'duplas', 'Atleta 3', maskCpf(CPF[3]!), 'at***@t.local', '10/05/1990', 'M', 'Atleta 4', maskCpf(CPF[4]!), 'at***@t.local', '', '', ''].join(';'));
    expect(raw).toBe('Sub-12;duplas;Atleta 3;***.509.460-**;at***@t.local;10/05/1990;M;Atleta 4;***.883.667-**;at***@t.local;;;');
    const full = (await call(ctx, admin.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${t.id}/beach_tennis/imports` })).json();
    expect(full[0].rejected[0].raw).toBe(line('Sub-12', 3, 4).join(';'));
  });

  it('a refused line masks each CPF, e-mail and phone in its text, with or without punctuation, and keeps the rest', async () => {
    const { maskContactsInText } = await import('../customers/lgpd.ts');
    expect(maskContactsInText('Ana;529.982.247-25;ana.souza@x.com.br;(11) 98765-4321;42;01:02:03')).toBe('Ana;***.982.247-**;an***@x.com.br;(11) *****-4321;42;01:02:03');
    expect(maskContactsInText('52998224725;+55 11 3456-7890;CNPJ 11222333000181')).toBe('***.982.247-**;(55) ******-7890;CNPJ 11222333000181');
    expect(maskContactsInText('CPF inválido do atleta: 123.456.789-00.')).toBe('CPF inválido do atleta: ***.456.789-**.');
  });

  it('imports a valid XLSX all at once: entries per slot, existing customers reused, slot counts agree', async () => {
    const xlsx = makeXlsx([HEADER, line('Masculino A', 0, 1), line('Feminino B', 2, 3, 'pendente'), line('Feminino B', 4, null)]);
    const res = await post('/import', { file_url: putUpload(dataDir, xlsx, 'xlsx'), file_name: 'inscritos.xlsx' });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.app.jobs.idle(20_000);
    const jobs = (await call(ctx, checker.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${t.id}/beach_tennis/imports` })).json();
    expect(jobs[0]).toMatchObject({ status: 'completed', succeeded_lines: 3, failed_lines: 0, total_lines: 3 });
    const shown = (await call(ctx, admin.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${t.id}` })).json() as Tournament;
    expect(shown.slots.map((s) => [s.category_name, s.quantity_approved, s.quantity_pending, s.quantity_remaining])).toEqual([
      ['Masculino A', 1, 0, 1],
      ['Feminino B', 1, 1, 3],
    ]);
    // audited: the job's creation by whoever sent the file, and the entries it brought on the tournament's history
    const [created] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'import_jobs'), eq(auditLog.entityId, String(jobs[0].id))));
    expect(created).toMatchObject({ action: 'created', actorId: admin.id, changes: { kind: { before: null, after: 'beach_tennis' }, file_name: { before: null, after: 'inscritos.xlsx' } } });
    const onTournament = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'tournaments'), eq(auditLog.entityId, String(t.id))));
    expect(onTournament.at(-1)).toMatchObject({ action: 'updated', actorId: admin.id, changes: { imported_entries: { before: null, after: 3 }, import_job_id: { before: null, after: jobs[0].id } } });
    const old = await ctx.database.db.select().from(customers).where(eq(customers.cpf, CPF[0]!));
    expect(old).toHaveLength(1);
    expect(old[0]!.name).toBe('Cliente Antigo');
    // the same people again: already in their slot
    const again = await post('/dry_run', { file_url: putUpload(dataDir, csv([line('Masculino A', 1, 5)])) });
    expect(again.json().lines[0].message).toBe('Atleta 1 já está inscrito(a) em Masculino A × Duplas.');
  });

  it('refuses a file without the required columns (422), an unknown tournament (404) and callers without the permission (403)', async () => {
    const bad = await post('/dry_run', { file_url: putUpload(dataDir, 'nome;email\nA;b\n') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: 'file_url' });
    expect(bad.json().errors[0].message).toContain('categoria');
    const missing = await call(ctx, admin.access_token, { method: 'POST', url: '/api/v2/competition/tournaments/999999/beach_tennis/dry_run', payload: { file_url: putUpload(dataDir, csv([])) } });
    expect(missing.statusCode).toBe(404);
    expect((await post('/import', { file_url: putUpload(dataDir, csv([line('Masculino A', 6, 7)])) }, checker.access_token)).statusCode).toBe(403);
    const nobody = await actor(ctx, [['index', 'tournaments']]);
    expect((await post('/dry_run', { file_url: 'x' }, nobody.access_token)).statusCode).toBe(403);
  });

  it('reports progress steadily over a run of 3,000 lines: several values in between, never backwards, 100 % at the end', { timeout: 120_000 }, async () => {
    const LINES = 3_000;
    const cpfOf = (n: number) => {
      const d = String(200_000_000 + n)
        .slice(-9)
        .split('')
        .map(Number);
      for (const k of [9, 10]) d.push(((d.slice(0, k).reduce((sum, x, i) => sum + x * (k + 1 - i), 0) * 10) % 11) % 10);
      return d.join('');
    };
    const made = await call(ctx, admin.access_token, {
      method: 'POST',
      url: '/api/v2/competition/tournaments',
      payload: { name: 'Open do progresso', price: 0, categories: [{ key: 'a', name: 'Livre' }], modalities: [{ key: 's', name: 'Simples' }], slots: [{ category_key: 'a', modality_key: 's', quantity: LINES }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const big: Tournament = made.json();
    const file = csv(Array.from({ length: LINES }, (_, i) => ['Livre', 'Simples', `Atleta ${i + 1}`, cpfOf(i + 1), `progresso${i + 1}@t.local`, '', '', '', '', '', '', '', '']));
    // run directly (not through the queue) to watch it: what it writes, and what a caller polling the API sees
    const [job] = await ctx.database.db
      .insert(importJobs)
      .values({ kind: 'beach_tennis', tournamentId: big.id, status: 'scheduled', fileUrl: putUpload(dataDir, file), fileName: 'progresso.csv', createdById: admin.id })
      .returning();
    const written: number[] = [];
    const seen: { status: string; processed: number; total: number }[] = [];
    let running = true;
    const poll = (async () => {
      while (running) {
        const res = await call(ctx, checker.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${big.id}/beach_tennis/imports` });
        const j = res.json()[0];
        seen.push({ status: j.status, processed: j.processed_lines, total: j.total_lines });
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await runBeachTennisImport(ctx.app, job!.id, { onProgress: (n) => written.push(n) });
    running = false;
    await poll;
    const last = (await call(ctx, checker.access_token, { method: 'GET', url: `/api/v2/competition/tournaments/${big.id}/beach_tennis/imports` })).json()[0];
    expect(last).toMatchObject({ status: 'completed', processed_lines: LINES, total_lines: LINES, succeeded_lines: LINES });

    // written: at a bounded rate (at most one write per PROGRESS_LINES line steps, or a timer), several in between
    const between = written.filter((n) => n > 0 && n < LINES);
    expect(between.length).toBeGreaterThanOrEqual(4);
    expect(written.length).toBeLessThanOrEqual((4 * LINES) / PROGRESS_LINES + 2 + 60);
    expect(written).toEqual([...written].sort((a, b) => a - b));
    // no value written twice, except the completion repeating the apply's last write (PostgreSQL writes the apply's share)
    expect(new Set(written.slice(0, -1)).size).toBe(written.length - 1);
    expect(written.at(-1)).toBe(LINES);

    // seen by the caller: never backwards, some values in between while it ran, 100 % once completed
    const percents = seen.filter((v) => v.total > 0).map((v) => Math.round((100 * v.processed) / v.total));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(percents.filter((p) => p > 0 && p < 100)).size).toBeGreaterThanOrEqual(2);
    expect(seen.filter((v) => v.status === 'completed').every((v) => v.processed === LINES)).toBe(true);
  });
});
