import { STORE_MSG, idParams, okBody, store, storeBody, storeOption, storeUpdateBody, storesListQuery } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound, type ErrorItem } from '../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import { sendPage } from '../../lib/paging.ts';
import { anyOf, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  cityExists,
  findStore,
  isUniqueViolation,
  presentStores,
  saveTotems,
  storeListing,
  storeSnapshot,
  storeTokenBatches,
  storeWrites,
  totemIssues,
  totemsSnapshot,
  type TotemInput,
} from './stores.repository.ts';

const tags = ['Lojas e totens'];

/**
 * Stores and their self-service kiosks (totems): /v1/totem/stores (CRUD, the totems saved with their store in one
 * transaction) and GET /v1/stores (the short list the token batch form and filters pick from). A store with token
 * batches cannot be deleted: its printed codes are still in customers' hands.
 */
const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireStore(id: number) {
    const found = await findStore(db, id);
    if (!found) throw notFound(STORE_MSG.notFound);
    return found;
  }

  async function check(body: { city_id?: number | null; totems: TotemInput[] }, storeId: number | null) {
    const errors: ErrorItem[] = [];
    if (body.city_id && !(await cityExists(db, body.city_id))) errors.push({ field: 'city_id', message: STORE_MSG.cityNotFound });
    errors.push(...(await totemIssues(db, storeId, body.totems)));
    if (errors.length) throw new HttpError(422, errors);
  }

  /** A concurrent save took an identifier between the check and the write. */
  function identifierRace(error: unknown): never {
    if (isUniqueViolation(error)) throw new HttpError(422, [{ field: 'totems', message: STORE_MSG.identifierTaken }]);
    throw error;
  }

  app.get(
    '/v1/totem/stores',
    { config: { access: permit('index', 'stores') }, schema: { tags, summary: 'Listar lojas e seus totens', querystring: storesListQuery, response: { 200: z.array(store) } } },
    async (request, reply) => {
      const { rows, total } = await storeListing.page(db, request.query);
      return sendPage(reply, await presentStores(db, rows), total);
    },
  );

  app.get(
    '/v1/stores',
    {
      config: { access: anyOf(permit('index', 'stores'), permit('index', 'token_batches'), permit('create', 'token_batches')) },
      schema: { tags, summary: 'Lista curta de lojas (seleção). Leitura: lojas ou lotes de tokens', querystring: storesListQuery, response: { 200: z.array(storeOption) } },
    },
    async (request, reply) => {
      const { rows, total } = await storeListing.page(db, request.query);
      return sendPage(reply, rows.map((r) => ({ id: r.id, name: r.name, status: r.status })), total);
    },
  );

  app.get(
    '/v1/totem/stores/:id',
    { config: { access: permit('index', 'stores') }, schema: { tags, summary: 'Ver loja e seus totens', params: idParams, response: { 200: store } } },
    async (request) => (await requireStore(request.params.id)).store,
  );

  app.post(
    '/v1/totem/stores',
    { config: { access: permit('create', 'stores') }, schema: { tags, summary: 'Cadastrar loja (com seus totens)', body: storeBody, response: { 201: store } } },
    async (request, reply) => {
      const body = request.body;
      await check(body, null);
      const row = await storeWrites
        .create(
          db,
          actorOf(request),
          { name: body.name, cnpj: body.cnpj, email: body.email, phone: body.phone, cityId: body.city_id ?? null, address: body.address, status: body.status ?? 'enabled' },
          { also: (tx, created) => saveTotems(tx, created.id, body.totems), after: (r) => ({ ...storeSnapshot(r), totems: totemsSnapshot(body.totems) }) },
        )
        .catch(identifierRace);
      return reply.code(201).send((await requireStore(row.id)).store);
    },
  );

  app.put(
    '/v1/totem/stores/:id',
    { config: { access: permit('update', 'stores') }, schema: { tags, summary: 'Editar loja (e seus totens)', params: idParams, body: storeUpdateBody, response: { 200: store } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row, store: current } = await requireStore(id);
      await check(body, id);
      await storeWrites
        .update(
          db,
          actorOf(request),
          row,
          body.lock_version,
          { name: body.name, cnpj: body.cnpj, email: body.email, phone: body.phone, cityId: body.city_id ?? null, address: body.address, status: body.status ?? row.status },
          {
            also: (tx) => saveTotems(tx, id, body.totems),
            before: { ...storeSnapshot(row), totems: totemsSnapshot(current.totems) },
            after: (r) => ({ ...storeSnapshot(r), totems: totemsSnapshot(body.totems) }),
          },
        )
        .catch(identifierRace);
      return (await requireStore(id)).store;
    },
  );

  app.delete(
    '/v1/totem/stores/:id',
    {
      config: { access: permit('destroy', 'stores') },
      schema: { tags, summary: 'Excluir loja (recusado se tiver lotes de tokens)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      const { row, store: current } = await requireStore(id);
      const batches = await storeTokenBatches(db, id);
      if (batches > 0) throw new HttpError(409, [{ field: 'id', message: STORE_MSG.hasTokens(batches) }]);
      try {
        await storeWrites.remove(db, actorOf(request), row, { before: { ...storeSnapshot(row), totems: totemsSnapshot(current.totems) } });
      } catch (error) {
        // A batch was created between the check and the delete.
        if (isForeignKeyViolation(error)) throw new HttpError(409, [{ field: 'id', message: STORE_MSG.hasTokens(await storeTokenBatches(db, id)) }]);
        throw error;
      }
      return { message: STORE_MSG.deleted };
    },
  );
};

export default storesRoutes;
