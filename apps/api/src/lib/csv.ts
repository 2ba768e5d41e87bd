import { formatCnpj, formatPhone } from '@backoffice/contract';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';

/**
 * The project's one CSV format (decision 0008), made for Brazilian spreadsheet users to open without fixing anything:
 * UTF-8 with a byte-order mark (Excel otherwise reads Latin-1), `;` between cells (the comma is the decimal mark),
 * CRLF line ends, decimal comma without thousands separator, dates DD/MM/YYYY (instants DD/MM/YYYY HH:mm in São Paulo
 * time), booleans Sim/Não, and text cells that begin with = + - @ (or a tab / carriage return) prefixed with a single
 * quote so a spreadsheet never runs them as a formula. Rows are pulled from the database in batches and written as the
 * receiver reads (backpressure), so memory stays flat whatever the size and there is no row cap.
 *
 * Use: describe the columns, give an async source of row batches (`keysetBatches` walks a table by cursor), then
 * `sendCsv(reply, 'modalidades.csv', columns, rows)` for a download or `writeCsvFile(path, columns, rows)` for a
 * report file.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';
const TIME_ZONE = 'America/Sao_Paulo';

/** How a column's values are written. `text` (the default) is the only kind that can carry a formula. */
export type CsvKind = 'text' | 'integer' | 'decimal' | 'money' | 'date' | 'datetime' | 'boolean' | 'legal_record' | 'phone';

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => unknown;
  kind?: CsvKind;
};

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/** Quotes a cell when it holds the separator, a quote or a line break (quotes doubled). */
function quote(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 1234.5 → "1234,5"; money → "1234,50". Never a thousands separator nor exponent notation. */
const plainDecimal = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });
const plainMoney = new Intl.NumberFormat('pt-BR', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });
function decimalComma(value: number, fractionDigits?: 2): string {
  // ids, counts and chest numbers: most numeric cells of an export
  if (fractionDigits === undefined && Number.isSafeInteger(value)) return String(value);
  if (!Number.isFinite(value)) return '';
  // the plain conversions are exact below 1e21 and several times faster than Intl (exports write millions of cells)
  if (Math.abs(value) < 1e15) {
    // decimals keep at most 10 fraction digits, like the Intl fallback (0.1 + 0.2 → 0,3)
    const text = fractionDigits === 2 ? value.toFixed(2) : String(Number(value.toFixed(10)));
    if (!text.includes('e')) return (text === '-0.00' ? '0.00' : text).replace('.', ',');
  }
  return (fractionDigits === 2 ? plainMoney : plainDecimal).format(value).replace(/\u2212/g, '-');
}

const offsetParts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });
/** São Paulo's UTC offset (ms) during each UTC hour, computed once per hour seen: exports format many instants. */
const offsetByHour = new Map<number, number>();
function saoPauloOffsetMs(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const name = offsetParts.formatToParts(new Date(hour * 3_600_000)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-03:00';
    const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
    offset = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) * 60_000 : 0;
    if (offsetByHour.size > 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** "2026-03-09" (or a Date) → "09/03/2026". */
export function csvDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return csvDateTime(value).slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** An instant → "09/03/2026 14:05" in São Paulo time. */
export function csvDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(String(value));
  const ms = d.getTime();
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + saoPauloOffsetMs(ms));
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

/** One cell, formatted for its kind and escaped. */
export function csvCell(value: unknown, kind: CsvKind = 'text'): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'integer':
      return typeof value === 'number' ? decimalComma(Math.trunc(value)) : csvCell(value, 'text');
    case 'decimal':
      return typeof value === 'number' ? decimalComma(value) : csvCell(value, 'text');
    case 'money':
      return typeof value === 'number' ? decimalComma(value, 2) : csvCell(value, 'text');
    case 'date':
      return csvDate(value);
    case 'datetime':
      return csvDateTime(value);
    case 'boolean':
      return value ? 'Sim' : 'Não';
    // Written as the screen shows them, so a spreadsheet keeps leading zeros: 079.302.860-45, +55 (11) 98765-4321.
    case 'legal_record': {
      const digits = String(value).replace(/\D/g, '');
      // a CPF by slicing (formatCpf's regexes cost more than the rest of a report row)
      return digits.length === 11 ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}` : digits.length === 14 ? formatCnpj(digits) : csvCell(value, 'text');
    }
    case 'phone': {
      const formatted = formatPhone(String(value));
      return /^\+\d+ \(\d{2}\) \d{4,5}-\d{4}$/.test(formatted) ? formatted : csvCell(value, 'text');
    }
    case 'text': {
      const text = value instanceof Date ? csvDateTime(value) : String(value);
      return quote(FORMULA_START.test(text) ? `'${text}` : text);
    }
  }
}

