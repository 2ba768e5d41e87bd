import {
  PARTNER_HISTORY_CSV,
  PARTNER_MSG,
  idParams,
  okBody,
  partner,
  partnerBody,
  partnerHistoryEntry,
  partnerHistoryQuery,
  partnerHistoryReportQuery,
  partnerUpdateBody,
  partnersListQuery,
  enumLabel,
  type PartnerHistoryEntry,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { invalid } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { catalogueRead, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  deletePartner,
  partnerHistoryListing,
  partnerListing,
  partnerSlugTaken,
  partnerWrites,
  percentsChanged,
  requirePartner,
  toHistoryEntry,
  toPartner,
  writePartnerHistory,
} from './partners.repository.ts';

const tags = ['Parceiros'];

export const PARTNER_HISTORY_CSV_COLUMNS: CsvColumn<PartnerHistoryEntry>[] = [
  { header: 'Data', value: (h) => h.created_at, kind: 'datetime' },
  { header: 'Programa', value: (h) => h.partner_name },
  { header: 'Alteração', value: (h) => enumLabel('change_type', h.change_type) },
  { header: 'Limite anterior (%)', value: (h) => h.percentage_limit_old, kind: 'decimal' },
  { header: 'Limite novo (%)', value: (h) => h.percentage_limit_new, kind: 'decimal' },
  { header: 'Desconto anterior (%)', value: (h) => h.percentage_discount_old, kind: 'decimal' },
  { header: 'Desconto novo (%)', value: (h) => h.percentage_discount_new, kind: 'decimal' },
  { header: 'Visa anterior (%)', value: (h) => h.visa_percentage_discount_old, kind: 'decimal' },
  { header: 'Visa novo (%)', value: (h) => h.visa_percentage_discount_new, kind: 'decimal' },
  { header: 'Mastercard anterior (%)', value: (h) => h.master_percentage_discount_old, kind: 'decimal' },
  { header: 'Mastercard novo (%)', value: (h) => h.master_percentage_discount_new, kind: 'decimal' },
  { header: 'Alterado por', value: (h) => h.changed_by_name },
];

/**
 * Bank partner programmes: /v2/partners (CRUD), GET /v1/partners/{id}, and their discount history
 * (GET /v2/partner_historical and its CSV). Every change of a programme's percentages writes its history line in the
 * change's own transaction; the history has no write route, and the database refuses to edit or delete it.
 */
const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/v2/partners',
    {
      config: { access: catalogueRead('partners') },
      schema: { tags, summary: 'Listar programas de parceria. Leitura: parceiros ou eventos', querystring: partnersListQuery, response: { 200: z.array(partner) } },
    },
    async (request, reply) => {
      const { rows, total } = await partnerListing.page(db, request.query);
      return sendPage(reply, rows.map(toPartner), total);
    },
  );

  for (const path of ['/v2/partners/:id', '/v1/partners/:id']) {
    app.get(
      path,
      { config: { access: catalogueRead('partners') }, schema: { tags, summary: 'Ver programa de parceria', params: idParams, response: { 200: partner } } },
      async (request) => toPartner(await requirePartner(db, request.params.id)),
    );
  }

  app.post(
    '/v2/partners',
    { config: { access: permit('create', 'partners') }, schema: { tags, summary: 'Cadastrar programa de parceria', body: partnerBody, response: { 201: partner } } },
    async (request, reply) => {
      const body = request.body;
      if (await partnerSlugTaken(db, body.slug)) throw invalid('slug', PARTNER_MSG.slugTaken);
      const actor = actorOf(request);
      const row = await partnerWrites.create(
        db,
        actor,
        {
          name: body.name,
          slug: body.slug,
          description: body.description,
          logoUrl: body.logo_url,
          percentageLimit: body.percentage_limit,
          percentageDiscount: body.percentage_discount,
          visaPercentageDiscount: body.visa_percentage_discount,
          masterPercentageDiscount: body.master_percentage_discount,
          status: body.status ?? 'active',
        },
        { also: (tx, created) => writePartnerHistory(tx, actor, created.id, 'created', null, created) },
      );
      return reply.code(201).send(toPartner(row));
    },
  );

  app.put(
    '/v2/partners/:id',
    {
      config: { access: permit('update', 'partners') },
      schema: { tags, summary: 'Editar programa de parceria (grava o histórico de descontos)', params: idParams, body: partnerUpdateBody, response: { 200: partner } },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const before = await requirePartner(db, id);
      if (await partnerSlugTaken(db, body.slug, id)) throw invalid('slug', PARTNER_MSG.slugTaken);
      const actor = actorOf(request);
      const row = await partnerWrites.update(
        db,
        actor,
        before,
        body.lock_version,
        {
          name: body.name,
          slug: body.slug,
          description: body.description,
          logoUrl: body.logo_url,
          percentageLimit: body.percentage_limit,
          percentageDiscount: body.percentage_discount,
          visaPercentageDiscount: body.visa_percentage_discount,
          masterPercentageDiscount: body.master_percentage_discount,
          status: body.status ?? before.status,
        },
        { also: async (tx, after) => (percentsChanged(before, after) ? writePartnerHistory(tx, actor, id, 'updated', before, after) : undefined) },
      );
      return toPartner(row);
    },
  );

  app.delete(
    '/v2/partners/:id',
    {
      config: { access: permit('destroy', 'partners') },
      schema: { tags, summary: 'Excluir programa de parceria (o histórico permanece)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const before = await requirePartner(db, request.params.id);
      await deletePartner(db, actorOf(request), before);
      return { message: PARTNER_MSG.deleted };
    },
  );

  app.get(
    '/v2/partner_historical',
    {
      config: { access: permit('index', 'partners') },
      schema: { tags, summary: 'Histórico de alterações de descontos (mais recentes primeiro)', querystring: partnerHistoryQuery, response: { 200: z.array(partnerHistoryEntry) } },
    },
    async (request, reply) => {
      const { rows, total } = await partnerHistoryListing.page(db, request.query);
      return sendPage(reply, rows.map(toHistoryEntry), total);
    },
  );

  app.get(
    '/v1/report/partner_historical.csv',
    {
      config: { access: permit('export', 'partners') },
      schema: { tags, summary: `Exportar o histórico de descontos (CSV, ${PARTNER_HISTORY_CSV})`, querystring: partnerHistoryReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => sendCsv(reply, PARTNER_HISTORY_CSV, PARTNER_HISTORY_CSV_COLUMNS, partnerHistoryListing.batches(db, request.query, (rows) => rows.map(toHistoryEntry))),
  );
};

export default partnersRoutes;
