import type { Scenario } from '../types.ts';

type Years = { start_year: number; end_year: number; years: number[] };
type General = { totals: { orders: number } };
type EventRow = { event_id: number; event_name: string; orders: number };
type Item = { id: number; slug: string };

/**
 * Finance (issue 15, decision 0055): every sales report and tax report call for the busiest year of the data set, and
 * for the 100k-subscription bench event in that year — all read the sales rollups the order writes keep, target p95
 * ≤ 20 ms at concurrency 10 on PGlite. The pages of paid orders (external audit, tax orders) read orders on the
 * partial indexes; their totals come from the rollups.
 */
const finance: Scenario = {
  name: 'finance',
  description: 'GET /v1/sales_report (+ 8 sub-paths) and /v1/tax_report (list, detail, orders) for the busiest year and the 100k event',
  targets: async ({ apiPrefix, get }) => {
    const { body: range } = await get<Years>(`${apiPrefix}/v1/sales_report/years`);
    let year = range.end_year;
    let most = -1;
    for (const y of range.years) {
      const { body } = await get<General>(`${apiPrefix}/v1/sales_report?year=${y}`);
      if (body.totals.orders > most) [year, most] = [y, body.totals.orders];
    }
    const { body: all } = await get<Item[]>(`${apiPrefix}/v1/events?time=all&per_page=200&order=id`);
    const big = all.find((e) => e.slug === 'bench-maratona-100k');
    const { body: top } = await get<EventRow[]>(`${apiPrefix}/v1/sales_report/events?year=${year}&per_page=1&order=-orders`);
    const eventId = big?.id ?? top[0]?.event_id;
    if (!eventId) throw new Error('no event with sales: load the bench data set');
    const { body: eventYears } = await get<Years>(`${apiPrefix}/v1/sales_report/years?event_id=${eventId}`);
    const eventYear = eventYears.years.includes(year) ? year : eventYears.end_year;
    const s = `${apiPrefix}/v1/sales_report`;
    const t = `${apiPrefix}/v1/tax_report`;
    const y = `year=${year}`;
    const ey = `year=${eventYear}&event_id=${eventId}`;
    return [
      { name: `sales general (year ${year}, ${most} paid orders)`, path: `${s}?${y}` },
      { name: 'sales events (page 1, -total)', path: `${s}/events?${y}` },
      { name: 'sales events (page 10, by name)', path: `${s}/events?${y}&order=name&current_page=9` },
      { name: 'sales events (searched "maratona")', path: `${s}/events?${y}&query=maratona` },
      { name: 'sales payment_methods', path: `${s}/payment_methods?${y}` },
      { name: 'sales origins', path: `${s}/origins?${y}` },
      { name: 'sales types', path: `${s}/types?${y}` },
      { name: 'sales statuses', path: `${s}/statuses?${y}` },
      { name: 'sales modalities', path: `${s}/modalities?${y}` },
      { name: 'sales years', path: `${s}/years` },
      { name: `sales general (event ${eventId}, ${eventYear})`, path: `${s}?${ey}` },
      { name: 'sales payment_methods (event)', path: `${s}/payment_methods?${ey}` },
      { name: 'sales statuses (event)', path: `${s}/statuses?${ey}` },
      { name: 'sales modalities (event)', path: `${s}/modalities?${ey}` },
      { name: 'sales external_audit (event, page 1)', path: `${s}/external_audit?${ey}` },
      { name: 'sales external_audit (event, page 50)', path: `${s}/external_audit?${ey}&current_page=49` },
      { name: 'tax report list', path: `${t}?${y}` },
      { name: 'tax report list (one month)', path: `${t}?${y}&month=6` },
      { name: 'tax report list (searched "corrida de")', path: `${t}?${y}&query=corrida%20de` },
      { name: 'tax report (event)', path: `${t}/${eventId}?year=${eventYear}` },
      { name: 'tax report orders (event, page 1)', path: `${t}/${eventId}/orders?year=${eventYear}` },
      { name: 'tax report orders (event, one month)', path: `${t}/${eventId}/orders?year=${eventYear}&month=6` },
    ];
  },
};

export default finance;
