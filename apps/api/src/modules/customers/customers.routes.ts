import {
  ITEMS_COUNT_CAPPED_HEADER,
  AREAS,
  anonymizeBody,
  CUSTOMER_MSG,
  customerAccessEntry,
  customerAccessQuery,
  customerOrder,
  customerSubscription,
  customerSubscriptionsQuery,
  customerUser,
  customerUserBody,
  customerUserDetail,
  customerUserReportsQuery,
  customerUsersQuery,
  customerUsersReportBody,
  idParams,
  okBody,
  reportFile,
} from '@backoffice/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportFiles } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { HttpError, invalid, notFound } from '../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import { pageWindow, sendPage } from '../../lib/paging.ts';
import { anyOf, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { requestReport, toReportFile } from '../reports/reports.service.ts';
import './customers.report.ts';
import {
  cityExists,
  cpfTaken,
  customerIsLive,
  customerOrders,
  customerPage,
  customerSubscriptions,
  customerWrites,
  emailTaken,
  findCustomer,
  forgetSearchSample,
  keptRecords,
  toCustomerUser,
} from './customers.repository.ts';
import { queueCustomerReset } from './reset-link.ts';
import { accessLogOf, anonymizeCustomer, listFilters, logAccess, mayUnmaskCustomers, personalData, revealedFields, scrubHistory, viewerOf } from './lgpd.ts';

const tags = ['Usuários do app'];

/** The list request as the access log keeps it: the filters given (search text, page, order), no empty ones. */
const PATH = '/v1/customer/users';

/**
 * /v1/customer/users (§7): list with the LGPD masking, show (logged), edit, enable/disable, delete (refused when
 * records must be kept), forgot_password, subscriptions and orders; the data subject's file, anonymisation and the
 * access log (decision 0071); the export on the report machinery.
 */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  const mayUnmask = mayUnmaskCustomers;

  async function requireCustomer(id: number) {
    const found = await findCustomer(db, id);
    if (!found) throw notFound(CUSTOMER_MSG.notFound);
    return found;
  }
  // The page's tabs list after this check alone: the detail's joins and record counts are the show call's.
  async function requireLiveCustomer(id: number) {
    if (!(await customerIsLive(db, id))) throw notFound(CUSTOMER_MSG.notFound);
  }

  app.get(
    PATH,
    {
      config: { access: permit('index', 'tf users') },
      schema: { tags, summary: 'Listar usuários do app (CPF, e-mail e telefone mascarados sem a permissão unmask)', querystring: customerUsersQuery, response: { 200: z.array(customerUser) } },
    },
    async (request, reply) => {
      const q = request.query;
      const masked = !mayUnmask(request);
      const { rows, total, exact } = await customerPage(db, q);
      // Any page answered with full values (searched or not) is a view of those customers' personal data (LGPD log).
      if (!masked && rows.length) {
        await logAccess(
          db,
          viewerOf(request),
          'search',
          rows.map((r) => ({ customerId: r.id, fields: revealedFields({ ...r, birthDate: null, address: null }) })),
          listFilters(q),
        );
      }
      reply.header(ITEMS_COUNT_CAPPED_HEADER, exact ? '0' : '1');
      return sendPage(
        reply,
        rows.map((r) => toCustomerUser(r, masked)),
        total,
      );
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      // The order detail page shows its customer with the orders grant (§7 "Customer lookup").
      config: { access: anyOf(permit('index', 'tf users'), permit('index', 'orders')) },
      schema: { tags, summary: 'Ver usuário do app (dados completos; o acesso fica registrado)', params: idParams, response: { 200: customerUserDetail } },
    },
    async (request) => {
      const { row, detail } = await requireCustomer(request.params.id);
      if (!row.anonymizedAt) await logAccess(db, viewerOf(request), 'show', [{ customerId: row.id, fields: revealedFields(row) }]);
      return detail;
    },
  );

  app.put(
    `${PATH}/:id`,
    { config: { access: permit('update', 'tf users') }, schema: { tags, summary: 'Editar usuário do app', params: idParams, body: customerUserBody, response: { 200: customerUserDetail } } },
    async (request) => {
      const { id } = request.params;
      const b = request.body;
      const { row } = await requireCustomer(id);
      if (row.anonymizedAt) throw invalid('id', CUSTOMER_MSG.alreadyAnonymized);
      if (await emailTaken(db, b.email, id)) throw invalid('email', CUSTOMER_MSG.emailTaken);
      const cpf = b.person_type === 'physical' ? b.cpf : (b.cpf ?? null);
      if (cpf && (await cpfTaken(db, cpf, id))) throw invalid('cpf', CUSTOMER_MSG.cpfTaken);
      if (b.city_id && !(await cityExists(db, b.city_id))) throw invalid('city_id', CUSTOMER_MSG.cityNotFound);
      try {
        await customerWrites.update(db, actorOf(request), row, b.lock_version, {
          name: b.name,
          personType: b.person_type,
          cpf: cpf || null,
          cnpj: b.cnpj || null,
          email: b.email,
          birthDate: b.birth_date ?? null,
          gender: b.gender ?? null,
          phone: b.phone || null,
          phoneCountryCode: b.phone_country_code,
          address: b.address,
          zipCode: b.zip_code || null,
          cityId: b.city_id ?? null,
          userKind: b.user_kind,
        });
      } catch (error) {
        // Taken by another customer between the check and the write (unique indexes).
        const code = (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code;
        if (code === '23505') throw invalid(String(error).includes('cpf') ? 'cpf' : 'email', String(error).includes('cpf') ? CUSTOMER_MSG.cpfTaken : CUSTOMER_MSG.emailTaken);
        throw error;
      }
      return (await requireCustomer(id)).detail;
    },
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: { access: permit('destroy', 'tf users') },
      schema: { tags, summary: 'Excluir usuário do app (recusado quando há pedidos ou inscrições a guardar: use anonimizar)', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireCustomer(id);
      const kept = await keptRecords(db, id);
      if (kept.orders + kept.subscriptions > 0) throw new HttpError(409, [{ field: 'id', message: CUSTOMER_MSG.mustKeepRecords(kept.orders, kept.subscriptions) }]);
      try {
        await db.transaction(async (tx) => {
          await scrubHistory(tx, id);
          await customerWrites.remove(tx, actorOf(request), row, { before: { id } });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          const now = await keptRecords(db, id);
          throw new HttpError(409, [{ field: 'id', message: CUSTOMER_MSG.mustKeepRecords(now.orders, now.subscriptions) }]);
        }
        throw error;
      }
      forgetSearchSample(db);
      return { message: CUSTOMER_MSG.deleted };
    },
  );

  registerStatusToggles(app, {
    path: PATH,
    resource: 'tf users',
    tags,
    summaries: { enable: 'Ativar usuário do app', disable: 'Desativar usuário do app' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: customerUser,
    load: async (id) => (await requireCustomer(id)).row,
    check: (_request, row, action) => {
      if (row.anonymizedAt && action === 'enable') throw invalid('id', CUSTOMER_MSG.alreadyAnonymized);
    },
    write: (request, row, value) => customerWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    // The answer is a list row: masked as the list is, and logged when it shows full values.
    present: async (id, request) => {
      const { row, detail } = await requireCustomer(id);
      const masked = !mayUnmask(request);
      if (!masked && !row.anonymizedAt) await logAccess(db, viewerOf(request), 'show', [{ customerId: row.id, fields: revealedFields({ ...row, birthDate: null, address: null }) }]);
      return masked ? toCustomerUser(row, true) : customerUser.parse(detail);
    },
  });

  app.post(
    `${PATH}/:id/forgot_password`,
    {
      config: { access: permit('update', 'tf users') },
      schema: { tags, summary: 'Enviar ao usuário o e-mail de redefinição de senha do app', params: idParams, response: { 200: okBody } },
    },
    async (request) => {
      const { row } = await requireCustomer(request.params.id);
      if (row.anonymizedAt) throw invalid('id', CUSTOMER_MSG.alreadyAnonymized);
      const mailId = await db.transaction(async (tx) => {
        const id = await queueCustomerReset(tx, app.mailer, config, row);
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: AREAS.customerUsers.audit, entityId: row.id, before: { password_reset_sent_at: null }, after: { password_reset_sent_at: new Date() } });
        return id;
      });
      await app.mailer.deliver(mailId);
      return { message: CUSTOMER_MSG.emailSent };
    },
  );

  app.get(
    `${PATH}/:id/subscriptions`,
    {
      config: { access: permit('index', 'tf users') },
      schema: { tags, summary: 'Inscrições do usuário do app', params: idParams, querystring: customerSubscriptionsQuery, response: { 200: z.array(customerSubscription) } },
    },
    async (request, reply) => {
      await requireLiveCustomer(request.params.id);
      const { items, total } = await customerSubscriptions(db, request.params.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    `${PATH}/:id/orders`,
    {
      config: { access: permit('index', 'tf users') },
      schema: { tags, summary: 'Pedidos do usuário do app', params: idParams, querystring: customerSubscriptionsQuery, response: { 200: z.array(customerOrder) } },
    },
    async (request, reply) => {
      await requireLiveCustomer(request.params.id);
      const { items, total } = await customerOrders(db, request.params.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    `${PATH}/:id/access_log`,
    {
      config: { access: permit('access_log', 'tf users') },
      schema: { tags, summary: 'Registro de acessos aos dados pessoais (LGPD)', params: idParams, querystring: customerAccessQuery, response: { 200: z.array(customerAccessEntry) } },
    },
    async (request, reply) => {
      await requireLiveCustomer(request.params.id);
      const { items, total } = await accessLogOf(db, request.params.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    `${PATH}/:id/personal_data`,
    {
      config: { access: permit('data_export', 'tf users') },
      schema: { tags, summary: 'Exportar dados do titular (LGPD art. 18): um arquivo JSON com tudo o que se guarda da pessoa', params: idParams, produces: ['application/json'] },
    },
    async (request, reply) => {
      const { row } = await requireCustomer(request.params.id);
      const data = await personalData(db, row.id);
      await logAccess(db, viewerOf(request), 'data_export', [{ customerId: row.id, fields: ['all'] }]);
      reply.header('content-disposition', `attachment; filename="dados-titular-${row.id}.json"`).header('cache-control', 'no-store');
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    `${PATH}/:id/anonymize`,
    {
      config: { access: permit('anonymize', 'tf users') },
      schema: { tags, summary: 'Anonimizar titular (irreversível; guarda pedidos, inscrições e resultados sem os dados pessoais)', params: idParams, body: anonymizeBody, response: { 200: okBody } },
    },
    async (request) => {
      const { row } = await requireCustomer(request.params.id);
      if (row.anonymizedAt) throw invalid('id', CUSTOMER_MSG.alreadyAnonymized);
      await anonymizeCustomer(db, config, actorOf(request), viewerOf(request), row);
      return { message: CUSTOMER_MSG.anonymized };
    },
  );

  app.post(
    '/v1/report/customer/users.csv',
    {
      config: { access: permit('export', 'tf users') },
      schema: { tags, summary: 'Solicitar a exportação dos usuários do app (filtros da lista; gerada em segundo plano)', body: customerUsersReportBody, response: { 201: reportFile } },
    },
    async (request, reply) => {
      const { file_format: _f, ...filters } = request.body ?? {};
      const masked = !mayUnmask(request);
      const params = { ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')), masked };
      const report = await requestReport(app, request, { type: 'customer_users', params });
      await logAccess(db, viewerOf(request), 'export', [{ customerId: null, fields: masked ? ['name'] : ['name', 'cpf', 'cnpj', 'email', 'phone'] }], { report_id: report.id, ...params });
      return reply.code(201).send(report);
    },
  );

  app.get(
    '/v1/report/customer_user_reports',
    {
      config: { access: permit('export', 'tf users') },
      schema: { tags, summary: 'Exportações de usuários do app solicitadas (status, progresso)', querystring: customerUserReportsQuery, response: { 200: z.array(reportFile) } },
    },
    async (request, reply) => {
      const where = eq(reportFiles.reportType, 'customer_users');
      const { limit, offset } = pageWindow(request.query);
      const [rows, [total]] = await Promise.all([
        db.select().from(reportFiles).where(where).orderBy(desc(reportFiles.createdAt), desc(reportFiles.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(reportFiles).where(and(where)),
      ]);
      return sendPage(reply, await Promise.all(rows.map((r) => toReportFile({ db, config }, r))), total?.n ?? 0);
    },
  );

};

export default customersRoutes;
