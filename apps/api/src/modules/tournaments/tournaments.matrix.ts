import type { ModuleMatrix } from '../../test/matrix.ts';

const T = '/api/v2/competition/tournaments';

export const matrix: ModuleMatrix = {
  cases: () => ({
    [`GET ${T}`]: { url: T, grant: ['index', 'tournaments'] },
    [`GET ${T}/:id`]: { url: `${T}/999999`, grant: ['index', 'tournaments'] },
    [`POST ${T}`]: { url: T, payload: {}, grant: ['create', 'tournaments'] },
    [`PUT ${T}/:id`]: { url: `${T}/999999`, payload: {}, grant: ['update', 'tournaments'] },
    [`POST ${T}/:id/enable`]: { url: `${T}/999999/enable`, grant: ['enable', 'tournaments'] },
    [`POST ${T}/:id/disable`]: { url: `${T}/999999/disable`, grant: ['disable', 'tournaments'] },
    [`GET ${T}/:id/categories`]: { url: `${T}/999999/categories`, grant: ['index', 'tournaments'] },
    [`GET ${T}/:id/modalities`]: { url: `${T}/999999/modalities`, grant: ['index', 'tournaments'] },
    [`GET ${T}/:id/subscriptions`]: { url: `${T}/999999/subscriptions`, grant: ['index', 'tournaments'] },
    [`GET ${T}/:id/subscriptions.csv`]: { url: `${T}/999999/subscriptions.csv`, grant: ['export', 'tournaments'] },
    'GET /api/v2/competition/event_types': { url: '/api/v2/competition/event_types', grant: ['index', 'tournaments'] },
    'POST /api/v2/competition/categories': { url: '/api/v2/competition/categories', payload: {}, grant: ['update', 'tournaments'] },
    'PUT /api/v2/competition/categories/:id': { url: '/api/v2/competition/categories/999999', payload: {}, grant: ['update', 'tournaments'] },
    'POST /api/v2/competition/modalities': { url: '/api/v2/competition/modalities', payload: {}, grant: ['update', 'tournaments'] },
    'PUT /api/v2/competition/modalities/:id': { url: '/api/v2/competition/modalities/999999', payload: {}, grant: ['update', 'tournaments'] },
    'POST /api/v2/competition/kits': { url: '/api/v2/competition/kits', payload: {}, grant: ['update', 'tournaments'] },
    'PUT /api/v2/competition/kits/:id': { url: '/api/v2/competition/kits/999999', payload: {}, grant: ['update', 'tournaments'] },
    'DELETE /api/v2/competition/kits/:id': { url: '/api/v2/competition/kits/999999', grant: ['update', 'tournaments'] },
    'POST /api/v2/competition/regulations': { url: '/api/v2/competition/regulations', payload: {}, grant: ['update', 'tournaments'] },
    'PUT /api/v2/competition/regulations': { url: '/api/v2/competition/regulations', payload: {}, grant: ['update', 'tournaments'] },
    [`POST ${T}/:id/beach_tennis/dry_run`]: { url: `${T}/999999/beach_tennis/dry_run`, payload: {}, grant: ['index', 'beach tennis'] },
    [`POST ${T}/:id/beach_tennis/import`]: { url: `${T}/999999/beach_tennis/import`, payload: {}, grant: ['create', 'beach tennis'] },
    [`GET ${T}/:id/beach_tennis/imports`]: { url: `${T}/999999/beach_tennis/imports`, grant: ['index', 'beach tennis'] },
    'POST /api/v2/reports/subscriptions': { url: '/api/v2/reports/subscriptions', payload: {}, grant: ['export', 'tournaments'] },
  }),
};
