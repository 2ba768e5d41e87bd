import { uploadLinksBody, uploadParamsQuery, uploadTicket } from '@backoffice/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { events } from '../../db/schema/index.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { SIGNED_IN, permit } from '../../plugins/access.ts';
import { contentTypeOf, createTicket } from './upload-policy.ts';

const tags = ['Uploads'];

/** §7 Uploads: presigned POSTs for the panel (images of events, extras, sponsors, NGOs…). */
const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;

  app.get(
    '/v2/me/upload_params',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Parâmetros de envio de arquivo (POST assinado)', querystring: uploadParamsQuery, response: { 200: z.array(uploadTicket) } },
    },
    async (request) => {
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
