import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { MAINTENANCE_QUEUE, maintainTables, mergeGinPendingLists } from './maintenance.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ MAINTENANCE_INTERVAL_SECONDS: '3600' });
});
afterAll(() => ctx.close());

describe('table maintenance (PGlite has no autovacuum)', () => {
  it('analyzes a table after many changes and vacuums one with many dead rows; a quiet table is left alone', async () => {
    const { db } = ctx.database;
    await db.execute(sql`create table maintenance_probe (id int primary key, v text)`);
    await db.execute(sql`insert into maintenance_probe select g, md5(g::text) from generate_series(1, 5000) g`);
    await db.execute(sql`delete from maintenance_probe where id % 2 = 0`);
    const done = await maintainTables(db, 50);
    expect(done).toContainEqual({ table: 'public.maintenance_probe', action: 'vacuum' });
    const [after] = await queryRows<{ dead: number; modified: number; analyzed: boolean }>(
      db,
      sql`select n_dead_tup::int as dead, n_mod_since_analyze::int as modified, last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'maintenance_probe'`,
    );
    expect(after).toEqual({ dead: 0, modified: 0, analyzed: true });
    expect((await maintainTables(db, 50)).map((d) => d.table)).not.toContain('public.maintenance_probe');
  });

  it('vacuums a table that only grew (inserts past 1000 + 20 %), which sets its visibility map', async () => {
    const { db } = ctx.database;
    await db.execute(sql`create table maintenance_growing (id int primary key, v text)`);
    await db.execute(sql`insert into maintenance_growing select g, md5(g::text) from generate_series(1, 3000) g`);
    await db.execute(sql`analyze maintenance_growing`); // statistics fresh: only the insert rule is left to act
    const done = await maintainTables(db, 50);
    expect(done).toContainEqual({ table: 'public.maintenance_growing', action: 'vacuum' });
    const [after] = await queryRows<{ inserted: number; visible: number }>(
      db,
      sql`select n_ins_since_vacuum::int as inserted, (select relallvisible from pg_class where relname = 'maintenance_growing')::int as visible
          from pg_stat_user_tables where relname = 'maintenance_growing'`,
    );
    expect(after!.inserted).toBe(0);
    expect(after!.visible).toBeGreaterThan(0);
  });

  it("merges a trigram index's pending list into its tree; the rows are still found, and a second run has nothing to do", async () => {
    const { db } = ctx.database;
    await db.execute(sql`create table maintenance_names (id int primary key, name_key text)`);
    await db.execute(sql`create index maintenance_names_trgm_idx on maintenance_names using gin (name_key gin_trgm_ops)`);
    // with fastupdate on (the default), each row's trigrams wait in the index's pending list
    for (let i = 0; i < 300; i++) await db.execute(sql`insert into maintenance_names values (${i}, ${`atleta ${i} martins conceicao`})`);
    const merged = await mergeGinPendingLists(db);
    expect(merged.find((m) => m.index === 'maintenance_names_trgm_idx')?.pages).toBeGreaterThan(0);
    expect((await mergeGinPendingLists(db)).map((m) => m.index)).not.toContain('maintenance_names_trgm_idx');
    const [found] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from maintenance_names where name_key like '%martins%'`);
    expect(found!.n).toBe(300);
  });

  it('runs as a pg-boss job on PGlite', async () => {
    if (ctx.database.kind !== 'pglite') return; // PostgreSQL has its own autovacuum: the job is not defined there
    expect(await ctx.app.jobs.boss.getQueue(MAINTENANCE_QUEUE)).toBeTruthy();
    await ctx.app.jobs.send(MAINTENANCE_QUEUE, {}, { singletonKey: 'autovacuum' });
    await ctx.app.jobs.idle();
  });
});
