import { ITEMS_COUNT_HEADER, parseOrder } from '@backoffice/contract';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.ts';

/** §7 paging: zero-based `current_page` to LIMIT/OFFSET. */
export function pageWindow(q: { current_page: number; per_page: number }) {
  return { limit: q.per_page, offset: q.current_page * q.per_page };
}

/** `order` ("-name") to ORDER BY, with the id as tie-breaker so pages never overlap. */
export function orderBy(order: string, columns: Record<string, AnyColumn | SQL>, tieBreaker: AnyColumn): SQL[] {
  const { field, desc: isDesc } = parseOrder(order);
  const column = columns[field] ?? tieBreaker;
  const primary = isDesc ? desc(column) : asc(column);
  return column === tieBreaker ? [primary] : [primary, isDesc ? desc(tieBreaker) : asc(tieBreaker)];
}

/**
 * The total of a page that counted its matches on its rows (`count(*) over ()`, decisions 0113 and 0114); a page past
 * the last match has no row to carry it, so it is counted apart.
 */
export async function countedTotal(rows: readonly { total: number }[], offset: number, countApart: () => Promise<number>): Promise<number> {
  return rows[0]?.total ?? (offset > 0 ? countApart() : 0);
}

/**
 * A page of a search's matches with their number on each row (`total`, decisions 0113 and 0114): the matches are
 * counted in a subquery and ordered and cut outside it. Written as one select (`count(*) over ()` beside `order by …
 * limit`), PostgreSQL 15 priced the page as if the limit ended the scan early, and walked the event's whole index in
 * order (50,000 rows for 842 matches, 62 ms), where counting reads every match anyway (decision 0149). `sortable`: the
 * columns `order` may name, by field; the id breaks ties.
 */
export function countedMatchesPage(
  db: Db,
  table: PgTable,
  id: PgColumn,
  sortable: Record<string, PgColumn>,
  where: SQL | undefined,
  page: { order: string; limit: number; offset: number },
) {
  const matches = db
    .select({ ...sortable, id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(table)
    .where(where)
    .as('matches');
  const fields = matches as unknown as Record<string, AnyColumn> & { id: AnyColumn; total: SQL.Aliased<number> };
  const sortFields = Object.fromEntries(Object.keys(sortable).map((field) => [field, fields[field]!]));
  return db
    .select({ id: sql<number>`${fields.id}`.mapWith(Number), total: fields.total })
    .from(matches)
    .orderBy(...orderBy(page.order, sortFields, fields.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Sends a page of items with its total in the `items-count` header. */
export function sendPage<T>(reply: FastifyReply, items: T[], total: number): T[] {
  reply.header(ITEMS_COUNT_HEADER, String(total));
  return items;
}
