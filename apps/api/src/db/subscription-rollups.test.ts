import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { createEventFixture, type EventFixture } from '../test/fixtures/subscriptions.ts';
import { queryRows, type Database } from './client.ts';
import { lots } from './schema/index.ts';

/**
 * Property test of the counters and dashboard rollups (issue 13 §2, migration 0017): random subscription, customer,
 * order and event changes — alone and in multi-row statements — and after every step each counter and rollup row
 * equals the naive count of the subscriptions, computed here with plain GROUP BYs that share nothing with the triggers.
 * ROLLUP_RUNS (default 25) sequences of up to 30 steps.
 */
const RUNS = Number(process.env.ROLLUP_RUNS ?? 25);

let database: Database;
let fixtures: EventFixture[];
let lotIds: Map<number, number[]>;
let chest = 1000;

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = [await createEventFixture(database.db, 6), await createEventFixture(database.db, 4)];
  lotIds = new Map();
  for (const f of fixtures) {
    for (const m of f.modalityIds) {
      const rows = await database.db
        .insert(lots)
        .values([
          { eventModalityId: m, date: '2026-09-01', price: 90, elderyPrice: 45, teamPrice: 80, teamElderyPrice: 40 },
          { eventModalityId: m, date: '2026-10-15', price: 110, elderyPrice: 55, teamPrice: 100, teamElderyPrice: 50 },
        ])
        .returning({ id: lots.id });
      lotIds.set(m, rows.map((r) => r.id));
    }
  }
});
afterAll(() => database.close());

const exec = (text: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(text));
const one = <T>(list: readonly T[], i: number) => list[Math.abs(i) % list.length]!;

const STATUSES = ['pending', 'approved', 'reserved', 'cancelled', 'rejected'] as const;
const PRICE_TYPES = ['regular', 'eldery', 'team', 'team_eldery', 'courtesy'] as const;
const SIZES = [null, 'p', 'm', 'g', 'gg', 'bl'] as const;
const ORIGINS = ['site', 'android', 'ios'] as const;
const METHODS = [null, 'pix', 'credit_card', 'bank_billet'] as const;
const KINDS = ['athlete', 'team', 'trainer'] as const;
// around midnight in São Paulo (03:00 UTC), so the calendar day matters
const INSTANTS = ['2026-10-01T02:59:59Z', '2026-10-01T03:00:00Z', '2026-10-02T15:00:00Z', '2026-11-30T23:30:00Z', '2027-01-01T02:00:00Z'] as const;
const DATES = [null, '2026-12-10', '2027-03-01', '1990-01-01'] as const;
const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v}'`);

/** One change, described by small integers that pick among the existing rows. */
const step = fc.oneof(
  fc.record({ op: fc.constant('insert'), n: fc.integer({ min: 1, max: 3 }), pick: fc.array(fc.nat(), { minLength: 9, maxLength: 9 }) }),
  fc.record({ op: fc.constantFrom('status', 'modality', 'lot', 'size', 'price', 'price_type', 'kit', 'chest', 'customer', 'order', 'delete', 'move_day'), pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }) }),
  fc.record({ op: fc.constantFrom('bulk_status', 'customer_attr', 'order_method', 'order_delete', 'event_date'), pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }) }),
);
type Step = { op: string; n?: number; pick: number[] };

