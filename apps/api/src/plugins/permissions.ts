import { can, isValidPermission } from '@backoffice/contract';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors.ts';
import { grantsNeeded } from './access.ts';

/**
 * Authorisation (§6, enforced here rather than in the panel). Every route under `<prefix>/v*` must declare
 * `config.access`, or the server refuses to start. The check runs on request, before body validation, so a caller
 * without access learns nothing about the input.
 */
export default fp(
  async (app) => {
    const versioned = new RegExp(`^${app.config.API_PREFIX}/v\\d+/`);
    app.decorate('routeAccess', []);

    app.addHook('onRoute', (route) => {
      if (!versioned.test(route.url)) return;
      const access = route.config?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!access) throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
      const declared = access.kind === 'permission' ? [access] : access.kind === 'any' ? [...access.of, ...(access.when?.of ?? [])] : [];
      for (const grant of declared)
        if (!isValidPermission(grant.action, grant.resource))
          throw new Error(`Route ${methods.join(',')} ${route.url} declares an unknown permission ${grant.action} on ${grant.resource}`);
      for (const method of methods) if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (!access || access.kind === 'public') return;
      request.auth = await app.authenticate(request);
      const needed = grantsNeeded(access, request.query);
      const grants = request.auth.grants;
      if (needed.length && !needed.some((g) => can(grants, g.action, g.resource))) throw forbidden();
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
