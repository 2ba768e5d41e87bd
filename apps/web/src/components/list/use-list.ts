import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type ListResult, type QueryParams } from '../../lib/api-client';
import { usePrefetchWhileRendering } from '../../lib/prefetch-while-rendering';
import { pageCount } from './pagination-range';
import { useListState, type ListState, type ListStateOptions } from './use-list-state';
import { formatCount } from '@backoffice/contract/constants';

export type UseListOptions<F extends string> = ListStateOptions<F> & {
  /** Extra fixed parameters. */
  params?: QueryParams;
  /** False until the parameters are known (e.g. a report's year before its years answered): nothing is asked before. */
  enabled?: boolean;
} & (
    | {
        /** The area's resource (lib/resource.ts): its list keys and path. */
        resource: { keys: { all: readonly unknown[] }; path: string };
        queryKey?: never;
        path?: never;
      }
    | {
        /** Query-key prefix, e.g. ['users']; invalidate it after mutations. */
        queryKey: readonly unknown[];
        /** GET endpoint answering an array with the total in `items-count`, e.g. '/v1/users'. */
        path: string;
        resource?: never;
      }
  );

export type UseListResult<T, F extends string = string> = ListState<F> & {
  items: T[];
  total: number;
  /** The server stopped counting: `total` is a lower bound ("N ou mais"). */
  capped: boolean;
  /** The total once the first answer arrived, undefined before: a header says nothing rather than "0 cadastros". */
  count: number | undefined;
  pages: number;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
  /** The list's own filters without paging or order (exports run in their keyset order): what its CSV asks for. */
  exportParams: QueryParams;
};

/** THE list hook: URL state (useListState) + the TanStack query of `path` with the API's paging parameters. */
export function useList<T, F extends string = never>(options: UseListOptions<F>): UseListResult<T, F> {
  const { params, enabled = true, resource, queryKey: givenKey, path: givenPath, ...stateOptions } = options;
  const queryKey = resource ? resource.keys.all : givenKey!;
  const path = resource ? resource.path : givenPath!;
  const state = useListState<F>(stateOptions);
  const apiParams = { ...state.apiParams, ...params };
  const request = {
    queryKey: [...queryKey, 'list', apiParams],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.list<T>(path, apiParams, signal),
  };
  usePrefetchWhileRendering(request, enabled);
  const query = useQuery<ListResult<T>>({ ...request, enabled, placeholderData: keepPreviousData });
  const total = query.data?.total ?? 0;
  const pages = pageCount(total, state.perPage);
  // Past the last page (e.g. after deleting its only row): go to the last page that exists.
  const { page, setPage } = state;
  const settled = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) setPage(pages);
  }, [settled, page, pages, setPage]);
  return {
    ...state,
    items: query.data?.items ?? [],
    total,
    capped: query.data?.capped ?? false,
    count: query.isPending ? undefined : total,
    pages,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: () => void query.refetch(),
    exportParams: Object.fromEntries(Object.entries(apiParams).filter(([k]) => k !== 'current_page' && k !== 'per_page' && k !== 'order')),
  };
}

/** A section's count for its title: "1.234", or "…" before the first answer (list.count is undefined until then). */
export function countText(count: number | undefined): string {
  return count === undefined ? '…' : formatCount(count);
}
