import { DASHBOARD_SECTIONS, dashboardQuery, dashboardSummary, distribution, idParams, idSchema, subscriptionsTimeline } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permit } from '../../plugins/access.ts';
import { requireEvent } from '../events/event-lookup.ts';
import { dashboardDistribution, dashboardSummary as loadSummary, subscriptionsTimeline as loadTimeline } from './dashboard.repository.ts';

const tags = ['Dashboard do evento'];
const DISTRIBUTIONS = DASHBOARD_SECTIONS.filter((s) => s !== 'subscriptions') as [string, ...string[]];
const SECTION_SUMMARY: Record<string, string> = {
  subscription_types: 'tipos de inscrição',
  ages: 'faixas etárias',
  genders: 'gêneros (percentuais com 2 casas, 0% sem dados)',
  kits: 'kits',
  modalities: 'modalidades',
  origins: 'origens (site, android, ios)',
  cities: 'cidades (10 maiores e demais)',
  payment_methods: 'formas de pagamento',
  shirt_sizes: 'tamanhos de camiseta',
  user_types: 'tipos de usuário',
};

/** §7 GET /v1/events/{id}/dashboard and its sub-paths, each filtered by start_date and end_date (days in São Paulo). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const access = permit('index', 'events');

  app.get(
    '/v1/events/:id/dashboard',
    { config: { access }, schema: { tags, summary: 'Resumo do dashboard do evento', params: idParams, querystring: dashboardQuery, response: { 200: dashboardSummary } } },
    async (request) => loadSummary(db, await requireEvent(db, request.params.id), request.query),
  );

  app.get(
    '/v1/events/:id/dashboard/subscriptions',
    { config: { access }, schema: { tags, summary: 'Inscrições por dia (e acumulado)', params: idParams, querystring: dashboardQuery, response: { 200: subscriptionsTimeline } } },
    async (request) => {
      await requireEvent(db, request.params.id);
      return loadTimeline(db, request.params.id, request.query);
    },
  );

  app.get(
    '/v1/events/:id/dashboard/:section',
    {
      config: { access },
      schema: {
        tags,
        summary: `Distribuição das inscrições: ${Object.values(SECTION_SUMMARY).join(', ')}`,
        params: z.strictObject({ id: idSchema, section: z.enum(DISTRIBUTIONS) }),
        querystring: dashboardQuery,
        response: { 200: distribution },
      },
    },
    async (request) => {
      await requireEvent(db, request.params.id);
      return dashboardDistribution(db, request.params.id, request.params.section, request.query);
    },
  );
};

export default dashboardRoutes;
