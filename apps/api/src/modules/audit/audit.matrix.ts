import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/audit': { url: '/api/v1/audit?entity_type=users', forbiddenUrl: '/api/v1/audit?entity_type=users', grant: ['index', 'users'] },
  }),
};
