import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { NamingClient } from './pg-named-statements.ts';
import { openPglite } from './pglite-open.ts';
import { ThreadedPGlite } from './pglite-thread.ts';
import { withStatementCache, type StatementCache } from './statement-cache.ts';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which one runs under them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded mode only): pg-boss's connection, and data-dir dumps in tests (not on a thread). */
  pglite?: PGlite;
  /** PGlite's named-statement cache (embedded mode only, decision 0090). */
  statementCache?: StatementCache;
  /** The pg pool (server mode only). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string;
  /** Start from a dumped PGlite data directory (tests use a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** How many statement texts PGlite keeps prepared (decision 0090); 0 turns the cache off. */
  statementCacheSize?: number;
  /** PGlite on a worker thread of its own (decision 0136): the server's default; tests, seeds and tools run it here. */
  thread?: boolean;
};


export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, Client: NamingClient });
    // An idle connection the server ends (restart, admin termination) is dropped and replaced by the pool; without a
    // listener node-postgres would raise it as an uncaught exception and take the process down.
    pool.on('error', (err) => console.error(`PostgreSQL: idle connection lost (${err.message})`));
    // bigint counts come back as strings by default; the values here stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  if (options.thread && options.loadDataDir) throw new Error('a PGlite thread opens a data directory, not a dump (loadDataDir)');
  const client: PGlite = options.thread ? await ThreadedPGlite.create(dataDir) : await openPglite(dataDir, options.loadDataDir);
  const cacheSize = options.statementCacheSize ?? 1000;
  const cached = cacheSize > 0 ? await withStatementCache(client, cacheSize) : undefined;
  const db = drizzlePglite({ client: cached?.client ?? client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ...(cached ? { statementCache: cached.cache } : {}),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

/** The PGlite data directory inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * A statement drizzle builds once per database (or transaction) instead of on every call: building the select of a wide
 * row (the event's 60 columns) costs drizzle ~0.5 ms each time, a relational `findFirst` twice that (decision 0107).
 * For hot lookups by key; values go in as `sql.placeholder(…)`.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const byKey = builtByKey((db, _key: null) => build(db));
  return (db) => byKey(db, null);
}

/**
 * `builtOnce` for a statement with a few fixed variants, one per key (a list's sort orders: the `order` values its
 * query schema accepts); each variant is built the first time its key is asked for.
 */
export function builtByKey<K, T>(build: (db: Db, key: K) => T): (db: Db, key: K) => T {
  const byDb = new WeakMap<Db, Map<K, T>>();
  return (db, key) => {
    let variants = byDb.get(db);
    if (!variants) byDb.set(db, (variants = new Map()));
    let statement = variants.get(key);
    if (statement === undefined) {
      statement = build(db, key);
      variants.set(key, statement);
    }
    return statement;
  };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of a query read as one JSON array (a report page, decision 0091): the database answers one value instead of
 * rows × columns fields, which PGlite's protocol reader decodes one by one (about 5 µs each, most of a report's time).
 * The rows come in the query's own order and with its column names; timestamps arrive as ISO strings (csvDateTime
 * reads both), numbers as numbers, dates and text as text. For wide pages only: a few rows gain nothing.
 */
export async function queryJsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: string }>(db, sql`select coalesce(json_agg(r), '[]')::text as rows from (${query}) r`);
  return JSON.parse(row?.rows ?? '[]') as T[];
}

/**
 * A report page's rows, read the cheapest way for the driver: as one JSON value on PGlite (`queryJsonRows`), as plain
 * rows on PostgreSQL, where `json_agg` costs the server about as much as the page's joins while node-postgres parses
 * the rows in the API's process, beside the database's (the 500,000-row subscriptions report: 50k → 65k rows/s).
 * Both give the same CSV bytes (client.test.ts); timestamps come as text in either form (csvDateTime reads both).
 */
export async function queryPageRows<T>(db: Db, query: SQL): Promise<T[]> {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool ? queryRows<T>(db, query) : queryJsonRows<T>(db, query);
}
