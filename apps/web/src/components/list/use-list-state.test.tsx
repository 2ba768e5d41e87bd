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

  it('sets several filters in one step: one history entry, the dependent filter cleared with it', () => {
    const ref: { current: ListState<'year' | 'event_id'> | null } = { current: null };
    function Probe() {
      ref.current = useListState<'year' | 'event_id'>({ filters: ['year', 'event_id'] });
      return null;
    }
    const router = createMemoryRouter([{ path: '/reservations/list', element: <Probe /> }], { initialEntries: ['/reservations/list?year=2025&event_id=7&page=3'] });
    render(<RouterProvider router={router} />);
    act(() => ref.current!.setFilters({ year: '2026', event_id: null }));
    expect(router.state.location.search).toBe('?year=2026');
    expect(ref.current!.filters).toEqual({ year: '2026', event_id: '' });
    act(() => void router.navigate(-1));
    expect(new URLSearchParams(router.state.location.search).get('event_id')).toBe('7');
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

  it('keeps two lists of one page apart when they have a URL prefix: each pages, sorts and filters on its own', () => {
    const ref: { main: ListState<'status'> | null; orders: ListState<'status'> | null } = { main: null, orders: null };
    function Probe() {
      ref.main = useListState<'status'>({ defaultOrder: '-id', filters: ['status'] });
      ref.orders = useListState<'status'>({ defaultOrder: '-id', filters: ['status'], urlPrefix: 'orders_' });
      return null;
    }
    const router = createMemoryRouter([{ path: '/tf-users/7/show', element: <Probe /> }], { initialEntries: ['/tf-users/7/show?page=2&orders_page=3&orders_order=amount'] });
    render(<RouterProvider router={router} />);
    expect(ref.main!.apiParams).toMatchObject({ current_page: 1, order: '-id' });
    expect(ref.orders!.apiParams).toMatchObject({ current_page: 2, order: 'amount' });

    act(() => ref.orders!.setOrder('-created_at'));
    act(() => ref.orders!.setFilter('status', 'paid'));
    act(() => ref.orders!.setPage(4));
    act(() => ref.main!.setPage(5));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ page: '5', orders_page: '4', orders_order: '-created_at', orders_status: 'paid' });
    expect(ref.main!.apiParams).toEqual({ current_page: 4, per_page: 10, query: undefined, order: '-id', status: '' });
    expect(ref.orders!.apiParams).toEqual({ current_page: 3, per_page: 10, query: undefined, order: '-created_at', status: 'paid' });

    // the main list's search and page size send only itself back to page 1
    act(() => ref.main!.setQuery('ana'));
    act(() => ref.main!.setPerPage(20));
    expect(ref.main!.page).toBe(1);
    expect(ref.orders!.page).toBe(4);
    expect(ref.orders!.query).toBe('');
    act(() => ref.orders!.resetFilters());
    expect(ref.main!.query).toBe('ana');
    expect(ref.orders!.filters.status).toBe('');
  });
});
