import { ACCESS_TOKEN_HEADER, MSG, mergeProfiles } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { verifyJwt } from '../lib/jwt.ts';
import type { AuthContext } from '../types.ts';

type GrantRow = {
  id: number;
  name: string;
  email: string;
  two_factor_enabled: boolean;
  profiles: { id: number; name: string }[];
  permissions: { action: string; resource: string; controller_path: string | null }[];
};

/** Authentication: turns the `access-token` header into the signed-in user with their merged permissions. */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);

    async function authenticate(request: FastifyRequest): Promise<AuthContext> {
      const header = request.headers[ACCESS_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token) throw unauthorized(MSG.invalidJwt);
      const result = verifyJwt(token, app.config.JWT_SECRET, 'access');
      if (!result.ok) throw unauthorized(MSG.invalidJwt);
      const sessionId = String(result.claims.sid ?? '');
      if (!/^[0-9a-f-]{36}$/.test(sessionId)) throw unauthorized(MSG.invalidJwt);
      // One round trip: the session must be live and its user enabled; profiles and permissions come along.
      const rows = await queryRows<GrantRow>(app.db, sql`
        select u.id, u.name, u.email, u.two_factor_enabled,
          coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
                    from user_profiles up join profiles p on p.id = up.profile_id where up.user_id = u.id), '[]') as profiles,
          coalesce((select json_agg(json_build_object('action', pp.action, 'resource', pp.resource, 'controller_path', pp.controller_path))
                    from user_profiles up join profile_permissions pp on pp.profile_id = up.profile_id where up.user_id = u.id), '[]') as permissions
        from sessions s join users u on u.id = s.user_id
        where s.id = ${sessionId} and s.revoked_at is null and s.expires_at > now()
          and u.status = 'enabled' and u.deleted_at is null`);
      const row = rows[0];
      if (!row || String(row.id) !== result.claims.sub) throw unauthorized(MSG.invalidJwt);
      const merged = mergeProfiles(row.profiles.map((p) => ({ name: p.name, permissions: [] })));
      return {
        userId: row.id,
        sessionId,
        name: row.name,
        email: row.email,
        twoFactorEnabled: row.two_factor_enabled,
        profiles: row.profiles,
        grants: { fullAccess: merged.fullAccess, permissions: dedupe(row.permissions) },
      };
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

/** The signed-in user of a route that declared access (never null there). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The audit actor of a request. */
export function actorOf(request: FastifyRequest) {
  return { id: request.auth?.userId ?? null, name: request.auth?.name ?? null, requestId: request.id };
}
