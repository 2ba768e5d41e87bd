import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { sessions, signInAttempts, users } from '../../db/schema/index.ts';
import { signJwt } from '../../lib/jwt.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

export type IssuedTokens = { access_token: string; refresh_token: string; expires_at: string };

/** Failed attempts since the later of (window start, last success): 10 in 15 minutes lock the account. */
export async function isLocked(db: Db, config: Config, email: string): Promise<boolean> {
  const since = new Date(Date.now() - config.SIGN_IN_LOCK_MINUTES * 60_000);
  const [row] = await db
    .select({ failures: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, since),
        sql`${signInAttempts.createdAt} > coalesce((select max(a.created_at) from sign_in_attempts a where a.email = ${email} and a.succeeded), '-infinity')`,
      ),
    );
  return (row?.failures ?? 0) >= config.SIGN_IN_MAX_FAILURES;
}

export async function recordAttempt(db: Db, email: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insert(signInAttempts).values({ email, ip, succeeded });
}

export function findActiveUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: and(eq(users.email, email), isNull(users.deletedAt)) });
}

function accessToken(config: Config, userId: number, sessionId: string): Pick<IssuedTokens, 'access_token' | 'expires_at'> {
  const access_token = signJwt({ sub: String(userId), sid: sessionId, typ: 'access' }, config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS);
  return { access_token, expires_at: new Date(Date.now() + config.ACCESS_TOKEN_TTL_SECONDS * 1000).toISOString() };
}

/** Opens a session after a complete sign-in (password and, where enabled, the second factor). */
export async function openSession(db: Db, config: Config, userId: number, meta: { ip: string; userAgent: string | undefined }): Promise<IssuedTokens> {
  const id = randomUUID();
  const secret = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id,
      userId,
      refreshTokenHash: sha256(secret),
      expiresAt: new Date(Date.now() + config.REFRESH_TOKEN_TTL_SECONDS * 1000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  });
  return { ...accessToken(config, userId, id), refresh_token: `${id}.${secret}` };
}

/** `revoked`: the session a replay just ended (the caller forgets it in the auth cache). */
export type RefreshOutcome = { ok: true; tokens: IssuedTokens } | { ok: false; revoked?: string };

/** Rotates a refresh token. A token that was already rotated away (a replay) revokes the whole session. */
export async function refreshSession(db: Db, config: Config, refreshToken: string): Promise<RefreshOutcome> {
  const [id, secret] = refreshToken.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return { ok: false };
  const session = await db.query.sessions.findFirst({ where: eq(sessions.id, id) });
  if (!session || session.revokedAt || session.expiresAt <= new Date()) return { ok: false };
  const user = await db.query.users.findFirst({ where: eq(users.id, session.userId) });
  if (!user || user.status !== 'enabled' || user.deletedAt) return { ok: false };
  const next = randomToken();
  const rotated = await db
    .update(sessions)
    .set({ refreshTokenHash: sha256(next), lastUsedAt: new Date(), expiresAt: new Date(Date.now() + config.REFRESH_TOKEN_TTL_SECONDS * 1000) })
    .where(and(eq(sessions.id, id), eq(sessions.refreshTokenHash, sha256(secret)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (rotated.length === 0) {
    await revokeSession(db, id);
    return { ok: false, revoked: id };
  }
  return { ok: true, tokens: { ...accessToken(config, user.id, id), refresh_token: `${id}.${next}` } };
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (disabled, deleted, password changed). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Marks a TOTP step as used, atomically: false when that step (or a later one) was already used — a replay. */
export async function consumeTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, userId), sql`(${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})`))
    .returning({ id: users.id });
  return rows.length === 1;
}
