import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client.ts';
import { openTestDatabase } from '../test/database.ts';

// Newest-first lists order by `created_at desc, id desc` (lib/paging.ts orderBy): an index must give that order, or
// every page sorts all of an event's rows (35 ms of CPU a page on the 50k event). Sorts and other scans are priced
// out, so the plan shows whether an index can serve the order at all, whatever the size of the test tables.
describe('newest-first lists read their order from an index', () => {
  it.each([
    ['an event’s subscriptions', sql`select id from subscriptions where event_id = 1 order by created_at desc, id desc limit 10 offset 20`],
    ['the report files of a type', sql`select id from report_files where report_type = 'orders' order by created_at desc, id desc limit 10`],
    ['future events by date (events list default, decision 0094)', sql`select id from events where deleted_at is null and coalesce(event_date, 'infinity'::date) >= '2026-11-27'::date order by coalesce(event_date, 'infinity'::date) desc, id desc limit 10`],
  ])('%s', async (_name, query) => {
    const database = await openTestDatabase();
    try {
      const plan = await database.db.transaction(async (tx) => {
        for (const setting of ['enable_sort', 'enable_seqscan', 'enable_bitmapscan', 'enable_incremental_sort']) await tx.execute(sql.raw(`set local ${setting} = off`));
        return (await queryRows<{ 'QUERY PLAN': string }>(tx as never, sql`explain ${query}`)).map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index (Only )?Scan Backward/);
      expect(plan).not.toMatch(/Sort/);
    } finally {
      await database.close();
    }
  });
});
