import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isValidCnpj, isValidCpf, controllerPathOf } from '@backoffice/contract';
import { buildApp } from '@backoffice/api/app.ts';
import { loadConfig } from '@backoffice/api/config.ts';
import { openDatabase, type Database } from '@backoffice/api/db/client.ts';
import { verifyPassword } from '@backoffice/api/lib/passwords.ts';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from './demo-accounts.ts';
import { BENCH_EVENT_SLUGS, isSeeded, seed, seedDemo, seedIfEmpty } from './index.ts';
import { Rng } from './prng.ts';
import { cpfAt, uuidFor } from './util.ts';

const TODAY = '2026-05-10';

async function rows<T = Record<string, unknown>>(database: Database, query: string): Promise<T[]> {
  const r = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return r.rows;
}

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}

/**
 * The members per team (decision 0111) and the live events per catalogue item (decision 0112) that triggers keep equal
 * a naive count of the loaded rows, and the load gave some of each.
 */
async function expectUsageCountsKept(database: Database): Promise<void> {
  const catalogue = [
    ['extras', 'event_extras', 'extra_id'],
    ['modalities', 'event_modalities', 'modality_id'],
    ['sponsors', 'event_sponsors', 'sponsor_id'],
    ['ongs', 'event_ongs', 'ong_id'],
    ['event_groups', 'event_group_events', 'event_group_id'],
  ].map(
    ([items, link, key]) => `SELECT x.events_count AS kept, (SELECT count(DISTINCT l.event_id) FROM ${link} l JOIN events e ON e.id = l.event_id
                               WHERE l.${key} = x.id AND e.deleted_at IS NULL)::int AS naive FROM ${items} x`,
  );
  const teams = `SELECT t.members_count AS kept, (SELECT count(*) FROM customers c WHERE c.team_id = t.id AND c.deleted_at IS NULL)::int AS naive FROM teams t`;
  const [counts] = await rows<{ mismatched: number; teams: number; items: number }>(
    database,
    `SELECT (SELECT count(*) FROM (${[teams, ...catalogue].join(' UNION ALL ')}) k WHERE kept <> naive)::int AS mismatched,
            (SELECT count(*) FROM (${teams}) k WHERE naive > 0)::int AS teams,
            (SELECT count(*) FROM (${catalogue.join(' UNION ALL ')}) k WHERE naive > 0)::int AS items`,
  );
  expect(counts!.mismatched).toBe(0);
  expect(counts!.teams).toBeGreaterThan(0);
  expect(counts!.items).toBeGreaterThan(0);
}

const FIRST_ROWS = {
  customers: 'SELECT id, uuid, name, cpf, email, birth_date, gender, city_id, created_at FROM customers ORDER BY id LIMIT 20',
  events: 'SELECT id, name, slug, event_date, status, subscriptions_blocked, category_id, city_id FROM events ORDER BY id LIMIT 20',
  subscriptions: 'SELECT id, event_id, customer_id, status, price, chest_number, shirt_size, origin, created_at FROM subscriptions ORDER BY id LIMIT 50',
  orders: 'SELECT id, customer_id, status, total, payment_method, channel, created_at FROM orders ORDER BY id LIMIT 50',
  payments: 'SELECT id, order_id, method, status, amount, installments FROM payments ORDER BY id LIMIT 50',
};

