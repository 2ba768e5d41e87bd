import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AREAS, CUSTOMER_MSG, cpfFromBase, cnpjFromBase, ITEMS_COUNT_HEADER } from '@backoffice/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  auditLog,
  cities,
  customerAccessLog,
  customerAccessViews,
  customerCounts,
  customers,
  eventTypes,
  kitWithdrawalEvents,
  mailOutbox,
  newsletterSubscribers,
  orders,
  reportFiles,
  teams,
  tournamentSubscriptions,
  trainers,
} from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertState } from '../../test/fixtures/catalogue.ts';
import { createDeskFixture, type DeskFixture } from '../../test/fixtures/withdraw-kits.ts';
import { deskIndexes } from '../withdraw-kits/desk-index.ts';
import { ANONYMIZED_NAME } from './lgpd.ts';

let ctx: TestContext;
type Actor = Awaited<ReturnType<typeof actor>>;
let admin: Actor;
let reader: Actor;
let unmasker: Actor;
let auditor: Actor;
let desk: DeskFixture;
const ids = {} as Record<'jose' | 'ana' | 'corrida' | 'campinas', number>;
const base = 700_000_000 + Math.floor(Math.random() * 90_000_000);
const cpf = (n: number) => cpfFromBase(String(base + n));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'customers-test-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'tf users']]);
  unmasker = await actor(ctx, [
    ['index', 'tf users'],
    ['unmask', 'tf users'],
    ['export', 'tf users'],
  ]);
  auditor = await actor(ctx, [
    ['index', 'tf users'],
    ['access_log', 'tf users'],
  ]);
  const { db } = ctx.database;
  const sp = await insertState(ctx, 'SP', 'São Paulo');
  const rj = await insertState(ctx, 'RJ', 'Rio de Janeiro');
  const [campinas] = await db.insert(cities).values({ name: 'Campinas', stateId: sp }).returning({ id: cities.id });
  const [niteroi] = await db.insert(cities).values({ name: 'Niterói', stateId: rj }).returning({ id: cities.id });
  ids.campinas = campinas!.id;
  const rows = await db
    .insert(customers)
    .values([
      { name: 'José Conceição', cpf: cpf(1), email: 'jose.conceicao@exemplo.com.br', phone: '11987654321', cityId: campinas!.id, createdAt: new Date('2026-01-10T12:00:00Z') },
      { name: 'Ana Souza', cpf: cpf(2), email: 'ana.souza@exemplo.com.br', phone: '21999887766', cityId: niteroi!.id, createdAt: new Date('2026-03-10T12:00:00Z'), status: 'disabled' },
      { name: 'Corrida Ltda', cnpj: cnpjFromBase('112223330001'), personType: 'juridical', userKind: 'partner', email: 'contato@corrida.com.br', createdAt: new Date('2026-05-01T12:00:00Z') },
    ])
    .returning({ id: customers.id });
  [ids.jose, ids.ana, ids.corrida] = rows.map((r) => r.id) as [number, number, number];
  desk = await createDeskFixture(db);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const req = (who: Actor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => call(ctx, who.access_token, { method, url: `/api${url}`, payload });
const detail = async (id: number) => (await req(admin, 'GET', `/v1/customer/users/${id}`)).json();

describe('GET /v1/customer/users', () => {
  it('orders by name as pt-BR readers do, accents and case aside (Ângela among the A\'s, not after Yasmin)', async () => {
    const made = await ctx.database.db
      .insert(customers)
      .values(['Yasmin Ordem', 'Ângela Ordem', 'ícaro Ordem', 'Beatriz Ordem', 'Ana Ordem'].map((name, i) => ({ name, email: `ordem${i}-${Date.now()}@exemplo.com.br` })))
      .returning({ id: customers.id, name: customers.name });
    const names = async (order: string) =>
      ((await req(unmasker, 'GET', `/v1/customer/users?per_page=200&order=${order}&query=ordem`)).json() as { name: string }[]).map((c) => c.name);
    expect(await names('name')).toEqual(['Ana Ordem', 'Ângela Ordem', 'Beatriz Ordem', 'ícaro Ordem', 'Yasmin Ordem']);
    expect(await names('-name')).toEqual(['Yasmin Ordem', 'ícaro Ordem', 'Beatriz Ordem', 'Ângela Ordem', 'Ana Ordem']);
    await ctx.database.db.delete(customers).where(inArray(customers.id, made.map((m) => m.id)));
  });

  it('names each row\'s city, state and team in the unfiltered list, a search and a filtered list alike', async () => {
    const { db } = ctx.database;
    const [team] = await db.insert(teams).values({ name: 'Equipe Nomeada' }).returning({ id: teams.id });
    const [made] = await db.insert(customers).values({ name: 'Nomeado Lista', email: `nomeado-${base}@teste.local`, cityId: ids.campinas, teamId: team!.id }).returning({ id: customers.id });
    const named = { id: made!.id, city_id: ids.campinas, city_name: 'Campinas', state_uf: 'SP', team_id: team!.id, team_name: 'Equipe Nomeada' };
    const rowIn = async (q: string) => ((await req(reader, 'GET', `/v1/customer/users?per_page=200&${q}`)).json() as { id: number }[]).find((c) => c.id === made!.id);
    for (const q of ['order=-created_at', 'order=id', `query=${encodeURIComponent('nomeado lista')}`, `query=nomeado-${base}`, 'state=SP']) expect(await rowIn(q), q).toMatchObject(named);
    await db.delete(customers).where(eq(customers.id, made!.id));
    await db.delete(teams).where(eq(teams.id, team!.id));
  });

  it('pages the unfiltered list in each order as the table sorts it (the statement built once per order)', async () => {
    const expected = async (orderSql: string, offset: number) =>
      (await queryRows<{ id: number }>(ctx.database.db, sql.raw(`select id from customers where deleted_at is null order by ${orderSql} limit 7 offset ${offset}`))).map((r) => r.id);
    const ids = async (q: string) => ((await req(reader, 'GET', `/v1/customer/users?per_page=7&${q}`)).json() as { id: number }[]).map((c) => c.id);
    for (const [order, orderSql] of [['-created_at', 'created_at desc, id desc'], ['created_at', 'created_at, id'], ['name', 'name_key, id'], ['-name', 'name_key desc, id desc'], ['id', 'id'], ['-id', 'id desc']] as const) {
      expect(await ids(`order=${order}`)).toEqual(await expected(orderSql, 0));
      expect(await ids(`order=${order}&current_page=1`)).toEqual(await expected(orderSql, 7));
    }
  });

  it('reads a deep page of the whole list in creation order (its ids on the index first) as the table sorts it, names and total included', async () => {
    const { db } = ctx.database;
    const made = await db
      .insert(customers)
      .values(Array.from({ length: 230 }, (_, i) => ({ name: `Página Funda ${i}`, email: `funda${i}-${base}@teste.local`, cityId: ids.campinas })))
      .returning({ id: customers.id });
    const mine = new Set(made.map((m) => m.id));
    const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from customers where deleted_at is null`)) as [{ n: number }];
    for (const [order, orderSql] of [['-created_at', 'created_at desc, id desc'], ['created_at', 'created_at, id']] as const) {
      const res = await req(reader, 'GET', `/v1/customer/users?per_page=100&current_page=2&order=${order}`);
      const rows = res.json() as { id: number; city_name: string | null; state_uf: string | null }[];
      const expected = (await queryRows<{ id: number }>(db, sql.raw(`select id from customers where deleted_at is null order by ${orderSql} limit 100 offset 200`))).map((r) => r.id);
      expect(rows.map((r) => r.id), order).toEqual(expected);
      expect(res.headers[ITEMS_COUNT_HEADER]).toBe(String(n));
      expect(rows.filter((r) => mine.has(r.id)).every((r) => r.city_name === 'Campinas' && r.state_uf === 'SP')).toBe(true);
    }
    await db.delete(customers).where(inArray(customers.id, [...mine]));
  });

  it('lists newest first with a total and masks CPF, e-mail and phone without the unmask permission', async () => {
    const res = await req(reader, 'GET', '/v1/customer/users?per_page=200');
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number; cpf: string; email: string; phone: string; masked: boolean }[];
    expect(Number(res.headers[ITEMS_COUNT_HEADER])).toBe(items.length);
    const jose = items.find((c) => c.id === ids.jose)!;
    const d = cpf(1);
    expect(jose).toMatchObject({ cpf: `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`, email: 'jo***@exemplo.com.br', phone: '(11) *****-4321', masked: true });
    expect(items.findIndex((c) => c.id === ids.corrida)).toBeLessThan(items.findIndex((c) => c.id === ids.jose));
    const full = (await req(unmasker, 'GET', '/v1/customer/users?per_page=200')).json() as typeof items;
    expect(full.find((c) => c.id === ids.jose)).toMatchObject({ cpf: d, email: 'jose.conceicao@exemplo.com.br', phone: '11987654321', masked: false });
  });

  it('searches by name without accents, CPF with or without mask, CNPJ, e-mail and phone', async () => {
    const found = async (query: string) => ((await req(reader, 'GET', `/v1/customer/users?query=${encodeURIComponent(query)}`)).json() as { id: number }[]).map((c) => c.id);
    expect(await found('jose conceicao')).toEqual([ids.jose]);
    expect(await found('CONCEIÇÃO')).toContain(ids.jose);
    const d = cpf(1);
    expect(await found(d)).toEqual([ids.jose]);
    expect(await found(`${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`)).toEqual([ids.jose]);
    expect(await found('11.222.333/0001')).toEqual([ids.corrida]);
    expect(await found('ana.souza@exemplo')).toEqual([ids.ana]);
    expect(await found('ANA.SOU')).toEqual([ids.ana]);
    expect(await found('(21) 99988-7766')).toEqual([ids.ana]);
    expect(await found('+55 21 99988-7766')).toEqual([ids.ana]);
    expect(await found('%')).toEqual([]);
  });

  it('pages a common word as planned for it when its matches are read by walking the newest customers (decision 0148)', async () => {
    const { db } = ctx.database;
    const at = (minute: number) => new Date(Date.UTC(2026, 6, 1, 12, minute));
    const walkers = await db
      .insert(customers)
      .values([
        // same instants in pairs: the id decides between them, as in the planned order
        ...Array.from({ length: 30 }, (_, i) => ({ name: `${i % 3 ? 'Andarilho' : 'ÂNDARILHO'} Passo ${i}`, email: `passo${i}-${base}@teste.local`, createdAt: at(Math.floor(i / 2)) })),
        // the word as an e-mail prefix of someone named otherwise
        ...Array.from({ length: 3 }, (_, i) => ({ name: `Outro Nome ${i}`, email: `andarilho.${i}-${base}@teste.local`, createdAt: at(40 + i) })),
      ])
      .returning({ id: customers.id });
    const truth = async (where: ReturnType<typeof sql>) =>
      (await queryRows<{ id: number }>(db, sql`select id from customers where deleted_at is null and ${where} order by created_at desc, id desc`)).map((r) => Number(r.id));
    // current_page counts from 0
    const page = async (query: string, n: number) =>
      ((await req(reader, 'GET', `/v1/customer/users?query=${encodeURIComponent(query)}&per_page=10&current_page=${n}`)).json() as { id: number }[]).map((c) => c.id);
    const word = await truth(sql`(name_key like '%andarilho%' or email_key like 'andarilho%')`);
    const words = await truth(sql`name_key like '%andarilho passo 1%'`);
    const emailOnly = await truth(sql`email_key like 'andarilho.%'`);
    expect([word.length, emailOnly.length]).toEqual([33, 3]);
    // the first call reads the sample the later ones choose by; every call answers the same
    for (let round = 0; round < 2; round++) {
      for (let n = 0; n < 4; n++) expect(await page('andarilho', n), `andarilho page ${n}`).toEqual(word.slice(n * 10, (n + 1) * 10));
      expect(await page('Andarilho Passo 1', 0)).toEqual(words.slice(0, 10));
      expect(await page('Andarilho Passo 1', 1)).toEqual(words.slice(10, 20));
      // a word with an e-mail's own characters: by e-mail prefix only, a few matches read through its index
      expect(await page('andarilho.', 0)).toEqual(emailOnly);
    }
    await db.delete(customers).where(inArray(customers.id, walkers.map((r) => r.id)));
  });

  it('finds a customer by the name the row holds now, however it was written (PostgreSQL keeps the search key)', async () => {
    const found = async (query: string) => ((await req(reader, 'GET', `/v1/customer/users?query=${encodeURIComponent(query)}`)).json() as { id: number }[]).map((c) => c.id);
    try {
      await ctx.database.db.execute(sql`update customers set name = 'Ana Mônica Araújo' where id = ${ids.ana}`);
      expect(await found('monica araujo')).toEqual([ids.ana]);
      expect(await found('ana souza')).toEqual([]);
      // one word with a dot, a digit, '_' or '+' is an e-mail prefix only (decision 0139); with a space, a name again
      await ctx.database.db.execute(sql`update customers set name = 'Ana M. Araújo' where id = ${ids.ana}`);
      expect(await found('m.')).toEqual([]);
      expect(await found('m. araujo')).toEqual([ids.ana]);
      expect(await found('ana.s')).toEqual([ids.ana]);
    } finally {
      await ctx.database.db.execute(sql`update customers set name = 'Ana Souza' where id = ${ids.ana}`);
    }
    expect(await found('ana souza')).toEqual([ids.ana]);
  });

  it('finds a customer by e-mail prefix whatever its case, after the e-mail changes too (PostgreSQL keeps its lower case)', async () => {
    const found = async (query: string) => ((await req(reader, 'GET', `/v1/customer/users?query=${encodeURIComponent(query)}`)).json() as { id: number }[]).map((c) => c.id);
    try {
      await ctx.database.db.execute(sql`update customers set email = 'Ana.Mudou@Exemplo.com.br' where id = ${ids.ana}`);
      expect(await found('ana.mudou')).toEqual([ids.ana]);
      expect(await found('ANA.MUDOU@exemplo')).toEqual([ids.ana]);
      expect(await found('ana.souza@exemplo')).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`update customers set email = 'ana.souza@exemplo.com.br' where id = ${ids.ana}`);
    }
    expect(await found('ana.souza@exemplo')).toEqual([ids.ana]);
  });

  it('filters by state, sign-up period, status, kind and person type', async () => {
    const found = async (q: string) => ((await req(reader, 'GET', `/v1/customer/users?per_page=200&${q}`)).json() as { id: number }[]).map((c) => c.id);
    expect(await found('state=RJ')).toEqual([ids.ana]);
    expect(await found('state=RJ&user_kind=athlete&order=id')).toEqual([ids.ana]);
    expect(await found('state=AM')).toEqual([]); // a state without cities here
    expect(await found('start_date=2026-03-01&end_date=2026-03-10')).toEqual([ids.ana]);
    expect(await found('status=disabled')).toEqual([ids.ana]);
    expect(await found('user_kind=partner')).toEqual([ids.corrida]);
    expect(await found('person_type=juridical')).toEqual([ids.corrida]);
    const byStatus = await req(reader, 'GET', '/v1/customer/users?status=disabled');
    expect(byStatus.headers[ITEMS_COUNT_HEADER]).toBe('1');
  });

  it('answers 422 on bad filters and 403 without the permission', async () => {
    expect((await req(reader, 'GET', '/v1/customer/users?state=Sao')).statusCode).toBe(422);
    expect((await req(reader, 'GET', '/v1/customer/users?start_date=2026-02-30')).statusCode).toBe(422);
    expect((await req(reader, 'GET', '/v1/customer/users?user_kind=alien')).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'users']]);
    expect((await req(nobody, 'GET', '/v1/customer/users')).statusCode).toBe(403);
  });

  it('logs a plain unmasked list page in one insert (who, which customers, which fields), and no masked one', async () => {
    const { db } = ctx.database;
    const entries = async () => (await db.select({ id: customerAccessLog.id }).from(customerAccessLog)).length;
    const start = await entries();
    // masked: the reader sees the same page and nothing is written
    expect((await req(reader, 'GET', '/v1/customer/users?per_page=20')).statusCode).toBe(200);
    expect(await entries()).toBe(start);
    const page = await req(unmasker, 'GET', '/v1/customer/users?per_page=20&status=enabled');
    expect(page.statusCode).toBe(200);
    const shown = (page.json() as { id: number; masked: boolean }[]).filter((c) => !c.masked).map((c) => c.id);
    expect(shown).toContain(ids.jose);
    const rows = await db.select().from(customerAccessLog).orderBy(desc(customerAccessLog.id)).limit(shown.length);
    expect(rows.map((r) => r.customerId).sort()).toEqual([...shown].sort());
    // one request, one statement: the same request id and the same instant on every row of the page
    expect(new Set(rows.map((r) => `${r.requestId}|${r.createdAt.toISOString()}`)).size).toBe(1);
    expect(rows.find((r) => r.customerId === ids.jose)).toMatchObject({ kind: 'search', userId: unmasker.id, userName: expect.any(String), fields: ['name', 'cpf', 'email', 'phone'], details: { status: 'enabled', per_page: 20 } });
    // each row carries its own customer's fields (a customer without a phone reveals none)
    const phones = new Map((page.json() as { id: number; phone: string | null }[]).map((c) => [c.id, Boolean(c.phone)]));
    expect(new Set(phones.values()).size).toBe(2);
    for (const r of rows) expect(r.fields.includes('phone')).toBe(phones.get(r.customerId!));
    // an empty page writes nothing
    const before = await entries();
    expect((await req(unmasker, 'GET', '/v1/customer/users?query=ninguem-com-esse-nome')).json()).toEqual([]);
    expect(await entries()).toBe(before);
  });

  it('answers enable/disable with the list row, masked without unmask and logged with it; 404 for an unknown id', async () => {
    const { db } = ctx.database;
    const toggler = await actor(ctx, [['enable', 'tf users'], ['disable', 'tf users']]);
    const fullToggler = await actor(ctx, [['enable', 'tf users'], ['disable', 'tf users'], ['unmask', 'tf users']]);
    const logged = async (who: Actor) => (await db.select().from(customerAccessLog).where(and(eq(customerAccessLog.customerId, ids.jose), eq(customerAccessLog.userId, who.id)))).length;
    const masked = await req(toggler, 'POST', `/v1/customer/users/${ids.jose}/disable`);
    expect(masked.statusCode).toBe(200);
    expect(masked.json()).toMatchObject({ status: 'disabled', masked: true, email: 'jo***@exemplo.com.br' });
    expect(masked.body).not.toContain(cpf(1));
    expect(await logged(toggler)).toBe(0);
    const full = await req(fullToggler, 'POST', `/v1/customer/users/${ids.jose}/enable`);
    expect(full.json()).toMatchObject({ status: 'enabled', masked: false, cpf: cpf(1), email: 'jose.conceicao@exemplo.com.br' });
    expect(await logged(fullToggler)).toBe(1);
    expect((await req(toggler, 'POST', '/v1/customer/users/999999/enable')).statusCode).toBe(404);
    expect((await req(reader, 'POST', `/v1/customer/users/${ids.jose}/disable`)).statusCode).toBe(403);
  });

  it('logs an unmasked search per customer shown, and no masked one', async () => {
    const before = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from customer_access_log where customer_id = ${ids.ana}`);
    await req(reader, 'GET', '/v1/customer/users?query=ana');
    await req(unmasker, 'GET', '/v1/customer/users?query=ana');
    const rows = await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, ids.ana));
    expect(rows.length).toBe(Number(before[0]!.n) + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'search', userId: unmasker.id, fields: ['name', 'cpf', 'email', 'phone'] });
  });

  it('logs views that arrive together, each with its viewer, filters and request, before answering (decision 0115)', async () => {
    const since = (await queryRows<{ id: number }>(ctx.database.db, sql`select coalesce(max(id), 0)::int as id from customer_access_log`))[0]!.id;
    const views = await Promise.all([
      req(unmasker, 'GET', '/v1/customer/users?query=ana'),
      req(reader, 'GET', `/v1/customer/users/${ids.jose}`),
      req(unmasker, 'GET', `/v1/customer/users/${ids.ana}`),
      req(unmasker, 'GET', '/v1/customer/users?query=jos'),
    ]);
    expect(views.map((v) => v.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await ctx.database.db.select().from(customerAccessLog).where(sql`${customerAccessLog.id} > ${since}`);
    const byRequest = new Map<string, typeof rows>();
    for (const r of rows) byRequest.set(r.requestId!, [...(byRequest.get(r.requestId!) ?? []), r]);
    expect(byRequest.size).toBe(4);
    const summary = [...byRequest.values()].map((entries) => ({ kind: entries[0]!.kind, userId: entries[0]!.userId, customers: entries.map((e) => e.customerId), details: entries[0]!.details }));
    expect(summary).toEqual(
      expect.arrayContaining([
        { kind: 'search', userId: unmasker.id, customers: expect.arrayContaining([ids.ana]), details: { query: 'ana', current_page: 0, per_page: 20, order: '-created_at' } },
        { kind: 'show', userId: reader.id, customers: [ids.jose], details: null },
        { kind: 'show', userId: unmasker.id, customers: [ids.ana], details: null },
        { kind: 'search', userId: unmasker.id, customers: expect.arrayContaining([ids.jose]), details: expect.objectContaining({ query: 'jos' }) },
      ]),
    );
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
  });
});

