import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, queryRows, type Db } from './client.ts';
import { openPglite } from './pglite-open.ts';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Migrations 0073–0075 (decision 0137): the access log's entries, one row per customer, become one row per staff view,
 * and `customer_access_log` reads them back as before. A database at 0072 gets entries written the old way (a page of
 * three customers, a list export, a record view, two viewers at once), then migrates to the end.
 */
let pg: PGlite;
let db: Db;
let dir: string;

type Entry = { customer_id: number | null; user_id: number | null; user_name: string | null; kind: string; fields: string[]; details: unknown; request_id: string | null; created_at: string };
const OLD: Entry[] = [
  ...[7, 5, 9].map((customer_id, i) => ({ customer_id, user_id: 1, user_name: 'Ana', kind: 'search', fields: i === 1 ? ['name', 'email'] : ['name', 'cpf', 'email'], details: { area: 'customers', query: 'sil' }, request_id: 'req-1', created_at: '2026-11-20T10:00:00.000Z' })),
  { customer_id: null, user_id: 1, user_name: 'Ana', kind: 'export', fields: ['name', 'cpf', 'email', 'phone'], details: { area: 'customers', state: 'SP' }, request_id: 'req-2', created_at: '2026-11-20T10:00:00.000Z' },
  { customer_id: 5, user_id: 2, user_name: 'Bruno', kind: 'show', fields: ['name', 'cpf'], details: { area: 'customers' }, request_id: 'req-3', created_at: '2026-11-20T10:00:00.000Z' },
  { customer_id: 9, user_id: 1, user_name: 'Ana', kind: 'search', fields: ['name'], details: { area: 'kit desk', event_id: 3 }, request_id: 'req-4', created_at: '2026-11-21T08:30:00.000Z' },
];

/** A copy of the migrations folder whose journal ends at `last`. */
function migrationsUpTo(last: number): string {
  const to = path.join(dir, `upto-${last}`);
  fs.cpSync(MIGRATIONS_DIR, to, { recursive: true });
  const journalFile = path.join(to, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return to;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-views-'));
  pg = await openPglite(path.join(dir, 'pglite'));
  db = drizzle(pg) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsUpTo(72) });
  await db.execute(sql`
    insert into customer_access_log (customer_id, user_id, user_name, kind, fields, details, request_id, created_at)
    select e.customer_id, e.user_id, e.user_name, e.kind, e.fields, e.details, e.request_id, e.created_at
    from rows from (jsonb_to_recordset(${JSON.stringify(OLD)}::jsonb)
           as (customer_id int, user_id int, user_name text, kind text, fields text[], details jsonb, request_id text, created_at timestamptz))
         with ordinality as e(customer_id, user_id, user_name, kind, fields, details, request_id, created_at, n)
    order by e.n`);
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
}, 120_000);
afterAll(async () => {
  await pg?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('access log as one row per view (migrations 0073–0075)', () => {
  it('keeps every entry, each view in one row with its customers in order and the first entry id', async () => {
    const views = await queryRows<{ id: number; kind: string; customer_ids: number[]; customer_fields: string[]; fields: string[] | null; request_id: string }>(
      db,
      sql`select id::int as id, kind, customer_ids, customer_fields, fields, request_id from customer_access_views order by id`,
    );
    expect(views).toEqual([
      { id: 1, kind: 'search', customer_ids: [7, 5, 9], customer_fields: ['name,cpf,email', 'name,email', 'name,cpf,email'], fields: null, request_id: 'req-1' },
      { id: 4, kind: 'export', customer_ids: [], customer_fields: [], fields: ['name', 'cpf', 'email', 'phone'], request_id: 'req-2' },
      { id: 5, kind: 'show', customer_ids: [5], customer_fields: ['name,cpf'], fields: null, request_id: 'req-3' },
      { id: 6, kind: 'search', customer_ids: [9], customer_fields: ['name'], fields: null, request_id: 'req-4' },
    ]);
  });

  it('reads back through customer_access_log exactly as written, and new views number after the old entries', async () => {
    const log = await queryRows<Entry>(
      db,
      sql`select customer_id, user_id, user_name, kind, fields, details, request_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
          from customer_access_log order by id, position`,
    );
    expect(log).toEqual(OLD);
    await db.execute(sql`insert into customer_access_views (kind, customer_ids, customer_fields) values ('show', '{5}', '{name}')`);
    const [last] = await queryRows<{ id: number }>(db, sql`select max(id)::int as id from customer_access_views`);
    expect(last!.id).toBe(7);
    expect((await queryRows(db, sql`select 1 from customer_access_log where customer_id = 5`)).length).toBe(3);
  });
});
