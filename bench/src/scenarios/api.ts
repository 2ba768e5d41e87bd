import type { Scenario } from '../types.ts';

/** The platform's own cost: a paged list with its exact count, and the signed-in user (auth query only). */
const api: Scenario = {
  name: 'api',
  description: 'GET /v1/users?per_page=20 and GET /v1/me, signed in as the demo admin',
  targets: ({ apiPrefix }) => [
    { name: 'users list', path: `${apiPrefix}/v1/users?per_page=20` },
    { name: 'me', path: `${apiPrefix}/v1/me` },
  ],
};

export default api;
