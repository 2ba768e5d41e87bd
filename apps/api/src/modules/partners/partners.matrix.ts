import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v2/partners': { url: '/api/v2/partners', grant: ['index', 'partners'] },
    'GET /api/v2/partners/:id': { url: '/api/v2/partners/999999', grant: ['index', 'partners'] },
    'GET /api/v1/partners/:id': { url: '/api/v1/partners/999999', grant: ['index', 'partners'] },
    'POST /api/v2/partners': { url: '/api/v2/partners', payload: {}, grant: ['create', 'partners'] },
    'PUT /api/v2/partners/:id': { url: '/api/v2/partners/999999', payload: {}, grant: ['update', 'partners'] },
    'DELETE /api/v2/partners/:id': { url: '/api/v2/partners/999999', grant: ['destroy', 'partners'] },
    'GET /api/v2/partner_historical': { url: '/api/v2/partner_historical', grant: ['index', 'partners'] },
    'GET /api/v1/report/partner_historical.csv': { url: '/api/v1/report/partner_historical.csv', grant: ['export', 'partners'] },
  }),
};
