// Builds the panel only when its sources changed since the last build (a second `npm start` skips it).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'apps/web/public', 'packages/contract/src', 'package-lock.json'];
const stamp = path.join(root, 'apps/web/dist/.build-hash');

function hashInputs() {
  const hash = createHash('sha256');
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) visit(path.join(p, name));
    } else {
      hash.update(path.relative(root, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return hash.digest('hex');
}

export function buildWebIfStale() {
  const current = hashInputs();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === current) return false;
  console.log('› Gerando o painel (vite build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', '@backoffice/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stamp, current);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
