import { createHash } from 'node:crypto';
import pg from 'pg';
import { CACHEABLE, planModeOf } from './statement-cache.ts';

/**
 * Named prepared statements on a PostgreSQL server (decision 0149), by the rule PGlite's statement cache follows
 * (decision 0090): a text whose plan does not hang on its values (`planModeOf` says `auto` or `generic`) is parsed once
 * per connection and then only bound and run, and PostgreSQL keeps its generic plan once five runs show it is no worse.
 * A text that wants a plan per call (pages, patterns, ranges, arrays of search matches) stays the unnamed statement,
 * planned at each call as before. node-postgres sends Parse only the first time a connection meets a name.
 */

/** Texts met so far, process-wide, with their name (null: unnamed); past this many a new text stays unnamed. */
const MAX_TEXTS = 2000;
const names = new Map<string, string | null>();

/** The statement name of a text worth preparing, or undefined: the same text always gets the same name. */
export function statementNameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined) return known ?? undefined;
  // each connection keeps every statement it prepared: texts built with a varying number of parameters stop here
  if (names.size >= MAX_TEXTS) return undefined;
  const name = CACHEABLE.test(text) && planModeOf(text) !== 'custom' ? `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` : null;
  names.set(text, name);
  return name ?? undefined;
}

type QueryConfig = { text: string; name?: string; values?: unknown[] };

/** The pool's client: names the statements `statementNameOf` picks; everything else passes through untouched. */
export class NamingClient extends pg.Client {
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const query = config as QueryConfig | string;
    if (typeof query === 'object' && query !== null && typeof query.text === 'string' && query.name === undefined && typeof (query as { submit?: unknown }).submit !== 'function') {
      const name = statementNameOf(query.text);
      if (name !== undefined) config = { ...query, name };
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}
