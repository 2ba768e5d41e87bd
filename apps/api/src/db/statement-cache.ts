import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { ThreadedPGlite } from './pglite-thread.ts';
import { readResult, WireAnswer, type Parsers } from './pglite-wire.ts';

/**
 * Named prepared statements for PGlite (decision 0090).
 *
 * PGlite's own `query()` parses and plans every statement anew as the unnamed statement, in five separate calls into
 * the WASM module. Drizzle sends the same few hundred texts over and over with different parameters, so each text is
 * parsed and analysed once into a named statement and then only bound, planned for its values and executed — one
 * call into the module per query.
 * PostgreSQL re-plans a named statement by itself when a table it reads changes (plan-cache invalidation).
 */

/** Statements worth keeping: plain DML. Transaction control, SET, DDL and COPY keep PGlite's own path. */
export const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** 'cached plan must not change result type': a table under a `select *` changed shape; parse the text again. */
const PLAN_CHANGED = '0A000';

/**
 * How PostgreSQL may plan a statement (decision 0099): `custom` plans each execution for its values; `auto` is
 * PostgreSQL's default (five custom plans, then the generic plan kept if its estimate is no worse).
 */
export type PlanMode = 'custom' | 'auto' | 'generic';

/**
 * A text whose best plan depends on its parameters' values: pages (ORDER BY … LIMIT $n, OFFSET), patterns, ranges and
 * arrays. Any of these keeps a custom plan per execution: a generic plan chosen after five runs of page 1 once held
 * the server for 25 s on page 49 (decision 0090). The rest (lookups by key, equality and inequality filters, writes)
 * is planned as PostgreSQL plans by default: `<>` (`!=`) is as blind to the value as `=` (decision 0106).
 */
const VALUE_SENSITIVE = /\b(offset|like|ilike|similar|between|any|all|some)\b|<(?!>)|(?<!<)>|[~%@]|\$\d+\s*::\s*\w+\s*\[\]/i;
/** A page: rows in an order, as many as a parameter says (a lookup's `limit $1` alone is not one). */
const PAGED = /\border\s+by\b[\s\S]*\blimit\s+\$\d+/i;

/**
 * Ends a statement whose arrays hold primary keys only (the names of a page's rows): one plan fits every array, so it
 * runs on PostgreSQL's generic plan instead of being planned at each call like other arrays. Left to `auto`, PostgreSQL
 * kept planning it, its generic estimate for an array of unknown length being above a one-id custom plan (decision 0110).
 */
export const LOOKUPS_BY_KEY = '/* lookups by key */';

/**
 * Marks a statement, anywhere in its text, that reads only tables which stay small whatever the platform's size (staff
 * users and their profiles): any plan reads them in microseconds, so even a page of them runs on the generic plan
 * instead of being planned at every call — planning was 0.5 ms of the users list's 1.3 ms statement (decision 0113).
 */
export const SMALL_TABLES = '/* small tables */';

/**
 * Marks, anywhere in its text, a page whose only parameter besides its window is today's date (the events list without
 * filters): the value moves once a day and the rows it selects barely at all, so one plan fits every call and it runs
 * on the generic plan — planned at every call, planning was ~0.5 ms of its ~1.2 ms on PGlite (decision 0115).
 */
export const DATED_PAGE = '/* dated page */';

/**
 * Marks, anywhere in its text, a page of a per-event rollup (one row per event and year or month: sales_yearly,
 * sales_monthly). Its rows are bounded by the events, not the orders, and every year, month, order and page of them is
 * read the same way, so it runs on the generic plan — planned at every call, planning was ~1.5 ms of the tax report
 * list's ~3 ms statement on PGlite (decision 0128).
 */
export const ROLLUP_PAGE = '/* rollup page */';

/**
 * Marks, anywhere in its text, a page read by walking one index in its own order, with equalities on its leading
 * columns only (a list's default page: an event's subscriptions, a tournament's entries, every order newest first).
 * Whatever the values and the window, the generic plan is that walk, so it runs on it instead of being planned at each
 * call: 0.15 ms instead of 0.26–0.37 ms for those pages on PGlite (decision 0129). Check a new use with
 * `request-cpu.ts --statements --try-generic`: a range filter or an order no index gives can make the generic plan
 * sort every row, and a partial index is out of its reach when its predicate's value is a parameter (the external
 * audit's ids with the paid status as `$1`: 177 ms on the generic plan; as a literal, the index walk, decision 0141).
 */
export const INDEX_WALK = '/* index walk */';

