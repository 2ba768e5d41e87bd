import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v2/ongs': { url: '/api/v2/ongs', forbiddenUrl: '/api/v2/ongs', grant: ['index', 'ongs'] },
    'GET /api/v2/ongs/states': { url: '/api/v2/ongs/states' },
    'GET /api/v2/ongs/:id': { url: '/api/v2/ongs/999999', forbiddenUrl: '/api/v2/ongs/999999', grant: ['index', 'ongs'] },
    'GET /api/v2/ongs/:id/donations': { url: '/api/v2/ongs/999999/donations', grant: ['index', 'ongs'] },
    'GET /api/v1/report/ongs.csv': { url: '/api/v1/report/ongs.csv', grant: ['export', 'ongs'] },
    'POST /api/v2/ongs': { url: '/api/v2/ongs', payload: {}, grant: ['create', 'ongs'] },
    'PUT /api/v2/ongs/:id': { url: '/api/v2/ongs/999999', payload: {}, grant: ['update', 'ongs'] },
    'DELETE /api/v2/ongs/:id': { url: '/api/v2/ongs/999999', grant: ['destroy', 'ongs'] },
  }),
};
