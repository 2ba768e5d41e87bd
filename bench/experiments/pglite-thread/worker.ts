import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { cacheFileSizes } from '../../../apps/api/src/db/pglite-file-sizes.ts';
import { CLOSE, FAILED, IN_TRANSACTION, LENGTH, OP, REPLY, REQUEST, STATE, type ThreadStart } from './threaded-pglite.ts';

/**
 * The thread that holds PGlite for `ThreadedPGlite` (experiment, bench/README "PGlite on a worker thread"). Once PGlite is open it only waits on the shared
 * state word, runs the wire-protocol exchange written into the shared buffer, and writes PostgreSQL's answer back in
 * its place: no event loop and no message passing between the two threads, only a futex wake each way.
 */

const { control, data, dataDir } = workerData as ThreadStart;
const state = new Int32Array(control);

let pg: PGlite;
try {
  pg = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, btree_gin } });
  // files' sizes kept between fstat calls (decision 0134)
  cacheFileSizes(pg);
} catch (err) {
  parentPort!.postMessage({ ok: false, error: String((err as Error)?.stack ?? err) });
  process.exit(1);
}
parentPort!.postMessage({ ok: true });
await serve(pg);

async function serve(db: PGlite): Promise<void> {
  for (;;) {
    let current: number;
    while ((current = Atomics.load(state, STATE)) !== REQUEST) Atomics.wait(state, STATE, current);
    const op = state[OP]!;
    let flags = 0;
    let answer: Uint8Array;
    try {
      if (op === CLOSE) {
        await db.close();
        answer = new Uint8Array(0);
      } else {
        const request = new Uint8Array(data, 0, state[LENGTH]!).slice();
        const chunks: Uint8Array[] = [];
        await db.execProtocolRawStream(request, { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) });
        answer = chunks.length === 1 ? chunks[0]! : concat(chunks);
        if (db.isInTransaction()) flags |= IN_TRANSACTION;
      }
    } catch (err) {
      flags = FAILED;
      answer = new TextEncoder().encode(String((err as Error)?.stack ?? err));
    }
    if (answer.length > data.byteLength) data.grow(Math.min(data.maxByteLength, Math.max(answer.length, data.byteLength * 2)));
    new Uint8Array(data, 0, answer.length).set(answer);
    state[LENGTH] = answer.length;
    state[OP] = flags;
    Atomics.store(state, STATE, REPLY);
    Atomics.notify(state, STATE);
    if (op === CLOSE) return;
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