/**
 * Marks, anywhere in its text, a statement over one record's own rows (a page of a customer's orders or subscriptions,
 * a trainer's ledger page or balance sums), found through that record's index: any record has few, so one plan (the
 * index, then at most a sort or a sum of those rows) fits every record and window. Planned per call, the joins of a
 * customer's subscriptions cost 0.8–1.0 ms of planning for 0.2–0.4 ms of work (decision 0129). Check a new use with
 * `request-cpu.ts --statements --try-generic`.
 */
export const OWN_ROWS = '/* own rows */';

/**
 * Marks, anywhere in its text, a search whose caller knows its matches are few (a sample of the table said so): they are
 * found through their indexes, then sorted and paged, whatever the words — one plan, run generic instead of being
 * planned for each word (0.3–0.4 ms of planning for 0.1–0.3 ms of work on the customers search, decision 0148).
 */
export const FEW_MATCHES = '/* few matches */';

export function planModeOf(text: string): PlanMode {
  if (text.endsWith(LOOKUPS_BY_KEY) || [SMALL_TABLES, DATED_PAGE, ROLLUP_PAGE, INDEX_WALK, OWN_ROWS, FEW_MATCHES].some((marker) => text.includes(marker))) return 'generic';
  return VALUE_SENSITIVE.test(text) || PAGED.test(text) ? 'custom' : 'auto';
}

type Entry = { name: string; paramTypes: number[]; mode: PlanMode };

/** Statement names are unique in the process, so two caches over one PGlite never reuse each other's names. */
let statementSeq = 0;

/** What PGlite keeps to itself but `query()` relies on; all of it is public at run time. */
type PGliteInternals = PGlite & {
  _checkReady(): Promise<void>;
  serializers: Record<number, (value: unknown) => string>;
  parsers: Parsers;
};

export type StatementCacheStats = { size: number; prepared: number; evicted: number };

export class StatementCache {
  readonly #pg: PGliteInternals;
  readonly #max: number;
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes the first. */
  readonly #entries = new Map<string, Entry>();
  #prepared = 0;
  #evicted = 0;
  /** A query's own parsers over PGlite's, by their source text (see #parsersFor). */
  readonly #parserSets = new Map<string, Parsers>();
  /** The session's plan_cache_mode as this cache last set it (the cache is made with custom plans). */
  #sessionMode: PlanMode | 'unknown' = 'custom';
  /** The session-level SET of each mode, prepared once, so that a switch rides in the statement's own exchange. */
  #setStatements: Record<PlanMode, string> | undefined;
  /** The mode a SET LOCAL gave the transaction counted `#localIn` (by `beganTransaction`); a SET LOCAL ends with it. */
  #localMode: PlanMode = 'custom';
  #localIn = -1;
  #transactions = 0;

  constructor(pg: PGlite, max: number) {
    this.#pg = pg as PGliteInternals;
    this.#max = max;
  }

  get stats(): StatementCacheStats {
    return { size: this.#entries.size, prepared: this.#prepared, evicted: this.#evicted };
  }

  static cacheable(text: string, options?: QueryOptions): boolean {
    return CACHEABLE.test(text) && !options?.blob;
  }

  /** Runs one statement; the caller holds PGlite's query lock. */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      return await this.#execute<T>(text, params, options);
    } catch (err) {
      if ((err as { code?: string }).code !== PLAN_CHANGED || this.#pg.isInTransaction()) throw withQuery(err, text, params, options);
      await this.#forget(text);
      try {
        return await this.#execute<T>(text, params, options);
      } catch (retryErr) {
        throw withQuery(retryErr, text, params, options);
      }
    }
  }

