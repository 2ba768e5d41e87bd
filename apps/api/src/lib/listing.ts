import { parseOrder } from '@backoffice/contract';
import { and, asc, count, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { orderBy, pageWindow } from './paging.ts';
import { indexWalk } from './sql.ts';

type RowsOf<S> = S extends PromiseLike<infer R> ? R : never;
type PagingQuery = { current_page: number; per_page: number; order: string };

export type ListingSpec<Q, S extends PgSelect, R> = {
  /** The table whose rows are counted (filters must only name its columns, or give `count`). */
  table: PgTable;
  /** The page as a dynamic query (`db.select(cols).from(t).$dynamic()`); with `withNames`, the table alone. */
  select: (db: Db) => S;
  /**
   * The names a page's rows show from other tables, read by key beside the page (`namesByKey`): joined into the page,
   * PostgreSQL planned every relation at every call (decisions 0110 and 0111). Pages and export batches go through it.
   */
  withNames?: (db: Db, rows: RowsOf<S>[number][]) => Promise<R[]>;
  /** The list's filters (also the export's: the CSV takes the list's own params). */
  where: (q: Q) => SQL | undefined;
  /** `order` values the list accepts, by field name; `id` breaks ties so pages never overlap. */
  orderable: Record<string, AnyColumn | SQL>;
  id: AnyColumn;
  /** The export's keyset: rows after the last one in (column, id) order. */
  keyset: { column: AnyColumn; of: (row: RowsOf<S>[number]) => string | number };
  /** A designed count (a counter the writes keep) instead of count(*) over the filters, for big tables. */
  count?: (db: Db, q: Q) => Promise<number>;
  /**
   * `order` fields an index gives in full (with `id` after them): without filters the page walks that index, so it runs
   * on one plan instead of being planned at every call (INDEX_WALK, decision 0129; check with `--try-generic`).
   */
  walkedOrders?: readonly string[];
};

/**
 * One list's page + total and its export batches, from one description: every list of the API pages, counts and
 * exports the same way (§7 paging, the `items-count` header, keyset CSV batches).
 */
export function defineListing<Q, S extends PgSelect, R = RowsOf<S>[number]>(spec: ListingSpec<Q, S, R>) {
  type Row = RowsOf<S>[number];
  const named = (db: Db, rows: Row[]): Promise<R[]> => (spec.withNames ? spec.withNames(db, rows) : Promise.resolve(rows as unknown as R[]));
  return {
    async page(db: Db, q: Q & PagingQuery): Promise<{ rows: R[]; total: number }> {
      const where = spec.where(q);
      const { limit, offset } = pageWindow(q);
      const walked = where === undefined && !!spec.walkedOrders?.includes(parseOrder(q.order).field);
      const [rows, total] = await Promise.all([
        spec.select(db).where(walked ? indexWalk : where).orderBy(...orderBy(q.order, spec.orderable, spec.id)).limit(limit).offset(offset) as unknown as Promise<Row[]>,
        spec.count ? spec.count(db, q) : db.select({ n: count() }).from(spec.table).where(where).then(([r]) => r?.n ?? 0),
      ]);
      return { rows: await named(db, rows), total };
    },
    /** The export: every row the filters match, in keyset batches, each turned into what the CSV writes. */
    async *batches<T>(db: Db, q: Q, present: (rows: R[]) => T[] | Promise<T[]>, batchSize = 1000): AsyncGenerator<T[]> {
      let last: Row | null = null;
      for (;;) {
        const rows = await this.after(db, q, last, batchSize);
        if (rows.length) yield await present(await named(db, rows));
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1]!;
      }
    },
    /** One export batch: up to `limit` rows after `last`. */
    async after(db: Db, q: Q, last: Row | null, limit: number): Promise<Row[]> {
      const after = last ? sql`(${spec.keyset.column}, ${spec.id}) > (${spec.keyset.of(last)}, ${(last as { id: number }).id})` : undefined;
      return spec
        .select(db)
        .where(and(spec.where(q), after))
        .orderBy(asc(spec.keyset.column), asc(spec.id))
        .limit(limit) as unknown as Promise<Row[]>;
    },
  };
}
