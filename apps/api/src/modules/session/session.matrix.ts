import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'POST /api/v2/session': { url: '/api/v2/session', payload: {} },
    'POST /api/v1/session/two_factor': { url: '/api/v1/session/two_factor', payload: {} },
    'POST /api/v1/session/refresh': { url: '/api/v1/session/refresh', payload: {} },
    'DELETE /api/v1/session': { url: '/api/v1/session' },
  }),
};
