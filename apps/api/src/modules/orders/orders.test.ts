import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUSTOMER_MSG, ITEMS_COUNT_CAPPED_HEADER, ITEMS_COUNT_HEADER, MSG, ORDERS_CSV, ORDERS_MSG, WITHDRAW_MSG, formatCpf, maskCpf, maskEmail } from '@backoffice/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  couponCodes,
  coupons,
  customerAccessLog,
  customers,
  kits,
  orderItems,
  orders,
  payments,
  subscriptions,
  tournamentCategories,
  tournamentModalities,
  tournamentSlots,
  tournaments,
  tournamentSubscriptions,
} from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { createDeskFixture, type DeskFixture } from '../../test/fixtures/withdraw-kits.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
/** Sees customers' data in full (decision 0071): its views are access-logged. */
let unmasker: Awaited<ReturnType<typeof actor>>;
let tournamentId: number;
let f: DeskFixture;
let codeId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-test-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'orders']]);
  unmasker = await actor(ctx, [['index', 'orders'], ['export', 'orders'], ['unmask', 'tf users']]);
  f = await createDeskFixture(ctx.database.db);
  const db = ctx.database.db;
  const [coupon] = await db.insert(coupons).values({ name: 'Parceiro Corrida', discountValue: 10 }).returning();
  const [code] = await db.insert(couponCodes).values({ couponId: coupon!.id, code: 'CORRE10', usedCount: 0 }).returning();
  codeId = code!.id;
  // the pending order used a coupon; it has a subscription item, an extra and a failed then pending payment
  await db.update(orders).set({ couponCodeId: codeId, discountSource: 'coupon', subtotal: 150, discount: 15, total: 135, channel: 'ios' }).where(eq(orders.id, f.order.pending!));
  await db.insert(orderItems).values([
    { orderId: f.order.pending!, kind: 'subscription', subscriptionId: f.sub.pending, eventId: f.eventId, description: 'Inscrição 21 km', unitPrice: 120, total: 120 },
    { orderId: f.order.pending!, kind: 'extra', eventId: f.eventId, description: 'Camiseta extra', unitPrice: 30, total: 30 },
  ]);
  await db.insert(payments).values([
    { orderId: f.order.pending!, method: 'credit_card', status: 'denied', amount: 135, installments: 3, cardBrand: 'visa', gateway: 'pagarme', gatewayTransactionId: 'tx_1', failureReason: 'Transação negada pelo emissor' },
    { orderId: f.order.pending!, method: 'pix', status: 'pending', amount: 135, gateway: 'pagarme', gatewayTransactionId: 'tx_2' },
  ]);
  await db.update(customers).set({ phone: '11987654321' }).where(eq(customers.cpf, f.cpf.pending));
  // the paid order also bought a tournament entry (its item links to the tournament's entries page)
  const [t] = await db.insert(tournaments).values({ name: 'Open de Beach Tennis do Pedido' }).returning({ id: tournaments.id });
  tournamentId = t!.id;
  const [cat] = await db.insert(tournamentCategories).values({ tournamentId, name: 'Mista' }).returning({ id: tournamentCategories.id });
  const [mod] = await db.insert(tournamentModalities).values({ tournamentId, name: 'Duplas' }).returning({ id: tournamentModalities.id });
  const [slot] = await db.insert(tournamentSlots).values({ tournamentId, tournamentCategoryId: cat!.id, tournamentModalityId: mod!.id, quantity: 4 }).returning({ id: tournamentSlots.id });
  const [paidOrder] = await db.select().from(orders).where(eq(orders.id, f.order.paid!));
  await db.insert(tournamentSubscriptions).values({ tournamentId, tournamentSlotId: slot!.id, customerId: paidOrder!.customerId, orderId: f.order.paid!, status: 'approved', price: 90 });
  await db.insert(orderItems).values({ orderId: f.order.paid!, kind: 'tournament_subscription', description: 'Open de Beach Tennis — Mista Duplas', unitPrice: 90, total: 90 });
  // an old order of the paid athlete, for the period filter
  await db.update(orders).set({ createdAt: new Date('2025-01-10T15:00:00Z') }).where(eq(orders.id, f.order.paid2!));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((o) => o.id);
