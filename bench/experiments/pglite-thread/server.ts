/**
 * Experiment behind bench/README.md "PGlite on a worker thread" (not used by `npm run bench` unless passed with --server):
 * the real app and server, with PGlite in a worker thread (`ThreadedPGlite`) under the same statement cache.
 *   node bench/src/run.ts --data-dir /tmp/benchdb --scenario tournaments --server bench/experiments/pglite-thread/server.ts
 */
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { buildApp } from '../../../apps/api/src/app.ts';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { MIGRATIONS_DIR, pgliteDir, type Database, type Db } from '../../../apps/api/src/db/client.ts';
import * as schema from '../../../apps/api/src/db/schema/index.ts';
import { withStatementCache } from '../../../apps/api/src/db/statement-cache.ts';
import { ThreadedPGlite } from './threaded-pglite.ts';

const config = loadConfig();
const pg = await ThreadedPGlite.create(pgliteDir(config.DATA_DIR));
const cached = await withStatementCache(pg, config.PGLITE_STATEMENT_CACHE);
const db = drizzle({ client: cached.client, schema, casing: 'snake_case' }) as unknown as Db;
const database: Database = {
  db,
  kind: 'pglite',
  pglite: pg,
  statementCache: cached.cache,
  migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
  close: () => pg.close(),
};
await database.migrate();
const app = await buildApp({ config, database });
await app.listen({ host: config.HOST, port: config.PORT });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
