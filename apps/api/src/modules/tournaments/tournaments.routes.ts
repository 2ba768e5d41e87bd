import {
  ENTRY_QUERY_FIELDS,
  TOURNAMENT_ENTRIES_CSV,
  TOURNAMENT_MSG,
  enumLabel,
  eventTypeOption,
  idParams,
  okBody,
  reportFile,
  statusLabel,
  toTournamentBody,
  tournament,
  tournamentBody,
  tournamentCategory,
  tournamentCategoryCreateBody,
  tournamentCategoryUpdateBody,
  tournamentEntriesQuery,
  tournamentEntriesReportQuery,
  tournamentEntry,
  tournamentKit,
  kitsCreateBody,
  kitUpdateBody,
  tournamentModality,
  tournamentModalityCreateBody,
  tournamentModalityUpdateBody,
  tournamentRegulation,
  regulationCreateBody,
  regulationsReplaceBody,
  tournamentReportBody,
  tournamentSummary,
  tournamentUpdateBody,
  tournamentsListQuery,
  type Tournament,
  type TournamentEntry,
  type TournamentUpdateBody,
} from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { guardContacts, listFilters, logContactsExport, maskContact, mayUnmaskCustomers, type AccessDetails } from '../customers/lgpd.ts';
import { registerReportGenerator, writtenMasked } from '../reports/report-generators.ts';
import { requestReport } from '../reports/reports.service.ts';
import beachTennisRoutes from './beach-tennis.routes.ts';
import {
  checkReferences,
  countEntries,
  createTournament,
  entriesPageWithNames,
  entryListing,
  findTournament,
  listEventTypes,
  presentEntries,
  withSlotIds,
  slotNames,
  toSummary,
  tournamentListing,
  tournamentWrites,
  updateTournament,
  type EntriesFilter,
} from './tournaments.repository.ts';

const tags = ['Torneios'];
const PATH = '/v2/competition/tournaments';

export const ENTRY_CSV_COLUMNS: CsvColumn<TournamentEntry>[] = [
  { header: 'Inscrição', value: (e) => e.id, kind: 'integer' },
  { header: 'Status', value: (e) => statusLabel(e.status, 'subscription') },
  { header: 'Categoria', value: (e) => e.category_name },
  { header: 'Modalidade', value: (e) => e.modality_name },
  { header: 'Atleta', value: (e) => e.athlete.name },
  { header: 'CPF do atleta', value: (e) => e.athlete.cpf, kind: 'legal_record' },
  { header: 'E-mail do atleta', value: (e) => e.athlete.email },
  { header: 'Parceiro(a)', value: (e) => e.partner?.name ?? null },
  { header: 'CPF do parceiro(a)', value: (e) => e.partner?.cpf ?? null, kind: 'legal_record' },
  { header: 'Pedido', value: (e) => e.order_id, kind: 'integer' },
  { header: 'Status do pedido', value: (e) => (e.order_status ? statusLabel(e.order_status) : null) },
  { header: 'Forma de pagamento', value: (e) => (e.payment_method ? enumLabel('payment_method', e.payment_method) : null) },
  { header: 'Status do pagamento', value: (e) => (e.payment_status ? statusLabel(e.payment_status) : null) },
  { header: 'Valor', value: (e) => e.price, kind: 'money' },
  { header: 'Inscrito em', value: (e) => e.created_at, kind: 'datetime' },
];

function slug(name: string): string {
  const s = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 50);
  return s ? `-${s}` : '';
}

/** The fields of the customers an entries file carries (athlete: name, CPF, e-mail; partner: name, CPF). */
const ENTRY_FILE_FIELDS = ['name', 'cpf', 'email'];
type EntryPerson = TournamentEntry['athlete'];

/** An entry with the athlete's and the partner's CPF and e-mail masked, as the customers list masks them. */
function maskEntry(e: TournamentEntry): TournamentEntry {
  const mask = (p: EntryPerson): EntryPerson => ({ ...maskContact(p), masked: true });
  return { ...e, athlete: mask(e.athlete), partner: e.partner && mask(e.partner) };
}

