/**
 * `npm run frontend -w @backoffice/bench [-- --runs 3 --pages sign_in,events,event_edit --dist <dir> --no-build]`
 *
 * The panel as a new user meets it (issue 13 §1): builds the panel (when its sources changed), starts the real
 * server on the demo data set with that build, signs in through the API and, for /sign_in, /events/list and an event
 * edit form (or any signed-in list named by its path in --pages), prints
 *  - first-load JS (gzip): every script the page loads until it shows its content and the network is idle, read from
 *    Chromium's network log (playwright-core), each body gzipped at level 9 (what the server's `.gz` files hold);
 *  - bytes on the wire: every response of that first load (headers + encoded body; the server sends brotli);
 *  - Lighthouse 12 (npm) mobile and desktop presets: performance score, LCP, TBT, CLS — median of `--runs`.
 * A signed-in page gets the session the way the panel keeps it: the tokens in localStorage (lib/auth-store.ts).
 * Lighthouse measures a returning user: each signed-in page is opened once before its runs, so the panel has learned
 * the reads it makes at start-up and asks them beside its code (lib/early-requests.ts, decision 0104).
 * `--first-visit` measures the page never opened before in that browser instead (the learned reads cleared before
 * each run).
 * Lighthouse runs on Debian's Chromium (CHROME_PATH / --chromium), with simulated throttling (its default).
 * Results also go to bench/results/<timestamp>-frontend.{json,md}; `--lhr-dir <dir>` keeps each Lighthouse report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { API_SERVER, BENCH_DIR, REPO_ROOT, RESULTS_DIR } from './lib/paths.ts';
import { dataLockFile, ensureDataset } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';
import { freePort, startNodeServer } from './lib/processes.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'sign_in,events,event_edit' },
    /** Measure this built panel (a copy of apps/web/dist) instead of building. */
    dist: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'first-visit': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    label: { type: 'string', default: '' },
    /** Keep each Lighthouse report (JSON) here, to read its diagnostics: long tasks, layout shifts, boot-up time. */
    'lhr-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(fs.readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(0);
}

const RUNS = Math.max(1, Number(args.runs));
const API_PREFIX = '/api';
const ADMIN = { email: 'admin@demo.local', password: 'demo-admin' };
/** The flags of docs/stack-notes.md (Chromium as root on these machines). */
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TOKENS_KEY = 'backoffice.session'; // lib/auth-store.ts
const LEARNED_READS_KEY = 'backoffice.start-up-reads'; // lib/early-requests.ts
const LEARNING_MS = 5_500; // a load's reads are learned for its first 5 s (EARLY_WINDOW_MS)

type Tokens = { access_token: string; refresh_token: string; expires_at: string };
type PageSpec = { key: string; label: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> };
type NetworkFigures = { jsGzip: number; jsRaw: number; jsFiles: number; cssGzip: number; wire: number; requests: number };
type LhFigures = { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
type Result = { page: PageSpec; network: NetworkFigures; mobile: LhFigures[]; desktop: LhFigures[] };

const loadAvg = () => os.loadavg().map((n) => n.toFixed(2)).join(' / ');
const loadBefore = loadAvg();
console.log(`Load average (1/5/15 min) before: ${loadBefore} on ${os.cpus().length} cores`);

// ------------------------------------------------------------------ build and data
let webDir: string;
if (args.dist) {
  webDir = path.resolve(args.dist);
} else {
  if (!args['no-build']) {
    const built = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-web.mjs')], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  // A private copy: a rebuild meanwhile (Vite empties dist first) would otherwise blank the pages under test.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-frontend-web-'));
  fs.cpSync(path.join(REPO_ROOT, 'apps/web/dist'), webDir, { recursive: true, filter: (src) => !src.endsWith('.map') });
  process.once('exit', () => fs.rmSync(webDir, { recursive: true, force: true }));
}
if (!fs.existsSync(path.join(webDir, 'index.html'))) throw new Error(`${webDir} holds no built panel (index.html)`);

const dataDir = path.resolve(args['data-dir'] ?? path.join(BENCH_DIR, '.data-demo'));
await acquireLock(dataLockFile(dataDir, undefined), 'frontend bench'); // released on exit
const dataset = await ensureDataset({ size: 'demo', dataDir, databaseUrl: undefined, fresh: false });
console.log(`Demo data set in ${path.relative(REPO_ROOT, dataDir)}${dataset.reused ? ' (reused)' : ''}`);

const server = await startNodeServer({
  name: 'api',
  script: API_SERVER,
  cwd: REPO_ROOT,
  readyPath: `${API_PREFIX}/health`,
  env: {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: webDir,
    API_PREFIX,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    // One sign-in serves every run: the access token must outlive them (no refresh mid-measurement).
    ACCESS_TOKEN_TTL_SECONDS: '86400',
  },
});
const origin = server.origin;