const naive = async (where = sql`true`) => Number((await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from orders where ${where}`))[0]!.n);

describe('GET /v1/orders', () => {
  it('pages newest first (20 by default) with the total from the counters the writes keep', async () => {
    const res = await as(reader.access_token, 'GET', '/v1/orders');
    expect(res.statusCode).toBe(200);
    const list = ids(res);
    expect(list).toEqual([...list].sort((a, b) => b - a));
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe(String(await naive()));
    const first = res.json()[0];
    expect(first).toMatchObject({ status: expect.any(String), customer: { name: expect.any(String), cpf: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/), masked: true }, event_id: f.eventId });
    const paged = await as(reader.access_token, 'GET', '/v1/orders?per_page=2&current_page=1');
    expect(ids(paged)).toEqual(list.slice(2, 4));
    // §9 names the order "-orders.id"; the bare field is the same order
    expect(ids(await as(reader.access_token, 'GET', '/v1/orders?order=-orders.id'))).toEqual(list);
    expect(ids(await as(reader.access_token, 'GET', '/v1/orders?order=-id'))).toEqual(list);
    const oldest = ids(await as(reader.access_token, 'GET', '/v1/orders?order=orders.id'));
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    expect(oldest[0]).toBeLessThanOrEqual(list.at(-1)!);
  });

  it('filters by status with the status counter as total', async () => {
    const res = await as(reader.access_token, 'GET', '/v1/orders?status=payment_confirmed');
    expect(ids(res)).toEqual([f.order.babylook, f.order.paid2, f.order.paid].map(Number));
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe(String(await naive(sql`status = 'payment_confirmed'`)));
  });

  it('filters by period (São Paulo days) with the daily counters as total', async () => {
    const res = await as(reader.access_token, 'GET', '/v1/orders?start_date=2025-01-10&end_date=2025-01-10');
    expect(ids(res)).toEqual([f.order.paid2]);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('1');
    const after = await as(reader.access_token, 'GET', '/v1/orders?start_date=2025-01-11&status=payment_confirmed');
    expect(ids(after)).toEqual([f.order.babylook, f.order.paid].map(Number));
    expect(after.headers[ITEMS_COUNT_HEADER]).toBe('2');
  });

  it('searches by CPF with or without mask, e-mail, name without accents, id, uuid and coupon code', async () => {
    const bare = await as(reader.access_token, 'GET', `/v1/orders?query_field=cpf&query=${f.cpf.pending}`);
    expect(ids(bare)).toEqual([f.order.pending]);
    expect(bare.headers[ITEMS_COUNT_HEADER]).toBe('1');
    const masked = await as(reader.access_token, 'GET', `/v1/orders?query_field=cpf&query=${encodeURIComponent(formatCpf(f.cpf.pending))}`);
    expect(ids(masked)).toEqual([f.order.pending]);
    const [pendingCustomer] = await ctx.database.db.select().from(customers).where(eq(customers.cpf, f.cpf.pending));
    const email = await as(reader.access_token, 'GET', `/v1/orders?query_field=email&query=${encodeURIComponent(pendingCustomer!.email.toUpperCase())}`);
    expect(ids(email)).toEqual([f.order.pending]);
    const stamp = f.names.paid.split(' ').at(-1)!;
    const name = await as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=${encodeURIComponent(`conceicao araujo da silva ${stamp}`)}`);
    expect(ids(name)).toEqual([f.order.paid]);
    const byId = await as(reader.access_token, 'GET', `/v1/orders?query_field=id&query=${f.order.cancelled}`);
    expect(ids(byId)).toEqual([f.order.cancelled]);
    const [cancelled] = await ctx.database.db.select().from(orders).where(eq(orders.id, f.order.cancelled!));
    const byUuid = await as(reader.access_token, 'GET', `/v1/orders?query_field=uuid&query=${cancelled!.uuid.toUpperCase()}`);
    expect(ids(byUuid)).toEqual([f.order.cancelled]);
    const byCoupon = await as(reader.access_token, 'GET', '/v1/orders?query_field=coupon_code&query=corre10');
    expect(ids(byCoupon)).toEqual([f.order.pending]);
    expect(byCoupon.headers[ITEMS_COUNT_CAPPED_HEADER]).toBeUndefined();
    const wildcard = await as(reader.access_token, 'GET', '/v1/orders?query_field=name&query=%25');
    expect(ids(wildcard)).toEqual([]);
  });

  it('a name search gives the newest orders of every matching customer, whether few or more than 2,000 share the name', async () => {
    // 2,001 customers share "Homônimo Comum": past the id list, the search falls back to the subquery; "… Comum 17" matches 11;
    // "omônimo" is one word's
    await queryRows(ctx.database.db, sql`insert into customers (name, email) select 'Homônimo Comum ' || n, 'homonimo' || n || '@teste.local' from generate_series(1, 2001) n`);
    await queryRows(ctx.database.db, sql`insert into orders (customer_id, status, subtotal, total)
      select c.id, 'pending_payment', 10, 10 from customers c, generate_series(1, 2) k where c.email like 'homonimo%@teste.local' and (c.name like '%1' or c.name like '%17%')`);
    for (const [query, where] of [
      ['homonimo comum', sql`customer_id in (select id from customers where email like 'homonimo%')`],
      ['HOMÔNIMO COMUM 17', sql`customer_id in (select id from customers where name like 'Homônimo Comum 17%')`],
      // one word: the word's own totals and newest customers, however many share it (decision 0151)
      ['omônimo', sql`customer_id in (select id from customers where email like 'homonimo%')`],
    ] as const) {
      const res = await as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=${encodeURIComponent(query)}&per_page=20`);
      const expected = await queryRows<{ id: number }>(ctx.database.db, sql`select id from orders where ${where} order by id desc limit 20`);
      expect(ids(res), query).toEqual(expected.map((r) => Number(r.id)));
      expect(res.headers[ITEMS_COUNT_HEADER], query).toBe(String(Math.min(await naive(where), 1000)));
    }
    // with a status as well, counted again and again on the count's one plan; then none of another status
    const pendingOf17 = await naive(sql`status = 'pending_payment' and customer_id in (select id from customers where name like 'Homônimo Comum 17%')`);
    expect(pendingOf17).toBeGreaterThan(20);
    for (let call = 0; call < 7; call++) {
      const pending = await as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=${encodeURIComponent('Homônimo Comum 17')}&status=pending_payment`);
      expect(pending.headers[ITEMS_COUNT_HEADER]).toBe(String(pendingOf17));
    }
    const confirmed = await as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=${encodeURIComponent('Homônimo Comum 17')}&status=payment_confirmed`);
    expect([ids(confirmed), confirmed.headers[ITEMS_COUNT_HEADER]]).toEqual([[], '0']);
  });

  it('a name alone totals its customers\' orders exactly, past the cap, from the totals customer_search keeps through every write (decision 0126)', async () => {
    const db = ctx.database.db;
    // 30 customers named "Tarcísia Valadão n", 40 orders each: 1,200, beyond the 1,000 a counted search stops at
    await queryRows(db, sql`insert into customers (name, email) select 'Tarcísia Valadão ' || n, 'tarcisia' || n || '@teste.local' from generate_series(1, 30) n`);
    const theirs = sql`customer_id in (select id from customers where email like 'tarcisia%@teste.local')`;
    await queryRows(db, sql`insert into orders (customer_id, status, subtotal, total)
      select c.id, case when k % 4 = 0 then 'payment_confirmed' else 'pending_payment' end, 10, 10
      from customers c, generate_series(1, 40) k where c.email like 'tarcisia%@teste.local'`);
    const search = (extra = '') => as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=valadao${extra}`);
    const newest = async () => (await queryRows<{ id: number }>(db, sql`select id from orders where ${theirs} order by id desc limit 20`)).map((r) => Number(r.id));
    const all = await search();
    expect([all.headers[ITEMS_COUNT_HEADER], all.headers[ITEMS_COUNT_CAPPED_HEADER]]).toEqual(['1200', undefined]);
    expect(ids(all)).toEqual(await newest());
    // with a status its orders are counted (up to the cap): 30 pending of each customer's 40
    const pending = await search('&status=pending_payment');
    expect([pending.headers[ITEMS_COUNT_HEADER], pending.headers[ITEMS_COUNT_CAPPED_HEADER]]).toEqual(['900', undefined]);
    // past the cap a counted search says so: the panel shows "1.000 pedidos ou mais" only then
    const period = await search('&start_date=2000-01-01');
    expect([period.headers[ITEMS_COUNT_HEADER], period.headers[ITEMS_COUNT_CAPPED_HEADER]]).toEqual(['1000', '1']);
    // one statement deletes five orders, another moves one to a customer of another name: the total follows both
    await queryRows(db, sql`delete from orders where id in (select id from orders where ${theirs} order by id desc limit 5)`);
    const [other] = await queryRows<{ id: number }>(db, sql`insert into customers (name, email) values ('Outro Nome', 'outro@teste.local') returning id`);
    await queryRows(db, sql`update orders set customer_id = ${other!.id} where id = (select min(id) from orders where ${theirs})`);
    const after = await search();
    expect(after.headers[ITEMS_COUNT_HEADER]).toBe(String(await naive(theirs)));
    expect(after.headers[ITEMS_COUNT_HEADER]).toBe('1194');
    expect(ids(after)).toEqual(await newest());
    const [wrong] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from customers c left join customer_search k on k.customer_id = c.id where k.orders is distinct from (select count(*)::int from orders o where o.customer_id = c.id)`,
    );
    expect(wrong!.n).toBe(0);
    // the file's later tests count confirmed orders: these go
    await queryRows(db, sql`delete from orders where ${theirs} or customer_id = ${other!.id}`);
    await queryRows(db, sql`delete from customers where email like 'tarcisia%@teste.local' or id = ${other!.id}`);
  });

  it('a one-word name search answers as the naive search, page after page, through random writes by plain SQL (name words, decision 0151)', async () => {
    const db = ctx.database.db;
    // a fixed sequence of random writes (mulberry32), each one statement as any writer would send it
    let seed = 151;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const vocabulary = ['Maria', 'Mariana', 'Ariel', 'Souza', 'Sousa', 'Araújo', 'Ramos', 'Ramalho'];
    const nameOf = () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(vocabulary)).join(' ');
    const mine = sql`email like 'palavra%@teste.local'`;
    const myCustomers = async () => (await queryRows<{ id: number }>(db, sql`select id from customers where ${mine} order by id`)).map((r) => Number(r.id));
    const myOrders = async () =>
      (await queryRows<{ id: number }>(db, sql`select id from orders where customer_id in (select id from customers where ${mine}) order by id`)).map((r) => Number(r.id));
    let made = 0;
    const addCustomers = async (n: number) => {
      const values = Array.from({ length: n }, () => sql`(${nameOf()}, ${`palavra${++made}@teste.local`})`);
      await queryRows(db, sql`insert into customers (name, email) values ${sql.join(values, sql`, `)}`);
    };
    const addOrders = async (n: number) => {
      const them = await myCustomers();
      const values = Array.from({ length: n }, () => sql`(${pick(them)}, 'pending_payment', 10, 10)`);
      await queryRows(db, sql`insert into orders (customer_id, status, subtotal, total) values ${sql.join(values, sql`, `)}`);
    };
    // every fragment a staff member could type: one word, a piece of several words, one only some names have
    const fragments = ['mariana', 'ari', 'SOUZA', 'sou', 'araujo', 'ramalho', 'amos', 'zebedeu'];
    const expectNaive = async (step: string) => {
      // the words and their totals equal what customer_search says, and its newest order equals the orders' own
      const [wrong] = await queryRows<{ words: number; totals: number; newest: number }>(
        db,
        sql`select
          (select count(*) from ((select w, k.customer_id, k.orders, k.newest_order_id from customer_search k, unnest(public.name_key_words(k.name_key)) w
              except select word_key, customer_id, orders, newest_order_id from customer_name_words)
            union all (select word_key, customer_id, orders, newest_order_id from customer_name_words
              except select w, k.customer_id, k.orders, k.newest_order_id from customer_search k, unnest(public.name_key_words(k.name_key)) w)) d)::int as words,
          (select count(*) from customer_name_word_totals t full join (select word_key, count(*)::int as customers, sum(orders)::int as orders from customer_name_words group by 1) n using (word_key)
            where (coalesce(t.customers, 0), coalesce(t.orders, 0)) is distinct from (coalesce(n.customers, 0), coalesce(n.orders, 0)))::int as totals,
          (select count(*) from customer_search k where k.newest_order_id is distinct from (select max(o.id) from orders o where o.customer_id = k.customer_id))::int as newest`,
      );
      expect(wrong, step).toEqual({ words: 0, totals: 0, newest: 0 });
      for (const fragment of fragments) {
        const theirs = sql`customer_id in (select id from customers where name_key like ${`%${fragment.toLowerCase()}%`})`;
        for (const page of [0, 1, 3]) {
          const res = await as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=${fragment}&per_page=5&current_page=${page}`);
          const expected = await queryRows<{ id: number }>(db, sql`select id from orders where ${theirs} order by id desc limit 5 offset ${page * 5}`);
          expect(ids(res), `${step}: ${fragment}, page ${page}`).toEqual(expected.map((r) => Number(r.id)));
          expect(res.headers[ITEMS_COUNT_HEADER], `${step}: ${fragment}`).toBe(String(await naive(theirs)));
        }
      }
    };
    await addCustomers(12);
    await addOrders(40);
    // seven customers with one order each: the page's last row is the K-th customer's newest order itself
    await queryRows(db, sql`insert into customers (name, email) select 'Zebedeu Ramos ' || n, 'palavra-z' || n || '@teste.local' from generate_series(1, 7) n`);
    await queryRows(db, sql`insert into orders (customer_id, status, subtotal, total) select id, 'pending_payment', 10, 10 from customers where email like 'palavra-z%' order by id`);
    await expectNaive('loaded');
    const steps: [string, () => Promise<unknown>][] = [
      ['customers added', () => addCustomers(1 + Math.floor(random() * 3))],
      ['orders added', () => addOrders(1 + Math.floor(random() * 6))],
      ['orders deleted', async () => queryRows(db, sql`delete from orders where id = any(${`{${[pick(await myOrders()), pick(await myOrders())].join(',')}}`}::int[])`)],
      ['order moved', async () => queryRows(db, sql`update orders set customer_id = ${pick(await myCustomers())} where id = ${pick(await myOrders())}`)],
      ['customer renamed', async () => queryRows(db, sql`update customers set name = ${nameOf()} where id = ${pick(await myCustomers())}`)],
      ['customer deleted', async () => {
        const gone = pick(await myCustomers());
        await queryRows(db, sql`delete from orders where customer_id = ${gone}`);
        await queryRows(db, sql`delete from customers where id = ${gone}`);
      }],
    ];
    for (let n = 1; n <= 18; n++) {
      const [step, write] = pick(steps);
      await write();
      await expectNaive(`step ${n}, ${step}`);
    }
    await queryRows(db, sql`delete from orders where customer_id in (select id from customers where ${mine})`);
    await queryRows(db, sql`delete from customers where ${mine}`);
    await expectNaive('removed');
  });

  it('finds a customer renamed by plain SQL by the new name only, and forgets a deleted one (name keys kept by triggers, decision 0126)', async () => {
    const db = ctx.database.db;
    const [c] = await queryRows<{ id: number }>(db, sql`insert into customers (name, email) values ('Zuleica Quitéria Ramalho', 'zuleica@teste.local') returning id`);
    const [o] = await queryRows<{ id: number }>(db, sql`insert into orders (customer_id, status, subtotal, total) values (${c!.id}, 'pending_payment', 10, 10) returning id`);
    const search = async (name: string) => ids(await as(reader.access_token, 'GET', `/v1/orders?query_field=name&query=${encodeURIComponent(name)}`));
    expect(await search('QUITERIA')).toEqual([o!.id]);
    await queryRows(db, sql`update customers set name = 'Zuleica Bernardes' where id = ${c!.id}`);
    expect(await search('quiteria')).toEqual([]);
    expect(await search('Bernardes')).toEqual([o!.id]);
    const keyOf = async () => (await queryRows<{ name_key: string }>(db, sql`select name_key from customer_search where customer_id = ${c!.id}`)).map((r) => r.name_key);
    expect(await keyOf()).toEqual(['zuleica bernardes']);
    await queryRows(db, sql`delete from orders where id = ${o!.id}`);
    await queryRows(db, sql`delete from customers where id = ${c!.id}`);
    expect(await keyOf()).toEqual([]);
  });

  it('masks CPF and e-mail without unmask; any page answered in full is access-logged, a masked one is not (decisions 0086, 0087)', async () => {
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.cpf, f.cpf.pending));
    const logged = async () => (await ctx.database.db.select().from(customerAccessLog).where(and(eq(customerAccessLog.customerId, c!.id), eq(customerAccessLog.kind, 'search')))).length;
    const start = await logged();
    const masked = await as(reader.access_token, 'GET', `/v1/orders?query_field=cpf&query=${f.cpf.pending}`);
    expect(masked.json()[0].customer).toEqual({ id: c!.id, name: c!.name, cpf: maskCpf(c!.cpf), email: maskEmail(c!.email), masked: true });
    expect(masked.body).not.toContain(c!.cpf!);
    expect(masked.body).not.toContain(c!.email);
    expect(await logged()).toBe(start);
    const full = await as(unmasker.access_token, 'GET', `/v1/orders?query_field=cpf&query=${f.cpf.pending}`);
    expect(full.json()[0].customer).toEqual({ id: c!.id, name: c!.name, cpf: c!.cpf, email: c!.email, masked: false });
    expect(await logged()).toBe(start + 1);
    const [entry] = await ctx.database.db.select().from(customerAccessLog).where(and(eq(customerAccessLog.customerId, c!.id), eq(customerAccessLog.kind, 'search'))).orderBy(sql`id desc`).limit(1);
    expect(entry).toMatchObject({ userId: unmasker.id, fields: ['name', 'cpf', 'email'], details: { area: 'orders', query_field: 'cpf' } });
    // a plain page in full is a view too (decision 0087): one entry per customer on it, written in one go
    const before = await ctx.database.db.select({ id: customerAccessLog.id }).from(customerAccessLog);
    const page = await as(unmasker.access_token, 'GET', '/v1/orders?status=payment_confirmed&per_page=5');
    const rows = page.json() as { customer: { id: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    const written = await ctx.database.db.select().from(customerAccessLog).where(sql`${customerAccessLog.id} > ${Math.max(0, ...before.map((b) => b.id))}`);
    expect(written.map((w) => w.customerId).sort()).toEqual(rows.map((r) => r.customer.id).sort());
    expect(written.every((w) => w.kind === 'search' && w.userId === unmasker.id)).toBe(true);
    expect(written[0]!.details).toMatchObject({ area: 'orders', status: 'payment_confirmed', per_page: 5 });
    const maskedPage = await as(reader.access_token, 'GET', '/v1/orders?status=payment_confirmed&per_page=5');
    expect(maskedPage.statusCode).toBe(200);
    expect(await ctx.database.db.select({ id: customerAccessLog.id }).from(customerAccessLog)).toHaveLength(before.length + written.length);
  });

  it('refuses bad filters with 422 naming the field, and callers without the permission with 403', async () => {
    const cases: [string, string][] = [
      ['/v1/orders?status=paid', 'status'],
      ['/v1/orders?query_field=id&query=abc', 'query'],
      ['/v1/orders?query_field=uuid&query=123', 'query'],
      ['/v1/orders?query_field=cpf&query=123', 'query'],
      ['/v1/orders?start_date=2026-02-30', 'start_date'],
      ['/v1/orders?start_date=2026-03-10&end_date=2026-03-01', 'end_date'],
      ['/v1/orders?order=name', 'order'],
    ];
    for (const [url, field] of cases) {
      const res = await as(reader.access_token, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[0].field, url).toBe(field);
    }
    const nobody = await actor(ctx, [['index', 'events']]);
    expect((await as(nobody.access_token, 'GET', '/v1/orders')).statusCode).toBe(403);
  });
});

