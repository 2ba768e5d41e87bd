import { messages, parse, protocol, type ExecProtocolOptions, type Results } from '@electric-sql/pglite';

/**
 * Reads the answer to one bind/describe/execute/sync exchange straight from PostgreSQL's wire bytes (decision 0109).
 *
 * PGlite's protocol reader copies every field of every row into a new ArrayBuffer, through private fields that its
 * build turns into WeakMap lookups, before decoding it: the largest single cost in a profile of a list request. Here the
 * answer's bytes are read in place and each field is decoded once. Anything but the happy path (an error, a
 * notification, a message this reader does not know) goes to PGlite's own parser with the same bytes, so errors keep
 * PGlite's DatabaseError with its code, detail and constraint.
 */

type Parser = (value: string, typeId?: number) => unknown;
export type Parsers = Record<number | string, Parser>;
type Field = { name: string; dataTypeID: number };

/** Messages with nothing to read for a result: parse/bind/close complete, no data, portal suspended, empty query,
 * ready for query, parameter status, notice. */
const SKIPPED = new Set([0x31, 0x32, 0x33, 0x6e, 0x73, 0x49, 0x5a, 0x53, 0x4e]);
const ROW_DESCRIPTION = 0x54;
const DATA_ROW = 0x44;
const COMMAND_COMPLETE = 0x43;

/** Collects the answer's chunks as PGlite writes them (views into its memory, so each is copied once). */
export class WireAnswer {
  readonly #chunks: Uint8Array[] = [];
  #length = 0;

  readonly onRawData = (bytes: Uint8Array): void => {
    this.#chunks.push(bytes.slice());
    this.#length += bytes.length;
  };

  bytes(): Buffer {
    if (this.#chunks.length === 1) {
      const only = this.#chunks[0]!;
      return Buffer.from(only.buffer, only.byteOffset, only.byteLength);
    }
    return Buffer.concat(this.#chunks, this.#length);
  }
}

/**
 * The last result of the answer (the statement's, after a SET sent before it), as PGlite's `parseResults(…)` gives it: rows in array or object mode with the
 * type parsers applied, fields, command, affectedRows and rowCount. Throws the database's error as PGlite does.
 */
export function readResult<T>(bytes: Buffer, parsers: Parsers, rowMode: 'array' | 'object' | undefined): Results<T> {
  return fastRead<T>(bytes, parsers, rowMode) ?? slowRead<T>(bytes, parsers, rowMode);
}

function fastRead<T>(buf: Buffer, parsers: Parsers, rowMode: 'array' | 'object' | undefined): Results<T> | null {
  const results: Results[] = [];
  let fields: Field[] = [];
  let rows: Results['rows'] = [];
  let fieldParsers: (Parser | undefined)[] = [];
  let affectedRows = 0;
  const end = buf.length;
  let at = 0;
  while (at + 5 <= end) {
    const code = buf[at]!;
    const length = buf.readUInt32BE(at + 1);
    const next = at + 1 + length;
    if (next > end) return null;
    let p = at + 5;
    if (code === DATA_ROW) {
      const count = buf.readUInt16BE(p);
      p += 2;
      if (rowMode === 'array') {
        const row: unknown[] = new Array<unknown>(count);
        for (let i = 0; i < count; i++) {
          const size = buf.readInt32BE(p);
          p += 4;
          if (size === -1) row[i] = null;
          else {
            const text = buf.toString('utf8', p, p + size);
            p += size;
            const parser = fieldParsers[i];
            row[i] = parser ? parser(text, fields[i]!.dataTypeID) : text;
          }
        }
        rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) {
          const size = buf.readInt32BE(p);
          p += 4;
          let value: unknown = null;
          if (size !== -1) {
            const text = buf.toString('utf8', p, p + size);
            p += size;
            const parser = fieldParsers[i];
            value = parser ? parser(text, fields[i]!.dataTypeID) : text;
          }
          row[fields[i]!.name] = value;
        }
        rows.push(row);
      }
    } else if (code === ROW_DESCRIPTION) {
      const count = buf.readUInt16BE(p);
      p += 2;
      fields = new Array<Field>(count);
      fieldParsers = new Array<Parser | undefined>(count);
      for (let i = 0; i < count; i++) {
        const nul = buf.indexOf(0, p);
        const name = buf.toString('utf8', p, nul);
        // A column named __proto__ would set the row's prototype by plain assignment: PGlite's reader handles it.
        if (name === '__proto__') return null;
        p = nul + 1 + 6; // table oid, column number
        const dataTypeID = buf.readUInt32BE(p);
        p += 4 + 2 + 4 + 2; // type oid, type size, type modifier, format
        fields[i] = { name, dataTypeID };
        fieldParsers[i] = parsers[dataTypeID];
      }
    } else if (code === COMMAND_COMPLETE) {
      const text = buf.toString('utf8', p, next - 1);
      const parts = text.split(' ');
      const command = parts[0]!;
      const rowCount = parseInt(parts[parts.length - 1]!, 10);
      if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'COPY' || command === 'MERGE') affectedRows += rowCount;
      const result: Results = { rows, fields, command, affectedRows };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      results.push(result);
      rows = [];
      fields = [];
      fieldParsers = [];
    } else if (!SKIPPED.has(code)) {
      return null;
    }
    at = next;
  }
  if (at !== end) return null;
  return (results.at(-1) ?? { affectedRows: 0, rows: [], fields: [] }) as Results<T>;
}

/** PGlite's own reading of the same bytes: its messages, its first database error thrown, its results. */
function slowRead<T>(buf: Buffer, parsers: Parsers, rowMode: 'array' | 'object' | undefined): Results<T> {
  return parse.parseResults(readMessages(buf), parsers, rowMode ? { rowMode } : undefined).at(-1) as Results<T>;
}

/** PGlite's reading of an answer: its messages, notices to `onNotice`, and its first database error thrown. */
export function readMessages(data: Uint8Array, { throwOnError = true, onNotice }: ExecProtocolOptions = {}): messages.BackendMessage[] {
  const out: messages.BackendMessage[] = [];
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), (message) => {
    if (error) return;
    if (message instanceof messages.DatabaseError) {
      if (throwOnError) error = message;
    } else if (message instanceof messages.NoticeMessage) onNotice?.(message);
    out.push(message);
  });
  if (error) throw error;
  return out;
}
