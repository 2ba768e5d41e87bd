import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { meQueryKey, prefetchMe } from './me-query-key';

afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
});

describe('prefetchMe (start-up)', () => {
  it('asks GET /v1/me at once when a session is stored, and fills the query the shell reads', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 1, name: 'Ana' }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '2099-01-01T00:00:00Z' });
    const client = new QueryClient();
    prefetchMe(client);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(/\/v1\/me$/);
    await vi.waitFor(() => expect(client.getQueryData(meQueryKey)).toEqual({ id: 1, name: 'Ana' }));
  });

  it('asks nothing without a session (the sign-in page)', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    prefetchMe(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
