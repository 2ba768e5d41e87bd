import {
  TOKEN_BATCHES_CSV,
  TOKEN_BATCH_MSG,
  idParams,
  token,
  tokenBatch,
  tokenBatchBody,
  tokenBatchesListQuery,
  tokenBatchesReportQuery,
  tokenCount,
  tokenCountQuery,
  tokenSheet,
  tokensListQuery,
  type TokenBatch,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { guardContacts, listFilters } from '../customers/lgpd.ts';
import {
  batchCodes,
  batchTokens,
  createTokenBatch,
  findTokenBatch,
  liveEventExists,
  storeForBatch,
  toTokenBatch,
  tokenBatchListing,
  tokenTotals,
} from './token-batches.repository.ts';

const tags = ['Lotes de tokens'];

export const TOKEN_BATCH_CSV_COLUMNS: CsvColumn<TokenBatch>[] = [
  { header: 'Lote', value: (b) => b.id, kind: 'integer' },
  { header: 'Loja', value: (b) => b.store_name },
  { header: 'Evento', value: (b) => b.event_name },
  { header: 'Descrição', value: (b) => b.description },
  { header: 'Quantidade', value: (b) => b.quantity, kind: 'integer' },
  { header: 'Utilizados', value: (b) => b.used_count, kind: 'integer' },
  { header: 'Disponíveis', value: (b) => b.available_count, kind: 'integer' },
  { header: 'Criado por', value: (b) => b.created_by_name },
  { header: 'Criado em', value: (b) => b.created_at, kind: 'datetime' },
];

/**
 * Token batches for stores (GET/POST /v1/token_batches), a batch's tokens, the summary cards (/v1/tokens/total,
 * /v1/tokens/unavailables, from the batches' counters), the CSV and the printed sheet's codes. The server draws every
 * code; a batch is stored whole or not at all.
 */
const tokenBatchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const read = { access: permit('index', 'token_batches') };

  async function requireBatch(id: number) {
    const batch = await findTokenBatch(db, id);
    if (!batch) throw notFound(TOKEN_BATCH_MSG.notFound);
    return batch;
  }

  app.get(
    '/v1/token_batches',
    { config: read, schema: { tags, summary: 'Listar lotes de tokens (mais recentes primeiro)', querystring: tokenBatchesListQuery, response: { 200: z.array(tokenBatch) } } },
    async (request, reply) => {
      const { rows, total } = await tokenBatchListing.page(db, request.query);
      return sendPage(reply, rows.map(toTokenBatch), total);
    },
  );

  app.get(
    '/v1/report/token_batches.csv',
    { config: { access: permit('export', 'token_batches') }, schema: { tags, summary: `Exportar lotes de tokens (CSV, ${TOKEN_BATCHES_CSV})`, querystring: tokenBatchesReportQuery, produces: ['text/csv'] } },
    async (request, reply) => sendCsv(reply, TOKEN_BATCHES_CSV, TOKEN_BATCH_CSV_COLUMNS, tokenBatchListing.batches(db, request.query, (rows) => rows.map(toTokenBatch))),
  );

  app.post(
    '/v1/token_batches',
    {
      config: { access: permit('create', 'token_batches') },
      schema: { tags, summary: 'Gerar lote de tokens (1 a 999 códigos únicos)', body: tokenBatchBody, response: { 201: tokenBatch } },
    },
    async (request, reply) => {
      const body = request.body;
      const storeRow = await storeForBatch(db, body.store_id);
      if (!storeRow) throw invalid('store_id', TOKEN_BATCH_MSG.storeNotFound);
      if (storeRow.status !== 'enabled') throw invalid('store_id', TOKEN_BATCH_MSG.storeDisabled);
      if (body.event_id && !(await liveEventExists(db, body.event_id))) throw invalid('event_id', TOKEN_BATCH_MSG.eventNotFound);
      const id = await createTokenBatch(db, actorOf(request), { storeId: body.store_id, eventId: body.event_id ?? null, quantity: body.quantity, description: body.description });
      return reply.code(201).send(await requireBatch(id));
    },
  );

  app.get(
    '/v1/token_batches/:id',
    { config: read, schema: { tags, summary: 'Ver lote de tokens', params: idParams, response: { 200: tokenBatch } } },
    async (request) => requireBatch(request.params.id),
  );

  app.get(
    '/v1/token_batches/:id/tokens',
    {
      config: read,
      schema: { tags, summary: "Tokens do lote (disponíveis / 'Utilizado', quem usou e quando)", params: idParams, querystring: tokensListQuery, response: { 200: z.array(token) } },
    },
    async (request, reply) => {
      const page = await batchTokens(db, request.params.id, request.query);
      if (!page) throw notFound(TOKEN_BATCH_MSG.notFound);
      // Who used a token is a customer: the e-mail masked without 'unmask', a page in full access-logged (decision 0096).
      const shown = await guardContacts(
        db,
        request,
        page.items,
        (t) => (t.customer_id !== null && t.customer_email ? { customerId: t.customer_id, value: { email: t.customer_email } } : null),
        (t, c) => ({ ...t, customer_email: c.email ?? null }),
        { kind: 'search', details: { area: 'token batches', token_batch_id: request.params.id, ...listFilters(request.query) } },
      );
      return sendPage(reply, shown, page.total);
    },
  );

  app.get(
    '/v1/token_batches/:id/sheet',
    { config: read, schema: { tags, summary: 'Códigos do lote para impressão (folha do balcão)', params: idParams, response: { 200: tokenSheet } } },
    async (request) => {
      const batch = await requireBatch(request.params.id);
      return { batch, codes: await batchCodes(db, batch.id) };
    },
  );

  app.get(
    '/v1/tokens/total',
    { config: read, schema: { tags, summary: 'Total de tokens gerados', querystring: tokenCountQuery, response: { 200: tokenCount } } },
    async (request) => ({ total: (await tokenTotals(db, request.query.store_id)).total }),
  );

  app.get(
    '/v1/tokens/unavailables',
    { config: read, schema: { tags, summary: "Total de tokens já utilizados ('Utilizado')", querystring: tokenCountQuery, response: { 200: tokenCount } } },
    async (request) => ({ total: (await tokenTotals(db, request.query.store_id)).unavailable }),
  );
};

export default tokenBatchesRoutes;
