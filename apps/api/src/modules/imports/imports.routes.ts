import { athleteNumberImportBody, eventResult, eventResultsQuery, idParams, idSchema, importJob, importStatusResponse, okBody, resultsImportBody, PARTICIPANTS_MSG } from '@backoffice/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customers, eventModalities, importJobLines, importJobs, modalities, results, subscriptions } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { pageWindow, sendPage } from '../../lib/paging.ts';
import { keyContains } from '../../lib/sql.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { requireEvent } from '../events/event-lookup.ts';
import { mayUnmaskCustomers } from '../customers/lgpd.ts';
import {
  ATHLETE_NUMBERS_QUEUE,
  loadAthleteNumbersFile,
  loadResultsFile,
  RESULTS_QUEUE,
  notifyImportOutcome,
  runAthleteNumbersImport,
  runResultsImport,
  toImportJob,
} from './imports.service.ts';

const tags = ['Importações'];
const RUNNING = ['scheduled', 'processing'] as const;
const MSG_RUNNING = 'Já existe uma importação de resultados em andamento para este evento.';

/** §7 athlete-number import and results import (§4 Results import): files checked at once, lines applied by jobs. */
const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  await app.jobs.define<{ importId: number }>(RESULTS_QUEUE, (data, { signal }) => notifyImportOutcome(app, data.importId, () => runResultsImport(app, data.importId, { signal })));
  await app.jobs.define<{ importId: number }>(ATHLETE_NUMBERS_QUEUE, (data) => notifyImportOutcome(app, data.importId, () => runAthleteNumbersImport(app, data.importId)));

  async function latestResultsImport(eventId: number) {
    const [row] = await db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.eventId, eventId), eq(importJobs.kind, 'results')))
      .orderBy(desc(importJobs.id))
      .limit(1);
    return row ?? null;
  }

  app.post(
    '/v1/events/:id/subscriptions/import_athlete_number_file',
    {
      config: { access: permit('import_athlete_number_file', 'events') },
      schema: {
        tags,
        summary: 'Importar números de peito de um CSV (inscricao ou cpf; numero_peito) — tudo ou nada, em segundo plano',
        params: idParams,
        body: athleteNumberImportBody,
        response: { 201: importJob },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      await requireEvent(db, id);
      if (body.eid !== undefined && body.eid !== id) throw invalid('eid', 'O evento informado não corresponde ao endereço.');
      await loadAthleteNumbersFile(config, body.athlete_number_file_url, 'athlete_number_file_url', body.file_name);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(importJobs)
          .values({ kind: 'athlete_numbers', eventId: id, status: 'scheduled', fileUrl: body.athlete_number_file_url, fileName: body.file_name ?? null, createdById: authOf(request).userId })
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'import_jobs', entityId: created!.id, after: { kind: 'athlete_numbers', event_id: id, file_name: body.file_name ?? null } });
        return created!;
      });
      await app.jobs.send(ATHLETE_NUMBERS_QUEUE, { importId: row.id });
      return reply.code(201).send(await toImportJob(db, row, !mayUnmaskCustomers(request)));
    },
  );

  app.get(
    '/v1/events/:id/imports/:importId',
    {
      config: { access: permit('index', 'events') },
      schema: { tags, summary: 'Situação de uma importação do evento (linhas lidas, aplicadas e recusadas com o motivo)', params: z.strictObject({ id: idSchema, importId: idSchema }), response: { 200: importJob } },
    },
    async (request) => {
      const { id, importId } = request.params;
      await requireEvent(db, id);
      const [row] = await db.select().from(importJobs).where(and(eq(importJobs.id, importId), eq(importJobs.eventId, id)));
      if (!row) throw notFound('Importação não encontrada.');
      return toImportJob(db, row, !mayUnmaskCustomers(request));
    },
  );

  app.post(
    '/v1/events/:id/import_results',
    {
      config: { access: permit('import_results', 'events') },
      schema: { tags, summary: 'Importar resultados (CSV ou XLSX) em segundo plano', params: idParams, body: resultsImportBody, response: { 201: importJob } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      await requireEvent(db, id);
      const latest = await latestResultsImport(id);
      if (latest && (RUNNING as readonly string[]).includes(latest.status)) throw invalid('results_file_url', MSG_RUNNING);
      const { table } = await loadResultsFile(config, body.results_file_url, 'results_file_url', body.file_name);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(importJobs)
          .values({ kind: 'results', eventId: id, status: 'scheduled', fileUrl: body.results_file_url, fileName: body.file_name ?? null, totalLines: table.rows.length, createdById: authOf(request).userId })
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'import_jobs', entityId: created!.id, after: { kind: 'results', event_id: id, file_name: body.file_name ?? null } });
        return created!;
      });
      await app.jobs.send(RESULTS_QUEUE, { importId: row.id });
      return reply.code(201).send(await toImportJob(db, row, !mayUnmaskCustomers(request)));
    },
  );

  app.get(
    '/v1/events/:id/check_result_status',
    {
      config: { access: permit('index', 'events') },
      schema: { tags, summary: 'Situação da última importação de resultados e total de resultados do evento', params: idParams, response: { 200: importStatusResponse } },
    },
    async (request) => {
      const { id } = request.params;
      await requireEvent(db, id);
      const latest = await latestResultsImport(id);
      const [n] = await db.select({ n: count() }).from(results).where(eq(results.eventId, id));
      return { import: latest ? await toImportJob(db, latest, !mayUnmaskCustomers(request)) : null, results_count: n?.n ?? 0 };
    },
  );

  app.get(
    '/v1/events/:id/results',
    {
      config: { access: permit('index', 'events') },
      schema: {
        tags,
        summary: 'Resultados importados do evento (classificação; busca por atleta ou número de peito)',
        params: idParams,
        querystring: eventResultsQuery,
        response: { 200: z.array(eventResult) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await requireEvent(db, id);
      const q = request.query;
      const text = q.query?.trim();
      // A number is a chest number; anything else a fragment of the athlete's name (accents and case ignored).
      const search = !text
        ? undefined
        : /^\d{1,9}$/.test(text)
          ? eq(results.chestNumber, Number(text))
          : keyContains(customers.nameKey, text);
      const where = and(eq(results.eventId, id), search);
      const { limit, offset } = pageWindow(q);
      const rows = await db
        .select({
          id: results.id,
          subscription_id: results.subscriptionId,
          overall_position: results.overallPosition,
          gender_position: results.genderPosition,
          category_position: results.categoryPosition,
          age_category: results.ageCategory,
          chest_number: results.chestNumber,
          athlete_name: sql<string>`coalesce(${customers.name}, '')`,
          modality_name: modalities.name,
          net_time_ms: results.netTimeMs,
          gun_time_ms: results.gunTimeMs,
        })
        .from(results)
        .innerJoin(subscriptions, eq(subscriptions.id, results.subscriptionId))
        .leftJoin(customers, eq(customers.id, subscriptions.customerId))
        .leftJoin(eventModalities, eq(eventModalities.id, subscriptions.eventModalityId))
        .leftJoin(modalities, eq(modalities.id, eventModalities.modalityId))
        .where(where)
        .orderBy(sql`${results.overallPosition} asc nulls last`, asc(results.id))
        .limit(limit)
        .offset(offset);
      // §7: with a search the total is the result length; without, every result of the event (one indexed count).
      const total = search ? rows.length : ((await db.select({ n: count() }).from(results).where(eq(results.eventId, id)))[0]?.n ?? 0);
      return sendPage(reply, rows, total);
    },
  );

  app.patch(
    '/v1/events/:id/restart_import_results',
    {
      config: { access: permit('import_results', 'events') },
      schema: { tags, summary: 'Recomeçar a última importação de resultados do início (mesmo arquivo)', params: idParams, response: { 200: importJob } },
    },
    async (request) => {
      const { id } = request.params;
      await requireEvent(db, id);
      const latest = await latestResultsImport(id);
      if (!latest) throw notFound('Nenhuma importação de resultados neste evento.');
      if (latest.status === 'processing') throw invalid('id', MSG_RUNNING);
      const row = await db.transaction(async (tx) => {
        await tx.delete(importJobLines).where(eq(importJobLines.importJobId, latest.id));
        const [u] = await tx
          .update(importJobs)
          .set({ status: 'scheduled', processedLines: 0, succeededLines: 0, failedLines: 0, error: null, startedAt: null, finishedAt: null, updatedAt: new Date() })
          .where(eq(importJobs.id, latest.id))
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'status_changed', entityType: 'import_jobs', entityId: latest.id, before: { status: latest.status }, after: { status: 'scheduled', restarted: true } });
        return u!;
      });
      await app.jobs.send(RESULTS_QUEUE, { importId: row.id });
      return toImportJob(db, row, !mayUnmaskCustomers(request));
    },
  );

  app.post(
    '/v1/events/:id/reenqueue_import_results',
    {
      config: { access: permit('import_results', 'events') },
      schema: { tags, summary: 'Reenfileirar a última importação de resultados (continua de onde parou)', params: idParams, response: { 200: importJob } },
    },
    async (request) => {
      const { id } = request.params;
      await requireEvent(db, id);
      const latest = await latestResultsImport(id);
      if (!latest) throw notFound('Nenhuma importação de resultados neste evento.');
      if (latest.status === 'completed') throw invalid('id', 'A importação já foi concluída. Para refazê-la, use "Recomeçar".');
      // After "delete results" the import's lines no longer match the data: it starts over.
      const fromStart = latest.status === 'not_started';
      const row = await db.transaction(async (tx) => {
        if (fromStart) await tx.delete(importJobLines).where(eq(importJobLines.importJobId, latest.id));
        const [u] = await tx
          .update(importJobs)
          .set({ status: 'scheduled', error: null, finishedAt: null, updatedAt: new Date(), ...(fromStart ? { processedLines: 0, succeededLines: 0, failedLines: 0 } : {}) })
          .where(eq(importJobs.id, latest.id))
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'status_changed', entityType: 'import_jobs', entityId: latest.id, before: { status: latest.status }, after: { status: 'scheduled' } });
        return u!;
      });
      await app.jobs.send(RESULTS_QUEUE, { importId: row.id });
      return toImportJob(db, row, !mayUnmaskCustomers(request));
    },
  );

  app.delete(
    '/v1/events/:id/delete_results',
    {
      config: { access: permit('import_results', 'events') },
      schema: { tags, summary: 'Excluir todos os resultados do evento', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      await requireEvent(db, id);
      const latest = await latestResultsImport(id);
      if (latest && (RUNNING as readonly string[]).includes(latest.status)) throw invalid('id', MSG_RUNNING);
      const removed = await db.transaction(async (tx) => {
        const gone = await tx.delete(results).where(eq(results.eventId, id)).returning({ id: results.id });
        // The import goes back to the start whole: 'Não iniciada' with no lines read, never beside '3 de 3 linhas lidas'.
        const reset = await tx
          .update(importJobs)
          .set({ status: 'not_started', processedLines: 0, succeededLines: 0, failedLines: 0, error: null, startedAt: null, finishedAt: null, updatedAt: new Date() })
          .where(and(eq(importJobs.eventId, id), eq(importJobs.kind, 'results'), inArray(importJobs.status, ['completed', 'failed'])))
          .returning({ id: importJobs.id });
        if (reset.length) await tx.delete(importJobLines).where(inArray(importJobLines.importJobId, reset.map((r) => r.id)));
        await recordAudit(tx, actorOf(request), { action: 'deleted', entityType: 'results', entityId: id, before: { event_id: id, results: gone.length } });
        return gone.length;
      });
      return { message: `${PARTICIPANTS_MSG.resultsDeleted} (${removed}).` };
    },
  );
};

export default importsRoutes;