describe('GET /v1/report/orders.csv', () => {
  it('exports exactly the filtered list with the pt-BR file name', async () => {
    const exporter = await actor(ctx, [['export', 'orders']]);
    const res = await as(exporter.access_token, 'GET', '/v1/report/orders.csv?status=payment_confirmed&start_date=2025-01-11');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(ORDERS_CSV);
    const [header, ...rows] = parseCsv(res.body);
    expect(header!.slice(0, 5)).toEqual(['Pedido', 'Data do pedido', 'Status', 'Cliente', 'CPF']);
    expect(rows.map((r) => Number(r[0]))).toEqual([f.order.babylook, f.order.paid].map(Number));
    expect(rows[0]![2]).toBe('Pagamento confirmado');
    expect((await as(reader.access_token, 'GET', '/v1/report/orders.csv')).statusCode).toBe(403);
  });

  it('masks CPF and e-mail without unmask; in full it writes one export entry with the filters (decision 0086)', async () => {
    const url = `/v1/report/orders.csv?query_field=cpf&query=${f.cpf.pending}`;
    const exports = async () => (await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.kind, 'export'))).length;
    const start = await exports();
    const exporter = await actor(ctx, [['export', 'orders']]);
    const masked = await as(exporter.access_token, 'GET', url);
    const [header, row] = parseCsv(masked.body);
    expect(row![header!.indexOf('CPF')]).toBe(maskCpf(f.cpf.pending));
    expect(masked.body).not.toContain(formatCpf(f.cpf.pending));
    expect(await exports()).toBe(start);
    const full = await as(unmasker.access_token, 'GET', url);
    const [, fullRow] = parseCsv(full.body);
    expect(fullRow![header!.indexOf('CPF')]).toBe(formatCpf(f.cpf.pending));
    expect(await exports()).toBe(start + 1);
  });
});

