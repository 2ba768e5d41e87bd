import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/extras': { url: '/api/v1/extras', forbiddenUrl: '/api/v1/extras', grant: ['index', 'extras'] },
    'GET /api/v1/extras/:id': { url: '/api/v1/extras/999999', forbiddenUrl: '/api/v1/extras/999999', grant: ['index', 'extras'] },
    'GET /api/v1/report/extras.csv': { url: '/api/v1/report/extras.csv', grant: ['export', 'extras'] },
    'POST /api/v1/extras': { url: '/api/v1/extras', payload: {}, grant: ['create', 'extras'] },
    'PUT /api/v1/extras/:id': { url: '/api/v1/extras/999999', payload: {}, grant: ['update', 'extras'] },
    'DELETE /api/v1/extras/:id': { url: '/api/v1/extras/999999', grant: ['destroy', 'extras'] },
    'POST /api/v1/extras/:id/restore': { url: '/api/v1/extras/999999/restore', grant: ['restore', 'extras'] },
  }),
};
