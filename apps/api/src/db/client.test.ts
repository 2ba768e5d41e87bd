import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvDocument, type CsvColumn } from '../lib/csv.ts';
import { queryJsonRows, queryPageRows, queryRows } from './client.ts';
import { openTestDatabase } from '../test/database.ts';

// Only the PostgreSQL pass has a server whose connections can be ended from outside.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and keeps answering', async () => {
    const database = await openTestDatabase();
    try {
      const pid = (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]!.pid;
      // The server tells the connection it is ended asynchronously; wait for the pool to hear it (a fixed delay lost
      // the race on a loaded CI machine) — a query sent before that point is one the server would refuse anyway.
      const lost = new Promise((resolve, reject) => {
        database.pool!.once('error', resolve);
        setTimeout(() => reject(new Error('the pool never heard of the ended connection')), 15_000).unref();
      });
      const open = database.pool!.totalCount;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await lost;
      expect(database.pool!.totalCount).toBe(open - 1);
      const ok = (await queryRows<{ ok: number }>(database.db, sql`select 1 as ok`))[0]!.ok;
      expect(ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('queryJsonRows and queryPageRows (report pages, decision 0091)', () => {
  it('give the rows of queryRows in the same order, and the same CSV bytes', async () => {
    const database = await openTestDatabase();
    try {
      // Text that needs quoting or a formula guard, accents and a non-BMP character, nulls, a timestamp with
      // microseconds near a São Paulo day change, money and dates as text; in descending order (never the table's own).
      const page = sql`select n as id,
               case n % 5 when 0 then 'Zé "da" Silva; Jr.' when 1 then e'linha\nquebrada' when 2 then '=SOMA(A1)' when 3 then 'Ação 🏃 ok' else null end as name,
               case when n % 4 = 0 then null else lpad((n * 7919)::text, 11, '0') end as cpf,
               case when n % 3 = 0 then null else '119' || lpad(n::text, 8, '0') end as phone,
               (n * 1.5)::numeric(12, 2)::text as price,
               case when n % 6 = 0 then null else timestamptz '2026-03-09 02:59:59.987654+00' + n * interval '17 minutes 3.000123 seconds' end as created_at,
               (date '2000-02-28' + n)::text as birth_date
        from generate_series(1, 3000) n
        order by n desc`;
      const objects = await queryRows<Row>(database.db, page);
      const json = await queryJsonRows<Row>(database.db, page);
      expect(json.map((r) => r.id)).toEqual(objects.map((r) => r.id));
      expect(json[0]!.id).toBe(3000);
      expect(csvDocument(COLUMNS, json)).toBe(csvDocument(COLUMNS, objects));
      expect(await queryJsonRows(database.db, sql`select 1 as id where false`)).toEqual([]);
      // the driver's own way: plain rows on PostgreSQL (a numeric comes as its text), one JSON value on PGlite (a number)
      const pageRows = await queryPageRows<Row>(database.db, page);
      expect(csvDocument(COLUMNS, pageRows)).toBe(csvDocument(COLUMNS, objects));
      const [numeric] = await queryPageRows<{ x: unknown }>(database.db, sql`select 1.50::numeric as x`);
      expect(numeric!.x).toBe(database.kind === 'postgres' ? '1.50' : 1.5);
      expect(await queryPageRows(database.db, sql`select 1 as id where false`)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

type Row = { id: number; name: string | null; cpf: string | null; phone: string | null; price: string; created_at: Date | string | null; birth_date: string };
const COLUMNS: CsvColumn<Row>[] = [
  { header: 'ID', value: (r) => r.id, kind: 'integer' },
  { header: 'Nome', value: (r) => r.name },
  { header: 'CPF', value: (r) => r.cpf, kind: 'legal_record' },
  { header: 'Telefone', value: (r) => r.phone, kind: 'phone' },
  { header: 'Valor', value: (r) => Number(r.price), kind: 'money' },
  { header: 'Valor (texto)', value: (r) => r.price },
  { header: 'Data', value: (r) => r.created_at, kind: 'datetime' },
  { header: 'Nascimento', value: (r) => r.birth_date, kind: 'date' },
];
