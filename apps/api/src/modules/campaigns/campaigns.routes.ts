import { CAMPAIGN_MSG, campaign, campaignBody, campaignDetail, campaignUpdateBody, campaignsListQuery, idParams } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { liveEventExists } from '../banners/banners.repository.ts';
import { campaignListing, campaignRelations, campaignWrites, eventTypeExists, findCampaign, presentCampaigns } from './campaigns.repository.ts';

const tags = ['Campanhas'];

/**
 * §7 Campaigns: GET /v2/campaigns and /v2/campaigns/{id} (with its coupons and events), POST /v1/campaigns/ and
 * PUT /v1/campaigns/{id} — the whole campaign, or only `finished` to end (closed) or reactivate (active) it.
 */
const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireCampaign(id: number) {
    const found = await findCampaign(db, id);
    if (!found) throw notFound(CAMPAIGN_MSG.notFound);
    return found;
  }

  async function values(body: Omit<z.output<typeof campaignBody>, 'name'> & { name: string }) {
    if (body.event_type_id !== null && !(await eventTypeExists(db, body.event_type_id))) throw invalid('event_type_id', CAMPAIGN_MSG.eventTypeNotFound);
    if (body.event_id !== null && !(await liveEventExists(db, body.event_id))) throw invalid('event_id', CAMPAIGN_MSG.eventNotFound);
    return {
      name: body.name,
      description: body.description,
      eventTypeId: body.event_type_id,
      eventId: body.event_id,
      photoUrl: body.photo_url,
      bannerUrl: body.banner_url,
      startDate: body.start_date,
      endDate: body.end_date,
    };
  }

  app.get(
    '/v2/campaigns',
    { config: { access: permit('index', 'campaigns') }, schema: { tags, summary: 'Listar campanhas', querystring: campaignsListQuery, response: { 200: z.array(campaign) } } },
    async (request, reply) => {
      const { rows, total } = await campaignListing.page(db, request.query);
      return sendPage(reply, await presentCampaigns(db, rows), total);
    },
  );

  app.get(
    '/v2/campaigns/:id',
    { config: { access: permit('index', 'campaigns') }, schema: { tags, summary: 'Ver campanha (cupons e eventos)', params: idParams, response: { 200: campaignDetail } } },
    async (request) => {
      const { row, campaign: c } = await requireCampaign(request.params.id);
      return { ...c, ...(await campaignRelations(db, row)) };
    },
  );

  app.post(
    '/v1/campaigns/',
    { config: { access: permit('create', 'campaigns') }, schema: { tags, summary: 'Cadastrar campanha', body: campaignBody, response: { 201: campaign } } },
    async (request, reply) => {
      const row = await campaignWrites.create(db, actorOf(request), { ...(await values(request.body)), status: 'active', finished: false });
      return reply.code(201).send((await requireCampaign(row.id)).campaign);
    },
  );

  app.put(
    '/v1/campaigns/:id',
    {
      config: { access: permit('update', 'campaigns') },
      schema: { tags, summary: 'Editar, encerrar (finished: true) ou reativar (finished: false) campanha', params: idParams, body: campaignUpdateBody, response: { 200: campaign } },
    },
    async (request) => {
      const { row } = await requireCampaign(request.params.id);
      const { lock_version, finished, name, ...rest } = request.body;
      const state = finished === undefined ? {} : { finished, status: finished ? ('closed' as const) : ('active' as const) };
      const fields = name === undefined ? {} : await values({ ...rest, name });
      await campaignWrites.update(db, actorOf(request), row, lock_version, { ...fields, ...state });
      return (await requireCampaign(row.id)).campaign;
    },
  );
};

export default campaignsRoutes;
