import { Table, type TableTdProps } from '@mantine/core';

/** A table cell for an amount or a count: right-aligned and on one line, so 'R$ 49,90' never breaks after 'R$'. */
export function AmountCell({ style, ...props }: TableTdProps) {
  return <Table.Td ta="right" {...props} style={{ whiteSpace: 'nowrap', ...(typeof style === 'object' ? style : {}) }} />;
}
