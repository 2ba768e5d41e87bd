// Runs on whatever Node the machine has (20 on a fresh one): installs what is missing, then hands over to the
// npm script, where node_modules/.bin puts the project's Node 24 first on the PATH.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = { start: 'serve', test: 'test:all' }[process.argv[2] ?? ''];
if (!target) {
  console.error('usage: node scripts/bootstrap.mjs <start|test>');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const run = (args) => {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const installed = path.join(root, 'node_modules', '.package-lock.json');
const projectNode = path.join(root, 'node_modules', '.bin', 'node');
if (!fs.existsSync(projectNode) || !fs.existsSync(installed)) {
  console.log('› Instalando dependências (primeira execução)…');
  run(['ci', '--no-audit', '--no-fund', '--loglevel=error']);
} else if (mtime(path.join(root, 'package-lock.json')) > mtime(installed)) {
  console.log('› Atualizando dependências…');
  run(['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

run(['run', '--silent', target, '--', ...process.argv.slice(3)]);
