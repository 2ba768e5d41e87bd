import fs from 'node:fs';
import path from 'node:path';
import type { Measurement } from '../types.ts';
import type { Dataset } from './dataset.ts';
import { RESULTS_DIR } from './paths.ts';

export type RunInfo = {
  startedAt: string;
  commit: string;
  node: string;
  cpu: string;
  cores: number;
  /** The server entry that was started (apps/api/src/server.ts unless --server). */
  server: string;
  database: string;
  dataset: Dataset;
  connections: number;
  durationS: number;
  warmupS: number;
  scenarios: string[];
  /** 1-minute load average before and after the measurements (other work on the machine skews the figures). */
  loadAverage: { before: number; after: number };
};

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const ratio = (m: Measurement) => (m.ratioToBare === null ? '–' : `${(m.ratioToBare * 100).toFixed(1)} %`);
const problems = (m: Measurement) => m.errors + m.timeouts + m.non2xx;

const HEAD = ['Endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs bare', 'server CPU ms/req', 'db CPU ms/req', 'server CPU', 'requests', 'errors/non-2xx'];
function row(m: Measurement): string[] {
  return [
    m.scenario === 'reference' ? `${m.method} ${m.path} (bare Fastify)` : `${m.method} ${m.path}`,
    fmt(m.rps),
    fmt(m.latencyMs.p50, 2),
    fmt(m.latencyMs.p95, 2),
    fmt(m.latencyMs.p99, 2),
    ratio(m),
    m.serverCpuMsPerRequest === null ? '–' : fmt(m.serverCpuMsPerRequest, 3),
    m.dbCpuMsPerRequest === null ? '–' : fmt(m.dbCpuMsPerRequest, 3),
    m.serverCpuShare === null ? '–' : `${Math.round(m.serverCpuShare * 100)} %`,
    String(m.requests),
    problems(m) ? `${m.errors} / ${m.non2xx}${m.timeouts ? ` (${m.timeouts} timeouts)` : ''}` : '0',
  ];
}

/** A plain-text table for the terminal. */
export function printTable(measurements: Measurement[]): void {
  const rows = [HEAD, ...measurements.map(row)];
  const widths = HEAD.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(HEAD)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows.slice(1)) console.log(line(r));
  console.log('');
}

export function markdown(info: RunInfo, measurements: Measurement[]): string {
  const d = info.dataset;
  const s = (ms: number | null) => (ms === null ? '?' : `${(ms / 1000).toFixed(1)} s`);
  const load = `${s(d.loadMs)} (seed CPU ${s(d.loadCpuMs)}) + ANALYZE ${d.analyzeMs === null ? 'not needed' : s(d.analyzeMs)}${d.reused ? `, loaded ${d.loadedAt ?? '?'} and reused` : ''}`;
  return [
    `# API bench — ${info.startedAt}`,
    '',
    `- Commit ${info.commit}, Node ${info.node}, ${info.cores} × ${info.cpu}`,
    `- Server: \`${info.server}\`; database: ${info.database}; data set \`${d.size}\` (load ${load})`,
    `- autocannon: ${info.connections} connections, ${info.durationS} s per endpoint after a ${info.warmupS} s warm-up; load generator, API and reference on the same machine`,
    `- Scenarios: ${info.scenarios.join(', ')}; 1-min load average ${info.loadAverage.before.toFixed(2)} before, ${info.loadAverage.after.toFixed(2)} after`,
    '',
    `| ${HEAD.join(' | ')} |`,
    `| ${HEAD.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...measurements.map((m) => `| ${row(m).map((c, i) => (i === 0 ? `\`${c}\`` : c)).join(' | ')} |`),
    '',
  ].join('\n');
}

/** Writes `results/<timestamp>-<label>.{json,md}` and returns both paths. */
export function writeResults(label: string, info: RunInfo, measurements: Measurement[]): { json: string; md: string } {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = info.startedAt.replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z');
  const base = path.join(RESULTS_DIR, `${stamp}-${label}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify({ ...info, results: measurements }, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, markdown(info, measurements));
  return { json: `${base}.json`, md: `${base}.md` };
}

/** Any failed or non-2xx request, or an endpoint that completed no request at all. */
export function hasProblems(measurements: Measurement[]): boolean {
  return measurements.some((m) => problems(m) > 0 || m.requests === 0);
}
