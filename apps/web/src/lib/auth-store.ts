import type { SessionTokens } from '@backoffice/contract';
import { useSyncExternalStore } from 'react';
import { forgetLearnedReads } from './early-requests';
import { SESSION_STORAGE_KEY } from './session-key';

/**
 * The session store. Browser storage holds tokens and UI preferences only — never personal data: the signed-in
 * user's profile (`GET /v1/me`) lives in TanStack Query memory (see lib/me.ts).
 */
const TWO_FACTOR_KEY = 'backoffice.two_factor_token';
const REDIRECT_KEY = 'backoffice.redirect';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SessionTokens | null | undefined;
/** True after the user chose 'Sair': the page they were on is not remembered for the next sign-in. */
let signedOut = false;

function read(): SessionTokens | null {
  if (cached !== undefined) return cached;
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SessionTokens>) : null;
    cached = parsed?.access_token && parsed.refresh_token ? (parsed as SessionTokens) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit() {
  for (const l of listeners) l();
}

export const authStore = {
  getTokens: read,
  getAccessToken: () => read()?.access_token ?? null,
  getRefreshToken: () => read()?.refresh_token ?? null,
  isSignedIn: () => read() !== null,
  setTokens(tokens: SessionTokens) {
    signedOut = false;
    cached = { access_token: tokens.access_token, refresh_token: tokens.refresh_token, expires_at: tokens.expires_at };
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(cached));
    emit();
  },
  clear() {
    cached = null;
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    emit();
  },
  /** 'Sair': ends the session on purpose. */
  signOut() {
    signedOut = true;
    cached = null;
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
    forgetLearnedReads();
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Between the two login steps: the two-factor challenge token lives in sessionStorage only. */
  setTwoFactorToken: (token: string) => window.sessionStorage.setItem(TWO_FACTOR_KEY, token),
  getTwoFactorToken: () => window.sessionStorage.getItem(TWO_FACTOR_KEY),
  clearTwoFactorToken: () => window.sessionStorage.removeItem(TWO_FACTOR_KEY),
  /** The page a signed-out visitor wanted; opened after sign-in. */
  rememberRedirect: (path: string) => {
    if (!signedOut) window.sessionStorage.setItem(REDIRECT_KEY, path);
  },
  takeRedirect(): string | null {
    const path = window.sessionStorage.getItem(REDIRECT_KEY);
    window.sessionStorage.removeItem(REDIRECT_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  },
};

// Another tab signed in or out.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === SESSION_STORAGE_KEY || e.key === null) {
      cached = undefined;
      emit();
    }
  });
}

/** Re-renders when the session starts or ends. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(authStore.subscribe, authStore.isSignedIn, authStore.isSignedIn);
}
