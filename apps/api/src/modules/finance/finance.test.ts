import { FINANCE_MSG, ITEMS_COUNT_HEADER, SALES_CSV, TAX_AUDIT_CSV, TAX_CSV, currentReportYear } from '@backoffice/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { holdReportGenerator } from '../../test/reports.ts';
import { REPORT_DOWNLOAD_MSG } from '../reports/reports.service.ts';
import { eventRevenue } from './finance.repository.ts';

/*
 * The sales and tax reports on a small, hand-counted set of orders (issue 15, decision 0055). 2025's sales are orders
 * 1, 2, 3 and 7: order 2 was paid at 02:30 UTC on 1 February, which is still 31 January in São Paulo; order 7 at 02:00
 * UTC on 1 January 2026, still 2025 there. Order 6 was paid in 2024; 4 is pending and 5 cancelled.
 */

let ctx: TestContext;
let reader: Awaited<ReturnType<typeof actor>>;
let taxReader: Awaited<ReturnType<typeof actor>>;
let taxExporter: Awaited<ReturnType<typeof actor>>;
let otherTaxExporter: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
const ids: Record<string, number> = {};

const exec = <T = Record<string, unknown>>(text: string) => queryRows<T>(ctx.database.db, sql.raw(text));

beforeAll(async () => {
  ctx = await createTestApp();
  reader = await actor(ctx, [['index', 'sales report']]);
  taxReader = await actor(ctx, [['index', 'tax report']]);
  taxExporter = await actor(ctx, [['index', 'tax report'], ['export', 'tax report']]);
  otherTaxExporter = await actor(ctx, [['index', 'tax report'], ['export', 'tax report']]);
  nobody = await actor(ctx, [['index', 'events']]);
  const [run, ride] = await exec<{ id: number }>(`INSERT INTO event_types (name) VALUES ('Corrida'), ('Ciclismo') RETURNING id`);
  const [a, b] = await exec<{ id: number }>(
    `INSERT INTO events (name, slug, event_type_id, event_date) VALUES ('Maratona de São Paulo', 'maratona-sp-fin', ${run!.id}, '2025-06-01'),
     ('Pedal da Serra', 'pedal-serra-fin', ${ride!.id}, '2025-08-01') RETURNING id`,
  );
  ids.a = a!.id;
  ids.b = b!.id;
  const [m5, m10] = await exec<{ id: number }>(`INSERT INTO modalities (name) VALUES ('5 km fin'), ('10 km fin') RETURNING id`);
  const [em5, em10] = await exec<{ id: number }>(`INSERT INTO event_modalities (event_id, modality_id) VALUES (${ids.a}, ${m5!.id}), (${ids.a}, ${m10!.id}) RETURNING id`);
  const [c1, c2] = await exec<{ id: number }>(
    `INSERT INTO customers (name, cpf, email) VALUES ('João Conceição', '52998224725', 'joao.fin@teste.local'), ('Corridas Ltda', NULL, 'empresa.fin@teste.local') RETURNING id`,
  );
  await exec(`UPDATE customers SET cnpj = '11222333000181', person_type = 'juridical' WHERE id = ${c2!.id}`);
  const orders: [number, number | null, string, number, number, string | null, number, string | null, string, string | null, string][] = [
    // n, event, status, subtotal, discount, source, fee, method, channel, paid_at, created_at
    [1, ids.a, 'payment_confirmed', 100, 10, 'coupon', 5, 'pix', 'site', '2025-01-15T12:00:00Z', '2025-01-15T11:00:00Z'],
    [2, ids.a, 'payment_confirmed', 200, 0, null, 0, 'credit_card', 'android', '2025-02-01T02:30:00Z', '2025-02-01T02:00:00Z'],
    [3, ids.b, 'payment_confirmed', 50, 5, 'santander', 0, 'bank_billet', 'ios', '2025-03-10T15:00:00Z', '2025-03-08T15:00:00Z'],
    [4, ids.a, 'pending_payment', 80, 0, null, 0, 'pix', 'site', null, '2025-03-01T15:00:00Z'],
    [5, ids.b, 'cancelled', 60, 0, null, 0, 'credit_card', 'site', null, '2025-04-01T15:00:00Z'],
    [6, ids.a, 'payment_confirmed', 70, 0, null, 0, 'pix', 'site', '2024-12-31T12:00:00Z', '2024-12-31T11:00:00Z'],
    [7, ids.a, 'payment_confirmed', 30, 0, null, 0, 'pix', 'ios', '2026-01-01T02:00:00Z', '2026-01-01T01:00:00Z'],
  ];
  for (const [n, ev, status, subtotal, discount, source, fee, method, channel, paidAt, created] of orders) {
    const q = (v: string | null) => (v === null ? 'NULL' : `'${v}'`);
    const [o] = await exec<{ id: number }>(
      `INSERT INTO orders (customer_id, event_id, status, subtotal, discount, discount_source, convenience_fee, total, payment_method, channel, paid_at, created_at)
       VALUES (${n === 3 ? c2!.id : c1!.id}, ${ev}, '${status}', ${subtotal}, ${discount}, ${q(source)}, ${fee}, ${subtotal - discount + fee}, ${q(method)}, '${channel}', ${q(paidAt)}, '${created}') RETURNING id`,
    );
    ids[`o${n}`] = o!.id;
    const paid = status === 'payment_confirmed';
    // a failed attempt first, then the payment that settled it
    await exec(`INSERT INTO payments (order_id, method, status, amount, gateway, gateway_transaction_id) VALUES (${o!.id}, '${method}', 'denied', ${subtotal}, 'pagarme', 'tx_failed_${n}')`);
    await exec(
      `INSERT INTO payments (order_id, method, status, amount, gateway, gateway_transaction_id, card_brand, installments, paid_at)
       VALUES (${o!.id}, '${method}', '${paid ? 'approved' : 'pending'}', ${subtotal - discount + fee}, 'pagarme', 'tx_${n}', ${method === 'credit_card' ? `'visa'` : 'NULL'}, ${method === 'credit_card' ? 3 : 1}, ${q(paidAt)})`,
    );
  }
  await exec(
    `INSERT INTO subscriptions (event_id, event_modality_id, customer_id, order_id, status, price_type, price, origin) VALUES
     (${ids.a}, ${em5!.id}, ${c1!.id}, ${ids.o1}, 'approved', 'regular', 100, 'site'),
     (${ids.a}, ${em10!.id}, ${c1!.id}, ${ids.o2}, 'approved', 'regular', 200, 'android'),
     (${ids.a}, ${em10!.id}, ${c1!.id}, ${ids.o4}, 'pending', 'regular', 80, 'site')`,
  );
});
afterAll(() => ctx.close());

