import {
  RESERVATIONS_CSV,
  RESERVATIONS_MSG,
  idParams,
  reservation,
  reservationDetail,
  reservationEvents,
  reservationEventsQuery,
  reservationRejectBody,
  reservationsQuery,
  reservationsReportQuery,
  reservationVacanciesBody,
  reservationYears,
  statusLabel,
  type Reservation,
} from '@backoffice/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import { guardContacts, listFilters, logContactsExport, maskContact, mayUnmaskCustomers } from '../customers/lgpd.ts';
import {
  decideReservation,
  findReservation,
  reservationEvents as listReservationEvents,
  reservationListing,
  reservationYears as listReservationYears,
  toReservation,
  vacanciesAvailable,
} from './reservations.repository.ts';

const tags = ['Reservas'];
const PATH = '/v1/reservations';

export const RESERVATION_CSV_COLUMNS: CsvColumn<Reservation>[] = [
  { header: 'ID', value: (r) => r.id, kind: 'integer' },
  { header: 'Ano', value: (r) => r.year, kind: 'integer' },
  { header: 'Evento', value: (r) => r.event_name },
  { header: 'Data do evento', value: (r) => r.event_date, kind: 'date' },
  { header: 'Solicitante', value: (r) => r.requester?.name ?? null },
  { header: 'Tipo', value: (r) => (r.requester ? (r.requester.kind === 'team' ? 'Equipe' : 'Cliente') : null) },
  { header: 'E-mail', value: (r) => r.requester?.email ?? null },
  { header: 'Vagas solicitadas', value: (r) => r.quantity_requested, kind: 'integer' },
  { header: 'Vagas aprovadas', value: (r) => r.quantity_approved, kind: 'integer' },
  { header: 'Vagas restantes', value: (r) => r.subscriptions_remaining, kind: 'integer' },
  { header: 'Status', value: (r) => statusLabel(r.status, 'reservation') },
  { header: 'Decidido por', value: (r) => r.decided_by_name },
  { header: 'Decidido em', value: (r) => r.decided_at, kind: 'datetime' },
  { header: 'Solicitado em', value: (r) => r.created_at, kind: 'datetime' },
];

const decisionResponse = reservationDetail.extend({ message: z.string() });

/** A customer requester's e-mail, CPF and phone as another area shows customers (decision 0086); a team's stay. */
const requesterContact = (r: Reservation) =>
  r.requester?.kind === 'customer' ? { customerId: r.requester.id, value: { cpf: r.requester.document, email: r.requester.email, phone: r.requester.phone } } : null;
const withRequesterContact = <T extends Reservation>(r: T, c: { cpf?: string | null; email?: string | null; phone?: string | null }): T =>
  r.requester ? { ...r, requester: { ...r.requester, document: c.cpf ?? null, email: c.email ?? null, phone: c.phone ?? null } } : r;

