import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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

const PUBLIC_PAGES: Record<string, PageModule> = {
  '/sign_in': () => import('../features/auth/SignInPage'),
  '/2fa': () => import('../features/auth/TwoFactorPage'),
  '/forgot_password': () => import('../features/auth/ForgotPasswordPage'),
  '/reset-password': () => import('../features/auth/ResetPasswordPage'),
  '/reset_password': () => import('../features/auth/ResetPasswordPage'),
};

export function appRoutes(): RouteObject[] {
  const signedInPages: RouteObject[] = APP_ROUTES.map((path) => ({ path, lazy: signedInPage(path) }));

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
              errorElement: <RouteError />,
              children: [
                { index: true, element: <Navigate to="/admin" replace /> },
                { path: '/admin', lazy: lazyPage(() => import('./pages/AdminHome')) },
                { path: '/me', lazy: lazyPage(() => import('../features/me/MePage')) },
                { path: '/403', element: <ForbiddenPage /> },
                { path: '/404', element: <NotFoundPage /> },
                ...signedInPages,
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
  return createBrowserRouter(appRoutes());
}
