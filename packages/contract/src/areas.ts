import type { Resource } from './permissions.ts';

/**
 * One spelling per area. History gave each area several names — 'event groups' (permission and audit trail),
 * `/v1/event_groups` (API), `/event-groups` (pages) — so code never spells them by hand: it reads them here.
 * - `resource`: the §6 permission resource; `api`: the API collection path (§7); `pages`: the panel's path prefix (§2);
 * - `audit`: the audit trail's entity type — always the resource, because reading a history asks `index` on it.
 */
export const AREAS = {
  users: { resource: 'users', api: '/v1/users', pages: '/users', audit: 'users' },
  profiles: { resource: 'profiles', api: '/v1/profiles', pages: '/profiles', audit: 'profiles' },
  events: { resource: 'events', api: '/v1/events', pages: '/events', audit: 'events' },
  modalities: { resource: 'modalities', api: '/v1/modalities', pages: '/modalities', audit: 'modalities' },
  extras: { resource: 'extras', api: '/v1/extras', pages: '/extras', audit: 'extras' },
  sponsors: { resource: 'sponsors', api: '/v1/sponsors', pages: '/sponsors', audit: 'sponsors' },
  ongs: { resource: 'ongs', api: '/v2/ongs', pages: '/ongs', audit: 'ongs' },
  eventGroups: { resource: 'event groups', api: '/v1/event_groups', pages: '/event-groups', audit: 'event groups' },
  withdrawKits: { resource: 'withdraw_kits', api: '/v1/withdraw_kits', pages: '/withdraw_kits', audit: 'withdraw_kits' },
  newsletter: { resource: 'newsletter', api: '/v1/newsletter/subscribers', pages: '/newsletter', audit: 'newsletter' },

  // spellings, area: commerce (issue 14: orders, coupons, reservations, orders report)
  orders: { resource: 'orders', api: '/v1/orders', pages: '/orders', audit: 'orders' },
  reservations: { resource: 'reservations', api: '/v1/reservations', pages: '/reservations', audit: 'reservations' },
  coupons: { resource: 'coupons', api: '/v1/coupons', pages: '/coupons', audit: 'coupons' },

  // spellings, area: finance (issue 15: sales and tax reports)
  salesReport: { resource: 'sales report', api: '/v1/sales_report', pages: '/sales-report', audit: 'sales report' },
  taxReport: { resource: 'tax report', api: '/v1/tax_report', pages: '/tax-report', audit: 'tax report' },

  // spellings, area: tournaments (issue 16: tournaments, beach-tennis import)
  tournaments: { resource: 'tournaments', api: '/v2/competition/tournaments', pages: '/tournaments', audit: 'tournaments' },

  // spellings, area: trainers (issue 17: trainers)
  trainers: { resource: 'trainer', api: '/v3/trainer/users', pages: '/trainer', audit: 'trainer' },

  // spellings, area: customers (issue 18: customer users (tf-users), teams)
  customerUsers: { resource: 'tf users', api: '/v1/customer/users', pages: '/tf-users', audit: 'tf users' },
  teams: { resource: 'teams', api: '/v1/teams', pages: '/teams', audit: 'teams' },

  // spellings, area: marketing (issue 19: banners, campaigns, notifications, settings)
  banners: { resource: 'banners', api: '/v1/banners', pages: '/banners', audit: 'banners' },
  campaigns: { resource: 'campaigns', api: '/v2/campaigns', pages: '/campaigns', audit: 'campaigns' },
  notifications: { resource: 'notifications', api: '/v2/notifications', pages: '/notifications', audit: 'notifications' },
  settings: { resource: 'settings', api: '/v1/settings', pages: '/settings', audit: 'settings' },

  // spellings, area: partners (issue 20: partners, stores, token batches)
  partners: { resource: 'partners', api: '/v2/partners', pages: '/partners', audit: 'partners' },
  stores: { resource: 'stores', api: '/v1/totem/stores', pages: '/stores', audit: 'stores' },
  tokenBatches: { resource: 'token_batches', api: '/v1/token_batches', pages: '/token_batches', audit: 'token_batches' },
} as const satisfies Record<string, { resource: Resource; api: string; pages: string; audit: Resource }>;

export type Area = keyof typeof AREAS;
