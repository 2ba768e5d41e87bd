import { Worker } from 'node:worker_threads';
import { Mutex, PGlite, type ExecProtocolOptions, type messages, type ExecProtocolOptionsStream, type ExecProtocolResult } from '@electric-sql/pglite';
import { readMessages } from './pglite-wire.ts';

/**
 * PGlite on a thread of its own (decision 0136): the server's embedded database. PostgreSQL's work (the WASM module,
 * about half of a request's CPU on the bench set) runs in a worker thread, on the second core, while this thread reads
 * requests, renders statements, decodes rows and writes responses.
 *
 * This class is PGlite's own `BasePGlite` (query, exec, transaction, parsers, serializers: the code a PGlite runs) over
 * one primitive, a wire-protocol exchange posted to the worker and answered with PostgreSQL's bytes, in the order
 * posted. Its locks live here, so a transaction holds every other statement back exactly as in PGlite. What it does
 * not carry: LISTEN/NOTIFY (pg-boss, which would use it, polls instead; this process wakes its own workers), files
 * attached to COPY, and `loadDataDir`.
 */

export type ThreadStart = { dataDir: string };
type ThreadCall = { op: 'exchange'; bytes: Uint8Array } | { op: 'close' };
export type ThreadRequest = ThreadCall & { id: number };
export type ThreadReply =
  | { id: number; ok: true; bytes?: Uint8Array; inTransaction: boolean }
  | { id: number; ok: false; error: string; inTransaction: boolean };

/** PGlite's base class: the concrete query/exec/transaction over the abstract exchange methods below. */
const BasePGlite = Object.getPrototypeOf(PGlite) as new () => object;

export class ThreadedPGlite extends BasePGlite {
  debug = 0 as const;
  readonly #worker: Worker;
  /** Exchanges posted and not answered yet, oldest first: the worker answers in the order it was asked. */
  readonly #pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void }>();
  #seq = 0;
  #inTransaction = false;
  #closed = false;
  readonly #queryMutex = new Mutex();
  readonly #transactionMutex = new Mutex();

  private constructor(worker: Worker) {
    super();
    this.#worker = worker;
    worker.on('message', (reply: ThreadReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      this.#inTransaction = reply.inTransaction;
      if (reply.ok) pending.resolve(reply.bytes ?? new Uint8Array(0));
      else pending.reject(new Error(`PGlite thread: ${reply.error}`));
    });
    worker.on('exit', () => {
      this.#closed = true;
      for (const pending of this.#pending.values()) pending.reject(new Error('PGlite thread exited'));
      this.#pending.clear();
    });
  }

  /** Opens the data directory in a new worker thread; resolves once PGlite is ready there. */
  static async create(dataDir: string): Promise<ThreadedPGlite & PGlite> {
    const worker = new Worker(new URL('./pglite-thread-worker.ts', import.meta.url), { workerData: { dataDir } satisfies ThreadStart });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (reply: ThreadReply) => (reply.ok ? resolve() : reject(new Error(`PGlite thread: ${reply.error}`))));
      worker.once('error', reject);
    });
    const pg = new ThreadedPGlite(worker) as unknown as ThreadedPGlite & PGlite;
    await (pg as unknown as { _initArrayTypes(): Promise<void> })._initArrayTypes();
    return pg;
  }

  /**
   * Posts an exchange at once and resolves with its answer. Callers that hold PGlite's locks until the answer is read
   * get one statement at a time, as in PGlite; the statement cache posts a prepared statement without waiting for the
   * answer of the one before (pipelining, statement-cache.ts).
   */
  exchange(bytes: Uint8Array, op: ThreadCall['op'] = 'exchange'): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = ++this.#seq;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage((op === 'close' ? { op, id } : { op, bytes, id }) satisfies ThreadRequest);
    });
  }

  async execProtocolRaw(message: Uint8Array, _options: ExecProtocolOptions = {}): Promise<Uint8Array> {
    return this.exchange(message);
  }

  async execProtocolRawStream(message: Uint8Array, { onRawData }: ExecProtocolOptionsStream): Promise<void> {
    onRawData(await this.exchange(message));
  }

  async execProtocol(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<ExecProtocolResult> {
    const data = await this.exchange(message);
    return { messages: readMessages(data, options), data };
  }

  async execProtocolStream(message: Uint8Array, options: ExecProtocolOptions = {}): Promise<messages.BackendMessage[]> {
    return readMessages(await this.exchange(message), options);
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
    await this.#transactionMutex.runExclusive(() => this.#queryMutex.runExclusive(() => this.exchange(new Uint8Array(0), 'close')));
    this.#closed = true;
    await this.#worker.terminate();
  }
}
