import { formatDateTime, statusLabel, type Token } from '@backoffice/contract';
import { Anchor, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, SearchInput, useList, type Column, countText } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { notifyError, notifyFailure } from '../../lib/notify';
import { fetchSheet, tokenBatches } from './api/stores';
import { printSheet } from './components/print-sheet';
import { formatCount } from '@backoffice/contract/constants';

const STATUS_FILTER = [
  { value: '', label: 'Todos' },
  { value: 'available', label: statusLabel('available') },
  { value: 'unavailable', label: statusLabel('unavailable') },
];

const columns: Column<Token>[] = [
  { key: 'code', header: 'Código', nowrap: true, render: (t) => <Text ff="monospace" fw={600} style={{ letterSpacing: '0.06em' }}>{t.code}</Text> },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
  {
    key: 'customer',
    header: 'Usado por',
    render: (t) =>
      t.customer_name ? (
        <div>
          <Text size="sm">{t.customer_name}</Text>
          {t.customer_email && (
            <Text size="xs" c="dimmed">
              {t.customer_email}
            </Text>
          )}
        </div>
      ) : (
        '—'
      ),
  },
  { key: 'used_at', header: 'Usado em', nowrap: true, render: (t) => (t.used_at ? formatDateTime(t.used_at) : '—') },
];

/** A batch's tokens: paged (20), filter available / 'Utilizado', search by code; who used each and when. */
function BatchTokens({ id }: { id: string }) {
  const list = useList<Token, 'status'>({ queryKey: [...tokenBatches.keys.detail(id), 'tokens'], path: tokenBatches.url(id, 'tokens'), defaultPerPage: 20, filters: ['status'] });
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md" align="flex-end">
        <Title order={3} size="h4">
          Códigos ({countText(list.count)})
        </Title>
        <Group gap="sm" align="flex-end">
          <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar código" />
          <SegmentedControl aria-label="Filtrar por status" data={STATUS_FILTER} value={list.filters.status ?? ''} onChange={(v) => list.setFilter('status', v)} />
        </Group>
      </Group>
      <DataTable list={list} columns={columns} rowKey={(t) => t.id} caption="Códigos do lote" emptyText="Nenhum código encontrado" />
    </Paper>
  );
}

/** /token_batches/{id}/show — the batch, its figures, its tokens and the printable sheet of its codes. */
export default function TokenBatchShowPage() {
  const { id } = useParams();
  const batch = tokenBatches.useDetail(id);
  const [printing, setPrinting] = useState(false);
  if (batch.isPending) return <PageLoader />;
  if (batch.isError) return <PageError error={batch.error} onRetry={() => void batch.refetch()} />;
  const b = batch.data;

  const print = async () => {
    setPrinting(true);
    try {
      const sheet = await fetchSheet(b.id);
      if (!printSheet(sheet)) notifyFailure('O navegador bloqueou a janela de impressão. Permita pop-ups para este site e tente de novo.');
    } catch (error) {
      notifyError(error);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={`Lote #${b.id}`}
        backTo="/token_batches/list"
        actions={
          <Button variant="default" leftSection={<IconPrinter size={16} />} loading={printing} onClick={() => void print()}>
            Imprimir códigos
          </Button>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[
            ['Códigos', b.quantity, 'batch-quantity'],
            ['Utilizados', b.used_count, 'batch-used'],
            ['Disponíveis', b.available_count, 'batch-available'],
          ].map(([label, value, testId]) => (
            <Paper key={testId} withBorder p="md" radius="md" data-testid={testId}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text size="xl" fw={700}>
                {formatCount(Number(value))}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              {
                label: 'Loja',
                value: (
                  <Anchor component={Link} to={`/stores/${b.store_id}/show`}>
                    {b.store_name}
                  </Anchor>
                ),
              },
              { label: 'Evento', value: b.event_id ? <Anchor component={Link} to={`/events/${b.event_id}/show`}>{b.event_name}</Anchor> : 'Qualquer evento' },
              { label: 'Descrição', value: b.description },
              { label: 'Gerado por', value: b.created_by_name },
              { label: 'Gerado em', value: formatDateTime(b.created_at) },
            ]}
          />
        </Paper>
        <BatchTokens id={String(b.id)} />
      </Stack>
    </Stack>
  );
}
