import { MSG, adminUser, idParams, okBody, userCreateBody, userUpdateBody, usersListQuery } from '@backoffice/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sendPage } from '../../lib/paging.ts';
import { registerStatusToggles } from '../../kit/status-toggles.ts';
import { permit } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { revokeAllSessions } from '../session/session.service.ts';
import { issueUserToken } from './user-tokens.ts';
import { emailTaken, findUser, listUsers, missingProfiles, setUserProfiles, userWrites } from './users.repository.ts';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const tags = ['Usuários administradores'];

/** §7 Admin users: list, read, create (with password or by invitation), update, status, invite, 2FA reset, delete. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  async function requireUser(id: number) {
    const found = await findUser(db, id);
    if (!found) throw notFound('Usuário não encontrado.');
    return found;
  }

  async function checkEmailAndProfiles(body: { email: string; profile_ids: number[] }, exceptId?: number) {
    if (await emailTaken(db, body.email, exceptId)) throw invalid('email', 'Já existe um usuário com este e-mail.');
    const missing = await missingProfiles(db, body.profile_ids);
    if (missing.length) throw invalid('profile_ids', `Perfil não encontrado: ${missing.join(', ')}`);
  }

  /** Queues the invitation e-mail inside `tx`; returns the outbox id to deliver after commit. */
  async function queueInvitation(tx: typeof db, user: { id: number; name: string; email: string }) {
    const token = await issueUserToken(tx, user.id, 'invitation', INVITATION_TTL_MS);
    const link = `${config.PUBLIC_URL}/reset-password?token=${token}&convite=1`;
    return app.mailer.enqueue(tx, {
      to: user.email,
      subject: 'Convite para o painel administrativo',
      text: `Olá, ${user.name}.\n\nVocê foi convidado para o painel administrativo. Crie sua senha pelo link abaixo (válido por 7 dias, uma única vez):\n${link}`,
      link,
    });
  }

  app.get(
    '/v1/users',
    { config: { access: permit('index', 'users') }, schema: { tags, summary: 'Listar usuários', querystring: usersListQuery, response: { 200: z.array(adminUser) } } },
    async (request, reply) => {
      const { items, total } = await listUsers(db, request.query);
      return sendPage(reply, items, total);
    },
  );

  app.get(
    '/v1/users/:id',
    { config: { access: permit('index', 'users') }, schema: { tags, summary: 'Ver usuário', params: idParams, response: { 200: adminUser } } },
    async (request) => (await requireUser(request.params.id)).user,
  );

  app.post(
    '/v1/users',
    { config: { access: permit('create', 'users') }, schema: { tags, summary: 'Cadastrar usuário (sem senha: envia convite)', body: userCreateBody, response: { 201: adminUser } } },
    async (request, reply) => {
      const body = request.body;
      await checkEmailAndProfiles(body);
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      const { id, mailId } = await db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values({ name: body.name, email: body.email, passwordHash }).returning();
        await setUserProfiles(tx, row!.id, body.profile_ids);
        await recordAudit(tx, actorOf(request), {
          action: 'created',
          entityType: 'users',
          entityId: row!.id,
          after: { name: row!.name, email: row!.email, status: row!.status, profile_ids: body.profile_ids, password: body.password ? 'definida' : null },
        });
        return { id: row!.id, mailId: passwordHash ? null : await queueInvitation(tx, row!) };
      });
      if (mailId) await app.mailer.deliver(mailId);
      return reply.code(201).send((await requireUser(id)).user);
    },
  );

  app.put(
    '/v1/users/:id',
    { config: { access: permit('update', 'users') }, schema: { tags, summary: 'Editar usuário', params: idParams, body: userUpdateBody, response: { 200: adminUser } } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { row, user } = await requireUser(id);
      if (row.lockVersion !== body.lock_version) throw conflict();
      await checkEmailAndProfiles(body, id);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ name: body.name, email: body.email, lockVersion: row.lockVersion + 1, updatedAt: new Date() })
          .where(and(eq(users.id, id), eq(users.lockVersion, body.lock_version)))
          .returning({ id: users.id });
        if (updated.length === 0) throw conflict();
        await setUserProfiles(tx, id, body.profile_ids);
        await recordAudit(tx, actorOf(request), {
          action: 'updated',
          entityType: 'users',
          entityId: id,
          before: { name: user.name, email: user.email, profile_ids: user.profiles.map((p) => p.id).sort((a, b) => a - b) },
          after: { name: body.name, email: body.email, profile_ids: [...body.profile_ids].sort((a, b) => a - b) },
        });
      });
      app.authCache.forgetUser(id); // name, e-mail and profiles are part of the signed-in context
      return (await requireUser(id)).user;
    },
  );

  registerStatusToggles(app, {
    path: '/v1/users',
    resource: 'users',
    tags,
    summaries: { enable: 'Ativar usuário', disable: 'Desativar usuário (encerra as sessões)' },
    values: { enable: 'enabled', disable: 'disabled' },
    response: adminUser,
    load: async (id) => (await requireUser(id)).row,
    check: (request, row, action) => {
      if (action === 'disable' && row.id === authOf(request).userId) throw invalid('id', 'Você não pode desativar o seu próprio usuário.');
    },
    write: (request, row, value) => userWrites.setField(db, actorOf(request), row, 'status', value as 'enabled' | 'disabled'),
    afterChange: async (_request, row, action) => {
      app.authCache.forgetUser(row.id); // the committed status alone already fails the auth check
      if (action === 'disable') await revokeAllSessions(db, row.id);
    },
    present: async (id) => (await requireUser(id)).user,
  });

  app.post(
    '/v1/users/:id/invite',
    { config: { access: permit('invite', 'users') }, schema: { tags, summary: 'Reenviar convite (link de 7 dias para criar a senha)', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { row } = await requireUser(request.params.id);
      if (row.status !== 'enabled') throw invalid('id', 'Ative o usuário antes de enviar o convite.');
      const mailId = await db.transaction(async (tx) => queueInvitation(tx, row));
      await app.mailer.deliver(mailId);
      return { message: MSG.userInvited };
    },
  );

  app.post(
    '/v1/users/:id/disable_two_factor',
    { config: { access: permit('disable_two_factor', 'users') }, schema: { tags, summary: 'Desativar a autenticação em dois fatores do usuário', params: idParams, response: { 200: adminUser } } },
    async (request) => {
      const { id } = request.params;
      const { row } = await requireUser(id);
      if (row.twoFactorEnabled) {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null, updatedAt: new Date() })
            .where(eq(users.id, id));
          await recordAudit(tx, actorOf(request), { action: 'updated', entityType: 'users', entityId: id, before: { two_factor_enabled: true }, after: { two_factor_enabled: false } });
        });
        app.authCache.forgetUser(id);
      }
      return (await requireUser(id)).user;
    },
  );

  app.delete(
    '/v1/users/:id',
    { config: { access: permit('destroy', 'users') }, schema: { tags, summary: 'Excluir usuário', params: idParams, response: { 200: okBody } } },
    async (request) => {
      const { id } = request.params;
      if (id === authOf(request).userId) throw invalid('id', 'Você não pode excluir o seu próprio usuário.');
      const { row, user } = await requireUser(id);
      await db.transaction(async (tx) => {
        // Kept as a deleted row so the audit trail still names who did what; the e-mail becomes free again.
        await tx.update(users).set({ deletedAt: new Date(), status: 'disabled', updatedAt: new Date() }).where(and(eq(users.id, id), isNull(users.deletedAt)));
        await recordAudit(tx, actorOf(request), {
          action: 'deleted',
          entityType: 'users',
          entityId: id,
          before: { name: row.name, email: row.email, status: row.status, profile_ids: user.profiles.map((p) => p.id) },
        });
      });
      app.authCache.forgetUser(id);
      await revokeAllSessions(db, id);
      return { message: MSG.userDeleted };
    },
  );
};

export default usersRoutes;
