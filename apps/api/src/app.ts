import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { boundaryValidatorCompiler } from './lib/boundary.ts';
import uploadStorageRoutes from './modules/uploads/storage.routes.ts';
import { API_MODULES } from './modules/index.ts';
import authPlugin from './plugins/auth.ts';
import configPlugin from './plugins/config.ts';
import databasePlugin from './plugins/database.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import jobsPlugin from './plugins/jobs.ts';
import maintenancePlugin from './plugins/maintenance.ts';
import permissionsPlugin from './plugins/permissions.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';
import './types.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server does; tests that share one may not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the app: plugins in a fixed order, then the API modules under the prefix, then the panel. */
export async function buildApp({ config, database, closeDatabase = true, logger }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // errors Node's HTTP parser answers before Fastify sees the request are pt-BR JSON too (431, 400)
    clientErrorHandler: (err: NodeJS.ErrnoException, socket) => {
      const [status, message] = err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Cabeçalhos da requisição grandes demais.'] : [400, 'Requisição inválida.'];
      const body = JSON.stringify({ errors: [{ message }] });
      if (socket.writable)
        socket.end(`HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
      else socket.destroy(err);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(boundaryValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(configPlugin, { config });
  await app.register(databasePlugin, { database, closeDatabase });
  await app.register(jobsPlugin, { pollingIntervalSeconds: config.NODE_ENV === 'test' ? 0.5 : 2 });
  await app.register(maintenancePlugin);
  await app.register(securityPlugin);
  // API answers above 1 KiB go out compressed (brotli at a quality cheap enough per request, or gzip); the panel's
  // files are precompressed at build time and served as they are (plugins/web.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(authPlugin);
  await app.register(permissionsPlugin);
  await app.register(errorsPlugin);
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      // API answers carry personal data (participants, users, reports): no browser or proxy may keep them (issue 12 §3)
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      for (const module of API_MODULES) for (const hook of module.hooks ?? []) await api.register(hook);
      for (const module of API_MODULES) await api.register(module.routes);
    },
    { prefix: config.API_PREFIX },
  );

  await app.register(uploadStorageRoutes);
  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
