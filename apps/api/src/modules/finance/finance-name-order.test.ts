import { FINANCE_MSG, ITEMS_COUNT_HEADER } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';

/*
 * The per-event pages of the sales and tax reports in name order walk the events by name and stop at the page
 * (decision 0121). Here: two events of the same name, orders without an event ("Sem evento" takes its place among the
 * names), an event whose only sale was cancelled (no figures left: not listed) and an orders-only event that was
 * deleted (its orders now have no event). Every page, both directions, the year and one month, against the figures.
 */

let ctx: TestContext;
let reader: Awaited<ReturnType<typeof actor>>;
let taxReader: Awaited<ReturnType<typeof actor>>;
const ids: Record<string, number> = {};
const exec = <T = Record<string, unknown>>(text: string) => queryRows<T>(ctx.database.db, sql.raw(text));
const get = (token: string, url: string) => call(ctx, token, { method: 'GET', url: `/api${url}` });
type Row = { event_id?: number; id?: number; event_name: string; orders: number; total: number };

beforeAll(async () => {
  ctx = await createTestApp();
  reader = await actor(ctx, [['index', 'sales report']]);
  taxReader = await actor(ctx, [['index', 'tax report']]);
  const events = await exec<{ id: number }>(
    `INSERT INTO events (name, slug) VALUES ('Beta', 'beta-1'), ('Alfa', 'alfa'), ('Zeta', 'zeta'), ('Beta', 'beta-2'), ('Gama', 'gama'), ('Delta', 'delta') RETURNING id`,
  );
  ['beta1', 'alfa', 'zeta', 'beta2', 'gama', 'delta'].forEach((name, i) => (ids[name] = events[i]!.id));
  const [customer] = await exec<{ id: number }>(`INSERT INTO customers (name, cpf, email) VALUES ('Ana Lima', '52998224725', 'ana.ordem@teste.local') RETURNING id`);
  // event, total, paid at (all in 2023; June for the month filter)
  const sales: [number | null, number, string][] = [
    [ids.beta1!, 10, '2023-06-10T15:00:00Z'],
    [ids.alfa!, 20, '2023-02-10T15:00:00Z'],
    [ids.zeta!, 30, '2023-06-11T15:00:00Z'],
    [ids.beta2!, 40, '2023-06-12T15:00:00Z'],
    [null, 50, '2023-06-13T15:00:00Z'],
    [ids.gama!, 60, '2023-06-14T15:00:00Z'],
    [ids.delta!, 70, '2023-06-15T15:00:00Z'],
  ];
  for (const [event, total, paidAt] of sales) {
    await exec(
      `INSERT INTO orders (customer_id, event_id, status, subtotal, discount, convenience_fee, total, payment_method, channel, paid_at, created_at)
       VALUES (${customer!.id}, ${event ?? 'NULL'}, 'payment_confirmed', ${total}, 0, 0, ${total}, 'pix', 'site', '${paidAt}', '${paidAt}')`,
    );
  }
  // Gama's only sale is cancelled; Delta (orders only) is deleted, so its sale is now one without an event
  await exec(`UPDATE orders SET status = 'cancelled' WHERE event_id = ${ids.gama}`);
  await exec(`DELETE FROM events WHERE id = ${ids.delta}`);
});
afterAll(() => ctx.close());

const ALL = () => [
  [ids.alfa, 'Alfa', 20],
  [ids.beta1, 'Beta', 10],
  [ids.beta2, 'Beta', 40],
  [0, FINANCE_MSG.noEvent, 120],
  [ids.zeta, 'Zeta', 30],
];
const JUNE = () => ALL().filter(([id]) => id !== ids.alfa).map(([id, name, total]) => [id, name, id === 0 ? 120 : total]);

async function pages(token: string, base: string, perPage: number): Promise<{ rows: unknown[][]; counts: string[] }> {
  const rows: unknown[][] = [];
  const counts: string[] = [];
  for (let page = 0; page < 4; page++) {
    const res = await get(token, `${base}&per_page=${perPage}&current_page=${page}`);
    expect(res.statusCode).toBe(200);
    counts.push(String(res.headers[ITEMS_COUNT_HEADER]));
    rows.push(...res.json().map((r: Row) => [r.event_id ?? r.id, r.event_name, r.total]));
  }
  return { rows, counts };
}

