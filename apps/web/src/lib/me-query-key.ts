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

/**
 * With a session in the browser, asks who the user is at start-up, while the signed-in pages' code downloads: the
 * shell asks only once its code and the page's have loaded (~600 ms later on a list page, decision 0085). The build's
 * preload script has usually asked already, before the entry's code arrived: the API client takes that answer when it
 * is a success (lib/early-requests.ts).
 */
export function prefetchMe(queryClient: QueryClient): void {
  if (!authStore.isSignedIn()) return;
  void queryClient.prefetchQuery(meQuery);
}
