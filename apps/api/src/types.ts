import type { Grants, Resource } from '@backoffice/contract';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';

/** What a route needs: nothing, a signed-in user, or one (action, resource) permission (§6). */
export type RouteAccess = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; action: string; resource: Resource };

export type AuthContext = {
  userId: number;
  sessionId: string;
  name: string;
  email: string;
  twoFactorEnabled: boolean;
  profiles: { id: number; name: string }[];
  grants: Grants & { permissions: { action: string; resource: string; controller_path: string | null }[] };
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Resolves the request's `access-token` into the signed-in user, or throws 401. */
    authenticate(request: FastifyRequest): Promise<AuthContext>;
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
