import type { Scenario } from '../types.ts';

/**
 * Marketing and platform (issue 19). The header bell's unread count is asked by every open panel every 20 s
 * (decision 0076). '100 panels' keeps 100 connections open and sends 50 requests/s over them (each panel polling
 * every 2 s: ten times the real rate), open loop, target p95 ≤ 10 ms on PGlite; 'saturated' sends as fast as answered
 * on the run's connections (its capacity). The other lists are small tables.
 */
const marketing: Scenario = {
  name: 'marketing',
  description: 'notifications unread count (the bell: 100 panels, and saturated), notifications, banners and campaigns lists, settings, newsletter search',
  targets: ({ apiPrefix }) => [
    { name: 'unread count, 100 panels at 50 req/s', path: `${apiPrefix}/v2/notifications/unread_count`, connections: 100, overallRate: 50 },
    { name: 'unread count, saturated', path: `${apiPrefix}/v2/notifications/unread_count` },
    { name: 'notifications list', path: `${apiPrefix}/v2/notifications?per_page=20` },
    { name: 'notifications unread only', path: `${apiPrefix}/v2/notifications?per_page=6&unread=true` },
    { name: 'banners list', path: `${apiPrefix}/v1/banners?per_page=20` },
    { name: 'campaigns list', path: `${apiPrefix}/v2/campaigns?per_page=20` },
    { name: 'settings', path: `${apiPrefix}/v1/settings/1` },
    { name: 'newsletter subscribers searched ("silva")', path: `${apiPrefix}/v1/newsletter/subscribers?per_page=20&query=silva` },
  ],
};

export default marketing;
