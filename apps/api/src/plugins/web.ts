import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@backoffice/contract';
import fp from 'fastify-plugin';

/**
 * Serves the built panel with an SPA fallback: unknown non-API GETs answer index.html, unknown API paths answer 404
 * JSON. /runtime-config.js tells the panel its API base URL at run time.
 */
export default fp(
  async (app) => {
    const dist = app.config.WEB_DIST_DIR;
    const hasPanel = dist !== '' && fs.existsSync(path.join(dist, 'index.html'));
    const prefix = app.config.API_PREFIX;
    const runtimeConfig = `window.__BACKOFFICE_CONFIG__ = ${JSON.stringify({ apiBaseUrl: app.config.PUBLIC_API_BASE_URL })};\n`;

    app.get('/runtime-config.js', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(runtimeConfig),
    );
    app.get(`${prefix}/health`, { schema: { hide: true } }, async () => ({ status: 'ok' }));

    if (hasPanel) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        // index.html and the assets go out as the .br/.gz written at build time (Content-Encoding, Vary: accept-encoding).
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // Hashed assets never change; index.html must always be fresh.
          reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isApi = url === prefix || url.startsWith(`${prefix}/`);
      if (!isApi && hasPanel && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ errors: [{ message: MSG.routeNotFound }] });
    });
  },
  { name: 'web', dependencies: ['config'] },
);
