import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { DataTable } from './DataTable';
import { useList } from './use-list';

type Row = { id: number; name: string };

function UsersTable() {
  const list = useList<Row>({ queryKey: ['rows'], path: '/v1/rows', defaultPerPage: 20 });
  return <DataTable list={list} columns={[{ key: 'name', header: 'Nome', render: (r) => r.name }]} rowKey={(r) => r.id} caption="Linhas" />;
}

afterEach(() => vi.unstubAllGlobals());

function mockRows(rows: Row[], total: number, status = 200) {
  const fetchMock = vi.fn(async () =>
    status === 200
      ? new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'items-count': String(total) } })
      : new Response(JSON.stringify({ errors: [{ message: 'falhou' }] }), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('useList + DataTable', () => {
  it('sends the zero-based page and renders rows and pages', async () => {
    const fetchMock = mockRows([{ id: 1, name: 'Ana' }], 45);
    renderRoutes([{ path: '/rows', element: <UsersTable /> }], '/rows?page=2');
    expect(await screen.findByText('Ana')).toBeTruthy();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('current_page=1&per_page=20');
    expect(screen.getByLabelText('Página 3')).toBeTruthy();
    expect(screen.getByLabelText('Página 2').getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty state', async () => {
    mockRows([], 0);
    renderRoutes([{ path: '/rows', element: <UsersTable /> }], '/rows');
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });

  it('shows the error state', async () => {
    mockRows([], 0, 500);
    renderRoutes([{ path: '/rows', element: <UsersTable /> }], '/rows');
    expect(await screen.findByText('Ocorreu um erro, tente novamente mais tarde.')).toBeTruthy();
    expect(screen.getByText('Erro')).toBeTruthy();
  });

  it('goes back to the last page that exists', async () => {
    mockRows([], 3);
    const { router } = renderRoutes([{ path: '/rows', element: <UsersTable /> }], '/rows?page=4');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
