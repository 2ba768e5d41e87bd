import type { ReservationDetail } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import ReservationShowPage from './ReservationShowPage';

afterEach(() => vi.unstubAllGlobals());

const reservation = (over: Partial<ReservationDetail>): ReservationDetail => ({
  id: 4,
  status: 'approved',
  year: 2026,
  event_id: 7,
  event_name: 'Corrida da Ponte',
  event_date: '2026-12-20',
  requester: null,
  quantity_requested: 12,
  quantity_approved: 10,
  subscriptions_remaining: 6,
  notes: null,
  decided_by_name: 'Ana',
  decided_at: '2026-11-20T12:00:00.000Z',
  created_at: '2026-11-19T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  lock_version: 1,
  event_vacancies_available: 40,
  ...over,
});

function show(r: ReservationDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const body = /\/reservations\/4(\?|$)/.test(String(input)) ? r : [];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'items-count': '0' } });
    }),
  );
  renderRoutes([{ path: '/reservations/:id/show', element: <ReservationShowPage /> }], '/reservations/4/show');
}

describe('ReservationShowPage', () => {
  it("says the event's available places count the ones an approved reservation already holds", async () => {
    show(reservation({}));
    expect(await screen.findByText('40, contando 6 guardadas por esta reserva')).toBeTruthy();
  });

  it('shows the bare figure for a pending reservation', async () => {
    show(reservation({ status: 'pending', quantity_approved: null, subscriptions_remaining: 0, event_vacancies_available: 40 }));
    expect(await screen.findByText('Vagas disponíveis no evento')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
  });
});