const get = (token: string, url: string) => call(ctx, token, { method: 'GET', url: `/api${url}` });
const money = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

describe('GET /v1/sales_report (general)', () => {
  it('counts the paid orders of the year in the São Paulo month of their payment', async () => {
    const res = await get(reader.access_token, '/v1/sales_report?year=2025');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ orders: 4, subscriptions: 2, gross: 380, discounts: 15, fees: 5, total: 370, net: 365, average_ticket: 92.5 });
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toMatchObject({ month: '2025-01', orders: 2, subscriptions: 2, gross: 300, total: 295 });
    expect(body.months[1]).toMatchObject({ month: '2025-02', orders: 0, total: 0 });
    expect(body.months[2]).toMatchObject({ month: '2025-03', orders: 1, total: 45 });
    expect(body.months[11]).toMatchObject({ month: '2025-12', orders: 1, total: 30 });
    expect(body.discounts_by_source.filter((d: { amount: number }) => d.amount > 0)).toEqual([
      { key: 'santander', label: 'Santander', orders: 1, amount: 5 },
      { key: 'coupon', label: 'Cupom', orders: 1, amount: 10 },
    ]);
  });

  it('filters on one event, answers an empty report for a year without data, 404 for an unknown event and 422 naming the field', async () => {
    const one = (await get(reader.access_token, `/v1/sales_report?year=2025&event_id=${ids.a}`)).json();
    expect(one.event).toEqual({ id: ids.a, name: 'Maratona de São Paulo' });
    expect(one.totals).toMatchObject({ orders: 3, total: 325, subscriptions: 2 });
    const empty = await get(reader.access_token, '/v1/sales_report?year=1990');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().totals).toMatchObject({ orders: 0, total: 0, average_ticket: 0 });
    expect(empty.json().months.every((m: { orders: number }) => m.orders === 0)).toBe(true);
    const missing = await get(reader.access_token, '/v1/sales_report?year=2025&event_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe(FINANCE_MSG.eventNotFound);
    for (const bad of ['year=abc', 'year=20255', 'year=2025.5']) {
      const res = await get(reader.access_token, `/v1/sales_report?${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors[0].field).toBe('year');
    }
    expect((await get(reader.access_token, '/v1/sales_report?event_id=-1')).json().errors[0].field).toBe('event_id');
    // without a year: the current year in São Paulo
    expect((await get(reader.access_token, '/v1/sales_report')).json().year).toBe(currentReportYear());
  });

  it('refuses a profile without the sales report permission', async () => {
    for (const path of ['', '/events', '/payment_methods', '/origins', '/types', '/statuses', '/modalities', '/years', `/external_audit?event_id=${ids.a}`]) {
      expect((await get(nobody.access_token, `/v1/sales_report${path}`)).statusCode, path).toBe(403);
    }
    expect((await get(taxExporter.access_token, '/v1/sales_report')).statusCode).toBe(403);
    // the tax report's pages pick their year from the same range: a tax-only profile reads the years, nothing else
    expect((await get(taxReader.access_token, '/v1/sales_report/years')).json()).toEqual({ start_year: 2024, end_year: 2025, years: [2025, 2024] });
    expect((await get(taxReader.access_token, '/v1/sales_report/events?year=2025')).statusCode).toBe(403);
    expect((await get(nobody.access_token, '/v1/report/sales_report.csv?tab=general')).statusCode).toBe(403);
  });
});

describe('sales report tabs', () => {
  it('events: one row per event, ordered and paged, total in items-count', async () => {
    const res = await get(reader.access_token, '/v1/sales_report/events?year=2025');
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(res.json().map((r: { event_name: string; orders: number; total: number; subscriptions: number }) => [r.event_name, r.orders, r.total, r.subscriptions])).toEqual([
      ['Maratona de São Paulo', 3, 325, 2],
      ['Pedal da Serra', 1, 45, 0],
    ]);
    const page = await get(reader.access_token, '/v1/sales_report/events?year=2025&order=name&per_page=1&current_page=1');
    expect(page.json().map((r: { event_name: string }) => r.event_name)).toEqual(['Pedal da Serra']);
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('2');
    // ordered by a figure (counted apart from the page): a later page and one past the end still carry the count
    const byOrders = await get(reader.access_token, '/v1/sales_report/events?year=2025&order=orders&per_page=1&current_page=1');
    expect([byOrders.json().map((r: { event_name: string }) => r.event_name), byOrders.headers[ITEMS_COUNT_HEADER]]).toEqual([['Maratona de São Paulo'], '2']);
    const pastEnd = await get(reader.access_token, '/v1/sales_report/events?year=2025&order=-total&per_page=1&current_page=5');
    expect([pastEnd.json(), pastEnd.headers[ITEMS_COUNT_HEADER]]).toEqual([[], '2']);
    expect((await get(reader.access_token, '/v1/sales_report/events?year=2025&query=pedal')).json()).toHaveLength(1);
    expect((await get(reader.access_token, '/v1/sales_report/events?order=cost')).statusCode).toBe(422);
  });

  it('payment methods and origins: every method and channel, shares of the total paid', async () => {
    const methods = (await get(reader.access_token, '/v1/sales_report/payment_methods?year=2025')).json();
    const byKey = Object.fromEntries(methods.items.map((i: { key: string }) => [i.key, i]));
    expect(Object.keys(byKey)).toEqual(['pix', 'credit_card', 'debit_card', 'bank_billet', 'paypal', 'bank_transfer']);
    expect(byKey.pix).toMatchObject({ label: 'Pix', orders: 2, total: 125, share: 33.78 });
    expect(byKey.credit_card).toMatchObject({ orders: 1, total: 200, share: 54.05 });
    expect(byKey.paypal).toMatchObject({ orders: 0, total: 0, share: 0 });
    expect(methods.totals).toMatchObject({ orders: 4, total: 370 });
    const origins = (await get(reader.access_token, '/v1/sales_report/origins?year=2025')).json();
    expect(origins.items.map((i: { key: string; orders: number; total: number }) => [i.key, i.orders, i.total])).toEqual([
      ['site', 1, 95],
      ['android', 1, 200],
      ['ios', 2, 75],
    ]);
  });

  it('types and statuses', async () => {
    const types = (await get(reader.access_token, '/v1/sales_report/types?year=2025')).json();
    expect(types.items.map((i: { label: string; total: number }) => [i.label, i.total])).toEqual([
      ['Corrida', 325],
      ['Ciclismo', 45],
    ]);
    const statuses = (await get(reader.access_token, `/v1/sales_report/statuses?year=2025`)).json();
    const byKey = Object.fromEntries(statuses.items.map((i: { key: string; orders: number }) => [i.key, i.orders]));
    expect(byKey).toEqual({ payment_confirmed: 4, pending_payment: 1, preorder: 0, cancelled: 1, refused: 0 });
    expect(statuses.totals).toMatchObject({ orders: 4, total: 370 });
  });

  it('modalities of one event, and the years with orders', async () => {
    const mods = (await get(reader.access_token, `/v1/sales_report/modalities?year=2025&event_id=${ids.a}`)).json();
    expect(mods.items.map((i: { label: string; subscriptions: number; amount: number }) => [i.label, i.subscriptions, i.amount])).toEqual([
      ['10 km fin', 1, 200],
      ['5 km fin', 1, 100],
    ]);
    expect(mods.totals).toEqual({ subscriptions: 2, amount: 300 });
    // the platform: per modality, from the yearly rollup
    const platform = (await get(reader.access_token, '/v1/sales_report/modalities?year=2025')).json();
    expect(platform.items.map((i: { label: string; subscriptions: number }) => [i.label, i.subscriptions])).toEqual([
      ['10 km fin', 1],
      ['5 km fin', 1],
    ]);
    expect(platform.event_id).toBeNull();
    expect((await get(reader.access_token, '/v1/sales_report/years')).json()).toEqual({ start_year: 2024, end_year: 2025, years: [2025, 2024] });
    expect((await get(reader.access_token, `/v1/sales_report/years?event_id=${ids.b}`)).json()).toEqual({ start_year: 2025, end_year: 2025, years: [2025] });
  });

  it('external audit: the event’s paid orders with the transaction that settled them, newest first', async () => {
    const res = await get(reader.access_token, `/v1/sales_report/external_audit?year=2025&event_id=${ids.a}&per_page=2`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(res.json().map((o: { order_id: number; transaction_id: string }) => [o.order_id, o.transaction_id])).toEqual([
      [ids.o7, 'tx_7'],
      [ids.o2, 'tx_2'],
    ]);
    expect(res.json()[1]).toMatchObject({ payment_method: 'credit_card', card_brand: 'visa', installments: 3, document: '52998224725', total: 200 });
    // the next page carries on where this one stopped: both together are the one page of three, in the same order
    const audit = async (query: string) => (await get(reader.access_token, `/v1/sales_report/external_audit?year=2025&event_id=${ids.a}&${query}`)).json() as { order_id: number; paid_at: string }[];
    const [second, whole] = await Promise.all([audit('per_page=2&current_page=1'), audit('per_page=3')]);
    expect(second).toHaveLength(1);
    expect([...res.json(), ...second]).toEqual(whole);
    expect(whole.map((o) => o.paid_at)).toEqual(whole.map((o) => o.paid_at).sort().reverse());
    const noEvent = await get(reader.access_token, '/v1/sales_report/external_audit?year=2025');
    expect(noEvent.statusCode).toBe(422);
    expect(noEvent.json().errors[0].field).toBe('event_id');
    expect((await get(reader.access_token, '/v1/sales_report/external_audit?event_id=999999')).statusCode).toBe(404);
  });

  it('a CSV per tab whose total line equals the screen', async () => {
    const res = await get(reader.access_token, '/v1/report/sales_report.csv?tab=general&year=2025');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(SALES_CSV.general);
    const [header = [], ...rows] = parseCsv(res.body);
    expect(header).toEqual(['Mês', 'Pedidos pagos', 'Valor bruto', 'Descontos', 'Taxas de conveniência', 'Total pago', 'Líquido', 'Ticket médio', 'Inscrições']);
    expect(rows).toHaveLength(13);
    expect(rows[12]).toEqual(['Total', '4', '380,00', '15,00', '5,00', '370,00', '365,00', '92,50', '2']);
    for (const tab of ['events', 'payment_methods', 'origins', 'types', 'statuses', 'modalities']) {
      const r = await get(reader.access_token, `/v1/report/sales_report.csv?tab=${tab}&year=2025`);
      expect(r.statusCode, tab).toBe(200);
      // the status tab sums orders of every status: its columns never say "pagos"/"pago"
      if (tab === 'statuses') expect(parseCsv(r.body)[0]).toEqual(['Status', 'Pedidos', 'Valor bruto', 'Descontos', 'Taxas de conveniência', 'Valor total', 'Líquido', 'Ticket médio', 'Participação (%)']);
    }
    const audit = await get(reader.access_token, `/v1/report/sales_report.csv?tab=external_audit&year=2025&event_id=${ids.a}`);
    expect(parseCsv(audit.body).slice(1).map((r) => r[10])).toEqual(['tx_1', 'tx_2', 'tx_7']);
    expect((await get(reader.access_token, '/v1/report/sales_report.csv?tab=external_audit&year=2025')).statusCode).toBe(422);
    expect((await get(reader.access_token, '/v1/report/sales_report.csv?tab=nope')).json().errors[0].field).toBe('tab');
  });
});

describe('tax report', () => {
  it('lists one line per event with paid orders in the year or month', async () => {
    const res = await get(taxReader.access_token, '/v1/tax_report?year=2025');
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(res.json().map((r: { id: number; orders: number; total: number; net: number }) => [r.id, r.orders, r.total, r.net])).toEqual([
      [ids.a, 3, 325, 320],
      [ids.b, 1, 45, 45],
    ]);
    const march = await get(taxReader.access_token, '/v1/tax_report?year=2025&month=3');
    expect(march.json().map((r: { id: number }) => r.id)).toEqual([ids.b]);
    expect((await get(taxReader.access_token, '/v1/tax_report?year=1990')).json()).toEqual([]);
    expect((await get(taxReader.access_token, '/v1/tax_report?month=13')).json().errors[0].field).toBe('month');
    expect((await get(nobody.access_token, '/v1/tax_report')).statusCode).toBe(403);
  });

  it('shows an event month by month, and the orders behind a month', async () => {
    const detail = (await get(taxReader.access_token, `/v1/tax_report/${ids.a}?year=2025`)).json();
    expect(detail).toMatchObject({ id: ids.a, event_name: 'Maratona de São Paulo', year: 2025 });
    expect(detail.months[0]).toMatchObject({ month: '2025-01', orders: 2, total: 295, fees: 5, net: 290 });
    expect(detail.totals).toMatchObject({ orders: 3, total: 325 });
    const orders = await get(taxReader.access_token, `/v1/tax_report/${ids.a}/orders?year=2025&month=1`);
    expect(orders.headers[ITEMS_COUNT_HEADER]).toBe('2');
    expect(orders.json().map((o: { order_id: number }) => o.order_id)).toEqual([ids.o1, ids.o2]);
    expect((await get(taxReader.access_token, '/v1/tax_report/999999')).statusCode).toBe(404);
    expect((await get(taxReader.access_token, '/v1/tax_report/999999/orders')).statusCode).toBe(404);
    expect((await get(taxReader.access_token, '/v1/tax_report/abc')).statusCode).toBe(422);
    expect((await get(nobody.access_token, `/v1/tax_report/${ids.a}`)).statusCode).toBe(403);
    expect((await get(nobody.access_token, `/v1/tax_report/${ids.a}/orders`)).statusCode).toBe(403);
  });

  it('exports relatorio_fiscal.csv and an audit CSV whose totals equal the report to the centavo', async () => {
    expect((await get(taxReader.access_token, '/v1/report/tax_report.csv?year=2025')).statusCode).toBe(403);
    const report = await get(taxExporter.access_token, '/v1/report/tax_report.csv?year=2025');
    expect(report.headers['content-disposition']).toContain(TAX_CSV);
    const [header = [], ...lines] = parseCsv(report.body);
    expect(header.slice(0, 4)).toEqual(['ID do evento', 'Evento', 'Mês do pagamento', 'Pedidos pagos']);
    expect(lines.map((l) => [l[1], l[2], l[7]])).toEqual([
      ['Maratona de São Paulo', '01/2025', '295,00'],
      ['Maratona de São Paulo', '12/2025', '30,00'],
      ['Pedal da Serra', '03/2025', '45,00'],
    ]);
    const audit = await get(taxExporter.access_token, '/v1/report/tax_report/audit.csv?year=2025');
    expect(audit.headers['content-disposition']).toContain(TAX_AUDIT_CSV);
    const [auditHeader = [], ...orders] = parseCsv(audit.body);
    const col = (name: string) => auditHeader.indexOf(name);
    expect(orders.map((o) => o[col('Transação')])).toEqual(['tx_1', 'tx_2', 'tx_3', 'tx_7']);
    expect(orders.find((o) => o[col('Transação')] === 'tx_3')![col('CPF/CNPJ')]).toBe('11.222.333/0001-81');
    expect(orders[0]![col('CPF/CNPJ')]).toBe('529.982.247-25');
    const sum = (rows: string[][], i: number) => rows.reduce((s, r) => s + money(r[i]!), 0);
    for (const name of ['Valor bruto', 'Descontos', 'Taxas de conveniência', 'Total pago', 'Líquido']) {
      expect(sum(orders, col(name)), name).toBe(sum(lines, header.indexOf(name)));
    }
    const list = (await get(taxReader.access_token, '/v1/tax_report?year=2025')).json();
    expect(sum(orders, col('Total pago'))).toBe(list.reduce((s: number, r: { total: number }) => s + Math.round(r.total * 100), 0));
    expect((await get(taxExporter.access_token, '/v1/report/tax_report/audit.csv?event_id=999999')).statusCode).toBe(404);
  });
});

describe('payers’ documents (LGPD, decision 0096)', () => {
  type Entry = { customer_id: number | null; user_id: number; kind: string; fields: string[]; details: Record<string, unknown> };
  const entriesSince = async (id: number) =>
    (await queryRows<Entry>(ctx.database.db, sql`select customer_id, user_id, kind, fields, details from customer_access_log where id > ${id} order by id`)).map((e) => ({ ...e, customer_id: e.customer_id === null ? null : Number(e.customer_id) }));
  const lastId = async () => Number((await queryRows<{ id: number }>(ctx.database.db, sql`select coalesce(max(id), 0) as id from customer_access_log`))[0]!.id);
  const payerOf = async (orderId: number | undefined) => Number((await queryRows<{ customer_id: number }>(ctx.database.db, sql`select customer_id from orders where id = ${orderId}`))[0]!.customer_id);

  it('are shown in full to finance, and each page or file that shows them is access-logged', async () => {
    let mark = await lastId();
    const page = await get(reader.access_token, `/v1/sales_report/external_audit?year=2025&event_id=${ids.a}&per_page=2`);
    expect(page.json()[1].document).toBe('52998224725');
    const payers = [...new Set([await payerOf(ids.o7), await payerOf(ids.o2)])];
    const shown = await entriesSince(mark);
    expect(shown.map((e) => e.customer_id).sort()).toEqual(payers.sort());
    expect(shown[0]).toMatchObject({ user_id: reader.id, kind: 'search', fields: ['name', 'cpf'], details: { area: 'sales external audit', event_id: ids.a, year: 2025 } });

    mark = await lastId();
    await get(taxReader.access_token, `/v1/tax_report/${ids.a}/orders?year=2025&month=1`);
    expect((await entriesSince(mark)).map((e) => [e.customer_id, e.kind, e.details.area])).toEqual(
      [...new Set([await payerOf(ids.o1), await payerOf(ids.o2)])].map((c) => [c, 'search', 'tax report orders']),
    );

    mark = await lastId();
    expect((await get(taxExporter.access_token, '/v1/report/tax_report/audit.csv?year=2025')).statusCode).toBe(200);
    expect((await get(reader.access_token, `/v1/report/sales_report.csv?tab=external_audit&year=2025&event_id=${ids.a}`)).statusCode).toBe(200);
    expect(await entriesSince(mark)).toEqual([
      { customer_id: null, user_id: taxExporter.id, kind: 'export', fields: ['name', 'cpf', 'cnpj'], details: { area: 'tax audit', file: 'audit', year: 2025 } },
      { customer_id: null, user_id: reader.id, kind: 'export', fields: ['name', 'cpf', 'cnpj'], details: { area: 'sales external audit', tab: 'external_audit', year: 2025, event_id: ids.a } },
    ]);

    // files and pages without payers write nothing
    mark = await lastId();
    await get(reader.access_token, '/v1/report/sales_report.csv?tab=general&year=2025');
    await get(taxExporter.access_token, '/v1/report/tax_report.csv?year=2025');
    await get(reader.access_token, `/v1/sales_report/external_audit?year=1990&event_id=${ids.a}`);
    expect(await entriesSince(mark)).toEqual([]);
  });
});

describe('a CSV requested again while the first is being produced (decision 0088)', () => {
  const reportRows = (type: string) =>
    exec<{ id: number; status: string; attempts: number; params: Record<string, unknown>; download_key: string; file_url: string }>(
      `SELECT id, status, attempts, params, download_key, file_url FROM report_files WHERE report_type = '${type}' ORDER BY id`,
    );
  async function whileRunning(type: string, n: number) {
    for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 10))) {
      if ((await reportRows(type)).filter((r) => r.status === 'processing').length >= n) return;
    }
    throw new Error('o relatório não começou');
  }

  it('two staff asking for the same tax audit CSV at once: produced once, both get it; other parameters run on their own', async () => {
    await exec(`DELETE FROM report_files WHERE report_type = 'tax'`);
    const hold = holdReportGenerator('tax');
    try {
      const url = '/v1/report/tax_report/audit.csv?year=2025';
      const first = get(taxExporter.access_token, url);
      await whileRunning('tax', 1);
      const second = get(otherTaxExporter.access_token, url);
      const other = get(taxExporter.access_token, '/v1/report/tax_report/audit.csv?year=2024');
      // the second caller and the other parameters reach requestReport while the first is held
      await new Promise((r) => setTimeout(r, 500));
      expect((await reportRows('tax')).length).toBe(2);
      hold.release();
      const [a, b, c] = await Promise.all([first, second, other]);
      for (const res of [a, b, c]) expect(res.statusCode, res.body).toBe(200);
      expect(b.headers['report-file-id']).toBe(a.headers['report-file-id']);
      expect(c.headers['report-file-id']).not.toBe(a.headers['report-file-id']);
      expect(b.body).toBe(a.body);
      expect(b.headers['content-disposition']).toContain(TAX_AUDIT_CSV);
      expect(parseCsv(a.body).slice(1).map((r) => r[10])).toEqual(['tx_1', 'tx_2', 'tx_3', 'tx_7']);
      expect(parseCsv(c.body).slice(1).map((r) => r[10])).toEqual(['tx_6']);
      // counted three ways: the generator's runs, the report rows (each run once) and their audit entries
      expect(hold.runs.map((p) => p.year).sort()).toEqual([2024, 2025]);
      const rows = await reportRows('tax');
      expect(rows.map((r) => [r.status, r.attempts, r.params.year])).toEqual([
        ['completed', 1, 2025],
        ['completed', 1, 2024],
      ]);
      const [audit] = await exec<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'report_files' AND entity_id IN (${rows.map((r) => `'${r.id}'`).join(',')})`);
      expect(audit!.n).toBe(2);
      // in this app's own data directory, each in a directory named by its random download key (ids restart at 1 in
      // every database: files run side by side once overwrote each other's reports/<id>)
      expect(ctx.config.DATA_DIR.startsWith(os.tmpdir())).toBe(true);
      for (const r of rows) {
        expect(r.file_url).toBe(`reports/${r.download_key}/${TAX_AUDIT_CSV}`);
        expect(fs.existsSync(path.join(ctx.config.DATA_DIR, r.file_url))).toBe(true);
      }
      // once it is done, asking again produces a fresh file (the data may have changed)
      const again = await get(taxExporter.access_token, url);
      expect(again.statusCode).toBe(200);
      expect(again.headers['report-file-id']).not.toBe(a.headers['report-file-id']);
      expect(hold.runs).toHaveLength(3);
    } finally {
      hold.release();
      hold.restore();
    }
  });

  it('the same sales tab joined, another tab or event run apart; the joined file’s total equals the screen', async () => {
    await exec(`DELETE FROM report_files WHERE report_type = 'sales'`);
    const hold = holdReportGenerator('sales');
    try {
      const url = '/v1/report/sales_report.csv?tab=general&year=2025';
      const first = get(reader.access_token, url);
      await whileRunning('sales', 1);
      const calls = [get(reader.access_token, url), get(reader.access_token, '/v1/report/sales_report.csv?tab=origins&year=2025'), get(reader.access_token, `${url}&event_id=${ids.a}`)];
      await new Promise((r) => setTimeout(r, 500));
      hold.release();
      const [a, same, origins, oneEvent] = await Promise.all([first, ...calls]);
      for (const res of [a!, same!, origins!, oneEvent!]) expect(res.statusCode, res.body).toBe(200);
      expect(same!.headers['report-file-id']).toBe(a!.headers['report-file-id']);
      expect(new Set([a, origins, oneEvent].map((r) => r!.headers['report-file-id'])).size).toBe(3);
      expect(hold.runs).toHaveLength(3);
      const screen = (await get(reader.access_token, '/v1/sales_report?year=2025')).json().totals;
      const total = parseCsv(same!.body).find((r) => r[0] === 'Total')!;
      expect([Number(total[1]), money(total[5]!)]).toEqual([screen.orders, Math.round(screen.total * 100)]);
      expect(parseCsv(oneEvent!.body).find((r) => r[0] === 'Total')![5]).toBe('325,00');
      // the joined request was no second report: three rows for four downloads
      const made = (await reportRows('sales')).map((r) => `${String(r.params.tab)} ${String(r.params.event_id ?? '-')} ${r.attempts}`);
      expect(made.sort()).toEqual([`general ${ids.a} 1`, 'general - 1', 'origins - 1'].sort());
    } finally {
      hold.release();
      hold.restore();
    }
  });

  it('a file that fails answers every caller waiting for it with a pt-BR error, and the next request runs again', async () => {
    const hold = holdReportGenerator('tax', true);
    try {
      const url = '/v1/report/tax_report.csv?year=2025&month=3';
      const first = get(taxExporter.access_token, url);
      await whileRunning('tax', 1);
      const second = get(otherTaxExporter.access_token, url);
      await new Promise((r) => setTimeout(r, 500));
      hold.release();
      for (const res of await Promise.all([first, second])) {
        expect(res.statusCode).toBe(500);
        expect(res.json().errors[0].message).toBe(REPORT_DOWNLOAD_MSG.failed);
      }
      expect(hold.runs).toHaveLength(1);
    } finally {
      hold.release();
      hold.restore();
    }
    const retry = await get(taxExporter.access_token, '/v1/report/tax_report.csv?year=2025&month=3');
    expect(retry.statusCode).toBe(200);
    expect(parseCsv(retry.body).slice(1).map((l) => l[1])).toEqual(['Pedal da Serra']);
  });
});

