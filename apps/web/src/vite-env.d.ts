/// <reference types="vite/client" />

/** Set by /runtime-config.js (served by the API at run time) before the app's bundle loads. */
interface BackofficeRuntimeConfig {
  apiBaseUrl: string;
}

interface Window {
  __BACKOFFICE_CONFIG__?: Partial<BackofficeRuntimeConfig>;
  /** `GET /v1/me` started by the build's preload script beside the entry when a session is stored (vite.config.ts). */
  __BACKOFFICE_EARLY_ME__?: Promise<Response>;
}
