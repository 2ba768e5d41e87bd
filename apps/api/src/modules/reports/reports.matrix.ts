import { reportFiles } from '../../db/schema/index.ts';
import type { ModuleMatrix } from '../../test/matrix.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const eventId = (await createEventFixture(ctx.database.db, 1)).eventId;
    const [report] = await ctx.database.db.insert(reportFiles).values({ reportType: 'subscriptions', eventId, status: 'failed' }).returning({ id: reportFiles.id });
    return { eventId, reportId: report!.id };
  },
  cases: ({ ids: { eventId, reportId } }) => ({
    'POST /api/v1/report/events/:id/event_results': { url: `/api/v1/report/events/${eventId}/event_results`, grant: ['export', 'events'] },
    'POST /api/v1/report/events/:id/:type': { url: `/api/v1/report/events/${eventId}/subscriptions`, grant: ['export', 'events'] },
    'GET /api/v1/report/reports': {
      url: '/api/v1/report/reports?report_type=subscriptions',
      forbiddenUrl: '/api/v1/report/reports?report_type=subscriptions',
      grant: ['export', 'events'],
    },
    'GET /api/v1/reports/:id/url': { url: `/api/v1/reports/${reportId}/url`, forbiddenUrl: `/api/v1/reports/${reportId}/url`, grant: ['export', 'events'] },
    'GET /api/v1/reports/:id/file': { url: `/api/v1/reports/00000000-0000-4000-8000-000000000000/file?expires=1&signature=${'0'.repeat(64)}` },
    'POST /api/v1/report/reports/:id/reenqueue': {
      url: '/api/v1/report/reports/999999/reenqueue',
      forbiddenUrl: `/api/v1/report/reports/${reportId}/reenqueue`,
      grant: ['export', 'events'],
    },
    'GET /api/v1/report/events/:id/subscriptions': { url: `/api/v1/report/events/${eventId}/subscriptions`, grant: ['export', 'events'] },
  }),
};
