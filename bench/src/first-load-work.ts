/**
 * What the main thread does while a signed-in page first loads (issue 13 §1: TBT): React commits and the components
 * each one rendered, and Chromium's long tasks, with the CPU slowed 4× as Lighthouse's phone is (no network
 * throttling, so the figures move with the code, not with the simulated radio).
 *
 *   node bench/src/first-load-work.ts [--runs 5] [--pages /events/list,/users/list] [--dist <dir>] [--profile <file prefix>]
 *
 * Uses the panel built in apps/web/dist (or `--dist`) and the demo data set (bench/.data-demo), served by the real
 * server. Each page is opened once first (the panel learns its start-up reads, as a returning user's would), then
 * `--runs` times; printed per page: the median of long tasks (count, total, blocking = the part beyond 50 ms of
 * each, what TBT adds up) and of React commits, and for the median run each commit's time and the components it
 * rendered, where each render began (and the context or hook whose value changed there) and what it rendered most: a
 * fake React DevTools hook walks each committed tree. Component names need a build without minification
 * (`npx vite build --minify false --outDir <dir>` in apps/web, then `--dist <dir>`). `--profile <prefix>` also writes
 * a CPU profile of the last run of each page (`<prefix>-<page>.cpuprofile`, for DevTools).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { dataLockFile, ensureDataset } from './lib/dataset.ts';
import { acquireLock } from './lib/lock.ts';
import { API_SERVER, BENCH_DIR, REPO_ROOT } from './lib/paths.ts';
import { startNodeServer } from './lib/processes.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/events/list,/users/list' },
    dist: { type: 'string' },
    profile: { type: 'string' },
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const API_PREFIX = '/api';
const TOKENS_KEY = 'backoffice.session'; // lib/auth-store.ts
const SETTLE_MS = 2_000;

const webSource = path.resolve(args.dist ?? path.join(REPO_ROOT, 'apps/web/dist'));
if (!fs.existsSync(path.join(webSource, 'index.html'))) throw new Error(`${webSource} holds no built panel: run node scripts/build-web.mjs`);
// A private copy: a rebuild meanwhile (Vite empties dist first) would otherwise blank the pages under test.
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-load-web-'));
fs.cpSync(webSource, webDir, { recursive: true, filter: (src) => !src.endsWith('.map') });
process.once('exit', () => fs.rmSync(webDir, { recursive: true, force: true }));

const dataDir = path.join(BENCH_DIR, '.data-demo');
await acquireLock(dataLockFile(dataDir, undefined), 'first-load work bench');
await ensureDataset({ size: 'demo', dataDir, databaseUrl: undefined, fresh: false });
const server = await startNodeServer({
  name: 'api',
  script: API_SERVER,
  cwd: REPO_ROOT,
  readyPath: `${API_PREFIX}/health`,
  env: { DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: webDir, API_PREFIX, AUTH_RATE_LIMIT_PER_MINUTE: '1000000', ACCESS_TOKEN_TTL_SECONDS: '86400' },
});
const signIn = await fetch(`${server.origin}${API_PREFIX}/v2/session`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.local', password: 'demo-admin' }),
});
if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
const tokens: unknown = await signIn.json();

type Commit = { at: number; rendered: number; top: [string, number][]; roots: string[] };
type Load = { longTasks: { start: number; duration: number }[]; commits: Commit[] };

/** In the page before its scripts: the session, a long-task observer and a React DevTools hook that counts renders. */
function instrument([key, value]: [string, string]) {
  window.localStorage.setItem(key, value);
  const w = window as unknown as { __firstLoad: Load; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  const load: Load = { longTasks: [], commits: [] };
  w.__firstLoad = load;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) load.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  type Dependency = { context: { displayName?: string }; memoizedValue: unknown; next: Dependency | null };
  type Fiber = { child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: unknown; memoizedState: unknown; type: unknown; tag: number; flags: number; dependencies: { firstContext: Dependency | null } | null };
  // a value as it is printed: an object by its first keys
  const describe = (v: unknown) => (v && typeof v === 'object' ? `{${Object.keys(v).slice(0, 5).join(',')}}` : String(v).slice(0, 30));
  // a context a fiber read whose value changed since its last render: its name, or its value described
  const changedContexts = (f: Fiber) => {
    const before = new Map<unknown, unknown>();
    for (let d = f.alternate?.dependencies?.firstContext ?? null; d; d = d.next) before.set(d.context, d.memoizedValue);
    const changed: string[] = [];
    for (let d = f.dependencies?.firstContext ?? null; d; d = d.next)
      if (before.has(d.context) && before.get(d.context) !== d.memoizedValue) changed.push(d.context.displayName ?? describe(d.memoizedValue));
    return changed;
  };
  type Hook = { memoizedState: unknown; next: Hook | null };
  // the hooks (by position) whose state changed since the fiber's last render, with the new value's shape
  const changedHooks = (f: Fiber) => {
    const changed: string[] = [];
    let a = f.memoizedState as Hook | null;
    let b = f.alternate?.memoizedState as Hook | null;
    for (let i = 0; a && b && i < 60; i++, a = a.next, b = b.next) {
      if (a.memoizedState !== b.memoizedState && !(a.memoizedState && typeof a.memoizedState === 'object' && 'deps' in a.memoizedState)) changed.push(`hook${i}=${describe(a.memoizedState)}`);
    }
    return changed.slice(0, 4);
  };
  const nameOf = (f: Fiber) => {
    const t = f.type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string }; type?: { displayName?: string; name?: string } } | string | null;
    if (!t || typeof t === 'string') return null; // host elements are counted with their component
    return t.displayName || t.name || t.render?.displayName || t.render?.name || t.type?.displayName || t.type?.name || 'Anonymous';
  };
  // The fibers of the last committed tree: one still there is a subtree React did not visit. A fiber it visited is a new
  // object (its other buffer), and PerformedWork (flag 1) says its component ran rather than bailed out.
  let lastTree = new WeakSet<Fiber>();
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const counts = new Map<string, number>();
      const roots: string[] = [];
      const tree = new WeakSet<Fiber>();
      let rendered = 0;
      // each fiber with whether its parent rendered: a rendered fiber under one that did not is where a render began
      const stack: [Fiber, boolean][] = [[root.current, false]];
      while (stack.length) {
        const [f, parentRendered] = stack.pop()!;
        tree.add(f);
        const didRender = !lastTree.has(f) && (f.flags & 1) === 1;
        const name = nameOf(f);
        if (didRender && name) {
          rendered++;
          counts.set(name, (counts.get(name) ?? 0) + 1);
          if (!parentRendered && roots.length < 6) {
            const c = f.alternate ? [...changedContexts(f), ...changedHooks(f)] : [];
            roots.push(c.length ? `${name}[${c.join('|')}]` : name);
          }
        }
        if (f.sibling) stack.push([f.sibling, parentRendered]);
        if (f.child) stack.push([f.child, didRender || (parentRendered && !name)]);
      }
      lastTree = tree;
      load.commits.push({ at: performance.now(), rendered, top: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 6), roots });
    },
  };
}

