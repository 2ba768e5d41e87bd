import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATED_PAGE, FEW_MATCHES, INDEX_WALK, LOOKUPS_BY_KEY, OWN_ROWS, ROLLUP_PAGE, SMALL_TABLES, planModeOf, withStatementCache, type StatementCache } from './statement-cache.ts';

let pg: PGlite;
let client: PGlite;
let cache: StatementCache;

/** One PGlite for the file (creating one costs seconds); each test gets fresh tables and a fresh cache. */
async function reset(max = 50): Promise<void> {
  await pg.exec(`
    deallocate all;
    drop table if exists items, other;
    create table items (id serial primary key, name text not null unique, price numeric(12,2), tags text[], data jsonb,
      created_at timestamptz not null default '2026-01-02T03:04:05Z', active boolean not null default true, big bigint);
    insert into items (name, price, tags, data, big) values ('Camiseta', 59.90, '{a,b}', '{"x":1}', 9007199254740993),
      ('Boné', null, null, null, null);
  `);
  ({ client, cache } = await withStatementCache(pg, max));
}

/** The statements the cache prepared for queries (not its SETs of plan_cache_mode). */
const prepared = async (): Promise<number> =>
  (await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where statement not like 'set plan_cache_mode%'`)).rows[0]!.n;

beforeAll(async () => {
  pg = await PGlite.create('memory://');
});
beforeEach(() => reset());
afterAll(() => pg.close());

describe('PGlite statement cache', () => {
  it('answers exactly what PGlite itself answers, for every type, in both row modes and with null parameters', async () => {
    const text = 'select id, name, price, tags, data, created_at, active, big from items where name = $1 or $2::int is null order by id';
    const drizzleParsers = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    for (const options of [undefined, drizzleParsers]) {
      for (const params of [['Camiseta', 1], ['Boné', null]]) {
        const own = await pg.query(text, params, options);
        const viaCache = await client.query(text, params, options);
        expect(viaCache.rows).toEqual(own.rows);
        expect(viaCache.fields).toEqual(own.fields);
      }
    }
    const written = await client.query<{ id: number; data: unknown; tags: string[] }>(
      'insert into items (name, data, tags, price) values ($1, $2, $3, $4) returning id, data, tags, price',
      ['Meia', { tamanho: 'M' }, ['x', 'y'], '12.50'],
    );
    expect(written.rows).toEqual([{ id: 3, data: { tamanho: 'M' }, tags: ['x', 'y'], price: '12.50' }]);
    expect(written.affectedRows).toBe(1);
  });

  it("applies each query's own parsers over PGlite's, as PGlite does, with new function objects on every call", async () => {
    const text = 'select name, created_at, tags from items where id = $1';
    // Drizzle brings new parser functions with every query; two sets that differ in source text are two sets.
    const asText = () => ({ parsers: { [types.TIMESTAMPTZ]: (v: string) => v } });
    const shouting = () => ({ parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.TEXT]: (v: string) => v.toUpperCase() } });
    const spaced = () => ({ parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.TEXT]: (v: string) => v.split('').join(' ') } });
    for (let round = 0; round < 2; round++) {
      for (const options of [asText(), shouting(), spaced(), undefined]) {
        expect((await client.query(text, [1], options)).rows).toEqual((await pg.query(text, [1], options)).rows);
      }
      expect((await client.query(text, [1], asText())).rows).toEqual([{ name: 'Camiseta', created_at: '2026-01-02 03:04:05+00', tags: ['a', 'b'] }]);
      expect((await client.query<{ name: string }>(text, [1], shouting())).rows[0]?.name).toBe('CAMISETA');
      expect((await client.query<{ name: string }>(text, [1], spaced())).rows[0]?.name).toBe('C a m i s e t a');
      expect((await client.query(text, [1])).rows).toEqual([{ name: 'Camiseta', created_at: new Date('2026-01-02T03:04:05Z'), tags: ['a', 'b'] }]);
    }
  });

  it('parses a text once and then only binds and executes it', async () => {
    const text = 'select name from items where id = $1';
    for (const id of [1, 2, 1, 2]) await client.query(text, [id]);
    expect(cache.stats).toMatchObject({ size: 1, prepared: 1 });
    expect(await prepared()).toBe(1);
    expect((await client.query<{ name: string }>(text, [2])).rows).toEqual([{ name: 'Boné' }]);
  });

  it('keeps at most its size prepared, closing the least recently used, and prepares an evicted text again', async () => {
    await reset(3);
    for (let i = 1; i <= 5; i++) await client.query(`select ${i} as n where $1::int > 0`, [1]);
    expect(cache.stats).toMatchObject({ size: 3, prepared: 5, evicted: 2 });
    expect(await prepared()).toBe(3);
    expect((await client.query('select 1 as n where $1::int > 0', [1])).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toBe(3);
  });

  it('reads long answers, accented text across the database writes, notices and repeated names exactly as PGlite does', async () => {
    await pg.exec(`create or replace function shout(x text) returns text language plpgsql as $$ begin raise notice 'oi %', x; return upper(x); end $$`);
    const texts: [string, unknown[]][] = [
      // ~600 KB in 4,000 rows: the database hands it over in many writes, cutting rows and characters anywhere
      ["select n, 'Inscrição nº ' || n || ' — São João, Ação' as name, repeat('ç', n % 97) as tail, n % 3 = 0 as odd, null::text as gap from generate_series(1, $1::int) n", [4000]],
      // one field of 300 KB, a JSON value as the reports read it
      ["select json_agg(json_build_object('id', n, 'nome', 'Conceição ' || n)) as page from generate_series(1, $1::int) n", [9000]],
      ['select shout($1) as said, shout($1) as said', ['olá']],
      ['select $1::int as a, 2 as a, 3 as b', [1]],
      ['update items set active = active where id > $1', [0]],
    ];
    for (const rowMode of [undefined, 'array' as const]) {
      for (const [text, params] of texts) {
        const options = rowMode ? { rowMode } : undefined;
        const own = await pg.query(text, params, options);
        const viaCache = await client.query(text, params, options);
        expect(viaCache).toEqual(own);
      }
    }
  });

  it('raises an error that comes after some rows, as PGlite does', async () => {
    const text = 'select 10 / (n - $1::int) as q from generate_series(1, 50) n';
    await expect(client.query(text, [30])).rejects.toMatchObject({ code: '22012', query: text });
    expect((await client.query<{ q: number }>(text, [60])).rows).toHaveLength(50);
  });

  it('raises the database error with its code and leaves the session usable', async () => {
    const insert = 'insert into items (name) values ($1)';
    await expect(client.query(insert, ['Camiseta'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select nope from items where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    expect((await client.query('select count(*)::int as n from items where id > $1', [0])).rows).toEqual([{ n: 2 }]);
  });

  it('takes part in transactions: a rollback undoes the write, and statements prepared inside stay usable', async () => {
    const db = drizzle({ client });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (name) values (${'Viseira'})`);
        await tx.execute(sql`insert into items (name) values (${'Camiseta'})`);
      }),
    ).rejects.toThrow();
    const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from items where id > ${0}`)).rows[0]!.n;
    expect(await count()).toBe(2);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into items (name) values (${'Viseira'})`);
    });
    expect(await count()).toBe(3);
    expect(pg.isInTransaction()).toBe(false);
  });

  it('makes a query sent during a transaction wait for its end instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['Viseira']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedYet;
    const outside = client.query<{ n: number }>('select count(*)::int as n from items where id > $1', [0]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('runs statements one per turn of the event loop, first come first served, so the loop reads new requests in between', async () => {
    const order: string[] = [];
    const twoStatements = async (who: string) => {
      for (const step of [1, 2]) {
        await client.query('select name from items where id = $1', [step]);
        order.push(`${who}${step}`);
      }
    };
    const both = Promise.all([twoStatements('a'), twoStatements('b')]);
    // Stands for the loop's I/O (a request arriving): with all statements run back to back it came after the four.
    setImmediate(() => order.push('io'));
    await both;
    expect(order).toEqual(['a1', 'io', 'b1', 'a2', 'b2']);
  });

  it('parses a text again when the table under a select * changed shape', async () => {
    const text = 'select * from items where id = $1';
    expect(Object.keys((await client.query<object>(text, [1])).rows[0]!)).not.toContain('color');
    await pg.exec(`alter table items add column color text default 'azul'`);
    expect((await client.query<{ color: string }>(text, [1])).rows[0]!.color).toBe('azul');
  });

  const plans = async (text: string) =>
    (await pg.query<{ generic_plans: number; custom_plans: number }>(`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement = $1`, [text])).rows[0];
  const planCacheMode = async () => (await pg.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode;
  const RANGE = 'select name from items where id > $1 order by id limit $2';
  const LOOKUP = 'select name from items where id = $1';

  it('plans a paging, pattern or range statement for its own values at every execution, as an unnamed statement is planned', async () => {
    expect(await planCacheMode()).toBe('force_custom_plan');
    for (let i = 0; i < 8; i++) await client.query(RANGE, [0, 1]);
    expect(await plans(RANGE)).toEqual({ generic_plans: 0, custom_plans: 8 });
  });

  it('lets a lookup by key keep its generic plan after five runs (no planning per execution), then plans a range per execution again', async () => {
    for (let i = 0; i < 8; i++) expect((await client.query(LOOKUP, [1])).rows).toEqual([{ name: 'Camiseta' }]);
    expect(await plans(LOOKUP)).toEqual({ generic_plans: 3, custom_plans: 5 });
    expect(await planCacheMode()).toBe('auto');
    for (let i = 0; i < 8; i++) await client.query(RANGE, [0, 1]);
    expect(await plans(RANGE)).toEqual({ generic_plans: 0, custom_plans: 8 });
    expect(await planCacheMode()).toBe('force_custom_plan');
  });

  it("switches the mode in the statement's own exchange, and after a failing statement undid the switch, switches again", async () => {
    const FAILING_RANGE = 'select 1 / (id - $1::int) as q from items where id > 0 order by id limit $2';
    for (let i = 0; i < 6; i++) await client.query(LOOKUP, [1]);
    expect(await planCacheMode()).toBe('auto');
    // the switch to custom rode with the division by zero: both are undone
    await expect(client.query(FAILING_RANGE, [1, 5])).rejects.toMatchObject({ code: '22012' });
    expect(await planCacheMode()).toBe('auto');
    for (let i = 0; i < 7; i++) await client.query(RANGE, [0, 1]);
    expect(await plans(RANGE)).toEqual({ generic_plans: 0, custom_plans: 7 });
    expect(await planCacheMode()).toBe('force_custom_plan');
    // the same after a failure on the way back to auto
    await expect(client.query('select 1 / (id - $1) as q from items where id = 1', [1])).rejects.toMatchObject({ code: '22012' });
    expect(await planCacheMode()).toBe('force_custom_plan');
    for (let i = 0; i < 8; i++) expect((await client.query(LOOKUP, [1])).rows).toEqual([{ name: 'Camiseta' }]);
    expect(await plans(LOOKUP)).toEqual({ generic_plans: 9, custom_plans: 5 });
    expect(await planCacheMode()).toBe('auto');
  });

  it('runs a statement of lookups by key on the generic plan from its first execution, whatever the array', async () => {
    const NAMES = `select name from items where id = any($1::int[]) ${LOOKUPS_BY_KEY}`;
    for (const ids of [[1], [1, 2], [2], [], [1, 2, 3]]) expect((await client.query(NAMES, [ids])).rows.length).toBe(ids.filter((id) => id <= 2).length);
    expect(await plans(NAMES)).toEqual({ generic_plans: 5, custom_plans: 0 });
    expect(await planCacheMode()).toBe('force_generic_plan');
    // in a transaction begun under the forced generic plan, a lookup plans as PostgreSQL would (auto), a range custom
    await client.transaction(async (tx) => {
      for (let i = 0; i < 3; i++) await tx.query(LOOKUP, [1]);
      expect((await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode).toBe('auto');
      await tx.query(RANGE, [0, 1]);
      expect((await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode).toBe('force_custom_plan');
    });
    expect(await plans(LOOKUP)).toEqual({ generic_plans: 0, custom_plans: 3 });
    expect(await planCacheMode()).toBe('force_generic_plan');
    for (let i = 0; i < 3; i++) await client.query(RANGE, [0, 1]);
    expect(await plans(RANGE)).toEqual({ generic_plans: 0, custom_plans: 4 });
  });

  it('inside a transaction plans a range per execution with SET LOCAL, which ends with the transaction (commit or rollback)', async () => {
    for (let i = 0; i < 6; i++) await client.query(LOOKUP, [1]);
    expect(await planCacheMode()).toBe('auto');
    for (const end of ['commit', 'rollback'] as const) {
      await client.transaction(async (tx) => {
        for (let i = 0; i < 7; i++) await tx.query(RANGE, [0, 1]);
        expect((await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]!.plan_cache_mode).toBe('force_custom_plan');
        if (end === 'rollback') await tx.rollback();
      });
      expect(await planCacheMode()).toBe('auto');
    }
    expect(await plans(RANGE)).toEqual({ generic_plans: 0, custom_plans: 14 });
    // the session is still where the cache left it: the lookup keeps its generic plan
    await client.query(LOOKUP, [1]);
    expect((await plans(LOOKUP))!.generic_plans).toBe(2);
  });

  it('tells value-sensitive texts from the rest', () => {
    for (const text of [
      RANGE,
      'select * from orders order by id desc limit $1 offset $2',
      'select "id" from "orders" where "orders"."status" = $1 order by "orders"."id" desc limit $2',
      `select id from events where name_key like $1`,
      'select id from orders where created_at >= $1 and created_at < $2',
      'select id from subscriptions where (event_id, id) > ($1, $2)',
      'select id from customers where id = any($1)',
      'insert into x (id) select unnest($1::int[])',
      `select data->>'a' from items where id = $1`,
    ])
      expect(planModeOf(text), text).toBe('custom');
    for (const text of [
      LOOKUP,
      'select "id", "name" from "kits" where "kits"."event_id" = $1 order by "kits"."id" asc',
      'update "events" set "status" = $1 where "events"."id" = $2',
      'insert into "audit_log" ("action", "entity_id") values ($1, $2) returning "id"',
      'select count(*) from subscription_counts where event_id = $1 and status in ($2, $3)',
      'select "id", "name" from "events" where ("events"."id" = $1 and "events"."deleted_at" is null) limit $2',
      `select r.key, sum(r.n) from breakdowns r where r.event_id = $1 and r.key <> 'none' group by 1 having sum(r.n) <> 0`,
      'select id from kits where event_id = $1 and status != $2',
    ])
      expect(planModeOf(text), text).toBe('auto');
    const names = `select c.id, c.name from customers c where c.id = any($1::int[]) union all select e.id, e.name from events e where e.id = any($2::int[]) ${LOOKUPS_BY_KEY}`;
    expect(planModeOf(names)).toBe('generic');
    expect(planModeOf(`select id, count(*) over () ${SMALL_TABLES} from users where name like $1 order by id limit $2 offset $3`)).toBe('generic');
    const datedPage = `select id, (select count(*) from events where coalesce(event_date, 'infinity'::date) >= $1::date)::int ${DATED_PAGE} from events where coalesce(event_date, 'infinity'::date) >= $2::date order by coalesce(event_date, 'infinity'::date), id limit $3 offset $4`;
    expect(planModeOf(datedPage)).toBe('generic');
    expect(planModeOf(datedPage.replace(DATED_PAGE, ''))).toBe('custom');
    const rollupPage = `select r.event_id, r.total ${ROLLUP_PAGE} from sales_yearly r where r.status = $1 and r.year = $2 and r.event_id >= 0 order by r.total desc limit $3 offset $4`;
    expect(planModeOf(rollupPage)).toBe('generic');
    expect(planModeOf(rollupPage.replace(ROLLUP_PAGE, ''))).toBe('custom');
    const walk = `select "id" from "subscriptions" where ("subscriptions"."event_id" = $1 and true ${INDEX_WALK}) order by "subscriptions"."created_at" desc, "subscriptions"."id" desc limit $2 offset $3`;
    expect(planModeOf(walk)).toBe('generic');
    expect(planModeOf(walk.replace(INDEX_WALK, ''))).toBe('custom');
    const own = `select "orders"."id" from "orders" where ("orders"."customer_id" = $1 and true ${OWN_ROWS}) order by "orders"."id" desc limit $2 offset $3`;
    expect(planModeOf(own)).toBe('generic');
    expect(planModeOf(own.replace(OWN_ROWS, ''))).toBe('custom');
    const few = `with m as materialized (select id, created_at from customers where name_key like (select $1::text)) select id from m order by created_at desc, id desc limit $2 offset $3 ${FEW_MATCHES}`;
    expect(planModeOf(few)).toBe('generic');
    expect(planModeOf(few.replace(FEW_MATCHES, ''))).toBe('custom');
  });

  it('leaves transaction control, settings and DDL to PGlite', async () => {
    await client.query('set statement_timeout = 5000');
    await client.query('create table other (id int)');
    expect(cache.stats.prepared).toBe(0);
    expect((await client.query<{ statement_timeout: string }>('show statement_timeout')).rows).toEqual([{ statement_timeout: '5s' }]);
  });
});
