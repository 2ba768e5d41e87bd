import { useSyncExternalStore } from 'react';

/** A layout can force a color scheme while it is shown (the login layout is dark) without touching the saved preference. */
type Scheme = 'light' | 'dark' | undefined;
let forced: Scheme;
const listeners = new Set<() => void>();

export function setForcedColorScheme(scheme: Scheme) {
  forced = scheme;
  for (const l of listeners) l();
}

export function useForcedColorScheme(): Scheme {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => forced,
    () => forced,
  );
}
