import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  cases: ({ ownProfileId, otherProfileId }) => ({
    'GET /api/v1/profiles': { url: '/api/v1/profiles', grant: ['index', 'profiles'] },
    // Own profiles need no permission; someone else's needs index on profiles (checked in the handler).
    'GET /api/v1/profiles/:id': { url: `/api/v1/profiles/${ownProfileId}`, forbiddenUrl: `/api/v1/profiles/${otherProfileId}`, grant: ['index', 'profiles'] },
    'POST /api/v1/profiles': { url: '/api/v1/profiles', payload: {}, grant: ['create', 'profiles'] },
    'PUT /api/v1/profiles/:id': { url: `/api/v1/profiles/${ownProfileId}`, payload: {}, grant: ['update', 'profiles'] },
    'DELETE /api/v1/profiles/:id': { url: '/api/v1/profiles/999999', grant: ['destroy', 'profiles'] },
    'GET /api/v1/permissions/resources': { url: '/api/v1/permissions/resources', grant: ['index', 'profiles'] },
    'GET /api/v1/permissions/actions': { url: '/api/v1/permissions/actions?resource=events', grant: ['index', 'profiles'] },
  }),
};
