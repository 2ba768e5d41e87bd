import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/totem/stores': { url: '/api/v1/totem/stores', grant: ['index', 'stores'] },
    'GET /api/v1/stores': { url: '/api/v1/stores', grant: ['index', 'token_batches'] },
    'GET /api/v1/totem/stores/:id': { url: '/api/v1/totem/stores/999999', grant: ['index', 'stores'] },
    'POST /api/v1/totem/stores': { url: '/api/v1/totem/stores', payload: {}, grant: ['create', 'stores'] },
    'PUT /api/v1/totem/stores/:id': { url: '/api/v1/totem/stores/999999', payload: {}, grant: ['update', 'stores'] },
    'DELETE /api/v1/totem/stores/:id': { url: '/api/v1/totem/stores/999999', grant: ['destroy', 'stores'] },
  }),
};
