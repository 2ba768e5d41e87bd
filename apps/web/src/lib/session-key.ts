/** Where the session's tokens are kept in localStorage: read by the store and by the build's shell-preload script (vite.config.ts). */
export const SESSION_STORAGE_KEY = 'backoffice.session';
