import { events } from '../../db/schema/index.ts';
import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const [row] = await ctx.database.db.insert(events).values({ name: 'Evento da matriz de uploads', slug: `matriz-uploads-${Date.now()}` }).returning({ id: events.id });
    return { uploadEventId: row!.id };
  },
  cases: ({ ids }) => ({
    'GET /api/v2/me/upload_params': { url: '/api/v2/me/upload_params?quantity=1', forbiddenUrl: '/api/v2/me/upload_params?quantity=1', grant: ['update', 'sponsors'] },
    'POST /api/v2/files/upload_links': { url: '/api/v2/files/upload_links', payload: { file_types: ['png'], event_id: ids.uploadEventId }, grant: ['update', 'events'] },
  }),
};