describe('GET /v1/orders/{id}', () => {
  it('shows the customer, items, payments, discount source and the statuses it may move to', async () => {
    const res = await as(reader.access_token, 'GET', `/v1/orders/${f.order.pending}`);
    expect(res.statusCode).toBe(200);
    const o = res.json();
    expect(o).toMatchObject({
      id: f.order.pending,
      status: 'pending_payment',
      subtotal: 150,
      discount: 15,
      total: 135,
      discount_source: 'coupon',
      coupon: { code: 'CORRE10', name: 'Parceiro Corrida' },
      channel: 'ios',
      allowed_statuses: ['payment_confirmed', 'refused', 'cancelled'],
    });
    expect(o.items.map((i: { kind: string; subscription_id: number | null; tournament_id: number | null }) => [i.kind, i.subscription_id, i.tournament_id])).toEqual([
      ['subscription', f.sub.pending, null],
      ['extra', null, null],
    ]);
    expect(o.items[0].subscription_status).toBe('pending');
    expect(o.payments.map((p: { status: string; failure_reason: string | null }) => [p.status, p.failure_reason])).toEqual([
      ['denied', 'Transação negada pelo emissor'],
      ['pending', null],
    ]);
    expect(o.payments[0]).toMatchObject({ installments: 3, card_brand: 'visa', gateway_transaction_id: 'tx_1' });
  });

  it('names the tournament of a tournament-entry item (the page links its entries)', async () => {
    const o = (await as(reader.access_token, 'GET', `/v1/orders/${f.order.paid}`)).json();
    expect(o.items.find((i: { kind: string }) => i.kind === 'tournament_subscription')).toMatchObject({ tournament_id: tournamentId, subscription_id: null });
  });

  it('carries the customer as id and name only: no CPF, e-mail or phone, even to a profile that may unmask (decision 0086)', async () => {
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.cpf, f.cpf.pending));
    for (const who of [reader, unmasker]) {
      const res = await as(who.access_token, 'GET', `/v1/orders/${f.order.pending}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().customer).toEqual({ id: c!.id, name: c!.name });
      for (const personal of [c!.cpf!, formatCpf(c!.cpf!), c!.email, '11987654321', '98765-4321']) expect(res.body).not.toContain(personal);
    }
  });

  it('the customer seen from the order page (GET /v1/customer/users/{id} with the orders grant) is access-logged', async () => {
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.cpf, f.cpf.pending));
    const before = await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, c!.id));
    const res = await as(reader.access_token, 'GET', `/v1/customer/users/${c!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c!.id, cpf: c!.cpf, email: c!.email, phone: '11987654321' });
    const after = await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, c!.id));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ kind: 'show', userId: reader.id, fields: expect.arrayContaining(['cpf', 'email', 'phone']) });
  });

  it('the customer call answers 404 for an unknown customer and 403 to a profile without orders or customers (the page keeps working)', async () => {
    const missing = await as(reader.access_token, 'GET', '/v1/customer/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(CUSTOMER_MSG.notFound);
    const [c] = await ctx.database.db.select().from(customers).where(eq(customers.cpf, f.cpf.pending));
    const couponsOnly = await actor(ctx, [['index', 'coupons']]);
    const before = (await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, c!.id))).length;
    expect((await as(couponsOnly.access_token, 'GET', `/v1/customer/users/${c!.id}`)).statusCode).toBe(403);
    expect((await as(couponsOnly.access_token, 'GET', `/v1/orders/${f.order.pending}`)).statusCode).toBe(403);
    expect((await ctx.database.db.select().from(customerAccessLog).where(eq(customerAccessLog.customerId, c!.id))).length).toBe(before);
  });

  it('answers 404 for an unknown order and 422 for a bad id', async () => {
    const missing = await as(reader.access_token, 'GET', '/v1/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(ORDERS_MSG.notFound);
    expect((await as(reader.access_token, 'GET', '/v1/orders/abc')).statusCode).toBe(422);
  });
});

