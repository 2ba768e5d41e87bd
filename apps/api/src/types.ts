import type { Grants, Resource } from '@backoffice/contract';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';

/** One (action, resource) permission of §6. */
export type Grant = { action: string; resource: Resource };

/**
 * What a route needs: nothing, a signed-in user, one permission, or any of several permissions — the latter
 * optionally narrowed when a query parameter has a value (a list's `deleted=true` needs more than the list).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | ({ kind: 'permission' } & Grant)
  | { kind: 'any'; of: Grant[]; when?: { query: string; equals: string; of: Grant[] } };

export type AuthContext = {
  userId: number;
  sessionId: string;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  profiles: { id: number; name: string }[];
  grants: Grants & { permissions: { action: string; resource: string; controller_path: string | null }[] };
};

/**
 * The per-process cache of resolved sessions (plugins/auth.ts, docs/decisions/0014-auth-cache.md). Call it after the
 * transaction that changed a session, a user, their profiles or a profile's permissions has committed.
 */
export interface AuthCache {
  forgetSession(sessionId: string): void;
  forgetUser(userId: number): void;
  /** For changes that reach many users at once (a profile's permissions). */
  clear(): void;
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Resolves the request's `access-token` into the signed-in user, or throws 401. */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
    authCache: AuthCache;
    /** Every API route with the access it declared (for the authorisation matrix test and the docs). */
    routeAccess: { method: string; url: string; access: RouteAccess }[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
