import type { Me } from '@backoffice/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '../../components/PageHeader';
import { authStore } from '../../lib/auth-store';
import { meQueryKey } from '../../lib/me';
import { renderRoutes } from '../../test/render';
import { RequireSession } from './RequireSession';

function meWith(permissions: { action: string; resource: string }[], full_access = false): Me {
  return {
    id: 1,
    name: 'Ana',
    email: 'ana@x.com',
    two_factor_enabled: false,
    full_access,
    profiles: [{ id: 1, name: 'Equipe' }],
    permissions: permissions.map((p) => ({ ...p, controller_path: null })),
  };
}

function mockMe(me: Me) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
}

const routes = [
  {
    element: (
      <RequireSession>
        <Outlet />
      </RequireSession>
    ),
    children: [
      { path: '/users/list', element: <PageHeader title="Usuários administradores" createTo="/users/new" /> },
      { path: '/403', element: <p>Acesso negado</p> },
    ],
  },
  { path: '/sign_in', element: <p>Tela de login</p> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('RequireSession', () => {
  it('sends a visitor without a token to /sign_in and remembers the page', async () => {
    const { router } = renderRoutes(routes, '/users/list?page=2');
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign_in');
    expect(authStore.takeRedirect()).toBe('/users/list?page=2');
  });

  it('sends a user without permission for the page to /403', async () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    mockMe(meWith([{ action: 'index', resource: 'events' }]));
    const { router } = renderRoutes(routes, '/users/list');
    expect(await screen.findByText('Acesso negado')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('opens the page with index permission but hides Cadastrar without create', async () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    mockMe(meWith([{ action: 'index', resource: 'users' }]));
    renderRoutes(routes, '/users/list');
    expect(await screen.findByText('Usuários administradores')).toBeTruthy();
    expect(screen.queryByText('Cadastrar')).toBeNull();
  });

  it('shows Cadastrar with create permission', async () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    mockMe(meWith([{ action: 'index', resource: 'users' }, { action: 'create', resource: 'users' }]));
    renderRoutes(routes, '/users/list');
    expect(await screen.findByText('Cadastrar')).toBeTruthy();
  });

  it('follows a change of the user\'s permissions (a new answer of /v1/me) without a reload', async () => {
    authStore.setTokens({ access_token: 'a', refresh_token: 'r', expires_at: '' });
    mockMe(meWith([{ action: 'index', resource: 'users' }]));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderRoutes(routes, '/users/list', client);
    expect(await screen.findByText('Usuários administradores')).toBeTruthy();
    expect(screen.queryByText('Cadastrar')).toBeNull();
    act(() => client.setQueryData(meQueryKey, meWith([{ action: 'index', resource: 'users' }, { action: 'create', resource: 'users' }])));
    expect(await screen.findByText('Cadastrar')).toBeTruthy();
  });
});
