import {
  OCCURRENCE_CHANGE,
  TRAINER_MSG,
  activityOccurrenceParams,
  activityReportParams,
  activityReportQuery,
  activitySubscriptionParams,
  activitySubscriptionsCsv,
  subscriptionDetail,
  subscriptionListItem,
  subscriptionsListQuery,
  statusLabel,
  type SubscriptionListItem,
  WITHDRAWS_CSV,
  activitiesQuery,
  activityBody,
  activityOccurrence,
  activityParams,
  allActivitiesQuery,
  balanceHistoryQuery,
  balancesQuery,
  bankAccount,
  futureRevenue,
  justification,
  justificationBody,
  justificationParams,
  justificationStatusBody,
  justificationsQuery,
  occurrenceParams,
  occurrencesQuery,
  okBody,
  trainer,
  trainerActivity,
  trainerBody,
  trainerDetail,
  trainerParams,
  trainerStatusBody,
  trainersListQuery,
  walletBalance,
  walletEntry,
  walletResume,
  withdrawDecisionBody,
  withdrawRequest,
  withdrawsQuery,
  withdrawsReportQuery,
  type WithdrawRequest,
} from '@backoffice/contract';
import { and, count, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityOccurrences, justifications, subscriptions, trainerActivities } from '../../db/schema/index.ts';
import { listFilters, logContactsExport, mayUnmaskCustomers } from '../customers/lgpd.ts';
import { guardSubscriptionContacts, logSubscriptionShow, maskedSubscriptions } from '../subscriptions/subscriptions.contacts.ts';
import { findSubscription, iterateSubscriptions, listSubscriptions, subscriptionFilters, subscriptionItems } from '../subscriptions/subscriptions.repository.ts';
import { recordAudit } from '../../lib/audit.ts';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { invalid, notFound } from '../../lib/http-errors.ts';
import { soldByEvent } from '../../lib/subscription-counts.ts';
import { orderBy, pageWindow, sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { decideWithdraw } from './ledger.ts';
import {
  activitiesPage,
  activityWrites,
  findActivity,
  findTrainer,
  findWithdraw,
  futureRevenue as readFutureRevenue,
  justificationsPage,
  ledgerPage,
  listBankAccounts,
  listOccurrences,
  toTrainer,
  toWithdraw,
  trainerCounts,
  trainerEmailTaken,
  trainerListing,
  trainerWrites,
  walletBalance as readBalance,
  walletResume as readResume,
  withdrawListing,
} from './trainers.repository.ts';

const tags = ['Treinadores'];
const READ = permit('index', 'trainer');
const UPDATE = permit('update', 'trainer');
const DECIDE = permit('withdraw', 'trainer');
/** Remove and restore of a class date: one grant for both halves (contract OCCURRENCE_CHANGE, decision 0089). */
const OCCURRENCES = permit(OCCURRENCE_CHANGE.action, OCCURRENCE_CHANGE.resource);

/** The columns a class date's subscriptions sort by: the same `order` the activity's whole list takes. */
const OCCURRENCE_SUBSCRIPTION_SORTS = { created_at: subscriptions.createdAt, chest_number: subscriptions.chestNumber, status: subscriptions.status, id: subscriptions.id };

const STATUS_TEXT: Record<WithdrawRequest['status'], string> = { pending: 'Pendente', approved: 'Aprovado', denied: 'Negado', partially_denied: 'Falhou' };

export const WITHDRAW_CSV_COLUMNS: CsvColumn<WithdrawRequest>[] = [
  { header: 'ID', value: (w) => w.id, kind: 'integer' },
  { header: 'Treinador', value: (w) => w.trainer_name },
  { header: 'E-mail', value: (w) => w.trainer_email },
  { header: 'Conta bancária', value: (w) => w.bank_account },
  { header: 'Valor solicitado', value: (w) => w.amount, kind: 'money' },
  { header: 'Valor pago', value: (w) => w.paid_amount, kind: 'money' },
  { header: 'Status', value: (w) => STATUS_TEXT[w.status] },
  { header: 'Observações', value: (w) => w.notes },
  { header: 'Decidido por', value: (w) => w.processed_by_name },
  { header: 'Decidido em', value: (w) => w.processed_at, kind: 'datetime' },
  { header: 'Solicitado em', value: (w) => w.created_at, kind: 'datetime' },
];

/**
 * Trainers (issue 17): /v3 list, /v4 show, /v2 edit and status; activities, occurrences (remove, restore), bank accounts,
 * ledger (balances, balance history, future revenue), withdraw requests and their decisions, justifications.
 */
const trainersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireTrainer(id: number) {
    const found = await findTrainer(db, id);
    if (!found) throw notFound(TRAINER_MSG.notFound);
    return found;
  }
  async function requireActivity(trainerId: number, activityId: number) {
    await requireTrainer(trainerId);
    const found = await findActivity(db, trainerId, activityId);
    if (!found) throw notFound(TRAINER_MSG.activityNotFound);
    return found;
  }
  async function detail(id: number) {
    const { trainer: t } = await requireTrainer(id);
    return { ...t, ...(await trainerCounts(db, id)) };
  }

  // ------------------------------------------------------------ trainers

  app.get(
    '/v3/trainer/users',
    { config: { access: READ }, schema: { tags, summary: 'Listar treinadores', querystring: trainersListQuery, response: { 200: z.array(trainer) } } },
    async (request, reply) => {
      const { rows, total } = await trainerListing.page(db, request.query);
      return sendPage(reply, rows.map(toTrainer), total);
    },
  );

  app.get(
    '/v4/trainer/users/:id',
    { config: { access: READ }, schema: { tags, summary: 'Ver treinador', params: trainerParams, response: { 200: trainerDetail } } },
    async (request) => detail(request.params.id),
  );

  app.put(
    '/v2/trainer/users/:id',
    { config: { access: UPDATE }, schema: { tags, summary: 'Editar treinador', params: trainerParams, body: trainerBody, response: { 200: trainerDetail } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row } = await requireTrainer(id);
      if (await trainerEmailTaken(db, body.email, id)) throw invalid('email', TRAINER_MSG.emailTaken);
      await trainerWrites.update(db, actorOf(request), row, body.lock_version, {
        name: body.name,
        email: body.email,
        document: body.document,
        phone: body.phone,
        bio: body.bio,
        filiation: body.filiation,
        serviceType: body.service_type,
      });
      return detail(id);
    },
  );

  app.patch(
    '/v2/trainer/users/:id/status',
    { config: { access: UPDATE }, schema: { tags, summary: 'Alterar status do treinador (habilitado, desabilitado, em análise)', params: trainerParams, body: trainerStatusBody, response: { 200: trainerDetail } } },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireTrainer(id);
      await trainerWrites.setField(db, actorOf(request), row, 'status', request.body.status);
      return detail(id);
    },
  );

  // ------------------------------------------------------------ activities

  app.get(
    '/v2/trainer/activities',
    { config: { access: READ }, schema: { tags, summary: 'Listar atividades de todos os treinadores', querystring: allActivitiesQuery, response: { 200: z.array(trainerActivity) } } },
    async (request, reply) => {
      const { items, total } = await activitiesPage(db, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v2/trainer/users/:id/activities',
    { config: { access: READ }, schema: { tags, summary: 'Atividades do treinador', params: trainerParams, querystring: activitiesQuery, response: { 200: z.array(trainerActivity) } } },
    async (request, reply) => {
      await requireTrainer(request.params.id);
      const { items, total } = await activitiesPage(db, { ...request.query, trainer_id: request.params.id });
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v2/trainer/users/:id/activities/:activityId',
    { config: { access: READ }, schema: { tags, summary: 'Ver atividade', params: activityParams, response: { 200: trainerActivity } } },
    async (request) => (await requireActivity(request.params.id, request.params.activityId)).activity,
  );

  app.put(
    '/v2/trainer/users/:id/activities/:activityId',
    { config: { access: UPDATE }, schema: { tags, summary: 'Editar atividade', params: activityParams, body: activityBody, response: { 200: trainerActivity } } },
    async (request) => {
      const { id, activityId } = request.params;
      const body = request.body;
      const { row } = await requireActivity(id, activityId);
      // places already held stay held: the capacity cannot drop below them (the counters the writes keep)
      const held = (await soldByEvent(db, [row.eventId])).get(row.eventId) ?? 0;
      if (body.capacity !== null && body.capacity < held) throw invalid('capacity', TRAINER_MSG.capacityBelowSubscriptions(held));
      await activityWrites.update(db, actorOf(request), row, body.lock_version, { serviceType: body.service_type, price: body.price, capacity: body.capacity });
      return (await requireActivity(id, activityId)).activity;
    },
  );

  for (const action of ['enable', 'disable'] as const) {
    app.post(
      `/v2/trainer/users/:id/activities/:activityId/${action}`,
      {
        config: { access: UPDATE },
        schema: { tags, summary: action === 'enable' ? 'Ativar atividade' : 'Desativar atividade', params: activityParams, response: { 200: trainerActivity } },
      },
      async (request) => {
        const { id, activityId } = request.params;
        const { row } = await requireActivity(id, activityId);
        await activityWrites.setField(db, actorOf(request), row, 'status', action === 'enable' ? 'enabled' : 'disabled', `activity_${activityId}_status`);
        return (await requireActivity(id, activityId)).activity;
      },
    );
  }

  app.get(
    '/v2/trainer/users/:id/activities/:activityId/activity_occurrences',
    {
      config: { access: READ },
      schema: { tags, summary: 'Datas da atividade (com as removidas)', params: activityParams, querystring: occurrencesQuery, response: { 200: z.array(activityOccurrence) } },
    },
    async (request) => {
      const { activity } = await requireActivity(request.params.id, request.params.activityId);
      return listOccurrences(db, activity.event_id, request.query.deleted);
    },
  );

  app.delete(
    '/v1/events/:id/activity_occurrences/:occurrenceId',
    { config: { access: OCCURRENCES }, schema: { tags, summary: 'Remover data da atividade (restaurável)', params: occurrenceParams, response: { 200: okBody } } },
    async (request) => {
      const { id, occurrenceId } = request.params;
      const [o] = await db
        .select()
        .from(activityOccurrences)
        .where(and(eq(activityOccurrences.id, occurrenceId), eq(activityOccurrences.eventId, id), isNull(activityOccurrences.deletedAt)));
      if (!o) throw notFound(TRAINER_MSG.occurrenceNotFound);
      await db.transaction(async (tx) => {
        const deletedAt = new Date();
        // conditional on not yet removed: of two removals at once, the second is a 404 and writes no audit entry
        const done = await tx
          .update(activityOccurrences)
          .set({ deletedAt, updatedAt: deletedAt })
          .where(and(eq(activityOccurrences.id, occurrenceId), isNull(activityOccurrences.deletedAt)))
          .returning({ id: activityOccurrences.id });
        if (!done.length) throw notFound(TRAINER_MSG.occurrenceNotFound);
        await recordAudit(tx, actorOf(request), {
          action: 'deleted',
          entityType: 'activity_occurrences',
          entityId: occurrenceId,
          before: { event_id: id, date: o.date, start_hour: o.startHour, status: o.status, deleted_at: null },
          after: { event_id: id, date: o.date, start_hour: o.startHour, status: o.status, deleted_at: deletedAt.toISOString() },
        });
      });
      return { message: TRAINER_MSG.occurrenceRemoved };
    },
  );

  app.post(
    '/v1/events/:id/activity_occurrences/:occurrenceId/restore',
    {
      config: { access: OCCURRENCES },
      schema: { tags, summary: 'Restaurar data removida da atividade', params: occurrenceParams, response: { 200: okBody } },
    },
    async (request) => {
      const { id, occurrenceId } = request.params;
      const [o] = await db
        .select()
        .from(activityOccurrences)
        .where(and(eq(activityOccurrences.id, occurrenceId), eq(activityOccurrences.eventId, id), isNotNull(activityOccurrences.deletedAt)));
      if (!o) throw notFound(TRAINER_MSG.occurrenceNotFound);
      await db.transaction(async (tx) => {
        const done = await tx
          .update(activityOccurrences)
          .set({ deletedAt: null, updatedAt: new Date() })
          .where(and(eq(activityOccurrences.id, occurrenceId), isNotNull(activityOccurrences.deletedAt)))
          .returning({ id: activityOccurrences.id });
        if (!done.length) throw notFound(TRAINER_MSG.occurrenceNotFound);
        await recordAudit(tx, actorOf(request), {
          action: 'updated',
          entityType: 'activity_occurrences',
          entityId: occurrenceId,
          before: { event_id: id, date: o.date, deleted_at: o.deletedAt?.toISOString() ?? null },
          after: { event_id: id, date: o.date, deleted_at: null },
        });
      });
      return { message: TRAINER_MSG.occurrenceRestored };
    },
  );

  // ------------------------------------------------------------ activity subscriptions

  app.get(
    '/v2/trainer/users/:id/activities/:activityId/subscriptions',
    {
      config: { access: READ },
      schema: { tags, summary: 'Inscrições da atividade', params: activityParams, querystring: subscriptionsListQuery, response: { 200: z.array(subscriptionListItem) } },
    },
    async (request, reply) => {
      const { id, activityId } = request.params;
      const { activity } = await requireActivity(id, activityId);
      const { items, total } = await listSubscriptions(db, activity.event_id, request.query);
      // the subscriptions area's rule: masked without 'unmask', a full page logged (decisions 0086, 0087)
      const shown = await guardSubscriptionContacts(db, request, items, { area: 'trainer activity subscriptions', trainer_id: id, activity_id: activityId, ...listFilters(request.query) });
      return sendPage(reply, shown, total);
    },
  );

  app.get(
    '/v2/trainer/users/:id/activities/:activityId/subscriptions/:subscriptionId',
    { config: { access: READ }, schema: { tags, summary: 'Ver inscrição da atividade', params: activitySubscriptionParams, response: { 200: subscriptionDetail } } },
    async (request) => {
      const { id, activityId, subscriptionId } = request.params;
      const { activity } = await requireActivity(id, activityId);
      const found = await findSubscription(db, activity.event_id, subscriptionId);
      if (!found) throw notFound('Inscrição não encontrada.');
      await logSubscriptionShow(db, request, found, { area: 'trainer activity subscriptions', trainer_id: id, activity_id: activityId, subscription_id: subscriptionId });
      return found;
    },
  );

  app.get(
    '/v2/trainer/users/:id/activities/:activityId/activity_occurrences/:occurrenceId/subscriptions',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Inscrições da atividade na data (inscritos até o dia da aula)',
        params: activityOccurrenceParams,
        querystring: subscriptionsListQuery,
        response: { 200: z.array(subscriptionListItem) },
      },
    },
    async (request, reply) => {
      const { id, activityId, occurrenceId } = request.params;
      const { activity } = await requireActivity(id, activityId);
      const [o] = await db.select().from(activityOccurrences).where(and(eq(activityOccurrences.id, occurrenceId), eq(activityOccurrences.eventId, activity.event_id)));
      if (!o) throw notFound(TRAINER_MSG.occurrenceNotFound);
      const where = and(subscriptionFilters(activity.event_id, request.query), lte(sql`(${subscriptions.createdAt} AT TIME ZONE 'America/Sao_Paulo')::date`, o.date));
      const { limit, offset } = pageWindow(request.query);
      const [ids, [total]] = await Promise.all([
        db.select({ id: subscriptions.id }).from(subscriptions).where(where).orderBy(...orderBy(request.query.order, OCCURRENCE_SUBSCRIPTION_SORTS, subscriptions.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(subscriptions).where(where),
      ]);
      const items = await subscriptionItems(db, ids.map((r) => r.id));
      const shown = await guardSubscriptionContacts(db, request, items, {
        area: 'trainer activity subscriptions',
        trainer_id: id,
        activity_id: activityId,
        occurrence_id: occurrenceId,
        ...listFilters(request.query),
      });
      return sendPage(reply, shown, total?.n ?? 0);
    },
  );

  app.get(
    '/v1/report/activities/:id/activity_occurrences',
    {
      config: { access: permit('export', 'trainer') },
      schema: { tags, summary: 'Relatório de inscrições da atividade (CSV), por data se informada', params: activityReportParams, querystring: activityReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const [a] = await db.select().from(trainerActivities).where(eq(trainerActivities.id, request.params.id));
      if (!a) throw notFound(TRAINER_MSG.activityNotFound);
      let date: string | undefined;
      if (request.query.occurrence_id) {
        const [o] = await db.select().from(activityOccurrences).where(and(eq(activityOccurrences.id, request.query.occurrence_id), eq(activityOccurrences.eventId, a.eventId)));
        if (!o) throw notFound(TRAINER_MSG.occurrenceNotFound);
        date = o.date;
      }
      const enrolledBy = date
        ? new Set(
            (
              await db
                .select({ id: subscriptions.id })
                .from(subscriptions)
                .where(and(eq(subscriptions.eventId, a.eventId), lte(sql`(${subscriptions.createdAt} AT TIME ZONE 'America/Sao_Paulo')::date`, date)))
            ).map((r) => r.id),
          )
        : null;
      async function* rows(): AsyncGenerator<SubscriptionListItem[]> {
        let batch: SubscriptionListItem[] = [];
        for await (const s of iterateSubscriptions(db, a!.eventId, {})) {
          if (enrolledBy && !enrolledBy.has(s.id)) continue;
          batch.push(s);
          if (batch.length === 1000) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length) yield batch;
      }
      // The file is the list: masked without 'unmask'; in full, one export entry with its filters (decision 0086).
      const masked = !mayUnmaskCustomers(request);
      await logContactsExport(db, request, ['name', 'cpf', 'email'], { area: 'trainer activity subscriptions', activity_id: a.id, ...listFilters(request.query) });
      const columns: CsvColumn<SubscriptionListItem>[] = [
        ...(date ? [{ header: 'Data da aula', value: () => date, kind: 'date' as const }] : []),
        { header: 'Inscrição', value: (s) => s.id, kind: 'integer' },
        { header: 'Atleta', value: (s) => s.athlete.name },
        { header: 'CPF', value: (s) => s.athlete.cpf, kind: 'legal_record' },
        { header: 'E-mail', value: (s) => s.athlete.email },
        { header: 'Modalidade', value: (s) => s.modality_name },
        { header: 'Status', value: (s) => statusLabel(s.status) },
        { header: 'Valor', value: (s) => s.price, kind: 'money' },
        { header: 'Pedido', value: (s) => s.order_id, kind: 'integer' },
        { header: 'Inscrito em', value: (s) => s.created_at, kind: 'datetime' },
      ];
      return sendCsv(reply, activitySubscriptionsCsv(a.id, date), columns, masked ? maskedSubscriptions(rows()) : rows());
    },
  );

  // ------------------------------------------------------------ money

  app.get(
    '/v2/trainer/users/:id/bank_accounts',
    { config: { access: READ }, schema: { tags, summary: 'Contas bancárias do treinador', params: trainerParams, response: { 200: z.array(bankAccount) } } },
    async (request) => {
      await requireTrainer(request.params.id);
      return listBankAccounts(db, request.params.id);
    },
  );

  app.get(
    '/v2/trainer/users/:id/balances',
    { config: { access: READ }, schema: { tags, summary: 'Lançamentos (créditos e saques), paginados', params: trainerParams, querystring: balancesQuery, response: { 200: z.array(walletEntry) } } },
    async (request, reply) => {
      await requireTrainer(request.params.id);
      const { items, total } = await ledgerPage(db, request.params.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v2/trainer/users/:id/balances/resume',
    { config: { access: READ }, schema: { tags, summary: 'Resumo financeiro do treinador', params: trainerParams, response: { 200: walletResume } } },
    async (request) => {
      await requireTrainer(request.params.id);
      return readResume(db, request.params.id);
    },
  );

  app.get(
    '/v2/trainer/users/:id/bank_account/balance',
    { config: { access: READ }, schema: { tags, summary: 'Saldo (disponível, futuro, saques pendentes)', params: trainerParams, response: { 200: walletBalance } } },
    async (request) => {
      await requireTrainer(request.params.id);
      return readBalance(db, request.params.id);
    },
  );

  app.get(
    '/v2/trainer/users/:id/bank_account/balance_history',
    { config: { access: READ }, schema: { tags, summary: 'Extrato (paginado)', params: trainerParams, querystring: balanceHistoryQuery, response: { 200: z.array(walletEntry) } } },
    async (request, reply) => {
      await requireTrainer(request.params.id);
      const { items, total } = await ledgerPage(db, request.params.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v2/trainer/users/:id/bank_account/future_revenue',
    { config: { access: READ }, schema: { tags, summary: 'Receita futura (créditos a liberar, por dia)', params: trainerParams, response: { 200: futureRevenue } } },
    async (request) => {
      await requireTrainer(request.params.id);
      return readFutureRevenue(db, request.params.id);
    },
  );

  app.get(
    '/v2/trainer/withdraws',
    { config: { access: READ }, schema: { tags, summary: 'Solicitações de saque', querystring: withdrawsQuery, response: { 200: z.array(withdrawRequest) } } },
    async (request, reply) => {
      const { rows, total } = await withdrawListing.page(db, request.query);
      return sendPage(reply, rows.map(toWithdraw), total);
    },
  );

  app.get(
    '/v2/trainer/reports/withdraws',
    { config: { access: permit('export', 'trainer') }, schema: { tags, summary: 'Exportar solicitações de saque (CSV, withdraws.csv)', querystring: withdrawsReportQuery, produces: ['text/csv'] } },
    async (request, reply) => sendCsv(reply, WITHDRAWS_CSV, WITHDRAW_CSV_COLUMNS, withdrawListing.batches(db, request.query, (rows) => rows.map(toWithdraw))),
  );

  app.patch(
    '/v2/trainer/withdraws/:id/status',
    {
      config: { access: DECIDE },
      schema: { tags, summary: 'Decidir solicitação de saque (aprovar, negar, aprovar parcialmente)', params: trainerParams, body: withdrawDecisionBody, response: { 200: withdrawRequest } },
    },
    async (request) => {
      const { id } = request.params;
      await decideWithdraw(db, actorOf(request), id, request.body);
      const after = await findWithdraw(db, id);
      if (!after) throw notFound(TRAINER_MSG.withdrawNotFound);
      return after;
    },
  );

  // ------------------------------------------------------------ justifications

  app.get(
    '/v2/trainer/users/:id/justifications',
    { config: { access: READ }, schema: { tags, summary: 'Justificativas do treinador', params: trainerParams, querystring: justificationsQuery, response: { 200: z.array(justification) } } },
    async (request, reply) => {
      await requireTrainer(request.params.id);
      const { items, total } = await justificationsPage(db, request.params.id, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.post(
    '/v2/trainer/users/:id/justifications',
    { config: { access: UPDATE }, schema: { tags, summary: 'Cadastrar justificativa', params: trainerParams, body: justificationBody, response: { 201: justification } } },
    async (request, reply) => {
      const { id } = request.params;
      await requireTrainer(id);
      const actor = actorOf(request);
      const row = await db.transaction(async (tx) => {
        const [j] = await tx.insert(justifications).values({ trainerId: id, description: request.body.description, createdById: actor.id }).returning();
        await recordAudit(tx, actor, { action: 'created', entityType: 'trainer', entityId: id, after: { justification_id: j!.id, description: j!.description, justification_status: j!.status } });
        return j!;
      });
      return reply.code(201).send({ id: row.id, trainer_id: id, description: row.description, status: row.status, created_by_name: actor.name, created_at: row.createdAt.toISOString() });
    },
  );

  app.patch(
    '/v2/trainer/users/:id/justifications/:justificationId/status',
    { config: { access: UPDATE }, schema: { tags, summary: 'Encerrar ou reabrir justificativa', params: justificationParams, body: justificationStatusBody, response: { 200: okBody } } },
    async (request) => {
      const { id, justificationId } = request.params;
      await requireTrainer(id);
      const [j] = await db.select().from(justifications).where(and(eq(justifications.id, justificationId), eq(justifications.trainerId, id)));
      if (!j) throw notFound(TRAINER_MSG.justificationNotFound);
      if (j.status !== request.body.status) {
        await db.transaction(async (tx) => {
          await tx.update(justifications).set({ status: request.body.status, updatedAt: new Date() }).where(eq(justifications.id, j.id));
          await recordAudit(tx, actorOf(request), { action: 'status_changed', entityType: 'trainer', entityId: id, before: { justification_id: j.id, justification_status: j.status }, after: { justification_id: j.id, justification_status: request.body.status } });
        });
      }
      return { message: TRAINER_MSG.justificationClosed };
    },
  );
};

export default trainersRoutes;
