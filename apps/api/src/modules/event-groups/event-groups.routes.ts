import {
  EVENT_GROUPS_CSV,
  EVENT_GROUP_MSG,
  eventGroup,
  eventGroupBody,
  eventGroupDetail,
  eventGroupUpdateBody,
  eventGroupsListQuery,
  eventGroupsReportQuery,
  idParams,
  okBody,
  type EventGroup,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  eventGroupNameTaken,
  eventGroupSnapshot,
  eventGroupListing,
  eventGroupWrites,
  findEventGroup,
  missingEvents,
  setGroupEvents,
  toEventGroup,
} from './event-groups.repository.ts';

const tags = ['Grupos de eventos'];

export const EVENT_GROUP_CSV_COLUMNS: CsvColumn<EventGroup>[] = [
  { header: 'ID', value: (g) => g.id, kind: 'integer' },
  { header: 'Nome', value: (g) => g.name },
  { header: 'Descrição', value: (g) => g.description },
  { header: 'Visibilidade pública', value: (g) => g.public_visibility, kind: 'boolean' },
  { header: 'Eventos', value: (g) => g.events_count, kind: 'integer' },
  { header: 'Cadastrado em', value: (g) => g.created_at, kind: 'date' },
];

/** /v1/event_groups (list with query and public_visibility, get, POST, PUT, DELETE) and the CSV report. */
const eventGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireGroup(id: number) {
    const found = await findEventGroup(db, id);
    if (!found) throw notFound(EVENT_GROUP_MSG.notFound);
    return found;
  }

  async function checkBody(body: { name: string; event_ids: number[] }, exceptId?: number) {
    if (await eventGroupNameTaken(db, body.name, exceptId)) throw invalid('name', EVENT_GROUP_MSG.nameTaken);
    const missing = await missingEvents(db, body.event_ids);
    if (missing.length) throw invalid('event_ids', EVENT_GROUP_MSG.eventsNotFound(missing));
  }

  app.get(
    '/v1/event_groups',
    { config: { access: permit('index', 'event groups') }, schema: { tags, summary: 'Listar grupos de eventos', querystring: eventGroupsListQuery, response: { 200: z.array(eventGroup) } } },
    async (request, reply) => {
      const { rows, total } = await eventGroupListing.page(db, request.query);
      return sendPage(reply, rows.map(toEventGroup), total);
    },
  );

  app.get(
    '/v1/report/event_groups.csv',
    {
      config: { access: permit('export', 'event groups') },
      schema: { tags, summary: 'Exportar grupos de eventos (CSV, grupos_de_eventos.csv)', querystring: eventGroupsReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      return sendCsv(reply, EVENT_GROUPS_CSV, EVENT_GROUP_CSV_COLUMNS, eventGroupListing.batches(db, request.query, (rows) => rows.map(toEventGroup)));
    },
  );

  app.get(
    '/v1/event_groups/:id',
    { config: { access: permit('index', 'event groups') }, schema: { tags, summary: 'Ver grupo de eventos (com os eventos)', params: idParams, response: { 200: eventGroupDetail } } },
    async (request) => (await requireGroup(request.params.id)).group,
  );

  app.post(
    '/v1/event_groups',
    { config: { access: permit('create', 'event groups') }, schema: { tags, summary: 'Cadastrar grupo de eventos', body: eventGroupBody, response: { 201: eventGroupDetail } } },
    async (request, reply) => {
      const body = request.body;
      await checkBody(body);
      const values = { name: body.name, description: body.description, photoUrl: body.photo_url, publicVisibility: body.public_visibility };
      const row = await eventGroupWrites.create(db, actorOf(request), values, {
        also: (tx, created) => setGroupEvents(tx, created.id, body.event_ids),
        after: (created) => eventGroupSnapshot(created, body.event_ids),
      });
      return reply.code(201).send((await requireGroup(row.id)).group);
    },
  );

  app.put(
    '/v1/event_groups/:id',
    {
      config: { access: permit('update', 'event groups') },
      schema: { tags, summary: 'Editar grupo de eventos', params: idParams, body: eventGroupUpdateBody, response: { 200: eventGroupDetail } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row, group } = await requireGroup(id);
      await checkBody(body, id);
      const values = { name: body.name, description: body.description, photoUrl: body.photo_url, publicVisibility: body.public_visibility };
      await eventGroupWrites.update(db, actorOf(request), row, body.lock_version, values, {
        also: (tx) => setGroupEvents(tx, id, body.event_ids),
        before: eventGroupSnapshot(row, group.event_ids),
        after: (updated) => eventGroupSnapshot(updated, body.event_ids),
      });
      return (await requireGroup(id)).group;
    },
  );

  app.delete(
    '/v1/event_groups/:id',
    {
      config: { access: permit('destroy', 'event groups') },
      schema: { tags, summary: 'Excluir grupo de eventos (os eventos não são afetados)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      const { row, group } = await requireGroup(id);
      await eventGroupWrites.remove(db, actorOf(request), row, { before: eventGroupSnapshot(row, group.event_ids) });
      return { message: EVENT_GROUP_MSG.deleted };
    },
  );
};

export default eventGroupsRoutes;
