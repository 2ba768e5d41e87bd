import { BEACH_TENNIS_MSG, TOURNAMENT_MSG, beachTennisDryRun, beachTennisImportBody, idParams, importJob } from '@backoffice/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importJobs } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { toImportJob } from '../imports/imports.service.ts';
import { mayUnmaskCustomers } from '../customers/lgpd.ts';
import { BEACH_TENNIS_QUEUE, checkBeachTennisLines, dryRun, loadBeachTennisFile, runBeachTennisImport, runningImport } from './beach-tennis.service.ts';
import { findTournamentRow } from './tournaments.repository.ts';

const tags = ['Torneios'];
const BASE = '/v2/competition/tournaments/:id/beach_tennis';

/**
 * /beach-tennis/import: a dry run line by line, then the all-or-nothing import as a job (the results import's file
 * reader and queue; `beach-tennis.service.ts`). Needs the 'beach tennis' permissions: index to check, create to import.
 */
const beachTennisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  await app.jobs.define<{ importId: number }>(BEACH_TENNIS_QUEUE, (data, { signal }) => runBeachTennisImport(app, data.importId, { signal }));

  async function requireTournament(id: number) {
    const row = await findTournamentRow(db, id);
    if (!row) throw notFound(TOURNAMENT_MSG.notFound);
    return row;
  }

  app.post(
    `${BASE}/dry_run`,
    {
      config: { access: permit('index', 'beach tennis') },
      schema: { tags, summary: 'Verificar planilha de inscrições (simulação linha a linha, nada é gravado)', params: idParams, body: beachTennisImportBody, response: { 200: beachTennisDryRun } },
    },
    async (request) => {
      const t = await requireTournament(request.params.id);
      const { table, cols } = await loadBeachTennisFile(config, request.body.file_url, request.body.file_name);
      return dryRun(db, t.id, await checkBeachTennisLines(db, t.id, table, cols));
    },
  );

  app.post(
    `${BASE}/import`,
    {
      config: { access: permit('create', 'beach tennis') },
      schema: { tags, summary: 'Importar planilha de inscrições (tudo ou nada, em segundo plano)', params: idParams, body: beachTennisImportBody, response: { 201: importJob } },
    },
    async (request, reply) => {
      const t = await requireTournament(request.params.id);
      await loadBeachTennisFile(config, request.body.file_url, request.body.file_name);
      if (await runningImport(db, t.id)) throw new HttpError(409, [{ field: 'file_url', message: BEACH_TENNIS_MSG.running }]);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(importJobs)
          .values({ kind: 'beach_tennis', tournamentId: t.id, status: 'scheduled', fileUrl: request.body.file_url, fileName: request.body.file_name ?? null, createdById: authOf(request).userId })
          .returning();
        await recordAudit(tx, actorOf(request), { action: 'created', entityType: 'import_jobs', entityId: created!.id, after: { kind: 'beach_tennis', tournament_id: t.id, file_name: request.body.file_name ?? null } });
        return created!;
      });
      await app.jobs.send(BEACH_TENNIS_QUEUE, { importId: row.id });
      return reply.code(201).send(await toImportJob(db, row, !mayUnmaskCustomers(request)));
    },
  );

  app.get(
    `${BASE}/imports`,
    {
      config: { access: permit('index', 'beach tennis') },
      schema: { tags, summary: 'Importações de planilha do torneio (mais recentes primeiro)', params: idParams, response: { 200: z.array(importJob) } },
    },
    async (request) => {
      const t = await requireTournament(request.params.id);
      const rows = await db.select().from(importJobs).where(and(eq(importJobs.tournamentId, t.id), eq(importJobs.kind, 'beach_tennis'))).orderBy(desc(importJobs.id)).limit(10);
      const masked = !mayUnmaskCustomers(request);
      return Promise.all(rows.map((r) => toImportJob(db, r, masked)));
    },
  );
};

export default beachTennisRoutes;
