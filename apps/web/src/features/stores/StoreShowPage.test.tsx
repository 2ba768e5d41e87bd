import type { Grants, Store } from '@backoffice/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrantsContext } from '../../lib/me';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import StoreShowPage from './StoreShowPage';

afterEach(() => vi.unstubAllGlobals());

const store: Store = {
  id: 3,
  name: 'Loja Paulista',
  cnpj: null,
  email: null,
  phone: null,
  city_id: null,
  city_name: null,
  state_id: null,
  address: null,
  status: 'enabled',
  totems: [],
  token_batches_count: 0,
  created_at: '2026-11-19T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  lock_version: 0,
};

/** Shows store 3 to a profile with these grants; returns the paths the page asked for. */
function show(permissions: Grants['permissions']) {
  const { urls } = fakeApi(({ pathname }) => ({ body: pathname.endsWith('/stores/3') ? store : pathname.includes('/tokens/') ? { total: 0 } : [] }));
  renderRoutes(
    [{ path: '/stores/:id/show', element: <GrantsContext.Provider value={{ fullAccess: false, permissions }}><StoreShowPage /></GrantsContext.Provider> }],
    '/stores/3/show',
  );
  return () => urls.map((u) => u.pathname);
}

describe('StoreShowPage', () => {
  it('does not ask for token batches when the profile may not see them', async () => {
    const paths = show([{ action: 'index', resource: 'stores' }]);
    expect(await screen.findByText('Esta loja não tem totens.')).toBeTruthy();
    expect(screen.queryByText(/Lotes de tokens/)).toBeNull();
    expect(paths().some((p) => p.includes('token_batches'))).toBe(false);
  });

  it("lists the store's token batches for a profile that may see them", async () => {
    const paths = show([{ action: 'index', resource: 'stores' }, { action: 'index', resource: 'token_batches' }]);
    expect(await screen.findByText('Esta loja ainda não tem lotes de tokens')).toBeTruthy();
    expect(paths().some((p) => p.includes('token_batches'))).toBe(true);
  });
});
