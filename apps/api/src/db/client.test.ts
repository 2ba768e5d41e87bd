import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { openTestDatabase } from '../test/database.ts';

// Only the PostgreSQL pass has a server whose connections can be ended from outside.
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and keeps answering', async () => {
    const database = await openTestDatabase();
    try {
      const pid = (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]!.pid;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ok = (await queryRows<{ ok: number }>(database.db, sql`select 1 as ok`))[0]!.ok;
      expect(ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});
