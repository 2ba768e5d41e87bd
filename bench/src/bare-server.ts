/**
 * The reference: a bare Fastify route answering `{ ok: true }`, run by the bench in its own process on the same
 * Node. Fastify is loaded from the API workspace so the reference uses exactly the API's Fastify version.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type FastifyModule from 'fastify';
import { REPO_ROOT } from './lib/paths.ts';

const require = createRequire(path.join(REPO_ROOT, 'apps/api/package.json'));
const { default: Fastify } = (await import(pathToFileURL(require.resolve('fastify')).href)) as { default: typeof FastifyModule };

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
