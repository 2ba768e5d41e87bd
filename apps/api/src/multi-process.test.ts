import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_HEADER } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './db/client.ts';
import { profiles, userProfiles, users } from './db/schema/index.ts';
import { hashPassword } from './lib/passwords.ts';
import { putUpload } from './test/fixtures/import-files.ts';
import { createEventFixture } from './test/fixtures/subscriptions.ts';

/**
 * Two API processes on one PostgreSQL, called in turn (round-robin), prove what the design claims (issue 12 §4,
 * docs/multi-process.md): a withdrawal on one is seen by the other's desk within its 200 ms window; two desks on two
 * processes racing for a kit give one withdrawal; a queued report runs once; a kill -9 mid-import ends, after the other
 * process takes the job over, with exactly the file's rows. PostgreSQL pass only (PGlite is one process by design).
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const serverUrl = process.env.TEST_DATABASE_URL;
const RACES = Number(process.env.MULTI_PROCESS_RACES) || 1000;
const IMPORT_LINES = 12_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'multi-process-'));
const jwtSecret = randomBytes(32).toString('base64url');
const dbName = `bo_multi_${randomBytes(5).toString('hex')}`;

type Proc = { child: ChildProcess; base: string; port: number };
let database: Database;
let databaseUrl: string;
let a: Proc;
let b: Proc;
let token: string;
let eventId: number;
let modalityId: number;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function startServer(port: number): Promise<Proc> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_CACHE_TTL_MS: '1000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  const base = `http://127.0.0.1:${port}/api`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (await fetch(`${base}/v1/me`).then(() => true, () => false)) return { child, base, port };
    if (Date.now() > deadline) throw new Error(`server not ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const stop = async (p: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill(signal);
  await exited;
};

function call(p: Proc, method: string, url: string, body?: unknown) {
  return fetch(`${p.base}${url}`, {
    method,
    headers: { [ACCESS_TOKEN_HEADER]: token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** `count` courtesy subscriptions (eligible at the desk, no stock to check) with chest numbers from `firstChest`. */
async function insertDeskSubscriptions(count: number, firstChest: number): Promise<{ id: number; chest: number }[]> {
  return queryRows<{ id: number; chest: number }>(
    database.db,
    sql`with c as (
          insert into customers (name, email, cpf)
          select 'Atleta Multi ' || g, 'multi' || g || '@teste.local', lpad(g::text, 11, '0') from generate_series(${firstChest}::int, ${firstChest + count - 1}::int) g
          returning id, email)
        insert into subscriptions (event_id, event_modality_id, customer_id, status, price_type, chest_number)
        select ${eventId}, ${modalityId}, c.id, 'reserved', 'courtesy', split_part(substr(c.email, 6), '@', 1)::int from c
        returning id, chest_number as chest`,
  );
}

