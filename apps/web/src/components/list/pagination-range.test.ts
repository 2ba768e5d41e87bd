import { describe, expect, it } from 'vitest';
import { pageCount, paginationRange } from './pagination-range';

describe('paginationRange', () => {
  it('shows every page up to 9 pages', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
  it('collapses with ellipsis above 9 pages, always in 9 slots', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'dots', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'dots', 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationRange(50, 100)).toEqual([1, 'dots', 48, 49, 50, 51, 52, 'dots', 100]);
    for (const page of [1, 5, 6, 50, 95, 96, 100]) expect(paginationRange(page, 100)).toHaveLength(9);
  });
  it('clamps an out-of-range page', () => {
    expect(paginationRange(500, 20)).toEqual([1, 'dots', 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('pageCount', () => {
  it('is ceil(total / per_page), at least 1', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(101, 10)).toBe(11);
  });
});