describe('one truth', () => {
  it('the sales report, its tabs, the tax report, the dashboard revenue and a naive aggregation of the orders agree', async () => {
    const [naive] = await exec<{ orders: number; total: string; fees: string }>(
      `SELECT count(*)::int AS orders, sum(total)::text AS total, sum(convenience_fee)::text AS fees FROM orders
        WHERE status = 'payment_confirmed' AND extract(year FROM coalesce(paid_at, created_at) AT TIME ZONE 'America/Sao_Paulo') = 2025`,
    );
    const general = (await get(reader.access_token, '/v1/sales_report?year=2025')).json();
    const events = (await get(reader.access_token, '/v1/sales_report/events?year=2025')).json();
    const methods = (await get(reader.access_token, '/v1/sales_report/payment_methods?year=2025')).json();
    const origins = (await get(reader.access_token, '/v1/sales_report/origins?year=2025')).json();
    const tax = (await get(taxReader.access_token, '/v1/tax_report?year=2025')).json();
    const cents = (n: number | string) => Math.round(Number(n) * 100);
    const sumOf = (rows: { total: number }[]) => rows.reduce((s, r) => s + cents(r.total), 0);
    expect(general.totals.orders).toBe(naive!.orders);
    expect(cents(general.totals.total)).toBe(cents(naive!.total));
    expect(cents(general.totals.net)).toBe(cents(naive!.total) - cents(naive!.fees));
    expect(sumOf(events)).toBe(cents(naive!.total));
    expect(sumOf(methods.items)).toBe(cents(naive!.total));
    expect(sumOf(origins.items)).toBe(cents(naive!.total));
    expect(sumOf(tax)).toBe(cents(naive!.total));
    // the dashboard's money figures for event A in 2025 come from the same definition (sales_daily)
    const revenue = await eventRevenue(ctx.database.db, ids.a!, { start_date: '2025-01-01', end_date: '2025-12-31' });
    expect(cents(revenue.total)).toBe(sumOf(events.filter((e: { event_id: number }) => e.event_id === ids.a!)));
    const dashboard = (await call(ctx, (await actor(ctx, 'Master')).access_token, { method: 'GET', url: `/api/v1/events/${ids.a}/dashboard?start_date=2025-01-01&end_date=2025-12-31` })).json();
    expect(dashboard.revenue).toBe(revenue.total);
  });

  it('the orders list agrees with the sales report: its count per status, and its rows’ amounts and its CSV’s for the sales', async () => {
    // The orders list filters its period on the order date and the sales report on the payment date (decision 0088),
    // so the same filter is a status over every year: the sales of all the years the report offers.
    const clerk = await actor(ctx, [['index', 'orders'], ['export', 'orders']]);
    const { years } = (await get(reader.access_token, '/v1/sales_report/years')).json() as { years: number[] };
    const perYear = await Promise.all(years.map(async (y) => (await get(reader.access_token, `/v1/sales_report?year=${y}`)).json()));
    const cents = (n: number | string) => Math.round(Number(n) * 100);
    const sales = perYear.reduce(
      (s, g) => ({ orders: s.orders + g.totals.orders, gross: s.gross + cents(g.totals.gross), discounts: s.discounts + cents(g.totals.discounts), total: s.total + cents(g.totals.total) }),
      { orders: 0, gross: 0, discounts: 0, total: 0 },
    );
    expect(sales.orders).toBe(5);
    const list = await get(clerk.access_token, '/v1/orders?status=payment_confirmed&per_page=100');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json() as { subtotal: number; discount: number; total: number }[];
    expect(Number(list.headers[ITEMS_COUNT_HEADER])).toBe(sales.orders);
    expect(rows).toHaveLength(sales.orders);
    expect(rows.reduce((s, r) => s + cents(r.subtotal), 0)).toBe(sales.gross);
    expect(rows.reduce((s, r) => s + cents(r.discount), 0)).toBe(sales.discounts);
    expect(rows.reduce((s, r) => s + cents(r.total), 0)).toBe(sales.total);
    const csv = await get(clerk.access_token, '/v1/report/orders.csv?status=payment_confirmed');
    const [header = [], ...lines] = parseCsv(csv.body);
    expect(lines).toHaveLength(sales.orders);
    expect(lines.reduce((s, l) => s + money(l[header.indexOf('Total')]!), 0)).toBe(sales.total);
    // every status: the list's count (its counters) equals the status tab summed over the years
    const statusTabs = await Promise.all(years.map(async (y) => (await get(reader.access_token, `/v1/sales_report/statuses?year=${y}`)).json()));
    for (const status of ['payment_confirmed', 'pending_payment', 'preorder', 'cancelled', 'refused']) {
      const fromReport = statusTabs.reduce((s, t) => s + t.items.find((i: { key: string }) => i.key === status).orders, 0);
      const res = await get(clerk.access_token, `/v1/orders?status=${status}&per_page=1`);
      expect(Number(res.headers[ITEMS_COUNT_HEADER]), status).toBe(fromReport);
    }
  });

  it('a status change (another area’s order edit) moves the figures at once', async () => {
    await exec(`UPDATE orders SET status = 'cancelled', cancelled_at = now() WHERE id = ${ids.o3}`);
    const general = (await get(reader.access_token, '/v1/sales_report?year=2025')).json();
    expect(general.totals).toMatchObject({ orders: 3, total: 325 });
    const statuses = (await get(reader.access_token, '/v1/sales_report/statuses?year=2025')).json();
    expect(statuses.items.find((i: { key: string }) => i.key === 'cancelled').orders).toBe(2);
    await exec(`UPDATE orders SET status = 'payment_confirmed', cancelled_at = NULL WHERE id = ${ids.o3}`);
    expect((await get(reader.access_token, '/v1/sales_report?year=2025')).json().totals.total).toBe(370);
  });
});
