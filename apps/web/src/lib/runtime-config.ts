/** §7 "HTTP base URL from runtime configuration": /runtime-config.js (served by the API) sets window.__BACKOFFICE_CONFIG__. */
export function apiBaseUrl(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__BACKOFFICE_CONFIG__?.apiBaseUrl;
  return (configured ?? '/api').replace(/\/+$/, '');
}
