import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState, type ListState } from './use-list-state';

function setup(url: string) {
  const ref: { current: ListState<'status'> | null } = { current: null };
  function Probe() {
    ref.current = useListState<'status'>({ defaultPerPage: 20, defaultOrder: 'id', filters: ['status'] });
    return null;
  }
  const router = createMemoryRouter([{ path: '/users/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { state: () => ref.current!, router };
}

describe('useListState', () => {
  it('reads the URL and sends the page zero-based', () => {
    const { state } = setup('/users/list?page=3&per_page=40&query=ana&status=enabled&order=-name');
    expect(state().page).toBe(3);
    expect(state().apiParams).toEqual({ current_page: 2, per_page: 40, query: 'ana', order: '-name', status: 'enabled' });
  });

  it('uses the defaults without params and ignores unknown page sizes', () => {
    const { state } = setup('/users/list?per_page=33');
    expect(state().apiParams).toEqual({ current_page: 0, per_page: 20, query: undefined, order: 'id', status: '' });
  });

  it('keeps the page in the URL and goes back to page 1 when a filter, the search or the page size changes', () => {
    const { state, router } = setup('/users/list');
    act(() => state().setPage(4));
    expect(router.state.location.search).toBe('?page=4');
    expect(state().apiParams.current_page).toBe(3);

    act(() => state().setFilter('status', 'disabled'));
    expect(state().page).toBe(1);
    expect(state().filters.status).toBe('disabled');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();

    act(() => state().setPage(2));
    act(() => state().setQuery('maria'));
    expect(state().page).toBe(1);
    expect(state().apiParams).toMatchObject({ current_page: 0, query: 'maria', status: 'disabled' });

    act(() => state().setPage(2));
    act(() => state().setPerPage(60));
    expect(state().page).toBe(1);
    expect(state().perPage).toBe(60);
  });

  it('follows back/forward', async () => {
    const { state, router } = setup('/users/list');
    act(() => state().setPage(2));
    act(() => state().setPage(3));
    await act(() => router.navigate(-1));
    expect(state().page).toBe(2);
  });

  it("changes the router's latest URL, not the one this component last rendered (a modal closed just before a search)", async () => {
    const { state, router } = setup('/users/list?editar=29');
    const renderedBefore = state();
    await act(() => router.navigate('/users/list?status=enabled'));
    act(() => renderedBefore.setQuery('maria'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'enabled', query: 'maria' });
  });
});
