import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_HEADER } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, queryRows } from '../../db/client.ts';
import { profiles, userProfiles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createEventFixture } from '../../test/fixtures/subscriptions.ts';
import { putUpload } from '../../test/fixtures/import-files.ts';

/**
 * kill -9 of the real server in the middle of a results import: after a restart the job resumes from its checkpoint
 * and the event ends with exactly the rows of the file — none lost, none twice. PGlite only (one process per data
 * directory); the PostgreSQL pass relies on the same checkpoints and pg-boss's heartbeat.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server.ts');
const LINES = 12_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-kill-'));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [SERVER], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST_DIR: '', DATABASE_URL: '', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += String(d)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/me`).then(() => true, () => false);
    if (up) return proc;
    if (Date.now() > deadline) throw new Error(`server not ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('results import survives kill -9 of the server', () => {
  it('resumes after restart and ends with exactly the rows of the file', { timeout: 300_000 }, async () => {
    // 1. data, written before the server opens the directory
    const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
    await database.migrate();
    const db = database.db;
    const fx = await createEventFixture(db, 0);
    await db.execute(sql`
      with c as (
        insert into customers (name, email, cpf) select 'Atleta ' || g, 'kill' || g || '@teste.local', lpad(g::text, 11, '0') from generate_series(1, ${LINES}) g returning id, email
      )
      insert into subscriptions (event_id, event_modality_id, customer_id, status, chest_number)
      select ${fx.eventId}, ${fx.modalityIds[0]!}, c.id, 'approved', split_part(substr(c.email, 5), '@', 1)::int from c`);
    const [profile] = await db.insert(profiles).values({ name: 'Master' }).onConflictDoNothing().returning({ id: profiles.id });
    const profileId = profile?.id ?? (await queryRows<{ id: number }>(db, sql`select id from profiles where name = 'Master'`))[0]!.id;
    const [user] = await db.insert(users).values({ name: 'Importadora', email: 'importadora@teste.local', passwordHash: await hashPassword('senha-de-teste-1') }).returning({ id: users.id });
    await db.insert(userProfiles).values({ userId: user!.id, profileId });
    await database.close();
    const file = ['numero_peito;tempo_liquido;classificacao_geral', ...Array.from({ length: LINES }, (_, i) => `${i + 1};01:${String(Math.floor(i / 600) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')};${i + 1}`)].join('\n');
    const fileUrl = putUpload(dataDir, file);

    // 2. the server starts the import…
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    child = await startServer(port);
    const session = (await (await fetch(`${base}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'importadora@teste.local', password: 'senha-de-teste-1' }) })).json()) as { access_token: string };
    const headers = { [ACCESS_TOKEN_HEADER]: session.access_token as string, 'content-type': 'application/json' };
    const started = await fetch(`${base}/v1/events/${fx.eventId}/import_results`, { method: 'POST', headers, body: JSON.stringify({ results_file_url: fileUrl, file_name: 'resultados.csv' }) });
    expect(started.status).toBe(201);
    const status = async () => ((await (await fetch(`${base}/v1/events/${fx.eventId}/check_result_status`, { headers })).json()) as { import: { status: string; processed_lines: number; attempts: number } }).import;

    // 3. …and is killed in the middle of it
    let processedAtKill = 0;
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      const s = await status();
      if (s.processed_lines > 0) {
        child.kill('SIGKILL');
        processedAtKill = s.processed_lines;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => child!.once('exit', r));
    expect(processedAtKill).toBeGreaterThan(0);
    expect(processedAtKill).toBeLessThan(LINES);

    // 4. restart: the job is handed back and resumes from its checkpoint
    child = await startServer(port);
    const session2 = (await (await fetch(`${base}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'importadora@teste.local', password: 'senha-de-teste-1' }) })).json()) as { access_token: string };
    headers[ACCESS_TOKEN_HEADER] = session2.access_token;
    let final = await status();
    for (const deadline = Date.now() + 180_000; final.status !== 'completed' && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 250));
      final = await status();
    }
    expect(final).toMatchObject({ status: 'completed', total_lines: LINES, processed_lines: LINES, succeeded_lines: LINES, failed_lines: 0 });
    expect(final.attempts).toBeGreaterThanOrEqual(2);
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = null;

    // 5. exactly the rows of the file
    const check = await openDatabase({ dataDir: pgliteDir(dataDir) });
    const [counts] = await queryRows<{ n: number; distinct_subs: number; distinct_chest: number; lines: number }>(
      check.db,
      sql`select count(*)::int as n, count(distinct subscription_id)::int as distinct_subs, count(distinct chest_number)::int as distinct_chest,
                 (select count(*)::int from import_job_lines) as lines
          from results where event_id = ${fx.eventId}`,
    );
    await check.close();
    expect(counts).toEqual({ n: LINES, distinct_subs: LINES, distinct_chest: LINES, lines: LINES });
  });
});