describe('PUT /v1/orders/{id} (status)', () => {
  it('confirms a payment: subscriptions approved, one coupon use taken, one audit entry; a stale page gets 409', async () => {
    const before = (await as(admin.access_token, 'GET', `/v1/orders/${f.order.pending}`)).json();
    const res = await as(admin.access_token, 'PUT', `/v1/orders/${f.order.pending}`, { status: 'payment_confirmed', lock_version: before.lock_version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ORDERS_MSG.statusEdited, status: 'payment_confirmed', allowed_statuses: ['cancelled'], paid_at: expect.any(String) });
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, f.sub.pending));
    expect(sub!.status).toBe('approved');
    const [code] = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.id, codeId));
    expect(code!.usedCount).toBe(1);
    const stale = await as(admin.access_token, 'PUT', `/v1/orders/${f.order.pending}`, { status: 'cancelled', lock_version: before.lock_version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'orders'), eq(auditLog.entityId, String(f.order.pending))));
    expect(audit.map((a) => a.changes)).toEqual([{ status: { before: 'pending_payment', after: 'payment_confirmed' } }]);
  });

  it('cancels a paid order: subscription cancelled, kit back in stock, coupon use given back', async () => {
    const [kitBefore] = await ctx.database.db.select().from(kits).where(eq(kits.id, f.kitId));
    const current = (await as(admin.access_token, 'GET', `/v1/orders/${f.order.pending}`)).json();
    const res = await as(admin.access_token, 'PUT', `/v1/orders/${f.order.pending}`, { status: 'cancelled', lock_version: current.lock_version, reason: 'Pedido do cliente' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', allowed_statuses: [], cancelled_at: expect.any(String) });
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.id, f.sub.pending));
    expect(sub!.status).toBe('cancelled');
    const [kitAfter] = await ctx.database.db.select().from(kits).where(eq(kits.id, f.kitId));
    expect(kitAfter!.remainingG).toBe(Math.min(kitBefore!.stockG, kitBefore!.remainingG + 1));
    const [code] = await ctx.database.db.select().from(couponCodes).where(eq(couponCodes.id, codeId));
    expect(code!.usedCount).toBe(0);
    // the status counters moved with it
    const counted = await as(reader.access_token, 'GET', '/v1/orders?status=cancelled');
    expect(counted.headers[ITEMS_COUNT_HEADER]).toBe(String(await naive(sql`status = 'cancelled'`)));
  });

  it('refuses transitions outside the table (422) and a paid order whose kit was handed over, changing nothing', async () => {
    const cancelled = (await as(admin.access_token, 'GET', `/v1/orders/${f.order.cancelled}`)).json();
    const reopen = await as(admin.access_token, 'PUT', `/v1/orders/${f.order.cancelled}`, { status: 'pending_payment', lock_version: cancelled.lock_version });
    expect(reopen.statusCode).toBe(422);
    expect(reopen.json().errors[0]).toMatchObject({ field: 'status', message: ORDERS_MSG.transition('Cancelado', 'Aguardando pagamento') });
    await ctx.database.db.update(subscriptions).set({ kitWithdrawnAt: new Date() }).where(eq(subscriptions.id, f.sub.paid));
    const paid = (await as(admin.access_token, 'GET', `/v1/orders/${f.order.paid}`)).json();
    const withdrawn = await as(admin.access_token, 'PUT', `/v1/orders/${f.order.paid}`, { status: 'cancelled', lock_version: paid.lock_version });
    expect(withdrawn.statusCode).toBe(422);
    expect(withdrawn.json().errors[0].message).toBe(ORDERS_MSG.kitWithdrawn);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, f.order.paid!));
    expect(order!.status).toBe('payment_confirmed');
    expect(order!.lockVersion).toBe(paid.lock_version);
    expect((await as(admin.access_token, 'PUT', `/v1/orders/${f.order.paid}`, { status: 'shipped', lock_version: 0 })).json().errors[0].field).toBe('status');
    expect((await as(admin.access_token, 'PUT', '/v1/orders/999999', { status: 'cancelled', lock_version: 0 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'PUT', `/v1/orders/${f.order.paid}`, { status: 'cancelled', lock_version: paid.lock_version })).statusCode).toBe(403);
  });
});

