import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { createEventFixture, type EventFixture } from '../test/fixtures/subscriptions.ts';
import { queryRows, type Database } from './client.ts';

/**
 * Property test of the sales rollups (issue 15, decision 0055, migration finance-sales-rollups-triggers): random
 * orders created, paid, cancelled, refused, discounted, moved between months, events, methods and channels, deleted
 * (alone and in multi-row statements), subscriptions added, moved between orders, repriced and deleted, events moved
 * between types and event modalities between catalogue modalities (decision 0120), and orders-only events deleted; after
 * every step each rollup row equals the naive aggregation of the orders, written here with plain GROUP BYs that share
 * nothing with the triggers. SALES_ROLLUP_RUNS (default 25) sequences of up to 30 steps.
 */
const RUNS = Number(process.env.SALES_ROLLUP_RUNS ?? 25);

let database: Database;
let fixtures: EventFixture[];
let typeIds: number[];
let catalogueModalityIds: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = [await createEventFixture(database.db, 4), await createEventFixture(database.db, 3)];
  typeIds = (await exec(`INSERT INTO event_types (name) VALUES ('Corrida de rua'), ('Triatlo') RETURNING id`)).map((r) => Number(r.id));
  catalogueModalityIds = (await exec('SELECT id FROM modalities ORDER BY id')).map((r) => Number(r.id));
  await exec(`UPDATE events SET event_type_id = ${typeIds[0]} WHERE id = ${fixtures[0]!.eventId}`);
});
afterAll(() => database.close());

const exec = (text: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(text));
const one = <T>(list: readonly T[], i: number) => list[Math.abs(i) % list.length]!;
const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v}'`);

const STATUSES = ['preorder', 'pending_payment', 'payment_confirmed', 'cancelled', 'refused'] as const;
const METHODS = [null, 'pix', 'credit_card', 'debit_card', 'bank_billet', 'paypal', 'bank_transfer'] as const;
const CHANNELS = ['site', 'android', 'ios'] as const;
const SOURCES = [null, 'coupon', 'santander', 'santander_visa', 'porto_bank_visa', 'porto_bank_master'] as const;
// around midnight in São Paulo (03:00 UTC) at the turn of a month and of a year, so the calendar month matters
const INSTANTS = ['2026-10-01T02:59:59Z', '2026-10-01T03:00:00Z', '2026-10-31T23:30:00Z', '2026-11-30T12:00:00Z', '2027-01-01T02:00:00Z', '2027-01-01T03:00:01Z'] as const;

const step = fc.oneof(
  fc.record({ op: fc.constant('insert_orders'), n: fc.integer({ min: 1, max: 3 }), pick: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }) }),
  fc.record({ op: fc.constant('insert_subscription'), pick: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }) }),
  fc.record({
    op: fc.constantFrom('pay', 'cancel', 'refuse', 'status', 'discount', 'fee', 'method', 'channel', 'paid_at', 'created_at', 'event', 'delete_order', 'bulk_status', 'bulk_pay'),
    pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  }),
  fc.record({ op: fc.constantFrom('sub_order', 'sub_price', 'sub_modality', 'sub_delete', 'sub_bulk_price'), pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }) }),
  fc.record({ op: fc.constantFrom('event_type', 'catalogue_modality', 'orders_only_event'), pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }) }),
);
type Step = { op: string; n?: number; pick: number[] };

