import type { AuditEntry, CustomerUserDetail, Grants } from '@backoffice/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GrantsContext } from '../../lib/me';
import { renderRoutes } from '../../test/render';
import { fakeApi } from '../../test/fake-api';
import CustomerUserShowPage from './CustomerUserShowPage';

afterEach(() => vi.unstubAllGlobals());

const customer = {
  id: 7,
  name: 'Maria Antônia',
  person_type: 'physical',
  cpf: '52998224725',
  cnpj: null,
  email: 'maria@exemplo.com.br',
  phone: null,
  phone_country_code: '55',
  birth_date: null,
  gender: 1,
  address: null,
  zip_code: null,
  city_name: null,
  state_uf: null,
  user_kind: 'trainer',
  team_id: null,
  team_name: null,
  status: 'enabled',
  masked: false,
  anonymized: false,
  anonymized_at: null,
  delete_blocked_reason: null,
  created_at: '2026-03-10T12:00:00.000Z',
  last_sign_in_at: null,
} as unknown as CustomerUserDetail;

const history: AuditEntry[] = [
  {
    id: 1,
    actor_id: 1,
    actor_name: 'Gestor',
    action: 'updated',
    entity_type: 'tf users',
    entity_id: '7',
    request_id: null,
    created_at: '2026-03-10T12:00:00.000Z',
    changes: { user_kind: { before: 'athlete', after: 'trainer' }, gender: { before: 0, after: 1 }, person_type: { before: 'juridical', after: 'physical' } },
  },
];

function answer() {
  return fakeApi(({ pathname: path }) => {
    const list = path.endsWith('/subscriptions') || path.endsWith('/orders') || path.endsWith('/access_log');
    // 45 rows each: three pages of 20, five of 10
    return list ? { body: [], total: 45 } : { body: path.endsWith('/audit') ? history : customer, total: 1 };
  }).last;
}

const AUDITOR: Grants = { fullAccess: false, permissions: [{ action: 'index', resource: 'tf users' }, { action: 'access_log', resource: 'tf users' }] };

describe('CustomerUserShowPage', () => {
  it('pages its subscriptions, orders and access log each on its own', async () => {
    const last = answer();
    renderRoutes(
      [
        {
          path: '/tf-users/:id/show',
          element: (
            <GrantsContext.Provider value={AUDITOR}>
              <CustomerUserShowPage />
            </GrantsContext.Provider>
          ),
        },
      ],
      '/tf-users/7/show?page=2&orders_page=4&orders_order=-id&access_page=3',
    );
    await waitFor(() => expect(last('/access_log')).toBeDefined());
    await waitFor(() => expect(last('/orders')?.get('current_page')).toBe('3'));
    expect(last('/orders')?.get('order')).toBe('-id');
    expect(last('/subscriptions')?.get('current_page')).toBe('1');
    expect(last('/subscriptions')?.get('order')).toBeNull();
    expect(last('/access_log')?.get('current_page')).toBe('2');
  });

  it('shows the history with the labels of kinds, person types and gender', async () => {
    answer();
    renderRoutes([{ path: '/tf-users/:id/show', element: <CustomerUserShowPage /> }], '/tf-users/7/show');
    expect(await screen.findByText('Atleta → Treinador')).toBeTruthy();
    expect(screen.getByText('Masculino → Feminino')).toBeTruthy();
    expect(screen.getByText('Pessoa jurídica → Pessoa física')).toBeTruthy();
  });
});
