import fs from 'node:fs';
import {
  can,
  REPORT_FILE_ACCESS,
  type ReportFileType,
  statusLabel,
  eventReportBody,
  idParams,
  idSchema,
  reportFile,
  reportsListQuery,
  reportUrlResponse,
  subscriptionsCsvQuery,
  PARTICIPANTS_MSG,
} from '@backoffice/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportFiles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { attachmentDisposition, sendCsv } from '../../lib/csv.ts';
import { forbidden, HttpError, notFound } from '../../lib/http-errors.ts';
import { pageWindow, sendPage } from '../../lib/paging.ts';
import { permit, PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { requireEvent } from '../events/event-lookup.ts';
import { SUBSCRIPTION_REPORT_COLUMNS, subscriptionReportBatches } from './report-generators.ts';
import { downloadUrl, generateReport, REPORT_QUEUE, reportFilePath, requestReport, requeueOrphanedReports, toReportFile, verifyDownload } from './reports.service.ts';
import { listFilters, logContactsExport, mayUnmaskCustomers } from '../customers/lgpd.ts';
import { maskedSubscriptions } from '../subscriptions/subscriptions.contacts.ts';
import { iterateSubscriptions } from '../subscriptions/subscriptions.repository.ts';

const tags = ['Relatórios'];

/** Which grant reads (index) and requests (request) each kind of report — the resource of the page that lists it. */
/** Who may list, download and request each kind of report: one declaration, shared with the panel (contract). */
const REPORT_ACCESS = REPORT_FILE_ACCESS;

const downloadParams = z.strictObject({ id: z.uuid() });
const downloadQuery = z.strictObject({ expires: z.coerce.number().int(), signature: z.string().regex(/^[0-9a-f]{64}$/) });

/** §7 Reports: asynchronous report files (jobs), their list, download link and re-enqueue; the subscriptions CSV. */
const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  await app.jobs.define<{ reportId: number }>(REPORT_QUEUE, async (data, { signal }) => generateReport(app, data.reportId, signal));
  // Nothing stays queued forever: a report marked queued or running with no job behind it is handed to the queue.
  app.addHook('onReady', async () => {
    await requeueOrphanedReports(app);
  });

  /** A report's list, link and file carry what requesting it gave (participants' CPF, e-mail…): the same permission. */
  function mayDownload(request: FastifyRequest, type: ReportFileType) {
    const rule = REPORT_ACCESS[type];
    return can(authOf(request).grants, rule.request, rule.resource);
  }

  async function requireReport(id: number) {
    const [row] = await db.select().from(reportFiles).where(eq(reportFiles.id, id));
    if (!row) throw notFound('Relatório não encontrado.');
    return row;
  }

  async function requestEventReport(request: FastifyRequest, eventId: number, type: 'subscriptions' | 'event_results', params: Record<string, unknown>) {
    const event = await requireEvent(db, eventId);
    if (type !== 'subscriptions') return requestReport(app, request, { type, eventId: event.id, params });
    // The file carries CPF, e-mail and phone: masked unless the requester may unmask, decided now (decision 0086).
    const full = { ...params, masked: !mayUnmaskCustomers(request) };
    const report = await requestReport(app, request, { type, eventId: event.id, params: full });
    await logContactsExport(db, request, ['name', 'cpf', 'email', 'phone', 'birth_date'], { area: 'event subscriptions report', event_id: event.id, report_id: report.id, ...full });
    return report;
  }

  app.post(
    '/v1/report/events/:id/event_results',
    {
      config: { access: permit('export', 'events') },
      schema: { tags, summary: 'Solicitar relatório de resultados do evento (gerado em segundo plano)', params: idParams, body: eventReportBody, response: { 201: reportFile } },
    },
    async (request, reply) => reply.code(201).send(await requestEventReport(request, request.params.id, 'event_results', {})),
  );

  app.post(
    '/v1/report/events/:id/:type',
    {
      config: { access: permit('export', 'events') },
      schema: {
        tags,
        summary: 'Solicitar relatório do evento por tipo (subscriptions, event_results)',
        params: z.strictObject({ id: idSchema, type: z.enum(['subscriptions', 'event_results']) }),
        body: eventReportBody,
        response: { 201: reportFile },
      },
    },
    async (request, reply) => reply.code(201).send(await requestEventReport(request, request.params.id, request.params.type, {})),
  );

  app.get(
    '/v1/report/reports',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Listar relatórios solicitados de um tipo (pede a permissão de solicitar o relatório, p. ex. exportar)', querystring: reportsListQuery, response: { 200: z.array(reportFile) } },
    },
    async (request, reply) => {
      const q = request.query;
      // the list, the link and the file need what requesting the report needs (export, for participant data): issue 12 §2
      if (!mayDownload(request, q.report_type)) throw forbidden();
      const filters: SQL[] = [eq(reportFiles.reportType, q.report_type)];
      if (q.event_id) filters.push(eq(reportFiles.eventId, q.event_id));
      const where = and(...filters);
      const { limit, offset } = pageWindow(q);
      const [rows, [total]] = await Promise.all([
        db.select().from(reportFiles).where(where).orderBy(desc(reportFiles.createdAt), desc(reportFiles.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(reportFiles).where(where),
      ]);
      return sendPage(reply, await Promise.all(rows.map((r) => toReportFile({ db, config }, r))), total?.n ?? 0);
    },
  );

  app.get(
    '/v1/reports/:id/url',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Link de download do relatório (válido por 10 minutos)', params: idParams, response: { 200: reportUrlResponse } },
    },
    async (request) => {
      const row = await requireReport(request.params.id);
      if (!mayDownload(request, row.reportType)) throw forbidden();
      if (!reportFilePath(config, row)) throw new HttpError(422, [{ field: 'id', message: PARTICIPANTS_MSG.reportNotReady }]);
      return { report_file_url: downloadUrl(config, row.downloadKey) };
    },
  );

  app.get(
    '/v1/reports/:id/file',
    {
      config: { access: PUBLIC },
      schema: { tags, summary: 'Arquivo do relatório (link assinado de /v1/reports/{id}/url; o id do link é aleatório)', params: downloadParams, querystring: downloadQuery },
    },
    async (request, reply) => {
      const key = request.params.id;
      if (!verifyDownload(config, key, request.query.expires, request.query.signature)) throw notFound('Link de download inválido ou expirado.');
      const [row] = await db.select().from(reportFiles).where(eq(reportFiles.downloadKey, key));
      if (!row) throw notFound('Link de download inválido ou expirado.');
      const id = row.id;
      const file = reportFilePath(config, row);
      if (!file) throw notFound(PARTICIPANTS_MSG.reportNotReady);
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(row.fileName ?? `relatorio-${id}.csv`)).header('cache-control', 'no-store');
      return reply.send(fs.createReadStream(file));
    },
  );

  app.post(
    '/v1/report/reports/:id/reenqueue',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Reprocessar relatório (pede a permissão de solicitá-lo)', params: idParams, response: { 200: reportFile } },
    },
    async (request) => {
      const row = await requireReport(request.params.id);
      const rule = REPORT_ACCESS[row.reportType];
      if (!can(authOf(request).grants, rule.request, rule.resource)) throw forbidden();
      // Only a report that is really queued or running is refused; one whose job is gone can always be re-enqueued.
      if ((row.status === 'scheduled' || row.status === 'processing') && (await app.jobs.hasLiveJob(REPORT_QUEUE, 'reportId', row.id))) {
        throw new HttpError(422, [{ field: 'id', message: 'O relatório já está na fila de processamento.' }]);
      }
      const updated = await db.transaction(async (tx) => {
        const [u] = await tx
          .update(reportFiles)
          .set({ status: 'scheduled', progress: 0, error: null, finishedAt: null, updatedAt: new Date() })
          .where(eq(reportFiles.id, row.id))
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'status_changed', entityType: 'report_files', entityId: row.id, before: { status: row.status }, after: { status: 'scheduled' } });
        return u!;
      });
      await app.jobs.send(REPORT_QUEUE, { reportId: row.id });
      return toReportFile({ db, config }, updated);
    },
  );

  app.get(
    '/v1/report/events/:id/subscriptions',
    {
      config: { access: permit('export', 'events') },
      schema: { tags, summary: 'Baixar CSV das inscrições do evento (filtros da lista; sem limite de linhas)', params: idParams, querystring: subscriptionsCsvQuery },
    },
    async (request, reply) => {
      const event = await requireEvent(db, request.params.id);
      const q = request.query;
      const fileName = `inscricoes-${event.id}.csv`;
      // The file is the list: masked without 'unmask'; in full, one export entry with its filters (decision 0086).
      const masked = !mayUnmaskCustomers(request);
      await logContactsExport(db, request, q.query ? ['name', 'cpf', 'email'] : ['name', 'cpf', 'email', 'phone', 'birth_date'], { area: 'event subscriptions', event_id: event.id, ...listFilters(q) });
      if (!q.query) {
        // Same rows and columns as the asynchronous report, streamed by keyset pages.
        return sendCsv(reply, fileName, SUBSCRIPTION_REPORT_COLUMNS, subscriptionReportBatches(db, event.id, { status: q.status, masked }, 2000));
      }
      // With a search: the list's own matching, fewer columns.
      return sendCsv(
        reply,
        fileName,
        [
          { header: 'Inscrição', value: (r) => r.id, kind: 'integer' },
          { header: 'Status', value: (r) => statusLabel(r.status, 'subscription') },
          { header: 'Nome', value: (r) => r.athlete.name },
          { header: 'CPF', value: (r) => r.athlete.cpf, kind: 'legal_record' },
          { header: 'E-mail', value: (r) => r.athlete.email },
          { header: 'Modalidade', value: (r) => r.modality_name },
          { header: 'Kit', value: (r) => r.kit_name },
          { header: 'Tamanho', value: (r) => r.shirt_size },
          { header: 'Número de peito', value: (r) => r.chest_number, kind: 'integer' },
          { header: 'Pedido', value: (r) => r.order_id, kind: 'integer' },
          { header: 'Valor', value: (r) => r.price, kind: 'money' },
          { header: 'Data da inscrição', value: (r) => r.created_at, kind: 'datetime' },
        ],
        masked ? maskedSubscriptions(iterateSubscriptions(db, event.id, q)) : iterateSubscriptions(db, event.id, q),
      );
    },
  );
};

export default reportsRoutes;
