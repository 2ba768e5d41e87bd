import type { ModuleMatrix } from '../../test/matrix.ts';

const body = { name: 'Equipe Matriz', team_attributes: {} };

export const matrix: ModuleMatrix = {
  cases: () => ({
    'GET /api/v1/teams': { url: '/api/v1/teams', grant: ['index', 'teams'] },
    'GET /api/v1/report/teams.csv': { url: '/api/v1/report/teams.csv', grant: ['export', 'teams'] },
    'GET /api/v1/teams/:id': { url: '/api/v1/teams/999999', grant: ['index', 'teams'] },
    'GET /api/v1/teams/:id/members': { url: '/api/v1/teams/999999/members', grant: ['index', 'teams'] },
    'POST /api/v1/teams': { url: '/api/v1/teams', payload: body, grant: ['create', 'teams'] },
    'PUT /api/v1/teams/:id': { url: '/api/v1/teams/999999', payload: { ...body, lock_version: 0 }, grant: ['update', 'teams'] },
    'DELETE /api/v1/teams/:id': { url: '/api/v1/teams/999999', grant: ['destroy', 'teams'] },
    'POST /api/v1/teams/:id/enable': { url: '/api/v1/teams/999999/enable', grant: ['enable', 'teams'] },
    'POST /api/v1/teams/:id/disable': { url: '/api/v1/teams/999999/disable', grant: ['disable', 'teams'] },
    'POST /api/v1/teams/:id/forgot_password': { url: '/api/v1/teams/999999/forgot_password', grant: ['update', 'teams'] },
  }),
};
