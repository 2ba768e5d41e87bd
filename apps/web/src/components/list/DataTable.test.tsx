import { render, screen } from '@testing-library/react';
import type * as MantineCore from '@mantine/core';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { DataTable, type Column } from './DataTable';
import type { UseListResult } from './use-list';

// Each skeleton drawn, counted: the loading rows must not be drawn again by a page render that changes nothing in them.
const drawn = vi.hoisted(() => ({ skeletons: 0 }));
vi.mock('@mantine/core', async (original) => {
  const mantine = await original<typeof MantineCore>();
  const Skeleton = (props: ComponentProps<typeof mantine.Skeleton>) => {
    drawn.skeletons++;
    return <mantine.Skeleton {...props} />;
  };
  return { ...mantine, Skeleton };
});

type Row = { id: number; name: string; city: string };

const list = (state: Partial<UseListResult<Row>>): UseListResult<Row> =>
  ({
    items: [],
    total: 0,
    count: undefined,
    pages: 0,
    page: 0,
    perPage: 20,
    perPageOptions: [10, 20, 50],
    order: 'name',
    isLoading: false,
    isFetching: false,
    isError: false,
    refetch: () => {},
    setOrder: () => {},
    setPage: () => {},
    setPerPage: () => {},
    ...state,
  }) as unknown as UseListResult<Row>;

// A new array at each call, as a page writes its columns inline in its render.
const columns = (withCity = true): Column<Row>[] => [
  { key: 'name', header: 'Nome', render: (r) => r.name, sortField: 'name' },
  ...(withCity ? [{ key: 'city', header: 'Cidade', render: (r: Row) => r.city, visibleFrom: 'md' as const }] : []),
];

const table = (state: Partial<UseListResult<Row>>, withCity = true) => (
  <TestProviders>
    <DataTable list={list(state)} columns={columns(withCity)} rowKey={(r) => r.id} caption="Pessoas" />
  </TestProviders>
);

describe('DataTable', () => {
  it('draws its loading rows once while the page around it renders again, and again only when the columns change', () => {
    drawn.skeletons = 0;
    const { rerender, container } = render(table({ isLoading: true }));
    // 8 rows (of a 20-row page) × 2 columns, each hidden below the breakpoint its column is
    expect(drawn.skeletons).toBe(16);
    expect(container.querySelectorAll('tbody tr[aria-hidden]')).toHaveLength(8);
    expect(container.querySelectorAll('tbody td.mantine-visible-from-md')).toHaveLength(8);

    rerender(table({ isLoading: true, isFetching: true })); // another query of the page answered: same columns, new array
    expect(drawn.skeletons).toBe(16);

    rerender(table({ isLoading: true, isFetching: true }, false)); // one column fewer
    expect(drawn.skeletons).toBe(24);
    expect(container.querySelectorAll('tbody td')).toHaveLength(8);
  });

  it('shows the rows once they arrive, then the empty text for an empty answer', async () => {
    const { rerender } = render(table({ isLoading: true }));
    rerender(table({ items: [{ id: 1, name: 'Ana Souza', city: 'Campinas' }], total: 1, count: 1, pages: 1 }));
    expect(await screen.findByRole('cell', { name: 'Ana Souza' })).toBeTruthy();
    rerender(table({ items: [], total: 0, count: 0, pages: 0 }));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeTruthy();
  });
});
