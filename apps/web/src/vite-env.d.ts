/// <reference types="vite/client" />

/** Set by /runtime-config.js (served by the API at run time) before the app's bundle loads. */
interface BackofficeRuntimeConfig {
  apiBaseUrl: string;
}

interface Window {
  __BACKOFFICE_CONFIG__?: Partial<BackofficeRuntimeConfig>;
  /**
   * Reads the build's preload script started beside the entry when a session is stored (`GET /v1/me` and the page's
   * learned start-up reads), by full URL; the API client takes each once (lib/early-requests.ts).
   */
  __BACKOFFICE_EARLY__?: Record<string, Promise<Response>>;
}
