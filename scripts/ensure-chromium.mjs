#!/usr/bin/env node
/**
 * Makes sure /usr/bin/chromium exists (the browser the e2e tests and Lighthouse drive through playwright-core).
 * Plain JavaScript that runs on Node 20 and 24. Quiet and idempotent when Chromium is already installed.
 *
 *   node scripts/ensure-chromium.mjs            # install with apt-get when missing (needs root)
 *   import { ensureChromium } from './scripts/ensure-chromium.mjs'
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} terminou com código ${result.status}`);
}

/** Returns the path of Chromium, installing it first when needed. Throws with a clear message when it cannot. */
export function ensureChromium() {
  if (isExecutable(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH}. Instale-o como root:\n  sudo sh -c '${INSTALL_COMMAND}'`);
  }
  console.log(`Chromium não encontrado em ${CHROMIUM_PATH}: instalando (${INSTALL_COMMAND})…`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!isExecutable(CHROMIUM_PATH)) throw new Error(`apt-get terminou, mas ${CHROMIUM_PATH} continua ausente.`);
  console.log(`Chromium instalado em ${CHROMIUM_PATH}.`);
  return CHROMIUM_PATH;
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  try {
    ensureChromium();
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
