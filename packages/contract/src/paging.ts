/** §9 page-size option sets: shared lists and the wide lists (events, trainers, kit pickup). No zod (decision 0085). */
export const PAGE_SIZES_SHARED = [5, 10, 20, 40, 60] as const;
export const PAGE_SIZES_WIDE = [10, 20, 30, 40, 50] as const;
export const MAX_PER_PAGE = 200;
