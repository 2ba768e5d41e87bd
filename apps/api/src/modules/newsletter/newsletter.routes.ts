import {
  NEWSLETTER_CSV,
  NEWSLETTER_MSG,
  newsletterSubscriber,
  newsletterSubscribersQuery,
  newsletterSubscribersReportQuery,
  statusLabel,
  type NewsletterSubscriber,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { findSubscriber, subscriberListing, subscriberWrites, toSubscriber } from './newsletter.repository.ts';

const tags = ['Newsletter'];
const PATH = '/v1/newsletter/subscribers';

const ORIGIN_LABELS = { site: 'Site', android: 'Android', ios: 'iOS' } as const;
export const SUBSCRIBER_CSV_COLUMNS: CsvColumn<NewsletterSubscriber>[] = [
  { header: 'ID', value: (s) => s.id, kind: 'integer' },
  { header: 'E-mail', value: (s) => s.email },
  { header: 'Nome', value: (s) => s.name },
  { header: 'Origem', value: (s) => (s.origin ? ORIGIN_LABELS[s.origin] : null) },
  { header: 'Status', value: (s) => statusLabel(s.status) },
  { header: 'Cadastrado em', value: (s) => s.created_at, kind: 'date' },
];

/** /v1/newsletter/subscribers: list (query on e-mail or name, status, order), enable/disable and the CSV (§7). */
const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const load = async (id: number) => (await findSubscriber(db, id)) ?? Promise.reject(notFound(NEWSLETTER_MSG.notFound));

  app.get(
    PATH,
    {
      config: { access: permit('index', 'newsletter') },
      schema: { tags, summary: 'Listar assinantes da newsletter', querystring: newsletterSubscribersQuery, response: { 200: z.array(newsletterSubscriber) } },
    },
    async (request, reply) => {
      const { rows, total } = await subscriberListing.page(db, request.query);
      return sendPage(reply, rows.map(toSubscriber), total);
    },
  );

  app.get(
    '/v1/report/newsletter_subscribers.csv',
    {
      config: { access: permit('export', 'newsletter') },
      schema: { tags, summary: `Exportar assinantes (CSV, ${NEWSLETTER_CSV})`, querystring: newsletterSubscribersReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const batches = subscriberListing.batches(db, request.query, (rows) => rows.map(toSubscriber));
      return sendCsv(reply, NEWSLETTER_CSV, SUBSCRIBER_CSV_COLUMNS, batches);
    },
  );

  registerStatusToggles(app, {
    path: PATH,
    resource: 'newsletter',
    tags,
    summaries: { enable: 'Ativar assinante', disable: 'Desativar assinante' },
    values: { enable: 'active', disable: 'inactive' },
    response: newsletterSubscriber,
    load,
    write: (request, row, value) => subscriberWrites.setField(db, actorOf(request), row, 'status', value as 'active' | 'inactive'),
    present: async (id) => toSubscriber(await load(id)),
  });
};

export default newsletterRoutes;
