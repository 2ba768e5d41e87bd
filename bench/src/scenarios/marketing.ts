import type { Scenario } from '../types.ts';

/**
 * Marketing and platform (issue 19). The header bell's unread count is asked by every open panel every 20 s
 * (decision 0076): run this scenario with `--connections 100` to see 100 panels polling at once (target p95 ≤ 10 ms
 * on PGlite). The other lists are small tables (banners, campaigns, a staff member's notifications).
 */
const marketing: Scenario = {
  name: 'marketing',
  description: 'notifications unread count (the bell; run with --connections 100), notifications, banners and campaigns lists, settings',
  targets: ({ apiPrefix }) => [
    { name: 'notifications unread count (bell poll)', path: `${apiPrefix}/v2/notifications/unread_count` },
    { name: 'notifications list', path: `${apiPrefix}/v2/notifications?per_page=20` },
    { name: 'notifications unread only', path: `${apiPrefix}/v2/notifications?per_page=6&unread=true` },
    { name: 'banners list', path: `${apiPrefix}/v1/banners?per_page=20` },
    { name: 'campaigns list', path: `${apiPrefix}/v2/campaigns?per_page=20` },
    { name: 'settings', path: `${apiPrefix}/v1/settings/1` },
  ],
};

export default marketing;