async function apply(s: Step): Promise<void> {
  const [a = 0, b = 0, c = 0] = s.pick;
  const orders = (await exec('SELECT id FROM orders ORDER BY id')).map((r) => Number(r.id));
  const subs = (await exec('SELECT id, event_id FROM subscriptions ORDER BY id')).map((r) => ({ id: Number(r.id), eventId: Number(r.event_id) }));
  const customers = (await exec('SELECT id FROM customers ORDER BY id')).map((r) => Number(r.id));
  const order = orders.length ? one(orders, a) : null;
  switch (s.op) {
    case 'insert_orders': {
      const values = Array.from({ length: s.n! }, (_, i) => {
        const p = s.pick.map((x) => x + i * 5);
        const status = one(STATUSES, p[0]!);
        const subtotal = (p[1]! % 40) * 12.5 + 0.33;
        const source = one(SOURCES, p[2]!);
        const discount = source ? Math.min(subtotal, (p[3]! % 7) * 3.1) : 0;
        const fee = p[4]! % 3 === 0 ? 4.9 : 0;
        const paid = status === 'payment_confirmed' && p[5]! % 4 !== 0 ? q(one(INSTANTS, p[6]!)) : 'NULL';
        const event = p[7]! % 7 === 0 ? 'NULL' : one(fixtures, p[7]!).eventId;
        return `(${one(customers, p[0]! + p[1]!)}, ${event}, ${q(status)}, ${subtotal}, ${discount}, ${fee}, ${(subtotal - discount + fee).toFixed(2)}, ${q(source)},
                 ${q(one(CHANNELS, p[2]! + p[3]!))}, ${q(one(METHODS, p[4]! + p[5]!))}, ${paid}, ${q(one(INSTANTS, p[6]! + 1))})`;
      });
      await exec(
        `INSERT INTO orders (customer_id, event_id, status, subtotal, discount, convenience_fee, total, discount_source, channel, payment_method, paid_at, created_at) VALUES ${values.join(', ')}`,
      );
      return;
    }
    case 'insert_subscription': {
      const f = one(fixtures, a);
      await exec(
        `INSERT INTO subscriptions (event_id, event_modality_id, customer_id, order_id, status, price_type, price, origin)
         VALUES (${f.eventId}, ${one(f.modalityIds, b)}, ${one(customers, c)}, ${s.pick[3]! % 4 === 0 || !order ? 'NULL' : order}, 'approved', 'regular', ${(b % 9) * 11.25}, 'site')`,
      );
      return;
    }
    case 'bulk_status':
      await exec(`UPDATE orders SET status = ${q(one(STATUSES, b))} WHERE status = ${q(one(STATUSES, c))}`);
      return;
    case 'bulk_pay':
      await exec(`UPDATE orders SET status = 'payment_confirmed', paid_at = ${q(one(INSTANTS, b))} WHERE status IN ('pending_payment', 'preorder') AND event_id = ${one(fixtures, a).eventId}`);
      return;
    case 'sub_bulk_price':
      await exec(`UPDATE subscriptions SET price = price + ${(b % 5) * 1.5} WHERE event_id = ${one(fixtures, a).eventId}`);
      return;
    case 'event_type':
      await exec(`UPDATE events SET event_type_id = ${b % 3 === 0 ? 'NULL' : one(typeIds, b)} WHERE id = ${one(fixtures, a).eventId}`);
      return;
    case 'catalogue_modality':
      await exec(`UPDATE event_modalities SET modality_id = ${one(catalogueModalityIds, b)} WHERE id = ${one(one(fixtures, a).modalityIds, c)}`);
      return;
    case 'orders_only_event': {
      // an event with orders and no subscriptions is deleted: its orders lose their event (foreign key, set null)
      const [event] = await exec(`INSERT INTO events (name, slug, event_type_id) VALUES ('Evento sem inscrições', 'evento-sem-inscricoes-${a}-${b}', ${b % 2 ? one(typeIds, c) : 'NULL'}) RETURNING id`);
      const id = Number(event!.id);
      await exec(`UPDATE orders SET event_id = ${id} WHERE id IN (SELECT id FROM orders WHERE id % 3 = ${a % 3} LIMIT 3)`);
      await exec(`UPDATE events SET event_type_id = ${one(typeIds, b + 1)} WHERE id = ${id}`);
      await exec(`DELETE FROM events WHERE id = ${id}`);
      return;
    }
  }
  if (s.op.startsWith('sub_')) {
    if (!subs.length) return;
    const sub = one(subs, a);
    const f = fixtures.find((x) => x.eventId === sub.eventId)!;
    const set: Record<string, string> = {
      sub_order: `order_id = ${b % 3 === 0 || !orders.length ? 'NULL' : one(orders, b)}`,
      sub_price: `price = ${(b % 30) * 7.25}`,
      sub_modality: `event_modality_id = ${one(f.modalityIds, b)}`,
    };
    if (s.op === 'sub_delete') await exec(`DELETE FROM subscriptions WHERE id = ${sub.id}`);
    else await exec(`UPDATE subscriptions SET ${set[s.op]} WHERE id = ${sub.id}`);
    return;
  }
  if (order === null) return;
  const set: Record<string, string> = {
    pay: `status = 'payment_confirmed', paid_at = ${q(one(INSTANTS, b))}`,
    cancel: `status = 'cancelled', cancelled_at = now()`,
    refuse: `status = 'refused'`,
    status: `status = ${q(one(STATUSES, b))}`,
    discount: `discount_source = ${q(one(SOURCES, b))}, discount = ${(c % 5) * 2.5}, total = subtotal - ${(c % 5) * 2.5} + convenience_fee`,
    fee: `convenience_fee = ${(b % 3) * 3.3}, total = subtotal - discount + ${(b % 3) * 3.3}`,
    method: `payment_method = ${q(one(METHODS, b))}`,
    channel: `channel = ${q(one(CHANNELS, b))}`,
    paid_at: `paid_at = ${b % 4 === 0 ? 'NULL' : q(one(INSTANTS, b))}`,
    created_at: `created_at = ${q(one(INSTANTS, b + c))}`,
    event: `event_id = ${b % 5 === 0 ? 'NULL' : one(fixtures, b).eventId}`,
  };
  if (s.op === 'delete_order') await exec(`DELETE FROM orders WHERE id = ${order}`);
  else await exec(`UPDATE orders SET ${set[s.op]} WHERE id = ${order}`);
}

