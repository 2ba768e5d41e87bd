import {
  toEventBody,
  EVENT_MSG,
  EVENTS_CSV_FILE,
  HIDDEN_COMPANY_IDS,
  UPCOMING_EVENTS_COUNT_HEADER,
  eventBody,
  eventDetail,
  eventFinishBody,
  eventListItem,
  eventModalityParams,
  eventUpdateBody,
  eventsListQuery,
  idParams,
  okBody,
  option,
  slugify,
  trainersQuery,
  type EventDetail,
  type EventListItem,
} from '@backoffice/contract';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { branches, categories, companies, eventModalities, eventTypes, events, trainers } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { HttpError, conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, anyOf, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { eventBatches, eventWrites, findEventRow, forgetUpcomingCount, listEvents, loadEventDetail, paidSubscriptions, soldByEvent, upcomingCount, type EventRow } from './events.repository.ts';
import { eventColumns, throwIfInvalid, validateEvent, withState, writeNested } from './events.service.ts';

const tags = ['Eventos'];

/** What the audit trail keeps of an event: its own fields and a compact view of the nested lists. */
function auditView(e: EventDetail): Record<string, unknown> {
  const { event_modalities, kits, event_sponsors, event_extras, event_available_modalities } = e;
  const own: Record<string, unknown> = { ...e };
  for (const key of ['event_modalities', 'kits', 'event_sponsors', 'event_extras', 'event_available_modalities', 'ongs', 'activity_occurrences', 'subscriptions_sold', 'subscriptions_remaining', 'kits_stock_remaining', 'created_at', 'updated_at', 'lock_version'])
    delete own[key];
  return {
    ...own,
    event_modalities: event_modalities.map((m) => ({ modality_id: m.modality_id, status: m.status, kit_index: m.kit_index, limit: m.subscriptions_limit, lots: m.lots.map((l) => [l.date, l.price, l.eldery_price, l.team_price, l.team_eldery_price]) })),
    kits: kits.map((k) => ({ name: k.name, price: k.price, stock: k.stock })),
    event_sponsors: event_sponsors.map((s) => ({ sponsor_id: s.sponsor_id, master: s.master, priority: s.sponsor_priority, type: s.sponsor_type_id })),
    event_extras: event_extras.map((x) => ({ extra_id: x.extra_id, price: x.price, stock: x.stock })),
    event_available_modalities: event_available_modalities.map((a) => ({ modality_id: a.modality_id, hours: a.hours })),
  };
}

const csvColumns: CsvColumn<EventListItem>[] = [
  { header: 'ID', value: (e) => e.id, kind: 'integer' },
  { header: 'Nome', value: (e) => e.name },
  { header: 'Data do evento', value: (e) => e.event_date, kind: 'date' },
  { header: 'Início das inscrições', value: (e) => e.subscription_start_date, kind: 'date' },
  { header: 'Fim das inscrições', value: (e) => e.subscription_end_date, kind: 'date' },
  { header: 'Categoria', value: (e) => e.category?.name ?? '' },
  { header: 'Tipo', value: (e) => e.event_type?.name ?? '' },
  { header: 'Cidade', value: (e) => (e.city ? `${e.city.name}/${e.city.state}` : e.online ? 'Online' : '') },
  { header: 'Situação', value: (e) => (e.finished ? 'Finalizado' : e.status === 'enabled' ? 'Ativo' : 'Inativo') },
  { header: 'Inscrições bloqueadas', value: (e) => e.subscriptions_blocked, kind: 'boolean' },
  { header: 'Origem', value: (e) => (e.origin === 'trainer' ? 'Treinador' : 'Backoffice') },
  { header: 'Limite de inscrições', value: (e) => e.subscriptions_limit, kind: 'integer' },
  { header: 'Inscrições vendidas', value: (e) => e.subscriptions_sold, kind: 'integer' },
  { header: 'Vagas restantes', value: (e) => e.subscriptions_remaining, kind: 'integer' },
];

/** Hours stored before HH:mm was enforced (the old seed wrote "24:00" for midnight) are read back as 23:59. */
function normaliseHours<T>(value: T): T {
  if (typeof value === 'string') return (/^24:00(:00)?$/.test(value) ? '23:59' : value) as T;
  if (Array.isArray(value)) return value.map(normaliseHours) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normaliseHours(v)])) as T;
  return value;
}

