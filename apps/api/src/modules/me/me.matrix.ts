import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/me': { url: '/api/v1/me' },
    'POST /api/v1/me/two_factor': { url: '/api/v1/me/two_factor' },
    'POST /api/v1/me/two_factor/confirm': { url: '/api/v1/me/two_factor/confirm', payload: {} },
    'DELETE /api/v1/me/two_factor': { url: '/api/v1/me/two_factor', payload: {} },
    'POST /api/v1/me/forgot_password': { url: '/api/v1/me/forgot_password', payload: {} },
    'POST /api/v1/me/reset_password': { url: '/api/v1/me/reset_password', payload: {} },
  }),
};
