import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/cities/states': { url: '/api/v1/cities/states' },
    'GET /api/v1/cities': { url: '/api/v1/cities?state=SP' },
    'GET /api/v1/countries': { url: '/api/v1/countries' },
  }),
};
