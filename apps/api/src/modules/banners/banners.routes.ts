import { BANNER_MSG, banner, bannerBody, bannerUpdateBody, bannersListQuery, idParams, okBody } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { bannerListing, bannerWrites, dayEnd, dayStart, findBanner, liveEventExists, toBanner } from './banners.repository.ts';

const tags = ['Banners'];
const PATH = '/v1/banners';

/** /v1/banners: the consumer app's home banners (§7 Banners): list, CRUD, enable/disable. */
const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireBanner(id: number) {
    const found = await findBanner(db, id);
    if (!found) throw notFound(BANNER_MSG.notFound);
    return found;
  }

  async function values(body: z.output<typeof bannerBody>) {
    if (body.event_id && !(await liveEventExists(db, body.event_id))) throw invalid('event_id', BANNER_MSG.eventNotFound);
    return {
      title: body.title,
      imageUrl: body.image_url!,
      linkUrl: body.link_url,
      eventId: body.event_id,
      position: body.position,
      startsAt: dayStart(body.starts_on),
      endsAt: dayEnd(body.ends_on),
    };
  }

  app.get(
    PATH,
    { config: { access: permit('index', 'banners') }, schema: { tags, summary: 'Listar banners (ordem de exibição)', querystring: bannersListQuery, response: { 200: z.array(banner) } } },
    async (request, reply) => {
      const { rows, total } = await bannerListing.page(db, request.query);
      return sendPage(reply, rows.map(toBanner), total);
    },
  );

  app.get(
    `${PATH}/:id`,
    { config: { access: permit('index', 'banners') }, schema: { tags, summary: 'Ver banner', params: idParams, response: { 200: banner } } },
    async (request) => (await requireBanner(request.params.id)).banner,
  );

  app.post(
    `${PATH}/`,
    { config: { access: permit('create', 'banners') }, schema: { tags, summary: 'Cadastrar banner', body: bannerBody, response: { 201: banner } } },
    async (request, reply) => {
      const row = await bannerWrites.create(db, actorOf(request), { ...(await values(request.body)), status: request.body.status ?? 'enabled' });
      return reply.code(201).send((await requireBanner(row.id)).banner);
    },
  );

  app.put(
    `${PATH}/:id`,
    { config: { access: permit('update', 'banners') }, schema: { tags, summary: 'Editar banner', params: idParams, body: bannerUpdateBody, response: { 200: banner } } },
    async (request) => {
      const { row } = await requireBanner(request.params.id);
      const body = request.body;
      await bannerWrites.update(db, actorOf(request), row, body.lock_version, { ...(await values(body)), status: body.status ?? row.status });
      return (await requireBanner(row.id)).banner;
    },
  );

  app.delete(
    `${PATH}/:id`,
    { config: { access: permit('destroy', 'banners') }, schema: { tags, summary: 'Excluir banner', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { row } = await requireBanner(request.params.id);
      await bannerWrites.remove(db, actorOf(request), row);
      return { message: BANNER_MSG.deleted };
    },
  );

  registerStatusToggles(app, {
    path: PATH,
    resource: 'banners',
    tags,
    summaries: { enable: 'Ativar banner', disable: 'Desativar banner' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: banner,
    load: async (id) => (await requireBanner(id)).row,
    write: (request, row, value) => bannerWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    present: async (id) => (await requireBanner(id)).banner,
  });
};

export default bannersRoutes;
