import { PAGE_SIZES_WIDE, formatDate, formatDateTime, formatMoney, type WalletEntry, type WithdrawRequest } from '@backoffice/contract';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { DataTable, FilterSelect, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { moneyKey, useFutureRevenue, useTrainer, v2, withdrawsKey } from './api/trainers';
import { entryLabel, entryOrigin } from './components/labels';
import { WithdrawsTable } from './components/WithdrawsTable';
import { MoneyCards } from './TrainerShowPage';
import { AmountCell } from '../../components/AmountCell';

const entryColumns: Column<WalletEntry>[] = [
  { key: 'date', header: 'Data', render: (e) => formatDateTime(e.created_at), width: 170 },
  {
    key: 'type',
    header: 'Tipo',
    render: (e) => (
      <Badge variant="light" color={e.entry_type === 'debit' ? 'red' : 'green'} tt="none">
        {entryLabel(e)}
      </Badge>
    ),
  },
  { key: 'description', header: 'Descrição', render: (e) => e.description ?? '—' },
  { key: 'origin', header: 'Origem', render: (e) => entryOrigin(e), visibleFrom: 'md' },
  { key: 'available', header: 'Liberação', render: (e) => (e.entry_type === 'credit' ? formatDate(e.available_on) || '—' : '—'), visibleFrom: 'md' },
  { key: 'amount', header: 'Valor', align: 'right', render: (e) => <Text c={e.entry_type === 'debit' ? 'red' : undefined} size="sm">{`${e.entry_type === 'debit' ? '− ' : ''}${formatMoney(e.amount)}`}</Text> },
];

function History({ id }: { id: number }) {
  // statement_page, statement_order…: the withdraw requests above keep page and order (amount, created_at) of their own
  const list = useList<WalletEntry, 'entry_type'>({
    queryKey: moneyKey(id),
    path: v2(id, '/balances'),
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-id',
    filters: ['entry_type'],
    urlPrefix: 'statement_',
  });
  return (
    <Stack>
      <FilterSelect
        label="Tipo"
        value={list.filters.entry_type}
        onChange={(v) => list.setFilter('entry_type', v)}
        options={[
          { value: 'credit', label: 'Créditos' },
          { value: 'debit', label: 'Saques' },
        ]}
      />
      <DataTable list={list} columns={entryColumns} rowKey={(e) => e.id} caption="Extrato" emptyText="Nenhum lançamento" />
    </Stack>
  );
}

function Requests({ id }: { id: number }) {
  const list = useList<WithdrawRequest>({
    queryKey: withdrawsKey,
    path: '/v2/trainer/withdraws',
    params: { trainer_id: id },
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-trainer_balances.id',
  });
  return <WithdrawsTable list={list} showTrainer={false} />;
}

function Future({ id }: { id: number }) {
  const q = useFutureRevenue(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.days.length) return <Text c="dimmed">Nenhum crédito a liberar.</Text>;
  return (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Liberação</Table.Th>
          <Table.Th>Lançamentos</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {q.data.days.map((d) => (
          <Table.Tr key={d.date}>
            <Table.Td>{formatDate(d.date)}</Table.Td>
            <Table.Td>{d.entries}</Table.Td>
            <AmountCell>{formatMoney(d.amount)}</AmountCell>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>Total</Table.Td>
          <Table.Td />
          <AmountCell fw={700}>
            {formatMoney(q.data.total)}
          </AmountCell>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** /trainer/{id}/finance — balance (available, future, pending), withdraw requests with decisions, statement, future revenue. */
export default function TrainerFinancePage() {
  const { id } = useParams();
  const q = useTrainer(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  const t = q.data;
  return (
    <Stack gap={0}>
      <PageHeader title={`Financeiro – ${t.name}`} backTo={`/trainer/${t.id}/show`} />
      <Stack gap="lg">
        <MoneyCards id={t.id} />
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Solicitações de saque
          </Title>
          <Requests id={t.id} />
        </Paper>
        <SimpleGrid cols={{ base: 1, lg: 3 }}>
          <Paper withBorder p="lg" radius="md" style={{ gridColumn: 'span 2' }}>
            <Title order={3} size="h4" mb="md">
              Extrato
            </Title>
            <History id={t.id} />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Receita futura
            </Title>
            <Future id={t.id} />
          </Paper>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
