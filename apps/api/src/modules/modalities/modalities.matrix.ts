import type { ModuleMatrix } from '../../test/matrix.ts';

// The list and single reads are SIGNED_IN with a handler check (modalities or events read access): forbiddenUrl.
export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/modality_types': { url: '/api/v1/modality_types' },
    'GET /api/v1/modalities': { url: '/api/v1/modalities', forbiddenUrl: '/api/v1/modalities', grant: ['index', 'modalities'] },
    'GET /api/v1/modalities/:id': { url: '/api/v1/modalities/999999', forbiddenUrl: '/api/v1/modalities/999999', grant: ['index', 'modalities'] },
    'GET /api/v1/report/modalities.csv': { url: '/api/v1/report/modalities.csv', grant: ['export', 'modalities'] },
    'POST /api/v1/modalities': { url: '/api/v1/modalities', payload: {}, grant: ['create', 'modalities'] },
    'PUT /api/v1/modalities/:id': { url: '/api/v1/modalities/999999', payload: {}, grant: ['update', 'modalities'] },
    'DELETE /api/v1/modalities/:id': { url: '/api/v1/modalities/999999', grant: ['destroy', 'modalities'] },
    'POST /api/v1/modalities/:id/restore': { url: '/api/v1/modalities/999999/restore', grant: ['restore', 'modalities'] },
  }),
};
