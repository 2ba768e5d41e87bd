import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { queryRows } from './client.ts';
import { statementNameOf } from './pg-named-statements.ts';
import { INDEX_WALK } from './statement-cache.ts';

describe('which statements are prepared by name on a PostgreSQL server (decision 0149)', () => {
  it('names a text whose plan does not hang on its values, always with the same name', () => {
    const byKey = 'select "id", "name" from "events" where "events"."id" = $1';
    const name = statementNameOf(byKey);
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementNameOf(byKey)).toBe(name);
    expect(statementNameOf(`${byKey} and "events"."deleted_at" is null`)).not.toBe(name);
    expect(statementNameOf(`select id from orders where customer_id = $1 order by id desc limit $2 offset $3 ${INDEX_WALK}`)).toMatch(/^s_/);
  });

  it('leaves unnamed what wants a plan per call, and what is not a query', () => {
    expect(statementNameOf('select id from customers where name_key like $1')).toBeUndefined();
    expect(statementNameOf('select id from orders where status = $1 order by id desc limit $2 offset $3')).toBeUndefined();
    expect(statementNameOf('select id from orders where customer_id = any($1::int[])')).toBeUndefined();
    expect(statementNameOf('set local statement_timeout = 1000')).toBeUndefined();
    expect(statementNameOf('begin')).toBeUndefined();
  });
});

describe('named statements on the database', () => {
  it('a lookup by key runs prepared on its connection, a pattern search does not, and both answer', async () => {
    const database = await openTestDatabase();
    try {
      if (database.kind !== 'postgres') return; // PGlite prepares every query through its own cache (decision 0090)
      const found = await database.db.transaction(async (tx) => {
        const [created] = await queryRows<{ id: number }>(tx as never, sql`insert into profiles (name) values ('Conferência') returning id`);
        const byId = await queryRows<{ id: number }>(tx as never, sql`select id from profiles where id = ${created!.id}`);
        const search = await queryRows<{ id: number }>(tx as never, sql`select id from profiles where name like ${'%ferên%'}`);
        const prepared = await queryRows<{ statement: string }>(tx as never, sql`select statement from pg_prepared_statements where statement like ${'select id from profiles%'}`);
        return { byId, search, prepared: prepared.map((p) => p.statement) };
      });
      expect(found.byId).toHaveLength(1);
      expect(found.search).toEqual(found.byId);
      expect(found.prepared).toEqual(['select id from profiles where id = $1']);
    } finally {
      await database.close();
    }
  });
});
