import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import { createEventFixture, type EventFixture } from '../test/fixtures/subscriptions.ts';
import { queryRows, type Database } from './client.ts';

/**
 * Property test of the paid donations per event (decision 0123, migration donation-event-totals-triggers): random
 * order items added (donations and extras, with and without an event), moved between events and orders, repriced,
 * turned into another kind and deleted (alone and many at once); orders paid, cancelled, moved between statuses in bulk
 * and deleted with their items. After every step the kept totals equal a naive GROUP BY over the items of confirmed
 * orders. DONATION_TOTALS_RUNS (default 25) sequences of up to 25 steps.
 */
const RUNS = Number(process.env.DONATION_TOTALS_RUNS ?? 25);

let database: Database;
let fixtures: EventFixture[];

beforeAll(async () => {
  database = await openTestDatabase();
  fixtures = [await createEventFixture(database.db, 2), await createEventFixture(database.db, 2)];
});
afterAll(() => database.close());

const exec = (text: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(text));
const one = <T>(list: readonly T[], i: number) => list[Math.abs(i) % list.length]!;
const STATUSES = ['preorder', 'pending_payment', 'payment_confirmed', 'cancelled', 'refused'] as const;
const KINDS = ['donation', 'donation', 'extra'] as const;

const step = fc.record({
  op: fc.constantFrom('insert_order', 'insert_items', 'item_event', 'item_total', 'item_kind', 'item_order', 'item_delete', 'items_bulk', 'pay', 'status', 'bulk_status', 'order_delete'),
  pick: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
});
type Step = { op: string; pick: number[] };

async function apply(s: Step): Promise<void> {
  const [a = 0, b = 0, c = 0, d = 0] = s.pick;
  const orders = (await exec('SELECT id FROM orders ORDER BY id')).map((r) => Number(r.id));
  const items = (await exec('SELECT id FROM order_items ORDER BY id')).map((r) => Number(r.id));
  const event = (i: number) => (i % 5 === 0 ? 'NULL' : one(fixtures, i).eventId);
  const customer = one(fixtures, a).customers[0]!.id;
  switch (s.op) {
    case 'insert_order':
      await exec(`INSERT INTO orders (customer_id, event_id, status, subtotal, discount, convenience_fee, total, channel) VALUES (${customer}, ${event(b)}, '${one(STATUSES, c)}', 50, 0, 0, 50, 'site')`);
      return;
    case 'insert_items': {
      if (!orders.length) return;
      const values = Array.from({ length: 1 + (d % 3) }, (_, i) => `(${one(orders, a + i)}, '${one(KINDS, b + i)}', ${event(c + i)}, 'Doação', ${(b + i) % 9 * 5.5}, ${(b + i) % 9 * 5.5})`);
      await exec(`INSERT INTO order_items (order_id, kind, event_id, description, unit_price, total) VALUES ${values.join(', ')}`);
      return;
    }
    case 'items_bulk':
      await exec(`UPDATE order_items SET total = total + ${(b % 4) * 1.25} WHERE kind = 'donation' AND event_id = ${one(fixtures, a).eventId}`);
      return;
    case 'bulk_status':
      await exec(`UPDATE orders SET status = '${one(STATUSES, b)}' WHERE status = '${one(STATUSES, c)}'`);
      return;
  }
  if (s.op.startsWith('item_')) {
    if (!items.length) return;
    const item = one(items, a);
    const set: Record<string, string> = {
      item_event: `event_id = ${event(b)}`,
      item_total: `total = ${(b % 11) * 3.3}`,
      item_kind: `kind = '${one(KINDS, b)}'`,
      item_order: `order_id = ${orders.length ? one(orders, b) : 'order_id'}`,
    };
    if (s.op === 'item_delete') await exec(`DELETE FROM order_items WHERE id = ${item}`);
    else await exec(`UPDATE order_items SET ${set[s.op]} WHERE id = ${item}`);
    return;
  }
  if (!orders.length) return;
  const order = one(orders, a);
  if (s.op === 'order_delete') await exec(`DELETE FROM orders WHERE id = ${order}`);
  else if (s.op === 'pay') await exec(`UPDATE orders SET status = 'payment_confirmed', paid_at = now() WHERE id = ${order}`);
  else await exec(`UPDATE orders SET status = '${one(STATUSES, b)}' WHERE id = ${order}`);
}

const NAIVE = `SELECT i.event_id, count(*)::int AS donations, sum(i.total)::numeric(14,2)::text AS amount
                 FROM order_items i JOIN orders o ON o.id = i.order_id
                WHERE i.kind = 'donation' AND o.status = 'payment_confirmed' AND i.event_id IS NOT NULL GROUP BY 1`;
const KEPT = `SELECT event_id, donations, amount::numeric(14,2)::text AS amount FROM donation_event_totals WHERE donations <> 0 OR amount <> 0`;
const sorted = (rows: Record<string, unknown>[]) => rows.map((r) => JSON.stringify(r)).sort();

async function expectTotalsMatch(context: string): Promise<void> {
  expect(sorted(await exec(KEPT)), context).toEqual(sorted(await exec(NAIVE)));
}

describe('paid donations per event', () => {
  it('stay equal to the naive sum after every random item and order change', async () => {
    await exec(`INSERT INTO orders (customer_id, event_id, status, subtotal, discount, convenience_fee, total, channel)
                VALUES (${fixtures[0]!.customers[0]!.id}, ${fixtures[0]!.eventId}, 'payment_confirmed', 20, 0, 0, 20, 'site')`);
    await apply({ op: 'insert_items', pick: [0, 0, 1, 2] });
    expect((await exec(KEPT)).length).toBeGreaterThan(0);
    await expectTotalsMatch('the first paid donation');
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const [i, s] of steps.entries()) {
          await apply(s);
          await expectTotalsMatch(`step ${i} ${JSON.stringify(s)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
