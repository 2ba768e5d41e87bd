import { EXTRAS_CSV, EXTRA_MSG, extra, extraBody, extraUpdateBody, extrasListQuery, extrasReportQuery, idParams, okBody, type Extra } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { catalogueRead, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { extraListing, extraNameTaken, extraWrites, findExtra, toExtra } from './extras.repository.ts';

const tags = ['Extras'];

export const EXTRA_CSV_COLUMNS: CsvColumn<Extra>[] = [
  { header: 'ID', value: (x) => x.id, kind: 'integer' },
  { header: 'Nome', value: (x) => x.name },
  { header: 'Descrição', value: (x) => x.description },
  { header: 'Preço (R$)', value: (x) => x.price, kind: 'money' },
  { header: 'Estoque', value: (x) => x.stock, kind: 'integer' },
  { header: 'Status', value: (x) => (x.status === 'enabled' ? 'Ativo' : 'Inativo') },
  { header: 'Eventos', value: (x) => x.events_count, kind: 'integer' },
  { header: 'Foto', value: (x) => x.photo_url },
  { header: 'Cadastrado em', value: (x) => x.created_at, kind: 'date' },
  { header: 'Excluído em', value: (x) => x.deleted_at, kind: 'date' },
];

/** /v1/extras (CRUD, soft delete, restore) and GET /v1/report/extras.csv. */
const extrasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireExtra(id: number, deleted = false) {
    const found = await findExtra(db, id);
    if (!found || Boolean(found.row.deletedAt) !== deleted) throw notFound(EXTRA_MSG.notFound);
    return found;
  }

  app.get(
    '/v1/extras',
    {
      config: { access: catalogueRead('extras', 'index') },
      schema: { tags, summary: 'Listar extras (deleted=true: os excluídos). Leitura: extras ou eventos', querystring: extrasListQuery, response: { 200: z.array(extra) } },
    },
    async (request, reply) => {
      const { rows, total } = await extraListing.page(db, request.query);
      return sendPage(reply, rows.map(toExtra), total);
    },
  );

  app.get(
    '/v1/report/extras.csv',
    { config: { access: permit('export', 'extras') }, schema: { tags, summary: 'Exportar extras (CSV, extras.csv)', querystring: extrasReportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      return sendCsv(reply, EXTRAS_CSV, EXTRA_CSV_COLUMNS, extraListing.batches(db, request.query, (rows) => rows.map(toExtra)));
    },
  );

  app.get(
    '/v1/extras/:id',
    { config: { access: catalogueRead('extras') }, schema: { tags, summary: 'Ver extra', params: idParams, response: { 200: extra } } },
    async (request) => {
      const found = await findExtra(db, request.params.id);
      if (!found) throw notFound(EXTRA_MSG.notFound);
      return found.extra;
    },
  );

  app.post(
    '/v1/extras',
    { config: { access: permit('create', 'extras') }, schema: { tags, summary: 'Cadastrar extra', body: extraBody, response: { 201: extra } } },
    async (request, reply) => {
      const body = request.body;
      if (await extraNameTaken(db, body.name)) throw invalid('name', EXTRA_MSG.nameTaken);
      const row = await extraWrites.create(db, actorOf(request), {
        name: body.name,
        description: body.description,
        price: body.price,
        photoUrl: body.photo_url,
        stock: body.stock,
        status: body.status ?? 'enabled',
      });
      return reply.code(201).send((await requireExtra(row.id)).extra);
    },
  );

  app.put(
    '/v1/extras/:id',
    { config: { access: permit('update', 'extras') }, schema: { tags, summary: 'Editar extra', params: idParams, body: extraUpdateBody, response: { 200: extra } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row } = await requireExtra(id);
      if (await extraNameTaken(db, body.name, id)) throw invalid('name', EXTRA_MSG.nameTaken);
      await extraWrites.update(db, actorOf(request), row, body.lock_version, {
        name: body.name,
        description: body.description,
        price: body.price,
        photoUrl: body.photo_url,
        stock: body.stock,
        status: body.status ?? row.status,
      });
      return (await requireExtra(id)).extra;
    },
  );

  app.delete(
    '/v1/extras/:id',
    {
      config: { access: permit('destroy', 'extras') },
      schema: { tags, summary: 'Excluir extra (vai para a lista de excluídos; eventos e pedidos o mantêm)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireExtra(id);
      await extraWrites.softDelete(db, actorOf(request), row);
      return { message: EXTRA_MSG.deleted };
    },
  );

  app.post(
    '/v1/extras/:id/restore',
    { config: { access: permit('restore', 'extras') }, schema: { tags, summary: 'Restaurar extra excluído', params: idParams, response: { 200: extra } } },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireExtra(id, true);
      if (await extraNameTaken(db, row.name, id)) throw invalid('name', `${EXTRA_MSG.nameTaken} Renomeie o outro antes de restaurar.`);
      await extraWrites.restore(db, actorOf(request), row);
      return (await requireExtra(id)).extra;
    },
  );
};

export default extrasRoutes;
