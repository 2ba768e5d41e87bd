import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/newsletter/subscribers': { url: '/api/v1/newsletter/subscribers', grant: ['index', 'newsletter'] },
    'GET /api/v1/report/newsletter_subscribers.csv': { url: '/api/v1/report/newsletter_subscribers.csv', grant: ['export', 'newsletter'] },
    'POST /api/v1/newsletter/subscribers/:id/enable': { url: '/api/v1/newsletter/subscribers/999999/enable', grant: ['enable', 'newsletter'] },
    'POST /api/v1/newsletter/subscribers/:id/disable': { url: '/api/v1/newsletter/subscribers/999999/disable', grant: ['disable', 'newsletter'] },
  }),
};
