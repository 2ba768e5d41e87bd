import type { Me } from '@backoffice/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { authStore } from './auth-store';

/** The query key of `GET /v1/me`, apart from me.ts so the sign-in step does not load useQuery with it (decision 0085). */
export const meQueryKey = ['me'] as const;

/** `GET /v1/me` as a query: one definition for useMe, the sign-in step and the start-up prefetch. */
export const meQuery = {
  queryKey: meQueryKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.get<Me>('/v1/me', undefined, signal),
  staleTime: 5 * 60_000,
};

/** The `GET /v1/me` the preload script started before the entry ran, taken once (the next asks go through the client). */
function takeEarlyMe(): Promise<Response> | undefined {
  const early = window.__BACKOFFICE_EARLY_ME__;
  window.__BACKOFFICE_EARLY_ME__ = undefined;
  return early;
}

/** Its answer when it succeeded; anything else (an expired token, a network error) is left to the API client. */
async function earlyAnswer(early: Promise<Response>): Promise<Me | undefined> {
  try {
    const response = await early;
    return response.ok ? ((await response.json()) as Me) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * With a session in the browser, asks who the user is at start-up, while the signed-in pages' code downloads: the
 * shell asks only once its code and the page's have loaded (~600 ms later on a list page, decision 0085). The build's
 * preload script already asked, before the entry's code arrived: its answer is used when it is a success.
 */
export function prefetchMe(queryClient: QueryClient): void {
  if (!authStore.isSignedIn()) return;
  const early = takeEarlyMe();
  const query = early ? { ...meQuery, queryFn: async (context: { signal?: AbortSignal }) => (await earlyAnswer(early)) ?? meQuery.queryFn(context) } : meQuery;
  void queryClient.prefetchQuery(query);
}
