/** Where the session's tokens are kept in localStorage: read by the store and by the build's shell-preload script (vite.config.ts). */
export const SESSION_STORAGE_KEY = 'backoffice.session';

/** Where each page's start-up reads are remembered (lib/early-requests.ts), read by the preload script too. */
export const EARLY_REQUESTS_STORAGE_KEY = 'backoffice.start-up-reads';
/** Start-up reads remembered per page: with `/v1/me`, the six connections a browser opens to one HTTP/1.1 origin. */
export const EARLY_REQUESTS_LIMIT = 5;
/** The read every signed-in load starts with: the preload script always asks it, so it is never among a page's learned reads. */
export const ME_PATH = '/v1/me';
