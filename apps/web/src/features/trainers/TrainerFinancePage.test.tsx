import type { TrainerDetail } from '@backoffice/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import TrainerFinancePage from './TrainerFinancePage';

afterEach(() => vi.unstubAllGlobals());

const trainer = { id: 5, name: 'Ana Treinadora', status: 'enabled', pending_withdraws: 0 } as unknown as TrainerDetail;
const resume = { balance: 0, available: 0, future: 0, pending_withdrawals: 0, credits: 0, debits: 0, entries_count: 45 };

function answer() {
  return fakeApi(({ pathname: path }) => {
    if (path.endsWith('/balances/resume')) return { body: resume };
    if (path.endsWith('/future_revenue')) return { body: { total: 0, days: [] } };
    if (path.endsWith('/balances')) return { body: [], total: 45 };
    if (path.endsWith('/trainer/withdraws')) return { body: [] };
    return { body: trainer };
  }).last;
}

describe('TrainerFinancePage', () => {
  it('pages and sorts the withdraw requests and the statement apart: an empty request list does not send the statement to page 1', async () => {
    const last = answer();
    const { router } = renderRoutes([{ path: '/trainer/:id/finance', element: <TrainerFinancePage /> }], '/trainer/5/finance?page=2&order=amount&statement_page=3');
    expect(await screen.findByRole('heading', { name: 'Extrato' })).toBeTruthy();
    await waitFor(() => expect(last('/trainer/withdraws')?.get('current_page')).toBe('0'));
    expect(last('/trainer/withdraws')?.get('order')).toBe('amount');
    expect(last('/trainer/withdraws')?.get('per_page')).toBe('10');
    // the statement keeps its own page and its order (the balances accept only id)
    expect(last('/balances')?.get('current_page')).toBe('2');
    expect(last('/balances')?.get('order')).toBe('-id');
    expect(new URLSearchParams(router.state.location.search).get('statement_page')).toBe('3');
  });
});
