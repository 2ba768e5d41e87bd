import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES_META } from '@backoffice/contract/constants';
import { PRELOADS_PER_TASK, preloadScriptSource } from './preload-script';

const SHELL = ['/assets/AppLayout-a1.js', '/assets/Sidebar-s1.css'];
const run = () => new Function(preloadScriptSource(SHELL))();
const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? ` as=${l.getAttribute('as')}` : ''}${l.hasAttribute('crossorigin') ? ' crossorigin' : ''} ${l.getAttribute('href')}`);

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.__BACKOFFICE_EARLY__ = undefined;
  window.history.replaceState(null, '', '/');
  window.__BACKOFFICE_CONFIG__ = undefined;
  vi.unstubAllGlobals();
});

describe('the preload script put before the entry', () => {
  it('with a session: asks GET /v1/me with the access token, then preloads the shell and the page named by the server', async () => {
    const fetchMock = vi.fn(async () => new Response('{"id":1}'));
    vi.stubGlobal('fetch', fetchMock);
    window.__BACKOFFICE_CONFIG__ = { apiBaseUrl: 'https://api.example.com/base/' };
    localStorage.setItem('backoffice.session', JSON.stringify({ access_token: 'tok', refresh_token: 'ref', expires_at: '2099-01-01T00:00:00Z' }));
    document.head.innerHTML = `<meta name="${PAGE_MODULES_META}" content="/assets/EventsListPage-e1.js /assets/list-l1.css">`;
    run();
    expect(fetchMock).toHaveBeenCalledWith('https://api.example.com/base/v1/me', { headers: { accept: 'application/json', 'access-token': 'tok' } });
    expect(await (await window.__BACKOFFICE_EARLY__!['https://api.example.com/base/v1/me']!).json()).toEqual({ id: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(links()).toEqual([
      'modulepreload crossorigin /assets/AppLayout-a1.js',
      'preload as=style crossorigin /assets/Sidebar-s1.css',
      'modulepreload crossorigin /assets/EventsListPage-e1.js',
      'preload as=style crossorigin /assets/list-l1.css',
    ]);
  });

  it(`appends ${PRELOADS_PER_TASK} preloads a task, in order: many at once made one long task on a slow phone`, async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
    localStorage.setItem('backoffice.session', JSON.stringify({ access_token: 'tok', refresh_token: 'ref' }));
    const page = Array.from({ length: 7 }, (_, i) => `/assets/page-${i}.js`);
    document.head.innerHTML = `<meta name="${PAGE_MODULES_META}" content="${page.join(' ')}">`;
    const files = [...SHELL, ...page];
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    run();
    const appended = () => links().map((l) => l.split(' ').at(-1));
    expect(appended()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    await nextTask();
    expect(appended()).toEqual(files.slice(0, 2 * PRELOADS_PER_TASK));
    await nextTask();
    await nextTask();
    expect(appended()).toEqual(files);
  });

  it('without a session (or with a broken one): asks nothing, preloads nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    document.head.innerHTML = `<meta name="${PAGE_MODULES_META}" content="/assets/EventsListPage-e1.js">`;
    run();
    localStorage.setItem('backoffice.session', '{not json');
    run();
    localStorage.setItem('backoffice.session', JSON.stringify({ access_token: 'tok' }));
    run();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__BACKOFFICE_EARLY__).toBeUndefined();
    expect(links()).toEqual([]);
  });

  it('a failed early request is not an unhandled rejection (the entry asks again through the API client)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    localStorage.setItem('backoffice.session', JSON.stringify({ access_token: 'tok', refresh_token: 'ref' }));
    run();
    await expect(window.__BACKOFFICE_EARLY__!['/api/v1/me']).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(links()).toEqual(['modulepreload crossorigin /assets/AppLayout-a1.js', 'preload as=style crossorigin /assets/Sidebar-s1.css']);
  });

  it("asks the page's learned start-up reads beside /v1/me: this page's only, up to the limit, never on a URL with a search", () => {
    const fetchMock = vi.fn(async () => new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('backoffice.session', JSON.stringify({ access_token: 'tok', refresh_token: 'ref' }));
    const learned = ['/v1/events?current_page=0&per_page=10&order=event_date&time=future', '/v1/me', '/v1/event_types', '//elsewhere.example/x', 7, '/v1/a', '/v1/b', '/v1/c'];
    localStorage.setItem('backoffice.start-up-reads', JSON.stringify({ '/events/list': learned, '/users/list': ['/v1/users?current_page=0&per_page=20'] }));
    const asked = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));

    window.history.replaceState(null, '', '/events/list');
    run();
    // /v1/me once; the learned list cut at 5 entries, of which only API paths are asked
    expect(asked()).toEqual(['/api/v1/me', '/api/v1/events?current_page=0&per_page=10&order=event_date&time=future', '/api/v1/event_types']);
    expect(Object.keys(window.__BACKOFFICE_EARLY__!)).toEqual(asked());

    fetchMock.mockClear();
    window.history.replaceState(null, '', '/events/list?status=enabled');
    run();
    expect(asked()).toEqual(['/api/v1/me']);

    fetchMock.mockClear();
    localStorage.setItem('backoffice.start-up-reads', '{not json');
    window.history.replaceState(null, '', '/events/list');
    run();
    expect(asked()).toEqual(['/api/v1/me']);
  });
});
