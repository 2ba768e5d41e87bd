import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/event_groups': { url: '/api/v1/event_groups', grant: ['index', 'event groups'] },
    'GET /api/v1/event_groups/:id': { url: '/api/v1/event_groups/999999', grant: ['index', 'event groups'] },
    'GET /api/v1/report/event_groups.csv': { url: '/api/v1/report/event_groups.csv', grant: ['export', 'event groups'] },
    'POST /api/v1/event_groups': { url: '/api/v1/event_groups', payload: {}, grant: ['create', 'event groups'] },
    'PUT /api/v1/event_groups/:id': { url: '/api/v1/event_groups/999999', payload: {}, grant: ['update', 'event groups'] },
    'DELETE /api/v1/event_groups/:id': { url: '/api/v1/event_groups/999999', grant: ['destroy', 'event groups'] },
  }),
};
