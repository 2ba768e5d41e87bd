import { Worker } from 'node:worker_threads';
import { messages, Mutex, PGlite, protocol, type ExecProtocolOptions, type ExecProtocolOptionsStream, type ExecProtocolResult } from '@electric-sql/pglite';

/**
 * Experiment (bench/README "PGlite on a worker thread"; measured, not adopted): PGlite on a thread of its own. PostgreSQL's work (the WASM module) runs in a worker thread while this
 * thread reads requests, renders statements, decodes rows and writes responses: on the bench set the WASM module was
 * about half of a request's CPU, and it ran on the same core as the rest.
 *
 * This class is PGlite's own `BasePGlite` (query, exec, transaction, parsers, serializers: the same code a PGlite runs)
 * over one primitive, a wire-protocol exchange handed to the worker through shared memory and answered with
 * PostgreSQL's bytes. Its locks live here, so a transaction holds every other statement back exactly as in PGlite.
 * What it does not carry: LISTEN/NOTIFY (pg-boss, which would use it, polls instead) and files attached to COPY.
 */

/** ES2024's growable SharedArrayBuffer and Atomics.waitAsync (in Node 24; the project's TypeScript lib predates them). */
export type GrowableBuffer = SharedArrayBuffer & { grow(length: number): void; readonly maxByteLength: number };
type WaitAsync = (array: Int32Array, index: number, value: number) => { async: false } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

export type ThreadStart = { control: SharedArrayBuffer; data: GrowableBuffer; dataDir: string };

/** Words of the control buffer: the exchange's state, its operation (a reply's flags on the way back), its length. */
export const STATE = 0;
export const OP = 1;
export const LENGTH = 2;
/** States: the thread waits for a request; a request is written; the reply is written. */
const IDLE = 0;
export const REQUEST = 1;
export const REPLY = 2;
/** Operations, and a reply's flags. */
export const EXCHANGE = 0;
export const CLOSE = 1;
export const IN_TRANSACTION = 1;
export const FAILED = 2;

/** The shared buffer starts at 1 MiB and grows to hold the largest request or answer (a report page). */
const INITIAL_BYTES = 1 << 20;
const MAX_BYTES = 1 << 30;

/** PGlite's base class: the concrete query/exec/transaction over the abstract exchange methods below. */
const BasePGlite = Object.getPrototypeOf(PGlite) as new () => object;

export class ThreadedPGlite extends BasePGlite {
  debug = 0 as const;
  readonly #worker: Worker;
  readonly #state: Int32Array;
  readonly #data: GrowableBuffer;
  /** Exchanges one at a time, in the order asked (the locks below already order them; this keeps the buffer safe). */
  #last: Promise<unknown> = Promise.resolve();
  #inTransaction = false;
  #closed = false;
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();

  private constructor(worker: Worker, start: ThreadStart) {
    super();
    this.#worker = worker;
    this.#state = new Int32Array(start.control);
    this.#data = start.data;
    worker.on('exit', () => {
      this.#closed = true;
    });
  }

  /** Opens the data directory in a new worker thread; resolves once PGlite is ready there. */
  static async create(dataDir: string): Promise<ThreadedPGlite & PGlite> {
    const start: ThreadStart = {
      control: new SharedArrayBuffer(16),
      data: new (SharedArrayBuffer as unknown as new (length: number, options: { maxByteLength: number }) => GrowableBuffer)(INITIAL_BYTES, { maxByteLength: MAX_BYTES }),
      dataDir,
    };
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: start });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ok: boolean; error?: string }) => (message.ok ? resolve() : reject(new Error(`PGlite thread: ${message.error}`))));
      worker.once('error', reject);
    });
    const client = new ThreadedPGlite(worker, start);
    const pg = client as unknown as ThreadedPGlite & PGlite;
    await (pg as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
    return pg;
  }

  #exchange(op: number, bytes: Uint8Array): Promise<Uint8Array> {
    const run = this.#last.then(async () => {
      if (this.#closed) throw new Error('PGlite is closed');
      const state = this.#state;
      if (bytes.length > this.#data.byteLength) this.#data.grow(Math.min(MAX_BYTES, Math.max(bytes.length, this.#data.byteLength * 2)));
      new Uint8Array(this.#data, 0, bytes.length).set(bytes);
      state[LENGTH] = bytes.length;
      state[OP] = op;
      Atomics.store(state, STATE, REQUEST);
      Atomics.notify(state, STATE);
      while (Atomics.load(state, STATE) === REQUEST) {
        const wait = waitAsync(state, STATE, REQUEST);
        if (wait.async) await wait.value;
      }
      const flags = state[OP]!;
      const answer = new Uint8Array(this.#data, 0, state[LENGTH]!).slice();
      Atomics.store(state, STATE, IDLE);
      if (flags & FAILED) throw new Error(`PGlite thread: ${new TextDecoder().decode(answer)}`);
      this.#inTransaction = (flags & IN_TRANSACTION) !== 0;
      return answer;
    });
    this.#last = run.catch(() => undefined);
    return run;
  }

  async execProtocolRaw(message: Uint8Array, _options: ExecProtocolOptions = {}): Promise<Uint8Array> {
    return this.#exchange(EXCHANGE, message);
  }

  async execProtocolRawStream(message: Uint8Array, { onRawData }: ExecProtocolOptionsStream): Promise<void> {
    onRawData(await this.#exchange(EXCHANGE, message));
  }

  async execProtocol(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<ExecProtocolResult> {
    const data = await this.#exchange(EXCHANGE, message);
    return { messages: readMessages(data, options), data };
  }

  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<messages.BackendMessage[]> {
    return readMessages(await this.#exchange(EXCHANGE, message), options);
  }

  isInTransaction(): boolean {
    return this.#inTransaction;
  }

  /** Syncing is a no-op for the file systems a data directory in Node uses (NODEFS writes through, and memory://):
   * asked after every statement, it would cost a round trip to the thread for nothing. */
  async syncToFs(): Promise<void> {}

  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('PGlite thread: files attached to a query are not supported');
  }

  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.#closed) throw new Error('PGlite is closed');
  }

  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return this.#queryMutex.runExclusive(fn);
  }

  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.#transactionMutex.runExclusive(fn);
  }

  get closed(): boolean {
    return this.#closed;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#transactionMutex.runExclusive(() => this.#queryMutex.runExclusive(() => this.#exchange(CLOSE, new Uint8Array(0))));
    this.#closed = true;
    await this.#worker.terminate();
  }
}

/** PGlite's reading of an answer: its messages, notices to `onNotice`, and its first database error thrown. */
function readMessages(data: Uint8Array, { throwOnError = true, onNotice }: ExecProtocolOptions): messages.BackendMessage[] {
  const out: messages.BackendMessage[] = [];
  let error: messages.DatabaseError | undefined;
  new protocol.Parser().parse(data, (message) => {
    if (error) return;
    if (message instanceof messages.DatabaseError) {
      if (throwOnError) error = message;
    } else if (message instanceof messages.NoticeMessage) onNotice?.(message);
    out.push(message);
  });
  if (error) throw error;
  return out;
}
