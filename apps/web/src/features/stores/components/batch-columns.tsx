import { formatDateTime, formatCount } from '@backoffice/contract/constants';
import type { TokenBatch } from '@backoffice/contract';
import { Anchor, Progress, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Column } from '../../../components/list';

/** The batches table's columns (token batches list, a store's show page). */
export function batchColumns({ withStore }: { withStore: boolean }): Column<TokenBatch>[] {
  return [
    {
      key: 'id',
      header: 'Lote',
      sortField: 'id',
      width: 90,
      render: (b) => (
        <Anchor component={Link} to={`/token_batches/${b.id}/show`} fw={600}>
          #{b.id}
        </Anchor>
      ),
    },
    ...(withStore
      ? [
          {
            key: 'store',
            header: 'Loja',
            render: (b: TokenBatch) => (
              <Anchor component={Link} to={`/stores/${b.store_id}/show`}>
                {b.store_name}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'event', header: 'Evento', visibleFrom: 'md', render: (b) => b.event_name ?? '—' },
    { key: 'description', header: 'Descrição', visibleFrom: 'lg', render: (b) => b.description ?? '—' },
    { key: 'quantity', header: 'Códigos', align: 'right', render: (b) => formatCount(b.quantity) },
    {
      key: 'used',
      header: 'Utilizados',
      render: (b) => (
        <div style={{ minWidth: 110 }}>
          <Text size="sm">
            {formatCount(b.used_count)} de {formatCount(b.quantity)}
          </Text>
          <Progress value={(b.used_count / b.quantity) * 100} size="xs" aria-hidden />
        </div>
      ),
    },
    { key: 'created', header: 'Gerado em', sortField: 'created_at', nowrap: true, render: (b) => formatDateTime(b.created_at) },
    { key: 'by', header: 'Por', visibleFrom: 'lg', render: (b) => b.created_by_name ?? '—' },
  ];
}
