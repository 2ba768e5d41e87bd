/**
 * Bulk loading over the raw driver under a Drizzle database:
 *  - PGlite: CSV through `COPY … FROM '/dev/blob'` (the `blob` query option), chunk by chunk;
 *  - PostgreSQL (node-postgres): `INSERT … SELECT … FROM unnest($1::text[], …)`, one statement per chunk, each
 *    column cast to its real type (read from the catalogue), so no per-table type list is kept here.
 * Ids are given explicitly (COPY writes identity values as given, INSERT uses OVERRIDING SYSTEM VALUE); call
 * resetSequences() at the end so the identity sequences continue after the loaded ids.
 */
import type { Db } from '@backoffice/api/db/client.ts';

export type Cell = string | number | boolean | null | undefined;
export type Row = Record<string, Cell>;

type QueryResult = { rows: Record<string, unknown>[] };

export type RawClient = {
  kind: 'pglite' | 'postgres';
  query(text: string, params?: unknown[]): Promise<QueryResult>;
  /** Only on PGlite. */
  copyCsv?(table: string, columns: readonly string[], csv: string): Promise<void>;
  release(): void;
};

type PgliteLike = {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<QueryResult>;
  dumpDataDir: unknown;
};
type PgPoolLike = { connect(): Promise<{ query(text: string, params?: unknown[]): Promise<QueryResult>; release(): void }> };

/** The raw client under a Drizzle database (drizzle keeps it as `$client`); on PostgreSQL one pooled connection. */
export async function rawClientOf(db: Db): Promise<RawClient> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client && typeof (client as PgliteLike).dumpDataDir === 'function') {
    const pglite = client as PgliteLike;
    return {
      kind: 'pglite',
      query: (text, params) => pglite.query(text, params ?? []),
      copyCsv: async (table, columns, csv) => {
        await pglite.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([csv]) });
      },
      release: () => {},
    };
  }
  if (client && typeof (client as PgPoolLike).connect === 'function') {
    const conn = await (client as PgPoolLike).connect();
    return { kind: 'postgres', query: (text, params) => conn.query(text, params ?? []), release: () => conn.release() };
  }
  throw new Error('Unknown database client: expected PGlite or a node-postgres pool');
}

function csvCell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return `"${v.replaceAll('"', '""')}"`;
}

function textCell(v: Cell): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
}

export type TableTiming = { table: string; rows: number; ms: number };

export class TableWriter {
  readonly table: string;
  readonly columns: readonly string[];
  private readonly loader: BulkLoader;
  private lines: string[] = [];
  private cols: (string | null)[][];
  private buffered = 0;
  rows = 0;
  ms = 0;
  private nextIdValue: number;

  constructor(loader: BulkLoader, table: string, columns: readonly string[], firstId: number) {
    this.loader = loader;
    this.table = table;
    this.columns = columns;
    this.cols = columns.map(() => []);
    this.nextIdValue = firstId;
  }

  /** Allocates the next id of this table (ids are given explicitly). */
  id(): number {
    return this.nextIdValue++;
  }

  get pending(): number {
    return this.buffered;
  }

  add(row: Row): void {
    if (this.loader.client.kind === 'pglite') {
      let line = '';
      for (let i = 0; i < this.columns.length; i++) {
        if (i) line += ',';
        line += csvCell(row[this.columns[i] as string]);
      }
      this.lines.push(line);
    } else {
      for (let i = 0; i < this.columns.length; i++) this.cols[i]!.push(textCell(row[this.columns[i] as string]));
    }
    this.buffered++;
    this.rows++;
  }

  async flush(): Promise<void> {
    if (!this.buffered) return;
    const started = performance.now();
    if (this.loader.client.kind === 'pglite') {
      await this.loader.client.copyCsv!(this.table, this.columns, `${this.lines.join('\n')}\n`);
      this.lines = [];
    } else {
      const types = await this.loader.columnTypes(this.table);
      const select = this.columns.map((c, i) => `u.c${i}::${types.get(c) ?? 'text'}`).join(', ');
      const params = this.columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
      const alias = this.columns.map((_, i) => `c${i}`).join(', ');
      await this.loader.client.query(
        `INSERT INTO ${this.table} (${this.columns.join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${select} FROM unnest(${params}) AS u(${alias})`,
        this.cols,
      );
      this.cols = this.columns.map(() => []);
    }
    this.buffered = 0;
    this.ms += performance.now() - started;
  }
}

