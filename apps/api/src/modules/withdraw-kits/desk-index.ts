import type { KitShirtSize, WithdrawSubscription, WithdrawSubscriptionsQuery } from '@backoffice/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
// type only: the repository parses the search box, and reads this index at run time
import type { DeskQuery } from './withdraw-kits.repository.ts';

/**
 * The kit desk's in-memory index of one event (issue 6, decision 0015).
 *
 * Every desk search used to be two to four SQL statements; on PGlite each costs about a millisecond of the one
 * thread, so ten desks typing at once queued behind each other. The desk's rows of an event (100,000 athletes are
 * ~115 MiB of heap) are loaded once, in chunks, and then kept current by a change feed: `subscriptions.desk_xid` is the
 * transaction that last wrote what a row shows (default on insert, triggers on update, on the athlete's, the order's
 * and the extras' changes: migration 0013), and a refresh asks for the rows written by transactions not yet finished
 * at the previous look (`desk_xid >= xmin` of that look's snapshot), so a late commit is never skipped.
 *
 * A search answers from memory when the index looked at the database less than FEED_INTERVAL_MS ago and nothing was
 * written through this process since (the request that finds it older waits for one refresh, shared by everyone):
 * a desk always sees its own actions, and other processes' within FEED_INTERVAL_MS.
 */

/** How old the index may be when it answers (ms). */
export const FEED_INTERVAL_MS = 200;
/** An event's index not searched for this long is dropped (ms). */
export const IDLE_MS = 15 * 60_000;
/** Changed rows read again per statement by a refresh. */
const REFRESH_CHUNK = 500;
/**
 * Loading sizes its chunks (LOAD_CHUNK_MIN–MAX rows) to take about LOAD_SLICE_MS each, and sorts in slices as long:
 * the event loop serves other requests in between, and on PGlite a statement holds the thread, so a slice is the
 * longest another request waits (fixed 2,000-row chunks took ~85 ms each on the bench set, 200+ ms on a busy machine).
 */
const LOAD_SLICE_MS = 8;
const LOAD_CHUNK_MIN = 100;
const LOAD_CHUNK_MAX = 2_000;
/** How often the names of modalities, kits, extras and staff members are read again (ms). */
export const DIMENSIONS_INTERVAL_MS = 2_000;
/** More changed rows than this at one look are applied by re-sorting rather than one insertion each. */
const BULK_CHANGES = 500;

export type DeskRow = {
  id: number;
  uuid: string;
  status: WithdrawSubscription['status'];
  price_type: string;
  chest_number: number | null;
  shirt_size: KitShirtSize | null;
  kit_withdrawn_at: string | null;
  withdrawn_by_id: number | null;
  kit_withdrawn_by_name: string | null;
  order_id: number | null;
  order_status: string | null;
  order_uuid: string | null;
  lock_version: number;
  /** f_unaccent(lower(name)), as in SQL; '' sorts first, as it would there. */
  name_key: string;
  event_modality_id: number;
  athlete_id: number;
  athlete_name: string;
  cpf: string | null;
  birth_date: string | null;
  gender: number | null;
  /** [extra id, quantity, size] in subscription_extras order */
  extras: [number, number, KitShirtSize | null][] | null;
  /** The transaction that wrote this version of the row (xid8 as text). */
  desk_xid: string;
  /** Position in the name order (EventDeskIndex.sorted), kept by the index. */
  pos: number;
};

/** What a desk row shows from small tables: re-read every DIMENSIONS_INTERVAL_MS (a rename there touches no subscription). */
type Dimensions = {
  modalities: Map<number, { modality_id: number; modality_name: string; kit_id: number | null; kit_name: string | null }>;
  extras: Map<number, string>;
  staff: Map<number, string>;
};

/** The desk's filter besides the search box (§7 query `withdrawn`). */
export type DeskFilter = Pick<WithdrawSubscriptionsQuery, 'withdrawn'>;

/**
 * The desk rows of `query` (rowsOf), each rebuilt as one literal of a fixed shape: the driver's row objects are built
 * key by key, which made every comparison slower (sorting 12,000 of them took 557 ms, 210 ms once rebuilt, on a
 * busy machine).
 */
