import fs from 'node:fs';
import autocannon, { type Options } from 'autocannon';
import type { LoadOptions, Measurement, Method, Target } from '../types.ts';

/**
 * A target resolved against its server; `pid` is the serving process (for its CPU time) and `dbPids`, on
 * PostgreSQL, lists the database's backend processes (for theirs).
 */
export type Prepared = {
  scenario: string;
  target: Target;
  url: string;
  headers: Record<string, string>;
  pid: number | undefined;
  dbPids?: () => Promise<number[]>;
};

/** CPU ms of each process in `pids` (those still readable). */
function cpuOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

const CLOCK_TICKS_PER_S = 100; // USER_HZ on Linux

/** utime + stime of a process in ms, or null off Linux. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

/** Nearest-rank percentile of ascending-sorted values. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function fire(req: Prepared, connections: number, durationS: number, latencies: number[] | null) {
  const method: Method = req.target.method ?? 'GET';
  const options: Options = { url: req.url, method, headers: req.headers, connections: req.target.connections ?? connections, duration: durationS, timeout: 10 };
  if (req.target.overallRate) options.overallRate = req.target.overallRate;
  if (req.target.body !== undefined) options.body = JSON.stringify(req.target.body);
  const paths = req.target.paths;
  if (paths?.length) {
    let next = 0;
    options.requests = [{ setupRequest: (r) => ({ ...r, path: paths[next++ % paths.length] }) }];
  }
  const instance = autocannon(options);
  if (latencies) instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  return instance;
}

/** Sends the request once and fails loudly on a non-2xx answer, so a broken target is not load-tested. */
export async function probe(req: Prepared): Promise<void> {
  const init: RequestInit = { method: req.target.method ?? 'GET', headers: req.headers };
  if (req.target.body !== undefined) init.body = JSON.stringify(req.target.body);
  const res = await fetch(req.url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${req.target.name}: ${init.method} ${req.target.path} answered ${res.status}: ${text.slice(0, 500)}`);
}

/** Warm-up (results dropped), then the measured run; latencies are recorded per response for exact percentiles. */
export async function measure(req: Prepared, opts: LoadOptions): Promise<Measurement> {
  if (opts.warmupS > 0) await fire(req, opts.connections, opts.warmupS, null);
  const latencies: number[] = [];
  const dbBefore = req.dbPids ? cpuOf(await req.dbPids()) : null;
  const cpuBefore = cpuMs(req.pid);
  const result = await fire(req, opts.connections, opts.durationS, latencies);
  const cpuAfter = cpuMs(req.pid);
  let dbCpu: number | null = null;
  if (dbBefore && req.dbPids) {
    const after = cpuOf(await req.dbPids());
    dbCpu = after.size ? [...after].reduce((sum, [pid, ms]) => sum + ms - (dbBefore.get(pid) ?? 0), 0) : null;
  }
  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((a, b) => a + b, 0);
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) statusCodes[code] = count;
  return {
    scenario: req.scenario,
    name: req.target.name,
    method: req.target.method ?? 'GET',
    path: req.target.path,
    requests: result.requests.total,
    durationS: result.duration,
    rps: round(result.requests.total / result.duration, 1),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      mean: round(latencies.length ? sum / latencies.length : Number.NaN),
      max: round(sorted.length ? sorted[sorted.length - 1]! : Number.NaN),
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? round((cpuAfter - cpuBefore) / result.requests.total, 3) : null,
    dbCpuMsPerRequest: dbCpu !== null && result.requests.total > 0 ? round(dbCpu / result.requests.total, 3) : null,
    serverCpuShare: cpuBefore !== null && cpuAfter !== null ? round((cpuAfter - cpuBefore) / (result.duration * 1000), 2) : null,
    ratioToBare: null,
  };
}
