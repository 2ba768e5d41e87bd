import { eventModalities, events, modalities } from '../../db/schema/index.ts';
import type { ModuleMatrix } from '../../test/matrix.ts';

export const matrix: ModuleMatrix = {
  setup: async ({ ctx }) => {
    const db = ctx.database.db;
    const [event] = await db.insert(events).values({ name: 'Evento da matriz', slug: `evento-matriz-${Date.now()}`, online: true, onlineUrl: 'https://exemplo.com' }).returning({ id: events.id });
    const [modality] = await db.insert(modalities).values({ name: 'Modalidade da matriz' }).returning({ id: modalities.id });
    const [em] = await db.insert(eventModalities).values({ eventId: event!.id, modalityId: modality!.id }).returning({ id: eventModalities.id });
    return { matrixEventId: event!.id, matrixEventModalityId: em!.id };
  },
  cases: ({ ids }) => {
    const id = ids.matrixEventId;
    const grant = (action: string): [string, string] => [action, 'events'];
    return {
      'GET /api/v1/events': { url: '/api/v1/events', grant: grant('index') },
      'GET /api/v1/events/:id': { url: `/api/v1/events/${id}`, grant: grant('index') },
      'POST /api/v1/events': { url: '/api/v1/events', payload: {}, grant: grant('create') },
      'PUT /api/v1/events/:id': { url: `/api/v1/events/${id}`, payload: {}, grant: grant('update') },
      'DELETE /api/v1/events/:id': { url: '/api/v1/events/999999', grant: grant('destroy') },
      'POST /api/v1/events/:id/duplicate': { url: '/api/v1/events/999999/duplicate', grant: grant('duplicate') },
      'POST /api/v1/events/:id/finish': { url: '/api/v1/events/999999/finish', payload: {}, grant: grant('finish') },
      'POST /api/v1/events/:id/enable': { url: `/api/v1/events/${id}/enable`, grant: grant('enable') },
      'POST /api/v1/events/:id/disable': { url: `/api/v1/events/${id}/disable`, grant: grant('disable') },
      'POST /api/v1/events/:id/disable_subscriptions': { url: `/api/v1/events/${id}/disable_subscriptions`, grant: grant('disable_subscriptions') },
      'POST /api/v1/events/:id/enable_subscriptions': { url: `/api/v1/events/${id}/enable_subscriptions`, grant: grant('enable_subscriptions') },
      'POST /api/v1/events/:id/event_modalities/:modalityId/enable': { url: `/api/v1/events/${id}/event_modalities/${ids.matrixEventModalityId}/enable`, grant: grant('enable') },
      'POST /api/v1/events/:id/event_modalities/:modalityId/disable': { url: `/api/v1/events/${id}/event_modalities/${ids.matrixEventModalityId}/disable`, grant: grant('disable') },
      'GET /api/v1/report/events.csv': { url: '/api/v1/report/events.csv', grant: grant('export') },
      'GET /api/v1/events/branches': { url: '/api/v1/events/branches' },
      'GET /api/v1/events/companies': { url: '/api/v1/events/companies' },
      'GET /api/v1/events/trainers': { url: '/api/v1/events/trainers' },
      'GET /api/v1/events/categories': { url: '/api/v1/events/categories' },
      'GET /api/v1/event_types': { url: '/api/v1/event_types' },
    };
  },
};