describe('cancelling a preorder through the status edit', () => {
  it('needs cancel_preorder too: without it the edit does not offer "cancelled" and the server answers 403, changing nothing', async () => {
    const editor = await actor(ctx, [['index', 'orders'], ['update', 'orders']]);
    const shown = (await as(editor.access_token, 'GET', `/v1/orders/${f.order.preorder}`)).json();
    expect(shown.status).toBe('preorder');
    expect(shown.allowed_statuses).toEqual(['pending_payment', 'payment_confirmed']);
    const refused = await as(editor.access_token, 'PUT', `/v1/orders/${f.order.preorder}`, { status: 'cancelled', lock_version: shown.lock_version });
    expect(refused.statusCode).toBe(403);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, f.order.preorder!));
    expect(order!.status).toBe('preorder');
    expect(order!.lockVersion).toBe(shown.lock_version);
    // who may cancel a preorder sees the option
    expect((await as(admin.access_token, 'GET', `/v1/orders/${f.order.preorder}`)).json().allowed_statuses).toContain('cancelled');
  });
});

describe('POST /v1/orders/{id}/cancel_preorder', () => {
  it('cancels the preorder with the kit desk rule: subscription cancelled, kit back to stock', async () => {
    const [kitBefore] = await ctx.database.db.select().from(kits).where(eq(kits.id, f.kitId));
    const canceller = await actor(ctx, [['cancel_preorder', 'orders']]);
    const res = await as(canceller.access_token, 'POST', `/v1/orders/${f.order.preorder}/cancel_preorder/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: WITHDRAW_MSG.preorderCancelled, order: { id: f.order.preorder, status: 'cancelled' }, subscription_ids: [f.sub.preorder], kits_returned: 1 });
    const [kitAfter] = await ctx.database.db.select().from(kits).where(eq(kits.id, f.kitId));
    expect(kitAfter!.remainingP).toBe(kitBefore!.remainingP + 1);
    const again = await as(canceller.access_token, 'POST', `/v1/orders/${f.order.preorder}/cancel_preorder`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].message).toBe(WITHDRAW_MSG.onlyPreorder);
    expect((await as(canceller.access_token, 'POST', '/v1/orders/999999/cancel_preorder', {})).statusCode).toBe(404);
    expect((await as(reader.access_token, 'POST', `/v1/orders/${f.order.paid}/cancel_preorder`, {})).statusCode).toBe(403);
    // the timeline of the order reads the audit trail
    const history = await as(admin.access_token, 'GET', `/v1/audit?entity_type=orders&entity_id=${f.order.preorder}`);
    expect(history.statusCode).toBe(200);
  });
});

describe('GET /v1/report/orders (asynchronous report)', () => {
  it('requires both dates with the §5 message', async () => {
    const requester = await actor(ctx, [['create', 'orders report']]);
    const res = await as(requester.access_token, 'GET', '/v1/report/orders?file_format=csv&start_date=2025-01-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: 'end_date', message: ORDERS_MSG.reportDatesRequired });
    expect((await as(reader.access_token, 'GET', '/v1/report/orders?start_date=2025-01-01&end_date=2025-01-31')).statusCode).toBe(403);
  });

  it('queues the report, writes one line per order with payment and discount columns, and lists it', async () => {
    const requester = await actor(ctx, [['create', 'orders report'], ['index', 'orders report']]);
    const today = new Date().toISOString().slice(0, 10);
    const res = await as(requester.access_token, 'GET', `/v1/report/orders?file_format=csv&start_date=2025-01-01&end_date=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ report_type: 'orders', status: 'scheduled' });
    await ctx.app.jobs.idle(20_000);
    const list = await as(requester.access_token, 'GET', '/v1/report/reports?report_type=orders');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ id: res.json().id, status: 'completed', progress: 100, rows: await naive(), period: { start_date: '2025-01-01', end_date: today } });
    const link = await as(requester.access_token, 'GET', `/v1/reports/${res.json().id}/url`);
    const file = await ctx.app.inject({ method: 'GET', url: link.json().report_file_url });
    expect(file.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(file.body);
    expect(header).toContain('Forma de pagamento');
    expect(header).toContain('Origem do desconto');
    expect(rows).toHaveLength(await naive());
    const pending = rows.find((r) => Number(r[0]) === f.order.pending)!;
    expect(pending[header!.indexOf('Cupom')]).toBe('CORRE10');
    expect(pending[header!.indexOf('Origem do desconto')]).toBe('Cupom');
    expect(pending[header!.indexOf('Forma de pagamento')]).toBe('Pix');
    // the requester may not unmask: CPF, e-mail and phone are masked in the file (decision 0086)
    expect(pending[header!.indexOf('CPF')]).toBe(maskCpf(f.cpf.pending));
    expect(pending[header!.indexOf('Telefone')]).toBe('(11) *****-4321');
    expect(file.body).not.toContain(formatCpf(f.cpf.pending));
  });
});
