import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import auditRoutes from './audit/audit.routes.ts';
import dashboardRoutes from './dashboard/dashboard.routes.ts';
import eventGroupsRoutes from './event-groups/event-groups.routes.ts';
import eventsRoutes from './events/events.routes.ts';
import extrasRoutes from './extras/extras.routes.ts';
import importsRoutes from './imports/imports.routes.ts';
import meRoutes from './me/me.routes.ts';
import modalitiesRoutes from './modalities/modalities.routes.ts';
import newsletterRoutes from './newsletter/newsletter.routes.ts';
import ongsRoutes from './ongs/ongs.routes.ts';
import profilesRoutes from './profiles/profiles.routes.ts';
import referenceRoutes from './reference/reference.routes.ts';
import reportsRoutes from './reports/reports.routes.ts';
import sessionRoutes from './session/session.routes.ts';
import sponsorsRoutes from './sponsors/sponsors.routes.ts';
import subscriptionsRoutes from './subscriptions/subscriptions.routes.ts';
import uploadsRoutes from './uploads/uploads.routes.ts';
import usersRoutes from './users/users.routes.ts';
import { deskFreshness } from './withdraw-kits/desk-freshness.ts';
import withdrawKitsRoutes from './withdraw-kits/withdraw-kits.routes.ts';

// imports, area: commerce (issue 14: orders, coupons, reservations, orders report)
import ordersRoutes from './orders/orders.routes.ts';
import reservationsRoutes from './reservations/reservations.routes.ts';
import couponsRoutes from './coupons/coupons.routes.ts';

// imports, area: finance (issue 15: sales and tax reports)
import financeRoutes from './finance/finance.routes.ts';

// imports, area: tournaments (issue 16: tournaments, beach-tennis import)
import tournamentsRoutes from './tournaments/tournaments.routes.ts';

// imports, area: trainers (issue 17: trainers)
import trainersRoutes from './trainers/trainers.routes.ts';

// imports, area: customers (issue 18: customer users (tf-users), teams)
import customersRoutes from './customers/customers.routes.ts';
import teamsRoutes from './teams/teams.routes.ts';

// imports, area: marketing (issue 19: banners, campaigns, notifications, settings)
import bannersRoutes from './banners/banners.routes.ts';
import campaignsRoutes from './campaigns/campaigns.routes.ts';
import notificationsRoutes from './notifications/notifications.routes.ts';
import settingsRoutes from './settings/settings.routes.ts';

// imports, area: partners (issue 20: partners, stores, token batches)
import partnersRoutes from './partners/partners.routes.ts';
import storesRoutes from './stores/stores.routes.ts';
import tokenBatchesRoutes from './token-batches/token-batches.routes.ts';



/**
 * The API's areas, in one place: adding an area is one line here (apps/api/README.md, "Adding an area").
 * `hooks` are plugins that reach the whole API scope (fastify-plugin), owned by the module they serve.
 */
export const API_MODULES: readonly { name: string; routes: FastifyPluginAsyncZod; hooks?: FastifyPluginAsync[] }[] = [
  { name: 'session', routes: sessionRoutes },
  { name: 'me', routes: meRoutes },
  { name: 'users', routes: usersRoutes },
  { name: 'profiles', routes: profilesRoutes },
  { name: 'audit', routes: auditRoutes },
  { name: 'withdraw-kits', routes: withdrawKitsRoutes, hooks: [deskFreshness] },
  { name: 'modalities', routes: modalitiesRoutes },
  { name: 'extras', routes: extrasRoutes },
  { name: 'sponsors', routes: sponsorsRoutes },
  { name: 'ongs', routes: ongsRoutes },
  { name: 'event-groups', routes: eventGroupsRoutes },
  { name: 'newsletter', routes: newsletterRoutes },
  { name: 'subscriptions', routes: subscriptionsRoutes },
  { name: 'dashboard', routes: dashboardRoutes },
  { name: 'reports', routes: reportsRoutes },
  { name: 'imports', routes: importsRoutes },
  { name: 'uploads', routes: uploadsRoutes },
  { name: 'events', routes: eventsRoutes },
  { name: 'reference', routes: referenceRoutes },

  // modules, area: commerce (issue 14: orders, coupons, reservations, orders report)
  { name: 'orders', routes: ordersRoutes },
  { name: 'reservations', routes: reservationsRoutes },
  { name: 'coupons', routes: couponsRoutes },

  // modules, area: finance (issue 15: sales and tax reports)
  { name: 'finance', routes: financeRoutes },

  // modules, area: tournaments (issue 16: tournaments, beach-tennis import)
  { name: 'tournaments', routes: tournamentsRoutes },

  // modules, area: trainers (issue 17: trainers)
  { name: 'trainers', routes: trainersRoutes },

  // modules, area: customers (issue 18: customer users (tf-users), teams)
  { name: 'customers', routes: customersRoutes },
  { name: 'teams', routes: teamsRoutes },

  // modules, area: marketing (issue 19: banners, campaigns, notifications, settings)
  { name: 'banners', routes: bannersRoutes },
  { name: 'campaigns', routes: campaignsRoutes },
  { name: 'notifications', routes: notificationsRoutes },
  { name: 'settings', routes: settingsRoutes },

  // modules, area: partners (issue 20: partners, stores, token batches)
  { name: 'partners', routes: partnersRoutes },
  { name: 'stores', routes: storesRoutes },
  { name: 'token-batches', routes: tokenBatchesRoutes },
];