describe('the designed total (decision 0070)', () => {
  const counted = async () => {
    const rows = await ctx.database.db.select().from(customerCounts);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  };
  const actual = async () => {
    const rows = await queryRows<{ status: string; n: number }>(ctx.database.db, sql`select status, count(*)::int as n from customers where deleted_at is null group by status`);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  };

  it('keeps the per-status counters equal to the live rows through inserts, status changes, soft and hard deletes', async () => {
    const { db } = ctx.database;
    expect(await counted()).toEqual(await actual());
    const extra = await db
      .insert(customers)
      .values(Array.from({ length: 5 }, (_, i) => ({ name: `Contagem ${i}`, email: `contagem${i}-${base}@teste.local`, status: i % 2 ? ('disabled' as const) : ('enabled' as const) })))
      .returning({ id: customers.id });
    expect(await counted()).toEqual(await actual());
    await db.update(customers).set({ status: 'disabled' }).where(eq(customers.id, extra[0]!.id));
    await db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, extra[1]!.id));
    await db.delete(customers).where(eq(customers.id, extra[2]!.id));
    expect(await counted()).toEqual(await actual());
    // the list's total without filters (and with status only) is the counters'
    const all = await req(reader, 'GET', '/v1/customer/users?per_page=1');
    expect(Number(all.headers[ITEMS_COUNT_HEADER])).toBe(Object.values(await actual()).reduce((a, b) => a + b, 0));
    expect(all.headers['items-count-capped']).toBe('0');
    await db.delete(customers).where(inArray(customers.id, extra.slice(3).map((r) => r.id).concat(extra[0]!.id, extra[1]!.id)));
    expect(await counted()).toEqual(await actual());
  });

  it('never counts a search: the total is the rows so far plus one when more follow, and says so', async () => {
    const { db } = ctx.database;
    const many = await db
      .insert(customers)
      .values(Array.from({ length: 12 }, (_, i) => ({ name: `Homônimo Contado ${i}`, email: `contado${i}-${base}@teste.local` })))
      .returning({ id: customers.id });
    const page = async (q: string) => {
      const res = await req(reader, 'GET', `/v1/customer/users?query=${encodeURIComponent('homonimo contado')}&${q}`);
      return { total: res.headers[ITEMS_COUNT_HEADER], more: res.headers['items-count-capped'], n: res.json().length };
    };
    expect(await page('per_page=5')).toEqual({ total: '6', more: '1', n: 5 });
    expect(await page('per_page=5&current_page=1')).toEqual({ total: '11', more: '1', n: 5 });
    expect(await page('per_page=5&current_page=2')).toEqual({ total: '12', more: '0', n: 2 });
    expect(await page('per_page=20')).toEqual({ total: '12', more: '0', n: 12 });
    await db.delete(customers).where(inArray(customers.id, many.map((r) => r.id)));
  });
});

