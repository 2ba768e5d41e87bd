/**
 * The tax report's audit CSV (issue 15): every paid order of the busiest year (or of one event), streamed by
 * GET /v1/report/tax_report/audit.csv on the bench data set, in this process; reports time, rows/s, size and peak
 * memory (RSS and heap sampled every 20 ms against the baseline just before), like report-bench.ts. The audit's
 * centavos are checked against the tax report's total for the same filter.
 *
 *   node bench/src/finance-csv-bench.ts [--data-dir bench/.data] [--year 2026] [--event <slug>]
 *
 * Use a copy of the data directory when another process may have it open: PGlite is one process per directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, pgliteDir, queryRows } from '../../apps/api/src/db/client.ts';
import { countPaidOrders, paidOrderBatches } from '../../apps/api/src/modules/finance/finance.repository.ts';
import { csvChunks } from '../../apps/api/src/lib/csv.ts';
import { PAID_ORDER_COLUMNS } from '../../apps/api/src/modules/finance/finance-csv.ts';
import { dataLockFile } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';

const { values: args } = parseArgs({ options: { 'data-dir': { type: 'string' }, year: { type: 'string' }, event: { type: 'string' } } });
const dataDir = path.resolve(args['data-dir'] ?? path.join(import.meta.dirname, '..', '.data'));
if (!fs.existsSync(pgliteDir(dataDir))) throw new Error(`no PGlite data in ${dataDir}: run the bench once to load the data set`);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-csv-bench-'));

await acquireLock(dataLockFile(dataDir, process.env.DATABASE_URL || undefined), 'finance csv bench'); // released on exit
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: pgliteDir(dataDir) });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123', DATA_DIR: outDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: '' });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const db = database.db;

let eventId: number | undefined;
if (args.event) {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from events where slug = ${args.event}`);
  if (!row) throw new Error(`event ${args.event} not found`);
  eventId = row.id;
}
const [busiest] = await queryRows<{ year: number }>(
  db,
  sql`select year from sales_yearly where status = 'payment_confirmed' and event_id >= 0 group by year order by sum(orders) desc limit 1`,
);
const year = Number(args.year ?? busiest?.year ?? new Date().getFullYear());
const filter = { year, eventId };
const expected = await countPaidOrders(db, filter);

globalThis.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peakRss = Math.max(peakRss, m.rss);
  peakHeap = Math.max(peakHeap, m.heapUsed);
}, 20);
let rows = 0;
let cents = 0;
async function* counted() {
  for await (const batch of paidOrderBatches(db, filter)) {
    rows += batch.length;
    for (const o of batch) cents += Math.round(o.total * 100);
    yield batch;
  }
}
const started = performance.now();
let bytes = 0;
for await (const chunk of csvChunks(PAID_ORDER_COLUMNS, counted())) bytes += chunk.length;
const ms = performance.now() - started;
clearInterval(sampler);

const [report] = await queryRows<{ total: string }>(
  db,
  sql`select coalesce(sum(total), 0)::text as total from sales_yearly where status = 'payment_confirmed' and year = ${year} and ${eventId === undefined ? sql`event_id >= 0` : sql`event_id = ${eventId}`}`,
);
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const figures = {
  scope: args.event ?? `year ${year}`,
  rows,
  expectedRows: expected,
  centavosMatchReport: cents === Math.round(Number(report?.total ?? 0) * 100),
  seconds: +(ms / 1000).toFixed(1),
  rowsPerSecond: Math.round(rows / (ms / 1000)),
  csvMB: +mb(bytes),
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
await app.close();
fs.rmSync(outDir, { recursive: true, force: true });
