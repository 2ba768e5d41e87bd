/**
 * `node bench/src/desk-load-stall.ts [--callers 2] [--path /v1/users?per_page=20] [--data-dir bench/.data]`
 * (DATABASE_URL for PostgreSQL)
 *
 * Issue 13 §2: while the kit desk's in-memory index of the 100,000-subscription event loads, other requests must
 * keep p99 ≤ 50 ms. Starts the API server on the bench data set (its desk indexes empty), signs in, runs `--callers`
 * sequential callers of `--path` for a few seconds (the baseline), then opens the desk as the panel does and keeps
 * the callers going until searches are answered from the index. Prints the callers' latencies before and during the
 * load, and the load time.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataLockFile } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';
import { API_SERVER, BENCH_DIR, REPO_ROOT } from './lib/paths.ts';
import { startNodeServer } from './lib/processes.ts';
import { benchDeskEvent } from './scenarios/kit-desk.ts';
import type { ScenarioContext } from './types.ts';

const { values: args } = parseArgs({
  options: {
    callers: { type: 'string', default: '2' },
    path: { type: 'string', default: '/v1/users?per_page=20' },
    baseline: { type: 'string', default: '5' },
    'data-dir': { type: 'string' },
  },
});
const API_PREFIX = '/api';
const ADMIN = { email: 'admin@demo.local', password: 'demo-admin' };
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(args['data-dir'] ?? path.join(BENCH_DIR, '.data'));

await acquireLock(dataLockFile(dataDir, databaseUrl), 'desk-load-stall bench'); // released on exit
const env: Record<string, string> = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_TOKEN_TTL_SECONDS: '86400', WEB_DIST_DIR: '', API_PREFIX };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const server = await startNodeServer({ name: 'api', script: API_SERVER, env, readyPath: `${API_PREFIX}/v1/me`, cwd: REPO_ROOT });

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] ?? NaN;
const summary = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `${s.length} requests, p50 ${f(pct(s, 50))} / p95 ${f(pct(s, 95))} / p99 ${f(pct(s, 99))} / max ${f(s.at(-1) ?? NaN)} ms`;
};

try {
  const session = (await (await fetch(`${server.origin}${API_PREFIX}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()) as {
    access_token: string;
  };
  const headers = { 'access-token': session.access_token };
  const ctx: ScenarioContext = {
    apiOrigin: server.origin,
    apiPrefix: API_PREFIX,
    accessToken: session.access_token,
    async get<T>(p: string) {
      const res = await fetch(server.origin + p, { headers });
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
      return { body: (await res.json()) as T, headers: res.headers };
    },
  };
  const event = await benchDeskEvent(ctx);
  const url = `${server.origin}${API_PREFIX}${args.path}`;
  // the callers: each sends its next request when the last one is answered, and files the time under the phase it began in
  let phase: 'warmup' | 'baseline' | 'load' | 'done' = 'warmup';
  const times: Record<'baseline' | 'load', number[]> = { baseline: [], load: [] };
  const caller = async () => {
    while (phase !== 'done') {
      const began = phase;
      const t = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${args.path} answered ${res.status}`);
      if (began === 'baseline' || began === 'load') times[began].push(performance.now() - t);
    }
  };
  const callers = Array.from({ length: Number(args.callers) }, caller);
  await new Promise((r) => setTimeout(r, 1000));
  phase = 'baseline';
  await new Promise((r) => setTimeout(r, Number(args.baseline) * 1000));
  phase = 'load';
  const started = performance.now();
  await ctx.get(`${API_PREFIX}/v1/withdraw_kits/events/${event.id}`); // the desk opens, as the panel does
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const { headers: h } = await ctx.get(`${API_PREFIX}/v1/withdraw_kits/events/${event.id}/subscriptions?per_page=1&query=a`);
    if (h.get('x-desk-search') === 'index') break;
    if (performance.now() - started > 180_000) throw new Error('the desk index did not load in 180 s');
  }
  const loadMs = performance.now() - started;
  phase = 'done';
  await Promise.all(callers);
  console.log(`desk index of event ${event.id} (${event.counters.total.toLocaleString('en')} subscriptions) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ready in ${(loadMs / 1000).toFixed(1)} s`);
  console.log(`GET ${args.path}, ${args.callers} sequential callers, 1-min load average ${os.loadavg()[0]!.toFixed(1)}:`);
  console.log(`  before the load: ${summary(times.baseline)}`);
  console.log(`  during the load: ${summary(times.load)}`);
} finally {
  await server.stop();
}
