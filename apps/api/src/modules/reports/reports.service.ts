import { createHmac, timingSafeEqual } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ReportFile, ReportFileType } from '@backoffice/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { events, reportFiles, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { attachmentDisposition, csvStream } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { notifyQuietly } from '../../lib/notify.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { reportGenerator } from './report-generators.ts';

export const REPORT_QUEUE = 'reports.generate';
/** How long a download link stays valid. */
export const DOWNLOAD_TTL_SECONDS = 10 * 60;
const BATCH = 2000;

export type ReportRow = typeof reportFiles.$inferSelect;

/** Announces, in this process, a report that has just completed or failed: a download waiting on it wakes at once. */
const reportEnded = new EventEmitter().setMaxListeners(0);

export function reportsRoot(config: Config): string {
  return path.join(config.DATA_DIR, 'reports');
}

/**
 * A report's directory is named by its random `download_key`, not its id: ids restart at 1 in every database, so two
 * databases writing into one DATA_DIR (test files side by side, a copied data directory) would overwrite each other.
 */
function reportDir(config: Config, row: Pick<ReportRow, 'downloadKey'>): string {
  return path.join(reportsRoot(config), row.downloadKey);
}

/** Whether a path lies inside the reports directory (never the directory itself): a stored `file_url` is only trusted there. */
function insideReports(config: Config, file: string): boolean {
  return file.startsWith(reportsRoot(config) + path.sep);
}

