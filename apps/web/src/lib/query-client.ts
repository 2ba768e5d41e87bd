import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.handlesErrors: true` on a mutation turns off the global error notification (forms map errors themselves). */
    mutationMeta: { handlesErrors?: boolean };
  }
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not glitches: do not retry them.
        retry: (count, error) => !(error instanceof ApiError && (error.status >= 400 || error.silent)) && count < 1,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.handlesErrors) notifyError(error);
      },
    }),
  });
}
