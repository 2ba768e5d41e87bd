import {
  MSG,
  forgotPasswordBody,
  me,
  okBody,
  resetPasswordBody,
  twoFactorConfirmBody,
  twoFactorDisableBody,
  twoFactorSetup,
} from '@backoffice/contract';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userTokens, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { invalid } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/tokens.ts';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../lib/totp.ts';
import { PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { consumeTotpStep, findActiveUserByEmail, revokeAllSessions } from '../session/session.service.ts';
import { issueUserToken } from '../users/user-tokens.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

/** §7 me: the signed-in user, their two-factor enrolment, and the password reset flow. */
const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const authRateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  app.get('/v1/me', { config: { access: SIGNED_IN }, schema: { tags: ['Eu'], summary: 'Usuário atual, perfis e permissões', response: { 200: me } } }, async (request) => {
    const auth = authOf(request);
    return {
      id: auth.userId,
      name: auth.name,
      email: auth.email,
      two_factor_enabled: auth.twoFactorEnabled,
      full_access: auth.grants.fullAccess,
      profiles: auth.profiles,
      permissions: auth.grants.permissions,
    };
  });

  app.post(
    '/v1/me/two_factor',
    { config: { access: SIGNED_IN }, schema: { tags: ['Eu'], summary: 'Iniciar a ativação da autenticação em dois fatores', response: { 200: twoFactorSetup } } },
    async (request) => {
      const auth = authOf(request);
      if (auth.twoFactorEnabled) throw invalid('code', 'A autenticação em dois fatores já está ativa.');
      const secret = generateTotpSecret();
      await db.update(users).set({ twoFactorPendingSecret: secret }).where(eq(users.id, auth.userId));
      return { secret, otpauth_url: otpauthUrl(secret, auth.email) };
    },
  );

  app.post(
    '/v1/me/two_factor/confirm',
    { config: { access: SIGNED_IN }, schema: { tags: ['Eu'], summary: 'Confirmar a ativação com um código', body: twoFactorConfirmBody, response: { 200: okBody } } },
    async (request) => {
      const auth = authOf(request);
      const user = await db.query.users.findFirst({ where: eq(users.id, auth.userId) });
      if (!user?.twoFactorPendingSecret) throw invalid('code', 'Inicie a ativação antes de confirmar.');
      const step = verifyTotp(user.twoFactorPendingSecret, request.body.code, null);
      if (step === null) throw invalid('code', MSG.invalidTwoFactorCode);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ twoFactorEnabled: true, twoFactorSecret: user.twoFactorPendingSecret, twoFactorPendingSecret: null, twoFactorLastStep: step, updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: 'users', entityId: user.id, before: { two_factor_enabled: false }, after: { two_factor_enabled: true } });
      });
      app.authCache.forgetUser(user.id);
      return { message: MSG.twoFactorEnabled };
    },
  );

  app.delete(
    '/v1/me/two_factor',
    { config: { access: SIGNED_IN }, schema: { tags: ['Eu'], summary: 'Desativar a autenticação em dois fatores (pede um código)', body: twoFactorDisableBody, response: { 200: okBody } } },
    async (request) => {
      const auth = authOf(request);
      const user = await db.query.users.findFirst({ where: eq(users.id, auth.userId) });
      if (!user?.twoFactorEnabled || !user.twoFactorSecret) throw invalid('code', 'A autenticação em dois fatores não está ativa.');
      const step = verifyTotp(user.twoFactorSecret, request.body.code, user.twoFactorLastStep ?? null);
      if (step === null || !(await consumeTotpStep(db, user.id, step))) throw invalid('code', MSG.invalidTwoFactorCode);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null, updatedAt: new Date() }).where(eq(users.id, user.id));
        await recordAudit(tx, actorOf(request), { action: 'updated', entityType: 'users', entityId: user.id, before: { two_factor_enabled: true }, after: { two_factor_enabled: false } });
      });
      app.authCache.forgetUser(user.id);
      return { message: MSG.twoFactorDisabled };
    },
  );

  app.post(
    '/v1/me/forgot_password',
    {
      config: { access: PUBLIC, rateLimit: authRateLimit },
      schema: {
        tags: ['Eu'],
        summary: 'Enviar link de redefinição de senha (mesma resposta para e-mails desconhecidos)',
        security: [],
        body: forgotPasswordBody,
        response: { 200: okBody },
      },
    },
    async (request) => {
      const user = await findActiveUserByEmail(db, request.body.email);
      if (user && user.status === 'enabled') {
        // Links only ever point at this server's own panel, whatever page the caller names.
        const given = request.body.reset_url ? new URL(request.body.reset_url) : null;
        const base = given && given.origin === new URL(config.PUBLIC_URL).origin ? `${given.origin}${given.pathname}` : `${config.PUBLIC_URL}/reset-password`;
        const mailId = await db.transaction(async (tx) => {
          const token = await issueUserToken(tx, user.id, 'password_reset', RESET_TTL_MS);
          const link = `${base}?token=${token}`;
          return app.mailer.enqueue(tx, {
            to: user.email,
            subject: 'Redefinição de senha',
            text: `Olá, ${user.name}.\n\nPara criar uma nova senha, acesse o link abaixo (válido por 1 hora, uma única vez):\n${link}\n\nSe você não pediu a redefinição, ignore este e-mail.`,
            link,
          });
        });
        await app.mailer.deliver(mailId);
      }
      return { message: MSG.emailSent };
    },
  );

  app.post(
    '/v1/me/reset_password',
    {
      config: { access: PUBLIC, rateLimit: authRateLimit },
      schema: { tags: ['Eu'], summary: 'Definir nova senha com o link recebido (redefinição ou convite)', security: [], body: resetPasswordBody, response: { 200: okBody } },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await db.transaction(async (tx) => {
        // Consuming the token and setting the password happen together, so a link works exactly once.
        const [token] = await tx
          .update(userTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(userTokens.tokenHash, sha256(request.body.token)),
              inArray(userTokens.kind, ['password_reset', 'invitation']),
              isNull(userTokens.usedAt),
              gt(userTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: userTokens.userId });
        if (!token) throw invalid('token', MSG.invalidResetLink);
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, token.userId), isNull(users.deletedAt), eq(users.status, 'enabled')))
          .returning({ id: users.id, name: users.name });
        if (!user) throw invalid('token', MSG.invalidResetLink);
        await recordAudit(tx, { id: user.id, name: user.name, requestId: request.id }, {
          action: 'updated',
          entityType: 'users',
          entityId: user.id,
          before: { password: 'x' },
          after: { password: 'y' },
        });
        return user.id;
      });
      await revokeAllSessions(db, userId);
      app.authCache.forgetUser(userId);
      return { message: MSG.passwordChanged };
    },
  );
};

export default meRoutes;
