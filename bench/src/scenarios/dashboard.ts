import type { Scenario } from '../types.ts';

type Item = { id: number; slug: string; name: string; subscriptions_sold: number };
type Sub = { athlete: { name: string; cpf: string | null } };

/** Issue 5 sub-paths of GET /v1/events/{id}/dashboard. */
const SECTIONS = ['subscriptions', 'subscription_types', 'ages', 'genders', 'kits', 'modalities', 'origins', 'cities', 'payment_methods', 'shirt_sizes', 'user_types'];

/**
 * Participants (issue 5): the dashboard of the 50,000-subscription bench event (summary and every sub-path, whole
 * period and one month), and searches of its subscriptions list (name without accents, CPF, chest number). The
 * 500,000-row subscriptions report is measured by `src/report-bench.ts` (a job, not a request rate).
 */
const dashboard: Scenario = {
  name: 'dashboard',
  description: 'GET /v1/events/{id}/dashboard (+ 11 sub-paths) and subscription searches on the 50k-subscription event',
  targets: async ({ apiPrefix, get }) => {
    const { body: all } = await get<Item[]>(`${apiPrefix}/v1/events?time=all&per_page=200&order=id`);
    const event = all.find((e) => e.slug === 'bench-corrida-50k') ?? [...all].sort((a, b) => b.subscriptions_sold - a.subscriptions_sold)[1];
    if (!event) throw new Error('bench event bench-corrida-50k not found: load the bench data set');
    const base = `${apiPrefix}/v1/events/${event.id}`;
    const { body: sample } = await get<Sub[]>(`${base}/subscriptions?per_page=1&order=id`);
    const athlete = sample[0]?.athlete;
    const surname = (athlete?.name.split(' ').at(-1) ?? 'silva').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const { body: month } = await get<{ items: { date: string }[] }>(`${base}/dashboard/subscriptions`);
    const mid = month.items[Math.floor(month.items.length / 2)]?.date ?? '2026-01-15';
    const period = `start_date=${mid.slice(0, 8)}01&end_date=${mid.slice(0, 8)}28`;
    return [
      { name: `dashboard summary (event ${event.id}, ${event.subscriptions_sold} subs)`, path: `${base}/dashboard` },
      ...SECTIONS.map((s) => ({ name: `dashboard/${s}`, path: `${base}/dashboard/${s}` })),
      { name: 'dashboard/genders, one month', path: `${base}/dashboard/genders?${period}` },
      { name: 'subscriptions list (default, newest first)', path: `${base}/subscriptions` },
      { name: `subscriptions search name "${surname}"`, path: `${base}/subscriptions?query=${encodeURIComponent(surname)}` },
      ...(athlete?.cpf ? [{ name: 'subscriptions search CPF', path: `${base}/subscriptions?query=${athlete.cpf}` }] : []),
      { name: 'subscriptions search chest number', path: `${base}/subscriptions?query=1234` },
      { name: 'subscriptions status=cancelled', path: `${base}/subscriptions?status=cancelled` },
    ];
  },
};

export default dashboard;