async function apply(s: Step): Promise<void> {
  const [a = 0, b = 0, c = 0] = s.pick;
  const subs = (await exec('SELECT id, event_id FROM subscriptions ORDER BY id')).map((r) => ({ id: Number(r.id), event_id: Number(r.event_id) }));
  const sub = subs.length ? one(subs, a) : null;
  const customers = (await exec('SELECT id FROM customers ORDER BY id')).map((r) => Number(r.id));
  const orders = (await exec('SELECT id FROM orders ORDER BY id')).map((r) => Number(r.id));
  const fx = (eventId: number) => fixtures.find((f) => f.eventId === eventId)!;
  switch (s.op) {
    case 'insert': {
      const f = one(fixtures, a);
      const values = Array.from({ length: s.n! }, (_, i) => {
        const p = s.pick.map((x) => x + i * 7);
        const modality = one(f.modalityIds, p[1]!);
        const lot = p[2]! % 3 === 0 ? null : one(lotIds.get(modality)!, p[2]!);
        const order = p[3]! % 4 === 0 ? null : one(orders, p[3]!);
        const chestNumber = p[4]! % 2 === 0 ? null : chest++;
        return `(${f.eventId}, ${modality}, ${one(customers, p[5]!)}, ${q(lot)}, ${q(order)}, ${q(one(STATUSES, p[6]!))}, ${q(one(PRICE_TYPES, p[7]!))}, ${(p[8]! % 20) * 10 + 0.5},
                 ${q(one(SIZES, p[0]!))}, ${q(chestNumber)}, ${q(one(ORIGINS, p[1]! + p[2]!))}, ${q(one(INSTANTS, p[3]! + p[4]!))}, ${p[6]! % 3 === 0 ? 'now()' : 'NULL'})`;
      });
      await exec(`INSERT INTO subscriptions (event_id, event_modality_id, customer_id, lot_id, order_id, status, price_type, price, shirt_size, chest_number, origin, created_at, kit_withdrawn_at) VALUES ${values.join(', ')}`);
      return;
    }
    case 'bulk_status': {
      const f = one(fixtures, a);
      await exec(`UPDATE subscriptions SET status = ${q(one(STATUSES, b))} WHERE event_id = ${f.eventId} AND status = ${q(one(STATUSES, c))}`);
      return;
    }
    case 'customer_attr': {
      const id = one(customers, a);
      const set = [`gender = ${q(one([null, 0, 1], b))}`, `birth_date = ${q(one(DATES, b + c))}`, `city_id = ${c % 3 === 0 ? 'NULL' : `(SELECT id FROM cities ORDER BY id OFFSET ${c % 2} LIMIT 1)`}`, `user_kind = ${q(one(KINDS, c))}`];
      await exec(`UPDATE customers SET ${one(set, b)} WHERE id = ${id}`);
      return;
    }
    case 'order_method':
      if (orders.length) await exec(`UPDATE orders SET payment_method = ${q(one(METHODS, b))} WHERE id = ${one(orders, a)}`);
      return;
    case 'order_delete':
      if (orders.length > 4) await exec(`DELETE FROM orders WHERE id = ${one(orders, a)}`);
      return;
    case 'event_date':
      await exec(`UPDATE events SET event_date = ${q(one(DATES.filter((d) => d !== '1990-01-01'), b))} WHERE id = ${one(fixtures, a).eventId}`);
      return;
  }
  if (!sub) return;
  const set: Record<string, string> = {
    status: `status = ${q(one(STATUSES, b))}`,
    modality: `event_modality_id = ${one(fx(sub.event_id).modalityIds, b)}, lot_id = NULL`,
    lot: `lot_id = (SELECT ${b % 3 === 0 ? 'NULL::int' : 'l.id'} FROM lots l WHERE l.event_modality_id = subscriptions.event_modality_id ORDER BY l.id OFFSET ${b % 2} LIMIT 1)`,
    size: `shirt_size = ${q(one(SIZES, b))}`,
    price: `price = ${(b % 30) * 7.25}`,
    price_type: `price_type = ${q(one(PRICE_TYPES, b))}`,
    kit: `kit_withdrawn_at = ${b % 2 === 0 ? 'now()' : 'NULL'}`,
    chest: `chest_number = ${b % 2 === 0 ? chest++ : 'NULL'}`,
    customer: `customer_id = ${one(customers, b)}`,
    order: `order_id = ${b % 3 === 0 ? 'NULL' : orders.length ? one(orders, b) : 'NULL'}`,
    move_day: `created_at = ${q(one(INSTANTS, b + c))}`,
  };
  if (s.op === 'delete') await exec(`DELETE FROM subscriptions WHERE id = ${sub.id}`);
  else await exec(`UPDATE subscriptions SET ${set[s.op]} WHERE id = ${sub.id}`);
}

const COUNTED = `s.status NOT IN ('cancelled', 'rejected')`;
const DAY = `(s.created_at AT TIME ZONE 'America/Sao_Paulo')::date`;
const AGE = `extract(year from age(coalesce(e.event_date, ${DAY}), c.birth_date))`;

