import { AREAS, canUnmaskCustomers, idParams, maskEmail, okBody, statusLabel, team, teamBody, teamMember, teamMembersQuery, TEAM_MSG, TEAMS_CSV, teamsListQuery, teamsReportQuery, teamUpdateBody, type Team } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { recordAudit } from '../../lib/audit.ts';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { HttpError, invalid, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { logAccess } from '../customers/lgpd.ts';
import { queueCustomerReset } from '../customers/reset-link.ts';
import { findTeam, placeOf, teamAccount, teamListing, teamMembers, teamNameTaken, teamSubscriptions, teamWrites, toTeam } from './teams.repository.ts';

const tags = ['Equipes'];
const PATH = '/v1/teams';

export const TEAM_CSV_COLUMNS: CsvColumn<Team>[] = [
  { header: 'ID', value: (t) => t.id, kind: 'integer' },
  { header: 'Nome', value: (t) => t.name },
  { header: 'E-mail', value: (t) => t.email },
  { header: 'CPF/CNPJ', value: (t) => t.document, kind: 'legal_record' },
  { header: 'Telefone', value: (t) => t.phone, kind: 'phone' },
  { header: 'Cidade', value: (t) => t.team_attributes.city_name },
  { header: 'UF', value: (t) => t.team_attributes.state_uf },
  { header: 'Membros', value: (t) => t.members_count, kind: 'integer' },
  { header: 'Status', value: (t) => statusLabel(t.status) },
  { header: 'Cadastrada em', value: (t) => t.created_at, kind: 'date' },
];

/** /v1/teams (§7): CRUD, enable/disable, forgot_password (the team's app account), members, CSV. */
const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  async function requireTeam(id: number) {
    const found = await findTeam(db, id);
    if (!found) throw notFound(TEAM_MSG.notFound);
    return found;
  }

  async function valuesOf(body: z.output<typeof teamBody>, exceptId?: number) {
    if (await teamNameTaken(db, body.name, exceptId)) throw invalid('name', TEAM_MSG.nameTaken);
    const place = await placeOf(db, body.team_attributes);
    if ('error' in place) throw invalid(place.error.field, place.error.message);
    return { name: body.name, email: body.email ?? null, document: body.document || null, phone: body.phone || null, cityId: place.cityId, stateId: place.stateId };
  }

  app.get(
    PATH,
    { config: { access: permit('index', 'teams') }, schema: { tags, summary: 'Listar equipes', querystring: teamsListQuery, response: { 200: z.array(team) } } },
    async (request, reply) => {
      const { rows, total } = await teamListing.page(db, request.query);
      return sendPage(reply, rows.map(toTeam), total);
    },
  );

  app.get(
    '/v1/report/teams.csv',
    { config: { access: permit('export', 'teams') }, schema: { tags, summary: `Exportar equipes (CSV, ${TEAMS_CSV})`, querystring: teamsReportQuery, produces: ['text/csv'] } },
    async (request, reply) => sendCsv(reply, TEAMS_CSV, TEAM_CSV_COLUMNS, teamListing.batches(db, request.query, (rows) => rows.map(toTeam))),
  );

  app.get(`${PATH}/:id`, { config: { access: permit('index', 'teams') }, schema: { tags, summary: 'Ver equipe', params: idParams, response: { 200: team } } }, async (request) => (await requireTeam(request.params.id)).team);

  app.get(
    `${PATH}/:id/members`,
    { config: { access: permit('index', 'teams') }, schema: { tags, summary: 'Membros da equipe e suas inscrições', params: idParams, querystring: teamMembersQuery, response: { 200: z.array(teamMember) } } },
    async (request, reply) => {
      await requireTeam(request.params.id);
      const { items, total } = await teamMembers(db, request.params.id, request.query);
      // Members are app customers: their e-mail is masked as in the customer list without 'unmask', and a page shown
      // in full is logged like the customer list's (decision 0071).
      const unmasked = canUnmaskCustomers(authOf(request).grants);
      if (unmasked && items.length) {
        await logAccess(
          db,
          { userId: authOf(request).userId, userName: actorOf(request).name, requestId: request.id },
          'search',
          items.map((m) => ({ customerId: m.id, fields: ['name', 'email'] })),
          { team_id: request.params.id, current_page: request.query.current_page, per_page: request.query.per_page },
        );
      }
      return sendPage(reply, unmasked ? items : items.map((m) => ({ ...m, email: maskEmail(m.email) ?? '' })), total);
    },
  );

  app.post(PATH, { config: { access: permit('create', 'teams') }, schema: { tags, summary: 'Cadastrar equipe', body: teamBody, response: { 201: team } } }, async (request, reply) => {
    const values = await valuesOf(request.body);
    const row = await teamWrites.create(db, actorOf(request), { ...values, status: request.body.status ?? 'enabled' });
    return reply.code(201).send((await requireTeam(row.id)).team);
  });

  app.put(`${PATH}/:id`, { config: { access: permit('update', 'teams') }, schema: { tags, summary: 'Editar equipe', params: idParams, body: teamUpdateBody, response: { 200: team } } }, async (request) => {
    const { id } = request.params;
    const { row } = await requireTeam(id);
    const values = await valuesOf(request.body, id);
    await teamWrites.update(db, actorOf(request), row, request.body.lock_version, { ...values, status: request.body.status ?? row.status });
    return (await requireTeam(id)).team;
  });

  app.delete(
    `${PATH}/:id`,
    { config: { access: permit('destroy', 'teams') }, schema: { tags, summary: 'Excluir equipe (recusado se houver inscrições pela equipe)', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireTeam(id);
      const n = await teamSubscriptions(db, id);
      if (n > 0) throw new HttpError(409, [{ field: 'id', message: TEAM_MSG.inUse(n) }]);
      try {
        await teamWrites.remove(db, actorOf(request), row);
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new HttpError(409, [{ field: 'id', message: TEAM_MSG.inUse(await teamSubscriptions(db, id)) }]);
        throw error;
      }
      return { message: TEAM_MSG.deleted };
    },
  );

  registerStatusToggles(app, {
    path: PATH,
    resource: 'teams',
    tags,
    summaries: { enable: 'Ativar equipe', disable: 'Desativar equipe' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: team,
    load: async (id) => (await requireTeam(id)).row,
    write: (request, row, value) => teamWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    present: async (id) => (await requireTeam(id)).team,
  });

  app.post(
    `${PATH}/:id/forgot_password`,
    { config: { access: permit('update', 'teams') }, schema: { tags, summary: 'Enviar à equipe o e-mail de redefinição de senha da sua conta no app', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { row } = await requireTeam(request.params.id);
      const account = await teamAccount(db, row);
      if (!account) throw invalid('id', TEAM_MSG.noAccount);
      const mailId = await db.transaction(async (tx) => {
        const id = await queueCustomerReset(tx, app.mailer, config, account);
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: AREAS.teams.audit, entityId: row.id, before: { password_reset_sent_at: null }, after: { password_reset_sent_at: new Date() } });
        return id;
      });
      await app.mailer.deliver(mailId);
      return { message: TEAM_MSG.emailSent };
    },
  );
};

export default teamsRoutes;