/** Entries as the caller may see them: both persons masked without 'unmask', else each one shown logged once, one insert (0086, 0087). */
async function guardEntries(db: Db, request: FastifyRequest, entries: TournamentEntry[], details: AccessDetails): Promise<TournamentEntry[]> {
  const people = new Map<number, EntryPerson>();
  for (const e of entries) for (const p of [e.athlete, e.partner]) if (p && !people.has(p.id)) people.set(p.id, p);
  const shown = await guardContacts(
    db,
    request,
    [...people.values()],
    (p) => ({ customerId: p.id, value: { cpf: p.cpf, email: p.email } }),
    (p, c) => ({ ...p, cpf: c.cpf ?? null, email: c.email ?? '', masked: true }),
    { kind: 'search', details },
  );
  const byId = new Map(shown.map((p) => [p.id, p]));
  return entries.map((e) => ({ ...e, athlete: byId.get(e.athlete.id)!, partner: e.partner && byId.get(e.partner.id)! }));
}

/** The report's params (tournament_id) as the entries filter. */
function reportFilter(params: Record<string, unknown>): EntriesFilter {
  return { tournament_id: Number(params.tournament_id), query_field: ENTRY_QUERY_FIELDS[0] };
}

registerReportGenerator<TournamentEntry>('tournament_subscriptions', {
  params: z.object({ tournament_id: z.number().int().positive(), tournament_name: z.string().nullish(), masked: z.boolean().optional() }),
  fileName: async ({ params }) => `inscricoes-torneio-${Number(params.tournament_id)}${slug(String(params.tournament_name ?? ''))}.csv`,
  columns: ENTRY_CSV_COLUMNS,
  count: (db, _eventId, params) => countEntries(db, Number(params.tournament_id)),
  batches: async function* (db, _eventId, params, batchSize) {
    const names = (await slotNames(db, Number(params.tournament_id))) ?? new Map();
    const masked = writtenMasked(params);
    yield* entryListing.batches(db, reportFilter(params), (rows) => (masked ? presentEntries(names, rows).map(maskEntry) : presentEntries(names, rows)), batchSize);
  },
});

/**
 * /v2/competition/*: tournaments (list, show, create, edit, enable/disable), their categories, modalities, kits and
 * regulations, event types, the entries list and its CSV, and the tournament subscriptions report. Every change to a
 * tournament's collections goes through the one write path (`updateTournament`): §4 slot plan, lock_version, audit.
 */
