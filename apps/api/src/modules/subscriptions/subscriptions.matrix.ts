import type { ModuleMatrix } from '../../test/matrix.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const f = await createEventFixture(ctx.database.db, 2);
    return { eventId: f.eventId, subId: f.subscriptionIds[0]! };
  },
  cases: ({ ids: { eventId, subId } }) => ({
    'GET /api/v1/events/:id/subscriptions': { url: `/api/v1/events/${eventId}/subscriptions`, grant: ['index', 'events'] },
    'GET /api/v1/events/:id/subscriptions/:subId': { url: `/api/v1/events/${eventId}/subscriptions/${subId}`, grant: ['index', 'events'] },
    'PUT /api/v1/events/:id/subscriptions/:subId': { url: `/api/v1/events/${eventId}/subscriptions/${subId}`, payload: {}, grant: ['update', 'events'] },
  }),
};
