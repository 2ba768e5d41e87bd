import { randomUUID } from 'node:crypto';
import { INVALID_CREDENTIALS_CODE, MSG, okBody, refreshBody, sessionTokens, signInBody, signInResponse, twoFactorBody } from '@backoffice/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { signJwt, verifyJwt } from '../../lib/jwt.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { verifyTotp } from '../../lib/totp.ts';
import { PUBLIC, SIGNED_IN } from '../../plugins/access.ts';
import { authOf } from '../../plugins/auth.ts';
import { consumeTotpStep, findActiveUserByEmail, isLocked, openSession, recordAttempt, refreshSession, revokeSession } from './session.service.ts';

const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
const TWO_FACTOR_CODE_FAILED = 4003;

/** §7 Session: sign-in (with the optional second step), refresh, sign-out. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db } = app;
  const authRateLimit = { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
  // the lock window slides with the last failure: its full length is when a new attempt is sure to be heard
  const lockedError = () => new HttpError(429, [{ message: MSG.accountLocked, code: 4029 }], { 'retry-after': String(config.SIGN_IN_LOCK_MINUTES * 60) });
  const badCredentials = () => unauthorized(MSG.invalidCredentials, INVALID_CREDENTIALS_CODE);

  app.post(
    '/v2/session',
    {
      config: { access: PUBLIC, rateLimit: authRateLimit },
      schema: { tags: ['Sessão'], summary: 'Entrar (e-mail e senha)', security: [], body: signInBody, response: { 200: signInResponse } },
    },
    async (request) => {
      const { email, password } = request.body;
      if (await isLocked(db, config, email)) throw lockedError();
      const user = await findActiveUserByEmail(db, email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !passwordOk || user.status !== 'enabled') {
        await recordAttempt(db, email, request.ip, false);
        throw badCredentials();
      }
      if (user.twoFactorEnabled && user.twoFactorSecret) {
        const key = randomUUID();
        const token = signJwt({ sub: String(user.id), typ: '2fa', jti: key, ls: user.twoFactorLastStep ?? null }, config.JWT_SECRET, TWO_FACTOR_CHALLENGE_TTL_SECONDS);
        return { is_two_factor_enabled: true, two_factor_key: key, two_factor_token: token };
      }
      await recordAttempt(db, email, request.ip, true);
      const tokens = await openSession(db, config, user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { is_two_factor_enabled: false, ...tokens };
    },
  );

  app.post(
    '/v1/session/two_factor',
    {
      config: { access: PUBLIC, rateLimit: authRateLimit },
      schema: { tags: ['Sessão'], summary: 'Segundo passo: código do autenticador', security: [], body: twoFactorBody, response: { 200: sessionTokens } },
    },
    async (request) => {
      const challenge = verifyJwt(request.body.two_factor_token, config.JWT_SECRET, '2fa');
      if (!challenge.ok) throw unauthorized(MSG.twoFactorExpired);
      const user = await db.query.users.findFirst({ where: eq(users.id, Number(challenge.claims.sub)) });
      if (!user || user.deletedAt || user.status !== 'enabled' || !user.twoFactorEnabled || !user.twoFactorSecret) throw unauthorized(MSG.twoFactorExpired);
      // single use: the challenge names the last code step seen when it was issued; any sign-in completed since spends it
      if ((challenge.claims.ls ?? null) !== (user.twoFactorLastStep ?? null)) throw unauthorized(MSG.twoFactorExpired);
      if (await isLocked(db, config, user.email)) throw lockedError();
      const step = verifyTotp(user.twoFactorSecret, request.body.code, user.twoFactorLastStep ?? null);
      if (step === null || !(await consumeTotpStep(db, user.id, step))) {
        await recordAttempt(db, user.email, request.ip, false);
        throw unauthorized(MSG.invalidTwoFactorCode, TWO_FACTOR_CODE_FAILED);
      }
      await recordAttempt(db, user.email, request.ip, true);
      return openSession(db, config, user.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
    },
  );

  app.post(
    '/v1/session/refresh',
    {
      config: { access: PUBLIC, rateLimit: authRateLimit },
      schema: { tags: ['Sessão'], summary: 'Renovar o token de acesso (o refresh token é trocado a cada uso)', security: [], body: refreshBody, response: { 200: sessionTokens } },
    },
    async (request) => {
      const outcome = await refreshSession(db, config, request.body.refresh_token);
      if (!outcome.ok) {
        if (outcome.revoked) app.authCache.forgetSession(outcome.revoked);
        throw unauthorized(MSG.invalidJwt);
      }
      return outcome.tokens;
    },
  );

  app.delete(
    '/v1/session',
    { config: { access: SIGNED_IN }, schema: { tags: ['Sessão'], summary: 'Sair (revoga a sessão)', response: { 200: okBody } } },
    async (request) => {
      const { sessionId } = authOf(request);
      await revokeSession(db, sessionId);
      app.authCache.forgetSession(sessionId);
      return { message: 'Sessão encerrada' };
    },
  );
};

export default sessionRoutes;
