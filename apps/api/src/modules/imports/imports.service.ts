import { ATHLETE_NUMBER_COLUMNS, onlyDigits, RESULT_COLUMNS, type ImportJob } from '@backoffice/contract';
import { and, asc, eq, inArray, isNotNull, ne, or, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { customers, importJobLines, importJobs, results, subscriptions } from '../../db/schema/index.ts';
import { invalid } from '../../lib/http-errors.ts';
import { notifyQuietly } from '../../lib/notify.ts';
import { maskContactsInText } from '../customers/lgpd.ts';
import { readUploadedFile } from './file-source.ts';
import { FileFormatError, mapColumns, parseDuration, parsePositiveInt, readTable, type Table } from './table-reader.ts';

export const RESULTS_QUEUE = 'imports.results';
export const ATHLETE_NUMBERS_QUEUE = 'imports.athlete_numbers';
/** Lines applied per transaction; the job's checkpoint advances after each batch. */
export const RESULTS_BATCH = 500;
const REJECTED_SHOWN = 500;

export type ImportRow = typeof importJobs.$inferSelect;

/**
 * An import as the panel shows it. A refused line's text is the uploaded spreadsheet's own (CPF, e-mail, phone as
 * typed): `masked` (a caller without 'unmask') gets those masked as the lists mask them.
 */
export async function toImportJob(db: Db, row: ImportRow, masked: boolean): Promise<ImportJob> {
  const rejected = await db
    .select({ line_number: importJobLines.lineNumber, outcome: importJobLines.outcome, message: importJobLines.message, raw: importJobLines.raw })
    .from(importJobLines)
    .where(and(eq(importJobLines.importJobId, row.id), eq(importJobLines.outcome, 'failed')))
    .orderBy(asc(importJobLines.lineNumber))
    .limit(REJECTED_SHOWN);
  return {
    id: row.id,
    kind: row.kind,
    event_id: row.eventId,
    status: row.status,
    file_name: row.fileName,
    total_lines: row.totalLines,
    processed_lines: row.processedLines,
    succeeded_lines: row.succeededLines,
    failed_lines: row.failedLines,
    error: row.error,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    rejected: masked ? rejected.map((line) => ({ ...line, message: line.message === null ? null : maskContactsInText(line.message), raw: line.raw === null ? null : maskContactsInText(line.raw) })) : rejected,
  };
}

// ------------------------------------------------------------------ reading and checking a file

export type ResultColumns = Partial<Record<keyof typeof RESULT_COLUMNS, number>>;
export type NumberColumns = Partial<Record<keyof typeof ATHLETE_NUMBER_COLUMNS, number>>;

function acceptedList(accepted: Record<string, readonly string[]>): string {
  return Object.values(accepted)
    .map((names) => names[0])
    .join(', ');
}

/** Reads the file and checks its shape (encoding, separator, columns); throws 422 with a clear message otherwise. */
export async function loadResultsFile(config: Config, url: string, field: string, fileName?: string): Promise<{ table: Table; cols: ResultColumns }> {
  const table = await readChecked(config, url, field, fileName);
  const cols = mapColumns(table.headers, RESULT_COLUMNS);
  const missing: string[] = [];
  if (cols.chest_number === undefined) missing.push('numero_peito');
  if (cols.net_time === undefined && cols.gun_time === undefined) missing.push('tempo_liquido ou tempo_bruto');
  if (missing.length) throw invalid(field, `Colunas obrigatórias ausentes: ${missing.join(', ')}. Colunas aceitas: ${acceptedList(RESULT_COLUMNS)}.`);
  if (table.rows.length === 0) throw invalid(field, 'O arquivo não tem nenhuma linha de resultado.');
  return { table, cols };
}

export async function loadAthleteNumbersFile(config: Config, url: string, field: string, fileName?: string): Promise<{ table: Table; cols: NumberColumns }> {
  const table = await readChecked(config, url, field, fileName);
  const cols = mapColumns(table.headers, ATHLETE_NUMBER_COLUMNS);
  const missing: string[] = [];
  if (cols.subscription_id === undefined && cols.cpf === undefined) missing.push('inscricao ou cpf');
  if (cols.chest_number === undefined) missing.push('numero_peito');
  if (missing.length) throw invalid(field, `Colunas obrigatórias ausentes: ${missing.join(', ')}. Colunas aceitas: ${acceptedList(ATHLETE_NUMBER_COLUMNS)}.`);
  if (table.rows.length === 0) throw invalid(field, 'O arquivo não tem nenhuma linha.');
  return { table, cols };
}

async function readChecked(config: Config, url: string, field: string, fileName?: string): Promise<Table> {
  const buf = await readUploadedFile(config, url, field);
  try {
    return readTable(buf, fileName ?? url);
  } catch (err) {
    if (err instanceof FileFormatError) throw invalid(field, err.message);
    throw err;
  }
}

const rawOf = (row: string[]) => row.join(';').slice(0, 500);

// ------------------------------------------------------------------ results

export type CheckedResult =
  | { ok: true; subscriptionId: number; chestNumber: number; netTimeMs: number | null; gunTimeMs: number | null; overall: number | null; gender: number | null; category: number | null; ageCategory: string | null }
  | { ok: false; message: string };

/** Checks every line (pure, deterministic for a file and the event's chest numbers): line i of the file is index i-1. */
export function checkResultLines(table: Table, cols: ResultColumns, subscriptionOfChest: Map<number, number>): CheckedResult[] {
  const seen = new Map<number, number>();
  return table.rows.map((row, i): CheckedResult => {
    const cell = (k: keyof ResultColumns) => (cols[k] === undefined ? '' : (row[cols[k]!] ?? ''));
    const chest = parsePositiveInt(cell('chest_number'));
    if (chest === null || Number.isNaN(chest)) return { ok: false, message: 'Número de peito ausente ou inválido.' };
    const earlier = seen.get(chest);
    if (earlier !== undefined) return { ok: false, message: `Número de peito repetido no arquivo (linha ${earlier}).` };
    seen.set(chest, i + 1);
    const subscriptionId = subscriptionOfChest.get(chest);
    if (subscriptionId === undefined) return { ok: false, message: `Nenhuma inscrição do evento tem o número de peito ${chest}.` };
    const net = parseDuration(cell('net_time'));
    const gun = parseDuration(cell('gun_time'));
    if (Number.isNaN(net ?? 0)) return { ok: false, message: 'Tempo líquido inválido (use HH:MM:SS).' };
    if (Number.isNaN(gun ?? 0)) return { ok: false, message: 'Tempo bruto inválido (use HH:MM:SS).' };
    if (net === null && gun === null) return { ok: false, message: 'Informe o tempo líquido ou o bruto.' };
    const positions = (['overall_position', 'gender_position', 'category_position'] as const).map((k) => parsePositiveInt(cell(k)));
    if (positions.some((p) => Number.isNaN(p ?? 0))) return { ok: false, message: 'Classificação inválida (use números inteiros positivos).' };
    const age = cell('age_category').trim();
    return { ok: true, subscriptionId, chestNumber: chest, netTimeMs: net, gunTimeMs: gun, overall: positions[0]!, gender: positions[1]!, category: positions[2]!, ageCategory: age || null };
  });
}

async function chestMap(db: Db, eventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: subscriptions.id, chest: subscriptions.chestNumber })
    .from(subscriptions)
    .where(and(eq(subscriptions.eventId, eventId), isNotNull(subscriptions.chestNumber)));
  return new Map(rows.map((r) => [r.chest!, r.id]));
}

