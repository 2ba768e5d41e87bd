/**
 * Experiment behind bench/README.md "PGlite on a worker thread": one statement at a time (a customer by id), PGlite in
 * this thread against PGlite in a worker thread, alternated twice: wall time, process CPU and this thread's CPU per
 * statement, through the API's statement cache.
 *   node bench/experiments/pglite-thread/round-trip.ts /tmp/benchdb
 */
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pgliteDir } from '../../../apps/api/src/db/client.ts';
import { withStatementCache } from '../../../apps/api/src/db/statement-cache.ts';
import { ThreadedPGlite } from './threaded-pglite.ts';

const dir = pgliteDir(process.argv[2] ?? 'bench/.data');
const N = 5000;
for (const thread of [true, false, true, false]) {
  const pg = thread ? await ThreadedPGlite.create(dir) : await PGlite.create(dir, { extensions: { pg_trgm, unaccent, btree_gin } });
  // through the API's statement cache: one exchange per statement
  const { client } = await withStatementCache(pg, 100);
  const lookup = (i: number) => client.query('select id, name from customers where id = $1', [i + 1]);
  for (let i = 0; i < 500; i++) await lookup(i);
  const cpu = process.cpuUsage();
  const main = process.threadCpuUsage();
  const started = performance.now();
  for (let i = 0; i < N; i++) await lookup(i);
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const mainUsed = process.threadCpuUsage(main);
  const us = (micros: number) => (micros / N).toFixed(0).padStart(4);
  console.log(
    `${thread ? 'worker thread' : 'this thread  '}  µs per statement: wall ${us(wall * 1000)}  process CPU ${us(used.user + used.system)}  this thread's CPU ${us(mainUsed.user + mainUsed.system)}`,
  );
  await pg.close();
}
