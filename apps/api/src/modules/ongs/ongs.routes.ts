import {
  ONGS_CSV,
  ONG_MSG,
  brState,
  formatCnpj,
  idParams,
  okBody,
  ong,
  ongBody,
  ongDonations,
  ongUpdateBody,
  ongsListQuery,
  ongsReportQuery,
  type Ong,
} from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../lib/sql.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, catalogueRead, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  findOng,
  listStates,
  missingStates,
  ongCnpjTaken,
  ongDonationsByEvent,
  ongLinks,
  ongListing,
  ongNameTaken,
  ongSnapshot,
  ongWrites,
  presentOngs,
  setOngStates,
} from './ongs.repository.ts';

const tags = ['ONGs'];

export const ONG_CSV_COLUMNS: CsvColumn<Ong>[] = [
  { header: 'ID', value: (o) => o.id, kind: 'integer' },
  { header: 'Nome', value: (o) => o.name },
  { header: 'CNPJ', value: (o) => formatCnpj(o.cnpj) },
  { header: 'Estados', value: (o) => o.ong_states.map((s) => s.state.uf).join(', ') },
  { header: 'E-mail', value: (o) => o.email },
  { header: 'Telefone', value: (o) => o.phone, kind: 'phone' },
  { header: 'Site', value: (o) => o.site_url },
  { header: 'Status', value: (o) => (o.status === 'enabled' ? 'Ativa' : 'Inativa') },
  { header: 'Eventos', value: (o) => o.events_count, kind: 'integer' },
  { header: 'Cadastrada em', value: (o) => o.created_at, kind: 'date' },
];

/**
 * /v2/ongs (list, get, POST, PUT, DELETE), the states they can act in, donations per event and the CSV report.
 * An NGO linked to an event (beneficiary or donation option) cannot be deleted (409): disable it instead.
 */
const ongsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function requireOng(id: number) {
    const found = await findOng(db, id);
    if (!found) throw notFound(ONG_MSG.notFound);
    return found;
  }

  async function checkBody(body: { name: string; cnpj: string; state_ids: number[] }, exceptId?: number) {
    const errors: { field: string; message: string }[] = [];
    if (await ongNameTaken(db, body.name, exceptId)) errors.push({ field: 'name', message: ONG_MSG.nameTaken });
    if (await ongCnpjTaken(db, body.cnpj, exceptId)) errors.push({ field: 'cnpj', message: ONG_MSG.cnpjTaken });
    const missing = await missingStates(db, body.state_ids);
    if (missing.length) errors.push({ field: 'state_ids', message: `${ONG_MSG.stateNotFound} (${missing.join(', ')})` });
    if (errors.length) throw new HttpError(422, errors);
  }

  function inUse(n: number) {
    return new HttpError(409, [{ message: ONG_MSG.inUse(n), field: 'id' }]);
  }

  app.get(
    '/v2/ongs',
    {
      config: { access: catalogueRead('ongs') },
      schema: { tags, summary: 'Listar ONGs (busca por nome ou CNPJ). Leitura: ONGs ou eventos', querystring: ongsListQuery, response: { 200: z.array(ong) } },
    },
    async (request, reply) => {
      const { rows, total } = await ongListing.page(db, request.query);
      return sendPage(reply, await presentOngs(db, rows), total);
    },
  );

  app.get(
    '/v2/ongs/states',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Estados em que uma ONG pode atuar', response: { 200: z.array(brState) } } },
    async () => listStates(db),
  );

  app.get(
    '/v1/report/ongs.csv',
    { config: { access: permit('export', 'ongs') }, schema: { tags, summary: 'Exportar ONGs (CSV, ongs.csv)', querystring: ongsReportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      return sendCsv(reply, ONGS_CSV, ONG_CSV_COLUMNS, ongListing.batches(db, request.query, (rows) => presentOngs(db, rows)));
    },
  );

  app.get(
    '/v2/ongs/:id',
    { config: { access: catalogueRead('ongs') }, schema: { tags, summary: 'Ver ONG', params: idParams, response: { 200: ong } } },
    async (request) => {
      return (await requireOng(request.params.id)).ong;
    },
  );

  app.get(
    '/v2/ongs/:id/donations',
    { config: { access: permit('index', 'ongs') }, schema: { tags, summary: 'Doações pagas por evento (R$)', params: idParams, response: { 200: ongDonations } } },
    async (request) => {
      await requireOng(request.params.id);
      return ongDonationsByEvent(db, request.params.id);
    },
  );

  app.post(
    '/v2/ongs',
    { config: { access: permit('create', 'ongs') }, schema: { tags, summary: 'Cadastrar ONG', body: ongBody, response: { 201: ong } } },
    async (request, reply) => {
      const body = request.body;
      await checkBody(body);
      const values = {
        name: body.name,
        cnpj: body.cnpj,
        description: body.description,
        email: body.email,
        phone: body.phone,
        siteUrl: body.site_url,
        photoUrl: body.photo_url,
        status: body.status ?? 'enabled',
      } as const;
      const row = await ongWrites.create(db, actorOf(request), values, {
        also: (tx, created) => setOngStates(tx, created.id, body.state_ids),
        after: (created) => ongSnapshot(created, body.state_ids),
      });
      return reply.code(201).send((await requireOng(row.id)).ong);
    },
  );

  app.put(
    '/v2/ongs/:id',
    { config: { access: permit('update', 'ongs') }, schema: { tags, summary: 'Editar ONG', params: idParams, body: ongUpdateBody, response: { 200: ong } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row, ong: current } = await requireOng(id);
      await checkBody(body, id);
      const values = {
        name: body.name,
        cnpj: body.cnpj,
        description: body.description,
        email: body.email,
        phone: body.phone,
        siteUrl: body.site_url,
        photoUrl: body.photo_url,
        status: body.status ?? row.status,
      };
      await ongWrites.update(db, actorOf(request), row, body.lock_version, values, {
        also: (tx) => setOngStates(tx, id, body.state_ids),
        before: ongSnapshot(row, current.ong_states.map((s) => s.state_id)),
        after: (updated) => ongSnapshot(updated, body.state_ids),
      });
      return (await requireOng(id)).ong;
    },
  );

  app.delete(
    '/v2/ongs/:id',
    { config: { access: permit('destroy', 'ongs') }, schema: { tags, summary: 'Excluir ONG (recusado se estiver em algum evento)', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { id } = request.params;
      const { row, ong: current } = await requireOng(id);
      const links = await ongLinks(db, id);
      if (links > 0) throw inUse(links);
      try {
        await ongWrites.remove(db, actorOf(request), row, { before: ongSnapshot(row, current.ong_states.map((s) => s.state_id)) });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw inUse(await ongLinks(db, id));
        throw error;
      }
      return { message: ONG_MSG.deleted };
    },
  );
};

export default ongsRoutes;
