import { cpfFromBase, formatCpf, withdrawSubscriptionsQuery, type WithdrawSubscription } from '@backoffice/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, eventModalities, modalities, orders, subscriptionExtras, extras, subscriptions } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { DIMENSIONS_INTERVAL_MS, EventDeskIndex, FEED_INTERVAL_MS, deskIndexes, sortInSlices } from './desk-index.ts';
import { createDeskFixture, type DeskFixture } from '../../test/fixtures/withdraw-kits.ts';
import { DESK_SOURCE_HEADER } from './withdraw-kits.routes.ts';
// the repository's own parser, so both paths see the same query
import { listSubscriptionsSql, parseDeskQuery as parseQuery } from './withdraw-kits.repository.ts';

let ctx: TestContext;
let desk: Awaited<ReturnType<typeof actor>>;
let f: DeskFixture;
const db = () => ctx.database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  ctx = await createTestApp();
  desk = await actor(ctx, [
    ['index', 'withdraw_kits'],
    ['withdraw', 'withdraw_kits'],
    ['uncheck_withdraw', 'withdraw_kits'],
  ]);
  f = await createDeskFixture(db());
});
afterAll(() => ctx.close());

const url = (eventId: number, query: string, more = '') => `/api/v1/withdraw_kits/events/${eventId}/subscriptions?per_page=50&query=${encodeURIComponent(query)}${more}`;

async function deskSearch(eventId: number, query: string, more = '') {
  const res = await call(ctx, desk.access_token, { method: 'GET', url: url(eventId, query, more) });
  expect(res.statusCode).toBe(200);
  return { source: res.headers[DESK_SOURCE_HEADER], rows: res.json() as WithdrawSubscription[] };
}

/** The same query answered by the index (already loaded) and by SQL. */
async function bothWays(eventId: number, params: Record<string, string>) {
  const q = withdrawSubscriptionsQuery.parse(params);
  const index = await deskIndexes(db()).warm(eventId);
  await index!.refresh(db()); // the fixtures write straight to the database: look now rather than within the interval
  const { rows, total } = index!.search(parseQuery(q.query), { withdrawn: q.withdrawn }, q.per_page, q.current_page * q.per_page);
  const fromIndex = rows.map((r) => index!.present(r));
  const fromSql = await listSubscriptionsSql(db(), eventId, q);
  return { index: { ids: fromIndex.map((r) => r.id), total }, sql: { ids: fromSql.items.map((r) => r.id), total: fromSql.total } };
}

describe('sortInSlices', () => {
  it('sorts like a stable sort, whatever the length, while giving the event loop back', async () => {
    for (const n of [0, 1, 31, 32, 33, 1000, 5003]) {
      const list = Array.from({ length: n }, (_, i) => ({ key: (i * 7919) % 97, i }));
      let turns = 0;
      const ticking = setInterval(() => turns++, 0);
      const sorted = await sortInSlices(list, (a, b) => a.key - b.key, 0);
      clearInterval(ticking);
      expect(sorted).toEqual([...list].sort((a, b) => a.key - b.key || a.i - b.i));
      if (n >= 5000) expect(turns).toBeGreaterThan(0);
    }
  });
});

