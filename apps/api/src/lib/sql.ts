import { getTableColumns, getTableName, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { builtByKey, type Db } from '../db/client.ts';
import { customerSearch } from '../db/schema/index.ts';
import { INDEX_WALK, LOOKUPS_BY_KEY, OWN_ROWS } from '../db/statement-cache.ts';

/** The condition that puts a query builder's page on one plan (INDEX_WALK, decision 0129): `and(filters, indexWalk)`. */
export const indexWalk: SQL = sql.raw(`true ${INDEX_WALK}`);

/** The same for a statement over one record's own rows (OWN_ROWS, decision 0129): `and(ofTheRecord, ownRows)`. */
export const ownRows: SQL = sql.raw(`true ${OWN_ROWS}`);

/** Escapes LIKE wildcards in user input and wraps it for "contains". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The one list search of the API: accent- and case-insensitive "contains" on any of `columns` ("jose" finds
 * "José", "JOSÉ" and "Josefa").
 */
export function textContains(columns: AnyColumn | AnyColumn[], text: string): SQL {
  return patternContains(columns, likePattern(text.trim()));
}

/** `textContains` with the LIKE pattern given, as a value or as a statement's placeholder (`sql`${placeholder}::text``). */
export function patternContains(columns: AnyColumn | AnyColumn[], pattern: string | SQL): SQL {
  const each = (Array.isArray(columns) ? columns : [columns]).map((c) => sql`public.f_unaccent(lower(${c})) like public.f_unaccent(lower(${pattern}))`);
  return each.length === 1 ? each[0]! : or(...each)!;
}

/**
 * `textContains` on a column that already holds `f_unaccent(lower(…))`, kept by PostgreSQL (`customers.name_key`): the
 * trigram index finds candidates and the recheck compares the stored key instead of calling unaccent on every row.
 */
export function keyContains(key: AnyColumn, text: string): SQL {
  return sql`${key} like public.f_unaccent(lower(${likePattern(text.trim())}))`;
}

/**
 * `keyContains` for a statement on its generic plan: the pattern is computed once per execution (an InitPlan), where
 * `keyContains`'s expression, folded to a constant only in a plan made for its value, would be computed again for
 * every candidate the trigram index hands back. Only for text with trigrams (`hasTrigrams`): for a shorter fragment
 * the index has nothing to look up and would be read whole.
 */
export function keyContainsOnce(key: AnyColumn | SQL, text: string): SQL {
  return sql`${key} like (select public.f_unaccent(lower(${likePattern(text.trim())})))`;
}

/** Whether a search gives pg_trgm a trigram to look up: a run of three letters or digits (accents aside). */
export function hasTrigrams(text: string): boolean {
  return /[a-z0-9]{3}/i.test(text.normalize('NFD').replace(/\p{M}/gu, ''));
}

/**
 * The customers whose name contains `text` (accents and case aside), as a subquery of `customer_id` (and `orders`, their
 * orders' total): matched on their narrow rows in customer_search (decision 0126), where a trigram candidate is
 * rechecked without reading the wide customers row.
 */
export function customersNamed(text: string, limit?: number): SQL {
  return sql`select ${customerSearch.customerId}, ${customerSearch.orders} from ${customerSearch} where ${keyContains(customerSearch.nameKey, text)}${limit === undefined ? sql`` : sql` limit ${limit}`}`;
}

/**
 * A column of the outer query named with its table, for a subquery in a select list. In a select from one table
 * drizzle writes that table's columns bare, and inside the subquery a bare `id` is the subquery's own table's `id`
 * (the coupons list once showed coupon 1's code on every coupon that way).
 */
export function outerColumn(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The distinct non-null keys a page's rows point to, as one int[] parameter (`= any(${keysOf(rows, pick)}::int[])`): the
 * names a list shows are read by key beside its page instead of joined into it, which PostgreSQL would plan with every
 * page (decisions 0106 and 0110).
 */
export function keysOf<R>(rows: readonly R[], pick: (row: R) => number | null): string {
  return `{${[...new Set(rows.map(pick).filter((id) => id !== null))].join(',')}}`;
}

/** A table a page points to: the page's keys into it (its `id`) and the columns the page shows from it. */
export type KeyLookup = { table: PgTable; columns: Record<string, AnyColumn>; keys: readonly (number | null)[] };
/** What `namesByKey` found in one table: its rows by id, each column as text (null when the column is). */
export type FoundByKey<L extends KeyLookup> = Map<number, { [C in keyof L['columns']]: string | null }>;

/** A lookup without its keys: what decides the statement's text. */
type LookupShape = Record<string, { table: PgTable; columns: Record<string, AnyColumn> }>;
/** Each shape seen, with its number: one statement name per text, whichever database or transaction builds it. */
const lookupShapes = new Map<string, { lookups: LookupShape; n: number }>();

/** One `union all` branch per table, its keys as one array placeholder per table (`k0`, `k1`, …). */
const namesStatement = builtByKey((db, shape: string) => {
  const { lookups, n } = lookupShapes.get(shape)!;
  const kinds = Object.keys(lookups);
  const width = Math.max(...kinds.map((kind) => Object.keys(lookups[kind]!.columns).length));
  const branches = kinds.map((kind, k) => {
    const { table, columns } = lookups[kind]!;
    const id = (getTableColumns(table) as Record<string, PgColumn>)['id']!;
    const shown = Object.values(columns);
    const values = Array.from({ length: width }, (_, i) => (i < shown.length ? sql`${shown[i]}::text as ${sql.raw(`c${i}`)}` : sql.raw(`null::text as c${i}`)));
    return sql`select ${sql.raw(`'${kind}'`)} as kind, ${id} as id, ${sql.join(values, sql`, `)} from ${table} where ${id} = any(${sql.placeholder(`k${k}`)}::int[])`;
  });
  const fields: Record<string, SQL> = { kind: sql`names.kind`, id: sql`names.id` };
  for (let i = 0; i < width; i++) fields[`c${i}`] = sql.raw(`names.c${i}`);
  return db
    .select(fields as Record<string, SQL<string | number | null>>)
    .from(sql`(${sql.join(branches, sql` union all `)}) names ${sql.raw(LOOKUPS_BY_KEY)}`)
    .prepare(`names_by_key_${n}`);
});

/**
 * The names a page shows from other tables, read by key in one statement beside the page instead of joined into it
 * (decisions 0110 and 0111): one `union all` branch per table, each column as text, on the generic plan
 * (LOOKUPS_BY_KEY). The statement is built once per shape (its tables and columns) and given the keys as arrays
 * (decision 0111, addendum): built at each call, drizzle rendered it anew for every page.
 */
export async function namesByKey<L extends Record<string, KeyLookup>>(db: Db, lookups: L): Promise<{ [K in keyof L]: FoundByKey<L[K]> }> {
  const kinds = Object.keys(lookups);
  const found = Object.fromEntries(kinds.map((kind) => [kind, new Map<number, Record<string, string | null>>()]));
  if (kinds.every((kind) => lookups[kind]!.keys.every((key) => key === null))) return found as { [K in keyof L]: FoundByKey<L[K]> };
  let shape = '';
  for (const kind of kinds) shape += `${kind}:${getTableName(lookups[kind]!.table)}:${Object.values(lookups[kind]!.columns).map((c) => c.name).join(',')};`;
  if (!lookupShapes.has(shape)) {
    // the shape alone: the page's keys are not kept
    const lookupsOnly = Object.fromEntries(kinds.map((kind) => [kind, { table: lookups[kind]!.table, columns: lookups[kind]!.columns }]));
    lookupShapes.set(shape, { lookups: lookupsOnly, n: lookupShapes.size + 1 });
  }
  const keys = Object.fromEntries(kinds.map((kind, k) => [`k${k}`, keysOf(lookups[kind]!.keys, (key) => key)]));
  const rows = (await namesStatement(db, shape).execute(keys)) as Record<string, string | number | null>[];
  const names = Object.fromEntries(kinds.map((kind) => [kind, Object.keys(lookups[kind]!.columns)]));
  for (const row of rows) {
    const kind = row['kind'] as string;
    found[kind]!.set(Number(row['id']), Object.fromEntries(names[kind]!.map((name, i) => [name, row[`c${i}`] as string | null])));
  }
  return found as { [K in keyof L]: FoundByKey<L[K]> };
}

/** The row `namesByKey` found for a nullable key. */
export function foundBy<T>(found: Map<number, T>, key: number | null): T | undefined {
  return key === null ? undefined : found.get(key);
}

/** Case- and accent-insensitive equality on a name column (unique-name checks). */
export function sameName(column: AnyColumn, name: string): SQL {
  return sql`public.f_unaccent(lower(${column})) = public.f_unaccent(lower(${name.trim()}))`;
}

/** Keyset condition "after (name, id)" for exports ordered by name then id. */
export function afterNameAndId(name: AnyColumn, id: AnyColumn, last: { name: string; id: number } | null): SQL | undefined {
  return last ? sql`(${name}, ${id}) > (${last.name}, ${last.id})` : undefined;
}

/** PostgreSQL foreign-key violation (23503), whether or not the driver error is wrapped by Drizzle. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
