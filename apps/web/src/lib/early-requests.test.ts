import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { authStore } from './auth-store';
import { EARLY_WINDOW_MS, finishLearning, forgetLearnedReads, LEARNED_PAGES_LIMIT, learnRead, startLearning, takeEarlyResponse } from './early-requests';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const KEY = 'backoffice.start-up-reads';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, string[]> | null;
const open = (url: string) => window.history.replaceState(null, '', url);
let now = 0;

beforeEach(() => {
  vi.useFakeTimers();
  now = 100;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  forgetLearnedReads();
  window.__BACKOFFICE_EARLY__ = undefined;
  authStore.clear();
  open('/');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('learning a page’s start-up reads', () => {
  it('keeps the reads a page opened without a search string makes by itself, once each, without /v1/me or a search', () => {
    open('/events/list');
    startLearning();
    learnRead('/v1/events?current_page=0&per_page=10&order=event_date&time=future');
    learnRead('/v1/me');
    learnRead('/v1/event_types');
    learnRead('/v1/event_types');
    learnRead('/v1/customer/users?current_page=0&query=123.456.789-09');
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(EARLY_WINDOW_MS);
    expect(stored()).toEqual({ '/events/list': ['/v1/events?current_page=0&per_page=10&order=event_date&time=future', '/v1/event_types'] });
  });

  it('stops at the first click or key, at a navigation (what follows is the user’s doing) and when the page goes away', () => {
    open('/events/list');
    startLearning();
    learnRead('/v1/events?per_page=10');
    window.dispatchEvent(new Event('pointerdown'));
    learnRead('/v1/events/categories');
    expect(stored()).toEqual({ '/events/list': ['/v1/events?per_page=10'] });

    open('/users/list');
    startLearning();
    learnRead('/v1/users?per_page=20');
    open('/users/7/show');
    learnRead('/v1/users/7');
    expect(stored()).toEqual({ '/events/list': ['/v1/events?per_page=10'], '/users/list': ['/v1/users?per_page=20'] });

    open('/orders/list');
    startLearning();
    learnRead('/v1/orders?per_page=20');
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()!['/orders/list']).toEqual(['/v1/orders?per_page=20']);
  });

  it('learns nothing on a page opened with a search string (its filters may hold a CPF or an e-mail)', () => {
    open('/orders/list?cpf=12345678909');
    startLearning();
    learnRead('/v1/orders?cpf=12345678909');
    vi.advanceTimersByTime(EARLY_WINDOW_MS);
    expect(stored()).toBeNull();
  });

  it('keeps five reads a page and the 40 pages opened last; a page that now reads nothing is forgotten', () => {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(Array.from({ length: LEARNED_PAGES_LIMIT }, (_, i) => [`/p${i}`, ['/v1/x']]))));
    open('/p0');
    startLearning();
    learnRead('/v1/x');
    finishLearning();
    expect(Object.keys(stored()!).at(-1)).toBe('/p0');

    open('/events/list');
    startLearning();
    for (let i = 0; i < 8; i++) learnRead(`/v1/r${i}`);
    finishLearning();
    const pages = Object.keys(stored()!);
    expect(pages).toHaveLength(LEARNED_PAGES_LIMIT);
    expect(pages.slice(0, 2)).toEqual(['/p2', '/p3']);
    expect(pages.slice(-2)).toEqual(['/p0', '/events/list']);
    expect(stored()!['/events/list']).toEqual(['/v1/r0', '/v1/r1', '/v1/r2', '/v1/r3', '/v1/r4']);

    open('/p5');
    startLearning();
    finishLearning();
    expect(stored()!['/p5']).toBeUndefined();
  });

  it("'Sair' forgets every page", () => {
    localStorage.setItem(KEY, JSON.stringify({ '/events/list': ['/v1/events'] }));
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    authStore.signOut();
    expect(stored()).toBeNull();
  });
});

describe('the early answers', () => {
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'items-count': '21' } });

  it('the API client takes an early answer once: the rows come from it, the next read asks the server', async () => {
    const fetchMock = vi.fn(async () => answer([{ id: 2 }]));
    vi.stubGlobal('fetch', fetchMock);
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    window.__BACKOFFICE_EARLY__ = { '/api/v1/events?per_page=10': Promise.resolve(answer([{ id: 1 }])) };
    expect(await api.list('/v1/events', { per_page: 10 })).toEqual({ items: [{ id: 1 }], total: 21, capped: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.list('/v1/events', { per_page: 10 })).toEqual({ items: [{ id: 2 }], total: 21, capped: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a refused or failed early answer is asked again through the client; a write never takes one', async () => {
    const fetchMock = vi.fn(async () => answer({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    window.__BACKOFFICE_EARLY__ = {
      '/api/v1/users/1': Promise.resolve(answer({ errors: [{ message: 'Acesso negado' }] }, 403)),
      '/api/v1/users/2': Promise.reject(new TypeError('Failed to fetch')),
      '/api/v1/users/3': Promise.resolve(answer({ early: true })),
    };
    expect(await api.get('/v1/users/1')).toEqual({ ok: true });
    expect(await api.get('/v1/users/2')).toEqual({ ok: true });
    expect(await api.post('/v1/users/3')).toEqual({ ok: true });
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['/api/v1/users/1', '/api/v1/users/2', '/api/v1/users/3']);
  });

  it('a write drops the early answers not yet taken: a read after it asks the server', async () => {
    const fetchMock = vi.fn(async () => answer({ status: 'disabled' }));
    vi.stubGlobal('fetch', fetchMock);
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    window.__BACKOFFICE_EARLY__ = { '/api/v1/events/5': Promise.resolve(answer({ status: 'enabled' })) };
    await api.post('/v1/events/5/disable');
    expect(window.__BACKOFFICE_EARLY__).toBeUndefined();
    expect(await api.get('/v1/events/5')).toEqual({ status: 'disabled' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a read given up while its early answer was on the way rejects as an aborted fetch would', async () => {
    vi.stubGlobal('fetch', vi.fn());
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    let arrive: (response: Response) => void = () => undefined;
    window.__BACKOFFICE_EARLY__ = { '/api/v1/events': new Promise<Response>((resolve) => (arrive = resolve)) };
    const controller = new AbortController();
    const read = api.get('/v1/events', undefined, controller.signal);
    controller.abort();
    arrive(answer([]));
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('past the first seconds none is given, and the bodies nobody took are released', async () => {
    const cancel = vi.fn(async () => undefined);
    const response = answer([]);
    Object.defineProperty(response, 'body', { value: { cancel } });
    window.__BACKOFFICE_EARLY__ = { '/api/v1/events': Promise.resolve(response) };
    now = EARLY_WINDOW_MS + 1;
    expect(takeEarlyResponse('/api/v1/events')).toBeUndefined();
    expect(window.__BACKOFFICE_EARLY__).toBeUndefined();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalled());
  });

  it('the start-up timer releases what nobody took', async () => {
    const cancel = vi.fn(async () => undefined);
    const response = answer([]);
    Object.defineProperty(response, 'body', { value: { cancel } });
    window.__BACKOFFICE_EARLY__ = { '/api/v1/event_types': Promise.resolve(response) };
    startLearning();
    vi.advanceTimersByTime(EARLY_WINDOW_MS);
    expect(window.__BACKOFFICE_EARLY__).toBeUndefined();
    await vi.waitFor(() => expect(cancel).toHaveBeenCalled());
  });
});