const median = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;
const blockingOf = (l: Load) => l.longTasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0);

const browser = await chromium.launch({ executablePath: args.chromium, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] });
try {
  for (const pagePath of args.pages.split(',')) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'pt-BR' });
    await context.addInitScript(instrument, [TOKENS_KEY, JSON.stringify(tokens)] as [string, string]);
    const page = await context.newPage();
    await page.goto(server.origin + pagePath, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS * 2); // the panel learns its start-up reads
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto('about:blank');
      const profiling = args.profile && run === RUNS - 1;
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.goto(server.origin + pagePath, { waitUntil: 'networkidle' });
      if (profiling) {
        const { profile } = await cdp.send('Profiler.stop');
        fs.writeFileSync(`${args.profile}-${pagePath.replace(/\W+/g, '_')}.cpuprofile`, JSON.stringify(profile));
      }
      await page.waitForTimeout(SETTLE_MS);
      loads.push(await page.evaluate(() => (window as unknown as { __firstLoad: Load }).__firstLoad));
    }
    await context.close();
    const mid = median(loads, blockingOf);
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(`\n${pagePath} — median of ${RUNS} loads, CPU 4× slower, 412×823`);
    console.log(`  long tasks: ${median(loads, (l) => l.longTasks.length).longTasks.length}, total ${ms(median(loads.map((l) => l.longTasks.reduce((n, t) => n + t.duration, 0)), (x) => x))}, blocking ${ms(blockingOf(mid))} (runs: ${loads.map((l) => Math.round(blockingOf(l))).join(', ')})`);
    console.log(`  React commits: ${median(loads, (l) => l.commits.length).commits.length} (runs: ${loads.map((l) => l.commits.length).join(', ')}); fibers rendered in the median run: ${mid.commits.reduce((n, c) => n + c.rendered, 0)}`);
    for (const c of mid.commits) console.log(`    ${ms(c.at).padStart(8)}  ${String(c.rendered).padStart(5)} components from ${c.roots.join(', ')}  (most: ${c.top.slice(0, 3).map(([n, k]) => `${n}×${k}`).join(' ')})`);
    console.log(`  long tasks of the median run: ${mid.longTasks.map((t) => `${ms(t.start)}+${Math.round(t.duration)}`).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
