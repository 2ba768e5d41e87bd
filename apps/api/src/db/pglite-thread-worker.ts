import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from './pglite-open.ts';
import { WireAnswer } from './pglite-wire.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread.ts';

/**
 * The thread that holds PGlite for `ThreadedPGlite` (decision 0136): it runs
 * the wire-protocol exchanges posted to it, back to back in the order they arrive, and answers each with PostgreSQL's
 * bytes.
 */

const port = parentPort!;
const { dataDir } = workerData as ThreadStart;

let pg: PGlite;
try {
  pg = await openPglite(dataDir);
} catch (err) {
  port.postMessage({ id: 0, ok: false, error: String((err as Error)?.stack ?? err), inTransaction: false } satisfies ThreadReply);
  process.exit(1);
}
// One exchange after another, whatever PGlite awaits inside one: the answers go back in the order asked.
let last: Promise<void> = Promise.resolve();
port.on('message', (request: ThreadRequest) => {
  last = last.then(() => handle(pg, request));
});
port.postMessage({ id: 0, ok: true, inTransaction: false } satisfies ThreadReply);

async function handle(db: PGlite, request: ThreadRequest): Promise<void> {
  try {
    if (request.op === 'close') {
      await db.close();
      port.postMessage({ id: request.id, ok: true, inTransaction: false } satisfies ThreadReply);
      port.close();
      return;
    }
    const wire = new WireAnswer();
    await db.execProtocolRawStream(request.bytes, { syncToFs: false, onRawData: wire.onRawData });
    const answer = wire.bytes();
    // handed over without a copy when the answer owns its whole buffer (never Node's shared pool of small buffers)
    const owned = answer.byteOffset === 0 && answer.byteLength === answer.buffer.byteLength;
    port.postMessage({ id: request.id, ok: true, bytes: answer, inTransaction: db.isInTransaction() } satisfies ThreadReply, owned ? [answer.buffer as ArrayBuffer] : []);
  } catch (err) {
    port.postMessage({ id: request.id, ok: false, error: String((err as Error)?.stack ?? err), inTransaction: false } satisfies ThreadReply);
  }
}
