import {
  SPONSORS_CSV,
  SPONSOR_MSG,
  idParams,
  okBody,
  sponsor,
  sponsorBody,
  sponsorType,
  sponsorUpdateBody,
  sponsoredEvent,
  sponsoredEventsQuery,
  sponsorsListQuery,
  sponsorsReportQuery,
  type Sponsor,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { HttpError, invalid, notFound } from '../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, catalogueRead, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  findSponsor,
  listSponsorTypes,
  sponsorLinks,
  sponsorListing,
  sponsorNameTaken,
  sponsorTypeExists,
  sponsorWrites,
  sponsoredEvents,
  toSponsor,
} from './sponsors.repository.ts';

const tags = ['Patrocinadores'];

export const SPONSOR_CSV_COLUMNS: CsvColumn<Sponsor>[] = [
  { header: 'ID', value: (s) => s.id, kind: 'integer' },
  { header: 'Nome', value: (s) => s.name },
  { header: 'Tipo', value: (s) => s.sponsor_type_name },
  { header: 'Link', value: (s) => s.site_url },
  { header: 'Logo', value: (s) => s.logo_url },
  { header: 'Status', value: (s) => (s.status === 'enabled' ? 'Ativo' : 'Inativo') },
  { header: 'Eventos', value: (s) => s.events_count, kind: 'integer' },
  { header: 'Cadastrado em', value: (s) => s.created_at, kind: 'date' },
];

/**
 * /v1/sponsors (CRUD), GET /v1/sponsor_types, GET /v1/sponsors/{id}/events (show page) and the CSV report.
 * A sponsor linked to an event cannot be deleted (409): removing it would change the event; disabling keeps it out of
 * new events.
 */
const sponsorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireSponsor(id: number) {
    const found = await findSponsor(db, id);
    if (!found) throw notFound(SPONSOR_MSG.notFound);
    return found;
  }

  async function checkBody(body: { name: string; sponsor_type_id: number }, exceptId?: number) {
    if (!(await sponsorTypeExists(db, body.sponsor_type_id))) throw invalid('sponsor_type_id', SPONSOR_MSG.typeNotFound);
    if (await sponsorNameTaken(db, body.name, exceptId)) throw invalid('name', SPONSOR_MSG.nameTaken);
  }

  app.get(
    '/v1/sponsor_types',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Listar tipos de patrocínio', response: { 200: z.array(sponsorType) } } },
    async () => listSponsorTypes(db),
  );

  app.get(
    '/v1/sponsors',
    {
      config: { access: catalogueRead('sponsors') },
      schema: { tags, summary: 'Listar patrocinadores. Leitura: patrocinadores ou eventos', querystring: sponsorsListQuery, response: { 200: z.array(sponsor) } },
    },
    async (request, reply) => {
      const { rows, total } = await sponsorListing.page(db, request.query);
      return sendPage(reply, rows.map(toSponsor), total);
    },
  );

  app.get(
    '/v1/report/sponsors.csv',
    { config: { access: permit('export', 'sponsors') }, schema: { tags, summary: 'Exportar patrocinadores (CSV, patrocinadores.csv)', querystring: sponsorsReportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      return sendCsv(reply, SPONSORS_CSV, SPONSOR_CSV_COLUMNS, sponsorListing.batches(db, request.query, (rows) => rows.map(toSponsor)));
    },
  );

  app.get(
    '/v1/sponsors/:id',
    { config: { access: catalogueRead('sponsors') }, schema: { tags, summary: 'Ver patrocinador', params: idParams, response: { 200: sponsor } } },
    async (request) => {
      return (await requireSponsor(request.params.id)).sponsor;
    },
  );

  app.get(
    '/v1/sponsors/:id/events',
    {
      config: { access: permit('index', 'sponsors') },
      schema: { tags, summary: 'Eventos patrocinados (master, prioridade)', params: idParams, querystring: sponsoredEventsQuery, response: { 200: z.array(sponsoredEvent) } },
    },
    async (request, reply) => {
      const { sponsor } = await requireSponsor(request.params.id);
      const { items, total } = await sponsoredEvents(db, sponsor, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.post(
    '/v1/sponsors',
    { config: { access: permit('create', 'sponsors') }, schema: { tags, summary: 'Cadastrar patrocinador', body: sponsorBody, response: { 201: sponsor } } },
    async (request, reply) => {
      const body = request.body;
      await checkBody(body);
      const row = await sponsorWrites.create(db, actorOf(request), {
        name: body.name,
        sponsorTypeId: body.sponsor_type_id,
        logoUrl: body.logo_url,
        siteUrl: body.site_url,
        status: body.status ?? 'enabled',
      });
      return reply.code(201).send((await requireSponsor(row.id)).sponsor);
    },
  );

  app.put(
    '/v1/sponsors/:id',
    { config: { access: permit('update', 'sponsors') }, schema: { tags, summary: 'Editar patrocinador', params: idParams, body: sponsorUpdateBody, response: { 200: sponsor } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row } = await requireSponsor(id);
      await checkBody(body, id);
      await sponsorWrites.update(db, actorOf(request), row, body.lock_version, {
        name: body.name,
        sponsorTypeId: body.sponsor_type_id,
        logoUrl: body.logo_url,
        siteUrl: body.site_url,
        status: body.status ?? row.status,
      });
      return (await requireSponsor(id)).sponsor;
    },
  );

  app.delete(
    '/v1/sponsors/:id',
    {
      config: { access: permit('destroy', 'sponsors') },
      schema: { tags, summary: 'Excluir patrocinador (recusado se estiver em algum evento)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireSponsor(id);
      const links = await sponsorLinks(db, id);
      if (links > 0) throw new HttpError(409, [{ message: SPONSOR_MSG.inUse(links), field: 'id' }]);
      try {
        await sponsorWrites.remove(db, actorOf(request), row);
      } catch (error) {
        // Linked to an event between the check and the delete.
        if (isForeignKeyViolation(error)) throw new HttpError(409, [{ message: SPONSOR_MSG.inUse(await sponsorLinks(db, id)), field: 'id' }]);
        throw error;
      }
      return { message: SPONSOR_MSG.deleted };
    },
  );
};

export default sponsorsRoutes;