async function readDeskRows(db: Db, query: SQL): Promise<DeskRow[]> {
  const rows = await queryRows<DeskRow>(db, query);
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    status: r.status,
    price_type: r.price_type,
    chest_number: r.chest_number,
    shirt_size: r.shirt_size,
    kit_withdrawn_at: r.kit_withdrawn_at,
    withdrawn_by_id: r.withdrawn_by_id,
    kit_withdrawn_by_name: r.kit_withdrawn_by_name,
    order_id: r.order_id,
    order_status: r.order_status,
    order_uuid: r.order_uuid,
    lock_version: r.lock_version,
    name_key: r.name_key,
    event_modality_id: r.event_modality_id,
    athlete_id: r.athlete_id,
    athlete_name: r.athlete_name,
    cpf: r.cpf,
    birth_date: r.birth_date,
    gender: r.gender,
    extras: r.extras,
    desk_xid: r.desk_xid,
    pos: 0,
  }));
}

/**
 * The desk rows of the subscriptions listed by `ids` (a query with an `id` column), in its order. Each row is looked up
 * on its own (lateral, by primary key): the planner cannot mistake a few changed rows, or a chunk, for a third of the
 * table and hash-join the million orders.
 */
function rowsOf(ids: SQL): SQL {
  return sql`select r.* from (${ids}) ids cross join lateral (
    select s.id, s.uuid::text as uuid, s.status, s.price_type, s.chest_number, s.shirt_size,
      to_char(s.kit_withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as kit_withdrawn_at,
      s.kit_withdrawn_by_id as withdrawn_by_id, s.kit_withdrawn_by_name, s.order_id, o.status as order_status,
      o.uuid::text as order_uuid, s.lock_version, coalesce(s.athlete_name_key, '') as name_key, s.event_modality_id,
      s.desk_xid::text as desk_xid,
      c.id as athlete_id, c.name as athlete_name, c.cpf, c.birth_date::text as birth_date, c.gender::int as gender,
      (select json_agg(json_build_array(se.extra_id, se.quantity, se.size) order by se.id)
         from subscription_extras se where se.subscription_id = s.id) as extras
    from subscriptions s join customers c on c.id = s.customer_id left join orders o on o.id = s.order_id
    where s.id = ids.id) r`;
}

const compareRows = (a: DeskRow, b: DeskRow) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id);
const compareCpf = (a: DeskRow, b: DeskRow) => (a.cpf! < b.cpf! ? -1 : a.cpf! > b.cpf! ? 1 : a.id - b.id);

/**
 * `list` sorted by `compare` (stable), giving the event loop back every `sliceMs`: a bottom-up merge sort whose
 * passes stop and resume anywhere. A plain sort of an event's 100,000 rows held the thread for most of a second
 * (each comparison touches two rows scattered over a large heap).
 */
