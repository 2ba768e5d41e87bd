/** §7: the session token travels in this header on every request. */
export const ACCESS_TOKEN_HEADER = 'access-token';
/** §7: list totals travel in this response header. */
export const ITEMS_COUNT_HEADER = 'items-count';