describe('seed generator', () => {
  let a: Database;

  beforeAll(async () => {
    a = await freshDatabase();
    await seedDemo(a.db, { today: TODAY });
  });
  afterAll(async () => {
    await a?.close();
  });

  it('is deterministic: the same seed and day give the same rows, another seed other rows', async () => {
    const b = await freshDatabase();
    try {
      await seedDemo(b.db, { today: TODAY });
      for (const query of Object.values(FIRST_ROWS)) expect(await rows(b, query)).toEqual(await rows(a, query));
      const counts = 'SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM subscriptions)::int AS s, (SELECT sum(total) FROM orders)::text AS t';
      expect(await rows(b, counts)).toEqual(await rows(a, counts));
    } finally {
      await b.close();
    }
    const r1 = new Rng(7, 'x');
    const r2 = new Rng(7, 'x');
    const r3 = new Rng(8, 'x');
    const s1 = Array.from({ length: 5 }, () => r1.next());
    expect(Array.from({ length: 5 }, () => r2.next())).toEqual(s1);
    expect(Array.from({ length: 5 }, () => r3.next())).not.toEqual(s1);
  });

  it('loads the demo volumes, every status and method', async () => {
    const [c] = await rows<Record<string, number>>(
      a,
      `SELECT (SELECT count(*) FROM events WHERE trainer_id IS NULL)::int AS events, (SELECT count(*) FROM customers)::int AS customers,
              (SELECT count(*) FROM subscriptions)::int AS subscriptions, (SELECT count(*) FROM states)::int AS states,
              (SELECT count(*) FROM cities WHERE capital)::int AS capitals, (SELECT count(*) FROM cities)::int AS cities,
              (SELECT count(DISTINCT status) FROM subscriptions)::int AS sub_statuses, (SELECT count(DISTINCT status) FROM orders)::int AS order_statuses,
              (SELECT count(DISTINCT method) FROM payments)::int AS methods, (SELECT count(DISTINCT status) FROM payments)::int AS pay_statuses`,
    );
    expect(c).toEqual({ events: 40, customers: 3000, subscriptions: 6000, states: 27, capitals: 27, cities: expect.any(Number), sub_statuses: 5, order_statuses: 5, methods: 6, pay_statuses: 8 });
    expect(c!.cities).toBeGreaterThanOrEqual(170);
    const [past] = await rows<{ past: number; future: number; finished: number; blocked: number; disabled: number }>(
      a,
      `SELECT count(*) FILTER (WHERE event_date < '${TODAY}')::int AS past, count(*) FILTER (WHERE event_date >= '${TODAY}')::int AS future,
              count(finished_at)::int AS finished, count(*) FILTER (WHERE subscriptions_blocked)::int AS blocked, count(*) FILTER (WHERE status = 'disabled')::int AS disabled FROM events`,
    );
    for (const n of Object.values(past!)) expect(n).toBeGreaterThan(0);
    // chest numbers: only paid subscriptions, unique per event
    const [chest] = await rows<{ unpaid: number; paid_without: number }>(
      a,
      `SELECT count(*) FILTER (WHERE status <> 'approved' AND chest_number IS NOT NULL)::int AS unpaid, count(*) FILTER (WHERE status = 'approved' AND chest_number IS NULL)::int AS paid_without FROM subscriptions`,
    );
    expect(chest).toEqual({ unpaid: 0, paid_without: 0 });
    // lots rise in date and price within an event modality
    const [lots] = await rows<{ bad: number }>(
      a,
      `SELECT count(*)::int AS bad FROM (SELECT price, date, lag(price) OVER w AS prev_price, lag(date) OVER w AS prev_date FROM lots WINDOW w AS (PARTITION BY event_modality_id ORDER BY date, id)) x WHERE x.prev_price IS NOT NULL AND (x.price < x.prev_price OR x.date < x.prev_date)`,
    );
    expect(lots!.bad).toBe(0);
    // totals add up
    const [money] = await rows<{ bad: number }>(a, `SELECT count(*)::int AS bad FROM orders WHERE total <> subtotal - discount + convenience_fee OR total < 0`);
    expect(money!.bad).toBe(0);
    await expectUsageCountsKept(a);
  });

  it('tells one story per order: paid or cancelled after it was made, by today; a coupon gives what it says, while it runs', async () => {
    const [times] = await rows<Record<string, number>>(
      a,
      `SELECT (SELECT count(*) FROM orders WHERE paid_at < created_at OR cancelled_at < created_at)::int AS orders_before,
              (SELECT count(*) FROM orders WHERE paid_at > '${TODAY}T23:59:59-03:00' OR cancelled_at > '${TODAY}T23:59:59-03:00')::int AS orders_future,
              (SELECT count(*) FROM subscriptions WHERE cancelled_at < created_at)::int AS subscriptions_before,
              (SELECT count(*) FROM orders WHERE paid_at IS NOT NULL)::int AS paid`,
    );
    expect(times).toEqual({ orders_before: 0, orders_future: 0, subscriptions_before: 0, paid: expect.any(Number) });
    const [reports] = await rows<{ bad: number }>(
      a,
      `SELECT count(*)::int AS bad FROM report_files WHERE started_at < created_at OR finished_at < started_at OR created_at > '${TODAY}T00:00:00-03:00'`,
    );
    expect(reports!.bad).toBe(0);
    const [notes] = await rows<{ read_before: number; out_of_order: number }>(
      a,
      `SELECT count(*) FILTER (WHERE read_at < created_at)::int AS read_before,
              count(*) FILTER (WHERE created_at < prev)::int AS out_of_order
       FROM (SELECT read_at, created_at, lag(created_at) OVER (ORDER BY id) AS prev FROM notifications) n`,
    );
    expect(notes).toEqual({ read_before: 0, out_of_order: 0 });
    // a tournament was created by today, its entries after it and by today, its matches on its own days
    const [tournaments] = await rows<Record<string, number>>(
      a,
      `SELECT (SELECT count(*) FROM tournaments WHERE created_at > '${TODAY}T23:59:59-03:00' OR updated_at < created_at)::int AS future_or_updated_before,
              (SELECT count(*) FROM tournament_subscriptions s JOIN tournaments t ON t.id = s.tournament_id
                WHERE s.created_at < t.created_at OR s.created_at > '${TODAY}T23:59:59-03:00')::int AS entries_out_of_time,
              (SELECT count(*) FROM tournament_schedule_matches m JOIN tournaments t ON t.id = m.tournament_id
                WHERE NOT EXISTS (SELECT 1 FROM generate_series(t.start_date, t.end_date, interval '1 day') d WHERE extract(dow FROM d)::int = m.day_of_week))::int AS matches_off_days,
              (SELECT count(*) FROM tournament_schedule_matches)::int AS matches`,
    );
    expect(tournaments).toEqual({ future_or_updated_before: 0, entries_out_of_time: 0, matches_off_days: 0, matches: expect.any(Number) });
    expect(tournaments!.matches).toBeGreaterThan(0);
    // teams with an app account (the password link has someone to write to), each account a customer of kind 'team'
    const [accounts] = await rows<{ linked: number; not_team_kind: number }>(
      a,
      `SELECT count(*)::int AS linked, count(*) FILTER (WHERE c.user_kind <> 'team')::int AS not_team_kind FROM teams t JOIN customers c ON c.id = t.customer_id`,
    );
    expect(accounts!.linked).toBeGreaterThan(0);
    expect(accounts!.not_team_kind).toBe(0);
    // a trainer's statement lists entries by their ledger number: it must be the order they happened in
    const [ledger] = await rows<{ entries: number; out_of_order: number }>(
      a,
      `SELECT count(*)::int AS entries, count(*) FILTER (WHERE created_at < prev)::int AS out_of_order
       FROM (SELECT created_at, lag(created_at) OVER (PARTITION BY trainer_id ORDER BY seq) AS prev FROM trainer_balances) b`,
    );
    expect(ledger!.entries).toBeGreaterThan(0);
    expect(ledger!.out_of_order).toBe(0);
    // withdraw requests are numbered in the order they were made, and each debit names a request of its trainer
    const [withdraws] = await rows<{ out_of_order: number; debits_elsewhere: number }>(
      a,
      `SELECT (SELECT count(*) FROM (SELECT created_at, lag(created_at) OVER (ORDER BY id) AS prev FROM withdraw_requests) w WHERE created_at < prev)::int AS out_of_order,
              (SELECT count(*) FROM trainer_balances b LEFT JOIN withdraw_requests w ON w.id = b.withdraw_request_id
                WHERE b.entry_type = 'debit' AND (w.id IS NULL OR w.trainer_id <> b.trainer_id))::int AS debits_elsewhere`,
    );
    expect(withdraws).toEqual({ out_of_order: 0, debits_elsewhere: 0 });
    expect(times!.paid).toBeGreaterThan(0);
    const [coupons] = await rows<{ used: number; wrong_amount: number; outside_dates: number }>(
      a,
      `SELECT count(*)::int AS used,
              count(*) FILTER (WHERE o.discount <> CASE WHEN c.discount_type = 'percentual' THEN round(o.subtotal * c.discount_value / 100, 2) ELSE least(c.discount_value, o.subtotal) END)::int AS wrong_amount,
              count(*) FILTER (WHERE (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date NOT BETWEEN c.start_date AND c.end_date)::int AS outside_dates
       FROM orders o JOIN coupon_codes cc ON cc.id = o.coupon_code_id JOIN coupons c ON c.id = cc.coupon_id`,
    );
    expect(coupons).toEqual({ used: expect.any(Number), wrong_amount: 0, outside_dates: 0 });
    expect(coupons!.used).toBeGreaterThan(0);
    const [texts] = await rows<{ slugs: number }>(a, `SELECT count(*)::int AS slugs FROM order_items oi JOIN events e ON e.id = oi.event_id WHERE oi.description LIKE '%' || e.slug || '%'`);
    expect(texts!.slugs).toBe(0);
  });

  it('generates only valid CPFs and CNPJs', async () => {
    const cpfs = await rows<{ v: string }>(a, `SELECT cpf AS v FROM customers UNION ALL SELECT document FROM trainers`);
    expect(cpfs.length).toBeGreaterThan(3000);
    expect(cpfs.filter((r) => !isValidCpf(r.v))).toEqual([]);
    const cnpjs = await rows<{ v: string }>(
      a,
      `SELECT cnpj AS v FROM ongs UNION ALL SELECT cnpj FROM companies WHERE cnpj IS NOT NULL UNION ALL SELECT cnpj FROM stores UNION ALL SELECT document FROM teams`,
    );
    expect(cnpjs.length).toBeGreaterThan(50);
    expect(cnpjs.filter((r) => !isValidCnpj(r.v))).toEqual([]);
    // the series never repeats and stays valid far beyond the bench size
    const seen = new Set<string>();
    for (let i = 0; i < 200_000; i += 7) {
      const cpf = cpfAt(i);
      expect(seen.has(cpf)).toBe(false);
      seen.add(cpf);
    }
    expect([0, 99_999, 150_000].every((i) => isValidCpf(cpfAt(i)))).toBe(true);
    expect(uuidFor('orders', 1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('creates the demo accounts, verifiable with verifyPassword', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await rows<{ password_hash: string; two_factor_enabled: boolean; two_factor_secret: string | null; name: string; profile: string }>(
        a,
        `SELECT u.name, u.password_hash, u.two_factor_enabled, u.two_factor_secret, p.name AS profile FROM users u
         JOIN user_profiles up ON up.user_id = u.id JOIN profiles p ON p.id = up.profile_id WHERE u.email = '${account.email}'`,
      );
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(user!.password_hash, account.password)).toBe(true);
      expect(await verifyPassword(user!.password_hash, `${account.password}x`)).toBe(false);
      expect(user!.profile).toBe(account.profile);
      expect(user!.name).toBe(account.name);
      expect(user!.two_factor_enabled).toBe(account.twoFactorSecret !== null);
      expect(user!.two_factor_secret).toBe(account.twoFactorSecret);
    }
    expect(DEMO_ACCOUNTS.find((x) => x.email === '2fa@demo.local')?.twoFactorSecret).toBe(DEMO_TOTP_SECRET);
    const perms = await rows(a, `SELECT pp.action, pp.resource, pp.controller_path FROM profile_permissions pp JOIN profiles p ON p.id = pp.profile_id WHERE p.name = 'Eventos (somente leitura)'`);
    expect(perms).toEqual([{ action: 'index', resource: 'events', controller_path: controllerPathOf('events') }]);
    const [counts] = await rows<{ users: number; profiles: number; elsewhere: number }>(
      a,
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM profiles)::int AS profiles, (SELECT count(*) FROM users WHERE email NOT LIKE '%@demo.local')::int AS elsewhere`,
    );
    expect(counts!.users).toBeGreaterThanOrEqual(18);
    // the production guard looks for users on @demo.local: every seeded staff user must be there
    expect(counts!.elsewhere).toBe(0);
    expect(counts!.profiles).toBeGreaterThanOrEqual(7);
  });

  it('with --if-empty, a second run adds nothing', async () => {
    expect(await isSeeded(a.db)).toBe(true);
    const before = await rows(a, `SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM events)::int AS e`);
    expect(await seedIfEmpty(a.db, 'demo', { today: TODAY })).toBeNull();
    expect(await rows(a, `SELECT (SELECT count(*) FROM orders)::int AS o, (SELECT count(*) FROM users)::int AS u, (SELECT count(*) FROM events)::int AS e`)).toEqual(before);
  });

  it('runs the bench code path (FK checks off then on again, indexes rebuilt, fixed-size events) at a small scale', async () => {
    const c = await freshDatabase();
    try {
      const report = await seed(c.db, 'bench', {
        today: TODAY,
        chunkRows: 700,
        plan: { events: 30, customers: 1500, subscriptions: 4000, orders: 5000, fixedEventSubscriptions: [1200, 600], trainerLedgerEntries: 3000 },
      });
      expect(report.benchEvents.map((e) => [e.slug, e.subscriptions])).toEqual([
        [BENCH_EVENT_SLUGS[0], 1200],
        [BENCH_EVENT_SLUGS[1], 600],
      ]);
      const [n] = await rows<Record<string, number>>(
        c,
        `SELECT (SELECT count(*) FROM subscriptions WHERE event_id = ${report.benchEvents[0]!.id})::int AS big, (SELECT count(*) FROM orders)::int AS orders,
                (SELECT count(*) FROM pg_indexes WHERE tablename = 'orders')::int AS order_indexes,
                (SELECT count(*) FROM subscriptions s LEFT JOIN orders o ON o.id = s.order_id WHERE s.order_id IS NOT NULL AND o.id IS NULL)::int AS dangling`,
      );
      expect(n).toEqual({ big: 1200, orders: 5000, order_indexes: expect.any(Number), dangling: 0 });
      const [idx] = await rows<{ n: number }>(c, `SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'orders'`);
      const [fresh] = await rows<{ n: number }>(a, `SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = 'orders'`);
      expect(idx!.n).toBe(fresh!.n);
      // foreign-key checks are back on after the load
      const [disabled] = await rows<{ n: number }>(c, `SELECT count(*)::int AS n FROM pg_trigger WHERE tgenabled = 'D'`);
      expect(disabled!.n).toBe(0);
      await expect(c.db.execute(sql.raw(`INSERT INTO payments (order_id, method, amount) VALUES (999999, 'pix', 1)`))).rejects.toThrow();
      // ordinary triggers still fired during the load (e.g. the kit desk's folded athlete name, when that area exists)
      const [hasKey] = await rows<{ n: number }>(c, `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'subscriptions' AND column_name = 'athlete_name_key'`);
      if (hasKey!.n) {
        const [nulls] = await rows<{ n: number }>(c, `SELECT count(*)::int AS n FROM subscriptions WHERE athlete_name_key IS NULL`);
        expect(nulls!.n).toBe(0);
      }
      // the subscription counters the triggers keep (decision 0043) equal the loaded rows
      const [counted] = await rows<{ kept: number; naive: number; breakdowns: number; perModality: number; allTime: number }>(
        c,
        `SELECT (SELECT sum(subscriptions) FROM subscription_counts)::int AS kept, (SELECT count(*) FROM subscriptions)::int AS naive,
                (SELECT sum(subscriptions) FROM subscription_daily_breakdowns WHERE dimension = 'gender')::int AS breakdowns,
                (SELECT sum(subscriptions) FROM subscription_modality_counts)::int AS "perModality",
                (SELECT sum(subscriptions) FROM subscription_breakdowns WHERE dimension = 'city')::int AS "allTime"`,
      );
      const [countedNaive] = await rows<{ n: number }>(c, `SELECT count(*)::int AS n FROM subscriptions WHERE status NOT IN ('cancelled', 'rejected')`);
      expect(counted).toEqual({ kept: counted!.naive, naive: 4000, breakdowns: countedNaive!.n, perModality: 4000, allTime: countedNaive!.n });
      // the order counters the triggers keep (decision 0050) equal the loaded rows, per status and per day
      const [orderCounts] = await rows<{ kept: number; daily: number; naive: number; mismatched: number }>(
        c,
        `SELECT (SELECT sum(orders) FROM order_status_counts)::int AS kept, (SELECT sum(orders) FROM order_daily_counts)::int AS daily,
                (SELECT count(*) FROM orders)::int AS naive,
                (SELECT count(*) FROM order_status_counts k WHERE k.orders <> (SELECT count(*) FROM orders o WHERE o.status = k.status))::int AS mismatched`,
      );
      expect(orderCounts).toEqual({ kept: orderCounts!.naive, daily: orderCounts!.naive, naive: 5000, mismatched: 0 });
      // every loaded customer has its search row (decision 0126) with its name key and its orders, and no other row is there
      const [nameKeys] = await rows<{ keys: number; customers: number; wrong: number }>(
        c,
        `SELECT (SELECT count(*) FROM customer_search)::int AS keys, (SELECT count(*) FROM customers)::int AS customers,
                (SELECT count(*) FROM customers cu LEFT JOIN customer_search k ON k.customer_id = cu.id
                  WHERE k.name_key IS DISTINCT FROM cu.name_key OR k.orders IS DISTINCT FROM (SELECT count(*)::int FROM orders o WHERE o.customer_id = cu.id)
                     OR k.newest_order_id IS DISTINCT FROM (SELECT max(o.id) FROM orders o WHERE o.customer_id = cu.id))::int AS wrong`,
      );
      expect(nameKeys).toEqual({ keys: nameKeys!.customers, customers: nameKeys!.customers, wrong: 0 });
      // and each word of those names with its customer's figures and its own totals (decision 0151)
      const [nameWords] = await rows<{ words: number; missing: number; totals: number }>(
        c,
        `SELECT (SELECT count(*) FROM customer_name_words)::int AS words,
                (SELECT count(*) FROM customer_search k CROSS JOIN LATERAL unnest(public.name_key_words(k.name_key)) w
                  LEFT JOIN customer_name_words n ON n.word_key = w AND n.customer_id = k.customer_id
                  WHERE (n.orders, n.newest_order_id) IS DISTINCT FROM (k.orders, k.newest_order_id))::int AS missing,
                (SELECT count(*) FROM customer_name_word_totals t FULL JOIN (SELECT word_key, count(*)::int AS customers, sum(orders)::int AS orders FROM customer_name_words GROUP BY 1) n USING (word_key)
                  WHERE (t.customers, t.orders) IS DISTINCT FROM (n.customers, n.orders))::int AS totals`,
      );
      const [wordsExpected] = await rows<{ n: number }>(c, `SELECT count(*)::int AS n FROM customer_search k, unnest(public.name_key_words(k.name_key)) w`);
      expect(nameWords).toEqual({ words: wordsExpected!.n, missing: 0, totals: 0 });
      await expectUsageCountsKept(c);
      // the coupon figures the triggers keep (decision 0053) equal the loaded codes and paid orders
      const [coupons] = await rows<{ wrong: number; used: number }>(
        c,
        `SELECT (SELECT count(*) FROM coupons cp
                   LEFT JOIN (SELECT coupon_id, count(*)::int AS codes FROM coupon_codes GROUP BY 1) k ON k.coupon_id = cp.id
                   LEFT JOIN (SELECT cc.coupon_id, count(*)::int AS uses, sum(o.discount) AS amount FROM orders o JOIN coupon_codes cc ON cc.id = o.coupon_code_id
                               WHERE o.status = 'payment_confirmed' GROUP BY 1) u ON u.coupon_id = cp.id
                  WHERE cp.codes_count <> coalesce(k.codes, 0) OR cp.uses_count <> coalesce(u.uses, 0) OR cp.discount_given <> coalesce(u.amount, 0))::int AS wrong,
                (SELECT count(*) FROM coupons WHERE uses_count > 0)::int AS used`,
      );
      expect(coupons!.wrong).toBe(0);
      expect(coupons!.used).toBeGreaterThan(0);
      // the trainer wallets (decision 0065) equal the loaded ledger; the first trainer has the long ledger
      const wallets = await rows<{ trainer_id: number; entries_count: number; ok: boolean }>(
        c,
        `SELECT w.trainer_id, w.entries_count, (w.entries_count = n.entries AND w.credits = n.credits AND w.debits = n.debits) AS ok
           FROM trainer_wallets w JOIN (SELECT trainer_id, count(*)::int AS entries, coalesce(sum(amount) FILTER (WHERE entry_type = 'credit'), 0) AS credits,
                coalesce(sum(amount) FILTER (WHERE entry_type = 'debit'), 0) AS debits FROM trainer_balances GROUP BY trainer_id) n ON n.trainer_id = w.trainer_id`,
      );
      expect(wallets.every((w) => w.ok)).toBe(true);
      expect(Math.max(...wallets.map((w) => w.entries_count))).toBeGreaterThanOrEqual(3000);
      // no seeded request takes more than the available balance, and every withdraw state is there
      const [negative] = await rows<{ n: number; states: number }>(
        c,
        `SELECT (SELECT count(*) FROM trainers t WHERE
                  (SELECT coalesce(sum(amount) FILTER (WHERE entry_type = 'credit' AND available_on <= '${TODAY}'), 0) - coalesce(sum(amount) FILTER (WHERE entry_type = 'debit'), 0) FROM trainer_balances b WHERE b.trainer_id = t.id)
                  - (SELECT coalesce(sum(amount), 0) FROM withdraw_requests r WHERE r.trainer_id = t.id AND r.status = 'pending') < 0)::int AS n,
                (SELECT count(DISTINCT status) FROM withdraw_requests)::int AS states`,
      );
      expect(negative).toEqual({ n: 0, states: 4 });
      // the sales rollups the triggers keep (decision 0055) equal the loaded orders
      const [sales] = await rows<Record<string, string>>(
        c,
        `SELECT (SELECT sum(orders)::text || '/' || sum(total)::text FROM sales_monthly WHERE event_id = -1) AS kept,
                (SELECT sum(orders)::text || '/' || sum(total)::text FROM sales_yearly) AS kept_events, (SELECT count(*)::text || '/' || sum(total)::text FROM orders) AS naive,
                (SELECT sum(total)::text FROM sales_monthly_breakdowns WHERE dimension = 'payment_method' AND event_id >= 0) AS paid_kept,
                (SELECT sum(total)::text FROM orders WHERE status = 'payment_confirmed') AS paid_naive,
                (SELECT sum(subscriptions)::text FROM sales_monthly_modalities) AS subs_kept, (SELECT count(*)::text FROM subscriptions WHERE order_id IS NOT NULL) AS subs_naive`,
      );
      expect(sales).toEqual({ kept: sales!.naive, kept_events: sales!.naive, naive: sales!.naive, paid_kept: sales!.paid_naive, paid_naive: sales!.paid_naive, subs_kept: sales!.subs_naive, subs_naive: sales!.subs_naive });
      // identity sequences continue after the loaded ids
      const [next] = await rows<{ id: number }>(c, `INSERT INTO orders (customer_id) VALUES (1) RETURNING id`);
      expect(next!.id).toBe(5001);
    } finally {
      await c.close();
    }
  });

  it('leaves only reports the server can finish queued or running: they complete when the server starts', async () => {
    const pending = await rows<{ id: number; report_type: string }>(a, `SELECT id, report_type FROM report_files WHERE status IN ('scheduled', 'processing') ORDER BY id`);
    expect(pending.map((r) => r.report_type)).toEqual(expect.arrayContaining(['orders', 'sales']));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-reports-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '', DATA_DIR: dataDir });
    const app = await buildApp({ config, database: a, closeDatabase: false, logger: false });
    try {
      await app.ready();
      await app.jobs.idle(60_000);
      const ids = pending.map((r) => r.id).join(',');
      const after = await rows<{ report_type: string; status: string; error: string | null }>(a, `SELECT report_type, status, error FROM report_files WHERE id IN (${ids}) ORDER BY id`);
      expect(after).toEqual(pending.map((r) => ({ report_type: r.report_type, status: 'completed', error: null })));
    } finally {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
