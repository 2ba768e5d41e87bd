import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/sponsor_types': { url: '/api/v1/sponsor_types' },
    'GET /api/v1/sponsors': { url: '/api/v1/sponsors', forbiddenUrl: '/api/v1/sponsors', grant: ['index', 'sponsors'] },
    'GET /api/v1/sponsors/:id': { url: '/api/v1/sponsors/999999', forbiddenUrl: '/api/v1/sponsors/999999', grant: ['index', 'sponsors'] },
    'GET /api/v1/sponsors/:id/events': { url: '/api/v1/sponsors/999999/events', grant: ['index', 'sponsors'] },
    'GET /api/v1/report/sponsors.csv': { url: '/api/v1/report/sponsors.csv', grant: ['export', 'sponsors'] },
    'POST /api/v1/sponsors': { url: '/api/v1/sponsors', payload: {}, grant: ['create', 'sponsors'] },
    'PUT /api/v1/sponsors/:id': { url: '/api/v1/sponsors/999999', payload: {}, grant: ['update', 'sponsors'] },
    'DELETE /api/v1/sponsors/:id': { url: '/api/v1/sponsors/999999', grant: ['destroy', 'sponsors'] },
  }),
};
