/// <reference types="vite/client" />

/** Set by /runtime-config.js (served by the API at run time) before the app's bundle loads. */
interface BackofficeRuntimeConfig {
  apiBaseUrl: string;
}

interface Window {
  __BACKOFFICE_CONFIG__?: Partial<BackofficeRuntimeConfig>;
}
