/**
 * Experiment behind bench/README.md "Findings" (not used by `npm run bench` unless passed with --server):
 * the real app, with
 *   - GET /api/v1/users (default order, no filters) answered by one prepared statement — total by
 *     `count(*) over ()`, profiles as a correlated json_agg — in a preHandler (PGlite only), and
 *   - with AUTH_CACHE=1, `app.authenticate` cached 10 s per access token.
 *   node bench/src/run.ts --size demo --scenario api --server bench/experiments/auth-cache-users-one-statement.ts
 *   AUTH_CACHE=1 node bench/src/run.ts --size demo --scenario api --server bench/experiments/auth-cache-users-one-statement.ts
 */
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, pgliteDir } from '../../apps/api/src/db/client.ts';

type Row = {
  id: number;
  name: string;
  email: string;
  status: 'enabled' | 'disabled';
  two_factor_enabled: boolean;
  invitation_pending: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  lock_version: number;
  total: number;
  profiles: { id: number; name: string }[];
};

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config.DATA_DIR), poolSize: config.DATABASE_POOL_SIZE });
await database.migrate();
const app = await buildApp({ config, database });
const pg = database.pglite;
if (!pg) throw new Error('this experiment runs on PGlite');

await pg.exec(`prepare users_page(int, int) as
  select u.id, u.name, u.email, u.status, u.two_factor_enabled, u.password_hash is null as invitation_pending,
    u.last_sign_in_at, u.created_at, u.updated_at, u.lock_version, (count(*) over ())::int as total,
    coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
              from user_profiles up join profiles p on p.id = up.profile_id where up.user_id = u.id), '[]') as profiles
  from users u where u.deleted_at is null order by u.id limit $1 offset $2`);

app.addHook('preHandler', async (request, reply) => {
  if (request.method !== 'GET' || request.routeOptions.url !== `${config.API_PREFIX}/v1/users`) return;
  const q = request.query as { per_page: number; current_page: number; order?: string; query?: string; status?: string; profile_id?: number };
  if (q.query || q.status || q.profile_id || (q.order && q.order !== 'id')) return; // the real handler
  const { rows } = await pg.query<Row>(`execute users_page(${Number(q.per_page)}, ${Number(q.per_page) * Number(q.current_page)})`);
  reply.header('items-count', String(rows[0]?.total ?? 0));
  return reply.send(
    rows.map(({ total: _total, last_sign_in_at, created_at, updated_at, ...r }) => ({
      ...r,
      last_sign_in_at: last_sign_in_at?.toISOString() ?? null,
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
    })),
  );
});

if (process.env.AUTH_CACHE === '1') {
  const original = app.authenticate.bind(app);
  const cache = new Map<string, { at: number; auth: Awaited<ReturnType<typeof original>> }>();
  app.authenticate = async (request: FastifyRequest) => {
    const token = String(request.headers['access-token'] ?? '');
    const hit = cache.get(token);
    if (hit && Date.now() - hit.at < 10_000) return hit.auth;
    const auth = await original(request);
    cache.set(token, { at: Date.now(), auth });
    return auth;
  };
}

await app.listen({ host: config.HOST, port: config.PORT });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
