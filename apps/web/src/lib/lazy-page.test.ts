import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './lazy-page';

describe('chunk load failures', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError(t0, reload)).toBe(true);
    expect(reloadForChunkError(t0 + 10_000, reload)).toBe(false);
    expect(reloadForChunkError(t0 + CHUNK_RELOAD_GUARD_MS + 1, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
