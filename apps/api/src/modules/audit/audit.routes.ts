import { auditEntry, auditListQuery, can } from '@backoffice/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../../db/schema/index.ts';
import { forbidden, invalid } from '../../lib/http-errors.ts';
import { pageWindow, sendPage } from '../../lib/paging.ts';
import { SIGNED_IN } from '../../plugins/access.ts';
import { authOf } from '../../plugins/auth.ts';

/** The history of a record: visible to whoever may see that kind of record. */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/audit',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['Auditoria'], summary: 'Histórico de alterações de um tipo de registro (pede permissão de leitura nele)', querystring: auditListQuery, response: { 200: z.array(auditEntry) } },
    },
    async (request, reply) => {
      const q = request.query;
      if (!q.entity_type) throw invalid('entity_type', 'Informe o tipo de registro.');
      if (!can(authOf(request).grants, 'index', q.entity_type)) throw forbidden();
      const filters: SQL[] = [eq(auditLog.entityType, q.entity_type)];
      if (q.entity_id) filters.push(eq(auditLog.entityId, q.entity_id));
      const where = and(...filters);
      const { limit, offset } = pageWindow(q);
      const [rows, [total]] = await Promise.all([
        app.db.select().from(auditLog).where(where).orderBy(q.order === 'id' ? auditLog.id : desc(auditLog.id)).limit(limit).offset(offset),
        app.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return sendPage(
        reply,
        rows.map((r) => ({
          id: r.id,
          actor_id: r.actorId,
          actor_name: r.actorName,
          action: r.action,
          entity_type: r.entityType,
          entity_id: r.entityId,
          changes: r.changes,
          request_id: r.requestId,
          created_at: r.createdAt.toISOString(),
        })),
        total?.n ?? 0,
      );
    },
  );
};

export default auditRoutes;
