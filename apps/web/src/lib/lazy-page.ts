import type { ComponentType } from 'react';

const RELOAD_KEY = 'backoffice.chunk_reload_at';
/** §9 page reload guard: a failed chunk load reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Failed to fetch/i.test(message);
}

/** Reloads once (per 60 s) to pick up a new deployment; returns false when it already did recently. */
export function reloadForChunkError(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  window.sessionStorage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/**
 * Route `lazy` helper: `lazy: lazyPage(() => import('./UsersListPage'))` (module default-exports the page).
 * A failed import is left to the route's error boundary (RouteError), which renders at the target URL and reloads it
 * once per 60 s — reloading here would reload the page the user was leaving.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
