import type { WithdrawEvent, WithdrawSubscription, WithdrawSubscriptionDetail } from '@backoffice/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import WithdrawDeskPage from './WithdrawDeskPage';

afterEach(() => vi.unstubAllGlobals());

const event: WithdrawEvent = {
  id: 7,
  name: 'Corrida da Retirada',
  status: 'enabled',
  event_date: '2026-12-06',
  kits_withdraw_date: null,
  kits_withdraw_date_end: null,
  place: null,
  city: null,
  counters: { total: 1, withdrawn: 0, remaining: 1 },
};

/** A search result: the CPF masked, as the desk's search always answers it (decision 0096). */
const row: WithdrawSubscription = {
  id: 5,
  uuid: '5',
  event_id: 7,
  status: 'approved',
  price_type: 'paid',
  chest_number: 321,
  athlete: { id: 9, name: 'Ana Retirada', cpf: '***.456.789-**', masked: true, birth_date: null, gender: 1 },
  modality: { id: 1, name: '10 km' },
  kit: null,
  shirt_size: null,
  extras: [],
  order: null,
  kit_withdrawn_at: null,
  kit_withdrawn_by: null,
  kit_withdrawn_by_name: null,
  withdrawable: true,
  blocked_reason: null,
};

const detail: WithdrawSubscriptionDetail = {
  ...row,
  athlete: { ...row.athlete, cpf: '12345678909', masked: false },
  event: { id: 7, name: event.name, event_date: event.event_date },
  pickup: { third_party_name: null, third_party_cpf: null, notes: null, updated_at: null, updated_by: null },
  kit_stock: [],
  history: [],
  lock_version: 1,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('WithdrawDeskPage', () => {
  it("the kit's dialog holds a placeholder, not the search result's masked CPF, until the detail brings it in full", async () => {
    let answerDetail: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL | Request) => {
        const url = String(input instanceof Request ? input.url : input);
        if (/\/subscriptions\/5(\?|$)/.test(url)) return new Promise<Response>((resolve) => (answerDetail = resolve));
        if (url.includes('/subscriptions')) return Promise.resolve(json([row]));
        if (url.includes('/v1/me')) return Promise.resolve(json({ grants: [] }));
        return Promise.resolve(json(event));
      }),
    );
    renderRoutes([{ path: '/withdraw_kits/events/:id', element: <WithdrawDeskPage /> }], '/withdraw_kits/events/7');
    const input = await screen.findByRole('combobox', { name: 'Buscar atleta' });
    fireEvent.change(input, { target: { value: 'ana' } });
    // the results list shows the masked CPF
    expect(await screen.findByText('CPF ***.456.789-**')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'CPF carregando' })).toBeTruthy();
    expect(within(dialog).queryByText(/\*\*\*\.456\.789-\*\*/)).toBeNull();

    answerDetail(json(detail));
    expect(await within(dialog).findByText('CPF 123.456.789-09')).toBeTruthy();
    expect(within(dialog).queryByRole('status', { name: 'CPF carregando' })).toBeNull();
  });
});