export class BulkLoader {
  readonly client: RawClient;
  readonly writers: TableWriter[] = [];
  private readonly types = new Map<string, Map<string, string>>();
  /** Flush a writer once it holds this many rows (callers flush in foreign-key order). */
  readonly chunkRows: number;

  constructor(client: RawClient, chunkRows = 50_000) {
    this.client = client;
    this.chunkRows = chunkRows;
  }

  async table(table: string, columns: readonly string[]): Promise<TableWriter> {
    const hasId = columns[0] === 'id';
    let firstId = 1;
    if (hasId) {
      const r = await this.client.query(`SELECT coalesce(max(id), 0)::int AS m FROM ${table}`);
      firstId = Number(r.rows[0]?.m ?? 0) + 1;
    }
    const w = new TableWriter(this, table, columns, firstId);
    this.writers.push(w);
    return w;
  }

  async columnTypes(table: string): Promise<Map<string, string>> {
    let m = this.types.get(table);
    if (!m) {
      const r = await this.client.query(
        `SELECT attname, format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
        [table],
      );
      m = new Map(r.rows.map((row) => [String(row.attname), String(row.type)]));
      this.types.set(table, m);
    }
    return m;
  }

  /** Flushes the given writers in order (parents before children). */
  async flush(...writers: TableWriter[]): Promise<void> {
    for (const w of writers) await w.flush();
  }

  /**
   * Drops the secondary indexes of the given tables (not those behind a primary-key or unique constraint) and returns
   * their definitions: building an index once after a bulk load is several times faster than maintaining it row by row.
   */
  async dropSecondaryIndexes(tables: readonly string[]): Promise<{ name: string; def: string }[]> {
    const r = await this.client.query(
      `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
       WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
       ORDER BY i.tablename, i.indexname`,
      [tables],
    );
    const dropped = r.rows.map((row) => ({ name: String(row.name), def: String(row.def) }));
    for (const index of dropped) await this.client.query(`DROP INDEX "${index.name}"`);
    return dropped;
  }

  async createIndexes(indexes: readonly { name: string; def: string }[]): Promise<void> {
    for (const index of indexes) await this.client.query(index.def);
  }

  /**
   * Turns off the foreign-key checks of rows inserted into the given tables (PostgreSQL's internal
   * RI_ConstraintTrigger_c_* triggers), leaving every other trigger firing. Needs a superuser (PGlite is one);
   * returns the triggers to turn back on, or null when not allowed (then the checks simply stay on).
   */
  async disableForeignKeyChecks(tables: readonly string[]): Promise<{ table: string; trigger: string }[] | null> {
    const r = await this.client.query(
      `SELECT c.relname AS "table", t.tgname AS "trigger" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname = ANY($1::text[]) AND t.tgisinternal AND t.tgname LIKE 'RI_ConstraintTrigger_c_%' AND t.tgenabled <> 'D'`,
      [tables],
    );
    const triggers = r.rows.map((row) => ({ table: String(row.table), trigger: String(row.trigger) }));
    await this.client.query('SAVEPOINT fk_checks');
    try {
      await this.disableTriggers(triggers);
      await this.client.query('RELEASE SAVEPOINT fk_checks');
      return triggers;
    } catch {
      await this.client.query('ROLLBACK TO SAVEPOINT fk_checks');
      return null;
    }
  }

  async disableTriggers(triggers: readonly { table: string; trigger: string }[]): Promise<void> {
    for (const t of triggers) await this.client.query(`ALTER TABLE "${t.table}" DISABLE TRIGGER "${t.trigger}"`);
  }

  async enableTriggers(triggers: readonly { table: string; trigger: string }[]): Promise<void> {
    for (const t of triggers) await this.client.query(`ALTER TABLE "${t.table}" ENABLE TRIGGER "${t.trigger}"`);
  }

  /** Moves every loaded table's identity sequence past its largest id. */
  async resetSequences(): Promise<void> {
    const done = new Set<string>();
    for (const w of this.writers) {
      if (done.has(w.table) || w.columns[0] !== 'id') continue;
      done.add(w.table);
      await this.client.query(
        `SELECT setval(pg_get_serial_sequence('${w.table}', 'id'), coalesce((SELECT max(id) FROM ${w.table}), 0) + 1, false)`,
      );
    }
  }

  timings(): TableTiming[] {
    const byTable = new Map<string, TableTiming>();
    for (const w of this.writers) {
      const t = byTable.get(w.table) ?? { table: w.table, rows: 0, ms: 0 };
      t.rows += w.rows;
      t.ms += w.ms;
      byTable.set(w.table, t);
    }
    return [...byTable.values()];
  }
}
