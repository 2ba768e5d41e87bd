import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: ({ targetUserId: id }) => ({
    'GET /api/v1/users': { url: '/api/v1/users', grant: ['index', 'users'] },
    'GET /api/v1/users/:id': { url: `/api/v1/users/${id}`, grant: ['index', 'users'] },
    'POST /api/v1/users': { url: '/api/v1/users', payload: {}, grant: ['create', 'users'] },
    'PUT /api/v1/users/:id': { url: `/api/v1/users/${id}`, payload: {}, grant: ['update', 'users'] },
    'POST /api/v1/users/:id/enable': { url: `/api/v1/users/${id}/enable`, grant: ['enable', 'users'] },
    'POST /api/v1/users/:id/disable': { url: `/api/v1/users/${id}/disable`, grant: ['disable', 'users'] },
    'POST /api/v1/users/:id/invite': { url: `/api/v1/users/${id}/invite`, grant: ['invite', 'users'] },
    'POST /api/v1/users/:id/disable_two_factor': { url: `/api/v1/users/${id}/disable_two_factor`, grant: ['disable_two_factor', 'users'] },
    'DELETE /api/v1/users/:id': { url: '/api/v1/users/999999', grant: ['destroy', 'users'] },
  }),
};
