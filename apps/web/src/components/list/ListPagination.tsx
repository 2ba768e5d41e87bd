import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DeferredSelect } from '../DeferredSelect';
import classes from './list.module.css';
import { paginationRange } from './pagination-range';

export type ListPaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  perPage: number;
  perPageOptions: readonly number[];
  onPerPageChange: (perPage: number) => void;
};

/** Page buttons (ellipsis above 9 pages) and the page-size select. Plain buttons: Tab + Enter work everywhere. */
export function ListPagination({ page, pages, onPageChange, perPage, perPageOptions, onPerPageChange }: ListPaginationProps) {
  const items = paginationRange(page, pages);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          Itens por página
        </Text>
        <DeferredSelect
          aria-label="Itens por página"
          w={80}
          size="xs"
          allowDeselect={false}
          data={perPageOptions.map(String)}
          value={String(perPage)}
          onChange={(v) => v && onPerPageChange(Number(v))}
        />
      </Group>
      <nav aria-label="Paginação">
        {/* wraps on a phone: nine page buttons and two arrows are wider than a 390 px screen */}
        <Group gap={4} wrap="wrap">
          <UnstyledButton
            className={classes.pageButton}
            aria-label="Página anterior"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <IconChevronLeft size={16} />
          </UnstyledButton>
          {items.map((item, i) =>
            item === 'dots' ? (
              <span key={`dots-${i}`} className={classes.dots} aria-hidden>
                …
              </span>
            ) : (
              <UnstyledButton
                key={item}
                className={classes.pageButton}
                data-active={item === page || undefined}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </UnstyledButton>
            ),
          )}
          <UnstyledButton
            className={classes.pageButton}
            aria-label="Próxima página"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            <IconChevronRight size={16} />
          </UnstyledButton>
        </Group>
      </nav>
    </Group>
  );
}
