import { MSG } from '@backoffice/contract/constants';
import { Alert, Button, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion';
import classes from './list.module.css';
import { ListPagination } from './ListPagination';
import type { UseListResult } from './use-list';

export type Column<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** API order field; makes the header a sort button (asc → desc → asc). */
  sortField?: string;
  width?: number | string;
  /** Right-aligned columns (amounts, counts) never wrap: 'R$ 183,90' stays on one line. */
  align?: 'left' | 'center' | 'right';
  /** Keep the cell on one line (dates, codes) even when not right-aligned. */
  nowrap?: boolean;
  /** A secondary column, shown from this breakpoint up: a phone sees the essentials without sideways scrolling. */
  visibleFrom?: 'sm' | 'md' | 'lg';
};

export type DataTableProps<T, F extends string = string> = {
  list: UseListResult<T, F>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  /** Accessible name of the table, e.g. 'Usuários'. */
  caption: string;
  emptyText?: string;
};

const LOADING = 'loading';
const FAILED = 'failed';

/** THE list table: skeleton while loading, empty and error states, sortable headers and pagination. */
export function DataTable<T, F extends string = string>({ list, columns, rowKey, caption, emptyText = 'Nenhum registro encontrado' }: DataTableProps<T, F>) {
  // The rows of an answer render in a transition, which React splits into short tasks: rendered inside the query's
  // synchronous update they were the page's longest task (decision 0095). Until then the previous body stays.
  const shown = useDeferredValue(list.isLoading ? LOADING : list.isError ? FAILED : list.items);
  const sortBy = (field: string) => list.setOrder(list.order === field ? `-${field}` : field);

  const header = (
    <Table.Thead>
      <Table.Tr>
        {columns.map((col) => {
          const active = col.sortField && (list.order === col.sortField || list.order === `-${col.sortField}`);
          const desc = list.order.startsWith('-');
          return (
            <Table.Th
              key={col.key}
              visibleFrom={col.visibleFrom}
              w={col.width}
              ta={col.align}
              // one line: a header that wraps while the loading rows are narrow would shrink and move the rows up
              style={{ whiteSpace: 'nowrap' }}
              aria-sort={active ? (desc ? 'descending' : 'ascending') : undefined}
            >
              {col.sortField ? (
                <UnstyledButton className={classes.sortButton} onClick={() => sortBy(col.sortField!)}>
                  {col.header}
                  {active ? desc ? <IconArrowDown size={14} /> : <IconArrowUp size={14} /> : <IconArrowsSort size={14} opacity={0.4} />}
                </UnstyledButton>
              ) : (
                col.header
              )}
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );

  let body: ReactNode;
  if (shown === LOADING) {
    body = <LoadingRows rows={Math.min(list.perPage, 8)} cells={columns.map((col) => col.visibleFrom ?? 'all').join(',')} />;
  } else if (shown === FAILED) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Alert color="red" icon={<IconAlertCircle />} title={MSG.listErrorTitle} role="alert" my="sm">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{MSG.listError}</Text>
              <Button size="xs" variant="light" color="red" onClick={list.refetch}>
                Tentar novamente
              </Button>
            </Stack>
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (shown.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text ta="center" c="dimmed" py="xl">
            {emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = shown.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((col) => (
          <Table.Td key={col.key} visibleFrom={col.visibleFrom} ta={col.align} style={col.nowrap || col.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}>
            {col.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Paper withBorder radius="md">
      <ScrollRegion label={caption}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={list.isFetching || shown === LOADING} opacity={list.isFetching && !list.isLoading ? 0.6 : 1}>
          <Table.Caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{caption}</Table.Caption>
          {header}
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </ScrollRegion>
      {/* after the first answer: a footer under the loading rows would be pushed down by the real ones (CLS) */}
      {shown !== LOADING && shown !== FAILED && (
        <Paper px="md" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} radius={0} bg="transparent">
          <ListPagination
            page={list.page}
            pages={list.pages}
            onPageChange={list.setPage}
            perPage={list.perPage}
            perPageOptions={list.perPageOptions}
            onPerPageChange={list.setPerPage}
          />
        </Paper>
      )}
    </Paper>
  );
}

/**
 * The loading rows, one skeleton per column (`cells`: each column's `visibleFrom` or 'all', comma-joined, so equal
 * columns give an equal string). Memoised: while a page loads, each of its other queries that answers re-renders the
 * page, and the 8 × columns skeletons were most of what each of those renders drew again (decision 0147).
 * Keys of their own (a row keyed 1 would become the record with id 1 and jump), as tall as a row with action icons.
 */
const LoadingRows = memo(function LoadingRows({ rows, cells }: { rows: number; cells: string }) {
  const shownFrom = (cells ? cells.split(',') : []) as ('all' | NonNullable<Column<unknown>['visibleFrom']>)[];
  return Array.from({ length: rows }, (_, i) => (
    <Table.Tr key={`loading-${i}`} aria-hidden>
      {shownFrom.map((from, c) => (
        <Table.Td key={c} visibleFrom={from === 'all' ? undefined : from}>
          <Skeleton height={14} my={7} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
});