  /**
   * Posts one statement to PGlite on its thread (decision 0136) and returns its answer to come: the caller holds the
   * locks only while it is posted, so the statements of other requests are posted behind it and PGlite's thread runs
   * them back to back while this one decodes answers and serves requests. A text's first use is parsed first (awaited).
   */
  async post<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<{ answer: Promise<Results<T>> }> {
    const { request, parsers, switchTo } = await this.#exchangeOf(text, params, options);
    const answer = (this.#pg as unknown as ThreadedPGlite).exchange(request).then(
      (bytes) => readResult<T>(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), parsers, options?.rowMode),
      (err: unknown) => {
        if (switchTo) this.#sessionMode = 'unknown';
        throw err;
      },
    );
    // the caller awaits it after releasing the locks; until then a rejection is not unhandled
    answer.catch(() => undefined);
    return { answer };
  }

  async #execute<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const { request, parsers, switchTo } = await this.#exchangeOf(text, params, options);
    try {
      if (options?.onNotice) {
        const messages = await this.#pg.execProtocolStream(request, { syncToFs: false, onNotice: options.onNotice });
        return parse.parseResults(messages, parsers, { ...options, parsers: undefined }).at(-1) as Results<T>;
      }
      // The answer's bytes read in place (decision 0109); errors and the unexpected go through PGlite's own parser.
      const answer = new WireAnswer();
      await this.#pg.execProtocolRawStream(request, { syncToFs: false, onRawData: answer.onRawData });
      return readResult<T>(answer.bytes(), parsers, options?.rowMode);
    } catch (err) {
      if (switchTo) this.#sessionMode = 'unknown';
      throw err;
    }
  }

  /** The statement's exchange (bind, describe, execute, sync, after a switch of plan mode if it needs one). */
  async #exchangeOf(text: string, params: unknown[], options: QueryOptions | undefined): Promise<{ request: Uint8Array; parsers: Parsers; switchTo: PlanMode | null }> {
    const entry = await this.#entry(text, options);
    const switchTo = await this.#planAs(entry.mode);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = entry.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.#pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // A switch of plan_cache_mode goes first in the same exchange: one implicit transaction with the statement, so a
    // failing statement undoes it too, and the mode is then unknown until the next switch (decision 0110).
    const request = concat([
      ...(switchTo ? [protocol.serialize.bind({ statement: this.#setStatements![switchTo], values: [] }), protocol.serialize.execute({})] : []),
      protocol.serialize.bind({ statement: entry.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const parsers = this.#parsersFor(options?.parsers);
    if (switchTo) this.#sessionMode = switchTo;
    return { request, parsers, switchTo };
  }

  /**
   * PGlite copies its 430 parsers into a new object for every query that brings parsers of its own (~0.13 ms a
   * statement); drizzle brings the same few identity functions, created anew per query. Sets with the same source
   * text are one object here, whose prototype is PGlite's live parser map. Drizzle's are pure; a parser that differs
   * from another only by what it captures must not go through here.
   */
  #parsersFor(own: QueryOptions['parsers']): Parsers {
    if (!own) return this.#pg.parsers;
    let key = '';
    for (const id in own) key += `${id}:${String(own[Number(id)])}\n`;
    let set = this.#parserSets.get(key);
    if (!set) {
      if (this.#parserSets.size >= 64) this.#parserSets.clear();
      set = Object.assign(Object.create(this.#pg.parsers) as Parsers, own);
      this.#parserSets.set(key, set);
    }
    return set;
  }

  /**
   * Sets plan_cache_mode when the statement needs another mode than the session's. Outside a transaction the session's
   * mode changes: the mode to switch to is returned, for the statement's exchange to carry. Inside one with SET LOCAL,
   * which ends with the transaction whether it commits or rolls back (a session-level SET would be undone by a rollback
   * without the cache knowing): to custom for a statement that needs it, and back to auto for one that would otherwise
   * run on the forced generic plan a lookups-by-key statement left in the session; lookups by key run in any mode.
   */
  async #planAs(mode: PlanMode): Promise<PlanMode | null> {
    if (!this.#pg.isInTransaction()) {
      if (mode === this.#sessionMode) return null;
      this.#setStatements ??= await this.#prepareSets();
      return mode;
    }
    const current = this.#localIn === this.#transactions ? this.#localMode : this.#sessionMode;
    const needed = mode === 'custom' ? (current === 'custom' ? null : 'custom') : mode === 'auto' && (current === 'generic' || current === 'unknown') ? 'auto' : null;
    if (!needed) return null;
    await this.#set(`set local plan_cache_mode = ${needed === 'custom' ? 'force_custom_plan' : 'auto'}`);
    this.#localMode = needed;
    this.#localIn = this.#transactions;
    return null;
  }

  async #prepareSets(): Promise<Record<PlanMode, string>> {
    const names = { custom: `bo_set_${++statementSeq}`, auto: `bo_set_${++statementSeq}`, generic: `bo_set_${++statementSeq}` };
    await this.#pg.execProtocolStream(
      concat([
        protocol.serialize.parse({ name: names.custom, text: 'set plan_cache_mode = force_custom_plan' }),
        protocol.serialize.parse({ name: names.auto, text: 'set plan_cache_mode = auto' }),
        protocol.serialize.parse({ name: names.generic, text: 'set plan_cache_mode = force_generic_plan' }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return names;
  }

  /** A transaction begins (the client's `transaction()`): any SET LOCAL of the previous one has ended. */
  beganTransaction(): void {
    this.#transactions++;
  }

  async #set(statement: string): Promise<void> {
    await this.#pg.execProtocolStream(concat([protocol.serialize.query(statement)]), { syncToFs: false });
  }

  async #entry(text: string, options: QueryOptions | undefined): Promise<Entry> {
    const cached = this.#entries.get(text);
    if (cached) {
      this.#entries.delete(text);
      this.#entries.set(text, cached);
      return cached;
    }
    const name = `bo_stmt_${++statementSeq}`;
    const described = await this.#pg.execProtocolStream(
      concat([
        protocol.serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const entry: Entry = { name, paramTypes: parse.parseDescribeStatementResults(described), mode: planModeOf(text) };
    this.#entries.set(text, entry);
    this.#prepared++;
    while (this.#entries.size > this.#max) {
      const [oldest] = this.#entries.keys();
      if (oldest === undefined) break;
      await this.#forget(oldest);
      this.#evicted++;
    }
    return entry;
  }

  /** Closes a statement; a failure only leaves it allocated, so it is not an error of the caller's query. */
  async #forget(text: string): Promise<void> {
    const entry = this.#entries.get(text);
    if (!entry) return;
    this.#entries.delete(text);
    await this.#pg.execProtocolStream(
      concat([protocol.serialize.close({ type: 'S', name: entry.name }), protocol.serialize.sync()]),
      { syncToFs: false, throwOnError: false },
    );
  }
}

/**
 * The PGlite instance drizzle is given: `query()` — outside and inside transactions — goes through the statement
 * cache; everything else is PGlite's own.
 */
export async function withStatementCache(pg: PGlite, max: number): Promise<{ client: PGlite; cache: StatementCache }> {
  // Custom plans until a statement that may keep a generic one runs (planModeOf): a generic plan chosen after five runs
  // of page 1 held the server for over 25 s on page 49 of the same text on the bench set (decision 0090).
  await pg.exec('set plan_cache_mode = force_custom_plan');
  const cache = new StatementCache(pg, max);
  const internals = pg as PGliteInternals;

  const runAlone = <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> =>
    pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await cache.run<T>(text, params, options);
        await pg.syncToFs();
        return result;
      }),
    );

  // PGlite on its own thread: statements outside a transaction are pipelined (decision 0136)
  const pipelined = pg instanceof ThreadedPGlite;
  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!pipelined) await nextTurn();
    if (!StatementCache.cacheable(text, options)) return pg.query<T>(text, params, options);
    await internals._checkReady();
    if (!pipelined || options?.onNotice) return runAlone(text, params, options);
    try {
      const posted = await pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => cache.post<T>(text, params, options)));
      return await posted.answer;
    } catch (err) {
      // a table under a `select *` changed shape: `run` parses the text again and retries
      if ((err as { code?: string }).code === PLAN_CHANGED) return runAlone(text, params, options);
      throw withQuery(err, text, params, options);
    }
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    pg.transaction((tx) => {
      cache.beganTransaction();
      const cachedTx: Transaction = Object.create(tx, {
        query: {
          value: <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
            if (!StatementCache.cacheable(text, options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return pg._runExclusiveQuery(() => cache.run<R>(text, params, options));
          },
        },
      });
      return callback(cachedTx);
    });

  const client = new Proxy(pg, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { client, cache };
}

/** Statements waiting for their turn, oldest first (`nextTurn`). */
const waitingTurns: (() => void)[] = [];
let turnsRunning = false;

/**
 * Resolves when this statement's turn comes: one statement per turn of the event loop, first come first served
 * (decision 0119). PGlite runs in this thread, so between two statements the loop reads the requests that arrived;
 * without turns the requests read in one poll ran all their statements before the next poll, and a request arriving
 * meanwhile waited for that whole batch and then its own — p95 about twice p50 at 10 connections.
 */
function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => {
    waitingTurns.push(resolve);
    if (!turnsRunning) {
      turnsRunning = true;
      setImmediate(giveTurn);
    }
  });
}

function giveTurn(): void {
  const next = waitingTurns.shift();
  if (!next) {
    turnsRunning = false;
    return;
  }
  next();
  // Scheduled from the check phase, the next turn comes after the loop's next poll.
  setImmediate(giveTurn);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite's own errors carry the statement and its parameters; keep that for the error path and the logs. */
function withQuery(err: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err && typeof err === 'object' && 'severity' in err) Object.assign(err, { query: text, params, queryOptions: options });
  return err;
}
