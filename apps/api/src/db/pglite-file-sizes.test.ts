import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.ts';

type FsStream = { node: { mode: number }; nfd: number; stream_ops: { llseek(s: unknown, o: number, w: number): number } } | null;
type Module = { FS: { streams: FsStream[]; isFile(mode: number): boolean; getPath(node: unknown): string }; NODEFS: { stream_ops: unknown } };

/** Every open file of the data directory whose size PostgreSQL would now be told (lseek SEEK_END) beside its real size. */
function fileSizes(pglite: PGlite): { path: string; told: number; real: number }[] {
  const { FS, NODEFS } = (pglite as unknown as { Module: Module }).Module;
  return FS.streams
    .filter((s): s is NonNullable<FsStream> => s !== null && s.stream_ops === NODEFS.stream_ops && FS.isFile(s.node.mode))
    .map((s) => ({ path: FS.getPath(s.node), told: s.stream_ops.llseek(s, 0, 2), real: fs.fstatSync(s.nfd).size }));
}

// The sizes kept between fstat calls (decision 0134), on a data directory on disk as in production: after each kind of
// write that grows, shrinks or replaces relation files, PostgreSQL is told each open file's real size, and its data
// reads back whole after the database is closed and opened again.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('PGlite on a data directory: the file sizes kept between fstat calls', () => {
  let dir: string;
  let database: Database;
  const pglite = () => database.pglite!;
  const totals = async () => (await pglite().query<{ n: number; s: number }>('select count(*)::int as n, coalesce(sum(id), 0)::int as s from t')).rows[0]!;
  const run = async (...statements: string[]) => {
    for (const statement of statements) await pglite().exec(statement);
  };
  const expectTrueSizes = () => {
    const files = fileSizes(pglite());
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => f.told !== f.real)).toEqual([]);
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-sizes-'));
    database = await openDatabase({ dataDir: dir });
    await pglite().exec(`create table t (id int primary key, pad text)`);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a repeated size from memory, without another fstat', async () => {
    await pglite().exec(`insert into t select n, repeat('a', 200) from generate_series(1, 2000) n`);
    await pglite().query('select count(*) from t');
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let i = 0; i < 20; i++) await pglite().query('select count(*) from t where id = 5');
      expect(fstat).not.toHaveBeenCalled();
    } finally {
      fstat.mockRestore();
    }
    expectTrueSizes();
  });

  it('tells the real sizes after files grow, shrink, are emptied and are rewritten', async () => {
    await pglite().exec(`insert into t select n, repeat('b', 300) from generate_series(2001, 20000) n`);
    expectTrueSizes();
    expect(await totals()).toEqual({ n: 20000, s: 200010000 });

    await pglite().exec(`update t set pad = pad || 'x' where id % 2 = 0`);
    expectTrueSizes();

    // a VACUUM gives the emptied pages at the end of the table back (ftruncate)
    await run('delete from t where id > 5000', 'vacuum t');
    expectTrueSizes();
    expect(await totals()).toEqual({ n: 5000, s: 12502500 });

    await run('truncate t', `insert into t select n, repeat('c', 100) from generate_series(1, 3000) n`);
    expectTrueSizes();

    await run('create index t_pad_idx on t (pad, id)', 'vacuum full t', 'cluster t using t_pkey', 'drop index t_pad_idx', 'checkpoint');
    expectTrueSizes();
    expect(await totals()).toEqual({ n: 3000, s: 4501500 });
  });

  it('reads every row back after the database is opened again', async () => {
    await pglite().exec(`insert into t select n, repeat('d', 250) from generate_series(3001, 9000) n`);
    await database.close();
    database = await openDatabase({ dataDir: dir });
    expect(await totals()).toEqual({ n: 9000, s: 40504500 });
    const [file] = (await pglite().query<{ path: string; size: number }>(`select pg_relation_filepath('t') as path, pg_relation_size('t')::int as size`)).rows;
    expect(fs.statSync(path.join(dir, file!.path)).size).toBe(file!.size);
    expect((await pglite().query<{ n: number }>(`select count(*)::int as n from t where pad like 'd%'`)).rows[0]!.n).toBe(6000);
  });
});
