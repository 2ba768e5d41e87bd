import type { TournamentEntry } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import TournamentSubscriptionsPage from './TournamentSubscriptionsPage';

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, name: string, cpf: string, masked: boolean) => ({ id, name, cpf, email: masked ? 'jo***@t.local' : 'joao@t.local', masked });
const entry = (athlete: TournamentEntry['athlete'], partner: TournamentEntry['partner']): TournamentEntry => ({
  id: athlete.id,
  status: 'approved',
  price: 120,
  created_at: '2026-11-20T12:00:00.000Z',
  slot_id: 1,
  category_id: 1,
  category_name: 'Masculino A',
  modality_id: 1,
  modality_name: 'Duplas',
  athlete,
  partner,
  order_id: null,
  order_status: null,
  payment_method: null,
  payment_status: null,
});

function answer(entries: TournamentEntry[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const body = url.includes('/subscriptions') ? entries : { id: 7, name: 'Open de Beach Tennis', categories: [], modalities: [] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'items-count': String(entries.length) } });
    }),
  );
}

describe('TournamentSubscriptionsPage', () => {
  it('shows a masked CPF as the API sends it and formats a full one (decision 0086)', async () => {
    answer([entry(person(1, 'João Conceição', '***.222.333-**', true), person(2, 'Maria Antônia', '***.666.777-**', true)), entry(person(3, 'Pedro Simões', '99988877766', false), null)]);
    renderRoutes([{ path: '/tournaments/:id/subscriptions', element: <TournamentSubscriptionsPage /> }], '/tournaments/7/subscriptions');
    expect(await screen.findByText('CPF ***.222.333-**')).toBeTruthy();
    expect(screen.getByText('CPF ***.666.777-**')).toBeTruthy();
    expect(screen.getByText('CPF 999.888.777-66')).toBeTruthy();
  });
});
