import type { Scenario } from '../types.ts';

type Item = { id: number; name: string; subscriptions_sold: number; category: { id: number } | null };

/**
 * Events (issue 3): the list as the panel opens it (future, by event date), with filters, with a search, and the
 * detail of the largest event (most subscriptions: every modality, lot, kit and the stock figures computed).
 */
const events: Scenario = {
  name: 'events',
  description: 'GET /v1/events (default, filtered, searched) and GET /v1/events/{id} of the largest event',
  targets: async ({ apiPrefix, get }) => {
    // The data set's biggest event may be among the first or the last ids: look at both ends.
    const [{ body: newest }, { body: oldest }] = await Promise.all([
      get<Item[]>(`${apiPrefix}/v1/events?time=all&per_page=200&order=-id`),
      get<Item[]>(`${apiPrefix}/v1/events?time=all&per_page=200&order=id`),
    ]);
    const all = [...newest, ...oldest];
    if (!all.length) throw new Error('no events in the data set');
    const largest = all.reduce((a, b) => (b.subscriptions_sold > a.subscriptions_sold ? b : a));
    const category = all.find((e) => e.category)?.category?.id;
    return [
      { name: 'events list (future, event_date)', path: `${apiPrefix}/v1/events?per_page=10` },
      { name: 'events list filtered', path: `${apiPrefix}/v1/events?per_page=10&time=all&status=enabled${category ? `&category=${category}` : ''}&order=-event_date` },
      { name: 'events search', path: `${apiPrefix}/v1/events?per_page=10&time=all&query=corrida` },
      { name: `event detail #${largest.id} (${largest.subscriptions_sold} subscriptions)`, path: `${apiPrefix}/v1/events/${largest.id}` },
    ];
  },
};

export default events;