/** The naive figures: every subscription counted again, with the dashboard's own expressions. */
const NAIVE = {
  counts: `SELECT event_id, event_modality_id, lot_id, shirt_size, status, price_type, count(*)::int AS subscriptions, count(kit_withdrawn_at)::int AS kits_withdrawn,
                  sum(price)::numeric(12,2)::text AS amount
           FROM subscriptions GROUP BY 1, 2, 3, 4, 5, 6`,
  events: `SELECT event_id, status, price_type, count(*)::int AS subscriptions, count(kit_withdrawn_at)::int AS kits_withdrawn FROM subscriptions GROUP BY 1, 2, 3`,
  modalities: `SELECT event_id, event_modality_id, shirt_size, status, count(*)::int AS subscriptions FROM subscriptions GROUP BY 1, 2, 3, 4`,
  daily: `SELECT event_id, ${DAY}::text AS day, status, count(*)::int AS subscriptions, sum(price)::numeric(12,2)::text AS amount, count(chest_number)::int AS chest_numbers
          FROM subscriptions s GROUP BY 1, 2, 3`,
  breakdowns: `SELECT event_id, dimension, day, key, count(*)::int AS subscriptions FROM (
      SELECT s.event_id, ${DAY}::text AS day, d.dimension, d.key
        FROM subscriptions s JOIN customers c ON c.id = s.customer_id JOIN events e ON e.id = s.event_id LEFT JOIN orders o ON o.id = s.order_id
       CROSS JOIN LATERAL (VALUES
         ('price_type', s.price_type), ('origin', s.origin), ('shirt_size', coalesce(s.shirt_size, 'none')), ('event_modality', s.event_modality_id::text),
         ('payment_method', coalesce(o.payment_method, 'none')), ('gender', case c.gender when 0 then 'male' when 1 then 'female' else 'none' end),
         ('age', case when c.birth_date is null then 'none' when ${AGE} < 18 then 'ate-17' when ${AGE} < 30 then '18-29' when ${AGE} < 40 then '30-39'
                      when ${AGE} < 50 then '40-49' when ${AGE} < 60 then '50-59' else '60+' end),
         ('city', coalesce(c.city_id::text, 'none')), ('user_kind', c.user_kind)) AS d(dimension, key)
       WHERE ${COUNTED}) x GROUP BY 1, 2, 3, 4`,
};
/** Over every day: the naive breakdowns summed again. */
const NAIVE_ALL_TIME = `SELECT event_id, dimension, key, sum(subscriptions)::int AS subscriptions FROM (${NAIVE.breakdowns}) b GROUP BY 1, 2, 3`;

const KEPT = {
  counts: `SELECT event_id, event_modality_id, lot_id, shirt_size, status, price_type, subscriptions, kits_withdrawn, amount::text AS amount FROM subscription_counts WHERE subscriptions <> 0 OR kits_withdrawn <> 0 OR amount <> 0`,
  events: `SELECT event_id, status, price_type, subscriptions, kits_withdrawn FROM subscription_event_counts WHERE subscriptions <> 0 OR kits_withdrawn <> 0`,
  modalities: `SELECT event_id, event_modality_id, shirt_size, status, subscriptions FROM subscription_modality_counts WHERE subscriptions <> 0`,
  daily: `SELECT event_id, day::text AS day, status, subscriptions, amount::text AS amount, chest_numbers FROM subscription_daily_counts WHERE subscriptions <> 0 OR amount <> 0 OR chest_numbers <> 0`,
  breakdowns: `SELECT event_id, dimension, day::text AS day, key, subscriptions FROM subscription_daily_breakdowns WHERE subscriptions <> 0`,
  allTime: `SELECT event_id, dimension, key, subscriptions FROM subscription_breakdowns WHERE subscriptions <> 0`,
};

const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(Object.entries(r).map(([k, v]) => [k, v === null ? null : String(v)]))).sort();

async function expectRollupsMatch(context: string): Promise<void> {
  for (const name of ['counts', 'events', 'modalities', 'daily', 'breakdowns'] as const) {
    expect(sorted(await exec(KEPT[name])), `${name} after ${context}`).toEqual(sorted(await exec(NAIVE[name])));
  }
  expect(sorted(await exec(KEPT.allTime)), `all-time breakdowns after ${context}`).toEqual(sorted(await exec(NAIVE_ALL_TIME)));
}

describe('subscription counters and dashboard rollups', () => {
  it('start equal to the naive count for the rows that were there', async () => {
    await expectRollupsMatch('the fixtures');
    expect((await exec('SELECT count(*)::int AS n FROM subscription_daily_breakdowns'))[0]!.n).toBeGreaterThan(0);
  });

  it('stay equal to the naive count after every random change (subscriptions, customers, orders, event dates)', async () => {
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
    const before = sorted(await exec(KEPT.counts));
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE subscriptions SET status = 'cancelled'`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(sorted(await exec(KEPT.counts))).toEqual(before);
    await expectRollupsMatch('a rolled-back transaction');
  });
});
