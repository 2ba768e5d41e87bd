import { PAGE_SIZES_SHARED } from '@backoffice/contract/constants';
import { useCallback, useMemo } from 'react';
import type { QueryParams } from '../../lib/api-client';
import { useUrlSearchParams } from '../../lib/search-params';

export type ListStateOptions<F extends string = string> = {
  /** §9 default page size of this list (10 or 20). */
  defaultPerPage?: number;
  /** Page-size options: PAGE_SIZES_SHARED (5,10,20,40,60) or PAGE_SIZES_WIDE (10,20,30,40,50). */
  perPageOptions?: readonly number[];
  /** Default `order` sent to the API (leading minus = descending). */
  defaultOrder?: string;
  /** Names of the filters kept in the URL and sent as query parameters. */
  filters?: readonly F[];
  /** Filter values used when the URL has none (e.g. events time=future). */
  defaultFilters?: Partial<Record<F, string>>;
  /**
   * Prefix of this list's URL keys (e.g. 'orders_' → orders_page, orders_order, orders_status), for a list that shares
   * its page with another: each keeps its own page, size, order, search and filters. None for a page's main list.
   */
  urlPrefix?: string;
};

export type ListState<F extends string = string> = {
  /** 1-based, as shown and kept in the URL. */
  page: number;
  perPage: number;
  perPageOptions: readonly number[];
  query: string;
  order: string;
  filters: Record<F, string>;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  setQuery: (query: string) => void;
  setOrder: (order: string) => void;
  setFilter: (name: F, value: string | null | undefined) => void;
  /** Several filters in one step (one history entry), e.g. a year and the event that depended on it. */
  setFilters: (changes: Partial<Record<F, string | null>>) => void;
  resetFilters: () => void;
  /** What the API expects (§7): zero-based `current_page`, `per_page`, `query`, `order` and the filters. */
  apiParams: QueryParams;
};

const toInt = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) ? n : null;
};

/**
 * List state in the URL search params (?page=2&per_page=20&query=ana&order=-id&status=enabled), so reload and
 * back/forward keep it. Any change other than the page itself goes back to page 1.
 */
export function useListState<F extends string = never>(options: ListStateOptions<F> = {}): ListState<F> {
  const { defaultPerPage = 10, perPageOptions = PAGE_SIZES_SHARED, defaultOrder = '', filters: filterNames = [], defaultFilters, urlPrefix = '' } = options;
  const [params, setParams] = useUrlSearchParams();
  const key = (name: string) => urlPrefix + name;

  const page = Math.max(1, toInt(params.get(key('page'))) ?? 1);
  const requestedPerPage = toInt(params.get(key('per_page')));
  const perPage = requestedPerPage !== null && perPageOptions.includes(requestedPerPage) ? requestedPerPage : defaultPerPage;
  const query = params.get(key('query')) ?? '';
  const order = params.get(key('order')) ?? defaultOrder;
  const filterKey = filterNames.map((n) => `${n}=${params.get(key(n)) ?? ''}`).join('&');
  const filters = useMemo(() => {
    const out = {} as Record<F, string>;
    for (const name of filterNames) out[name] = params.get(urlPrefix + name) ?? defaultFilters?.[name] ?? '';
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>, { resetPage = true, replace = false } = {}) => {
      setParams(
        (next) => {
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(urlPrefix + name);
            else next.set(urlPrefix + name, String(value));
          }
          if (resetPage) next.delete(urlPrefix + 'page');
        },
        { replace },
      );
    },
    [setParams, urlPrefix],
  );

  const apiParams = useMemo<QueryParams>(
    () => ({ current_page: page - 1, per_page: perPage, query: query || undefined, order: order || undefined, ...filters }),
    [page, perPage, query, order, filters],
  );

  return {
    page,
    perPage,
    perPageOptions,
    query,
    order,
    filters,
    apiParams,
    setPage: (p) => update({ page: p > 1 ? p : null }, { resetPage: false }),
    setPerPage: (n) => update({ per_page: n === defaultPerPage ? null : n }),
    setQuery: (q) => update({ query: q.trim() || null }, { replace: true }),
    setOrder: (o) => update({ order: o === defaultOrder ? null : o }),
    setFilter: (name, value) => update({ [name]: value ?? null }),
    setFilters: (changes) => update(changes as Record<string, string | null>),
    resetFilters: () => update({ query: null, ...Object.fromEntries(filterNames.map((n) => [n, null])) }),
  };
}
