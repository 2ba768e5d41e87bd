import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { queryRows, type Db } from '../db/client.ts';

export const MAINTENANCE_QUEUE = 'maintenance.autovacuum';

type TableStats = { schema: string; name: string; vacuum: boolean };

/**
 * What PostgreSQL's autovacuum would do, for PGlite (which has none): tables whose changes since the last ANALYZE pass
 * 50 + 10 % of their rows get fresh planner statistics; those whose dead rows pass 50 + 20 %, or whose inserts since
 * the last VACUUM pass 1000 + 20 % (PostgreSQL 13's insert rule: orders, subscriptions and the audit log only ever
 * grow), are vacuumed too — the visibility map keeps index-only scans cheap and set hint bits spare every later read.
 * At most `limit` tables per run, the most changed first, so one run holds the single connection briefly. Returns
 * what it did.
 */
export async function maintainTables(db: Db, limit = 3): Promise<{ table: string; action: 'analyze' | 'vacuum' }[]> {
  // statistics of the last changes are flushed lazily (up to a second later): this transaction's end flushes them
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stats = await queryRows<TableStats>(
    db,
    sql`select schema, name, needs_vacuum as vacuum from (
          select schemaname as schema, relname as name, greatest(n_mod_since_analyze, n_dead_tup, n_ins_since_vacuum) as changed,
                 n_mod_since_analyze > 50 + 0.1 * n_live_tup as needs_analyze,
                 n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as needs_vacuum
          from pg_stat_user_tables
          where schemaname in ('public', 'pgboss')) t
        where needs_analyze or needs_vacuum
        order by changed desc
        limit ${limit}`,
  );
  const done: { table: string; action: 'analyze' | 'vacuum' }[] = [];
  for (const t of stats) {
    const table = `"${t.schema.replace(/"/g, '""')}"."${t.name.replace(/"/g, '""')}"`;
    await db.execute(sql.raw(t.vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`));
    done.push({ table: `${t.schema}.${t.name}`, action: t.vacuum ? 'vacuum' : 'analyze' });
  }
  return done;
}

/** On PGlite, a pg-boss job every MAINTENANCE_INTERVAL_SECONDS keeps statistics and visibility maps fresh (issue 13 §2). */
export default fp(
  async (app) => {
    const every = app.config.MAINTENANCE_INTERVAL_SECONDS;
    if (app.database.kind !== 'pglite' || every === 0) return;
    await app.jobs.define(MAINTENANCE_QUEUE, async () => {
      const done = await maintainTables(app.db);
      if (done.length) app.log.info({ done }, 'table maintenance');
    });
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void app.jobs.send(MAINTENANCE_QUEUE, {}, { singletonKey: 'autovacuum' }).catch((err) => app.log.warn({ err }, 'maintenance not queued')), every * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'maintenance', dependencies: ['jobs', 'config', 'database'] },
);
