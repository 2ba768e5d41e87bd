import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store';
import { meQueryKey, prefetchMe } from './me-query-key';

// the early answers are given only in a load's first seconds (lib/early-requests.ts)
beforeEach(() => {
  vi.spyOn(performance, 'now').mockReturnValue(100);
});
afterEach(() => {
  vi.restoreAllMocks();
  authStore.clear();
  window.__BACKOFFICE_EARLY__ = undefined;
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

  it('uses the answer the preload script already asked for, and asks nothing more', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '2099-01-01T00:00:00Z' });
    window.__BACKOFFICE_EARLY__ = { '/api/v1/me': Promise.resolve(new Response(JSON.stringify({ id: 2, name: 'Bia' }), { headers: { 'content-type': 'application/json' } })) };
    const client = new QueryClient();
    prefetchMe(client);
    await vi.waitFor(() => expect(client.getQueryData(meQueryKey)).toEqual({ id: 2, name: 'Bia' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__BACKOFFICE_EARLY__).toEqual({});
  });

  it('asks again through the client (token refresh included) when the early answer failed', async () => {
    // the API: a refresh gives new tokens; /v1/me answers only the new access token
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/v1/session/refresh')) return new Response(JSON.stringify({ access_token: 'a2', refresh_token: 'r2', expires_at: '2099-01-01T00:00:00Z' }));
      const token = (init?.headers as Record<string, string> | undefined)?.['access-token'];
      return token === 'a2' ? new Response(JSON.stringify({ id: 3, name: 'Caio' })) : new Response(JSON.stringify({ errors: [{ message: 'Sessão expirada' }] }), { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    authStore.setTokens({ access_token: 'expired', refresh_token: 'r', expires_at: '2099-01-01T00:00:00Z' });
    window.__BACKOFFICE_EARLY__ = { '/api/v1/me': Promise.resolve(new Response(JSON.stringify({ errors: [{ message: 'Token expirado' }] }), { status: 401 })) };
    const client = new QueryClient();
    prefetchMe(client);
    await vi.waitFor(() => expect(client.getQueryData(meQueryKey)).toEqual({ id: 3, name: 'Caio' }));
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]).replace(/^.*\/v1/, '/v1'))).toEqual(['/v1/me', '/v1/session/refresh', '/v1/me']);
    expect(authStore.getAccessToken()).toBe('a2');
  });
});
