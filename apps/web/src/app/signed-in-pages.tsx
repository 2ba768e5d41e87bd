import type { ComponentType, ReactElement } from 'react';
import { lazyPage } from '../lib/lazy-page';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { pageTitle, sectionHome } from './route-table';

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
  '/coupons/list': () => import('../features/coupons/CouponsListPage'),
  '/coupons/new': () => import('../features/coupons/CouponNewPage'),
  '/coupons/coupon-report': () => import('../features/coupons/CouponReportPage'),
  '/coupons/:id/edit': () => import('../features/coupons/CouponEditPage'),
  '/coupons/:id/show': () => import('../features/coupons/CouponShowPage'),
  '/coupons/:id/coupon_codes/:codeId/show': () => import('../features/coupons/CouponCodeShowPage'),
  '/coupons/:id/coupon_codes/:codeId/orders/:orderId/show': () => import('../features/coupons/CouponCodeOrderShowPage'),

  // pages, area: finance (issue 15: sales and tax reports)
  '/sales-report/list': () => import('../features/finance/SalesReportPage'),
  '/sales-report/:id/show': () => import('../features/finance/SalesReportPage'),
  '/tax-report/list': () => import('../features/finance/TaxReportListPage'),
  '/tax-report/:id/show': () => import('../features/finance/TaxReportShowPage'),
  '/tax-report/:id/report': () => import('../features/finance/TaxReportOrdersPage'),

  // pages, area: tournaments (issue 16: tournaments, beach-tennis import)
  '/tournaments/list': () => import('../features/tournaments/TournamentsListPage'),
  '/tournaments/new': () => import('../features/tournaments/TournamentNewPage'),
  '/tournaments/:id/edit': () => import('../features/tournaments/TournamentEditPage'),
  '/tournaments/:id/show': () => import('../features/tournaments/TournamentShowPage'),
  '/tournaments/:id/subscriptions': () => import('../features/tournaments/TournamentSubscriptionsPage'),
  '/tournaments/subscriptions-report': () => import('../features/tournaments/TournamentsReportPage'),
  '/beach-tennis/import': () => import('../features/tournaments/BeachTennisImportPage'),

  // pages, area: trainers (issue 17: trainers)
  '/trainer/list': () => import('../features/trainers/TrainersListPage'),
  '/trainer/events/list': () => import('../features/trainers/TrainerEventsListPage'),
  '/trainer/withdraw/list': () => import('../features/trainers/WithdrawListPage'),
  '/trainer/:id/show': () => import('../features/trainers/TrainerShowPage'),
  '/trainer/:id/edit': () => import('../features/trainers/TrainerEditPage'),
  '/trainer/:id/finance': () => import('../features/trainers/TrainerFinancePage'),
  '/trainer/:id/justifications': () => import('../features/trainers/TrainerJustificationsPage'),
  '/trainer/:id/events/:activityId/show': () => import('../features/trainers/ActivityShowPage'),
  '/trainer/:id/events/:activityId/edit': () => import('../features/trainers/ActivityEditPage'),
  '/trainer/:id/events/:activityId/subscriptions/list': () => import('../features/trainers/ActivitySubscriptionsListPage'),
  '/trainer/:id/events/:activityId/subscriptions/report': () => import('../features/trainers/ActivitySubscriptionsReportPage'),
  '/trainer/:id/events/:activityId/subscriptions/:subscriptionId/show': () => import('../features/trainers/ActivitySubscriptionShowPage'),

  // pages, area: customers (issue 18: customer users (tf-users), teams)
  '/tf-users/list': () => import('../features/customers/CustomerUsersListPage'),
  '/tf-users/report-list': () => import('../features/customers/CustomerUsersReportPage'),
  '/tf-users/:id/show': () => import('../features/customers/CustomerUserShowPage'),
  '/tf-users/:id/edit': () => import('../features/customers/CustomerUserEditPage'),
  '/teams/list': () => import('../features/customers/TeamsListPage'),
  '/teams/new': () => import('../features/customers/TeamNewPage'),
  '/teams/:id/show': () => import('../features/customers/TeamShowPage'),
  '/teams/:id/edit': () => import('../features/customers/TeamEditPage'),

  // pages, area: marketing (issue 19: banners, campaigns, notifications, settings)
  '/banners/list': () => import('../features/marketing/banners/BannersListPage'),
  '/banners/new': () => import('../features/marketing/banners/BannerNewPage'),
  '/banners/:id/edit': () => import('../features/marketing/banners/BannerEditPage'),
  '/banners/:id/show': () => import('../features/marketing/banners/BannerShowPage'),
  '/settings/show': () => import('../features/marketing/settings/SettingsShowPage'),
  '/campaigns': () => import('../features/marketing/campaigns/CampaignsListPage'),
  '/notifications': () => import('../features/marketing/notifications/NotificationsPage'),
  '/campaigns/new': () => import('../features/marketing/campaigns/CampaignNewPage'),
  '/campaigns/new/:id': () => import('../features/marketing/campaigns/CampaignNewPage'),
  '/campaigns/:id/edit': () => import('../features/marketing/campaigns/CampaignEditPage'),
  '/campaigns/:id/show': () => import('../features/marketing/campaigns/CampaignShowPage'),
  '/settings/edit': () => import('../features/marketing/settings/SettingsEditPage'),

  // pages, area: partners (issue 20: partners, stores, token batches)
  '/partners/porto-bank': () => import('../features/partners/PortoBankPage'),
  '/partners/porto-bank/history': () => import('../features/partners/PortoBankHistoryPage'),
  '/partners/santander/show': () => import('../features/partners/SantanderShowPage'),
  '/partners/santander/edit': () => import('../features/partners/SantanderEditPage'),
  '/stores/list': () => import('../features/stores/StoresListPage'),
  '/stores/new': () => import('../features/stores/StoreNewPage'),
  '/stores/:id/edit': () => import('../features/stores/StoreEditPage'),
  '/stores/:id/show': () => import('../features/stores/StoreShowPage'),
  '/token_batches/list': () => import('../features/stores/TokenBatchesListPage'),
  '/token_batches/:id/show': () => import('../features/stores/TokenBatchShowPage'),
};

/** What a signed-in route renders (router.tsx loads this module lazily): its page, or the 'Em construção' placeholder. */
export async function pageRoute(path: string): Promise<{ Component: ComponentType } | { element: ReactElement }> {
  const built = BUILT_PAGES[path];
  if (built) return lazyPage(built)();
  return { element: <PlaceholderPage key={path} title={pageTitle(path)} backTo={sectionHome(path) === path ? '/admin' : sectionHome(path)} /> };
}
