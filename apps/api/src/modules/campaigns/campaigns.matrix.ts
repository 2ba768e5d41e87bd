import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v2/campaigns': { url: '/api/v2/campaigns', grant: ['index', 'campaigns'] },
    'GET /api/v2/campaigns/:id': { url: '/api/v2/campaigns/999999', grant: ['index', 'campaigns'] },
    'POST /api/v1/campaigns/': { url: '/api/v1/campaigns/', payload: { name: 'Campanha da matriz' }, grant: ['create', 'campaigns'] },
    'PUT /api/v1/campaigns/:id': { url: '/api/v1/campaigns/999999', payload: { finished: true, lock_version: 0 }, grant: ['update', 'campaigns'] },
  }),
};