const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  await app.register(beachTennisRoutes);

  async function requireTournament(id: number) {
    const found = await findTournament(db, id);
    if (!found) throw notFound(TOURNAMENT_MSG.notFound);
    return found;
  }

  /** A child endpoint's change: the tournament's body, changed, saved through the one write path (§4, audit, lock). */
  async function editTournament(request: FastifyRequest, id: number, change: (body: TournamentUpdateBody) => void, fieldOf?: (path: string) => string): Promise<Tournament> {
    const found = await requireTournament(id);
    const body = toTournamentBody(found.tournament);
    change(body);
    const parsed = tournamentUpdateBody.safeParse(body);
    if (!parsed.success) {
      throw new HttpError(
        422,
        parsed.error.issues.map((i) => {
          const path = i.path.join('.');
          return { field: fieldOf ? fieldOf(path) : path, message: i.message };
        }),
      );
    }
    await checkReferences(db, parsed.data);
    await updateTournament(db, actorOf(request), found, parsed.data.lock_version, parsed.data);
    return (await requireTournament(id)).tournament;
  }
  const childField = (path: string) => path.replace(/^(categories|modalities|kits|regulations)\.\d+\./, '');

  app.get(
    PATH,
    {
      config: { access: permit('index', 'tournaments') },
      schema: { tags, summary: 'Listar torneios (trainer_id, status, busca, período; -id)', querystring: tournamentsListQuery, response: { 200: z.array(tournamentSummary) } },
    },
    async (request, reply) => {
      const { rows, total } = await tournamentListing.page(db, request.query);
      return sendPage(reply, rows.map(toSummary), total);
    },
  );

  app.get(
    `${PATH}/:id`,
    { config: { access: permit('index', 'tournaments') }, schema: { tags, summary: 'Ver torneio (categorias, modalidades, vagas com contagens, kits, agenda, regulamentos)', params: idParams, response: { 200: tournament } } },
    async (request) => (await requireTournament(request.params.id)).tournament,
  );

  app.post(
    PATH,
    { config: { access: permit('create', 'tournaments') }, schema: { tags, summary: 'Cadastrar torneio', body: tournamentBody, response: { 201: tournament } } },
    async (request, reply) => {
      await checkReferences(db, request.body);
      const row = await createTournament(db, actorOf(request), request.body);
      return reply.code(201).send((await requireTournament(row.id)).tournament);
    },
  );

  app.put(
    `${PATH}/:id`,
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Editar torneio (vagas = categorias × modalidades, §4)', params: idParams, body: tournamentUpdateBody, response: { 200: tournament } } },
    async (request) => {
      const found = await requireTournament(request.params.id);
      await checkReferences(db, request.body);
      await updateTournament(db, actorOf(request), found, request.body.lock_version, request.body);
      return (await requireTournament(request.params.id)).tournament;
    },
  );

  registerStatusToggles(app, {
    path: PATH,
    resource: 'tournaments',
    tags,
    summaries: { enable: 'Ativar torneio', disable: 'Desativar torneio' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: tournament,
    load: async (id) => (await requireTournament(id)).row,
    write: (request, row, value) => tournamentWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    present: async (id) => (await requireTournament(id)).tournament,
  });

  app.get(
    `${PATH}/:id/categories`,
    { config: { access: permit('index', 'tournaments') }, schema: { tags, summary: 'Categorias do torneio', params: idParams, response: { 200: z.array(tournamentCategory) } } },
    async (request) => (await requireTournament(request.params.id)).tournament.categories,
  );

  app.get(
    `${PATH}/:id/modalities`,
    { config: { access: permit('index', 'tournaments') }, schema: { tags, summary: 'Modalidades do torneio', params: idParams, response: { 200: z.array(tournamentModality) } } },
    async (request) => (await requireTournament(request.params.id)).tournament.modalities,
  );

  app.get(
    '/v2/competition/event_types',
    { config: { access: permit('index', 'tournaments') }, schema: { tags, summary: 'Tipos de evento (formulário de torneio)', response: { 200: z.array(eventTypeOption) } } },
    async () => listEventTypes(db),
  );

  // ---------------------------------------------------------------- categories and modalities

  app.post(
    '/v2/competition/categories',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Adicionar categoria (cria uma vaga por modalidade)', body: tournamentCategoryCreateBody, response: { 201: tournamentCategory } } },
    async (request, reply) => {
      const b = request.body;
      const key = 'new-category';
      const saved = await editTournament(
        request,
        b.tournament_id,
        (body) => {
          body.categories.push({ key, name: b.name, price: b.price, gender: b.gender, min_age: b.min_age, max_age: b.max_age });
          for (const m of body.modalities) body.slots!.push({ category_key: key, modality_key: m.key, quantity: b.slot_quantity });
        },
        childField,
      );
      return reply.code(201).send(saved.categories[saved.categories.length - 1]!);
    },
  );

  app.put(
    '/v2/competition/categories/:id',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Editar categoria', params: idParams, body: tournamentCategoryUpdateBody, response: { 200: tournamentCategory } } },
    async (request) => {
      const [row] = await db.query.tournamentCategories.findMany({ where: (c, { eq }) => eq(c.id, request.params.id), limit: 1 });
      if (!row) throw notFound(TOURNAMENT_MSG.categoryNotFound);
      const b = request.body;
      const saved = await editTournament(
        request,
        row.tournamentId,
        (body) => {
          const c = body.categories.find((x) => x.id === row.id)!;
          Object.assign(c, { name: b.name, price: b.price, gender: b.gender, min_age: b.min_age, max_age: b.max_age });
        },
        childField,
      );
      return saved.categories.find((c) => c.id === row.id)!;
    },
  );

  app.post(
    '/v2/competition/modalities',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Adicionar modalidade (cria uma vaga por categoria)', body: tournamentModalityCreateBody, response: { 201: tournamentModality } } },
    async (request, reply) => {
      const b = request.body;
      const key = 'new-modality';
      const saved = await editTournament(
        request,
        b.tournament_id,
        (body) => {
          body.modalities.push({ key, name: b.name, modality_id: b.modality_id });
          for (const c of body.categories) body.slots!.push({ category_key: c.key, modality_key: key, quantity: b.slot_quantity });
        },
        childField,
      );
      return reply.code(201).send(saved.modalities[saved.modalities.length - 1]!);
    },
  );

  app.put(
    '/v2/competition/modalities/:id',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Editar modalidade', params: idParams, body: tournamentModalityUpdateBody, response: { 200: tournamentModality } } },
    async (request) => {
      const [row] = await db.query.tournamentModalities.findMany({ where: (m, { eq }) => eq(m.id, request.params.id), limit: 1 });
      if (!row) throw notFound(TOURNAMENT_MSG.modalityNotFound);
      const b = request.body;
      const saved = await editTournament(
        request,
        row.tournamentId,
        (body) => {
          const m = body.modalities.find((x) => x.id === row.id)!;
          Object.assign(m, { name: b.name, modality_id: b.modality_id });
        },
        childField,
      );
      return saved.modalities.find((m) => m.id === row.id)!;
    },
  );

  // ---------------------------------------------------------------- kits

  app.post(
    '/v2/competition/kits',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Adicionar kits ao torneio (lista)', body: kitsCreateBody, response: { 201: z.array(tournamentKit) } } },
    async (request, reply) => {
      const b = request.body;
      const before = (await requireTournament(b.tournament_id)).tournament.kits.length;
      const saved = await editTournament(request, b.tournament_id, (body) => body.kits!.push(...b.kits), childField);
      return reply.code(201).send(saved.kits.slice(before));
    },
  );

  async function requireKit(id: number) {
    const [row] = await db.query.tournamentKits.findMany({ where: (k, { eq }) => eq(k.id, id), limit: 1 });
    if (!row) throw notFound(TOURNAMENT_MSG.kitNotFound);
    return row;
  }

  app.put(
    '/v2/competition/kits/:id',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Editar kit', params: idParams, body: kitUpdateBody, response: { 200: tournamentKit } } },
    async (request) => {
      const row = await requireKit(request.params.id);
      const b = request.body;
      const saved = await editTournament(request, row.tournamentId, (body) => {
        body.kits = body.kits!.map((k) => (k.id === row.id ? { ...b, id: row.id } : k));
      }, childField);
      return saved.kits.find((k) => k.id === row.id)!;
    },
  );

  app.delete(
    '/v2/competition/kits/:id',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Excluir kit', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const row = await requireKit(request.params.id);
      await editTournament(request, row.tournamentId, (body) => {
        body.kits = body.kits!.filter((k) => k.id !== row.id);
      });
      return { message: TOURNAMENT_MSG.kitDeleted };
    },
  );

  // ---------------------------------------------------------------- regulations

  app.post(
    '/v2/competition/regulations',
    { config: { access: permit('update', 'tournaments') }, schema: { tags, summary: 'Vincular regulamento ao torneio', body: regulationCreateBody, response: { 201: tournamentRegulation } } },
    async (request, reply) => {
      const { tournament_id, ...r } = request.body;
      const saved = await editTournament(request, tournament_id, (body) => body.regulations!.push(r), childField);
      return reply.code(201).send(saved.regulations[saved.regulations.length - 1]!);
    },
  );

  app.put(
    '/v2/competition/regulations',
    {
      config: { access: permit('update', 'tournaments') },
      schema: { tags, summary: 'Substituir os regulamentos do torneio (lista vazia remove todos os vínculos, §5)', body: regulationsReplaceBody, response: { 200: z.array(tournamentRegulation) } },
    },
    async (request) => {
      const { tournament_id, regulations } = request.body;
      const saved = await editTournament(request, tournament_id, (body) => {
        body.regulations = regulations;
      }, childField);
      return saved.regulations;
    },
  );

  // ---------------------------------------------------------------- entries

  app.get(
    `${PATH}/:id/subscriptions`,
    {
      config: { access: permit('index', 'tournaments') },
      schema: {
        tags,
        summary: 'Inscrições do torneio (categoria, modalidade, status, busca por atleta, parceiro, CPF ou pedido)',
        params: idParams,
        querystring: tournamentEntriesQuery,
        response: { 200: z.array(tournamentEntry) },
      },
    },
    async (request, reply) => {
      const tournament_id = request.params.id;
      const { rows, total, names } = await entriesPageWithNames(db, { ...request.query, tournament_id });
      if (!names) throw notFound(TOURNAMENT_MSG.notFound);
      const shown = await guardEntries(db, request, presentEntries(names, rows), { area: 'tournament entries', tournament_id, ...listFilters(request.query) });
      return sendPage(reply, shown, total);
    },
  );

  app.get(
    `${PATH}/:id/subscriptions.csv`,
    {
      // a file of athletes' CPFs and e-mails: behind `export`, as every area's export (decision 0026)
      config: { access: permit('export', 'tournaments') },
      schema: { tags, summary: `Exportar inscrições do torneio (CSV, ${TOURNAMENT_ENTRIES_CSV})`, params: idParams, querystring: tournamentEntriesReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      const tournament_id = request.params.id;
      const names = await slotNames(db, tournament_id);
      if (!names) throw notFound(TOURNAMENT_MSG.notFound);
      const filter = withSlotIds({ ...request.query, tournament_id }, names);
      // The file is the list: masked without 'unmask'; in full, one access entry with its filters (decision 0086).
      const masked = !mayUnmaskCustomers(request);
      await logContactsExport(db, request, ENTRY_FILE_FIELDS, { area: 'tournament entries', tournament_id, ...listFilters(request.query) });
      const batches = entryListing.batches(db, filter, (rows) => (masked ? presentEntries(names, rows).map(maskEntry) : presentEntries(names, rows)));
      return sendCsv(reply, TOURNAMENT_ENTRIES_CSV, ENTRY_CSV_COLUMNS, batches);
    },
  );

  app.post(
    '/v2/reports/subscriptions',
    {
      config: { access: permit('export', 'tournaments') },
      schema: { tags, summary: 'Solicitar relatório de inscrições do torneio (gerado em segundo plano)', body: tournamentReportBody, response: { 201: reportFile } },
    },
    async (request, reply) => {
      const found = await findTournament(db, request.body.tournament_id);
      if (!found) throw new HttpError(422, [{ field: 'tournament_id', message: TOURNAMENT_MSG.notFound }]);
      // The file carries CPF and e-mail: masked unless the requester may unmask, decided now (decision 0086).
      const params = { tournament_id: found.row.id, tournament_name: found.row.name, masked: !mayUnmaskCustomers(request) };
      const report = await requestReport(app, request, { type: 'tournament_subscriptions', params });
      await logContactsExport(db, request, ENTRY_FILE_FIELDS, { area: 'tournament entries report', report_id: report.id, ...params });
      return reply.code(201).send(report);
    },
  );
};

export default tournamentsRoutes;
