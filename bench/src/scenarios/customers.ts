import type { Scenario } from '../types.ts';

type Customer = { id: number; name: string; cpf: string | null; email: string };

const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

/**
 * Customer users (issue 18, decision 0070) at 100,000 customers: the list (total from the counters), a filtered list
 * (capped count), and the searches staff type all day — a name fragment, a CPF with mask, an e-mail prefix — each
 * over 40 different values taken from the data set, so no single cached plan or page answers them all. Target: p95 ≤
 * 25 ms at concurrency 10 on PGlite. The searches run as the bench admin (full values), so each also writes its
 * LGPD access-log rows: the figure includes that insert. The 100,000-row export is measured by
 * `node bench/src/report-bench.ts --type customer_users` (rows/s, peak memory).
 */
const customers: Scenario = {
  name: 'customers',
  description: 'customer users list, filtered list, searches by name fragment / CPF / e-mail, customer page, teams list and search',
  targets: async ({ apiPrefix, get }) => {
    const { body: sample } = await get<Customer[]>(`${apiPrefix}/v1/customer/users?per_page=200&order=id`);
    const rows = sample.filter((c) => c.cpf && /^\d{11}$/.test(c.cpf)).slice(0, 40);
    if (rows.length < 10) throw new Error('too few customers in the data set');
    const q = (text: string) => `${apiPrefix}/v1/customer/users?per_page=20&query=${encodeURIComponent(text)}`;
    // a fragment of each name: its last word's first five letters (common surnames hit many rows)
    const nameFragments = rows.map((c) => (c.name.split(' ').at(-1) ?? c.name).slice(0, 5).toLowerCase());
    const cpfs = rows.map((c) => masked(c.cpf!));
    const emails = rows.map((c) => c.email.split('@')[0]!.slice(0, 8));
    return [
      { name: 'customer users list (20, newest first)', path: `${apiPrefix}/v1/customer/users?per_page=20` },
      { name: 'customer users list, page 50', path: `${apiPrefix}/v1/customer/users?per_page=20&current_page=49` },
      { name: 'customer users filtered (state SP, athletes)', path: `${apiPrefix}/v1/customer/users?per_page=20&state=SP&user_kind=athlete` },
      { name: 'customer users sign-up period (1 month)', path: `${apiPrefix}/v1/customer/users?per_page=20&start_date=2026-01-01&end_date=2026-01-31` },
      { name: 'search: name fragment (40 values)', path: q(nameFragments[0]!), paths: nameFragments.map(q) },
      { name: 'search: CPF with mask (40 values)', path: q(cpfs[0]!), paths: cpfs.map(q) },
      { name: 'search: e-mail prefix (40 values)', path: q(`${emails[0]!}@`), paths: emails.map((e) => q(e)) },
      { name: 'customer page (logged view)', path: `${apiPrefix}/v1/customer/users/${rows[0]!.id}`, paths: rows.map((c) => `${apiPrefix}/v1/customer/users/${c.id}`) },
      { name: 'customer subscriptions', path: `${apiPrefix}/v1/customer/users/${rows[0]!.id}/subscriptions` },
      { name: 'teams list', path: `${apiPrefix}/v1/teams?per_page=10` },
      { name: 'teams searched ("corre")', path: `${apiPrefix}/v1/teams?per_page=10&query=corre` },
    ];
  },
};

export default customers;
