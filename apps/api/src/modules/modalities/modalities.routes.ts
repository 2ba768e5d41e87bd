import {
  MODALITIES_CSV,
  MODALITY_MSG,
  idParams,
  modalitiesListQuery,
  modalitiesReportQuery,
  modality,
  modalityBody,
  modalityType,
  modalityUpdateBody,
  okBody,
  type Modality,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, catalogueRead, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  findModality,
  listModalityTypes,
  modalityListing,
  modalityNameTaken,
  modalityTypeExists,
  modalityWrites,
  toModality,
} from './modalities.repository.ts';

const tags = ['Modalidades'];

export const MODALITY_CSV_COLUMNS: CsvColumn<Modality>[] = [
  { header: 'ID', value: (m) => m.id, kind: 'integer' },
  { header: 'Nome', value: (m) => m.name },
  { header: 'Tipo', value: (m) => m.modality_type_name },
  { header: 'Distância (km)', value: (m) => m.distance_km, kind: 'decimal' },
  { header: 'Descrição', value: (m) => m.description },
  { header: 'Status', value: (m) => (m.status === 'enabled' ? 'Ativa' : 'Inativa') },
  { header: 'Eventos', value: (m) => m.events_count, kind: 'integer' },
  { header: 'Cadastrada em', value: (m) => m.created_at, kind: 'date' },
  { header: 'Excluída em', value: (m) => m.deleted_at, kind: 'date' },
];

/**
 * /v1/modalities (list, get, create, update, delete, restore), GET /v1/modality_types/ and the CSV report.
 * Deleting is always soft: the modality leaves the pickers of new events, events that use it keep it, and it can be
 * restored from /modalities/delete_list (§ issue 4: a modality used by an event is never hard-deleted).
 */
const modalitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireModality(id: number, deleted = false) {
    const found = await findModality(db, id);
    if (!found || Boolean(found.row.deletedAt) !== deleted) throw notFound(MODALITY_MSG.notFound);
    return found;
  }

  async function checkBody(body: { name: string; modality_type_id: number }, exceptId?: number) {
    if (!(await modalityTypeExists(db, body.modality_type_id))) throw invalid('modality_type_id', MODALITY_MSG.typeNotFound);
    if (await modalityNameTaken(db, body.name, exceptId)) throw invalid('name', MODALITY_MSG.nameTaken);
  }

  app.get(
    '/v1/modality_types',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Listar tipos de modalidade', response: { 200: z.array(modalityType) } } },
    async () => listModalityTypes(db),
  );

  app.get(
    '/v1/modalities',
    {
      config: { access: catalogueRead('modalities', 'index') },
      schema: {
        tags,
        summary: 'Listar modalidades (deleted=true: as excluídas). Leitura: modalidades ou eventos',
        querystring: modalitiesListQuery,
        response: { 200: z.array(modality) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await modalityListing.page(db, request.query);
      return sendPage(reply, rows.map(toModality), total);
    },
  );

  app.get(
    '/v1/report/modalities.csv',
    {
      config: { access: permit('export', 'modalities') },
      schema: { tags, summary: 'Exportar modalidades (CSV, modalidades.csv)', querystring: modalitiesReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      return sendCsv(reply, MODALITIES_CSV, MODALITY_CSV_COLUMNS, modalityListing.batches(db, request.query, (rows) => rows.map(toModality)));
    },
  );

  app.get(
    '/v1/modalities/:id',
    { config: { access: catalogueRead('modalities') }, schema: { tags, summary: 'Ver modalidade', params: idParams, response: { 200: modality } } },
    async (request) => {
      const found = await findModality(db, request.params.id);
      if (!found) throw notFound(MODALITY_MSG.notFound);
      return found.modality;
    },
  );

  app.post(
    '/v1/modalities',
    { config: { access: permit('create', 'modalities') }, schema: { tags, summary: 'Cadastrar modalidade', body: modalityBody, response: { 201: modality } } },
    async (request, reply) => {
      const body = request.body;
      await checkBody(body);
      const row = await modalityWrites.create(db, actorOf(request), {
        name: body.name,
        modalityTypeId: body.modality_type_id,
        description: body.description,
        distanceKm: body.distance_km ?? null,
        status: body.status ?? 'enabled',
      });
      return reply.code(201).send((await requireModality(row.id)).modality);
    },
  );

  app.put(
    '/v1/modalities/:id',
    {
      config: { access: permit('update', 'modalities') },
      schema: { tags, summary: 'Editar modalidade', params: idParams, body: modalityUpdateBody, response: { 200: modality } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row } = await requireModality(id);
      await checkBody(body, id);
      await modalityWrites.update(db, actorOf(request), row, body.lock_version, {
        name: body.name,
        modalityTypeId: body.modality_type_id,
        description: body.description,
        distanceKm: body.distance_km ?? null,
        status: body.status ?? row.status,
      });
      return (await requireModality(id)).modality;
    },
  );

  app.delete(
    '/v1/modalities/:id',
    {
      config: { access: permit('destroy', 'modalities') },
      schema: { tags, summary: 'Excluir modalidade (vai para a lista de excluídas; eventos que a usam a mantêm)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireModality(id);
      await modalityWrites.softDelete(db, actorOf(request), row);
      return { message: MODALITY_MSG.deleted };
    },
  );

  app.post(
    '/v1/modalities/:id/restore',
    {
      config: { access: permit('restore', 'modalities') },
      schema: { tags, summary: 'Restaurar modalidade excluída', params: idParams, response: { 200: modality } },
    },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireModality(id, true);
      if (await modalityNameTaken(db, row.name, id)) throw invalid('name', `${MODALITY_MSG.nameTaken} Renomeie a outra antes de restaurar.`);
      await modalityWrites.restore(db, actorOf(request), row);
      return (await requireModality(id)).modality;
    },
  );
};

export default modalitiesRoutes;
