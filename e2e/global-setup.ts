/**
 * E2E global setup: fresh DATA_DIR → demo seed (cached between runs, see prepareData) → real server (node apps/api/src/server.ts) on a free port → one
 * headless Chromium (playwright-core browser server). Shares the base URL, the browser's wsEndpoint and the server
 * log path with the tests (`inject`), and tears everything down afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import './support/provided.ts';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
const SEED_CLI = path.join(REPO_ROOT, 'tools/seed/src/cli.ts');
const SEED_FALLBACK = path.join(E2E_DIR, 'support/seed-fallback.ts');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/src/server.ts');
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const log = (msg: string) => console.log(`[e2e] ${msg}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(sem log)';
  }
}

/** Environment of the seed and the server: only what we set, plus PATH/HOME; never a developer's SMTP or DB. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['SMTP_URL', 'DATABASE_URL', 'PUBLIC_URL', 'PUBLIC_API_BASE_URL', 'API_PREFIX', 'NODE_OPTIONS', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'])
    delete env[key];
  return { ...env, NODE_ENV: 'test', ...extra };
}

function runSeed(dataDir: string) {
  const useCli = fs.existsSync(SEED_CLI);
  const args = useCli ? [SEED_CLI, 'demo'] : [SEED_FALLBACK];
  log(useCli ? 'seed: node tools/seed/src/cli.ts demo' : 'seed: tools/seed/src/cli.ts ainda não existe — usando e2e/support/seed-fallback.ts');
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: REPO_ROOT, env: serverEnv({ DATA_DIR: dataDir }), encoding: 'utf8', timeout: 300_000 });
  if (result.status !== 0) {
    throw new Error(`seed falhou (código ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
  log(`seed pronto em ${Math.round(performance.now() - started)} ms`);
}

/**
 * Everything the seeded database depends on: seed sources, schema and migrations, demo accounts, and today's date
 * (the demo data is relative to today). Same key → the seeded directory from an earlier run can be copied.
 */
function seedKey(): string {
  const hash = createHash('sha256');
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    if (fs.statSync(p).isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!name.endsWith('.test.ts') && name !== 'node_modules') visit(path.join(p, name));
    } else {
      hash.update(path.relative(REPO_ROOT, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const p of ['tools/seed/src', 'apps/api/src/db', 'apps/api/src/demo-accounts.ts', 'e2e/support/seed-fallback.ts', 'package-lock.json']) visit(path.join(REPO_ROOT, p));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Fills `dataDir` with a freshly seeded database. The seeded directory is kept in the OS temp dir keyed by
 * seedKey(), so later runs copy it (under a second) instead of seeding again (20-40 s). E2E_SEED_CACHE=0 disables.
 */
function prepareData(dataDir: string) {
  if (process.env.E2E_SEED_CACHE === '0') return runSeed(dataDir);
  const cacheRoot = path.join(os.tmpdir(), 'backoffice-e2e-seed');
  const cached = path.join(cacheRoot, seedKey());
  if (!fs.existsSync(path.join(cached, 'pglite'))) {
    fs.mkdirSync(cacheRoot, { recursive: true });
    // Other keys go once nobody can still be copying them (another run may use an older key right now).
    for (const name of fs.readdirSync(cacheRoot)) {
      const dir = path.join(cacheRoot, name);
      if (Date.now() - fs.statSync(dir).mtimeMs > 30 * 60_000) fs.rmSync(dir, { recursive: true, force: true });
    }
    const building = fs.mkdtempSync(path.join(cacheRoot, 'building-'));
    try {
      runSeed(building);
      try {
        fs.renameSync(building, cached);
      } catch (error) {
        if (!fs.existsSync(path.join(cached, 'pglite'))) throw error; // else a parallel run got there first
      }
    } finally {
      fs.rmSync(building, { recursive: true, force: true });
    }
  } else {
    log(`seed: cópia do banco já semeado (${cached}; E2E_SEED_CACHE=0 para semear de novo)`);
  }
  try {
    fs.cpSync(cached, dataDir, { recursive: true });
  } catch (error) {
    log(`seed: cópia do cache falhou (${error instanceof Error ? error.message : String(error)}); semeando direto`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    runSeed(dataDir);
  }
}

/**
 * A private copy of the built panel for this run: another process rebuilding apps/web/dist meanwhile (Vite empties
 * the folder first) would otherwise blank every page still to load. Retries while a build is half-written.
 */
async function snapshotWeb(target: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const html = fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
      const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
      if (assets.length === 0 || !assets.every((a) => fs.existsSync(path.join(WEB_DIST, a)))) throw new Error('build incompleto');
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(WEB_DIST, target, { recursive: true, filter: (src) => !src.endsWith('.map') });
      if (!fs.existsSync(path.join(target, 'index.html'))) throw new Error('cópia incompleta');
      return target;
    } catch (error) {
      if (attempt >= 30) throw new Error('apps/web/dist não está completo: rode npm run build -w @backoffice/web', { cause: error });
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`o servidor terminou antes de ficar pronto (código ${server.exitCode ?? server.signalCode}):\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`o servidor não respondeu em ${url} em ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const serverLog = path.join(dataDir, 'server.log');
  let server: ChildProcess | undefined;
  let browser: BrowserServer | undefined;
  let logFd: number | undefined;

  const teardown = async () => {
    await browser?.close().catch(() => {});
    await stopServer(server);
    if (logFd !== undefined) fs.closeSync(logFd);
    // Keep the last server log next to the screenshots; the data directory itself goes.
    if (fs.existsSync(serverLog)) fs.copyFileSync(serverLog, path.join(ARTIFACTS_DIR, 'server.log'));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // If Vitest dies without running the teardown, at least do not leave the server running.
  const killOnExit = () => server?.kill('SIGKILL');
  process.once('exit', killOnExit);

  try {
    prepareData(dataDir);
    const webDir = await snapshotWeb(path.join(dataDir, 'web'));

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    logFd = fs.openSync(serverLog, 'a');
    server = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      stdio: ['ignore', logFd, logFd],
      env: serverEnv({
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        WEB_DIST_DIR: webDir,
        // The mailer writes its links at level info (apps/api/src/lib/mailer.ts): 'warn' would hide them.
        LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'info',
        // Many sign-ins from one IP in a few minutes: not what the rate limit is about.
        AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      }),
    });
    await waitForHealth(`${baseUrl}/api/health`, server, serverLog);
    log(`servidor pronto em ${baseUrl} (log: ${serverLog})`);

    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    log(`Chromium ${CHROMIUM_PATH} pronto; setup em ${Math.round(performance.now() - started)} ms`);

    project.provide('baseUrl', baseUrl);
    project.provide('wsEndpoint', browser.wsEndpoint());
    project.provide('serverLog', serverLog);
    project.provide('artifactsDir', ARTIFACTS_DIR);
  } catch (error) {
    await teardown();
    process.removeListener('exit', killOnExit);
    throw error;
  }

  return async () => {
    await teardown();
    process.removeListener('exit', killOnExit);
  };
}
