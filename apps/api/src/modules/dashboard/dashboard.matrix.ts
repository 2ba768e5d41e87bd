import type { ModuleMatrix } from '../../test/matrix.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => ({ eventId: (await createEventFixture(ctx.database.db, 2)).eventId }),
  cases: ({ ids: { eventId } }) => ({
    'GET /api/v1/events/:id/dashboard': { url: `/api/v1/events/${eventId}/dashboard`, grant: ['index', 'events'] },
    'GET /api/v1/events/:id/dashboard/subscriptions': { url: `/api/v1/events/${eventId}/dashboard/subscriptions`, grant: ['index', 'events'] },
    'GET /api/v1/events/:id/dashboard/:section': { url: `/api/v1/events/${eventId}/dashboard/genders`, grant: ['index', 'events'] },
  }),
};
