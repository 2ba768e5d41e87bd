import type { Scenario } from '../types.ts';

type Counted = { id: number; name: string; events_count: number };

/**
 * Catalogue data (issue 4): the lists the event form and the catalogue screens open, the NGO page's donations per
 * event (paid donation items over the orders table) and the sponsor page's events, for the NGO and the sponsor in
 * the most events; and one CSV export streamed through lib/csv.ts.
 */
const catalogue: Scenario = {
  name: 'catalogue',
  description: 'modalities/extras/sponsors/NGOs/event groups lists, NGO donations per event, sponsored events, modalities CSV',
  targets: async ({ apiPrefix, get }) => {
    const { body: ongs } = await get<Counted[]>(`${apiPrefix}/v2/ongs?per_page=200`);
    const { body: sponsors } = await get<Counted[]>(`${apiPrefix}/v1/sponsors?per_page=200`);
    if (!ongs.length || !sponsors.length) throw new Error('no NGOs or sponsors in the data set');
    const ong = ongs.reduce((a, b) => (b.events_count > a.events_count ? b : a));
    const sponsor = sponsors.reduce((a, b) => (b.events_count > a.events_count ? b : a));
    return [
      { name: 'modalities list', path: `${apiPrefix}/v1/modalities?per_page=10` },
      { name: 'modalities search', path: `${apiPrefix}/v1/modalities?per_page=10&query=km` },
      { name: 'extras list', path: `${apiPrefix}/v1/extras?per_page=10` },
      { name: 'sponsors list', path: `${apiPrefix}/v1/sponsors?per_page=20` },
      { name: 'NGOs list (with states)', path: `${apiPrefix}/v2/ongs?per_page=10` },
      { name: 'event groups list', path: `${apiPrefix}/v1/event_groups?per_page=10` },
      { name: `NGO donations per event #${ong.id} (${ong.events_count} events)`, path: `${apiPrefix}/v2/ongs/${ong.id}/donations` },
      { name: `sponsored events #${sponsor.id} (${sponsor.events_count} events)`, path: `${apiPrefix}/v1/sponsors/${sponsor.id}/events?per_page=20` },
      { name: 'modalities CSV', path: `${apiPrefix}/v1/report/modalities.csv` },
    ];
  },
};

export default catalogue;
