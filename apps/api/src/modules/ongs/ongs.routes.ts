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
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ongs } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { assertCatalogueRead, isForeignKeyViolation } from '../../lib/catalogue-access.ts';
import { keysetBatches, sendCsv, type CsvColumn } from '../../lib/csv.ts';
import { HttpError, conflict, notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { SIGNED_IN, permit } from '../../plugins/access.ts';
import { actorOf } from '../../plugins/auth.ts';
import {
  findOng,
  listOngs,
  listStates,
  missingStates,
  ongCnpjTaken,
  ongDonationsByEvent,
  ongLinks,
  ongNameTaken,
  ongSnapshot,
  ongsAfter,
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
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Listar ONGs (busca por nome ou CNPJ). Leitura: ONGs ou eventos', querystring: ongsListQuery, response: { 200: z.array(ong) } },
    },
    async (request, reply) => {
      assertCatalogueRead(request, 'ongs');
      const { items, total } = await listOngs(db, request.query);
      return sendPage(reply, items, total);
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
      const q = request.query;
      return sendCsv(reply, ONGS_CSV, ONG_CSV_COLUMNS, keysetBatches((last: Ong | null, limit) => ongsAfter(db, q, last, limit)));
    },
  );

  app.get(
    '/v2/ongs/:id',
    { config: { access: SIGNED_IN }, schema: { tags, summary: 'Ver ONG', params: idParams, response: { 200: ong } } },
    async (request) => {
      assertCatalogueRead(request, 'ongs');
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
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ongs)
          .values({
            name: body.name,
            cnpj: body.cnpj,
            description: body.description,
            email: body.email,
            phone: body.phone,
            siteUrl: body.site_url,
            photoUrl: body.photo_url,
            status: body.status ?? 'enabled',
          })
          .returning();
        await setOngStates(tx, row!.id, body.state_ids);
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'ongs', entityId: row!.id, after: ongSnapshot(row!, body.state_ids) });
        return row!.id;
      });
      return reply.code(201).send((await requireOng(id)).ong);
    },
  );

  app.put(
    '/v2/ongs/:id',
    { config: { access: permit('update', 'ongs') }, schema: { tags, summary: 'Editar ONG', params: idParams, body: ongUpdateBody, response: { 200: ong } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row, ong: current } = await requireOng(id);
      if (row.lockVersion !== body.lock_version) throw conflict();
      await checkBody(body, id);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(ongs)
          .set({
            name: body.name,
            cnpj: body.cnpj,
            description: body.description,
            email: body.email,
            phone: body.phone,
            siteUrl: body.site_url,
            photoUrl: body.photo_url,
            status: body.status ?? row.status,
            lockVersion: row.lockVersion + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(ongs.id, id), eq(ongs.lockVersion, body.lock_version)))
          .returning();
        if (!updated) throw conflict();
        await setOngStates(tx, id, body.state_ids);
        await recordAudit(tx, actorOf(request), {
          action: 'updated',
          entityType: 'ongs',
          entityId: id,
          before: ongSnapshot(row, current.ong_states.map((s) => s.state_id)),
          after: ongSnapshot(updated, body.state_ids),
        });
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
        await db.transaction(async (tx) => {
          await tx.delete(ongs).where(eq(ongs.id, id));
          await recordAudit(tx, actorOf(request), { action: 'deleted', entityType: 'ongs', entityId: id, before: ongSnapshot(row, current.ong_states.map((s) => s.state_id)) });
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw inUse(await ongLinks(db, id));
        throw error;
      }
      return { message: ONG_MSG.deleted };
    },
  );
};

export default ongsRoutes;
