import { ITEMS_COUNT_CAPPED_HEADER } from '@backoffice/contract/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import CustomerUsersListPage from './CustomerUsersListPage';

afterEach(() => vi.unstubAllGlobals());

const customer = (id: number) => ({
  id,
  name: `Cliente ${id}`,
  person_type: 'physical',
  cpf: '52998224725',
  cnpj: null,
  email: `cliente${id}@exemplo.com.br`,
  phone: null,
  phone_country_code: '55',
  user_kind: 'athlete',
  status: 'enabled',
  city_name: null,
  state_uf: null,
  masked: false,
  anonymized: false,
  created_at: '2026-03-10T12:00:00.000Z',
});

/** The list's first page of 20, with the total and the capped header the server sent. */
function listAnswering(total: number, capped: '0' | '1') {
  fakeApi(({ pathname }) =>
    pathname.endsWith('/v1/customer/users')
      ? { body: Array.from({ length: 20 }, (_, n) => customer(n + 1)), total, headers: { [ITEMS_COUNT_CAPPED_HEADER]: capped } }
      : { body: [] },
  );
  renderRoutes([{ path: '/tf-users/list', element: <CustomerUsersListPage /> }], '/tf-users/list');
}

describe('CustomerUsersListPage', () => {
  it('says "ou mais" for a search the server did not count: the rows so far, more following', async () => {
    listAnswering(21, '1');
    expect((await screen.findByTestId('page-count')).textContent).toBe('20 cadastros ou mais');
  });

  it('shows an exact total as it is, even when it is one past the page', async () => {
    listAnswering(21, '0');
    expect((await screen.findByTestId('page-count')).textContent).toBe('21 cadastros');
  });
});
