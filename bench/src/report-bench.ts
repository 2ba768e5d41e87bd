/**
 * The 500,000-row subscriptions report (issue 5): runs the report job in this process on the bench data set and
 * reports time, rows/s, file size and peak memory (RSS and heap, sampled every 20 ms, against the baseline just
 * before). Not an autocannon target: a report is one long job, not a request rate.
 *
 *   node bench/src/report-bench.ts [--data-dir bench/.data] [--event <slug>] [--type <type>] [--keep <file>] [--warm]
 *
 * Without --event the report covers every subscription of the data set (500,000 on the bench seed); with
 * --event bench-corrida-50k, one event. `--type customer_users` runs the customer users export instead (100,000
 * customers on the bench seed, full values: issue 18); `--type orders` the orders report over every order (1,000,000 on the
 * bench seed: issues 13 §3 and 15). The report file is written under a temporary DATA_DIR and deleted after; `--keep`
 * copies it first (to compare two versions' files byte for byte). `--warm` runs the same report once before measuring.
 * Use a copy of the data directory when another process (a bench run, a server) may have it open: PGlite is one
 * process per directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, pgliteDir, queryRows } from '../../apps/api/src/db/client.ts';
import { reportFiles } from '../../apps/api/src/db/schema/index.ts';
import { generateReport } from '../../apps/api/src/modules/reports/reports.service.ts';
import { dataLockFile } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';

const { values: args } = parseArgs({ options: { 'data-dir': { type: 'string' }, event: { type: 'string' }, type: { type: 'string' }, keep: { type: 'string' }, warm: { type: 'boolean' } } });
const dataDir = path.resolve(args['data-dir'] ?? path.join(import.meta.dirname, '..', '.data'));
if (!fs.existsSync(pgliteDir(dataDir))) throw new Error(`no PGlite data in ${dataDir}: run the bench once to load the data set`);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'report-bench-'));

await acquireLock(dataLockFile(dataDir, process.env.DATABASE_URL || undefined), 'report bench'); // released on exit
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: pgliteDir(dataDir) });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123', DATA_DIR: outDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: '' });
const app = await buildApp({ config, database, logger: false });
await app.ready();

let eventId: number | null = null;
if (args.event) {
  const [row] = await queryRows<{ id: number }>(database.db, sql`select id from events where slug = ${args.event}`);
  if (!row) throw new Error(`event ${args.event} not found`);
  eventId = row.id;
}
// The orders report needs a period: one that holds every order of the data set (1,000,000 on the bench seed).
const TYPES = {
  // the full file, as measured before masking existed (decision 0096)
  subscriptions: { params: { masked: false }, scope: args.event ?? 'all subscriptions' },
  customer_users: { params: { masked: false }, scope: 'all customers' },
  orders: { params: { start_date: '2000-01-01', end_date: '2099-12-31' }, scope: 'all orders' },
} as const;
const reportType = Object.hasOwn(TYPES, args.type ?? '') ? (args.type as keyof typeof TYPES) : 'subscriptions';
if (args.warm) {
  // the same report once before measuring, as a server that has run reports before (WASM code compiled, caches warm)
  const [first] = await database.db.insert(reportFiles).values({ reportType, eventId, status: 'scheduled', params: TYPES[reportType].params }).returning();
  await generateReport(app, first!.id, new AbortController().signal);
  await database.db.delete(reportFiles).where(eq(reportFiles.id, first!.id));
}
const [report] = await database.db.insert(reportFiles).values({ reportType, eventId, status: 'scheduled', params: TYPES[reportType].params }).returning();

globalThis.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
const cpuStart = process.cpuUsage();
const started = performance.now();
await generateReport(app, report!.id, new AbortController().signal);
const ms = performance.now() - started;
// CPU time of this process (the database runs in it on PGlite): comparable between runs on a busy machine, unlike wall time
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
clearInterval(sampler);

const [done] = await database.db.select().from(reportFiles).where(eq(reportFiles.id, report!.id));
const rows = Number((done!.params as { rows?: number }).rows ?? 0);
const file = done!.fileUrl ? path.join(outDir, done!.fileUrl) : null;
const bytes = file && fs.existsSync(file) ? fs.statSync(file).size : 0;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const figures = {
  scope: TYPES[reportType].scope,
  status: done!.status,
  rows,
  seconds: +(ms / 1000).toFixed(1),
  rowsPerSecond: Math.round(rows / (ms / 1000)),
  cpuSeconds: +cpuSeconds.toFixed(1),
  rowsPerCpuSecond: Math.round(rows / cpuSeconds),
  fileMB: +mb(bytes),
  baselineRssMB: +mb(base.rss),
  peakRssMB: +mb(peakRss),
  rssGrowthMB: +mb(peakRss - base.rss),
  peakHeapMB: +mb(peakHeap),
  heapGrowthMB: +mb(peakHeap - base.heapUsed),
  database: database.kind,
  loadAverage: os.loadavg()[0]!.toFixed(2),
};
console.table(figures);
console.log(JSON.stringify(figures));
if (args.keep && file) fs.copyFileSync(file, path.resolve(args.keep));
await database.db.delete(reportFiles).where(eq(reportFiles.id, report!.id));
await app.close();
fs.rmSync(outDir, { recursive: true, force: true });
