#!/usr/bin/env node
/**
 * `npm run test -w @backoffice/e2e` (or `npm run test:e2e` at the root):
 *   1. makes sure Chromium is installed (scripts/ensure-chromium.mjs);
 *   2. makes sure the panel is built and not older than its sources (scripts/build-web.mjs when present);
 *   3. runs Vitest with e2e/vitest.config.ts (extra arguments are passed on, e.g. a file filter or `-t name`).
 * Exits with Vitest's exit code.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(E2E_DIR, '..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const log = (msg) => console.log(`[e2e] ${msg}`);

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Node ≥ 22 runs Vitest 5 and the TypeScript server; prefer the repository's own Node 24. */
function nodeBinary() {
  const local = path.join(REPO_ROOT, 'node_modules/.bin/node');
  return fs.existsSync(local) ? local : process.execPath;
}

function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...opts });
  if (result.error) fail(`${command} ${args.join(' ')}: ${result.error.message}`);
  return result.status ?? 1;
}

// 1. Chromium
{
  const { ensureChromium } = await import(pathToFileURL(path.join(REPO_ROOT, 'scripts/ensure-chromium.mjs')).href);
  try {
    ensureChromium();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

// 2. The built panel
function newestMtime(target) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const name = path.basename(p);
      if (name === 'node_modules' || name === 'dist' || name === 'test' || name.startsWith('.')) return;
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  visit(target);
  return newest;
}

function webIsStale() {
  const index = path.join(WEB_DIR, 'dist/index.html');
  if (!fs.existsSync(index)) return 'apps/web/dist/index.html não existe';
  const built = fs.statSync(index).mtimeMs;
  const inputs = [
    path.join(WEB_DIR, 'src'),
    path.join(WEB_DIR, 'public'),
    path.join(WEB_DIR, 'index.html'),
    path.join(WEB_DIR, 'package.json'),
    ...fs.readdirSync(WEB_DIR).filter((f) => /^(vite|postcss)\.config\./.test(f)).map((f) => path.join(WEB_DIR, f)),
    path.join(REPO_ROOT, 'packages/contract/src'),
  ];
  const newest = Math.max(...inputs.map(newestMtime));
  return newest > built ? 'fontes mais novas que apps/web/dist' : null;
}

{
  const t = performance.now();
  const helper = path.join(REPO_ROOT, 'scripts/build-web.mjs');
  if (process.env.E2E_SKIP_BUILD === '1') {
    log('E2E_SKIP_BUILD=1: usando apps/web/dist como está');
  } else if (fs.existsSync(helper)) {
    const mod = await import(pathToFileURL(helper).href);
    if (typeof mod.buildWebIfStale !== 'function') fail('scripts/build-web.mjs não exporta buildWebIfStale()');
    await mod.buildWebIfStale();
    log(`painel verificado por scripts/build-web.mjs (${seconds(t)})`);
  } else {
    const reason = webIsStale();
    if (reason) {
      log(`construindo o painel (${reason}): npm run build -w @backoffice/web`);
      const code = run('npm', ['run', 'build', '-w', '@backoffice/web'], {
        env: { ...process.env, PATH: `${path.join(REPO_ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` },
      });
      if (code !== 0) fail(`o build do painel falhou (código ${code})`);
      log(`painel construído em ${seconds(t)}`);
    } else {
      log('painel já construído e atualizado');
    }
  }
  if (!fs.existsSync(path.join(WEB_DIR, 'dist/index.html'))) fail('apps/web/dist/index.html não existe após o build');
}

// 3. Vitest
const vitestBin = path.join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
if (!fs.existsSync(vitestBin)) fail('Vitest não encontrado: rode npm install na raiz do repositório');
const code = run(nodeBinary(), [vitestBin, 'run', '--config', path.join(E2E_DIR, 'vitest.config.ts'), ...process.argv.slice(2)]);
log(`tempo total ${seconds(started)} (código ${code})`);
process.exit(code);
