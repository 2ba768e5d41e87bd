import { STORE_MSG } from '@backoffice/contract/constants';
import type { Store, StoreBody, StoreOption, StoreUpdateBody, TokenBatch, TokenBatchBody, TokenSheet } from '@backoffice/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { defineResource, type Id } from '../../../lib/resource';

export const stores = defineResource<Store>('stores', { deleted: STORE_MSG.deleted });
/** Creating a batch changes its store's count and the summary cards. */
export const tokenBatches = defineResource<TokenBatch>('tokenBatches', {}, { alsoInvalidate: [stores.keys.all, ['tokens']] });

export const createStore = (body: StoreBody) => api.post<Store>(stores.path, body);
export const updateStore = (id: Id, body: StoreUpdateBody) => api.put<Store>(stores.url(id), body);
export const createTokenBatch = (body: TokenBatchBody) => api.post<TokenBatch>(tokenBatches.path, body);
export const fetchSheet = (id: Id) => api.get<TokenSheet>(tokenBatches.url(id, 'sheet'));

/** GET /v1/stores: the stores a batch can be made for (up to 200, by name). */
export function useStoreOptions() {
  return useQuery({
    // under the stores' lists, so saving, deleting or toggling a store refreshes 'Gerar lote' at once
    queryKey: [...stores.keys.lists(), 'options'],
    queryFn: async ({ signal }) => (await api.list<StoreOption>('/v1/stores', { per_page: 200, order: 'name' }, signal)).items,
    staleTime: 60_000,
  });
}

/** The summary cards: tokens generated and used (from the batches' counters), optionally of one store. */
export function useTokenTotals(storeId?: number | string) {
  const query = storeId ? { store_id: storeId } : undefined;
  return useQuery({
    queryKey: ['tokens', 'totals', storeId ?? null],
    queryFn: async ({ signal }) => {
      const [total, used] = await Promise.all([
        api.get<{ total: number }>('/v1/tokens/total', query, signal),
        api.get<{ total: number }>('/v1/tokens/unavailables', query, signal),
      ]);
      return { total: total.total, used: used.total, available: total.total - used.total };
    },
  });
}

export const useStates = () =>
  useQuery({ queryKey: ['stores-lookups', 'states'], queryFn: ({ signal }) => api.get<{ id: number; name: string; uf: string }[]>('/v1/cities/states', undefined, signal), staleTime: 30 * 60_000 });
export const useCities = (state: number | null | undefined) =>
  useQuery({
    queryKey: ['stores-lookups', 'cities', state ?? 0],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/cities', { state: state ?? 0 }, signal),
    enabled: !!state,
    staleTime: 30 * 60_000,
  });
