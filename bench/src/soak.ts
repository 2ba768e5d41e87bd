/**
 * `node bench/src/soak.ts [--minutes 10] [--rate 100] [--size demo]` — issue 12 §4's soak: a steady open-loop rate of
 * mixed reads and writes against the real API server for minutes, on PGlite (default) or PostgreSQL (DATABASE_URL).
 * Prints requests, errors, 5xx, latency percentiles and the server's RSS at start, end and peak; exits 1 on any 5xx,
 * transport error or timeout. Never part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataLockFile, ensureDataset, type SeedSize } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';
import { API_SERVER, BENCH_DIR, REPO_ROOT } from './lib/paths.ts';
import { startNodeServer } from './lib/processes.ts';

const { values: args } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '100' }, size: { type: 'string', default: 'demo' }, 'data-dir': { type: 'string' } },
});
const minutes = Number(args.minutes);
const rate = Number(args.rate);
const size = args.size as SeedSize;
const dataDir = path.resolve(args['data-dir'] ?? path.join(BENCH_DIR, size === 'bench' ? '.data' : '.data-demo'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const API = '/api';

const release = await acquireLock(dataLockFile(dataDir, databaseUrl), 'soak');
await ensureDataset({ size, dataDir, databaseUrl, fresh: false });
const env: Record<string, string> = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_TOKEN_TTL_SECONDS: '86400', WEB_DIST_DIR: '', API_PREFIX: API };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const server = await startNodeServer({ name: 'api', script: API_SERVER, env, readyPath: `${API}/v1/me`, cwd: REPO_ROOT });

const rssMb = () => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
};

type Req = { method: string; path: string; body?: unknown };
try {
  const session = (await (await fetch(`${server.origin}${API}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.local', password: 'demo-admin' }) })).json()) as { access_token: string };
  const headers = { 'access-token': session.access_token };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const get = async <T,>(p: string) => (await (await fetch(`${server.origin}${API}${p}`, { headers })).json()) as T;
  const events = await get<{ id: number }[]>('/v1/events?per_page=20&time=all');
  const deskEvents = await get<{ id: number }[]>('/v1/withdraw_kits/events?per_page=10');
  const subscribers = await get<{ id: number }[]>('/v1/newsletter/subscribers?per_page=50');
  const users = await get<{ id: number }[]>('/v1/users?per_page=20');
  const pick = <T,>(list: T[], i: number) => list[i % list.length]!;

  // the mix: 80 % reads of the screens staff use most, 20 % writes (status toggles and a create + delete pair)
  let n = 0;
  const created: number[] = [];
  const next = (): Req => {
    const i = n++;
    const slot = i % 20;
    const event = pick(events, i).id;
    if (slot < 4) return { method: 'GET', path: `/v1/events?current_page=${i % 5}&per_page=10` };
    if (slot < 7) return { method: 'GET', path: `/v1/events/${event}/subscriptions?per_page=10&current_page=${i % 3}` };
    if (slot < 9) return { method: 'GET', path: `/v1/events/${event}/dashboard` };
    if (slot < 11) return { method: 'GET', path: `/v1/withdraw_kits/events/${pick(deskEvents, i).id}/subscriptions?query=${['ana', 'silva', 'jose', '12'][i % 4]}` };
    if (slot < 12) return { method: 'GET', path: `/v1/users?per_page=20` };
    if (slot < 13) return { method: 'GET', path: `/v1/sponsors?per_page=20` };
    if (slot < 14) return { method: 'GET', path: `/v1/newsletter/subscribers?per_page=20&query=${['a', 'e', 'gmail'][i % 3]}` };
    if (slot < 15) return { method: 'GET', path: `/v1/audit?entity_type=users&entity_id=${pick(users, i).id}&per_page=50` };
    if (slot < 16) return { method: 'GET', path: `/v1/events/${event}` };
    if (slot < 18) return { method: 'POST', path: `/v1/newsletter/subscribers/${pick(subscribers, i).id}/${i % 4 < 2 ? 'disable' : 'enable'}` };
    if (slot < 19) return { method: 'POST', path: '/v1/modalities', body: { name: `Soak ${process.pid} ${i}`, modality_type_id: 1, description: 'carga contínua' } };
    const id = created.shift();
    return id ? { method: 'DELETE', path: `/v1/modalities/${id}` } : { method: 'GET', path: '/v1/modalities?per_page=10' };
  };

  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const rss = { start: rssMb(), peak: 0, end: 0 };
  const samples: string[] = [];
  const total = Math.round(minutes * 60 * rate);
  const startedAt = performance.now();
  let inFlight = 0;
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = setInterval(() => {
      // open loop: requests leave on schedule whatever the answers' speed
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) / 1000) * rate));
      while (sent < due) {
        sent++;
        const req = next();
        const t = performance.now();
        inFlight++;
        fetch(`${server.origin}${API}${req.path}`, { method: req.method, headers: req.body ? jsonHeaders : headers, signal: AbortSignal.timeout(10_000), ...(req.body ? { body: JSON.stringify(req.body) } : {}) })
          .then(async (res) => {
            const text = await res.text();
            latencies.push(performance.now() - t);
            const key = String(res.status);
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            if (req.method === 'POST' && req.path === '/v1/modalities' && res.status === 201) created.push((JSON.parse(text) as { id: number }).id);
          })
          .catch((err: Error) => statuses.set(err.name, (statuses.get(err.name) ?? 0) + 1))
          .finally(() => {
            inFlight--;
            if (sent >= total && inFlight === 0) {
              clearInterval(tick);
              done();
            }
          });
      }
    }, 10);
    const sampler = setInterval(() => {
      const now = rssMb();
      rss.peak = Math.max(rss.peak, now);
      samples.push(`${Math.round((performance.now() - startedAt) / 1000)}s:${now}MB`);
      if (sent >= total && inFlight === 0) clearInterval(sampler);
    }, 30_000);
  });
  rss.end = rssMb();
  rss.peak = Math.max(rss.peak, rss.end);
  const wall = (performance.now() - startedAt) / 1000;
  latencies.sort((x, y) => x - y);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 10) / 10;
  const fivexx = [...statuses].filter(([k]) => /^5\d\d$/.test(k)).reduce((s, [, v]) => s + v, 0);
  const failures = [...statuses].filter(([k]) => !/^\d+$/.test(k)).reduce((s, [, v]) => s + v, 0);
  console.log(`\nSoak on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (${size} data): ${sent} requests in ${wall.toFixed(0)} s (${(sent / wall).toFixed(1)} req/s asked ${rate})`);
  console.log(`  answers: ${JSON.stringify(Object.fromEntries(statuses))}; 5xx ${fivexx}; transport errors/timeouts ${failures}`);
  console.log(`  latency ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${pct(100)}`);
  console.log(`  server RSS: start ${rss.start} MB, end ${rss.end} MB, peak ${rss.peak} MB; samples ${samples.join(' ')}`);
  process.exitCode = fivexx || failures ? 1 : 0;
} finally {
  await server.stop();
  release();
}
