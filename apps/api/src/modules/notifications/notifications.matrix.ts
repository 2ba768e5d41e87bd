import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v2/notifications': { url: '/api/v2/notifications', grant: ['index', 'notifications'] },
    'GET /api/v2/notifications/types': { url: '/api/v2/notifications/types', grant: ['index', 'notifications'] },
    'GET /api/v2/notifications/unread_count': { url: '/api/v2/notifications/unread_count', grant: ['index', 'notifications'] },
    'PATCH /api/v2/notifications/:id/read': { url: '/api/v2/notifications/999999/read', grant: ['update', 'notifications'] },
    'POST /api/v2/notifications/read_all': { url: '/api/v2/notifications/read_all', grant: ['update', 'notifications'] },
  }),
};