async function refreshCounters(tx: Db, importId: number, processed: number) {
  await tx
    .update(importJobs)
    .set({
      processedLines: processed,
      succeededLines: sql`(select count(*)::int from ${importJobLines} l where l.import_job_id = ${importId} and l.outcome <> 'failed')`,
      failedLines: sql`(select count(*)::int from ${importJobLines} l where l.import_job_id = ${importId} and l.outcome = 'failed')`,
      updatedAt: new Date(),
    })
    .where(eq(importJobs.id, importId));
}

export type RunOptions = { signal: AbortSignal; /** Test hook, called after each committed batch. */ afterBatch?: (processed: number) => void };

/**
 * The results-import job. Resumable: lines up to `processed_lines` are committed (results upserted by subscription,
 * line outcomes upserted by (import, line), counters recomputed from the lines, all in one transaction per batch), so a
 * run after a crash continues from the checkpoint and ends with exactly the rows of the file. At the end the event's
 * results from earlier imports that this file does not carry are removed.
 */
export async function runResultsImport(app: FastifyInstance, importId: number, { signal, afterBatch }: RunOptions): Promise<void> {
  const { db, config } = app;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, importId));
  if (!job || job.kind !== 'results' || job.status === 'completed' || job.status === 'not_started' || !job.eventId) return;
  const eventId = job.eventId;
  await db
    .update(importJobs)
    .set({ status: 'processing', attempts: sql`${importJobs.attempts} + 1`, startedAt: job.startedAt ?? new Date(), error: null, updatedAt: new Date() })
    .where(eq(importJobs.id, importId));
  let loaded;
  try {
    loaded = await loadResultsFile(config, job.fileUrl ?? '', 'results_file_url', job.fileName ?? undefined);
  } catch (err) {
    const message = (err as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'Falha ao ler o arquivo.';
    await db.update(importJobs).set({ status: 'failed', error: message, finishedAt: new Date(), updatedAt: new Date() }).where(eq(importJobs.id, importId));
    return;
  }
  const { table, cols } = loaded;
  const checked = checkResultLines(table, cols, await chestMap(db, eventId));
  await db.update(importJobs).set({ totalLines: checked.length, updatedAt: new Date() }).where(eq(importJobs.id, importId));

  for (let start = job.processedLines; start < checked.length; start += RESULTS_BATCH) {
    if (signal.aborted) throw signal.reason ?? new Error('interrompido');
    const end = Math.min(start + RESULTS_BATCH, checked.length);
    await db.transaction(async (tx) => {
      const good: (typeof results.$inferInsert)[] = [];
      const lines: (typeof importJobLines.$inferInsert)[] = [];
      for (let i = start; i < end; i++) {
        const c = checked[i]!;
        const lineNumber = i + 1;
        if (c.ok) {
          good.push({
            eventId,
            subscriptionId: c.subscriptionId,
            importJobId: importId,
            chestNumber: c.chestNumber,
            netTimeMs: c.netTimeMs,
            gunTimeMs: c.gunTimeMs,
            overallPosition: c.overall,
            genderPosition: c.gender,
            categoryPosition: c.category,
            ageCategory: c.ageCategory,
          });
          lines.push({ importJobId: importId, lineNumber, outcome: 'imported', subscriptionId: c.subscriptionId });
        } else lines.push({ importJobId: importId, lineNumber, outcome: 'failed', message: c.message, raw: rawOf(table.rows[i]!) });
      }
      if (good.length)
        await tx
          .insert(results)
          .values(good)
          .onConflictDoUpdate({
            target: results.subscriptionId,
            set: {
              importJobId: sql`excluded.import_job_id`,
              chestNumber: sql`excluded.chest_number`,
              netTimeMs: sql`excluded.net_time_ms`,
              gunTimeMs: sql`excluded.gun_time_ms`,
              overallPosition: sql`excluded.overall_position`,
              genderPosition: sql`excluded.gender_position`,
              categoryPosition: sql`excluded.category_position`,
              ageCategory: sql`excluded.age_category`,
              updatedAt: new Date(),
            },
          });
      await tx
        .insert(importJobLines)
        .values(lines)
        .onConflictDoUpdate({
          target: [importJobLines.importJobId, importJobLines.lineNumber],
          set: { outcome: sql`excluded.outcome`, message: sql`excluded.message`, raw: sql`excluded.raw`, subscriptionId: sql`excluded.subscription_id` },
        });
      await refreshCounters(tx, importId, end);
    });
    afterBatch?.(end);
    // Let requests waiting for the database in between (PGlite serves one transaction at a time).
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  await db.transaction(async (tx) => {
    const [counts] = await tx.select({ ok: importJobs.succeededLines }).from(importJobs).where(eq(importJobs.id, importId));
    if ((counts?.ok ?? 0) === 0) {
      await tx.update(importJobs).set({ status: 'failed', error: 'Nenhuma linha válida no arquivo: nada foi alterado.', finishedAt: new Date(), updatedAt: new Date() }).where(eq(importJobs.id, importId));
      return;
    }
    await tx.delete(results).where(and(eq(results.eventId, eventId), or(isNull(results.importJobId), ne(results.importJobId, importId))));
    await tx.update(importJobs).set({ status: 'completed', finishedAt: new Date(), updatedAt: new Date() }).where(eq(importJobs.id, importId));
  });
}

// ------------------------------------------------------------------ athlete (chest) numbers

type NumberCheck = { ok: true; subscriptionId: number; chestNumber: number } | { ok: false; message: string };

/**
 * The athlete-number import job: every line is checked first (unknown subscription or CPF, bad number, a number or a
 * subscription repeated in the file, a number held by another subscription of the event); any problem fails the
 * whole file and nothing changes. Otherwise all numbers are applied in one transaction (so running it twice is
 * harmless).
 */
export async function runAthleteNumbersImport(app: FastifyInstance, importId: number): Promise<void> {
  const { db, config } = app;
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, importId));
  if (!job || job.kind !== 'athlete_numbers' || job.status === 'completed' || job.status === 'failed' || !job.eventId) return;
  const eventId = job.eventId;
  await db
    .update(importJobs)
    .set({ status: 'processing', attempts: sql`${importJobs.attempts} + 1`, startedAt: new Date(), error: null, updatedAt: new Date() })
    .where(eq(importJobs.id, importId));
  const fail = (error: string) => db.update(importJobs).set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() }).where(eq(importJobs.id, importId));

  let loaded;
  try {
    loaded = await loadAthleteNumbersFile(config, job.fileUrl ?? '', 'athlete_number_file_url', job.fileName ?? undefined);
  } catch (err) {
    await fail((err as { errors?: { message: string }[] }).errors?.[0]?.message ?? 'Falha ao ler o arquivo.');
    return;
  }
  const { table, cols } = loaded;
  const subs = await db
    .select({ id: subscriptions.id, status: subscriptions.status, chest: subscriptions.chestNumber, cpf: customers.cpf })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(eq(subscriptions.eventId, eventId));
  const byId = new Map(subs.map((s) => [s.id, s]));
  const byCpf = new Map<string, typeof subs>();
  for (const s of subs) if (s.cpf) byCpf.set(s.cpf, [...(byCpf.get(s.cpf) ?? []), s]);

  const seenNumber = new Map<number, number>();
  const seenSub = new Map<number, number>();
  const checks: NumberCheck[] = table.rows.map((row, i) => {
    const cell = (k: keyof NumberColumns) => (cols[k] === undefined ? '' : (row[cols[k]!] ?? '').trim());
    const chest = parsePositiveInt(cell('chest_number'));
    if (chest === null || Number.isNaN(chest)) return { ok: false, message: 'Número de peito ausente ou inválido.' };
    let subId: number | null = null;
    const idText = cell('subscription_id');
    if (idText) {
      const id = parsePositiveInt(idText);
      if (id === null || Number.isNaN(id) || !byId.has(id)) return { ok: false, message: `Inscrição ${idText} não encontrada neste evento.` };
      subId = id;
    }
    const cpfText = onlyDigits(cell('cpf'));
    if (cpfText) {
      const candidates = (byCpf.get(cpfText) ?? []).filter((s) => s.status !== 'cancelled' && s.status !== 'rejected');
      const all = byCpf.get(cpfText) ?? [];
      if (subId !== null) {
        if (!all.some((s) => s.id === subId)) return { ok: false, message: 'O CPF não corresponde à inscrição informada.' };
      } else if (all.length === 0) return { ok: false, message: `Nenhuma inscrição neste evento com o CPF ${cell('cpf')}.` };
      else if ((candidates.length || all.length) > 1) return { ok: false, message: 'CPF com mais de uma inscrição no evento: informe o número da inscrição.' };
      else subId = (candidates[0] ?? all[0])!.id;
    }
    if (subId === null) return { ok: false, message: 'Informe a inscrição ou o CPF.' };
    const dupNumber = seenNumber.get(chest);
    if (dupNumber !== undefined) return { ok: false, message: `Número de peito repetido no arquivo (linha ${dupNumber}).` };
    const dupSub = seenSub.get(subId);
    if (dupSub !== undefined) return { ok: false, message: `Inscrição repetida no arquivo (linha ${dupSub}).` };
    seenNumber.set(chest, i + 1);
    seenSub.set(subId, i + 1);
    return { ok: true, subscriptionId: subId, chestNumber: chest };
  });
  // A number held by a subscription the file does not renumber stays with it: conflict.
  const inFile = new Set(checks.flatMap((c) => (c.ok ? [c.subscriptionId] : [])));
  const holder = new Map(subs.filter((s) => s.chest !== null && !inFile.has(s.id)).map((s) => [s.chest!, s.id]));
  const final = checks.map((c): NumberCheck => {
    if (!c.ok) return c;
    const other = holder.get(c.chestNumber);
    return other !== undefined ? { ok: false, message: `Número de peito ${c.chestNumber} já pertence à inscrição ${other} deste evento.` } : c;
  });

  const failedCount = final.filter((c) => !c.ok).length;
  await db.transaction(async (tx) => {
    await tx.delete(importJobLines).where(eq(importJobLines.importJobId, importId));
    const lines = final.map((c, i) => ({
      importJobId: importId,
      lineNumber: i + 1,
      outcome: (c.ok ? (failedCount ? 'skipped' : 'updated') : 'failed') as 'skipped' | 'updated' | 'failed',
      message: c.ok ? (failedCount ? 'Não aplicada: o arquivo tem linhas com erro.' : null) : c.message,
      raw: c.ok ? null : rawOf(table.rows[i]!),
      subscriptionId: c.ok ? c.subscriptionId : null,
    }));
    for (let i = 0; i < lines.length; i += 1000) await tx.insert(importJobLines).values(lines.slice(i, i + 1000));
    const counters = { totalLines: final.length, processedLines: final.length, succeededLines: failedCount ? 0 : final.length, failedLines: failedCount, updatedAt: new Date(), finishedAt: new Date() };
    if (failedCount) {
      await tx.update(importJobs).set({ ...counters, status: 'failed', error: `${failedCount} linha(s) com erro: nenhum número foi alterado.` }).where(eq(importJobs.id, importId));
      return;
    }
    const ids = final.map((c) => (c as { subscriptionId: number }).subscriptionId);
    // Clear first so swapped numbers never collide on the unique (event, chest number) index.
    for (let i = 0; i < ids.length; i += 1000) {
      await tx.update(subscriptions).set({ chestNumber: null }).where(inArray(subscriptions.id, ids.slice(i, i + 1000)));
    }
    for (let i = 0; i < final.length; i += 1000) {
      const slice = final.slice(i, i + 1000) as { subscriptionId: number; chestNumber: number }[];
      await tx.execute(sql`update subscriptions s set chest_number = v.chest, lock_version = s.lock_version + 1, updated_at = now()
        from (values ${sql.join(slice.map((c) => sql`(${c.subscriptionId}::int, ${c.chestNumber}::int)`), sql`, `)}) as v(id, chest)
        where s.id = v.id and s.event_id = ${eventId}`);
    }
    await tx.update(importJobs).set({ ...counters, status: 'completed', error: null }).where(eq(importJobs.id, importId));
  });
}

/**
 * Runs an import job and, when it ended in this run (completed or failed, not already so before), tells the staff
 * member who sent the file (issue 19, decision 0076). A retried job that finds the import done writes nothing.
 */
export async function notifyImportOutcome(app: FastifyInstance, importId: number, run: () => Promise<void>): Promise<void> {
  const statusOf = async () => (await app.db.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, importId)))[0]?.status;
  const before = await statusOf();
  await run();
  const [job] = await app.db.select().from(importJobs).where(eq(importJobs.id, importId));
  if (!job || job.status === before || (job.status !== 'completed' && job.status !== 'failed')) return;
  const what = job.kind === 'athlete_numbers' ? 'números de peito' : 'resultados';
  const ok = job.status === 'completed';
  await notifyQuietly(
    app.db,
    {
      userId: job.createdById,
      type: 'import_finished',
      title: ok ? `Importação de ${what} concluída` : `Falha na importação de ${what}`,
      body: ok ? `${job.fileName ?? 'O arquivo'}: ${job.succeededLines} linha(s) importada(s).` : (job.error ?? 'O arquivo não pôde ser importado.'),
      linkUrl: job.eventId ? `/events/${job.eventId}/import` : null,
    },
    app.log,
  );
}