describe('GET/PUT /v1/customer/users/{id}', () => {
  it('shows the full record and logs who saw which fields; the access log is for auditors only', async () => {
    const res = await req(reader, 'GET', `/v1/customer/users/${ids.jose}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.jose, cpf: cpf(1), email: 'jose.conceicao@exemplo.com.br', city_name: 'Campinas', state_uf: 'SP', delete_blocked_reason: null });
    const log = await req(auditor, 'GET', `/v1/customer/users/${ids.jose}/access_log`);
    expect(log.statusCode).toBe(200);
    expect(log.json()[0]).toMatchObject({ kind: 'show', area: 'customers', user_id: reader.id, fields: ['name', 'cpf', 'email', 'phone'] });
    expect((await req(reader, 'GET', `/v1/customer/users/${ids.jose}/access_log`)).statusCode).toBe(403);
    expect((await req(reader, 'GET', '/v1/customer/users/999999')).statusCode).toBe(404);
  });

  it('says where each view happened: the area that wrote it; older entries by their details (decision 0096)', async () => {
    const entry = (details: Record<string, unknown> | null) => ({ customerIds: [ids.jose], customerFields: ['name,cpf'], userId: reader.id, userName: 'Leitor', kind: 'search' as const, details });
    await ctx.database.db.insert(customerAccessViews).values([entry({ area: 'kit desk', event_id: 1 }), entry({ team_id: 7, per_page: 10 }), entry({ query: 'jose' }), entry(null), entry({ area: 'nowhere' })]);
    const log = await req(auditor, 'GET', `/v1/customer/users/${ids.jose}/access_log?per_page=5`);
    expect(log.json().map((e: { area: string }) => e.area)).toEqual(['customers', 'customers', 'customers', 'teams', 'kit desk']);
  });

  it('edits with check digits, unique e-mail and phone checked (422 naming the field) and a stale lock_version 409', async () => {
    const c = await detail(ids.jose);
    const body = { name: 'José da Conceição', person_type: 'physical', cpf: cpf(1), email: c.email, phone: '(11) 98765-4321', user_kind: 'athlete', city_id: ids.campinas, lock_version: c.lock_version };
    const bad = async (patch: object, field: string) => {
      const res = await req(admin, 'PUT', `/v1/customer/users/${ids.jose}`, { ...body, ...patch });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe(field);
      return res.json().errors[0].message as string;
    };
    expect(await bad({ cpf: '123.456.789-00' }, 'cpf')).toBe(CUSTOMER_MSG.invalidCpf);
    expect(await bad({ email: 'ANA.SOUZA@exemplo.com.br' }, 'email')).toBe(CUSTOMER_MSG.emailTaken);
    expect(await bad({ cpf: cpf(2) }, 'cpf')).toBe(CUSTOMER_MSG.cpfTaken);
    expect(await bad({ phone: '12345' }, 'phone')).toBe(CUSTOMER_MSG.invalidPhone);
    expect(await bad({ person_type: 'juridical', cnpj: '11222333000100' }, 'cnpj')).toBe(CUSTOMER_MSG.invalidCnpj);
    const ok = await req(admin, 'PUT', `/v1/customer/users/${ids.jose}`, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'José da Conceição', phone: '11987654321', lock_version: c.lock_version + 1 });
    const stale = await req(admin, 'PUT', `/v1/customer/users/${ids.jose}`, body);
    expect(stale.statusCode).toBe(409);
    expect((await req(reader, 'PUT', `/v1/customer/users/${ids.jose}`, body)).statusCode).toBe(403);
    expect((await req(admin, 'PUT', '/v1/customer/users/999999', body)).statusCode).toBe(404);
  });

  it('enables and disables with the permission', async () => {
    const off = await req(admin, 'POST', `/v1/customer/users/${ids.corrida}/disable`);
    expect(off.json()).toMatchObject({ status: 'disabled' });
    expect((await req(admin, 'POST', `/v1/customer/users/${ids.corrida}/enable`)).json()).toMatchObject({ status: 'enabled' });
    expect((await req(reader, 'POST', `/v1/customer/users/${ids.corrida}/enable`)).statusCode).toBe(403);
  });

  it('sends the reset e-mail through the outbox', async () => {
    const res = await req(admin, 'POST', `/v1/customer/users/${ids.ana}/forgot_password`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email enviado' });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ana.souza@exemplo.com.br'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/redefinir-senha?token=');
  });

  it('lists the subscriptions and orders of a customer', async () => {
    const customerId = await customerOf(desk.sub.paid);
    const subs = await req(reader, 'GET', `/v1/customer/users/${customerId}/subscriptions`);
    expect(subs.json()).toEqual([expect.objectContaining({ id: desk.sub.paid, event_id: desk.eventId, status: 'approved' })]);
    const orders = await req(reader, 'GET', `/v1/customer/users/${customerId}/orders`);
    expect(orders.json()).toEqual([expect.objectContaining({ id: desk.order.paid, total: 120 })]);
    for (const tab of ['subscriptions', 'orders']) expect((await req(reader, 'GET', `/v1/customer/users/999999/${tab}`)).statusCode).toBe(404);
  });
});

async function customerOf(subscriptionId: number): Promise<number> {
  const [r] = await queryRows<{ id: number }>(ctx.database.db, sql`select customer_id as id from subscriptions where id = ${subscriptionId}`);
  return r!.id;
}

describe('DELETE, data subject export and anonymisation (LGPD)', () => {
  it('refuses to delete a customer with records to keep (409 with the reason) and deletes one without', async () => {
    const customerId = await customerOf(desk.sub.paid2);
    const res = await req(admin, 'DELETE', `/v1/customer/users/${customerId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(CUSTOMER_MSG.mustKeepRecords(1, 1));
    expect((await detail(customerId)).delete_blocked_reason).toBe(CUSTOMER_MSG.mustKeepRecords(1, 1));
    expect((await req(reader, 'DELETE', `/v1/customer/users/${ids.corrida}`)).statusCode).toBe(403);
    const ok = await req(admin, 'DELETE', `/v1/customer/users/${ids.corrida}`);
    expect(ok.json()).toEqual({ message: CUSTOMER_MSG.deleted });
    expect((await req(admin, 'GET', `/v1/customer/users/${ids.corrida}`)).statusCode).toBe(404);
    // a deleted customer's tabs are gone with it
    for (const tab of ['subscriptions', 'orders', 'access_log']) expect((await req(admin, 'GET', `/v1/customer/users/${ids.corrida}/${tab}`)).statusCode).toBe(404);
    const history = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, AREAS.customerUsers.audit), eq(auditLog.entityId, String(ids.corrida))));
    expect(JSON.stringify(history)).not.toContain('contato@corrida.com.br');
  });

  it('exports everything held about the person in one file, and logs it', async () => {
    const customerId = await customerOf(desk.sub.paid);
    expect((await req(reader, 'GET', `/v1/customer/users/${customerId}/personal_data`)).statusCode).toBe(403);
    const res = await req(admin, 'GET', `/v1/customer/users/${customerId}/personal_data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`dados-titular-${customerId}.json`);
    const data = res.json();
    expect(data.identity).toMatchObject({ id: customerId, name: desk.names.paid, cpf: desk.cpf.paid });
    expect(data.subscriptions).toEqual([expect.objectContaining({ id: desk.sub.paid })]);
    expect(data.orders).toEqual([expect.objectContaining({ id: desk.order.paid })]);
    // the person's own copy of the access log says who saw what and where, not what they searched for
    await req(admin, 'GET', `/v1/withdraw_kits/events/${desk.eventId}/subscriptions/${desk.sub.paid}`);
    const again = (await req(admin, 'GET', `/v1/customer/users/${customerId}/personal_data`)).json();
    expect(again.access_log.at(-1)).toEqual({ user_name: expect.any(String), kind: 'show', fields: ['name', 'cpf'], area: 'Retirada de kits', created_at: expect.any(String) });
    const [logged] = await ctx.database.db.select().from(customerAccessLog).where(and(eq(customerAccessLog.customerId, customerId), eq(customerAccessLog.kind, 'data_export')));
    expect(logged).toMatchObject({ userId: admin.id, fields: ['all'] });
  });

  it('anonymises with a typed confirmation, keeps the records, and the person appears nowhere afterwards', async () => {
    const { db } = ctx.database;
    const customerId = await customerOf(desk.sub.paid);
    const partnerId = await customerOf(desk.sub.paid2);
    const before = await detail(customerId);
    const { name, cpf: doc, email } = before as { name: string; cpf: string; email: string };
    // Whoever picked the kit up for the person, and their CPF: third parties reached through the person's records.
    const picker = { name: `Rosa Retirante ${base}`, cpf: cpfFromBase(String(base + 77)) };
    // Traces elsewhere: newsletter consent, a queued mail, the account's history, a completed report file.
    await db.insert(newsletterSubscribers).values({ email, name });
    await req(admin, 'POST', `/v1/customer/users/${customerId}/forgot_password`);
    await req(admin, 'PUT', `/v1/customer/users/${customerId}`, { name, person_type: 'physical', cpf: doc, email, phone: '11912345678', user_kind: 'athlete', lock_version: before.lock_version });
    // a file in the layout of earlier versions (directory named by the report's id): found through its file_url
    const [report] = await db.insert(reportFiles).values({ reportType: 'customer_users', status: 'completed', fileUrl: 'reports/4242/usuarios.csv', fileName: 'usuarios.csv' }).returning();
    const reportDir = path.join(ctx.config.DATA_DIR, 'reports', '4242');
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, 'usuarios.csv'), `${name};${doc}`);
    // An unmasked search and an export asked for by the person's CPF: the typed text is kept in the log and the request.
    expect((await req(unmasker, 'GET', `/v1/customer/users?query=${doc}`)).json().map((c: { id: number }) => c.id)).toEqual([customerId]);
    expect((await req(unmasker, 'POST', '/v1/report/customer/users.csv', { query: doc })).statusCode).toBe(201);
    // Staff notes that name the person, on their order.
    await db.update(orders).set({ notes: `Cliente ${name} pediu a nota fiscal` }).where(eq(orders.id, desk.order.paid!));

    // The kit desk: an authorised third party, a pickup by them, an undo whose reason names the person, a pickup again.
    const deskSub = `/v1/withdraw_kits/events/${desk.eventId}/subscriptions/${desk.sub.paid}`;
    const kit = (await req(admin, 'GET', deskSub)).json();
    const settings = await req(admin, 'PUT', deskSub, { third_party_name: picker.name, third_party_cpf: picker.cpf, notes: `Documento de ${name} conferido`, shirt_size: kit.shirt_size, lock_version: kit.lock_version });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await req(admin, 'POST', `${deskSub}/withdraw`, { picked_up_by_name: picker.name })).statusCode).toBe(200);
    expect((await req(admin, 'POST', `${deskSub}/uncheck_withdraw`, { reason: `Entregue por engano; ${name} volta amanhã` })).statusCode).toBe(200);
    expect((await req(admin, 'POST', `${deskSub}/withdraw`, { picked_up_by_name: picker.name })).statusCode).toBe(200);
    expect(JSON.stringify((await req(admin, 'GET', deskSub)).json())).toContain(picker.name);

    // Tournament entries: the person as athlete (with a partner) and as the partner of another athlete.
    const [trainer] = await db.insert(trainers).values({ name: 'Treinadora LGPD', email: `treino-${base}@teste.local` }).returning({ id: trainers.id });
    const [type] = await db.insert(eventTypes).values({ name: `Torneio LGPD ${base}` }).returning({ id: eventTypes.id });
    const tournament = await req(admin, 'POST', '/v2/competition/tournaments', {
      name: 'Open LGPD',
      trainer_id: trainer!.id,
      event_type_id: type!.id,
      start_date: '2099-12-05',
      end_date: '2099-12-06',
      price: 100,
      categories: [{ key: 'a', name: 'Mista A', price: null }],
      modalities: [{ key: 'd', name: 'Duplas' }],
      slots: [{ category_key: 'a', modality_key: 'd', quantity: 8 }],
      schedule_matches: [],
      regulations: [],
      kits: [],
    });
    expect(tournament.statusCode, tournament.body).toBe(201);
    const t = tournament.json() as { id: number; slots: { id: number }[] };
    await db.insert(tournamentSubscriptions).values([
      { tournamentId: t.id, tournamentSlotId: t.slots[0]!.id, customerId, partnerCustomerId: partnerId, status: 'approved', price: 100 },
      { tournamentId: t.id, tournamentSlotId: t.slots[0]!.id, customerId: partnerId, partnerCustomerId: customerId, status: 'approved', price: 100 },
    ]);
    const entriesCsv = async () => (await req(admin, 'GET', `/v2/competition/tournaments/${t.id}/subscriptions.csv`)).body;
    expect(await entriesCsv()).toContain(name);

    // the kit desk opens and finds the athlete by name (its in-memory index is warm before the anonymisation)
    await req(admin, 'GET', `/v1/withdraw_kits/events/${desk.eventId}`);
    // the desk loads its index in the background: wait for it, so the searches below are the index's, not SQL's
    await deskIndexes(ctx.database.db).warm(desk.eventId);
    const warm = await req(admin, 'GET', `/v1/withdraw_kits/events/${desk.eventId}/subscriptions?query=${encodeURIComponent(name)}`);
    expect(warm.json().map((s: { id: number }) => s.id)).toContain(desk.sub.paid);

    const wrong = await req(admin, 'POST', `/v1/customer/users/${customerId}/anonymize`, { confirmation: 'sim' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'confirmation', message: CUSTOMER_MSG.anonymizeConfirm });
    expect((await req(reader, 'POST', `/v1/customer/users/${customerId}/anonymize`, { confirmation: 'ANONIMIZAR' })).statusCode).toBe(403);
    expect((await req(admin, 'POST', '/v1/customer/users/999999/anonymize', { confirmation: 'ANONIMIZAR' })).statusCode).toBe(404);
    const ok = await req(admin, 'POST', `/v1/customer/users/${customerId}/anonymize`, { confirmation: 'ANONIMIZAR' });
    expect(ok.json()).toEqual({ message: CUSTOMER_MSG.anonymized });
    expect((await req(admin, 'POST', `/v1/customer/users/${customerId}/anonymize`, { confirmation: 'ANONIMIZAR' })).statusCode).toBe(422);

    // Records kept, without the name.
    const after = await detail(customerId);
    expect(after).toMatchObject({ anonymized: true, cpf: null, phone: null, status: 'disabled', orders_count: 1 });
    expect(after.name).not.toContain(name.split(' ')[0]);

    // Any of the person's values (CPF also as the CSVs write it), or the third party's, in a text: named in the failure.
    const formatted = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
    const needles = [name, doc, formatted(doc), email, picker.name, picker.cpf, formatted(picker.cpf)];
    const traces = (text: string) => needles.filter((v) => text.toLowerCase().includes(v.toLowerCase()));
    const expectNone = (where: string, text: string) => expect(traces(text), where).toEqual([]);
    const reportText = async (res: Awaited<ReturnType<typeof req>>) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      await ctx.app.jobs.idle(20_000);
      const [done] = await db.select().from(reportFiles).where(eq(reportFiles.id, res.json().id));
      expect(done, `relatório ${done!.reportType}`).toMatchObject({ status: 'completed' });
      return fs.readFileSync(path.join(ctx.config.DATA_DIR, done!.fileUrl!), 'utf8');
    };

    // The list and its searches.
    for (const query of [name, doc, email, name.split(' ')[0]!]) {
      const found = (await req(unmasker, 'GET', `/v1/customer/users?query=${encodeURIComponent(query)}&per_page=200`)).json() as { id: number }[];
      expect(found.map((c) => c.id)).not.toContain(customerId);
    }
    // The kit desk: its in-memory index by name and by CPF, its list, the subscription's kit page (pickup, history).
    for (const query of [name, doc]) {
      const deskSearch = await req(admin, 'GET', `/v1/withdraw_kits/events/${desk.eventId}/subscriptions?query=${encodeURIComponent(query)}`);
      expect(deskSearch.statusCode).toBe(200);
      expect(deskSearch.headers['x-desk-search']).toBe('index');
      expect(deskSearch.json().map((s: { id: number }) => s.id)).not.toContain(desk.sub.paid);
    }
    expect(warm.headers['x-desk-search']).toBe('index');
    expectNone('balcão: lista', (await req(admin, 'GET', `/v1/withdraw_kits/events/${desk.eventId}/subscriptions?per_page=50`)).body);
    expectNone('balcão: kit da inscrição', (await req(admin, 'GET', deskSub)).body);
    const events = await db.select().from(kitWithdrawalEvents).where(eq(kitWithdrawalEvents.subscriptionId, desk.sub.paid));
    expect(events.map((e) => e.action)).toEqual(['withdrawn', 'unchecked', 'withdrawn']);
    expectNone('kit_withdrawal_events', JSON.stringify(events));
    // The event's subscriptions: the list, its CSV with and without a search, the on-request report.
    expectNone('inscrições do evento', (await req(admin, 'GET', `/v1/events/${desk.eventId}/subscriptions?per_page=50`)).body);
    expectNone('CSV de inscrições', (await req(admin, 'GET', `/v1/report/events/${desk.eventId}/subscriptions`)).body);
    expectNone('CSV de inscrições (busca)', (await req(admin, 'GET', `/v1/report/events/${desk.eventId}/subscriptions?query=${encodeURIComponent(ANONYMIZED_NAME)}`)).body);
    expectNone('relatório de inscrições', await reportText(await req(admin, 'POST', `/v1/report/events/${desk.eventId}/subscriptions`, {})));
    // Orders: the list, its CSV, the on-request report.
    expectNone('pedidos', (await req(admin, 'GET', `/v1/orders?per_page=100`)).body);
    expectNone('CSV de pedidos', (await req(admin, 'GET', '/v1/report/orders.csv')).body);
    expectNone('relatório de pedidos', await reportText(await req(admin, 'GET', '/v1/report/orders?start_date=2000-01-01&end_date=2099-12-31')));
    // Tournament entries, as athlete and as partner: the list, its CSV, the on-request report.
    const entries = await req(admin, 'GET', `/v2/competition/tournaments/${t.id}/subscriptions?per_page=50`);
    expect(entries.json()).toHaveLength(2);
    expectNone('inscrições do torneio', entries.body);
    expectNone('CSV de inscrições do torneio', await entriesCsv());
    expectNone('relatório do torneio', await reportText(await req(admin, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id })));
    // The customer users export, in full.
    expectNone('exportação de usuários', await reportText(await req(unmasker, 'POST', '/v1/report/customer/users.csv', {})));

    // The database's text: every table that held the person or their third party.
    const dump = await queryRows<{ t: string }>(
      db,
      sql`select string_agg(t, ' ') as t from (
            select row_to_json(c)::text as t from customers c
            union all select row_to_json(a)::text from audit_log a
            union all select row_to_json(m)::text from mail_outbox m
            union all select row_to_json(n)::text from newsletter_subscribers n
            union all select row_to_json(s)::text from subscriptions s
            union all select row_to_json(k)::text from kit_withdrawal_events k
            union all select row_to_json(p)::text from subscription_pickup_settings p
            union all select row_to_json(o)::text from orders o
            union all select row_to_json(r)::text from report_files r
            union all select row_to_json(l)::text from customer_access_log l) x`,
    );
    expectNone('banco de dados', dump[0]!.t);
    expect(fs.existsSync(reportDir)).toBe(false);
    const [emptied] = await db.select().from(reportFiles).where(eq(reportFiles.id, report!.id));
    expect(emptied).toMatchObject({ status: 'failed', fileUrl: null });
    // What was done stays: the search and the export are still logged (who, when), the order keeps its amount.
    const searched = await db.select().from(customerAccessLog).where(and(eq(customerAccessLog.customerId, customerId), eq(customerAccessLog.kind, 'search')));
    expect(searched.map((l) => l.details)).toContainEqual(expect.objectContaining({ query: '[anonimizado]' }));
    const [order] = await db.select().from(orders).where(eq(orders.id, desk.order.paid!));
    expect(order).toMatchObject({ total: 120, notes: 'Cliente [anonimizado] pediu a nota fiscal' });
    const file = await req(admin, 'GET', `/v1/customer/users/${customerId}/personal_data`);
    expectNone('arquivo do titular', file.body);
  });
});

describe('POST v1/report/customer/users.csv and GET /v1/report/customer_user_reports', () => {
  it('queues the export with the list filters, lists it, and writes masked values for a masked requester', async () => {
    const maskedExporter = await actor(ctx, [['export', 'tf users']]);
    expect((await req(reader, 'POST', '/v1/report/customer/users.csv', { status: 'disabled' })).statusCode).toBe(403);
    const res = await req(maskedExporter, 'POST', '/v1/report/customer/users.csv', { state: 'rj' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ report_type: 'customer_users' });
    const list = await req(maskedExporter, 'GET', '/v1/report/customer_user_reports');
    expect(list.json().map((r: { id: number }) => r.id)).toContain(res.json().id);
    expect((await req(reader, 'GET', '/v1/report/customer_user_reports')).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, res.json().id));
    expect(row!.params).toMatchObject({ state: 'RJ', masked: true });
    await ctx.app.jobs.idle(20_000);
    const [done] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, row!.id));
    expect(done).toMatchObject({ status: 'completed' });
    const csv = fs.readFileSync(path.join(ctx.config.DATA_DIR, done!.fileUrl!), 'utf8');
    expect(csv).toContain('Ana Souza');
    expect(csv).not.toContain('José');
    expect(csv).toContain('an***@exemplo.com.br');
    expect(csv).not.toContain(cpf(2));
    // with `unmask`, the same export writes full values, formatted
    const full = await req(unmasker, 'POST', '/v1/report/customer/users.csv', { state: 'RJ' });
    await ctx.app.jobs.idle(20_000);
    const [fullRow] = await ctx.database.db.select().from(reportFiles).where(eq(reportFiles.id, full.json().id));
    expect(fullRow!.params).toMatchObject({ masked: false });
    const fullCsv = fs.readFileSync(path.join(ctx.config.DATA_DIR, fullRow!.fileUrl!), 'utf8');
    const d = cpf(2);
    expect(fullCsv).toContain(`${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`);
    expect(fullCsv).toContain('ana.souza@exemplo.com.br');
    expect(fullCsv).toContain('(21) 99988-7766');
    const log = (await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.kind, 'export')).orderBy(customerAccessLog.id)).filter((l) =>
      [row!.id, fullRow!.id].includes((l.details as { report_id: number }).report_id),
    );
    expect(log.map((l) => [l.userId, (l.details as { report_id: number }).report_id, l.fields])).toEqual([
      [maskedExporter.id, row!.id, ['name']],
      [unmasker.id, fullRow!.id, ['name', 'cpf', 'cnpj', 'email', 'phone']],
    ]);
    expect(log.every((l) => l.customerId === null)).toBe(true);
  });
});
