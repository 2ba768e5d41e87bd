import type { OrderListItem, Reservation } from '@backoffice/contract';
import type { Scenario } from '../types.ts';

/**
 * Orders at bench scale (issue 14: 1M orders): the list's default page, a status filter, a search by CPF, by e-mail
 * and by name (several customers in turn, so no one query is cached), a 90-day period; the totals come from the
 * order counters (decision 0050), never count(*). Plus the reservations list. Target p95 ≤ 25 ms at concurrency 10.
 */
const commerce: Scenario = {
  name: 'commerce',
  description: 'orders list (default, status, CPF, e-mail, name, 90-day period), order detail, reservations list',
  targets: async ({ apiPrefix, get }) => {
    // customers from orders spread over the table (newest, and deep pages), so the searches are not one hot row
    const pages = await Promise.all([0, 500, 5000, 20000].map((p) => get<OrderListItem[]>(`${apiPrefix}/v1/orders?per_page=5&current_page=${p}`)));
    const sample = pages.flatMap((p) => p.body);
    if (!sample.length) throw new Error('no orders in the data set');
    const withCpf = sample.filter((o) => o.customer.cpf);
    const firstNames = [...new Set(sample.map((o) => o.customer.name.split(' ')[1] ?? o.customer.name.split(' ')[0]!))].slice(0, 8);
    const end = new Date();
    const start = new Date(end.getTime() - 89 * 86_400_000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const orders = `${apiPrefix}/v1/orders`;
    const cpfPaths = withCpf.map((o) => `${orders}?query_field=cpf&query=${o.customer.cpf}`);
    const emailPaths = sample.map((o) => `${orders}?query_field=email&query=${encodeURIComponent(o.customer.email)}`);
    const namePaths = firstNames.map((n) => `${orders}?query_field=name&query=${encodeURIComponent(n)}`);
    const { body: reservations } = await get<Reservation[]>(`${apiPrefix}/v1/reservations?per_page=1`);
    return [
      { name: 'orders list (default: 20, -id)', path: `${orders}?per_page=20` },
      { name: 'orders list, status=refused', path: `${orders}?per_page=20&status=refused` },
      { name: 'orders list, page 50 of payment_confirmed', path: `${orders}?per_page=20&status=payment_confirmed&current_page=50` },
      { name: 'orders search by CPF', path: cpfPaths[0]!, paths: cpfPaths },
      { name: 'orders search by e-mail', path: emailPaths[0]!, paths: emailPaths },
      { name: 'orders search by name (accent-insensitive)', path: namePaths[0]!, paths: namePaths },
      { name: 'orders list, 90-day period', path: `${orders}?per_page=20&start_date=${day(start)}&end_date=${day(end)}` },
      { name: 'orders list, 90-day period + status', path: `${orders}?per_page=20&status=payment_confirmed&start_date=${day(start)}&end_date=${day(end)}` },
      { name: 'order detail', path: `${orders}/${sample[0]!.id}` },
      { name: 'reservations list (default 20)', path: `${apiPrefix}/v1/reservations?per_page=20` },
      ...(reservations[0] ? [{ name: 'reservation detail', path: `${apiPrefix}/v1/reservations/${reservations[0].id}` }] : []),
    ];
  },
};

export default commerce;