beforeAll(async () => {
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  await database.migrate();
  const fx = await createEventFixture(database.db, 0);
  eventId = fx.eventId;
  modalityId = fx.modalityIds[0]!;
  const [profile] = await database.db.insert(profiles).values({ name: 'Master' }).onConflictDoNothing().returning({ id: profiles.id });
  const profileId = profile?.id ?? (await queryRows<{ id: number }>(database.db, sql`select id from profiles where name = 'Master'`))[0]!.id;
  const [user] = await database.db.insert(users).values({ name: 'Operadora', email: 'operadora@teste.local', passwordHash: await hashPassword('senha-de-teste-1') }).returning({ id: users.id });
  await database.db.insert(userProfiles).values({ userId: user!.id, profileId });
  [a, b] = await Promise.all([startServer(await freePort()), startServer(await freePort())]);
  const session = await fetch(`${a.base}/v2/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'operadora@teste.local', password: 'senha-de-teste-1' }) });
  token = ((await session.json()) as { access_token: string }).access_token;
}, 300_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  await database?.close();
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('two API processes on one PostgreSQL', () => {
  it('a session opened on one process is honoured by the other', async () => {
    expect((await call(b, 'GET', '/v1/me')).status).toBe(200);
  });

  it('a kit withdrawn through one process is seen by a desk on the other within the 200 ms window', { timeout: 120_000 }, async () => {
    const subs = await insertDeskSubscriptions(20, 900_001);
    const search = async (p: Proc, chest: number) => {
      const res = await call(p, 'GET', `/v1/withdraw_kits/events/${eventId}/subscriptions?query=${chest}`);
      const rows = (await res.json()) as { id: number; kit_withdrawn_at: string | null }[];
      return { source: res.headers.get('x-desk-search'), withdrawn: rows.some((r) => r.kit_withdrawn_at !== null) };
    };
    const delays: number[] = [];
    for (const s of subs) {
      expect((await search(b, s.chest)).withdrawn).toBe(false); // B's desk has looked (and holds its index)
      expect((await call(a, 'POST', `/v1/withdraw_kits/events/${eventId}/subscriptions/${s.id}/withdraw`, {})).status).toBe(200);
      const done = Date.now();
      for (;;) {
        const seen = await search(b, s.chest);
        if (seen.withdrawn) break;
        expect(Date.now() - done).toBeLessThan(2_000);
        await new Promise((r) => setTimeout(r, 10));
      }
      delays.push(Date.now() - done);
    }
    expect((await search(b, subs[0]!.chest)).source).toBe('index');
    delays.sort((x, y) => x - y);
    console.log(`[multi-process] visibility A→B over ${delays.length} withdrawals: median ${delays[delays.length >> 1]} ms, max ${delays.at(-1)} ms`);
    // the window is 200 ms; the rest is two HTTP round trips and a feed read on a busy 2-core machine
    expect(delays.at(-1)!).toBeLessThan(200 + 300);
  });

  it(`${RACES} races of two desks on two processes for the same kit give exactly one withdrawal each`, { timeout: 600_000 }, async () => {
    const subs = await insertDeskSubscriptions(RACES, 100_001);
    const outcomes = new Map<string, number>();
    const CONCURRENT = 8;
    for (let i = 0; i < subs.length; i += CONCURRENT) {
      await Promise.all(
        subs.slice(i, i + CONCURRENT).map(async (s) => {
          const url = `/v1/withdraw_kits/events/${eventId}/subscriptions/${s.id}/withdraw`;
          const statuses = (await Promise.all([call(a, 'POST', url, {}), call(b, 'POST', url, {})])).map((r) => r.status).sort();
          outcomes.set(statuses.join('+'), (outcomes.get(statuses.join('+')) ?? 0) + 1);
        }),
      );
    }
    console.log(`[multi-process] ${RACES} races: ${JSON.stringify(Object.fromEntries(outcomes))}`);
    expect(Object.fromEntries(outcomes)).toEqual({ '200+409': RACES });
    const [counts] = await queryRows<{ withdrawn: number; events: number; doubled: number }>(
      database.db,
      sql`select (select count(*)::int from subscriptions where id in ${sql.raw(`(${subs.map((s) => s.id).join(',')})`)} and kit_withdrawn_at is not null) as withdrawn,
                 (select count(*)::int from kit_withdrawal_events where subscription_id in ${sql.raw(`(${subs.map((s) => s.id).join(',')})`)} and action = 'withdrawn') as events,
                 (select count(*)::int from (select subscription_id from kit_withdrawal_events where action = 'withdrawn' group by subscription_id having count(*) > 1) d) as doubled`,
    );
    expect(counts).toEqual({ withdrawn: RACES, events: RACES, doubled: 0 });
  });

  it('queued reports are each run by exactly one process', { timeout: 300_000 }, async () => {
    const ids: number[] = [];
    // ten different reports (one per event): the same report asked for again while queued is not queued twice
    const eventIds = [eventId];
    while (eventIds.length < 10) eventIds.push((await createEventFixture(database.db, 3)).eventId);
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? b : a, 'POST', `/v1/report/events/${eventIds[i]}/subscriptions`, {});
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    let rows: { id: number; status: string; attempts: number }[] = [];
    for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
      rows = await queryRows(database.db, sql`select id, status, attempts from report_files where id in ${sql.raw(`(${ids.join(',')})`)} order by id`);
      if (rows.every((r) => r.status === 'completed')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['completed', 1]));
  });

  it('the same finance CSV asked for on both processes at once is produced once, and both get it (decision 0088)', { timeout: 300_000 }, async () => {
    // enough paid orders for the audit CSV to take a while, so the second request arrives while the first runs
    await database.db.execute(sql`
      with c as (insert into customers (name, email, cpf) values ('Pagador Multi', 'pagador.multi@teste.local', '52998224725') returning id)
      insert into orders (customer_id, event_id, status, subtotal, discount, convenience_fee, total, payment_method, channel, paid_at, created_at)
      select c.id, ${eventId}, 'payment_confirmed', 100, 0, 5, 105, 'pix', 'site', t, t
      from c, generate_series(1, 30000) g, lateral (select timestamptz '2024-01-01 12:00:00+00' + (g || ' minutes')::interval as t) x`);
    const url = `/v1/report/tax_report/audit.csv?year=2024&event_id=${eventId}`;
    const fileIds: string[] = [];
    for (let pair = 0; pair < 3; pair++) {
      const [fromA, fromB] = await Promise.all([call(a, 'GET', url), call(b, 'GET', url)]);
      expect([fromA.status, fromB.status]).toEqual([200, 200]);
      expect(fromB.headers.get('report-file-id')).toBe(fromA.headers.get('report-file-id'));
      const [bodyA, bodyB] = await Promise.all([fromA.text(), fromB.text()]);
      expect(bodyB).toBe(bodyA);
      expect(bodyA.trimEnd().split('\r\n')).toHaveLength(30_001);
      fileIds.push(fromA.headers.get('report-file-id')!);
    }
    // each pair was one report, run once by one process; a later pair is a new report (the data may have changed)
    expect(new Set(fileIds).size).toBe(3);
    const rows = await queryRows<{ status: string; attempts: number }>(database.db, sql`select status, attempts from report_files where report_type = 'tax' order by id`);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['completed', 1],
      ['completed', 1],
      ['completed', 1],
    ]);
  });

  it('a kill -9 of one process mid-import ends, once the other takes the job over, with exactly the rows of the file', { timeout: 600_000 }, async () => {
    const fx = await createEventFixture(database.db, 0);
    await database.db.execute(sql`
      with c as (
        insert into customers (name, email, cpf) select 'Atleta Kill ' || g, 'mkill' || g || '@teste.local', lpad((500000 + g)::text, 11, '0') from generate_series(1, ${IMPORT_LINES}::int) g returning id, email
      )
      insert into subscriptions (event_id, event_modality_id, customer_id, status, chest_number)
      select ${fx.eventId}, ${fx.modalityIds[0]!}, c.id, 'approved', split_part(substr(c.email, 6), '@', 1)::int from c`);
    const file = ['numero_peito;tempo_liquido;classificacao_geral', ...Array.from({ length: IMPORT_LINES }, (_, i) => `${i + 1};01:${String(Math.floor(i / 600) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')};${i + 1}`)].join('\n');
    const fileUrl = putUpload(dataDir, file);
    // B steps away so that A is the one running the import when it dies
    await stop(b);
    const started = await call(a, 'POST', `/v1/events/${fx.eventId}/import_results`, { results_file_url: fileUrl, file_name: 'resultados.csv' });
    expect(started.status).toBe(201);
    const status = async (p: Proc) => ((await (await call(p, 'GET', `/v1/events/${fx.eventId}/check_result_status`)).json()) as { import: { status: string; processed_lines: number; attempts: number } }).import;

    let processedAtKill = 0;
    for (const deadline = Date.now() + 180_000; Date.now() < deadline && !processedAtKill; ) {
      const s = await status(a);
      if (s.processed_lines > 0 && s.processed_lines < IMPORT_LINES) {
        await stop(a, 'SIGKILL');
        processedAtKill = s.processed_lines;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(processedAtKill).toBeGreaterThan(0);
    // the other process comes back and takes the job over once A's heartbeat goes stale
    b = await startServer(await freePort());

    let final = await status(b);
    for (const deadline = Date.now() + 300_000; final.status !== 'completed' && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 500));
      final = await status(b);
    }
    expect(final).toMatchObject({ status: 'completed', total_lines: IMPORT_LINES, processed_lines: IMPORT_LINES, succeeded_lines: IMPORT_LINES, failed_lines: 0 });
    const [counts] = await queryRows<{ n: number; distinct_subs: number }>(
      database.db,
      sql`select count(*)::int as n, count(distinct subscription_id)::int as distinct_subs from results where event_id = ${fx.eventId}`,
    );
    console.log(`[multi-process] kill -9 at ${processedAtKill}/${IMPORT_LINES} lines; finished by the other process after ${final.attempts} attempts`);
    expect(counts).toEqual({ n: IMPORT_LINES, distinct_subs: IMPORT_LINES });
    a = await startServer(await freePort()); // and the killed one can join again
  });
});
