// Development: the API restarts on change (port 3000) and Vite serves the panel with hot reload (port 5173),
// proxying /api to the API. Seeds demo data on the first run, like `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { root } from './build-web.mjs';

const seed = spawnSync(process.execPath, ['tools/seed/src/cli.ts', 'demo', '--if-empty'], { cwd: root, stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const children = [
  spawn(process.execPath, ['--watch-path=apps/api/src', '--watch-path=packages/contract/src', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', '--silent', 'dev', '-w', '@backoffice/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Painel em desenvolvimento: http://localhost:5173  (API em http://localhost:3000/api)\n');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
