import { createHash } from 'node:crypto';
import { cnpjFromBase, cpfFromBase } from '@backoffice/contract';
import { hash32, type Rng } from './prng.ts';

const HEX = '0123456789abcdef';

/** A bijective 32-bit mix (murmur3 finaliser): distinct inputs give distinct outputs. */
function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

function hex8(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

/**
 * A version-4-shaped UUID for row `id` of a table (deterministic, unlike gen_random_uuid()). The first 32 bits are a
 * bijection of the id, so UUIDs never repeat within a table; the rest depends on the table name and the seed.
 */
export function uuidFor(table: string, id: number, seed = 0): string {
  const salt = hash32(`${table}:${seed}`);
  const a = hex8(mix32(id ^ salt));
  const b = hex8(mix32(id + salt + 0x9e3779b9));
  const c = hex8(mix32(id * 31 + salt));
  const d = hex8(mix32(id ^ 0x5bd1e995 ^ salt));
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${((parseInt(c[0]!, 16) & 3) | 8).toString(16)}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rounds a price to end in ,90 (R$ 89,90). */
export function priceEnding90(value: number): number {
  return Math.max(0.9, Math.floor(value) + 0.9);
}

/**
 * The i-th CPF of a series: the 9 base digits walk a bijection of 0..999,999,999 so numbers look scattered and never
 * repeat; bases of one repeated digit (invalid CPFs) are skipped.
 */
export function cpfAt(i: number, salt = 0): string {
  let n = i;
  for (;;) {
    const base = ((n * 387_420_489 + 271_828_183 + salt * 7_919) % 1_000_000_000 + 1_000_000_000) % 1_000_000_000;
    const digits = String(base).padStart(9, '0');
    if (!/^(\d)\1{8}$/.test(digits)) return cpfFromBase(digits);
    n += 1_000_003;
  }
}

/** The i-th CNPJ of a series (8-digit root from a bijection, branch 0001). */
export function cnpjAt(i: number, salt = 0): string {
  const root = ((i + 1) * 48_271 + 10_000_019 + salt * 104_729) % 100_000_000;
  return cnpjFromBase(`${String(root).padStart(8, '0')}0001`);
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function code(rng: Rng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALNUM[Math.floor(rng.next() * ALNUM.length)];
  return s;
}

export function hex(rng: Rng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += HEX[Math.floor(rng.next() * 16)];
  return s;
}

/** PostgreSQL array literal for integer[] columns. */
export function pgIntArray(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/**
 * A readable demo file name turned into the API's storage key format (`<folder>/<yyyy>/<mm>/<uuid>.<ext>`, what
 * `GET /uploads/*` serves), stable per name; the demo seed then writes an image at that key (demo-images.ts).
 */
export function demoUpload(readable: string): string {
  const ext = /\.([a-z0-9]{2,5})$/.exec(readable)?.[1] ?? 'png';
  const h = createHash('sha256').update(readable).digest('hex');
  return `/uploads/demo/2026/01/${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}.${ext}`;
}