/** Deletes the files of these reports (their directory, whatever layout wrote it), e.g. after emptying them. */
export function removeReportFiles(config: Config, fileUrls: (string | null)[]): void {
  for (const url of fileUrls) {
    if (!url) continue;
    const dir = path.dirname(path.join(config.DATA_DIR, url));
    if (insideReports(config, dir)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A report as the panel lists it; `file_available` says whether its file is on disk to download now. */
export async function toReportFile({ db, config }: { db: Db; config: Config }, row: ReportRow): Promise<ReportFile> {
  const [event] = row.eventId ? await db.select({ name: events.name }).from(events).where(eq(events.id, row.eventId)) : [];
  const [user] = row.requestedById ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.requestedById)) : [];
  return {
    id: row.id,
    report_type: row.reportType,
    status: row.status,
    progress: row.progress,
    file_name: row.fileName,
    event_id: row.eventId,
    event_name: event?.name ?? null,
    rows: typeof row.params.rows === 'number' ? row.params.rows : null,
    period: typeof row.params.start_date === 'string' && typeof row.params.end_date === 'string' ? { start_date: row.params.start_date, end_date: row.params.end_date } : null,
    error: row.error,
    requested_by_name: user?.name ?? null,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    file_available: reportFilePath(config, row) !== null,
  };
}

function downloadSecret(config: Config): Buffer {
  return createHmac('sha256', config.JWT_SECRET).update('report-download-v1').digest();
}

/** Links name the report by its random `download_key`, never the sequential id, and are signed with the server secret. */
export function signDownload(config: Config, key: string, expires: number): string {
  return createHmac('sha256', downloadSecret(config)).update(`${key}:${expires}`).digest('hex');
}

export function verifyDownload(config: Config, key: string, expires: number, signature: string): boolean {
  if (!Number.isFinite(expires) || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signDownload(config, key, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Queues a report of any type (its generator registered with `registerReportGenerator`) for the signed-in caller, with
 * its audit entry. The same report (type, event and params) already queued or running is returned instead of a second
 * one, so a double click or two staff asking at once run it once. The caller checks the permission (route access).
 */
export async function requestReport(
  app: FastifyInstance,
  request: FastifyRequest,
  report: { type: ReportFileType; eventId?: number | null; params?: Record<string, unknown> },
): Promise<ReportFile> {
  const { db } = app;
  const eventId = report.eventId ?? null;
  const params = report.params ?? {};
  const { row, created } = await db.transaction(async (tx) => {
    // One request at a time per report type, so two identical requests cannot both miss the running one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report_files'), hashtext(${report.type}))`);
    const [running] = await tx
      .select()
      .from(reportFiles)
      .where(
        and(
          eq(reportFiles.reportType, report.type),
          eventId === null ? isNull(reportFiles.eventId) : eq(reportFiles.eventId, eventId),
          inArray(reportFiles.status, ['scheduled', 'processing']),
          sql`${reportFiles.params} = ${JSON.stringify(params)}::jsonb`,
        ),
      )
      .limit(1);
    if (running) return { row: running, created: false };
    const [inserted] = await tx
      .insert(reportFiles)
      .values({ reportType: report.type, eventId, params, requestedById: authOf(request).userId })
      .returning();
    await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'report_files', entityId: inserted!.id, after: { report_type: report.type, event_id: eventId, ...params } });
    return { row: inserted!, created: true };
  });
  if (created) await app.jobs.send(REPORT_QUEUE, { reportId: row.id });
  return toReportFile(app, row);
}

/** Why a report ended failed before its first row (shown in the reports list). */
export const REPORT_GENERATION_MSG = {
  noGenerator: 'Tipo de relatório sem gerador.',
  invalidParams: 'Parâmetros do relatório inválidos. Solicite o relatório novamente.',
} as const;

/** How long a download waits for its report before answering 503 (the report goes on; asking again joins it). */
export const DOWNLOAD_WAIT_MS = 5 * 60 * 1000;
export const REPORT_DOWNLOAD_MSG = {
  failed: 'Falha ao gerar o relatório. Tente novamente.',
  stillRunning: 'O relatório ainda está sendo gerado. Tente novamente em instantes.',
  gone: 'O arquivo do relatório não está mais disponível. Tente novamente.',
} as const;

/** Resolves after `ms`, or sooner when this process ends the report or the caller goes away. */
function endedOrAfter(reportId: number, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      reportEnded.off(String(reportId), done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    reportEnded.once(String(reportId), done);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Waits until the report is completed or failed, reading its row (any process may be the one running it): woken at
 * once when this process ends it, otherwise looking often at first — most downloads are small — then every 250 ms;
 * stops when `signal` aborts or after `timeoutMs`.
 */
export async function awaitReport(db: Db, reportId: number, signal: AbortSignal, timeoutMs = DOWNLOAD_WAIT_MS): Promise<ReportRow | null> {
  const until = Date.now() + timeoutMs;
  for (let delay = 5; ; delay = Math.min(250, delay * 2)) {
    const [row] = await db.select().from(reportFiles).where(eq(reportFiles.id, reportId));
    if (!row || row.status === 'completed' || row.status === 'failed') return row ?? null;
    if (signal.aborted || Date.now() > until) return row;
    await endedOrAfter(reportId, delay, signal);
  }
}

/**
 * A download answered in the same request, produced by the shared machinery: the report is requested with
 * `requestReport` (the same one already queued or running is joined, on any process), awaited, and its file streamed.
 * Two callers asking for the same file at once get the same file, produced once (decision 0088).
 */
export async function downloadReport(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  report: { type: ReportFileType; eventId?: number | null; params?: Record<string, unknown> },
) {
  const requested = await requestReport(app, request, report);
  // a caller who goes away stops waiting; the report itself is finished for whoever else waits on it
  const gone = new AbortController();
  const onClose = () => gone.abort();
  reply.raw.once('close', onClose);
  let row: ReportRow | null;
  try {
    row = await awaitReport(app.db, requested.id, gone.signal);
  } finally {
    reply.raw.off('close', onClose);
  }
  if (!row || row.status === 'failed') throw new HttpError(500, REPORT_DOWNLOAD_MSG.failed);
  if (row.status !== 'completed') throw new HttpError(503, REPORT_DOWNLOAD_MSG.stillRunning, { 'retry-after': '5' });
  const file = reportFilePath(app.config, row);
  if (!file) throw new HttpError(410, REPORT_DOWNLOAD_MSG.gone);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(row.fileName ?? `relatorio-${row.id}.csv`))
    .header('cache-control', 'no-store')
    .header('report-file-id', String(row.id));
  return reply.send(fs.createReadStream(file));
}

export function downloadUrl(config: Config, key: string): string {
  const expires = Math.floor(Date.now() / 1000) + DOWNLOAD_TTL_SECONDS;
  return `${config.PUBLIC_API_BASE_URL}/v1/reports/${key}/file?expires=${expires}&signature=${signDownload(config, key, expires)}`;
}

/**
 * The job: writes the report's CSV to `<DATA_DIR>/reports/<id>/` through a partial file renamed at the end, updating
 * the progress as batches go by. Running it again (retry after a crash) starts the file over; a completed report is
 * left alone. A generator error marks the report failed (staff may re-enqueue it); an interruption (server stopping)
 * propagates so the queue runs the job again.
 */
export async function generateReport(app: FastifyInstance, reportId: number, signal: AbortSignal): Promise<void> {
  const { db, config } = app;
  const [row] = await db.select().from(reportFiles).where(eq(reportFiles.id, reportId));
  if (!row || row.status === 'completed') return;
  const generator = reportGenerator(row.reportType);
  const parsed = generator?.params ? generator.params.safeParse(row.params ?? {}) : { success: true as const, data: row.params ?? {} };
  if (!generator || !parsed.success) {
    // Nothing to retry: the same row would fail the same way (a type this server lacks, params from an older version).
    const error = generator ? REPORT_GENERATION_MSG.invalidParams : REPORT_GENERATION_MSG.noGenerator;
    if (!parsed.success) app.log.warn({ reportId, reportType: row.reportType, issues: parsed.error.issues }, 'report params invalid');
    await db.update(reportFiles).set({ status: 'failed', error, finishedAt: new Date(), updatedAt: new Date() }).where(eq(reportFiles.id, reportId));
    reportEnded.emit(String(reportId));
    if (!generator?.awaitedByRequester) await notifyReport(app, row, 'failed');
    return;
  }
  await db
    .update(reportFiles)
    .set({ status: 'processing', progress: 0, error: null, attempts: sql`${reportFiles.attempts} + 1`, startedAt: new Date(), updatedAt: new Date() })
    .where(eq(reportFiles.id, reportId));

  const dir = reportDir(config, row);
  fs.mkdirSync(dir, { recursive: true });
  const partial = path.join(dir, '.partial.csv');
  try {
    const params = parsed.data;
    const total = await generator.count(db, row.eventId, params);
    const fileName = await generator.fileName({ db, params, eventId: row.eventId, reportId });
    let written = 0;
    let lastProgressAt = 0;
    const source = (async function* () {
      for await (const batch of generator.batches(db, row.eventId, params, BATCH)) {
        if (signal.aborted) throw signal.reason ?? new Error('interrompido');
        written += batch.length;
        yield batch;
        if (Date.now() - lastProgressAt > 1000) {
          lastProgressAt = Date.now();
          const progress = total === 0 ? 99 : Math.min(99, Math.floor((written * 100) / total));
          await db.update(reportFiles).set({ progress, updatedAt: new Date() }).where(eq(reportFiles.id, reportId));
        }
      }
    })();
    const columns = typeof generator.columns === 'function' ? generator.columns(params) : generator.columns;
    await pipeline(csvStream(columns, source), fs.createWriteStream(partial));
    // Only one file per report: an earlier attempt's output is replaced.
    for (const f of fs.readdirSync(dir)) if (f !== '.partial.csv') fs.rmSync(path.join(dir, f), { force: true });
    fs.renameSync(partial, path.join(dir, fileName));
    await db
      .update(reportFiles)
      .set({
        status: 'completed',
        progress: 100,
        fileName,
        fileUrl: path.relative(config.DATA_DIR, path.join(dir, fileName)).split(path.sep).join('/'),
        params: { ...row.params, rows: written },
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(reportFiles.id, reportId));
    reportEnded.emit(String(reportId));
    if (!generator.awaitedByRequester) await notifyReport(app, row, 'done', fileName);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    if (signal.aborted) throw err;
    app.log.error({ err, reportId }, 'report failed');
    await db
      .update(reportFiles)
      .set({ status: 'failed', error: 'Falha ao gerar o relatório.', finishedAt: new Date(), updatedAt: new Date() })
      .where(eq(reportFiles.id, reportId));
    reportEnded.emit(String(reportId));
    if (!generator.awaitedByRequester) await notifyReport(app, row, 'failed');
  }
}

/** Where staff find a report of each type (the notification's link); other types open the orders report list. */
const REPORT_PAGES: Record<string, string> = {
  subscriptions: '/events/subscriptions-report',
  event_results: '/events/results-report',
  coupons: '/coupons/coupon-report',
  customer_users: '/tf-users/report-list',
};

/** Tells whoever asked for the report that it is ready or failed (issue 19, decision 0076). */
async function notifyReport(app: FastifyInstance, row: ReportRow, outcome: 'done' | 'failed', fileName?: string) {
  await notifyQuietly(
    app.db,
    {
      userId: row.requestedById,
      type: 'report_ready',
      title: outcome === 'done' ? 'Relatório pronto' : 'Falha ao gerar o relatório',
      body: outcome === 'done' ? `O arquivo ${fileName} está disponível para download.` : 'O relatório não pôde ser gerado. Você pode reprocessá-lo na lista de relatórios.',
      linkUrl: REPORT_PAGES[row.reportType] ?? '/orders-report/list',
    },
    app.log,
  );
}

/** The file of a completed report (null when missing on disk). */
export function reportFilePath(config: Config, row: ReportRow): string | null {
  if (row.status !== 'completed' || !row.fileUrl) return null;
  const file = path.join(config.DATA_DIR, row.fileUrl);
  if (!insideReports(config, file) || !fs.existsSync(file)) return null;
  return file;
}

/**
 * Reports marked queued or running with no job behind them (seeded rows, a queue cleared by hand) are sent to the
 * queue again. Each is claimed first — only a row untouched for 5 s, and the claim touches it — so two processes
 * starting together send it once.
 */
export async function requeueOrphanedReports(app: FastifyInstance): Promise<number> {
  const { db } = app;
  const rows = await db.select({ id: reportFiles.id }).from(reportFiles).where(inArray(reportFiles.status, ['scheduled', 'processing']));
  let sent = 0;
  for (const row of rows) {
    if (await app.jobs.hasLiveJob(REPORT_QUEUE, 'reportId', row.id)) continue;
    const [claimed] = await db
      .update(reportFiles)
      .set({ status: 'scheduled', progress: 0, updatedAt: sql`now()` })
      .where(and(eq(reportFiles.id, row.id), inArray(reportFiles.status, ['scheduled', 'processing']), sql`${reportFiles.updatedAt} < now() - interval '5 seconds'`))
      .returning({ id: reportFiles.id });
    if (!claimed) continue;
    await app.jobs.send(REPORT_QUEUE, { reportId: row.id });
    sent++;
  }
  if (sent) app.log.info({ reports: sent }, 'orphaned reports handed back to the queue');
  return sent;
}
