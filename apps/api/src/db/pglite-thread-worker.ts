import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { cacheFileSizes } from './pglite-file-sizes.ts';
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
  pg = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent, btree_gin } });
  // files' sizes kept between fstat calls (decision 0134)
  cacheFileSizes(pg);
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
    const chunks: Uint8Array[] = [];
    await db.execProtocolRawStream(request.bytes, { syncToFs: false, onRawData: (bytes) => chunks.push(bytes.slice()) });
    const answer = chunks.length === 1 ? chunks[0]! : concat(chunks);
    port.postMessage({ id: request.id, ok: true, bytes: answer, inTransaction: db.isInTransaction() } satisfies ThreadReply, [answer.buffer as ArrayBuffer]);
  } catch (err) {
    port.postMessage({ id: request.id, ok: false, error: String((err as Error)?.stack ?? err), inTransaction: false } satisfies ThreadReply);
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
