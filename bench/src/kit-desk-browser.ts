/**
 * `node bench/src/kit-desk-browser.ts [--texts 40] [--delay 120] [--data-dir bench/.data]` (DATABASE_URL for PostgreSQL)
 *
 * Time from keystroke to results on screen at the kit desk, in Chromium (Debian's, through playwright-core), on the
 * bench data set's 100,000-subscription event. For each text the desk search box is cleared and the text typed one
 * key at a time (`--delay` ms between keys, like a fast volunteer); the page records when the last key went down and
 * when the results list first showed the answer for the whole text (a MutationObserver on its `data-shown`). The
 * figure includes the desk's 60 ms debounce (SEARCH_DEBOUNCE_MS of WithdrawDeskPage.tsx), the request, rendering and paint scheduling. Needs the panel built
 * (apps/web/dist) and the data set loaded (run `npm run bench -- --scenario kit-desk` first).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { API_SERVER, BENCH_DIR, REPO_ROOT, RESULTS_DIR } from './lib/paths.ts';
import { dataLockFile } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';
import { startNodeServer } from './lib/processes.ts';
import { benchDeskEvent, openDesk, chestTexts, cpfTexts, nameFragments, sampleAthletes } from './scenarios/kit-desk.ts';
import type { ScenarioContext } from './types.ts';

const { values: args } = parseArgs({
  options: {
    texts: { type: 'string', default: '40' },
    delay: { type: 'string', default: '120' },
    'data-dir': { type: 'string' },
  },
});
const perKind = Number(args.texts);
const keyDelay = Number(args.delay);
const API_PREFIX = '/api';
const ADMIN = { email: 'admin@demo.local', password: 'demo-admin' };
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(args['data-dir'] ?? path.join(BENCH_DIR, '.data'));
if (!fs.existsSync(path.join(REPO_ROOT, 'apps/web/dist/index.html'))) throw new Error('Build the panel first (npm run build -w @backoffice/web)');

await acquireLock(dataLockFile(dataDir, databaseUrl), 'kit-desk-browser bench'); // released on exit
const env: Record<string, string> = { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_TOKEN_TTL_SECONDS: '86400', API_PREFIX };
if (databaseUrl) env.DATABASE_URL = databaseUrl;
const server = await startNodeServer({ name: 'api', script: API_SERVER, env, readyPath: `${API_PREFIX}/v1/me`, cwd: REPO_ROOT });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
const round = (n: number) => Math.round(n * 10) / 10;

try {
  const session = (await (await fetch(`${server.origin}${API_PREFIX}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()) as {
    access_token: string;
  };
  const ctx: ScenarioContext = {
    apiOrigin: server.origin,
    apiPrefix: API_PREFIX,
    accessToken: session.access_token,
    async get<T>(p: string) {
      const res = await fetch(server.origin + p, { headers: { 'access-token': session.access_token } });
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
      return { body: (await res.json()) as T, headers: res.headers };
    },
  };
  const event = await benchDeskEvent(ctx);
  await openDesk(ctx, event.id);
  const subs = await sampleAthletes(ctx, event.id, 4);
  const kinds = { 'name fragments': nameFragments(subs, perKind), CPF: cpfTexts(subs, perKind), 'chest number': chestTexts(subs, perKind) };

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
  await page.goto(`${server.origin}/sign_in`);
  await page.getByLabel('E-mail', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/sign_in'));
  await page.goto(`${server.origin}/withdraw_kits/events/${event.id}`);
  const box = page.getByRole('combobox', { name: 'Buscar atleta' });
  await box.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __kd: { lastKey: number; shown: Record<string, number> } };
    w.__kd = { lastKey: 0, shown: {} };
    document.querySelector('input[aria-label="Buscar atleta"]')!.addEventListener('keydown', () => (w.__kd.lastKey = performance.now()), true);
    const list = document.querySelector('[data-testid="desk-results"]')!;
    new MutationObserver(() => {
      const shown = list.getAttribute('data-shown');
      if (shown && !(shown in w.__kd.shown)) w.__kd.shown[shown] = performance.now();
    }).observe(list, { attributes: true, attributeFilter: ['data-shown'] });
  });

  const results: Record<string, { p50: number; p95: number; p99: number; max: number; samples: number }> = {};
  for (const [kind, texts] of Object.entries(kinds)) {
    const times: number[] = [];
    for (const text of texts) {
      await box.fill('');
      await page.evaluate(() => ((window as unknown as { __kd: { shown: Record<string, number> } }).__kd.shown = {}));
      await box.pressSequentially(text, { delay: keyDelay });
      const expected = text.trim();
      const handle = await page.waitForFunction((q) => (window as unknown as { __kd: { shown: Record<string, number>; lastKey: number } }).__kd.shown[q] ?? null, expected, {
        timeout: 15_000,
      });
      const shownAt = (await handle.jsonValue()) as number;
      const lastKey = await page.evaluate(() => (window as unknown as { __kd: { lastKey: number } }).__kd.lastKey);
      times.push(shownAt - lastKey);
    }
    const sorted = [...times].sort((a, b) => a - b);
    results[kind] = { p50: round(pct(sorted, 50)), p95: round(pct(sorted, 95)), p99: round(pct(sorted, 99)), max: round(sorted.at(-1)!), samples: sorted.length };
    console.log(`${kind}: keystroke → results on screen p50 ${results[kind]!.p50} ms, p95 ${results[kind]!.p95} ms, p99 ${results[kind]!.p99} ms (${sorted.length} texts)`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${stamp}Z-kit-desk-browser.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ event: { id: event.id, name: event.name }, database: databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`, keyDelayMs: keyDelay, debounceMs: 60, loadAverage: os.loadavg()[0], results }, null, 2)}\n`,
  );
  console.log(`Results: ${path.relative(REPO_ROOT, file)}`);
} finally {
  await browser.close();
  await server.stop();
}
