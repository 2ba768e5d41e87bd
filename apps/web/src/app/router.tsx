import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageState';
import { lazyPage } from '../lib/lazy-page';
import { PublicLayout } from './layouts/PublicLayout';
import { ForbiddenPage, NotFoundPage } from './pages/StatusPages';
import { RouteError } from './pages/RouteError';
import { APP_ROUTES } from './route-table';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * A signed-in route's page comes from signed-in-pages.tsx, loaded with the first signed-in page: its table of ~130
 * page modules (with their preload lists) is not part of /sign_in's first load (issue 13 §1, decision 0085).
 */
const signedInPage = (path: string) => async () => (await import('./signed-in-pages')).pageRoute(path);

/** A route's lazy part: what `signedInPage` gives in the panel (a test gives its own). */
type LazyRoute = (path: string) => RouteObject['lazy'];

/** The route the signed-in pages are added under as they are first visited (`signedInRoutes`). */
const SIGNED_IN_PAGES = 'signed-in-pages';

/** A path's first segment, in lower case: the router matches paths case-insensitively. */
const areaOf = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/**
 * The signed-in pages are added to the router area by area, when a path of the area is first visited
 * (`patchRoutesOnNavigation`, decision 0147), instead of all ~150 at start: created with every route, the router
 * flattened, ranked and matched them all before the first render (61–149 ms of the start-up's longest task on a 4×
 * slower CPU). An area's routes (those sharing the path's first segment: /events/list, /events/new, /events/:id/edit…)
 * go in together, so the router still ranks them against each other.
 */
export function signedInRoutes(lazy: LazyRoute = signedInPage): PatchRoutesOnNavigationFunction {
  const added = new Set<string>();
  return ({ path, patch, signal }) => {
    const area = areaOf(path);
    // an interrupted navigation's patch is dropped by the router: the area is added by the next one
    if (added.has(area) || signal.aborted) return;
    added.add(area);
    const routes = APP_ROUTES.filter((route) => areaOf(route) === area).map((route) => ({ path: route, lazy: lazy(route) }));
    if (routes.length) patch(SIGNED_IN_PAGES, routes);
  };
}

const PUBLIC_PAGES: Record<string, PageModule> = {
  '/sign_in': () => import('../features/auth/SignInPage'),
  '/2fa': () => import('../features/auth/TwoFactorPage'),
  '/forgot_password': () => import('../features/auth/ForgotPasswordPage'),
  '/reset-password': () => import('../features/auth/ResetPasswordPage'),
  '/reset_password': () => import('../features/auth/ResetPasswordPage'),
};

/** The routes the router starts with: the signed-in pages come through `signedInRoutes`. */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          element: <PublicLayout />,
          children: Object.entries(PUBLIC_PAGES).map(([path, load]) => ({ path, lazy: lazyPage(load) })),
        },
        {
          // The signed-in shell (and what only it needs: session check, menu, dates, dialogs) loads apart from /sign_in.
          lazy: async () => ({ Component: (await import('./layouts/AppLayout')).AppLayout }),
          errorElement: <RouteError />,
          children: [
            {
              // Page errors (and failed chunk loads) render inside the shell, keeping the menu.
              id: SIGNED_IN_PAGES,
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Navigate to="/admin" replace /> },
                { path: '/admin', lazy: lazyPage(() => import('./pages/AdminHome')) },
                { path: '/me', lazy: lazyPage(() => import('../features/me/MePage')) },
                { path: '/403', element: <ForbiddenPage /> },
                { path: '/404', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: signedInRoutes() });
}