async function api<T>(method: string, p: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(origin + API_PREFIX + p, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { 'access-token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${p} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const tokens = await api<Tokens>('POST', '/v2/session', ADMIN);
const events = await api<{ id: number; finished: boolean }[]>('GET', '/v1/events?time=all&per_page=50', undefined, tokens.access_token).catch(() =>
  api<{ id: number; finished: boolean }[]>('GET', '/v1/events?per_page=50', undefined, tokens.access_token),
);
const editable = events.find((e) => !e.finished) ?? events[0];
if (!editable) throw new Error('the demo data set has no event');

const ALL_PAGES: PageSpec[] = [
  { key: 'sign_in', label: '/sign_in', path: '/sign_in', signedIn: false, ready: (p) => p.getByRole('button', { name: 'Entrar', exact: true }).waitFor() },
  { key: 'events', label: '/events/list (signed in)', path: '/events/list', signedIn: true, ready: (p) => p.locator('table tbody tr').first().waitFor() },
  {
    key: 'event_edit',
    label: `/events/${editable.id}/edit (signed in)`,
    path: `/events/${editable.id}/edit`,
    signedIn: true,
    ready: (p) => p.getByRole('button', { name: 'Salvar', exact: true }).waitFor(),
  },
];
// Any other signed-in list by its path (`--pages events,/orders/list,/coupons/list`): ready at its first table row.
const listPage = (listPath: string): PageSpec => ({
  key: listPath,
  label: `${listPath} (signed in)`,
  path: listPath,
  signedIn: true,
  ready: (p) => p.locator('table tbody tr').first().waitFor(),
});
const PAGES: PageSpec[] = args.pages.split(',').map((key) => {
  const spec = ALL_PAGES.find((p) => p.key === key) ?? (key.startsWith('/') ? listPage(key) : undefined);
  if (!spec) throw new Error(`--pages: ${key}? Known pages are ${ALL_PAGES.map((p) => p.key).join(', ')}, or a list path such as /orders/list`);
  return spec;
});

// ------------------------------------------------------------------ network: first-load JS and bytes on the wire
async function measureNetwork(context: BrowserContext, spec: PageSpec): Promise<NetworkFigures> {
  const page = await context.newPage();
  page.setDefaultTimeout(180_000); // the machine may be busy
  const pending: Promise<void>[] = [];
  const figures: NetworkFigures = { jsGzip: 0, jsRaw: 0, jsFiles: 0, cssGzip: 0, wire: 0, requests: 0 };
  // Quiet network: nothing in flight and no request started or ended for a second.
  const inflight = new Set<unknown>();
  let lastActivity = Date.now();
  page.on('request', (r) => {
    inflight.add(r);
    lastActivity = Date.now();
    if (process.env.BENCH_DEBUG) console.log(`  > ${r.method()} ${r.url()}`);
  });
  const done = (r: unknown) => {
    inflight.delete(r);
    lastActivity = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', done);
  // A response whose body the page never reads (e.g. a fetch for its headers only) never "finishes": its answer counts.
  page.on('response', (r) => done(r.request()));
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        figures.wire += sizes.responseHeadersSize + sizes.responseBodySize;
        figures.requests += 1;
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const body = await response.body();
        const gz = zlib.gzipSync(body, { level: 9 }).length;
        if (type === 'script') {
          figures.jsGzip += gz;
          figures.jsRaw += body.length;
          figures.jsFiles += 1;
        } else figures.cssGzip += gz;
      })(),
    );
  });
  await page.goto(origin + spec.path);
  await spec.ready(page);
  const deadline = Date.now() + 180_000;
  while (inflight.size > 0 || Date.now() - lastActivity < 1000) {
    if (Date.now() > deadline) throw new Error(`${spec.path}: the network never went quiet (${[...inflight].map((r) => (r as { url(): string }).url()).join(', ')})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (new URL(page.url()).pathname !== spec.path) throw new Error(`${spec.path} ended at ${page.url()}`);
  await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 10_000))]);
  await page.close();
  return figures;
}

// ------------------------------------------------------------------ Lighthouse
async function runLighthouse(port: number, url: string, formFactor: 'mobile' | 'desktop'): Promise<LhFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, formFactor === 'desktop' ? desktopConfig : undefined);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) throw new Error(`Lighthouse ended at ${lhr.finalDisplayedUrl}, not ${url}`);
  if (args['lhr-dir']) {
    fs.mkdirSync(args['lhr-dir'], { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${formFactor}-${Date.now()}.json`;
    fs.writeFileSync(path.join(args['lhr-dir'], name), JSON.stringify(lhr));
  }
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number' || !Number.isFinite(num('largest-contentful-paint'))) {
    // A run without a score (e.g. NO_LCP when the trace lost the paint): not a measurement.
    throw new Error(`Lighthouse gave no performance score (${lhr.audits['largest-contentful-paint']?.errorMessage ?? 'no LCP'})`);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const results: Result[] = [];
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-frontend-chromium-'));
try {
  // Network log: a fresh context (empty cache) per page.
  const browser = await chromium.launch({ executablePath: args.chromium, args: CHROMIUM_FLAGS.slice(1) });
  try {
    for (const spec of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'pt-BR' });
      if (spec.signedIn) await context.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKENS_KEY, JSON.stringify(tokens)]);
      const network = await measureNetwork(context, spec);
      await context.close();
      results.push({ page: spec, network, mobile: [], desktop: [] });
      console.log(`${spec.label}: first-load JS ${kb(network.jsGzip)} gzip (${network.jsFiles} files, ${kb(network.jsRaw)} raw), CSS ${kb(network.cssGzip)} gzip, ${kb(network.wire)} on the wire in ${network.requests} responses`);
    }
  } finally {
    await browser.close();
  }

  if (!args['no-lighthouse']) {
    // Lighthouse drives a Chromium whose default profile holds the session (it clears the HTTP cache before each run,
    // not localStorage — its default clearStorageTypes).
    const port = await freePort();
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: args.chromium,
      args: [...CHROMIUM_FLAGS.slice(1), `--remote-debugging-port=${port}`],
      viewport: null,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (const result of results) {
        // same origin, no panel code: the session, and (for --first-visit) no learned start-up reads
        const prepare = async () => {
          await page.goto(`${origin}/runtime-config.js`);
          await page.evaluate(
            ([key, value, learnedKey, forget]) => {
              if (value) window.localStorage.setItem(key!, value);
              else window.localStorage.removeItem(key!);
              if (forget) window.localStorage.removeItem(learnedKey!);
            },
            [TOKENS_KEY, result.page.signedIn ? JSON.stringify(tokens) : '', LEARNED_READS_KEY, args['first-visit'] ? '1' : ''],
          );
        };
        await prepare();
        if (result.page.signedIn && !args['first-visit']) {
          await page.goto(origin + result.page.path);
          await result.page.ready(page);
          await page.waitForTimeout(LEARNING_MS);
        }
        await page.goto('about:blank');
        for (let run = 1; run <= RUNS; run++) {
          for (const formFactor of ['mobile', 'desktop'] as const) {
            if (args['first-visit']) {
              await prepare();
              await page.goto('about:blank');
            }
            let figures: LhFigures | undefined;
            for (let attempt = 1; !figures; attempt++) {
              try {
                figures = await runLighthouse(port, origin + result.page.path, formFactor);
              } catch (error) {
                // On a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART, NO_FCP): run it again.
                if (attempt >= 3) throw error;
                console.log(`  ${result.page.label} ${formFactor} run ${run}: ${error instanceof Error ? error.message : String(error)}; again`);
              }
            }
            result[formFactor].push(figures);
            console.log(
              `  ${result.page.label} ${formFactor} run ${run}: ${figures.score}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
            );
          }
        }
      }
    } finally {
      await context.close();
    }
  }
} finally {
  await server.stop();
  fs.rmSync(profileDir, { recursive: true, force: true });
}

// ------------------------------------------------------------------ report
const loadAfter = loadAvg();
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
const dirty = spawnSync('git', ['status', '--porcelain', 'apps/web', 'packages/contract'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim() ? ' (uncommitted changes)' : '';
const med = (xs: LhFigures[], k: keyof LhFigures) => (xs.length ? median(xs.map((x) => x[k])) : Number.NaN);
const head = ['page', 'first-load JS (gzip)', 'bytes on the wire', 'Lighthouse mobile / desktop', 'LCP mobile / desktop', 'TBT mobile / desktop', 'CLS mobile / desktop'];
const rows = results.map((r) => [
  r.page.label,
  kb(r.network.jsGzip),
  kb(r.network.wire),
  // --no-lighthouse: those columns stay empty
  ...(r.mobile.length
    ? [
        `${med(r.mobile, 'score')} / ${med(r.desktop, 'score')}`,
        `${(med(r.mobile, 'lcpMs') / 1000).toFixed(2)} s / ${(med(r.desktop, 'lcpMs') / 1000).toFixed(2)} s`,
        `${Math.round(med(r.mobile, 'tbtMs'))} / ${Math.round(med(r.desktop, 'tbtMs'))} ms`,
        `${med(r.mobile, 'cls').toFixed(3)} / ${med(r.desktop, 'cls').toFixed(3)}`,
      ]
    : ['—', '—', '—', '—']),
]);
const table = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const notes = [
  `${args.label ? `${args.label}: ` : ''}commit ${commit}${dirty}${args.dist ? `, panel from ${args.dist}` : ''}; Lighthouse 12, Chromium ${args.chromium}, median of ${RUNS}, ` +
    `${args['first-visit'] ? 'signed-in pages never opened before' : 'signed-in pages opened once before (start-up reads learned)'}; ` +
    `load average (1/5/15 min) ${loadBefore} before, ${loadAfter} after, ${os.cpus().length} cores.`,
  'Targets (issue 13 §1): first-load JS ≤ 150 KB gzip on /sign_in, ≤ 200 KB on a signed-in list; performance ≥ 95 mobile / 100 desktop; LCP mobile ≤ 2.0 s; TBT ≤ 100 ms; CLS ≤ 0.05.',
];
console.log(`\n${table}\n\n${notes.join('\n')}`);
fs.mkdirSync(RESULTS_DIR, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}-frontend.md`), `${table}\n\n${notes.join('\n')}\n`);
fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}-frontend.json`), JSON.stringify({ commit, loadBefore, loadAfter, runs: RUNS, results }, null, 2));
process.exit(0);
