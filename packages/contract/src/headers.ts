/** §7: the session token travels in this header on every request. */
export const ACCESS_TOKEN_HEADER = 'access-token';
/** §7: list totals travel in this response header. */
export const ITEMS_COUNT_HEADER = 'items-count';
/** '1' when the list's total is a lower bound (more rows match than it says: a capped count), '0' or absent when exact. */
export const ITEMS_COUNT_CAPPED_HEADER = 'items-count-capped';

/** The meta tag in which the API server names a routed page's own chunks for the panel's preload script (issue 13 §1). */
export const PAGE_MODULES_META = 'backoffice-page-modules';

/** One entry of the panel build's page-modules.json, read by the API server: a routed page's own chunks beyond the
 * entry (and, signed in, the shell), and its static first paint if it has one. */
export type PageModules = { path: string; signedIn: boolean; modules: string[]; shell?: string };