/** One line (with its CRLF) of already-formatted cells. */
export function csvLine(cells: readonly string[]): string {
  return cells.join(CSV_SEPARATOR) + CSV_EOL;
}

export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return CSV_BOM + csvLine(columns.map((c) => csvCell(c.header)));
}

export function csvRow<T>(columns: readonly CsvColumn<T>[], row: T): string {
  return csvLine(columns.map((c) => csvCell(c.value(row), c.kind)));
}

/** The whole document for a small in-memory list (tests, tiny exports). Big exports use `csvStream`. */
export function csvDocument<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  let out = csvHeader(columns);
  for (const row of rows) out += csvRow(columns, row);
  return out;
}

/** Rows as they arrive: one row at a time, or batches of rows. */
export type CsvSource<T> = AsyncIterable<T | readonly T[]> | Iterable<T>;

/** The lines of one row or one batch of rows ('' for an empty batch). */
function csvChunk<T>(columns: readonly CsvColumn<T>[], item: T | readonly T[]): string {
  if (!Array.isArray(item)) return csvRow(columns, item as T);
  let chunk = '';
  for (const row of item as readonly T[]) chunk += csvRow(columns, row);
  return chunk;
}

/**
 * Text chunks: the header, then one chunk per batch (rows of a batch joined), pulled only as fast as they are read.
 * The source's next batch is asked for before this one is formatted: a database in another process (PostgreSQL) reads
 * page n + 1 while page n is written, and at most two batches are held.
 */
export async function* csvChunks<T>(columns: readonly CsvColumn<T>[], source: CsvSource<T>): AsyncGenerator<string> {
  yield csvHeader(columns);
  if (!(Symbol.asyncIterator in source)) {
    for (const item of source as Iterable<T | readonly T[]>) {
      const chunk = csvChunk(columns, item);
      if (chunk) yield chunk;
    }
    return;
  }
  const items = source[Symbol.asyncIterator]();
  let next = items.next();
  let done = false;
  try {
    for (;;) {
      const item = await next;
      if (item.done) {
        done = true;
        return;
      }
      next = items.next();
      // awaited on the next turn; if the reader stops first, its failure must not be an unhandled rejection
      next.catch(() => {});
      // one turn of the event loop, so the next page's query is sent before this page is formatted
      await new Promise<void>((resolve) => setImmediate(resolve));
      const chunk = csvChunk(columns, item.value);
      if (chunk) yield chunk;
    }
  } finally {
    // the reader stopped early (or a batch failed): close the source as `for await` would, once its page is in
    if (!done) await items.return?.().catch(() => undefined);
  }
}

/** A readable byte stream of the document (UTF-8, BOM first). */
export function csvStream<T>(columns: readonly CsvColumn<T>[], source: CsvSource<T>): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of csvChunks(columns, source)) yield Buffer.from(chunk, 'utf8');
    })(),
    { objectMode: false },
  );
}

/** `attachment; filename="modalidades.csv"; filename*=UTF-8''modalidades.csv` (ASCII fallback plus the exact name). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\w.\- ]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams the CSV as the HTTP response, as a download named `fileName`. */
export function sendCsv<T>(reply: FastifyReply, fileName: string, columns: readonly CsvColumn<T>[], source: CsvSource<T>) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'no-store');
  return reply.send(csvStream(columns, source));
}

/** Writes the CSV to a file (asynchronous reports); resolves with the bytes written. */
export async function writeCsvFile<T>(filePath: string, columns: readonly CsvColumn<T>[], source: CsvSource<T>): Promise<number> {
  const out = fs.createWriteStream(filePath);
  await pipeline(csvStream(columns, source), out);
  return out.bytesWritten;
}

/**
 * Walks a query in batches with a cursor (keyset paging): `fetchAfter(last, limit)` returns the `limit` rows that come
 * after `last` in the export's order (null: from the start). Each batch is one short query, so other requests are
 * served between batches and nothing but one batch is ever held in memory.
 */
export async function* keysetBatches<T>(fetchAfter: (last: T | null, limit: number) => Promise<T[]>, batchSize = 1000): AsyncGenerator<T[]> {
  let last: T | null = null;
  for (;;) {
    const rows = await fetchAfter(last, batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1]!;
  }
}
