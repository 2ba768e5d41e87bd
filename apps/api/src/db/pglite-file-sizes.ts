import type { PGlite } from '@electric-sql/pglite';

/** What this module reads of Emscripten's NODEFS, PGlite's file system on a data directory in Node. */
type Stream = { node: object };
type Op = (this: unknown, ...args: never[]) => unknown;
type NodeFs = { stream_ops: Record<string, Op>; node_ops: Record<string, Op> };

const SEEK_END = 2;
/** Stream operations that leave a file's size as it is; every other one (write, setattr, allocate…) forgets it. */
const KEEP_SIZE = new Set(['llseek', 'read', 'open', 'close', 'dup', 'getattr', 'mmap']);
const patched = new WeakSet<NodeFs>();

/**
 * PostgreSQL asks a relation file's length (lseek SEEK_END) each time it plans or scans the relation, and NODEFS answers
 * each ask with an fstat system call: 8 % of a list request's CPU on the bench set (decision 0134). The size read by
 * the last fstat is kept per file until an operation that may change it (a write, a truncate) runs on that file; PGlite
 * is the only process with its data directory open, so no other writer can change a size behind it.
 */
export function cacheFileSizes(pglite: PGlite): void {
  const nodefs = (pglite as unknown as { Module?: { NODEFS?: NodeFs } }).Module?.NODEFS;
  if (!nodefs || patched.has(nodefs)) return;
  patched.add(nodefs);
  const sizes = new WeakMap<object, number>();
  const streamOps = nodefs.stream_ops;
  for (const [name, op] of Object.entries(streamOps)) {
    if (KEEP_SIZE.has(name) || typeof op !== 'function') continue;
    streamOps[name] = function (this: unknown, stream: Stream, ...rest: unknown[]) {
      sizes.delete(stream.node);
      return (op as (...args: unknown[]) => unknown).call(this, stream, ...rest);
    } as Op;
  }
  const llseek = streamOps.llseek as unknown as (this: unknown, stream: Stream, offset: number, whence: number) => number;
  streamOps.llseek = function (this: unknown, stream: Stream, offset: number, whence: number) {
    if (whence !== SEEK_END) return llseek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      size = llseek.call(this, stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    }
    return size + offset >= 0 ? size + offset : llseek.call(this, stream, offset, whence);
  } as Op;
  const setNodeAttr = nodefs.node_ops.setattr as unknown as (this: unknown, node: object, attr: unknown) => unknown;
  // truncate() by path changes a size without a stream
  nodefs.node_ops.setattr = function (this: unknown, node: object, attr: unknown) {
    sizes.delete(node);
    return setNodeAttr.call(this, node, attr);
  } as Op;
}
