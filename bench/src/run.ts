/**
 * `npm run bench [-- --scenario api --duration 10 --warmup 3 --connections 10 --size bench --fresh]`
 *
 * Loads the data set once (reused later), starts the real API server and a bare Fastify reference as child
 * processes on this Node, signs in as the demo admin, load-tests each scenario's requests with autocannon and
 * writes results/<timestamp>-<scenario>.{json,md}. Exits 1 when any request failed or answered non-2xx.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backendPids, dataLockFile, ensureDataset, type SeedSize } from './lib/dataset.ts';
import { measure, probe, type Prepared } from './lib/load.ts';
import { BENCH_DIR, API_SERVER, REPO_ROOT } from './lib/paths.ts';
import { acquireLock } from './lib/lock.ts';
import { startNodeServer, type Child } from './lib/processes.ts';
import { hasProblems, printTable, writeResults, type RunInfo } from './lib/report.ts';
import { SCENARIOS } from './scenarios/index.ts';
import type { Measurement, ScenarioContext } from './types.ts';

const ADMIN = { email: 'admin@demo.local', password: 'demo-admin' };
const API_PREFIX = '/api';

const { values: args } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'all' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    settle: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    size: { type: 'string', default: 'bench' },
    'data-dir': { type: 'string' },
    server: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench -- [options]
  --scenario <name[,name…]|all>  ${SCENARIOS.map((s) => s.name).join(', ')} (default all)
  --duration <s>         measured seconds per endpoint (default 10)
  --warmup <s>           warm-up seconds per endpoint, not measured (default 3)
  --settle <s>           seconds of calls to every read endpoint in turn before any is measured (default 15; decision 0128)
  --connections <n>      concurrent connections (default 10)
  --size <bench|demo>    seed size to load (default bench)
  --data-dir <dir>       PGlite DATA_DIR (default bench/.data, or bench/.data-demo for --size demo)
  --fresh                reload the data set even if it is already loaded
  --server <file>        server entry to start instead of apps/api/src/server.ts (experiments; same env)
Environment: DATABASE_URL runs against PostgreSQL instead of PGlite (the database is reset when not loaded).`);
  process.exit(0);
}

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number`);
  return n;
}
const load = { durationS: positive('duration', args.duration), warmupS: positive('warmup', args.warmup), connections: positive('connections', args.connections) };
const settleS = positive('settle', args.settle);
if (args.size !== 'bench' && args.size !== 'demo') throw new Error('--size must be bench or demo');
const size: SeedSize = args.size;
const wanted = args.scenario.split(',');
const scenarios = args.scenario === 'all' ? SCENARIOS : SCENARIOS.filter((s) => wanted.includes(s.name));
if (scenarios.length === 0) throw new Error(`Unknown scenario ${args.scenario}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
const dataDir = path.resolve(args['data-dir'] ?? path.join(BENCH_DIR, size === 'bench' ? '.data' : '.data-demo'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const serverScript = path.resolve(args.server ?? API_SERVER);

const releaseLock = await acquireLock(dataLockFile(dataDir, databaseUrl), `bench run (${scenarios.map((s) => s.name).join(', ')})`);
const startedAt = new Date().toISOString();
const dataset = await ensureDataset({ size, dataDir, databaseUrl, fresh: args.fresh });
const seconds = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(1)} s`);
console.log(
  dataset.reused
    ? `Data set '${size}' already loaded in ${dataset.where} (load ${seconds(dataset.loadMs)}, ANALYZE ${dataset.analyzeMs === null ? 'not needed' : seconds(dataset.analyzeMs)}, at ${dataset.loadedAt ?? '?'}); --fresh reloads it.`
    : `Data set '${size}' loaded into ${dataset.where} in ${seconds(dataset.loadMs)} (seed process CPU ${seconds(dataset.loadCpuMs)}; + ANALYZE ${dataset.analyzeMs === null ? 'not needed' : seconds(dataset.analyzeMs)}).`,
);

const loadBefore = os.loadavg()[0]!;
if (loadBefore > 0.5 && dataset.reused)
  console.warn(`⚠ The machine is busy (1-min load average ${loadBefore.toFixed(2)} on ${os.availableParallelism()} cores): req/s and latencies will be low; server CPU ms/req is the steadier figure.`);

const children: Child[] = [];
const measurements: Measurement[] = [];
const backends = databaseUrl ? await backendPids(databaseUrl) : null;
try {
  const serverEnv: Record<string, string> = {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    WEB_DIST_DIR: '',
    API_PREFIX,
  };
  if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
  const t = performance.now();
  const api = await startNodeServer({
    name: 'api',
    script: serverScript,
    env: serverEnv,
    readyPath: `${API_PREFIX}/v1/me`,
    cwd: REPO_ROOT,
    slowStartHint: 'it applies migrations added since the data set was loaded; on the bench data these can take minutes',
  });
  children.push(api);
  console.log(`API server up on ${api.origin} in ${Math.round(performance.now() - t)} ms (pid ${api.pid}).`);
  const bare = await startNodeServer({ name: 'bare', script: path.join(BENCH_DIR, 'src/bare-server.ts'), env: {}, readyPath: '/', cwd: REPO_ROOT });
  children.push(bare);

  const signIn = await fetch(`${api.origin}${API_PREFIX}/v2/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = (await signIn.json()) as { access_token?: string };
  if (!signIn.ok || !session.access_token) throw new Error(`Sign-in as ${ADMIN.email} failed (${signIn.status}): ${JSON.stringify(session)}`);
  const accessToken = session.access_token;

  const ctx: ScenarioContext = {
    apiOrigin: api.origin,
    apiPrefix: API_PREFIX,
    accessToken,
    async get<T>(p: string) {
      const res = await fetch(api.origin + p, { headers: { 'access-token': accessToken } });
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      return { body: (await res.json()) as T, headers: res.headers };
    },
  };

  const prepared: Prepared[] = [{ scenario: 'reference', target: { name: 'bare Fastify', path: '/', auth: false }, url: `${bare.origin}/`, headers: {}, pid: bare.pid }];
  for (const scenario of scenarios) {
    for (const target of await scenario.targets(ctx)) {
      const headers: Record<string, string> = target.auth === false ? {} : { 'access-token': accessToken };
      if (target.body !== undefined) headers['content-type'] = 'application/json';
      prepared.push({ scenario: scenario.name, target, url: api.origin + target.path, headers, pid: api.pid, ...(backends ? { dbPids: backends.list } : {}) });
    }
  }
  for (const p of prepared) await probe(p);
  // A fresh server runs PGlite's WebAssembly on V8's baseline tier while a background thread compiles the hot functions
  // again, optimised: until that settles (~15,000 statements) the first endpoints measured read up to twice their cost.
  // Reads only: a write endpoint would add rows for nothing (and a slow one would use up the time).
  if (settleS > 0) {
    const until = performance.now() + settleS * 1000;
    const reads = prepared.slice(1).filter((p) => (p.target.method ?? 'GET') === 'GET');
    let calls = 0;
    while (reads.length && performance.now() < until) {
      for (const p of reads) {
        await probe(p);
        calls++;
      }
    }
    console.log(`Settled the server with ${calls} calls over ${settleS} s (every read endpoint in turn).`);
  }

  console.log(`Measuring ${prepared.length} endpoints: ${load.connections} connections, ${load.warmupS} s warm-up + ${load.durationS} s each…`);
  for (const p of prepared) {
    const m = await measure(p, load);
    console.log(`  ${m.method} ${m.path}: ${m.rps} req/s, p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms, server CPU ${m.serverCpuMsPerRequest ?? '–'} ms/req`);
    measurements.push(m);
  }
} finally {
  await Promise.all(children.map((c) => c.stop()));
  await backends?.close();
  releaseLock();
}

const bareRps = measurements[0]?.rps ?? 0;
for (const m of measurements) m.ratioToBare = bareRps > 0 ? Math.round((m.rps / bareRps) * 1000) / 1000 : null;

function git(...a: string[]): string {
  try {
    return execFileSync('git', a, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
const info: RunInfo = {
  startedAt,
  commit: git('rev-parse', '--short', 'HEAD'),
  node: process.version,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.availableParallelism(),
  server: path.relative(REPO_ROOT, serverScript),
  database: dataset.kind === 'pglite' ? `PGlite (${dataset.where})` : `PostgreSQL (${dataset.where})`,
  dataset,
  ...load,
  scenarios: scenarios.map((s) => s.name),
  loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
};

printTable(measurements);
const label = scenarios.length === SCENARIOS.length && SCENARIOS.length > 1 ? 'all' : scenarios.map((s) => s.name).join('+');
const files = writeResults(label, info, measurements);
console.log(`Results: ${path.relative(REPO_ROOT, files.md)} and .json`);

if (hasProblems(measurements)) {
  console.error('\n⚠ Some requests failed or answered non-2xx, or an endpoint completed none (see the table): these figures are not valid.');
  process.exitCode = 1;
}