describe('kit desk in-memory index', () => {
  it('answers from memory once the desk is opened, with the same rows as before', async () => {
    const before = await deskSearch(f.eventId, 'conceicao');
    const opened = await call(ctx, desk.access_token, { method: 'GET', url: `/api/v1/withdraw_kits/events/${f.eventId}` });
    expect(opened.statusCode).toBe(200);
    await deskIndexes(db()).warm(f.eventId);
    const after = await deskSearch(f.eventId, 'conceicao');
    expect(after.source).toBe('index');
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.map((r) => r.id)).toEqual([f.sub.paid]);
  });

  it('finds what SQL finds, in the same order, for every kind of search and page', async () => {
    // more athletes sharing words, so that order and paging matter
    const [em] = await db().select().from(eventModalities).where(eq(eventModalities.eventId, f.eventId));
    const names = ['Ana Maria Souza', 'Mariana Souza Lima', 'Ana Paula Marinho', 'Joana Mariano', 'Luana Silva Santos', 'ANA SOUZA'];
    let n = 0;
    for (const name of names) {
      const [c] = await db()
        .insert(customers)
        .values({ name: `${name} ${f.eventId}`, cpf: cpfFromBase(String(700_000_000 + f.eventId * 10 + ++n)), email: `indice-${f.eventId}-${n}@teste.local` })
        .returning({ id: customers.id });
      await db().insert(subscriptions).values({ eventId: f.eventId, eventModalityId: em!.id, customerId: c!.id, status: 'approved', chestNumber: 500 + n, price: 10 });
    }
    const cpf = f.cpf.paid2;
    const [paidOrder] = await db().select({ uuid: orders.uuid }).from(orders).where(eq(orders.id, f.order.paid!));
    const [sub] = await db().select({ uuid: subscriptions.uuid }).from(subscriptions).where(eq(subscriptions.id, f.sub.paid));
    const queries = [
      '', 'ana', 'ANA', 'mari', 'souza ana', 'ana souza', 'Conceição', 'conceicao araujo', 'araujo conceicao', 'lúcia', 'zzz', 'ana zzz',
      'pre-venda', cpf, formatCpf(cpf), cpf.slice(0, 5), cpf.slice(0, 2), '101', '#102', 'nº 503', String(f.order.paid), paidOrder!.uuid, sub!.uuid,
    ];
    for (const query of queries) {
      for (const page of [
        { per_page: '50', current_page: '0' },
        { per_page: '2', current_page: '0' },
        { per_page: '2', current_page: '1' },
      ]) {
        const both = await bothWays(f.eventId, { query, ...page });
        expect(both.index, `query "${query}" page ${JSON.stringify(page)}`).toEqual(both.sql);
      }
    }
    const any = await bothWays(f.eventId, { query: 'ana' });
    expect(any.index.ids.length).toBeGreaterThanOrEqual(5);
  });

  it('shows a withdrawal by this desk at once, with who handed it over, and the withdrawn filters agree with SQL', async () => {
    await deskIndexes(db()).warm(f.eventId);
    const res = await call(ctx, desk.access_token, { method: 'POST', url: `/api/v1/withdraw_kits/events/${f.eventId}/subscriptions/${f.sub.paid2}/withdraw`, payload: {} });
    expect(res.statusCode).toBe(200);
    const { source, rows } = await deskSearch(f.eventId, 'jose angelo');
    expect(source).toBe('index');
    expect(rows[0]!.kit_withdrawn_at).not.toBeNull();
    const [me] = await queryRows<{ name: string }>(db(), sql`select name from users where id = ${desk.id}`);
    expect(rows[0]!.kit_withdrawn_by).toEqual({ id: desk.id, name: me!.name });
    expect(rows[0]!.withdrawable).toBe(false);
    for (const withdrawn of ['true', 'false']) {
      for (const query of ['', 'a', 'jose']) {
        const both = await bothWays(f.eventId, { query, withdrawn });
        expect(both.index, `withdrawn=${withdrawn} query "${query}"`).toEqual(both.sql);
      }
    }
    const undo = await call(ctx, desk.access_token, { method: 'POST', url: `/api/v1/withdraw_kits/events/${f.eventId}/subscriptions/${f.sub.paid2}/uncheck_withdraw`, payload: { reason: 'Entregue por engano' } });
    expect(undo.statusCode).toBe(200);
    expect((await deskSearch(f.eventId, 'jose angelo')).rows[0]!.kit_withdrawn_at).toBeNull();
  });

  it('sees what other writers change in the database within the feed interval', async () => {
    const g = await createDeskFixture(db());
    await deskIndexes(db()).warm(g.eventId);
    expect((await deskSearch(g.eventId, 'conceicao')).source).toBe('index');
    // written straight to the database, as another API process, an import or the consumer app would
    const [em] = await db().select().from(eventModalities).where(eq(eventModalities.eventId, g.eventId));
    const [c] = await db().insert(customers).values({ name: `Walk-in Recém-Chegado ${g.eventId}`, cpf: cpfFromBase(String(800_000_000 + g.eventId)), email: `walkin-${g.eventId}@teste.local` }).returning({ id: customers.id });
    const [fresh] = await db().insert(subscriptions).values({ eventId: g.eventId, eventModalityId: em!.id, customerId: c!.id, status: 'approved', chestNumber: 900, price: 10 }).returning({ id: subscriptions.id });
    const [paid] = await db().select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.id, g.sub.paid));
    await db().update(customers).set({ name: `Renomeada Nova ${g.eventId}` }).where(eq(customers.id, paid!.customerId));
    const [other] = await db().select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.id, g.sub.babylook));
    const newCpf = cpfFromBase(String(810_000_000 + g.eventId));
    await db().update(customers).set({ cpf: newCpf }).where(eq(customers.id, other!.customerId));
    await db().update(orders).set({ status: 'preorder' }).where(eq(orders.id, g.order.paid2!));
    const [extra] = await db().insert(extras).values({ name: `Medalha Extra ${g.eventId}` }).returning({ id: extras.id });
    await db().insert(subscriptionExtras).values({ subscriptionId: g.sub.courtesy, extraId: extra!.id, quantity: 2, price: 0 });
    await sleep(FEED_INTERVAL_MS + 50);

    const found = await deskSearch(g.eventId, 'recem chegado');
    expect(found.source).toBe('index');
    expect(found.rows.map((r) => r.id)).toEqual([fresh!.id]);
    expect((await deskSearch(g.eventId, '900')).rows.map((r) => r.id)).toEqual([fresh!.id]);
    expect((await deskSearch(g.eventId, 'renomeada nova')).rows.map((r) => r.id)).toEqual([g.sub.paid]);
    expect((await deskSearch(g.eventId, 'conceicao')).rows).toEqual([]);
    expect((await deskSearch(g.eventId, formatCpf(newCpf))).rows.map((r) => r.id)).toEqual([g.sub.babylook]);
    expect((await deskSearch(g.eventId, g.cpf.babylook)).rows).toEqual([]);
    const preorder = (await deskSearch(g.eventId, 'jose angelo')).rows[0]!;
    expect(preorder.withdrawable).toBe(false);
    expect(preorder.order?.status).toBe('preorder');
    expect((await deskSearch(g.eventId, 'cortesia')).rows[0]!.extras).toEqual([{ name: `Medalha Extra ${g.eventId}`, quantity: 2, size: null }]);

    // names of small tables (a modality renamed) follow within the dimensions interval
    const [mod] = await db().select({ id: eventModalities.modalityId }).from(eventModalities).where(eq(eventModalities.eventId, g.eventId));
    await db().update(modalities).set({ name: `Modalidade Renomeada ${g.eventId}` }).where(eq(modalities.id, mod!.id));
    await sleep(DIMENSIONS_INTERVAL_MS + 50);
    expect((await deskSearch(g.eventId, 'cortesia')).rows[0]!.modality.name).toBe(`Modalidade Renomeada ${g.eventId}`);
  });

  it('applies many changes at once (an import) as well as one', async () => {
    const g = await createDeskFixture(db());
    const index = (await deskIndexes(db()).warm(g.eventId))!;
    const [em] = await db().select().from(eventModalities).where(eq(eventModalities.eventId, g.eventId));
    const people = Array.from({ length: 600 }, (_, i) => ({ name: `Importado ${String(i).padStart(3, '0')} ${g.eventId}`, cpf: cpfFromBase(String(820_000_000 + g.eventId * 1000 + i)), email: `imp-${g.eventId}-${i}@teste.local` }));
    const ids = await db().insert(customers).values(people).returning({ id: customers.id });
    await db().insert(subscriptions).values(ids.map((c, i) => ({ eventId: g.eventId, eventModalityId: em!.id, customerId: c.id, status: 'approved' as const, chestNumber: 2000 + i, price: 10 })));
    await index.refresh(db());
    expect(index.size).toBe(7 + 600);
    const both = await bothWays(g.eventId, { query: 'importado 05', per_page: '50' });
    expect(both.index.ids.length).toBeGreaterThanOrEqual(10); // 050–059, and numbers such as 105 or 205
    expect(both.index).toEqual(both.sql);
    expect((await bothWays(g.eventId, { query: '', per_page: '10', current_page: '3' })).index).toEqual((await bothWays(g.eventId, { query: '', per_page: '10', current_page: '3' })).sql);
    // a fresh load reads these 607 rows in several chunks and sorts them in slices: the same orders as the fed index
    const fresh = new EventDeskIndex(g.eventId);
    await fresh.load(db());
    expect(fresh.size).toBe(607);
    for (const query of ['', 'importado', 'a', people[0]!.cpf.slice(0, 3), people[599]!.cpf.slice(0, 4)]) {
      const ids = (i: EventDeskIndex) => i.search(parseQuery(query), {}, 1000, 0).rows.map((r) => r.id);
      expect(ids(fresh), `query "${query}"`).toEqual(ids(index));
      expect(ids(fresh).length, `query "${query}"`).toBeGreaterThan(0);
    }
    for (const page of ['0', '6', '11']) {
      const fromSql = await listSubscriptionsSql(db(), g.eventId, withdrawSubscriptionsQuery.parse({ per_page: '50', current_page: page }));
      expect(fresh.search(parseQuery(''), {}, 50, Number(page) * 50).rows.map((r) => r.id)).toEqual(fromSql.items.map((r) => r.id));
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('never misses a change committed after a look that began while it was being written (PostgreSQL)', async () => {
    const g = await createDeskFixture(db());
    const index = new EventDeskIndex(g.eventId);
    await index.load(db());
    const [paid] = await db().select({ customerId: subscriptions.customerId }).from(subscriptions).where(eq(subscriptions.id, g.sub.paid));
    const writer = await ctx.database.pool!.connect();
    try {
      await writer.query('begin');
      await writer.query(`update customers set name = $1 where id = $2`, [`Tardia Commit ${g.eventId}`, paid!.customerId]);
      await index.refresh(db()); // looks while the writer's transaction is open: sees nothing yet
      expect(index.search({ kind: 'name', words: ['tardia'] }, {}, 10, 0).rows).toEqual([]);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    await index.refresh(db());
    expect(index.search({ kind: 'name', words: ['tardia'] }, {}, 10, 0).rows.map((r) => r.id)).toEqual([g.sub.paid]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('reads a changed row once even while a long transaction elsewhere holds the watermark back (PostgreSQL)', async () => {
    const g = await createDeskFixture(db());
    const index = new EventDeskIndex(g.eventId);
    await index.load(db());
    const long = await ctx.database.pool!.connect();
    try {
      await long.query('begin');
      await long.query('select pg_current_xact_id()'); // an open transaction with an xid: xmin stays at or below it
      await db().update(subscriptions).set({ shirtSize: 'gg' }).where(eq(subscriptions.id, g.sub.paid));
      await index.refresh(db());
      expect(index.rowsReread).toBe(1);
      await index.refresh(db());
      await index.refresh(db());
      expect(index.rowsReread).toBe(1); // still at or above the watermark, but unchanged since it was read
      expect(index.search({ kind: 'digits', digits: '101', number: 101 }, {}, 10, 0).rows[0]!.shirt_size).toBe('gg');
    } finally {
      await long.query('rollback');
      long.release();
    }
  });

  it('keeps desk_xid out of application writes: the triggers set it on every update', async () => {
    const xidOf = async () => (await queryRows<{ x: string }>(db(), sql`select desk_xid::text as x from subscriptions where id = ${f.sub.cancelled}`))[0]!.x;
    const before = await xidOf();
    await db().update(subscriptions).set({ shirtSize: 'g' }).where(eq(subscriptions.id, f.sub.cancelled));
    const after = await xidOf();
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
  });
});
