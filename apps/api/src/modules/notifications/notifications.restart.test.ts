import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildApp } from '../../app.ts';
import { openDatabase, pgliteDir } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { notify } from '../../lib/notify.ts';
import { actor, call, signIn, type TestContext } from '../../test/app.ts';
import { insertEvent } from '../../test/fixtures/catalogue.ts';

// Issue 19: the feed survives a server restart without losing or duplicating unread items. A PGlite data directory
// on disk, closed and opened again as a restarted server would; PostgreSQL keeps its data outside the process anyway.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notifications-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function start(): Promise<TestContext> {
  const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '', DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('notifications across a restart (PGlite on disk)', () => {
  it('keeps every notification, its read state and the unread count; nothing is written twice', async () => {
    const first = await start();
    const ana = await actor(first, [['index', 'notifications'], ['update', 'notifications']]);
    await notify(first.database.db, { userId: ana.id, type: 'report_ready', title: 'Relatório pronto' });
    await notify(first.database.db, { userId: null, type: 'system', title: 'Manutenção programada' });
    await first.database.db.insert(reservations).values({ eventId: await insertEvent(first, 'Corrida da Virada'), year: 2026, quantityRequested: 8 });
    const list = async (ctx: TestContext, token: string) => (await call(ctx, token, { method: 'GET', url: '/api/v2/notifications?per_page=50' })).json() as { id: number; read: boolean }[];
    const unread = async (ctx: TestContext, token: string) => (await call(ctx, token, { method: 'GET', url: '/api/v2/notifications/unread_count' })).json() as { unread: number };
    const before = await list(first, ana.access_token);
    expect(before).toHaveLength(3);
    expect((await call(first, ana.access_token, { method: 'PATCH', url: `/api/v2/notifications/${before[0]!.id}/read` })).statusCode).toBe(200);
    const feedBefore = await list(first, ana.access_token);
    const countBefore = await unread(first, ana.access_token);
    expect(countBefore.unread).toBe(2);
    await first.close();

    const second = await start();
    try {
      const { access_token } = await signIn(second, ana.email, ana.password);
      expect(await list(second, access_token)).toEqual(feedBefore);
      expect(await unread(second, access_token)).toEqual(countBefore);
    } finally {
      await second.close();
    }
  });
});
