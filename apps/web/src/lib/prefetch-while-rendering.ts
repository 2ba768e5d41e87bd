import { useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';

/**
 * A query's request sent while the component renders instead of after it commits (TanStack's usePrefetchQuery, with
 * `enabled`): on a first load a page's rows or record no longer wait for the shell and the page to be rendered and on
 * screen before being asked for (issue 13 §1, LCP; decision 0095). Nothing happens when the query is cached or in flight.
 */
export function usePrefetchWhileRendering<T>(request: { queryKey: QueryKey; queryFn: QueryFunction<T> }, enabled = true): void {
  const client = useQueryClient();
  if (enabled && !client.getQueryState(request.queryKey)) void client.prefetchQuery(request);
}
