import { can, uploadLinksBody, uploadParamsQuery, uploadTicket, type Resource } from '@backoffice/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { events } from '../../db/schema/index.ts';
import { forbidden, invalid, notFound } from '../../lib/http-errors.ts';
import { SIGNED_IN, permit } from '../../plugins/access.ts';
import { authOf } from '../../plugins/auth.ts';
import { contentTypeOf, createTicket } from './upload-policy.ts';

const tags = ['Uploads'];

/** §7 Uploads: presigned POSTs for the panel (images of events, extras, sponsors, NGOs…). */
/** The forms that take a file (an image or an import spreadsheet), as the permission that saves them. */
export const UPLOAD_FORMS: [string, Resource][] = [
  ...(['create', 'update'] as const).flatMap((action) =>
    (['events', 'event groups', 'extras', 'ongs', 'sponsors', 'banners', 'campaigns', 'tournaments'] as const).map((r): [string, Resource] => [action, r]),
  ),
  ['create', 'beach tennis'],
  ['import_athlete_number_file', 'events'],
  ['import_results', 'events'],
];

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;

  app.get(
    '/v2/me/upload_params',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Parâmetros de envio de arquivo (POST assinado)', querystring: uploadParamsQuery, response: { 200: z.array(uploadTicket) } },
    },
    async (request) => {
      // a ticket is only for someone who can save a form that takes a file (issue 12 §2)
      const grants = authOf(request).grants;
      if (!UPLOAD_FORMS.some(([action, resource]) => can(grants, action, resource))) throw forbidden();
      const q = request.query;
      const family = q.content_type ? (q.content_type.startsWith('image/') ? 'image' : 'document') : q.media_type;
      return Array.from({ length: q.quantity }, () => createTicket(config, { folder: family === 'image' ? 'images' : 'documents', contentType: q.content_type, family }));
    },
  );

  app.post(
    '/v2/files/upload_links',
    {
      config: { access: permit('update', 'events') },
      schema: { tags, summary: 'Links de envio de arquivos de um evento', body: uploadLinksBody, response: { 200: z.array(uploadTicket) } },
    },
    async (request) => {
      const { file_types, event_id } = request.body;
      const types = file_types.map((t, i) => {
        const type = contentTypeOf(t);
        if (!type) throw invalid(`file_types.${i}`, `Tipo de arquivo não aceito: ${t}`);
        return type;
      });
      const event = await db.query.events.findFirst({ columns: { id: true }, where: and(eq(events.id, event_id), isNull(events.deletedAt)) });
      if (!event) throw notFound('Evento não encontrado.');
      return types.map((contentType) =>
        createTicket(config, { folder: `events/${event_id}`, contentType, family: contentType.startsWith('image/') ? 'image' : 'document' }),
      );
    },
  );
};

export default uploadsRoutes;
