/**
 * Process CPU per request, without HTTP or load (decision 0099): the API built in this process on the bench data set,
 * signed in as the demo admin, each URL called with `app.inject` — 20 warm-up calls, then the best of `--rounds`
 * rounds of `--calls` calls. On PGlite the database runs in this process, so the figure is the request's whole cost;
 * it moves far less between runs than `npm run bench`'s server CPU under ten connections, which makes it the figure
 * for comparing two versions of a change (run it once per version, alternately, with `--api <dir>` naming the other
 * version's `apps/api/src`).
 *
 *   node bench/src/request-cpu.ts [--data-dir bench/.data] [--api <apps/api/src of another worktree>] [--rounds 4] [--calls 40] [--warmup-seconds 12] [--profile out.cpuprofile] [--statements [--try-generic]] [url …]
 *
 * Before measuring, every URL is called in turn for `--warmup-seconds`: until V8 has optimised the shared code
 * (Fastify, drizzle, PGlite's glue), its compiler threads' CPU lands in the process figure, and on a 2-vCPU machine
 * the first URLs of a run read 2–3 times their settled cost (tournaments list 5.87 → 4.84 → 4.31 → 2.01 ms, the
 * same URL four times in one run without this phase).
 *
 * `--profile` writes a V8 CPU profile of the measured rounds only (no start-up, no warm-up), for DevTools or speedscope;
 * the figures it prints then include the profiler's own cost (5–8 % in this session's profiles), so compare without it.
 * `--statements` (PGlite) then runs one more round of calls with every statement timed, and lists the statements a call
 * of each URL ran with their mean time per call, how the statement cache plans each (decision 0099) and, for one
 * planned at every call, its planning and execution times from one EXPLAIN ANALYZE. `--try-generic` adds, for each of
 * those, its time on a custom plan and on its generic plan, prepared apart, and the generic plan's shape.
 * Without URLs it measures a default set of lists and single records. Use a copy of the data directory when another
 * process may have it open: PGlite is one process per directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import type * as AppModule from '../../apps/api/src/app.ts';
import type * as ConfigModule from '../../apps/api/src/config.ts';
import type * as ClientModule from '../../apps/api/src/db/client.ts';
import type * as StatementCacheModule from '../../apps/api/src/db/statement-cache.ts';
import { dataLockFile } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, api: { type: 'string' }, rounds: { type: 'string' }, calls: { type: 'string' }, 'warmup-seconds': { type: 'string' }, 'try-generic': { type: 'boolean' }, profile: { type: 'string' }, statements: { type: 'boolean' } },
});
const apiDir = path.resolve(args.api ?? path.join(import.meta.dirname, '..', '..', 'apps', 'api', 'src'));
const dataDir = path.resolve(args['data-dir'] ?? path.join(import.meta.dirname, '..', '.data'));
const rounds = Number(args.rounds ?? 4);
const calls = Number(args.calls ?? 40);
const warmupMs = Number(args['warmup-seconds'] ?? 12) * 1000;
const URLS = positionals.length
  ? positionals
  : [
      '/api/v1/events?per_page=10',
      '/api/v1/events/1',
      '/api/v1/events/2/subscriptions',
      '/api/v1/orders?per_page=20',
      '/api/v1/orders/1000000',
      '/api/v1/reservations/300',
      '/api/v2/competition/tournaments',
      '/api/v2/competition/tournaments/9',
      '/api/v1/customer/users/1',
      '/api/v2/trainer/users/1/bank_account/balance',
      '/api/v1/users?per_page=20',
    ];

// The other version's modules, when comparing: its own app, config and database client (typed as this tree's).
const { buildApp } = (await import(path.join(apiDir, 'app.ts'))) as typeof AppModule;
const { loadConfig } = (await import(path.join(apiDir, 'config.ts'))) as typeof ConfigModule;
const { openDatabase, pgliteDir } = (await import(path.join(apiDir, 'db', 'client.ts'))) as typeof ClientModule;
const { planModeOf } = (await import(path.join(apiDir, 'db', 'statement-cache.ts'))) as typeof StatementCacheModule;

if (!process.env.DATABASE_URL && !fs.existsSync(pgliteDir(dataDir))) throw new Error(`no PGlite data in ${dataDir}: run the bench once to load the data set`);
await acquireLock(dataLockFile(dataDir, process.env.DATABASE_URL || undefined), 'request CPU bench'); // released on exit
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: pgliteDir(dataDir) });
await database.migrate();
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-cpu-'));
const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123', DATA_DIR: outDir, LOG_LEVEL: 'warn', WEB_DIST_DIR: '', AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
const app = await buildApp({ config, database, logger: false });
await app.ready();

const signIn = await app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: 'admin@demo.local', password: 'demo-admin' } });
const token = (signIn.json() as { access_token?: string }).access_token;
if (!token) throw new Error(`Sign-in as admin@demo.local failed (${signIn.statusCode}): ${signIn.body.slice(0, 300)}`);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'access-token': token } });

const profiler = args.profile ? new Session() : undefined;
profiler?.connect();
await profiler?.post('Profiler.enable');
await profiler?.post('Profiler.setSamplingInterval', { interval: 100 });

console.log(`API ${path.relative(process.cwd(), apiDir) || '.'} · ${database.kind} · best of ${rounds} × ${calls} calls, process CPU ms per call`);
// Every URL in turn until the warm-up time has passed: the process's JIT settles on all of them before any is measured.
const warmupEnd = performance.now() + warmupMs;
do {
  for (const url of URLS) {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
} while (performance.now() < warmupEnd);
for (const url of URLS) {
  for (let i = 0; i < 20; i++) await get(url);
  let best = Infinity;
  await profiler?.post('Profiler.start');
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) await get(url);
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000 / calls);
  }
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    const file = URLS.length === 1 ? args.profile! : args.profile!.replace(/(\.cpuprofile)?$/, `-${URLS.indexOf(url) + 1}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
  }
  console.log(`${best.toFixed(2).padStart(8)}  ${url}`);
  if (args.statements) await listStatements(url);
}

/**
 * One more round of calls with every statement timed: where a request's database time goes (PGlite only). Each
 * statement also shows how the statement cache plans it and how often PostgreSQL ran its generic (g) or a custom (c)
 * plan; one planned per call is then explained once with its last values, for its planning and execution times
 * (writes are not explained: EXPLAIN ANALYZE would run them).
 */
