/**
 * Deterministic pseudo-random numbers (sfc32, 128-bit state). Never Math.random: the same seed gives the same data.
 * Each area of the generator forks its own stream by name, so adding rows in one area does not shift the others,
 * and streams of different names do not overlap the way single-word generators (mulberry32) do.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, salt = '') {
    this.a = hash32(`a:${seed}:${salt}`);
    this.b = hash32(`b:${seed}:${salt}`);
    this.c = hash32(`c:${seed}:${salt}`);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A new independent stream, derived from this seed and a label. */
  static from(seed: number, label: string): Rng {
    return new Rng(seed, label);
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, e) => s + e[1], 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** k distinct items (k clipped to the list length), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = [...items];
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
}

/** FNV-1a, 32 bits. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A cumulative-weight table for fast repeated weighted picks over many items. */
export class WeightedTable<T> {
  private readonly values: T[];
  private readonly cumulative: number[];

  constructor(entries: readonly (readonly [T, number])[]) {
    this.values = entries.map((e) => e[0]);
    let acc = 0;
    this.cumulative = entries.map((e) => (acc += e[1]));
  }

  pick(rng: Rng): T {
    const r = rng.next() * (this.cumulative[this.cumulative.length - 1] ?? 0);
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return this.values[lo] as T;
  }
}
