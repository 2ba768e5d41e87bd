import type { Scenario } from '../types.ts';

type Item = { id: number; name: string };
type Detail = { id: number; name: string; entries_count: number; categories: { id: number }[]; modalities: { id: number }[] };

/**
 * Tournaments (issue 16): the list as the panel opens it (20, -id), the biggest tournament's detail (slots with live
 * counts from one grouped query) and its entries list — default, filtered by category and status, searched by
 * athlete name, by CPF prefix — which the issue asks at p95 ≤ 25 ms (concurrency 10, PGlite) for 10,000 entries.
 */
const tournaments: Scenario = {
  name: 'tournaments',
  description: 'GET /v2/competition/tournaments, /{id} and /{id}/subscriptions (default, filtered, searched) of the biggest tournament',
  targets: async ({ apiPrefix, get }) => {
    const { body: list } = await get<Item[]>(`${apiPrefix}/v2/competition/tournaments?per_page=200`);
    if (!list.length) throw new Error('no tournaments in the data set');
    const details = await Promise.all(list.slice(0, 40).map((t) => get<Detail>(`${apiPrefix}/v2/competition/tournaments/${t.id}`).then((r) => r.body)));
    const biggest = details.reduce((a, b) => (b.entries_count > a.entries_count ? b : a));
    const entries = `${apiPrefix}/v2/competition/tournaments/${biggest.id}/subscriptions`;
    const category = biggest.categories[0]?.id;
    return [
      { name: 'tournaments list (20, -id)', path: `${apiPrefix}/v2/competition/tournaments` },
      { name: `tournament detail #${biggest.id} (${biggest.entries_count} entries)`, path: `${apiPrefix}/v2/competition/tournaments/${biggest.id}` },
      { name: `entries list #${biggest.id} (10, -id)`, path: entries },
      { name: 'entries filtered (category, approved)', path: `${entries}?status=approved${category ? `&category=${category}` : ''}` },
      { name: 'entries search by athlete', path: `${entries}?query=silva`, paths: ['silva', 'santos', 'oliveira', 'souza', 'lima'].map((q) => `${entries}?query=${q}`) },
      { name: 'entries search by CPF prefix', path: `${entries}?query_field=cpf&query=123` },
    ];
  },
};

export default tournaments;
