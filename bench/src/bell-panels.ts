/**
 * `node bench/src/bell-panels.ts [--panels 100] [--interval 2] [--seconds 60] [--size demo]` — issue 19: the header
 * bell's cost with many panels open. Each panel polls `GET /v2/notifications/unread_count` every `--interval` seconds
 * (the panel does it every 20 s; the default 2 s is ten times harsher), starting at a random phase as real panels
 * do, and every answer's latency is recorded. Prints p50/p95/p99/max and the server's CPU per request; exits 1 on
 * any error or when p95 is above `--p95` ms (default 10). Decision 0076. Never part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dataLockFile, ensureDataset, type SeedSize } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';
import { API_SERVER, BENCH_DIR, REPO_ROOT } from './lib/paths.ts';
import { startNodeServer } from './lib/processes.ts';

const { values: args } = parseArgs({
  options: {
    panels: { type: 'string', default: '100' },
    interval: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
    p95: { type: 'string', default: '10' },
    size: { type: 'string', default: 'demo' },
    'data-dir': { type: 'string' },
  },
});
const panels = Number(args.panels);
const intervalMs = Number(args.interval) * 1000;
const seconds = Number(args.seconds);
const size = args.size as SeedSize;
const dataDir = path.resolve(args['data-dir'] ?? path.join(BENCH_DIR, size === 'bench' ? '.data' : '.data-demo'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const API = '/api';

const cpuMs = (pid: number | undefined) => {
  if (pid === undefined) return Number.NaN;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const release = await acquireLock(dataLockFile(dataDir, databaseUrl), 'bell-panels');
await ensureDataset({ size, dataDir, databaseUrl, fresh: false });
const env: Record<string, string> = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_TOKEN_TTL_SECONDS: '86400', WEB_DIST_DIR: '', API_PREFIX: API };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const server = await startNodeServer({ name: 'api', script: API_SERVER, env, readyPath: `${API}/v1/me`, cwd: REPO_ROOT });
let failed: boolean;
try {
  const session = (await (await fetch(`${server.origin}${API}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.local', password: 'demo-admin' }) })).json()) as { access_token: string };
  const headers = { 'access-token': session.access_token };
  const url = `${server.origin}${API}/v2/notifications/unread_count`;
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).text(); // warm-up

  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = cpuMs(server.pid);
  const endAt = performance.now() + seconds * 1000;
  const panel = async () => {
    await new Promise((r) => setTimeout(r, Math.random() * intervalMs));
    while (performance.now() < endAt) {
      const t = performance.now();
      try {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
        await res.text();
        if (res.ok) latencies.push(performance.now() - t);
        else errors++;
      } catch {
        errors++;
      }
      await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (performance.now() - t))));
    }
  };
  await Promise.all(Array.from({ length: panels }, panel));
  const cpu = cpuMs(server.pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 100) / 100;
  const p95 = pct(95);
  console.log(`${panels} panels polling every ${intervalMs / 1000} s for ${seconds} s: ${latencies.length} answers, ${errors} errors`);
  console.log(`latency ms: p50 ${pct(50)}, p95 ${p95}, p99 ${pct(99)}, max ${pct(100)}; server CPU ${(cpu / Math.max(1, latencies.length)).toFixed(3)} ms/request`);
  console.log(`load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  failed = errors > 0 || p95 > Number(args.p95);
} finally {
  await server.stop();
  release();
}
process.exit(failed ? 1 : 0);
