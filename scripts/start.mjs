// `npm start` after the bootstrap (on Node 24): build the panel if stale, seed demo data on the first run only,
// then serve panel + API. SEED_DEMO=false skips the seed (e.g. against a production database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWebIfStale, root } from './build-web.mjs';

buildWebIfStale();

// The embedded database remembers it was seeded with a marker beside it, so a second start does not open it twice.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const marker = path.join(dataDir, '.demo-seeded');
const embeddedSeeded = !process.env.DATABASE_URL && fs.existsSync(marker) && fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

if (process.env.SEED_DEMO !== 'false' && process.env.NODE_ENV !== 'production' && !embeddedSeeded) {
  const seed = spawnSync(process.execPath, ['tools/seed/src/cli.ts', 'demo', '--if-empty'], { cwd: root, stdio: 'inherit' });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
  if (!process.env.DATABASE_URL) fs.writeFileSync(marker, new Date().toISOString());
}

const server = spawn(process.execPath, ['apps/api/src/server.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
