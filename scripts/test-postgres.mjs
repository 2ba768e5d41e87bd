// The API test suite again, against a real PostgreSQL server (Debian's package): installs and starts it when
// missing, then runs every API test file on its own fresh database created on that server.
import { execSync, spawnSync } from 'node:child_process';
import { root } from './build-web.mjs';

const sh = (cmd, opts = {}) => execSync(cmd, { stdio: 'inherit', ...opts });
const quiet = (cmd) => {
  try {
    return execSync(cmd, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return '';
  }
};

let url = process.env.TEST_DATABASE_URL;
if (!url) {
  if (!quiet('command -v pg_ctlcluster')) {
    if (process.getuid?.() !== 0) {
      console.error('PostgreSQL is not installed: run `apt-get install -y postgresql` as root, or set TEST_DATABASE_URL.');
      process.exit(1);
    }
    console.log('› Instalando o PostgreSQL (Debian)…');
    sh('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null');
  }
  const cluster = quiet('pg_lsclusters --no-header').split('\n').filter(Boolean)[0]?.split(/\s+/);
  if (!cluster) {
    console.error('No PostgreSQL cluster found (pg_lsclusters).');
    process.exit(1);
  }
  const [version, name, port, status] = cluster;
  if (status !== 'online') sh(`pg_ctlcluster ${version} ${name} start`);
  const password = 'backoffice-test';
  sh(`su postgres -c "psql -q -p ${port} -c \\"alter user postgres password '${password}'\\""`, { stdio: ['ignore', 'ignore', 'inherit'] });
  url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  console.log(`› PostgreSQL ${version} em 127.0.0.1:${port}`);
}

const result = spawnSync('vitest', ['run', '--project', 'api', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // The fuzz test's second pass (PostgreSQL's own type and range errors): other inputs than the first pass's, fewer of
  // them — 100 per operation with another seed, so the two passes together send 400 distinct inputs to each operation.
  env: { FUZZ_RUNS: '100', FUZZ_SEED: '1012', ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
