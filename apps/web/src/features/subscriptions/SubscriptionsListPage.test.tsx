import type { SubscriptionListItem } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import SubscriptionsListPage from './SubscriptionsListPage';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, athlete: SubscriptionListItem['athlete']): SubscriptionListItem => ({
  id,
  status: 'approved',
  athlete,
  event_modality_id: 1,
  modality_name: '10 km',
  kit_name: 'Kit Atleta',
  shirt_size: 'm',
  chest_number: null,
  order_id: null,
  price: 100,
  origin: 'site',
  created_at: '2026-10-01T12:00:00.000Z',
});

/** The list answers these rows; the event's own call answers its name. */
function answer(rows: SubscriptionListItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request) => {
      const body = String(url).includes('/subscriptions') ? rows : { id: 7, name: 'Corrida de Teste' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'items-count': String(rows.length) } });
    }),
  );
}

describe('SubscriptionsListPage', () => {
  it("shows a masked CPF as the API answers it and formats a full one (decision 0086)", async () => {
    answer([
      item(1, { id: 10, name: 'Ana Mascarada', cpf: '***.456.789-**', email: 'an***@teste.local', masked: true }),
      item(2, { id: 11, name: 'Bruno Completo', cpf: '12345678909', email: 'bruno@teste.local', masked: false }),
    ]);
    renderRoutes([{ path: '/events/:id/subscriptions', element: <SubscriptionsListPage /> }], '/events/7/subscriptions');
    expect(await screen.findByText('***.456.789-**')).toBeTruthy();
    expect(screen.getByText('123.456.789-09')).toBeTruthy();
  });
});
