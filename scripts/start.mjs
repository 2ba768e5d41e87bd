// `npm start` after the bootstrap (on Node 24): build the panel if stale, seed demo data on the first run only,
// then serve panel + API. SEED_DEMO=false skips the seed (e.g. against a production database).
import { spawn, spawnSync } from 'node:child_process';
import { buildWebIfStale, root } from './build-web.mjs';

buildWebIfStale();

if (process.env.SEED_DEMO !== 'false' && process.env.NODE_ENV !== 'production') {
  const seed = spawnSync(process.execPath, ['tools/seed/src/cli.ts', 'demo', '--if-empty'], { cwd: root, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const server = spawn(process.execPath, ['apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
