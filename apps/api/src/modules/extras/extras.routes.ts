import { EXTRAS_CSV, EXTRA_MSG, extra, extraBody, extraUpdateBody, extrasListQuery, extrasReportQuery, idParams, okBody, type Extra } from '@backoffice/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extras } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { assertCan, assertCatalogueRead } from '../../lib/catalogue-access.ts';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { extraNameTaken, extraSnapshot, extrasAfter, findExtra, listExtras } from './extras.repository.ts';

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
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Listar extras (deleted=true: os excluídos). Leitura: extras ou eventos', querystring: extrasListQuery, response: { 200: z.array(extra) } },
    },
    async (request, reply) => {
      if (request.query.deleted === 'true') assertCan(request, 'index', 'extras');
      else assertCatalogueRead(request, 'extras');
      const { items, total } = await listExtras(db, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v1/report/extras.csv',
    { config: { access: permit('export', 'extras') }, schema: { tags, summary: 'Exportar extras (CSV, extras.csv)', querystring: extrasReportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const q = request.query;
      return sendCsv(reply, EXTRAS_CSV, EXTRA_CSV_COLUMNS, keysetBatches((last: Extra | null, limit) => extrasAfter(db, q, last, limit)));
    },
  );

  app.get(
    '/v1/extras/:id',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Ver extra', params: idParams, response: { 200: extra } } },
    async (request) => {
      assertCatalogueRead(request, 'extras');
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
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(extras)
          .values({ name: body.name, description: body.description, price: body.price, photoUrl: body.photo_url, stock: body.stock, status: body.status ?? 'enabled' })
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'extras', entityId: row!.id, after: extraSnapshot(row!) });
        return row!.id;
      });
      return reply.code(201).send((await requireExtra(id)).extra);
    },
  );

  app.put(
    '/v1/extras/:id',
    { config: { access: permit('update', 'extras') }, schema: { tags, summary: 'Editar extra', params: idParams, body: extraUpdateBody, response: { 200: extra } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row } = await requireExtra(id);
      if (row.lockVersion !== body.lock_version) throw conflict();
      if (await extraNameTaken(db, body.name, id)) throw invalid('name', EXTRA_MSG.nameTaken);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(extras)
          .set({
            name: body.name,
            description: body.description,
            price: body.price,
            photoUrl: body.photo_url,
            stock: body.stock,
            status: body.status ?? row.status,
            lockVersion: row.lockVersion + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(extras.id, id), eq(extras.lockVersion, body.lock_version), isNull(extras.deletedAt)))
          .returning();
        if (!updated) throw conflict();
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: 'extras', entityId: id, before: extraSnapshot(row), after: extraSnapshot(updated) });
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
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(extras)
          .set({ deletedAt: new Date(), updatedAt: new Date(), lockVersion: row.lockVersion + 1 })
          .where(and(eq(extras.id, id), isNull(extras.deletedAt)))
          .returning();
        if (!updated) throw notFound(EXTRA_MSG.notFound);
        await recordAudit(tx, actorOf(request), { action: 'deleted', entityType: 'extras', entityId: id, before: extraSnapshot(row), after: extraSnapshot(updated) });
      });
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
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(extras)
          .set({ deletedAt: null, updatedAt: new Date(), lockVersion: row.lockVersion + 1 })
          .where(and(eq(extras.id, id), isNotNull(extras.deletedAt)))
          .returning();
        if (!updated) throw notFound(EXTRA_MSG.notFound);
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: 'extras', entityId: id, before: extraSnapshot(row), after: extraSnapshot(updated) });
      });
      return (await requireExtra(id)).extra;
    },
  );
};

export default extrasRoutes;
