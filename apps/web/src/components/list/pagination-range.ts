export type PageItem = number | 'dots';

/** §9: up to 9 pages every number is shown; above that the list collapses with ellipsis into 9 slots. */
export const MAX_PAGE_SLOTS = 9;

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

export function paginationRange(page: number, pages: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= MAX_PAGE_SLOTS) return range(1, pages);
  const current = Math.min(Math.max(1, page), pages);
  // first, dots, 5 around the current page, dots, last = 9 slots
  if (current <= 5) return [...range(1, 7), 'dots', pages];
  if (current >= pages - 4) return [1, 'dots', ...range(pages - 6, pages)];
  return [1, 'dots', ...range(current - 2, current + 2), 'dots', pages];
}
