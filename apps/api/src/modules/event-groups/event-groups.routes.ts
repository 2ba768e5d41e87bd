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
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventGroups } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  eventGroupNameTaken,
  eventGroupSnapshot,
  eventGroupsAfter,
  findEventGroup,
  listEventGroups,
  missingEvents,
  setGroupEvents,
} from './event-groups.repository.ts';

const tags = ['Grupos de eventos'];
/** The audit trail and the permission catalogue name this kind of record "event groups". */
const ENTITY = 'event groups';

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
      const { items, total } = await listEventGroups(db, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v1/report/event_groups.csv',
    {
      config: { access: permit('export', 'event groups') },
      schema: { tags, summary: 'Exportar grupos de eventos (CSV, grupos_de_eventos.csv)', querystring: eventGroupsReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const q = request.query;
      return sendCsv(reply, EVENT_GROUPS_CSV, EVENT_GROUP_CSV_COLUMNS, keysetBatches((last: EventGroup | null, limit) => eventGroupsAfter(db, q, last, limit)));
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
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(eventGroups)
          .values({ name: body.name, description: body.description, photoUrl: body.photo_url, publicVisibility: body.public_visibility })
          .returning();
        await setGroupEvents(tx, row!.id, body.event_ids);
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: ENTITY, entityId: row!.id, after: eventGroupSnapshot(row!, body.event_ids) });
        return row!.id;
      });
      return reply.code(201).send((await requireGroup(id)).group);
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
      if (row.lockVersion !== body.lock_version) throw conflict();
      await checkBody(body, id);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(eventGroups)
          .set({
            name: body.name,
            description: body.description,
            photoUrl: body.photo_url,
            publicVisibility: body.public_visibility,
            lockVersion: row.lockVersion + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(eventGroups.id, id), eq(eventGroups.lockVersion, body.lock_version)))
          .returning();
        if (!updated) throw conflict();
        await setGroupEvents(tx, id, body.event_ids);
        await recordAudit(tx, actorOf(request), {
          action: 'updated',
          entityType: ENTITY,
          entityId: id,
          before: eventGroupSnapshot(row, group.event_ids),
          after: eventGroupSnapshot(updated, body.event_ids),
        });
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
      await db.transaction(async (tx) => {
        await tx.delete(eventGroups).where(eq(eventGroups.id, id));
        await recordAudit(tx, actorOf(request), { action: 'deleted', entityType: ENTITY, entityId: id, before: eventGroupSnapshot(row, group.event_ids) });
      });
      return { message: EVENT_GROUP_MSG.deleted };
    },
  );
};

export default eventGroupsRoutes;
