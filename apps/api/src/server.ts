import { like } from 'drizzle-orm';
import { ConfigError, loadConfig, productionConfigProblems } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, pgliteDir } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN } from './demo-accounts.ts';

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const problems = productionConfigProblems(config);
if (problems.length) fail(`Refusing to start in production:\n  - ${problems.join('\n  - ')}`);

const started = performance.now();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: pgliteDir(config.DATA_DIR),
  poolSize: config.DATABASE_POOL_SIZE,
  statementCacheSize: config.PGLITE_STATEMENT_CACHE,
  thread: config.PGLITE_THREAD,
});
await database.migrate();

const demoUsers = await database.db.select({ email: users.email }).from(users).where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
if (config.NODE_ENV === 'production' && demoUsers.length > 0) {
  await database.close();
  fail(`Refusing to start in production: demo accounts exist (${demoUsers.map((u) => u.email).join(', ')}). Delete them or use a database without demo data.`);
}

const app = await buildApp({ config, database });
await app.listen({ host: config.HOST, port: config.PORT });

const url = `http://localhost:${config.PORT}`;
const lines = [
  '',
  `  Backoffice pronto em ${url}  (${Math.round(performance.now() - started)} ms, banco: ${database.kind === 'pglite' ? `PGlite em ${pgliteDir(config.DATA_DIR)}` : 'PostgreSQL'})`,
  `  API: ${url}${config.API_PREFIX}   referência: ${url}${config.API_PREFIX}/docs`,
];
const present = new Set(demoUsers.map((u) => u.email));
const demo = DEMO_ACCOUNTS.filter((a) => present.has(a.email));
if (demo.length) {
  lines.push('  Entre com uma conta de demonstração:');
  for (const a of demo) lines.push(`    ${a.email.padEnd(18)} senha ${a.password.padEnd(11)} ${a.profile}${a.twoFactorSecret ? `  (2FA, segredo TOTP ${a.twoFactorSecret})` : ''}`);
}
console.log(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The statement cache's figures tell whether PGLITE_STATEMENT_CACHE is big enough (decision 0090).
    app.log.info({ signal, statementCache: database.statementCache?.stats }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
