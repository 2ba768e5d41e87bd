import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './route-table';
import { appRoutes, signedInRoutes } from './router';

/** The panel's routes in a memory router, each signed-in page a stub that names its route. */
function router(initial: string) {
  const stubPage = (path: string): RouteObject['lazy'] => async () => ({ Component: () => null, handle: { page: path } });
  return createMemoryRouter(appRoutes(), { initialEntries: [initial], patchRoutesOnNavigation: signedInRoutes(stubPage) });
}

type Router = ReturnType<typeof router>;
const settled = (r: Router) => new Promise<void>((resolve) => (r.state.initialized && r.state.navigation.state === 'idle' ? resolve() : r.subscribe((s) => s.initialized && s.navigation.state === 'idle' && resolve())));
const go = async (r: Router, to: string) => {
  await r.navigate(to);
  await settled(r);
  const last = r.state.matches.at(-1)!;
  return { path: last.route.path, params: last.params };
};
/** The signed-in page routes the router holds so far. */
const pagesHeld = (r: Router) => {
  const container = (function find(routes: typeof r.routes): (typeof r.routes)[number] | undefined {
    for (const route of routes) {
      if (route.id === 'signed-in-pages') return route;
      const inner = route.children && find(route.children);
      if (inner) return inner;
    }
  })(r.routes);
  return (container?.children ?? []).map((route) => route.path).filter((path) => path && APP_ROUTES.includes(path));
};

describe('the router', () => {
  it('starts without the signed-in pages, adds an area’s pages when one of its paths is first visited, and matches them as before', async () => {
    const r = router('/sign_in');
    await settled(r);
    expect(r.state.matches.at(-1)!.route.path).toBe('/sign_in');
    expect(pagesHeld(r)).toEqual([]);

    expect(await go(r, '/events/list')).toEqual({ path: '/events/list', params: {} });
    const events = APP_ROUTES.filter((p) => p.startsWith('/events/'));
    expect(pagesHeld(r)).toEqual(events);

    // the area's routes ranked together, as when all were there: a static path before a parameter
    expect(await go(r, '/events/new')).toEqual({ path: '/events/new', params: {} });
    expect(await go(r, '/events/12/edit')).toEqual({ path: '/events/:id/edit', params: { id: '12' } });
    expect(await go(r, '/EVENTS/list')).toEqual({ path: '/events/list', params: {} });
    expect(pagesHeld(r)).toEqual(events); // added once

    expect(await go(r, '/orders/7/show')).toEqual({ path: '/orders/:id/show', params: { id: '7' } });
    expect(pagesHeld(r)).toEqual([...events, ...APP_ROUTES.filter((p) => p.startsWith('/orders/'))]);

    expect((await go(r, '/nao-existe/1')).path).toBe('*');
    expect((await go(r, '/admin')).path).toBe('/admin');
  });

  it('opens a signed-in page directly (the first load of a bookmarked URL)', async () => {
    const r = router('/coupons/5/coupon_codes/9/show');
    await settled(r);
    const last = r.state.matches.at(-1)!;
    expect(last.route.path).toBe('/coupons/:id/coupon_codes/:codeId/show');
    expect(last.params).toEqual({ id: '5', codeId: '9' });
    expect((last.route.handle as { page: string }).page).toBe('/coupons/:id/coupon_codes/:codeId/show');
  });

  it('adds an area again after a navigation interrupted before its routes went in (the router drops that patch)', () => {
    const patched: string[][] = [];
    const discover = signedInRoutes(() => undefined);
    const visit = (aborted: boolean) => {
      const controller = new AbortController();
      if (aborted) controller.abort();
      void discover({ path: '/teams/list', matches: [], fetcherKey: undefined, signal: controller.signal, patch: (_id, routes) => patched.push(routes.map((r) => r.path!)) });
    };
    visit(true);
    expect(patched).toEqual([]);
    visit(false);
    visit(false);
    expect(patched).toEqual([APP_ROUTES.filter((p) => p.startsWith('/teams/'))]);
  });
});
