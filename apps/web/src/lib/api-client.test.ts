import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { authStore } from './auth-store';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));
const { notifications } = await import('@mantine/notifications');

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  authStore.setTokens({ access_token: 'old', refresh_token: 'r1', expires_at: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notifications.show).mockClear();
  authStore.clear();
});

const headerOf = (call: unknown[], name: string) => new Headers((call[1] as RequestInit).headers).get(name);

describe('api client', () => {
  it('sends the access-token header and query params, and reads the total from items-count', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }], { headers: { 'items-count': '57' } }));
    const result = await api.list('/v1/users', { current_page: 0, per_page: 20, query: '', status: undefined });
    expect(result).toEqual({ items: [{ id: 1 }], total: 57, capped: false });
    // a total the server stopped counting is a lower bound, said in items-count-capped
    fetchMock.mockResolvedValueOnce(json([{ id: 1 }], { headers: { 'items-count': '1000', 'items-count-capped': '1' } }));
    expect(await api.list('/v1/orders', { query: 'silva' })).toEqual({ items: [{ id: 1 }], total: 1000, capped: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/users?current_page=0&per_page=20');
    expect(headerOf(fetchMock.mock.calls[0]!, 'access-token')).toBe('old');
  });

  it('rejects with ApiError carrying status and the errors list', async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'E-mail já cadastrado', field: 'email' }] }, { status: 422 }));
    const error = await api.post('/v1/users/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual([{ message: 'E-mail já cadastrado', field: 'email' }]);
  });

  it('refreshes once for concurrent 401s and retries with the new token', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.endsWith('/v1/session/refresh')) return json({ access_token: 'new', refresh_token: 'r2', expires_at: '' });
      return new Headers(init.headers).get('access-token') === 'new' ? json({ ok: true }) : json({ errors: [{ message: 'Token expirado' }] }, { status: 401 });
    });
    const [a, b] = await Promise.all([api.get('/v1/me'), api.get('/v1/profiles')]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    expect(fetchMock.mock.calls.filter((c) => String(c[0]).endsWith('/refresh'))).toHaveLength(1);
    expect(authStore.getTokens()).toMatchObject({ access_token: 'new', refresh_token: 'r2' });
  });

  it('ends the session silently when the refresh fails', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/refresh') ? json({ errors: [{ message: 'Sessão expirada' }] }, { status: 401 }) : json({ errors: [{ message: 'x' }] }, { status: 401 }),
    );
    const error = (await api.get('/v1/me').catch((e: unknown) => e)) as ApiError;
    expect(error.silent).toBe(true);
    expect(authStore.isSignedIn()).toBe(false);
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it("ends the session silently on 'JWT inválido'", async () => {
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'JWT inválido' }] }, { status: 403 }));
    const error = (await api.get('/v1/users').catch((e: unknown) => e)) as ApiError;
    expect(error.silent).toBe(true);
    expect(authStore.isSignedIn()).toBe(false);
  });

  it("shows 'Ocorreu um erro inesperado' when there is no response", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await api.get('/v1/users').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetwork).toBe(true);
    expect(notifications.show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Ocorreu um erro inesperado' }));
  });
});