export async function sortInSlices<T>(list: T[], compare: (a: T, b: T) => number, sliceMs: number): Promise<T[]> {
  const RUN = 32;
  let from = list.slice();
  let sliceStarted = performance.now();
  const pause = async () => {
    if (performance.now() - sliceStarted < sliceMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    sliceStarted = performance.now();
  };
  for (let i = 0; i < from.length; i += RUN) {
    const run = from.slice(i, i + RUN).sort(compare);
    for (let k = 0; k < run.length; k++) from[i + k] = run[k]!;
    if ((i / RUN) % 64 === 63) await pause();
  }
  let to: T[] = new Array<T>(from.length);
  for (let width = RUN; width < from.length; width *= 2) {
    for (let lo = 0; lo < from.length; lo += 2 * width) {
      const mid = Math.min(lo + width, from.length);
      const hi = Math.min(lo + 2 * width, from.length);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) {
        to[k++] = compare(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
        if ((k & 2047) === 0) await pause();
      }
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Position of `row` (or where it would go) in `list`, sorted by `compare`. */
function lowerBound(list: DeskRow[], row: DeskRow, compare: (a: DeskRow, b: DeskRow) => number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(list[mid]!, row) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function removeSorted(list: DeskRow[], row: DeskRow, compare: (a: DeskRow, b: DeskRow) => number) {
  const at = lowerBound(list, row, compare);
  if (list[at] === row) list.splice(at, 1);
  else {
    const i = list.indexOf(row); // the key changed under us: never leave a stale row behind
    if (i >= 0) list.splice(i, 1);
  }
}

function pushTo<K>(map: Map<K, DeskRow[]>, key: K, row: DeskRow) {
  const list = map.get(key);
  if (list) list.push(row);
  else map.set(key, [row]);
}

function dropFrom<K>(map: Map<K, DeskRow[]>, key: K, row: DeskRow) {
  const list = map.get(key);
  if (!list) return;
  const i = list.indexOf(row);
  if (i >= 0) list.splice(i, 1);
  if (list.length === 0) map.delete(key);
}

/** Same name, CPF, chest number, order and codes: the row keeps its place in every lookup. */
function sameKeys(a: DeskRow, b: DeskRow) {
  return a.name_key === b.name_key && a.cpf === b.cpf && a.chest_number === b.chest_number && a.order_id === b.order_id && a.uuid === b.uuid && a.order_uuid === b.order_uuid;
}

function count(map: Map<number, number>, id: number, delta: number) {
  const n = (map.get(id) ?? 0) + delta;
  if (n > 0) map.set(id, n);
  else map.delete(id);
}

type DimensionColumns = {
  dim_modalities: [number, number, string, number | null, string | null][];
  dim_extras: [number, string][];
  dim_staff: [number, string][];
};

function dimensionsOf(d: DimensionColumns): Dimensions {
  return {
    modalities: new Map(d.dim_modalities.map(([id, modalityId, modalityName, kitId, kitName]) => [id, { modality_id: modalityId, modality_name: modalityName, kit_id: kitId, kit_name: kitName }])),
    extras: new Map(d.dim_extras),
    staff: new Map(d.dim_staff),
  };
}

/** Whitespace-separated words of a name key: a query word (no whitespace) is in the name iff it is in one of them. */
const wordsOf = (key: string) => [...new Set(key.split(/\s+/).filter(Boolean))];

export class EventDeskIndex {
  readonly eventId: number;
  private readonly byId = new Map<number, DeskRow>();
  /** All rows by (name_key, id): the desk's order. */
  private sorted: DeskRow[] = [];
  /** Rows with a CPF, by (cpf, id), for prefixes. */
  private byCpf: DeskRow[] = [];
  private readonly byWord = new Map<string, DeskRow[]>();
  /** `sorted` changed since positions were numbered. */
  private positionsDirty = true;
  private readonly wordPositions = new Map<string, Int32Array>();
  /** Per position, how many query words the row has (searchName's scratch space). */
  private marks = new Uint8Array(0);
  private readonly byChest = new Map<number, DeskRow>();
  private readonly byOrder = new Map<number, DeskRow[]>();
  private readonly byUuid = new Map<string, DeskRow>();
  private readonly byOrderUuid = new Map<string, DeskRow[]>();
  private dims: Dimensions = { modalities: new Map(), extras: new Map(), staff: new Map() };
  /** xmin (xid8 as text) of the snapshot before the last look: the next refresh asks from there. */
  private watermark = '0';
  /** When the last look started (performance.now()), and how many writes of this process it came after. */
  private lookedAt = -Infinity;
  private lookedAfterWrites = 0;
  usedAt = Date.now();
  /** Rows read again by refreshes since the load (a diagnostic, and what the tests watch). */
  rowsReread = 0;
  private refreshing: Promise<void> | null = null;
  /** How many times anything was written through this process (DeskIndexes.markStale). */
  private readonly writes: () => number;
  /** Reference counts of the extras and staff members the rows name (their names are read at every look). */
  private readonly extraIds = new Map<number, number>();
  private readonly staffIds = new Map<number, number>();
  private dimensionsAt = -Infinity;

  constructor(eventId: number, writes: () => number = () => 0) {
    this.eventId = eventId;
    this.writes = writes;
  }

  get size() {
    return this.byId.size;
  }

  /** Loads every row of the event in chunks of about LOAD_SLICE_MS each (each chunk its own statement; see the watermark). */
  async load(db: Db): Promise<void> {
    const startedAt = performance.now();
    const writes = this.writes();
    // taken before the first chunk: whatever a chunk missed was written by a transaction at or after this xmin
    const [w] = await queryRows<{ xmin: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
    let after = 0;
    let size = LOAD_CHUNK_MIN;
    for (;;) {
      const chunkStarted = performance.now();
      const chunk = await readDeskRows(db, rowsOf(sql`select s.id from subscriptions s where s.event_id = ${this.eventId} and s.id > ${after} order by s.id limit ${size}`));
      const took = performance.now() - chunkStarted;
      for (const row of chunk) this.add(row, false);
      if (chunk.length < size) break;
      after = chunk.at(-1)!.id;
      // the next chunk as big as fits in the slice at this chunk's pace (at most doubling, so one quick chunk cannot overshoot)
      size = Math.round(Math.min(LOAD_CHUNK_MAX, size * 2, Math.max(LOAD_CHUNK_MIN, (size * LOAD_SLICE_MS) / Math.max(took, 1))));
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.sorted = await sortInSlices(this.sorted, compareRows, LOAD_SLICE_MS);
    this.byCpf = await sortInSlices(this.byCpf, compareCpf, LOAD_SLICE_MS);
    this.dims = await this.readDimensions(db);
    this.dimensionsAt = startedAt;
    this.watermark = w!.xmin;
    this.lookedAt = startedAt;
    this.lookedAfterWrites = writes;
  }

  /**
   * Current enough to answer: a look started less than FEED_INTERVAL_MS before this call, after the last write of
   * this process. Concurrent callers share one refresh; one that started too early for a caller is followed by another.
   */
  async ensureFresh(db: Db): Promise<void> {
    const now = performance.now();
    this.usedAt = Date.now();
    const writes = this.writes();
    while (this.lookedAfterWrites < writes || this.lookedAt <= now - FEED_INTERVAL_MS) {
      if (!this.refreshing) {
        this.refreshing = this.refresh(db).finally(() => {
          this.refreshing = null;
        });
      }
      await this.refreshing;
    }
  }

  /**
   * Applies the rows written since the last look: one small statement finds them (usually none); only then are they
   * read. The names of the small tables are read again every DIMENSIONS_INTERVAL_MS, or at once when a row names an
   * extra or a staff member not seen before (a withdrawal by someone new).
   */
  async refresh(db: Db): Promise<void> {
    const startedAt = performance.now();
    const writes = this.writes();
    const [look] = await queryRows<{ xmin: string; stamps: [number, string][] | null }>(
      db,
      sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        (select json_agg(json_build_array(s.id, s.desk_xid::text)) from subscriptions s
          where s.event_id = ${this.eventId} and s.desk_xid >= ${this.watermark}::xid8) as stamps`,
    );
    // a long transaction elsewhere holds xmin back, so the same rows come back look after look: read only those
    // whose stamp differs from the one in memory
    const ids = (look!.stamps ?? []).filter(([id, xid]) => this.byId.get(id)?.desk_xid !== xid).map(([id]) => id);
    const changed: DeskRow[] = [];
    for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
      const part = ids.slice(i, i + REFRESH_CHUNK);
      changed.push(...(await readDeskRows(db, rowsOf(sql`select s.id from subscriptions s where s.id in (${sql.join(part.map((id) => sql`${id}`), sql`, `)})`))));
    }
    this.apply(changed);
    this.rowsReread += changed.length;
    const unknownNames = [...this.extraIds.keys()].some((id) => !this.dims.extras.has(id)) || [...this.staffIds.keys()].some((id) => !this.dims.staff.has(id));
    if (unknownNames || startedAt - this.dimensionsAt >= DIMENSIONS_INTERVAL_MS) {
      this.dims = await this.readDimensions(db);
      this.dimensionsAt = startedAt;
    }
    this.watermark = look!.xmin;
    this.lookedAt = startedAt;
    this.lookedAfterWrites = writes;
  }

  /** Puts changed rows in place; many at once (an import) rebuild the orders instead of inserting one by one. */
  private apply(changed: DeskRow[]) {
    if (changed.length <= BULK_CHANGES) {
      for (const row of changed) this.upsert(row);
      return;
    }
    const rows = new Map(this.byId);
    for (const row of changed) rows.set(row.id, row);
    for (const map of [this.byId, this.byWord, this.wordPositions, this.byChest, this.byOrder, this.byUuid, this.byOrderUuid, this.extraIds, this.staffIds]) map.clear();
    this.sorted.length = 0;
    this.byCpf.length = 0;
    for (const row of rows.values()) this.add(row, false);
    this.sorted.sort(compareRows);
    this.byCpf.sort(compareCpf);
  }

  private dimensionColumns() {
    const list = (ids: Map<number, number>) => (ids.size ? sql.join([...ids.keys()].map((id) => sql`${id}`), sql`, `) : sql`null`);
    return sql`coalesce((select json_agg(json_build_array(em.id, em.modality_id, m.name, em.kit_id, k.name)) from event_modalities em
                  join modalities m on m.id = em.modality_id left join kits k on k.id = em.kit_id where em.event_id = ${this.eventId}), '[]') as dim_modalities,
        coalesce((select json_agg(json_build_array(x.id, x.name)) from extras x where x.id in (${list(this.extraIds)})), '[]') as dim_extras,
        coalesce((select json_agg(json_build_array(u.id, u.name)) from users u where u.id in (${list(this.staffIds)})), '[]') as dim_staff`;
  }

  private async readDimensions(db: Db): Promise<Dimensions> {
    const [d] = await queryRows<DimensionColumns>(db, sql`select ${this.dimensionColumns()}`);
    return dimensionsOf(d!);
  }

  private add(row: DeskRow, keepSorted: boolean) {
    this.byId.set(row.id, row);
    this.positionsDirty = true;
    if (keepSorted) this.sorted.splice(lowerBound(this.sorted, row, compareRows), 0, row);
    else this.sorted.push(row);
    if (row.cpf) {
      if (keepSorted) this.byCpf.splice(lowerBound(this.byCpf, row, compareCpf), 0, row);
      else this.byCpf.push(row);
    }
    for (const word of wordsOf(row.name_key)) pushTo(this.byWord, word, row);
    if (row.chest_number !== null) this.byChest.set(row.chest_number, row);
    if (row.order_id !== null) pushTo(this.byOrder, row.order_id, row);
    this.byUuid.set(row.uuid, row);
    if (row.order_uuid) pushTo(this.byOrderUuid, row.order_uuid, row);
    this.countNames(row, 1);
  }

  private remove(row: DeskRow) {
    this.byId.delete(row.id);
    this.positionsDirty = true;
    removeSorted(this.sorted, row, compareRows);
    if (row.cpf) removeSorted(this.byCpf, row, compareCpf);
    for (const word of wordsOf(row.name_key)) dropFrom(this.byWord, word, row);
    if (row.chest_number !== null && this.byChest.get(row.chest_number) === row) this.byChest.delete(row.chest_number);
    if (row.order_id !== null) dropFrom(this.byOrder, row.order_id, row);
    this.byUuid.delete(row.uuid);
    if (row.order_uuid) dropFrom(this.byOrderUuid, row.order_uuid, row);
    this.countNames(row, -1);
  }

  upsert(row: DeskRow) {
    const old = this.byId.get(row.id);
    if (old && sameKeys(old, row)) {
      // the usual change (a withdrawal, a status): nothing it is found or ordered by moved, so it is updated in place
      this.countNames(old, -1);
      Object.assign(old, row, { pos: old.pos });
      this.countNames(old, 1);
      return;
    }
    if (old) this.remove(old);
    this.add(row, true);
  }

  private countNames(row: DeskRow, delta: number) {
    if (row.withdrawn_by_id !== null) count(this.staffIds, row.withdrawn_by_id, delta);
    for (const [extraId] of row.extras ?? []) count(this.extraIds, extraId, delta);
  }

  /** One page of the desk's search, in name order, and the total (§7: with a search, the page's length). */
  search(q: DeskQuery | null, filter: DeskFilter, limit: number, offset: number): { rows: DeskRow[]; total: number } {
    const keep = filterOf(filter);
    if (q === null && filter.withdrawn === undefined) return { rows: this.sorted.slice(offset, offset + limit), total: this.sorted.length };
    if (q === null) {
      const rows: DeskRow[] = [];
      let total = 0;
      for (const row of this.sorted) {
        if (!keep(row)) continue;
        if (total >= offset && rows.length < limit) rows.push(row);
        total++;
      }
      return { rows, total };
    }
    const rows = q.kind === 'name' ? this.searchName(q.words, keep, limit + offset) : this.pick(this.codeHits(q), keep, limit + offset);
    const page = rows.slice(offset, offset + limit);
    return { rows: page, total: page.length };
  }

  private codeHits(q: Extract<DeskQuery, { kind: 'uuid' | 'digits' }>): Iterable<DeskRow> {
    const hits = new Set<DeskRow>();
    if (q.kind === 'uuid') {
      const row = this.byUuid.get(q.uuid);
      if (row) hits.add(row);
      for (const r of this.byOrderUuid.get(q.uuid) ?? []) hits.add(r);
      return hits;
    }
    if (q.number !== null) {
      const row = this.byChest.get(q.number);
      if (row) hits.add(row);
      for (const r of this.byOrder.get(q.number) ?? []) hits.add(r);
    }
    // a CPF as it is typed: by prefix from 3 digits on
    if (q.digits.length >= 3 && q.digits.length <= 11) {
      const probe = { cpf: q.digits, id: 0 } as DeskRow;
      for (let i = lowerBound(this.byCpf, probe, compareCpf); i < this.byCpf.length && this.byCpf[i]!.cpf!.startsWith(q.digits); i++) hits.add(this.byCpf[i]!);
    }
    return hits;
  }

  /** The first `need` rows of `hits` that pass `keep`, in name order. */
  private pick(hits: Iterable<DeskRow>, keep: (row: DeskRow) => boolean, need: number): DeskRow[] {
    const out: DeskRow[] = [];
    for (const row of hits) if (keep(row)) out.push(row);
    return out.sort(compareRows).slice(0, need);
  }

  /**
   * Each row's position in `sorted`, and each name word's positions (read sequentially by searchName), renumbered
   * after inserts, removals and renames (lazily, at the next name search).
   */
  private renumber() {
    if (!this.positionsDirty) return;
    for (let i = 0; i < this.sorted.length; i++) this.sorted[i]!.pos = i;
    this.wordPositions.clear();
    for (const [word, rows] of this.byWord) this.wordPositions.set(word, Int32Array.from(rows, (row) => row.pos));
    this.positionsDirty = false;
  }

  /**
   * Every word anywhere in the name, in any order. A query word is in a name iff it is in one of the name's words, so
   * its rows are the lists of the (few thousand at most) distinct name words containing it. Each row position is
   * marked with how many query words it has, rarest word first; the marks, read in position order, are name order.
   */
  private searchName(words: string[], keep: (row: DeskRow) => boolean, need: number): DeskRow[] {
    this.renumber();
    const perWord: { lists: Int32Array[]; count: number }[] = [];
    for (const word of words) {
      const lists: Int32Array[] = [];
      let count = 0;
      for (const [nameWord, positions] of this.wordPositions) {
        if (nameWord.includes(word)) {
          lists.push(positions);
          count += positions.length;
        }
      }
      if (count === 0) return [];
      perWord.push({ lists, count });
    }
    perWord.sort((a, b) => a.count - b.count);
    const n = this.sorted.length;
    if (this.marks.length < n) this.marks = new Uint8Array(Math.ceil(n * 1.25));
    const marks = this.marks;
    marks.fill(0, 0, n);
    for (let i = 0; i < perWord.length; i++) {
      for (const list of perWord[i]!.lists) for (let j = 0; j < list.length; j++) if (marks[list[j]!] === i) marks[list[j]!] = i + 1;
    }
    const all = perWord.length;
    const out: DeskRow[] = [];
    const rarest = perWord[0]!;
    if (rarest.count * 16 < n) {
      // few candidates: sort their positions rather than read every mark
      const positions: number[] = [];
      for (const list of rarest.lists) for (let j = 0; j < list.length; j++) {
        const pos = list[j]!;
        if (marks[pos] !== all) continue;
        marks[pos] = all + 1; // once, even when two of its words contain the rarest query word
        positions.push(pos);
      }
      positions.sort((a, b) => a - b);
      for (const pos of positions) {
        const row = this.sorted[pos]!;
        if (keep(row) && out.push(row) === need) break;
      }
      return out;
    }
    for (let pos = 0; pos < n; pos++) {
      if (marks[pos] !== all) continue;
      const row = this.sorted[pos]!;
      if (keep(row) && out.push(row) === need) break;
    }
    return out;
  }

  /** A desk row as the repository's toSubscription expects it. */
  present(row: DeskRow) {
    const em = this.dims.modalities.get(row.event_modality_id);
    return {
      id: row.id,
      uuid: row.uuid,
      event_id: this.eventId,
      status: row.status,
      price_type: row.price_type,
      chest_number: row.chest_number,
      shirt_size: row.shirt_size,
      kit_withdrawn_at: row.kit_withdrawn_at,
      withdrawn_by_id: row.withdrawn_by_id,
      withdrawn_by_name: row.withdrawn_by_id === null ? null : (this.dims.staff.get(row.withdrawn_by_id) ?? null),
      kit_withdrawn_by_name: row.kit_withdrawn_by_name,
      order_id: row.order_id,
      order_status: row.order_status,
      lock_version: row.lock_version,
      athlete_id: row.athlete_id,
      athlete_name: row.athlete_name,
      cpf: row.cpf,
      birth_date: row.birth_date,
      gender: row.gender,
      modality_id: em?.modality_id ?? 0,
      modality_name: em?.modality_name ?? '',
      kit_id: em?.kit_id ?? null,
      kit_name: em?.kit_name ?? null,
      extras: row.extras ? row.extras.map(([extraId, quantity, size]) => ({ name: this.dims.extras.get(extraId) ?? '', quantity, size })) : null,
    };
  }
}

function filterOf(filter: DeskFilter): (row: DeskRow) => boolean {
  if (filter.withdrawn === 'true') return (row) => row.kit_withdrawn_at !== null;
  if (filter.withdrawn === 'false') return (row) => row.kit_withdrawn_at === null;
  return () => true;
}

/**
 * The indexes of one database handle (one per process in production; one per test app). An event's index is built
 * on its first desk search (or when its desk opens), in the background: until it is ready, searches go to SQL.
 */
export class DeskIndexes {
  private readonly ready = new Map<number, EventDeskIndex>();
  private readonly loading = new Map<number, Promise<EventDeskIndex | null>>();
  private readonly db: Db;
  private writes = 0;
  /** Where a failed load is reported (the app's logger, set by the withdraw-kits routes). */
  log: { error(details: object, message: string): void } = { error: (details, message) => console.error(message, details) };

  constructor(db: Db) {
    this.db = db;
  }

  /** The event's index if it is loaded and current (refreshed when needed); null while it loads. */
  async get(eventId: number): Promise<EventDeskIndex | null> {
    this.sweep();
    const index = this.ready.get(eventId);
    if (index) {
      await index.ensureFresh(this.db);
      return index;
    }
    void this.warm(eventId);
    return null;
  }

  /** Starts (or joins) loading the event's index; resolves when it is ready (null when loading failed). */
  warm(eventId: number): Promise<EventDeskIndex | null> {
    const ready = this.ready.get(eventId);
    if (ready) return Promise.resolve(ready);
    let loading = this.loading.get(eventId);
    if (!loading) {
      const index = new EventDeskIndex(eventId, () => this.writes);
      loading = index
        .load(this.db)
        .then(() => {
          this.ready.set(eventId, index);
          return index;
        })
        .catch((err: unknown) => {
          this.log.error({ err, eventId }, 'kit desk index not loaded; searches stay in SQL');
          return null;
        })
        .finally(() => this.loading.delete(eventId));
      this.loading.set(eventId, loading);
    }
    return loading;
  }

  /** Something was written through this process: every index refreshes before its next answer. */
  markStale() {
    this.writes++;
  }

  private sweep() {
    const now = Date.now();
    for (const [id, index] of this.ready) if (now - index.usedAt > IDLE_MS) this.ready.delete(id);
  }
}

const perDb = new WeakMap<Db, DeskIndexes>();

/** The desk indexes of a database handle. */
export function deskIndexes(db: Db): DeskIndexes {
  let indexes = perDb.get(db);
  if (!indexes) perDb.set(db, (indexes = new DeskIndexes(db)));
  return indexes;
}

