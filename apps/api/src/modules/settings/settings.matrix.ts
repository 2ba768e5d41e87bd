import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/settings/:id': { url: '/api/v1/settings/1', grant: ['index', 'settings'] },
    'PUT /api/v1/settings/:id': {
      url: '/api/v1/settings/1',
      payload: { site_name: 'Plataforma', default_convenience_fee: 0, max_installments: 12, min_installment_amount: 5, maintenance_mode: false, lock_version: 999 },
      grant: ['update', 'settings'],
    },
  }),
};