/** §7 Events: list, read, create, update, delete, duplicate, finish, status toggles, lookups, CSV. */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireEvent(id: number): Promise<EventRow> {
    const row = await findEventRow(db, id);
    if (!row) throw notFound(EVENT_MSG.notFound);
    return row;
  }
  const detailOf = async (id: number) => loadEventDetail(db, await requireEvent(id));

  // ------------------------------------------------------------------ lookups (static paths before /:id)
  app.get(
    '/v1/events/branches',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Filiais', response: { 200: z.array(option) } } },
    async () => db.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.status, 'enabled')).orderBy(asc(branches.name)),
  );
  app.get(
    '/v1/events/companies',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Empresas organizadoras (sem as empresas 1 e 2 da plataforma)', response: { 200: z.array(option) } } },
    async () =>
      db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.status, 'enabled'), notInArray(companies.id, [...HIDDEN_COMPANY_IDS])))
        .orderBy(asc(companies.name)),
  );
  app.get(
    '/v1/events/trainers',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Treinadores (filtro por categoria)', querystring: trainersQuery, response: { 200: z.array(option) } } },
    async (request) => {
      const { category, query } = request.query;
      // A trainer "has" a category when one of their events is in it.
      const rows = await db
        .select({ id: trainers.id, name: trainers.name })
        .from(trainers)
        .where(
          and(
            eq(trainers.status, 'enabled'),
            category ? sql`exists (select 1 from ${events} e where e.trainer_id = ${trainers.id} and e.category_id = ${category})` : undefined,
            query ? sql`public.f_unaccent(lower(${trainers.name})) like public.f_unaccent(lower(${`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))` : undefined,
          ),
        )
        .orderBy(asc(trainers.name))
        .limit(200);
      return rows;
    },
  );
  app.get(
    '/v1/events/categories',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Categorias de evento', response: { 200: z.array(option) } } },
    async () => db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.status, 'enabled')).orderBy(asc(categories.name)),
  );
  app.get(
    '/v1/event_types',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Tipos de evento (o tipo 0 tem horários e doações)', response: { 200: z.array(option) } } },
    async () => db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes).where(eq(eventTypes.status, 'enabled')).orderBy(asc(eventTypes.id)),
  );

  // ------------------------------------------------------------------ list and CSV
  app.get(
    '/v1/events',
    // the banner and campaign forms pick their event from this list (§7 Banners)
    { config: { access: anyOf(permit('index', 'events'), permit('create', 'banners'), permit('update', 'banners'), permit('create', 'campaigns'), permit('update', 'campaigns')) }, schema: { tags, summary: 'Listar eventos', querystring: eventsListQuery, response: { 200: z.array(eventListItem) } } },
    async (request, reply) => {
      const [{ items, total }, upcoming] = await Promise.all([listEvents(db, request.query), upcomingCount(db)]);
      reply.header(UPCOMING_EVENTS_COUNT_HEADER, String(upcoming));
      return sendPage(reply, items, total);
    },
  );
  app.get(
    '/v1/report/events.csv',
    {
      config: { access: permit('export', 'events') },
      schema: { tags, summary: 'Exportar eventos (eventos.csv) com os filtros da lista', querystring: eventsListQuery.omit({ current_page: true, per_page: true }) },
    },
    async (request, reply) => sendCsv(reply, EVENTS_CSV_FILE, csvColumns, eventBatches(db, request.query)),
  );

  // ------------------------------------------------------------------ read, create, update, delete
  app.get(
    '/v1/events/:id',
    { config: { access: permit('index', 'events') }, schema: { tags, summary: 'Ver evento (com o lote vigente de cada modalidade)', params: idParams, response: { 200: eventDetail } } },
    async (request) => detailOf(request.params.id),
  );

  app.post(
    '/v1/events',
    { config: { access: permit('create', 'events') }, schema: { tags, summary: 'Cadastrar evento', body: eventBody, response: { 201: eventDetail } } },
    async (request, reply) => {
      const body = request.body;
      throwIfInvalid(await validateEvent(db, body, null));
      const columns = await withState(db, eventColumns(body));
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({
            ...columns,
            // Nothing to sell yet: an event without an active modality starts disabled (enabling needs one).
            status: body.event_type_id === 0 || body.event_modalities.some((m) => !m._destroy && m.status === 'enabled') ? 'enabled' : 'disabled',
            subscriptionsRemaining: body.subscriptions_limit,
            createdById: actorOf(request).id,
          })
          .returning({ id: events.id });
        await writeNested(tx, row!.id, body);
        const created = await loadEventDetail(tx, (await findEventRow(tx, row!.id))!);
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'events', entityId: row!.id, after: auditView(created) });
        return row!.id;
      });
      forgetUpcomingCount();
      return reply.code(201).send(await detailOf(id));
    },
  );

  app.put(
    '/v1/events/:id',
    { config: { access: permit('update', 'events') }, schema: { tags, summary: 'Editar evento', params: idParams, body: eventUpdateBody, response: { 200: eventDetail } } },
    async (request) => {
      const { id } = request.params;
      const { lock_version, ...body } = request.body;
      const row = await requireEvent(id);
      if (row.lockVersion !== lock_version) throw conflict();
      throwIfInvalid(await validateEvent(db, body, row));
      const before = await loadEventDetail(db, row);
      const columns = await withState(db, eventColumns(body));
      const sold = (await soldByEvent(db, [id])).get(id) ?? 0;
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(events)
          .set({
            ...columns,
            subscriptionsRemaining: body.subscriptions_limit === null ? null : Math.max(0, body.subscriptions_limit - sold),
            lockVersion: row.lockVersion + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(events.id, id), eq(events.lockVersion, lock_version), isNull(events.deletedAt)))
          .returning({ id: events.id });
        if (updated.length === 0) throw conflict();
        const used = Object.fromEntries(Object.entries(before.kits_stock).map(([s, n]) => [s, n - before.kits_stock_remaining[s as keyof typeof before.kits_stock]]));
        await writeNested(tx, id, body, used);
        const after = await loadEventDetail(tx, (await findEventRow(tx, id))!);
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: 'events', entityId: id, before: auditView(before), after: auditView(after) });
      });
      forgetUpcomingCount();
      return detailOf(id);
    },
  );

  app.delete(
    '/v1/events/:id',
    { config: { access: permit('destroy', 'events') }, schema: { tags, summary: 'Excluir evento (recusado com inscrições pagas: finalize-o)', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { id } = request.params;
      const row = await requireEvent(id);
      const paid = await paidSubscriptions(db, id);
      if (paid > 0) throw invalid('id', EVENT_MSG.hasPaidSubscriptions);
      // Soft deletion: orders and subscriptions keep pointing at it for the reports; the slug is freed.
      await eventWrites.softDelete(db, actorOf(request), row, { status: 'disabled', slug: `${row.slug}--excluido-${id}` });
      forgetUpcomingCount();
      return { message: EVENT_MSG.deleted };
    },
  );

  // ------------------------------------------------------------------ duplicate and finish
  app.post(
    '/v1/events/:id/duplicate',
    { config: { access: permit('duplicate', 'events') }, schema: { tags, summary: 'Duplicar evento (a cópia nasce inativa)', params: idParams, response: { 201: eventDetail } } },
    async (request, reply) => {
      const source = await detailOf(request.params.id);
      const name = `${source.name} (cópia)`.slice(0, 200);
      let slug = slugify(`${source.slug}-copia`);
      for (let n = 2; await db.query.events.findFirst({ columns: { id: true }, where: eq(events.slug, slug) }); n++) slug = slugify(`${source.slug}-copia-${n}`);
      const parsed = eventBody.safeParse(normaliseHours({ ...toEventBody(source, { keepIds: false }), name, slug }));
      // an event stored before today's rules may not pass them: the copy is refused with the reasons, never a 500
      if (!parsed.success) throw new HttpError(422, parsed.error.issues.map((i) => (i.path.length ? { field: i.path.join('.'), message: i.message } : { message: i.message })));
      const body = parsed.data;
      const columns = await withState(db, eventColumns(body));
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({ ...columns, trainerId: null, status: 'disabled', subscriptionsRemaining: body.subscriptions_limit, duplicatedFromId: source.id, createdById: actorOf(request).id })
          .returning({ id: events.id });
        await writeNested(tx, row!.id, body);
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'events', entityId: row!.id, after: { duplicated_from_id: source.id, name, slug } });
        return row!.id;
      });
      forgetUpcomingCount();
      return reply.code(201).send(await detailOf(id));
    },
  );

  app.post(
    '/v1/events/:id/finish',
    { config: { access: permit('finish', 'events') }, schema: { tags, summary: 'Finalizar evento (encerra as inscrições)', params: idParams, body: eventFinishBody, response: { 200: eventDetail } } },
    async (request) => {
      const { id } = request.params;
      const row = await requireEvent(id);
      if (row.finishedAt) throw invalid('id', EVENT_MSG.alreadyFinished);
      await db.transaction(async (tx) => {
        await tx
          .update(events)
          .set({ finishedAt: new Date(), finishedById: actorOf(request).id, subscriptionsBlocked: true, lockVersion: row.lockVersion + 1, updatedAt: new Date() })
          .where(eq(events.id, id));
        await recordAudit(tx, actorOf(request), {
          action: 'status_changed',
          entityType: 'events',
          entityId: id,
          before: { finished: false, subscriptions_blocked: row.subscriptionsBlocked },
          after: { finished: true, subscriptions_blocked: true, note: request.body.note },
        });
      });
      forgetUpcomingCount();
      return detailOf(id);
    },
  );

  // ------------------------------------------------------------------ status toggles
  const notWhenFinished = (row: EventRow) => {
    if (row.finishedAt) throw invalid('id', EVENT_MSG.finishedCannotChange);
  };
  registerStatusToggles(app, {
    path: '/v1/events',
    resource: 'events',
    tags,
    summaries: { enable: 'Ativar evento', disable: 'Desativar evento' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: eventDetail,
    load: requireEvent,
    check: async (_request, row, action) => {
      notWhenFinished(row);
      if (action === 'enable' && row.eventTypeId !== 0) {
        const [m] = await db.select({ id: eventModalities.id }).from(eventModalities).where(and(eq(eventModalities.eventId, row.id), eq(eventModalities.status, 'enabled'))).limit(1);
        if (!m) throw invalid('event_modalities', 'Cadastre ao menos uma modalidade ativa antes de ativar o evento');
      }
    },
    write: (request, row, value) => eventWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    present: detailOf,
  });
  for (const t of [
    { action: 'disable_subscriptions', summary: 'Bloquear inscrições', blocked: true },
    { action: 'enable_subscriptions', summary: 'Liberar inscrições', blocked: false },
  ] as const) {
    app.post(
      `/v1/events/:id/${t.action}`,
      { config: { access: permit(t.action, 'events') }, schema: { tags, summary: t.summary, params: idParams, response: { 200: eventDetail } } },
      async (request) => {
        const row = await requireEvent(request.params.id);
        notWhenFinished(row);
        await eventWrites.setField(db, actorOf(request), row, 'subscriptionsBlocked', t.blocked, 'subscriptions_blocked');
        return detailOf(row.id);
      },
    );
  }

  for (const action of ['enable', 'disable'] as const) {
    const status = action === 'enable' ? 'enabled' : 'disabled';
    app.post(
      `/v1/events/:id/event_modalities/:modalityId/${action}`,
      {
        config: { access: permit(action, 'events') },
        schema: { tags, summary: action === 'enable' ? 'Ativar modalidade do evento' : 'Desativar modalidade do evento', params: eventModalityParams, response: { 200: eventDetail } },
      },
      async (request) => {
        const { id, modalityId } = request.params;
        const row = await requireEvent(id);
        const [m] = await db.select().from(eventModalities).where(and(eq(eventModalities.id, modalityId), eq(eventModalities.eventId, id)));
        if (!m) throw notFound('Modalidade do evento não encontrada.');
        if (row.finishedAt) throw invalid('id', EVENT_MSG.finishedCannotChange);
        if (m.status !== status) {
          await db.transaction(async (tx) => {
            await tx.update(eventModalities).set({ status, updatedAt: new Date() }).where(eq(eventModalities.id, modalityId));
            await tx.update(events).set({ lockVersion: row.lockVersion + 1, updatedAt: new Date() }).where(eq(events.id, id));
            await recordAudit(tx, actorOf(request), {
              action: 'status_changed',
              entityType: 'events',
              entityId: id,
              before: { [`event_modality_${modalityId}`]: m.status },
              after: { [`event_modality_${modalityId}`]: status },
            });
          });
        }
        return detailOf(id);
      },
    );
  }
};

export default eventsRoutes;