const MONTH = (at: string) => `to_char(date_trunc('month', (${at}) AT TIME ZONE 'America/Sao_Paulo'), 'YYYY-MM-DD')`;
const SALE_AT = 'coalesce(o.paid_at, o.created_at)';
const SUMS = `count(*)::int AS orders, sum(o.subtotal)::numeric(14,2)::text AS subtotal, sum(o.discount)::numeric(14,2)::text AS discount,
              sum(o.convenience_fee)::numeric(14,2)::text AS convenience_fee, sum(o.total)::numeric(14,2)::text AS total`;
const KEPT_SUMS = `orders, subtotal::numeric(14,2)::text AS subtotal, discount::numeric(14,2)::text AS discount, convenience_fee::numeric(14,2)::text AS convenience_fee, total::numeric(14,2)::text AS total`;
const NONZERO = `(orders <> 0 OR subtotal <> 0 OR discount <> 0 OR convenience_fee <> 0 OR total <> 0)`;

/** The naive figures: every order and subscription aggregated again (event -1: the whole platform). */
const MONTH_OF = MONTH(SALE_AT);
const LINES = `SELECT ev.id AS event_id, ${MONTH_OF} AS month, o.status, 1 AS orders, 0 AS subscriptions, o.subtotal, o.discount, o.convenience_fee, o.total
                 FROM orders o CROSS JOIN LATERAL (VALUES (coalesce(o.event_id, 0)), (-1)) AS ev(id)
               UNION ALL
               SELECT ev.id, ${MONTH_OF}, o.status, 0, 1, 0, 0, 0, 0
                 FROM subscriptions s JOIN orders o ON o.id = s.order_id CROSS JOIN LATERAL (VALUES (s.event_id), (-1)) AS ev(id)`;
const LINE_SUMS = `sum(x.orders)::int AS orders, sum(x.subscriptions)::int AS subscriptions, sum(x.subtotal)::numeric(14,2)::text AS subtotal, sum(x.discount)::numeric(14,2)::text AS discount,
                   sum(x.convenience_fee)::numeric(14,2)::text AS convenience_fee, sum(x.total)::numeric(14,2)::text AS total`;