async function listStatements(url: string): Promise<void> {
  const cache = database.statementCache;
  const pglite = database.pglite;
  if (!cache || !pglite) throw new Error('--statements needs PGlite with its statement cache');
  const spent = new Map<string, { n: number; ms: number; text: string; params: unknown[] }>();
  const timed = <A extends unknown[], R>(run: (...a: A) => Promise<R>) => async (...a: A): Promise<R> => {
    const start = performance.now();
    try {
      return await run(...a);
    } finally {
      const key = String(a[0]).replace(/\s+/g, ' ').slice(0, 150);
      const entry = spent.get(key) ?? { n: 0, ms: 0, text: String(a[0]), params: [] };
      entry.n++;
      entry.ms += performance.now() - start;
      entry.params = (a[1] as unknown[] | undefined) ?? [];
      spent.set(key, entry);
    }
  };
  const run = cache.run.bind(cache);
  const query = pglite.query.bind(pglite);
  cache.run = timed(run) as typeof cache.run;
  pglite.query = timed(query) as typeof pglite.query;
  for (let i = 0; i < calls; i++) await get(url);
  cache.run = run;
  pglite.query = query;
  for (const [key, { n, ms, text, params }] of [...spent].sort((a, b) => b[1].ms - a[1].ms)) {
    const mode = planModeOf(text);
    // how PostgreSQL ran the cache's prepared statement so far: planned per call (custom) or on its generic plan
    const [kept] = (await pglite.query<{ generic_plans: number; custom_plans: number }>('select generic_plans, custom_plans from pg_prepared_statements where statement = $1', [text])).rows;
    const perCall = kept ? Number(kept.custom_plans) > Number(kept.generic_plans) : mode !== 'generic';
    let plan = kept ? ` ${Number(kept.generic_plans)}g/${Number(kept.custom_plans)}c` : '';
    const plannedRead = perCall && /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);
    if (plannedRead) {
      const explained = await pglite.query<{ 'QUERY PLAN': string }>(`explain (analyze, summary, timing off) ${text}`, params).catch(() => null);
      const lines = explained?.rows.map((r) => r['QUERY PLAN']).join('\n') ?? '';
      const planning = /Planning Time: ([\d.]+)/.exec(lines)?.[1];
      const execution = /Execution Time: ([\d.]+)/.exec(lines)?.[1];
      if (planning && execution) plan += ` (plans ${Number(planning).toFixed(2)} + runs ${Number(execution).toFixed(2)} ms)`;
    }
    console.log(`${(ms / calls).toFixed(3).padStart(12)} ms ×${(n / calls).toFixed(1)}  ${mode.padEnd(7)}${plan}  ${key}`);
    if (args['try-generic'] && plannedRead) await tryGeneric(text, params);
  }
}

/** A SQL literal of a driver parameter, for EXECUTE (types are inferred from the prepared text). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = Array.isArray(value) ? `{${value.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`)).join(',')}}` : value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * `--try-generic`: one statement planned per call, prepared apart and run 100 times on a custom plan per call and 100
 * times on its generic plan (alternating in blocks of 20), with the generic plan's shape: whether a marker that keeps
 * it on one plan would pay (decisions 0115, 0128). The session's plan_cache_mode is put back as it was.
 */
async function tryGeneric(text: string, params: unknown[]): Promise<void> {
  const pglite = database.pglite!;
  const name = `try_generic_${process.pid}`;
  const run = `execute ${name}(${params.map(literal).join(', ')})`;
  const [before] = (await pglite.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows;
  try {
    await pglite.query(`prepare ${name} as ${text}`);
    const spent = { force_custom_plan: 0, force_generic_plan: 0 };
    for (let block = 0; block < 10; block++) {
      const mode = block % 2 ? 'force_generic_plan' : 'force_custom_plan';
      await pglite.query(`set plan_cache_mode = ${mode}`);
      const start = performance.now();
      for (let i = 0; i < 20; i++) await pglite.query(run);
      spent[mode] += performance.now() - start;
    }
    const shape = (await pglite.query<{ 'QUERY PLAN': string }>(`explain ${run}`)).rows.map((r) => r['QUERY PLAN'].trim().replace(/\s+\(cost=.*$/, ''));
    console.log(`${''.padStart(12)}    generic ${(spent.force_generic_plan / 100).toFixed(3)} ms, custom ${(spent.force_custom_plan / 100).toFixed(3)} ms; generic plan: ${shape.slice(0, 8).join(' | ')}`);
  } catch (error) {
    console.log(`${''.padStart(12)}    (not prepared apart: ${(error as Error).message.split('\n')[0]})`);
  } finally {
    await pglite.query(`set plan_cache_mode = ${before?.plan_cache_mode ?? 'auto'}`);
    await pglite.query(`deallocate ${name}`).catch(() => undefined);
  }
}

await app.close();
fs.rmSync(outDir, { recursive: true, force: true });
