import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { DataTable } from './DataTable';
import { useList, countText } from './use-list';

type Row = { id: number; name: string };

function UsersTable() {
  const list = useList<Row>({ queryKey: ['rows'], path: '/v1/rows', defaultPerPage: 20 });
  return (
    <>
      <span data-testid="count">{list.count ?? 'carregando'}</span>
      <DataTable list={list} columns={[{ key: 'name', header: 'Nome', render: (r) => r.name }]} rowKey={(r) => r.id} caption="Linhas" />
    </>
  );
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

  it('replaces the loading rows instead of reusing them (a record never takes the place of a placeholder row and jumps) and has no count until the answer', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const { container } = renderRoutes([{ path: '/rows', element: <UsersTable /> }], '/rows');
    const loading = await waitFor(() => {
      const rows = [...container.querySelectorAll('tbody tr')];
      expect(rows).toHaveLength(8);
      return rows;
    });
    expect(loading.every((r) => r.getAttribute('aria-hidden') === 'true')).toBe(true);
    // no "0 cadastros" before the answer
    expect(screen.getByTestId('count').textContent).toBe('carregando');
    const rows = [1, 2, 3].map((id) => ({ id, name: `Linha ${id}` }));
    answer(new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json', 'items-count': '3' } }));
    const shown = (await screen.findByText('Linha 1')).closest('tr')!;
    expect([...container.querySelectorAll('tbody tr')]).toHaveLength(3);
    for (const id of [1, 2, 3]) expect(loading).not.toContain(screen.getByText(`Linha ${id}`).closest('tr'));
    expect(shown.hasAttribute('aria-hidden')).toBe(false);
    expect(screen.getByTestId('count').textContent).toBe('3');
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

  it('asks for the rows while the page renders, before anything is on screen', async () => {
    const fetchMock = mockRows([{ id: 1, name: 'Ana' }], 1);
    // A sibling that never loads keeps the page from committing: only a request made during the render goes out.
    const NeverLoaded = lazy(() => new Promise<never>(() => {}));
    renderRoutes(
      [
        {
          path: '/rows',
          element: (
            <Suspense fallback={<p>Carregando página</p>}>
              <UsersTable />
              <NeverLoaded />
            </Suspense>
          ),
        },
      ],
      '/rows',
    );
    expect(screen.getByText('Carregando página')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/v1/rows?current_page=0&per_page=20');
    expect(screen.queryByText('Ana')).toBeNull();
  });

  it('goes back to the last page that exists', async () => {
    mockRows([], 3);
    const { router } = renderRoutes([{ path: '/rows', element: <UsersTable /> }], '/rows?page=4');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('countText', () => {
  it('writes a count the pt-BR way, and "…" before the first answer', () => {
    expect(countText(undefined)).toBe('…');
    expect(countText(0)).toBe('0');
    expect(countText(6600)).toBe('6.600');
    expect(countText(1_234_567)).toBe('1.234.567');
  });
});