const NAIVE = {
  monthly: `SELECT x.event_id, x.month, x.status, ${LINE_SUMS} FROM (${LINES}) x GROUP BY 1, 2, 3`,
  yearly: `SELECT substr(x.month, 1, 4)::int AS year, x.status, x.event_id, ${LINE_SUMS} FROM (${LINES}) x WHERE x.event_id <> -1 GROUP BY 1, 2, 3`,
  breakdowns: `SELECT d.dimension, ${MONTH_OF} AS month, ev.id AS event_id, d.key, ${SUMS}
                 FROM orders o CROSS JOIN LATERAL (VALUES (coalesce(o.event_id, 0)), (-1)) AS ev(id)
                 CROSS JOIN LATERAL (VALUES ('payment_method', coalesce(o.payment_method, 'none')), ('channel', o.channel), ('discount_source', coalesce(o.discount_source, 'none'))) AS d(dimension, key)
                WHERE o.status = 'payment_confirmed' GROUP BY 1, 2, 3, 4`,
  daily: `SELECT coalesce(o.event_id, 0) AS event_id, to_char((${SALE_AT}) AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD') AS day, ${SUMS}
            FROM orders o WHERE o.status = 'payment_confirmed' GROUP BY 1, 2`,
  modalities: `SELECT s.event_id, ${MONTH_OF} AS month, s.event_modality_id, o.status, count(*)::int AS subscriptions, sum(s.price)::numeric(14,2)::text AS amount
                 FROM subscriptions s JOIN orders o ON o.id = s.order_id GROUP BY 1, 2, 3, 4`,
  yearlyModalities: `SELECT substr(${MONTH_OF}, 1, 4)::int AS year, o.status, s.event_modality_id, count(*)::int AS subscriptions, sum(s.price)::numeric(14,2)::text AS amount
                 FROM subscriptions s JOIN orders o ON o.id = s.order_id GROUP BY 1, 2, 3`,
  types: `SELECT substr(x.month, 1, 4)::int AS year, x.status, CASE WHEN x.event_id = 0 THEN -1 ELSE coalesce(e.event_type_id, 0) END AS event_type_id, ${LINE_SUMS}
            FROM (${LINES}) x LEFT JOIN events e ON e.id = x.event_id WHERE x.event_id <> -1 GROUP BY 1, 2, 3`,
  catalogueModalities: `SELECT substr(${MONTH_OF}, 1, 4)::int AS year, o.status, em.modality_id, count(*)::int AS subscriptions, sum(s.price)::numeric(14,2)::text AS amount
                 FROM subscriptions s JOIN orders o ON o.id = s.order_id JOIN event_modalities em ON em.id = s.event_modality_id GROUP BY 1, 2, 3`,
};
const WITH_SUBS = `orders, subscriptions, subtotal::numeric(14,2)::text AS subtotal, discount::numeric(14,2)::text AS discount, convenience_fee::numeric(14,2)::text AS convenience_fee, total::numeric(14,2)::text AS total`;
const KEPT = {
  monthly: `SELECT event_id, to_char(month, 'YYYY-MM-DD') AS month, status, ${WITH_SUBS} FROM sales_monthly WHERE ${NONZERO} OR subscriptions <> 0`,
  yearly: `SELECT year, status, event_id, ${WITH_SUBS} FROM sales_yearly WHERE ${NONZERO} OR subscriptions <> 0`,
  breakdowns: `SELECT dimension, to_char(month, 'YYYY-MM-DD') AS month, event_id, key, ${KEPT_SUMS} FROM sales_monthly_breakdowns WHERE ${NONZERO}`,
  daily: `SELECT event_id, to_char(day, 'YYYY-MM-DD') AS day, ${KEPT_SUMS} FROM sales_daily WHERE ${NONZERO}`,
  modalities: `SELECT event_id, to_char(month, 'YYYY-MM-DD') AS month, event_modality_id, status, subscriptions, amount::numeric(14,2)::text AS amount
                 FROM sales_monthly_modalities WHERE subscriptions <> 0 OR amount <> 0`,
  yearlyModalities: `SELECT year, status, event_modality_id, subscriptions, amount::numeric(14,2)::text AS amount FROM sales_yearly_modalities WHERE subscriptions <> 0 OR amount <> 0`,
  types: `SELECT year, status, event_type_id, ${WITH_SUBS} FROM sales_yearly_types WHERE ${NONZERO} OR subscriptions <> 0`,
  catalogueModalities: `SELECT year, status, modality_id, subscriptions, amount::numeric(14,2)::text AS amount FROM sales_yearly_catalogue_modalities WHERE subscriptions <> 0 OR amount <> 0`,
};

const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)]))).sort();

async function expectRollupsMatch(context: string): Promise<void> {
  for (const name of ['monthly', 'yearly', 'breakdowns', 'daily', 'modalities', 'yearlyModalities', 'types', 'catalogueModalities'] as const) {
    expect(sorted(await exec(KEPT[name])), `${name} after ${context}`).toEqual(sorted(await exec(NAIVE[name])));
  }
}

describe('sales rollups', () => {
  it('start equal to the naive aggregation of the orders that were there', async () => {
    await expectRollupsMatch('the fixtures');
    expect((await exec('SELECT count(*)::int AS n FROM sales_monthly_modalities'))[0]!.n).toBeGreaterThan(0);
    expect((await exec(`SELECT count(*)::int AS n FROM sales_yearly_types WHERE event_type_id = ${typeIds[0]} AND orders <> 0`))[0]!.n).toBeGreaterThan(0);
  });

  it('stay equal to the naive aggregation after every random order and subscription change', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        for (const [i, s] of steps.entries()) {
          await apply(s as Step);
          await expectRollupsMatch(`step ${i} ${JSON.stringify(s)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a change inside a transaction that rolls back leaves them as they were', async () => {
    const before = sorted(await exec(KEPT.monthly));
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE orders SET status = 'payment_confirmed', paid_at = now()`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(sorted(await exec(KEPT.monthly))).toEqual(before);
    await expectRollupsMatch('a rolled-back transaction');
  });
});
