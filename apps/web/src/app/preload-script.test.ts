import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES_META } from '@backoffice/contract/constants';
import { preloadScriptSource } from './preload-script';

const SHELL = ['/assets/AppLayout-a1.js', '/assets/Sidebar-s1.css'];
const run = () => new Function(preloadScriptSource(SHELL))();
const links = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel}${l.getAttribute('as') ? ` as=${l.getAttribute('as')}` : ''}${l.hasAttribute('crossorigin') ? ' crossorigin' : ''} ${l.getAttribute('href')}`);

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  window.__BACKOFFICE_EARLY_ME__ = undefined;
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
    expect(await (await window.__BACKOFFICE_EARLY_ME__!).json()).toEqual({ id: 1 });
    expect(links()).toEqual([
      'modulepreload crossorigin /assets/AppLayout-a1.js',
      'preload as=style crossorigin /assets/Sidebar-s1.css',
      'modulepreload crossorigin /assets/EventsListPage-e1.js',
      'preload as=style crossorigin /assets/list-l1.css',
    ]);
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
    expect(window.__BACKOFFICE_EARLY_ME__).toBeUndefined();
    expect(links()).toEqual([]);
  });

  it('a failed early request is not an unhandled rejection (the entry asks again through the API client)', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    localStorage.setItem('backoffice.session', JSON.stringify({ access_token: 'tok', refresh_token: 'ref' }));
    run();
    await expect(window.__BACKOFFICE_EARLY_ME__).rejects.toThrow('Failed to fetch');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(links()).toEqual(['modulepreload crossorigin /assets/AppLayout-a1.js', 'preload as=style crossorigin /assets/Sidebar-s1.css']);
  });
});