describe('per-event pages in name order (decision 0121)', () => {
  it('sales report events: every page by name, both ways, with "Sem evento" in its place and the total of rows', async () => {
    const asc = await pages(reader.access_token, '/v1/sales_report/events?year=2023&order=name', 2);
    expect(asc.rows).toEqual(ALL());
    expect(asc.counts).toEqual(['5', '5', '5', '5']);
    const desc = await pages(reader.access_token, '/v1/sales_report/events?year=2023&order=-name', 2);
    // name descending, then the id descending: the second Beta (a larger id) first
    expect(desc.rows).toEqual([...ALL()].reverse());
    // the same rows as the figures' order, which reads every row of the year
    const byTotal = (await get(reader.access_token, '/v1/sales_report/events?year=2023&order=-total&per_page=50')).json().map((r: Row) => [r.event_id, r.event_name, r.total]);
    expect([...byTotal].sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([...ALL()].sort((a, b) => Number(a[0]) - Number(b[0])));
  });

  it('tax report: the year and one month by name (its default order)', async () => {
    const year = await pages(taxReader.access_token, '/v1/tax_report?year=2023', 3);
    expect(year.rows).toEqual(ALL());
    expect(year.counts[0]).toBe('5');
    const june = await pages(taxReader.access_token, '/v1/tax_report?year=2023&month=6', 3);
    expect(june.rows).toEqual(JUNE());
    expect(june.counts[0]).toBe('4');
    expect((await get(taxReader.access_token, '/v1/tax_report?year=2022')).json()).toEqual([]);
  });

  it('a name search: accents and case aside, short or long, "Sem evento" among the names, with its count and pages', async () => {
    const eta = [ids.beta1, ids.beta2, ids.zeta];
    const search = async (token: string, url: string) => {
      const res = await get(token, url);
      expect(res.statusCode).toBe(200);
      return [res.json().map((r: Row) => r.event_id ?? r.id), res.headers[ITEMS_COUNT_HEADER]];
    };
    // three letters (the trigram index's path) and two (every row's key): the same events
    for (const query of ['ETA', 'et', 'Éta']) {
      const [rows, count] = await search(reader.access_token, `/v1/sales_report/events?year=2023&order=name&query=${encodeURIComponent(query)}`);
      expect([rows, count]).toEqual([eta, '3']);
    }
    // the deleted event's sale is one without an event: found as "Sem evento", by its accented name too
    for (const query of ['sem év', 'm e', 'SEM EVENTO']) {
      expect(await search(reader.access_token, `/v1/sales_report/events?year=2023&query=${encodeURIComponent(query)}`)).toEqual([[0], '1']);
    }
    for (const query of ['zz', 'zzz', 'delta', 'gama']) {
      expect(await search(reader.access_token, `/v1/sales_report/events?year=2023&query=${query}`)).toEqual([[], '0']);
    }
    // paged by a figure: the second page and the count of the whole search
    expect(await search(reader.access_token, '/v1/sales_report/events?year=2023&order=-total&per_page=2&current_page=1&query=eta')).toEqual([[ids.beta1], '3']);
    expect(await search(reader.access_token, '/v1/sales_report/events?year=2023&order=-total&per_page=2&current_page=5&query=eta')).toEqual([[], '3']);
    // one event and a search
    expect(await search(reader.access_token, `/v1/sales_report/events?year=2023&event_id=${ids.zeta}&query=eta`)).toEqual([[ids.zeta], '1']);
    expect(await search(reader.access_token, `/v1/sales_report/events?year=2023&event_id=${ids.alfa}&query=eta`)).toEqual([[], '0']);
    // the tax report's list: a month, both lengths
    for (const query of ['eta', 'ta']) {
      expect(await search(taxReader.access_token, `/v1/tax_report?year=2023&month=2&query=${query}`)).toEqual([[], '0']);
      expect(await search(taxReader.access_token, `/v1/tax_report?year=2023&month=6&order=-total&query=${query}`)).toEqual([[ids.beta2, ids.zeta, ids.beta1], '3']);
    }
    expect(await search(taxReader.access_token, '/v1/tax_report?year=2023&query=alf')).toEqual([[ids.alfa], '1']);
  });
});
