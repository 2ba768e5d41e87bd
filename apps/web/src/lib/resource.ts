import { AREAS } from '@backoffice/contract/constants';
import type { Area, AuditEntry } from '@backoffice/contract';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type QueryParams } from './api-client';
import { usePrefetchWhileRendering } from './prefetch-while-rendering';
import { notifySuccess } from './notify';

/** A record's id as the panel handles it: URL params are strings, API rows numbers; both name the same record. */
export type Id = number | string;

export type ResourceMessages = { deleted?: string; restored?: string; enabled?: string; disabled?: string };

/**
 * One area's client side, from its spelling (contract `AREAS`): query keys after Medusa's query-key factory, the
 * detail and history queries, and the delete / restore / status mutations, each with its §8 message and the
 * invalidation of exactly the keys it changes. Lists use `keys.list(params)` through `useList`.
 */
export function defineResource<T>(area: Area, messages: ResourceMessages = {}, options: { path?: string; alsoInvalidate?: QueryKey[] } = {}) {
  const spelling = AREAS[area];
  const path: string = options.path ?? spelling.api;
  const all = [area] as const;
  const keys = {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: QueryParams) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: Id) => [...all, 'detail', String(id)] as const,
    history: (id: Id) => [...all, 'history', String(id)] as const,
  };
  const url = (id: Id, action?: string) => `${path}/${id}${action ? `/${action}` : ''}`;

  /** After a change to `id`: its detail and history, and every list (counts and rows may have moved). */
  function useInvalidate() {
    const queryClient = useQueryClient();
    return async (id: Id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: keys.history(id) }),
        queryClient.invalidateQueries({ queryKey: keys.lists() }),
        ...(options.alsoInvalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    };
  }

  return {
    area,
    path,
    resource: spelling.resource,
    pages: spelling.pages,
    keys,
    url,
    useDetail(id: Id | undefined | null) {
      const request = { queryKey: keys.detail(id ?? ''), queryFn: ({ signal }: { signal: AbortSignal }) => api.get<T>(url(id!), undefined, signal) };
      const enabled = id !== undefined && id !== null && id !== '';
      usePrefetchWhileRendering(request, enabled);
      return useQuery({ ...request, enabled });
    },
    useHistory(id: Id | undefined) {
      return useQuery({
        queryKey: keys.history(id ?? ''),
        queryFn: ({ signal }) => api.get<AuditEntry[]>('/v1/audit', { entity_type: spelling.audit, entity_id: String(id), per_page: 50 }, signal),
        enabled: id !== undefined && id !== '',
      });
    },
    useDelete() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: Id) => api.delete(url(id)),
        onSuccess: async (_data, id) => {
          if (messages.deleted) notifySuccess(messages.deleted);
          queryClient.removeQueries({ queryKey: keys.detail(id) });
          queryClient.removeQueries({ queryKey: keys.history(id) });
          await Promise.all([keys.lists(), ...(options.alsoInvalidate ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        },
      });
    },
    useRestore() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: Id) => api.post<T>(url(id, 'restore')),
        onSuccess: async (_data, id) => {
          if (messages.restored) notifySuccess(messages.restored);
          await invalidate(id);
        },
      });
    },
    /** POST {path}/{id}/enable|disable (§7). */
    useStatus() {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, action }: { id: Id; action: 'enable' | 'disable' }) => api.post<T>(url(id, action)),
        onSuccess: async (_data, { id, action }) => {
          const message = action === 'enable' ? messages.enabled : messages.disabled;
          if (message) notifySuccess(message);
          await invalidate(id);
        },
      });
    },
    /** What a create/edit form invalidates on success. */
    formInvalidates: [all] as const,
  };
}

export type Resource<T> = ReturnType<typeof defineResource<T>>;

/** A lookup list (`/v1/sponsor_types`, `/v1/modality_types`…) as select options; cached for five minutes. */
export function useLookupOptions(path: string) {
  return useQuery({
    queryKey: ['lookup', path],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>(path, undefined, signal),
    select: (rows) => rows.map((r) => ({ value: String(r.id), label: r.name })),
    staleTime: 5 * 60_000,
  });
}
