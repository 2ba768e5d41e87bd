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

/**
 * Merges the pending lists of the schema's GIN indexes into their trees, as autovacuum would (decision 0142). With
 * `fastupdate` on (the trigram indexes), each new row's keys wait in a list that every search through the index reads
 * whole and the planner counts against it: 5,000 new names made a name search choose a sequential scan (7 → 16 ms),
 * until the list reaches 4 MB and the insert that crosses it merges it inside someone's request. An index without a
 * list answers 0 at once. Returns the indexes that had one, with the pages merged.
 */
export async function mergeGinPendingLists(db: Db): Promise<{ index: string; pages: number }[]> {
  const rows = await queryRows<{ index: string; pages: number }>(
    db,
    sql`select c.relname as index, gin_clean_pending_list(c.oid::regclass)::int as pages
        from pg_class c join pg_am a on a.oid = c.relam join pg_namespace n on n.oid = c.relnamespace
        where a.amname = 'gin' and n.nspname = 'public'`,
  );
  return rows.filter((r) => r.pages > 0);
}

/**
 * On PGlite, a pg-boss job every MAINTENANCE_INTERVAL_SECONDS keeps statistics, visibility maps and GIN indexes fresh
 * (issue 13 §2).
 */
export default fp(
  async (app) => {
    const every = app.config.MAINTENANCE_INTERVAL_SECONDS;
    if (app.database.kind !== 'pglite' || every === 0) return;
    await app.jobs.define(MAINTENANCE_QUEUE, async () => {
      const done = await maintainTables(app.db);
      const merged = await mergeGinPendingLists(app.db);
      if (done.length || merged.length) app.log.info({ done, merged }, 'table maintenance');
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
