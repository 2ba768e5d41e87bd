import { ITEMS_COUNT_HEADER, parseOrder } from '@backoffice/contract';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';

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

/** Sends a page of items with its total in the `items-count` header. */
export function sendPage<T>(reply: FastifyReply, items: T[], total: number): T[] {
  reply.header(ITEMS_COUNT_HEADER, String(total));
  return items;
}
