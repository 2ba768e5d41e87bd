import { importJobs } from '../../db/schema/index.ts';
import type { ModuleMatrix } from '../../test/matrix.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const eventId = (await createEventFixture(ctx.database.db, 1)).eventId;
    const [job] = await ctx.database.db.insert(importJobs).values({ kind: 'results', eventId, status: 'failed' }).returning({ id: importJobs.id });
    return { eventId, importId: job!.id };
  },
  cases: ({ ids: { eventId, importId } }) => ({
    'POST /api/v1/events/:id/subscriptions/import_athlete_number_file': {
      url: `/api/v1/events/${eventId}/subscriptions/import_athlete_number_file`,
      payload: {},
      grant: ['import_athlete_number_file', 'events'],
    },
    'GET /api/v1/events/:id/imports/:importId': { url: `/api/v1/events/${eventId}/imports/${importId}`, grant: ['index', 'events'] },
    'POST /api/v1/events/:id/import_results': { url: `/api/v1/events/${eventId}/import_results`, payload: {}, grant: ['import_results', 'events'] },
    'GET /api/v1/events/:id/results': { url: `/api/v1/events/${eventId}/results`, grant: ['index', 'events'] },
    'GET /api/v1/events/:id/check_result_status': { url: `/api/v1/events/${eventId}/check_result_status`, grant: ['index', 'events'] },
    'PATCH /api/v1/events/:id/restart_import_results': { url: '/api/v1/events/999999/restart_import_results', grant: ['import_results', 'events'] },
    'POST /api/v1/events/:id/reenqueue_import_results': { url: '/api/v1/events/999999/reenqueue_import_results', grant: ['import_results', 'events'] },
    'DELETE /api/v1/events/:id/delete_results': { url: '/api/v1/events/999999/delete_results', grant: ['import_results', 'events'] },
  }),
};
