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
import { profiles, tournamentCategories, tournamentModalities, tournamentSlots, tournaments, userProfiles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { putUpload } from '../../test/fixtures/import-files.ts';

/**
 * kill -9 of the real server in the middle of a 5,000-line beach-tennis import: the import is one transaction, so the
 * tournament holds either none or all of the file's entries at any instant; after the restart the queue runs the job
 * again and it ends with exactly the file's entries. Also reports the import's pace (lines/s) on PGlite.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server.ts');
const LINES = 5_000;
const CATEGORIES = 5;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'beach-tennis-kill-'));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function cpfOf(n: number): string {
  const d = String(100_000_000 + n)
    .slice(-9)
    .split('')
    .map(Number);
  for (const k of [9, 10]) d.push(((d.slice(0, k).reduce((s, x, i) => s + x * (k + 1 - i), 0) * 10) % 11) % 10);
  return d.join('');
}

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
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/me`).then(
      () => true,
      () => false,
    );
    if (up) return proc;
    if (Date.now() > deadline) throw new Error(`server not ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function entriesOnDisk(tournamentId: number): Promise<{ n: number; people: number }> {
  const check = await openDatabase({ dataDir: pgliteDir(dataDir) });
  const [r] = await queryRows<{ n: number; people: number }>(
    check.db,
    sql`select count(*)::int as n, count(distinct customer_id)::int as people from tournament_subscriptions where tournament_id = ${tournamentId}`,
  );
  await check.close();
  return r!;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('beach-tennis import survives kill -9 of the server', () => {
  it('holds none or all of the entries at the kill, and exactly the file after the restart', { timeout: 300_000 }, async () => {
    // 1. a tournament with 5 categories × 1 modality of 1,000 places, written before the server opens the directory
    const database = await openDatabase({ dataDir: pgliteDir(dataDir) });
    await database.migrate();
    const db = database.db;
    const [t] = await db.insert(tournaments).values({ name: 'Open do kill' }).returning({ id: tournaments.id });
    const cats = await db
      .insert(tournamentCategories)
      .values(Array.from({ length: CATEGORIES }, (_, i) => ({ tournamentId: t!.id, name: `Categoria ${i + 1}` })))
      .returning({ id: tournamentCategories.id });
    const [mod] = await db.insert(tournamentModalities).values({ tournamentId: t!.id, name: 'Simples' }).returning({ id: tournamentModalities.id });
    await db.insert(tournamentSlots).values(cats.map((c) => ({ tournamentId: t!.id, tournamentCategoryId: c.id, tournamentModalityId: mod!.id, quantity: LINES / CATEGORIES })));
    const [profile] = await db.insert(profiles).values({ name: 'Master' }).onConflictDoNothing().returning({ id: profiles.id });
    const profileId = profile?.id ?? (await queryRows<{ id: number }>(db, sql`select id from profiles where name = 'Master'`))[0]!.id;
    const [user] = await db.insert(users).values({ name: 'Importadora', email: 'importadora@teste.local', passwordHash: await hashPassword('senha-de-teste-1') }).returning({ id: users.id });
    await db.insert(userProfiles).values({ userId: user!.id, profileId });
    await database.close();
    const file = [
      'categoria;modalidade;atleta_nome;atleta_cpf;atleta_email;status',
      ...Array.from({ length: LINES }, (_, i) => `Categoria ${(i % CATEGORIES) + 1};Simples;Atleta ${i + 1};${cpfOf(i + 1)};atleta${i + 1}@kill.local;aprovada`),
    ].join('\n');
    const fileUrl = putUpload(dataDir, file);

    // 2. the server starts the import…
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/api`;
    const signIn = async () =>
      ((await (await fetch(`${base}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'importadora@teste.local', password: 'senha-de-teste-1' }) })).json()) as { access_token: string }).access_token;
    child = await startServer(port);
    const headers = { [ACCESS_TOKEN_HEADER]: await signIn(), 'content-type': 'application/json' };
    const started = await fetch(`${base}/v2/competition/tournaments/${t!.id}/beach_tennis/import`, { method: 'POST', headers, body: JSON.stringify({ file_url: fileUrl, file_name: 'inscritos.csv' }) });
    expect(started.status).toBe(201);
    const status = async () =>
      ((await (await fetch(`${base}/v2/competition/tournaments/${t!.id}/beach_tennis/imports`, { headers })).json()) as { status: string; attempts: number; succeeded_lines: number; total_lines: number; failed_lines: number }[])[0]!;

    // 3. …and is killed while it runs
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      if ((await status()).status === 'processing') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    const atKill = await entriesOnDisk(t!.id);
    expect([0, LINES]).toContain(atKill.n);

    // 4. restart: the job is handed back and runs again (or is already complete)
    const restarted = Date.now();
    child = await startServer(port);
    headers[ACCESS_TOKEN_HEADER] = await signIn();
    let final = await status();
    for (const deadline = Date.now() + 180_000; final.status !== 'completed' && final.status !== 'failed' && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 100));
      final = await status();
    }
    const seconds = (Date.now() - restarted) / 1000;
    expect(final).toMatchObject({ status: 'completed', total_lines: LINES, succeeded_lines: LINES, failed_lines: 0 });
    if (atKill.n === 0) {
      expect(final.attempts).toBeGreaterThanOrEqual(2);
      console.info(`beach-tennis import after restart: ${LINES} lines in ${seconds.toFixed(1)} s (${Math.round(LINES / seconds)} lines/s, restart included)`);
    }
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
    child = null;

    // 5. exactly the file's entries: one per line, one customer per CPF
    expect(await entriesOnDisk(t!.id)).toEqual({ n: LINES, people: LINES });
  });
});
