import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefetchWhileRendering } from './prefetch-while-rendering';

const NeverLoaded = lazy(() => new Promise<never>(() => {}));

function Record({ queryFn, enabled }: { queryFn: () => Promise<string>; enabled: boolean }) {
  usePrefetchWhileRendering({ queryKey: ['event', '16'], queryFn }, enabled);
  return null;
}

/** The component renders but never commits (its sibling never loads): only a request made while rendering goes out. */
function renderUncommitted(client: QueryClient, queryFn: () => Promise<string>, enabled = true) {
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Carregando</p>}>
        <Record queryFn={queryFn} enabled={enabled} />
        <NeverLoaded />
      </Suspense>
    </QueryClientProvider>,
  );
  expect(screen.getAllByText('Carregando').length).toBeGreaterThan(0);
}

describe('usePrefetchWhileRendering', () => {
  it('sends the request during the render, once, and keeps the answer for the query', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => 'Maratona de Araçatuba');
    renderUncommitted(client, queryFn);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(client.getQueryData(['event', '16'])).toBe('Maratona de Araçatuba'));
  });

  it('sends nothing when disabled or already cached', () => {
    const queryFn = vi.fn(async () => 'x');
    renderUncommitted(new QueryClient(), queryFn, false);
    const cached = new QueryClient();
    cached.setQueryData(['event', '16'], 'Maratona de Araçatuba');
    renderUncommitted(cached, queryFn);
    expect(queryFn).not.toHaveBeenCalled();
  });
});
