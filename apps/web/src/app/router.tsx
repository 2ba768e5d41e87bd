import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageState';
import { lazyPage } from '../lib/lazy-page';
import { PublicLayout } from './layouts/PublicLayout';
import { ForbiddenPage, NotFoundPage } from './pages/StatusPages';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { RouteError } from './pages/RouteError';
import { APP_ROUTES, pageTitle, sectionHome } from './route-table';

type PageModule = () => Promise<{ default: ComponentType }>;

/** The §2 routes that have a real screen (each module default-exports its page). Add new areas here. */
const BUILT_PAGES: Record<string, PageModule> = {
  '/modalities/list': () => import('../features/modalities/ModalitiesListPage'),
  '/modalities/delete_list': () => import('../features/modalities/ModalitiesDeletedPage'),
  '/extras/list': () => import('../features/extras/ExtrasListPage'),
  '/extras/delete_list': () => import('../features/extras/ExtrasDeletedPage'),
  '/extras/new': () => import('../features/extras/ExtraNewPage'),
  '/extras/:id/edit': () => import('../features/extras/ExtraEditPage'),
  '/extras/:id/show': () => import('../features/extras/ExtraShowPage'),
  '/sponsors/list': () => import('../features/sponsors/SponsorsListPage'),
  '/sponsors/new': () => import('../features/sponsors/SponsorNewPage'),
  '/sponsors/:id/edit': () => import('../features/sponsors/SponsorEditPage'),
  '/sponsors/:id/show': () => import('../features/sponsors/SponsorShowPage'),
  '/ongs/list': () => import('../features/ongs/OngsListPage'),
  '/ongs/new': () => import('../features/ongs/OngNewPage'),
  '/ongs/:id/edit': () => import('../features/ongs/OngEditPage'),
  '/ongs/:id/show': () => import('../features/ongs/OngShowPage'),
  '/event-groups/list': () => import('../features/event-groups/EventGroupsListPage'),
  '/event-groups/new': () => import('../features/event-groups/EventGroupNewPage'),
  '/event-groups/:id/edit': () => import('../features/event-groups/EventGroupEditPage'),
  '/event-groups/:id/show': () => import('../features/event-groups/EventGroupShowPage'),
  '/newsletter/list': () => import('../features/newsletter/NewsletterListPage'),
  '/withdraw_kits/events': () => import('../features/withdraw-kits/WithdrawEventsListPage'),
  '/withdraw_kits/events/:id': () => import('../features/withdraw-kits/WithdrawDeskPage'),
  '/withdraw_kits/events/:id/subscriptions/:subscriptionId/show': () => import('../features/withdraw-kits/WithdrawSubscriptionShowPage'),
  '/withdraw_kits/events/:id/subscriptions/:subscriptionId/edit': () => import('../features/withdraw-kits/WithdrawSubscriptionEditPage'),
  '/users/list': () => import('../features/users/UsersListPage'),
  '/users/new': () => import('../features/users/UserNewPage'),
  '/users/:id/edit': () => import('../features/users/UserEditPage'),
  '/users/:id/show': () => import('../features/users/UserShowPage'),
  '/profiles/list': () => import('../features/profiles/ProfilesListPage'),
  '/profiles/new': () => import('../features/profiles/ProfileNewPage'),
  '/profiles/:id/edit': () => import('../features/profiles/ProfileEditPage'),
  '/profiles/:id/show': () => import('../features/profiles/ProfileShowPage'),
  '/events/list': () => import('../features/events/EventsListPage'),
  '/events/new': () => import('../features/events/EventNewPage'),
  '/events/:id/edit': () => import('../features/events/EventEditPage'),
  '/events/:id/show': () => import('../features/events/EventShowPage'),
  '/events/:id/finish': () => import('../features/events/EventFinishPage'),
  '/events/:id/subscriptions': () => import('../features/subscriptions/SubscriptionsListPage'),
  '/events/:id/subscriptions/:subscriptionId/show': () => import('../features/subscriptions/SubscriptionShowPage'),
  '/events/:id/subscriptions/:subscriptionId/edit': () => import('../features/subscriptions/SubscriptionEditPage'),
  '/events/:id/dashboard': () => import('../features/subscriptions/EventDashboardPage'),
  '/events/:id/import': () => import('../features/subscriptions/EventImportPage'),
  '/events/results-report': () => import('../features/subscriptions/ResultsReportPage'),
  '/events/subscriptions-report': () => import('../features/subscriptions/SubscriptionsReportPage'),

  // pages, area: commerce (issue 14: orders, coupons, reservations, orders report)
  '/orders/list': () => import('../features/orders/OrdersListPage'),
  '/orders/:id/show': () => import('../features/orders/OrderShowPage'),
  '/orders-report/list': () => import('../features/orders/OrdersReportPage'),
  '/reservations/list': () => import('../features/reservations/ReservationsListPage'),
  '/reservations/:id/show': () => import('../features/reservations/ReservationShowPage'),

  // pages, area: finance (issue 15: sales and tax reports)

  // pages, area: tournaments (issue 16: tournaments, beach-tennis import)

  // pages, area: trainers (issue 17: trainers)

  // pages, area: customers (issue 18: customer users (tf-users), teams)

  // pages, area: marketing (issue 19: banners, campaigns, notifications, settings)

  // pages, area: partners (issue 20: partners, stores, token batches)
};

const PUBLIC_PAGES: Record<string, PageModule> = {
  '/sign_in': () => import('../features/auth/SignInPage'),
  '/2fa': () => import('../features/auth/TwoFactorPage'),
  '/forgot_password': () => import('../features/auth/ForgotPasswordPage'),
  '/reset-password': () => import('../features/auth/ResetPasswordPage'),
  '/reset_password': () => import('../features/auth/ResetPasswordPage'),
};

export function appRoutes(): RouteObject[] {
  const signedInPages: RouteObject[] = APP_ROUTES.map((path) => {
    const built = BUILT_PAGES[path];
    return built
      ? { path, lazy: lazyPage(built) }
      : { path, element: <PlaceholderPage key={path} title={pageTitle(path)} backTo={sectionHome(path) === path ? '/admin' : sectionHome(path)} /> };
  });

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
