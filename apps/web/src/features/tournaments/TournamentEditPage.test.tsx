import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import TournamentEditPage from './TournamentEditPage';

afterEach(() => vi.unstubAllGlobals());

const category = (id: number, name: string, price: number) => ({ id, tournament_id: 9, name, price, gender: null, min_age: null, max_age: null });
const slot = (id: number, categoryId: number, name: string) => ({
  id,
  category_id: categoryId,
  category_name: name,
  modality_id: 14,
  modality_name: 'Duplas',
  quantity: 16,
  quantity_approved: 0,
  quantity_pending: 0,
  quantity_remaining: 16,
  entries_count: 0,
  price: 0,
});
/** A tournament priced by category, three categories × one modality, no entries (what the reviewer edited). */
const tournament = {
  id: 9,
  name: 'Torneio por categoria',
  trainer_id: null,
  trainer_name: null,
  event_type_id: null,
  event_type_name: null,
  category_id: null,
  category_name: null,
  city_id: null,
  city_name: null,
  state_id: null,
  online: false,
  place: null,
  description: null,
  start_date: null,
  end_date: null,
  price_type: 'by_category',
  charge_type: 'paid',
  status: 'enabled',
  created_at: '2026-11-29T18:33:14.162Z',
  updated_at: '2026-11-29T18:33:17.874Z',
  lock_version: 1,
  price: null,
  extra_modality_price: 0,
  sponsor_photos: [],
  partner_photos: [],
  categories: [category(34, 'Cat A', 50), category(35, 'Cat B', 60), category(36, 'Cat C', 70)],
  modalities: [{ id: 14, tournament_id: 9, name: 'Duplas', modality_id: null }],
  slots: [slot(55, 34, 'Cat A'), slot(56, 35, 'Cat B'), slot(57, 36, 'Cat C')],
  kits: [],
  schedule_matches: [],
  regulations: [],
  entries_count: 0,
};

/** Answers the tournament and empty lookups; returns the bodies of the PUTs sent. */
function answer() {
  const sent: Array<{ categories: Array<{ key: string; name: string; price: number | null }> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'PUT') sent.push(JSON.parse(String(init.body)));
      const body = /\/tournaments\/9(\?|$)/.test(url) ? tournament : [];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'items-count': '0' } });
    }),
  );
  return sent;
}

describe('TournamentEditPage', () => {
  // the Valores tab stays mounted: its price fields once registered a removed row again, a nameless category that
  // blocked the save without a word (no request was sent)
  it('removing a category after the Vagas and Valores tabs were shown sends the other categories only, with their prices', async () => {
    const sent = answer();
    renderRoutes(
      [
        { path: '/tournaments/:id/edit', element: <TournamentEditPage /> },
        { path: '/tournaments/:id/show', element: <p>página do torneio</p> },
      ],
      '/tournaments/9/edit',
    );
    await screen.findByDisplayValue('Torneio por categoria');
    fireEvent.click(screen.getByRole('tab', { name: 'Vagas' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Valores' }));
    expect(await screen.findByLabelText('Preço — Cat A')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Categorias' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remover categoria 1' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Valores' }));
    await waitFor(() => expect(screen.queryByLabelText('Preço — Cat A')).toBeNull());
    expect(screen.getByLabelText('Preço — Cat C')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.categories.map((c) => [c.key, c.name, c.price])).toEqual([
      ['35', 'Cat B', 60],
      ['36', 'Cat C', 70],
    ]);
  });
});
