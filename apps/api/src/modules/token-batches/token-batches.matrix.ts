import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/token_batches': { url: '/api/v1/token_batches', grant: ['index', 'token_batches'] },
    'GET /api/v1/report/token_batches.csv': { url: '/api/v1/report/token_batches.csv', grant: ['export', 'token_batches'] },
    'POST /api/v1/token_batches': { url: '/api/v1/token_batches', payload: {}, grant: ['create', 'token_batches'] },
    'GET /api/v1/token_batches/:id': { url: '/api/v1/token_batches/999999', grant: ['index', 'token_batches'] },
    'GET /api/v1/token_batches/:id/tokens': { url: '/api/v1/token_batches/999999/tokens', grant: ['index', 'token_batches'] },
    'GET /api/v1/token_batches/:id/sheet': { url: '/api/v1/token_batches/999999/sheet', grant: ['index', 'token_batches'] },
    'GET /api/v1/tokens/total': { url: '/api/v1/tokens/total', grant: ['index', 'token_batches'] },
    'GET /api/v1/tokens/unavailables': { url: '/api/v1/tokens/unavailables', grant: ['index', 'token_batches'] },
  }),
};