/** §7 Reservations: list (status, year, event), detail, approve / reject / redefine (lock-protected), years, events, CSV. */
const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** The reservation as the caller may see it: a customer requester masked without 'unmask', a full view logged. */
  async function detail(request: FastifyRequest, id: number, action: string) {
    const found = await findReservation(db, id);
    if (!found) throw notFound(RESERVATIONS_MSG.notFound);
    const available = found.status === 'rejected' || found.status === 'cancelled' ? null : await vacanciesAvailable(db, found.event_id, found.id);
    const [shown] = await guardContacts(db, request, [{ ...found, event_vacancies_available: available }], requesterContact, withRequesterContact, {
      kind: 'show',
      details: { area: 'reservations', reservation_id: id, action },
    });
    return shown!;
  }

  app.get(
    PATH,
    {
      config: { access: permit('index', 'reservations') },
      schema: { tags, summary: 'Listar reservas (status, ano, evento)', querystring: reservationsQuery, response: { 200: z.array(reservation) } },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await reservationListing.page(db, q);
      const shown = await guardContacts(db, request, rows.map(toReservation), requesterContact, withRequesterContact, {
        kind: 'search',
        details: { area: 'reservations', ...listFilters(q) },
      });
      return sendPage(reply, shown, total);
    },
  );

  app.get(
    `${PATH}/years`,
    { config: { access: permit('index', 'reservations') }, schema: { tags, summary: 'Anos com reservas (filtro da lista)', response: { 200: reservationYears } } },
    async () => listReservationYears(db),
  );

  app.get(
    `${PATH}/events`,
    {
      config: { access: permit('index', 'reservations') },
      schema: { tags, summary: 'Eventos com reservas (filtro da lista; opcionalmente de um ano)', querystring: reservationEventsQuery, response: { 200: reservationEvents } },
    },
    async (request) => listReservationEvents(db, request.query.year),
  );

  app.get(
    '/v1/report/reservations.csv',
    {
      config: { access: permit('export', 'reservations') },
      schema: { tags, summary: `Exportar reservas (CSV, ${RESERVATIONS_CSV})`, querystring: reservationsReportQuery, produces: ['text/csv'] },
    },
    async (request, reply) => {
      // Customer requesters' e-mails: masked without 'unmask'; in full, one access entry with the filters (decision 0086).
      const masked = !mayUnmaskCustomers(request);
      await logContactsExport(db, request, ['name', 'email'], { area: 'reservations', ...request.query });
      const present = (r: Reservation) => {
        const c = masked ? requesterContact(r) : null;
        return c ? withRequesterContact(r, maskContact(c.value)) : r;
      };
      return sendCsv(reply, RESERVATIONS_CSV, RESERVATION_CSV_COLUMNS, reservationListing.batches(db, request.query, (rows) => rows.map((r) => present(toReservation(r)))));
    },
  );

  app.get(
    `${PATH}/:id`,
    {
      config: { access: permit('index', 'reservations') },
      schema: { tags, summary: 'Ver reserva (solicitante, evento, vagas, vagas que o evento ainda tem)', params: idParams, response: { 200: reservationDetail } },
    },
    async (request) => detail(request, request.params.id, 'view'),
  );

  app.post(
    `${PATH}/:id/approve`,
    {
      config: { access: permit('approve', 'reservations') },
      schema: { tags, summary: 'Aprovar reserva com as vagas definidas (nunca mais que o evento tem)', params: idParams, body: reservationVacanciesBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const { quantity_approved, lock_version } = request.body;
      await decideReservation(db, actorOf(request), request.params.id, lock_version, { kind: 'approve', quantity: quantity_approved });
      return { ...(await detail(request, request.params.id, 'approve')), message: RESERVATIONS_MSG.approved };
    },
  );

  app.post(
    `${PATH}/:id/redefine`,
    {
      config: { access: permit('redefine', 'reservations') },
      schema: { tags, summary: 'Redefinir as vagas aprovadas da reserva', params: idParams, body: reservationVacanciesBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const { quantity_approved, lock_version } = request.body;
      await decideReservation(db, actorOf(request), request.params.id, lock_version, { kind: 'redefine', quantity: quantity_approved });
      return { ...(await detail(request, request.params.id, 'redefine')), message: RESERVATIONS_MSG.redefined };
    },
  );

  app.post(
    `${PATH}/:id/reject`,
    {
      config: { access: permit('reject', 'reservations') },
      schema: { tags, summary: 'Rejeitar reserva (as vagas não usadas voltam ao evento)', params: idParams, body: reservationRejectBody, response: { 200: decisionResponse } },
    },
    async (request) => {
      const { lock_version, notes } = request.body;
      await decideReservation(db, actorOf(request), request.params.id, lock_version, { kind: 'reject', notes: notes || null });
      return { ...(await detail(request, request.params.id, 'reject')), message: RESERVATIONS_MSG.rejected };
    },
  );
};

export default reservationsRoutes;
