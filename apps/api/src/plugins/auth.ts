import { ACCESS_TOKEN_HEADER, MSG, mergeProfiles } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { verifyJwt } from '../lib/jwt.ts';
import type { AuthCache, AuthContext } from '../types.ts';

type GrantRow = {
  id: number;
  name: string;
  email: string;
  two_factor_enabled: boolean;
  session_expires_at: Date | string;
  profiles: { id: number; name: string }[];
  permissions: { action: string; resource: string; controller_path: string | null }[];
};

/** What one auth query found: the signed-in user, and until when their session lasts. */
export type ResolvedSession = { auth: AuthContext; sessionExpiresAt: number };

type Entry = {
  /** The user the entry belongs to: the token's `sub` while loading, the row's id once loaded. */
  userId: number;
  /** Epoch ms after which the entry is not used; Infinity while its query runs. */
  until: number;
  value: Promise<AuthContext | null>;
};

/**
 * The resolved AuthContext of each session, kept in process memory for `ttlMs` and never past the session's own
 * expiry (docs/decisions/0014-auth-cache.md). Concurrent misses for one session share one query. Only successes
 * are kept: a session that does not resolve is asked again on its next request. TTL 0 turns the cache off.
 */
export class SessionAuthCache implements AuthCache {
  private readonly entries = new Map<string, Entry>();
  readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(ttlMs: number, maxEntries = 5000, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The context of `sessionId`, from memory or from `load` (null: no live session). */
  get(sessionId: string, claimedUserId: number, load: () => Promise<ResolvedSession | null>): Promise<AuthContext | null> {
    if (this.ttlMs <= 0) return load().then((r) => r?.auth ?? null);
    const started = this.now();
    const hit = this.entries.get(sessionId);
    if (hit && hit.until > started) return hit.value;
    if (hit) this.entries.delete(sessionId);
    else if (this.entries.size >= this.maxEntries) this.evict(started);
    const entry: Entry = { userId: claimedUserId, until: Infinity, value: Promise.resolve(null) };
    entry.value = load().then(
      (resolved) => {
        // A forget while the query ran removed the entry: the answer may predate the change, so it is not kept.
        if (this.entries.get(sessionId) === entry) {
          if (resolved) {
            entry.userId = resolved.auth.userId;
            entry.until = Math.min(started + this.ttlMs, resolved.sessionExpiresAt);
          } else this.entries.delete(sessionId);
        }
        return resolved?.auth ?? null;
      },
      (error: unknown) => {
        if (this.entries.get(sessionId) === entry) this.entries.delete(sessionId);
        throw error;
      },
    );
    this.entries.set(sessionId, entry);
    return entry.value;
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    for (const [id, entry] of this.entries) if (entry.userId === userId) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops expired entries; if the map is still full, the oldest ones (insertion order) make room. */
  private evict(now: number): void {
    for (const [id, entry] of this.entries) if (entry.until <= now) this.entries.delete(id);
    for (const id of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(id);
    }
  }
}

/** Authentication: turns the `access-token` header into the signed-in user with their merged permissions. */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
    const cache = new SessionAuthCache(app.config.AUTH_CACHE_TTL_MS);
    app.decorate('authCache', cache);

    async function loadSession(sessionId: string): Promise<ResolvedSession | null> {
      // One round trip: the session must be live and its user enabled; profiles and permissions come along.
      const rows = await queryRows<GrantRow>(app.db, sql`
        select u.id, u.name, u.email, u.two_factor_enabled, s.expires_at as session_expires_at,
          coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
                    from user_profiles up join profiles p on p.id = up.profile_id where up.user_id = u.id), '[]') as profiles,
          coalesce((select json_agg(json_build_object('action', pp.action, 'resource', pp.resource, 'controller_path', pp.controller_path))
                    from user_profiles up join profile_permissions pp on pp.profile_id = up.profile_id where up.user_id = u.id), '[]') as permissions
        from sessions s join users u on u.id = s.user_id
        where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > now()
          and u.status = 'enabled' and u.deleted_at is null`);
      const row = rows[0];
      if (!row) return null;
      const merged = mergeProfiles(row.profiles.map((p) => ({ name: p.name, permissions: [] })));
      // Shared by every request of the session while cached: frozen so that no handler can change it for the others.
      const auth: AuthContext = deepFreeze({
        userId: Number(row.id),
        sessionId,
        name: row.name,
        email: row.email,
        twoFactorEnabled: row.two_factor_enabled,
        profiles: row.profiles,
        grants: { fullAccess: merged.fullAccess, permissions: dedupe(row.permissions) },
      });
      return { auth, sessionExpiresAt: new Date(row.session_expires_at).getTime() };
    }

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const header = request.headers[ACCESS_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw unauthorized(MSG.invalidJwt);
      // Signature, expiry and claims are checked on every request, cached session or not.
      const result = verifyJwt(token, app.config.JWT_SECRET, 'access');
      if (!result.ok) throw unauthorized(MSG.invalidJwt);
      const sessionId = String(result.claims.sid ?? '');
      if (!/^[0-9a-f-]{36}$/.test(sessionId)) throw unauthorized(MSG.invalidJwt);
      const auth = await cache.get(sessionId, Number(result.claims.sub), () => loadSession(sessionId));
      if (!auth || String(auth.userId) !== result.claims.sub) throw unauthorized(MSG.invalidJwt);
      return auth;
    }

    app.decorate('authenticate', authenticate);
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);

function dedupe<T extends { action: string; resource: string }>(perms: T[]): T[] {
  const seen = new Map<string, T>();
  for (const p of perms) seen.set(`${p.resource}\u0000${p.action}`, p);
  return [...seen.values()];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The signed-in user of a route that declared access (never null there). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The audit actor of a request. */
export function actorOf(request: FastifyRequest) {
  return { id: request.auth?.userId ?? null, name: request.auth?.name ?? null, requestId: request.id };
}
