import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client.ts';
import { INDEX_WALK, LOOKUPS_BY_KEY } from './statement-cache.ts';

/**
 * PGlite on its own thread (decision 0136) answers as PGlite in the API's thread: values, errors, transactions and
 * their locks; and statements of concurrent requests, pipelined to it, each get their own answer.
 */
describe('PGlite on a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', thread: true });
    await database.pglite!.exec(`create table thread_items (id int primary key, name text not null, at timestamptz, tags int[]);
      insert into thread_items select n, 'item ' || n, null, null from generate_series(10, 300) n`);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('answers statements with typed values, through the statement cache', async () => {
    await database.db.execute(sql`insert into thread_items values (1, 'Ação', '2026-03-09 02:59:59.987+00', array[1, 2]), (2, 'Zé', null, null)`);
    for (let round = 0; round < 3; round++) {
      const rows = await queryRows<{ id: number; name: string; at: string | null; tags: number[] | null }>(
        database.db,
        sql`select id, name, at, tags from thread_items where id <= ${2} order by id`,
      );
      expect(rows).toEqual([
        { id: 1, name: 'Ação', at: '2026-03-09 02:59:59.987+00', tags: [1, 2] },
        { id: 2, name: 'Zé', at: null, tags: null },
      ]);
    }
    expect(database.statementCache!.stats.prepared).toBeGreaterThan(0);
  });

  it('gives each of many concurrent statements its own answer, across plan modes, and an error only to its own', async () => {
    const byKey = (id: number) => queryRows<{ id: number; name: string }>(database.db, sql`select id, name from thread_items where id = any(${`{${id}}`}::int[]) ${sql.raw(LOOKUPS_BY_KEY)}`);
    const page = (offset: number) =>
      queryRows<{ id: number }>(database.db, sql`select id from thread_items where id >= 10 and true ${sql.raw(INDEX_WALK)} order by id limit 3 offset ${offset}`);
    const plain = (id: number) => queryRows<{ name: string }>(database.db, sql`select name from thread_items where id = ${id}`);
    const failing = () => queryRows(database.db, sql`select 1 / (${0}::int - 0) as x`);
    const calls: Promise<unknown>[] = [];
    const expected: unknown[] = [];
    for (let i = 0; i < 60; i++) {
      const id = 10 + ((i * 7) % 290);
      if (i % 4 === 0) {
        calls.push(byKey(id));
        expected.push([{ id, name: `item ${id}` }]);
      } else if (i % 4 === 1) {
        calls.push(page(i));
        expected.push([{ id: 10 + i }, { id: 11 + i }, { id: 12 + i }]);
      } else if (i % 4 === 2) {
        calls.push(plain(id));
        expected.push([{ name: `item ${id}` }]);
      } else {
        calls.push(failing().then(() => 'no error', (err: unknown) => (err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code));
        expected.push('22012');
      }
    }
    expect(await Promise.all(calls)).toEqual(expected);
  });

  it('throws the database error with its code and constraint, and keeps answering', async () => {
    const raw = database.pglite!;
    await expect(raw.query('insert into thread_items values (1, $1)', ['dup'])).rejects.toMatchObject({ code: '23505', constraint: 'thread_items_pkey' });
    await expect(database.db.execute(sql`insert into thread_items values (${1}, 'dup')`)).rejects.toMatchObject({ cause: { code: '23505' } });
    expect((await raw.query<{ n: number }>('select count(*)::int as n from thread_items where id < 10')).rows[0]!.n).toBe(2);
  });

  it('rolls a failed transaction back, and holds statements outside it until it ends', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_items values (3, 'Três')`);
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await queryRows(database.db, sql`select id from thread_items where id = ${3}`)).toEqual([]);

    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_items values (4, 'Quatro')`);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    try {
      // the transaction's insert has run (a fixed sleep was too short on a loaded machine)
      for (const deadline = Date.now() + 10_000; !order.includes('inserted') && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(database.pglite!.isInTransaction()).toBe(true);
      // outside the transaction: waits for its commit, then sees its row
      const outside = queryRows<{ id: number }>(database.db, sql`select id from thread_items where id = ${4}`).then((rows) => {
        order.push('read');
        return rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(order).toEqual(['inserted']);
      release();
      await transaction;
      expect(await outside).toEqual([{ id: 4 }]);
    } finally {
      // a failed expectation must not leave the transaction open for the tests after this one
      release();
      await transaction.catch(() => undefined);
    }
    expect(order).toEqual(['inserted', 'committing', 'read']);
    expect(database.pglite!.isInTransaction()).toBe(false);
  });

  it('runs multi-statement text (pg-boss and migrations use exec)', async () => {
    const results = await database.pglite!.exec(`select 1 as a; select 'b' as b`);
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 'b' }]]);
  });

  it('refuses statements once closed', async () => {
    const other = await openDatabase({ dataDir: 'memory://', thread: true, statementCacheSize: 0 });
    expect(await queryRows(other.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    await other.close();
    await expect(queryRows(other.db, sql`select 1 as one`)).rejects.toThrow();
  }, 60_000);
});
