import { PAGE_SIZES_WIDE, WITHDRAWS_CSV, type WithdrawRequest } from '@backoffice/contract';
import { Group, Stack } from '@mantine/core';
import { DeferredDateInput } from '../../components/inputs/DeferredDateInput';
import { FilterSelect, SearchInput, useList } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { withdrawsKey } from './api/trainers';
import { WITHDRAW_STATUS_OPTIONS } from './components/labels';
import { WithdrawsTable } from './components/WithdrawsTable';

/** /trainer/withdraw/list — every trainer's withdraw requests (-trainer_balances.id), period, search, status; withdraws.csv. */
export default function WithdrawListPage() {
  const list = useList<WithdrawRequest, 'status' | 'start_date' | 'end_date'>({
    queryKey: withdrawsKey,
    path: '/v2/trainer/withdraws',
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-trainer_balances.id',
    filters: ['status', 'start_date', 'end_date'],
  });
  return (
    <Stack gap={0}>
      <PageHeader
        title="Solicitações de saque"
        count={list.count}
        countDescription="solicitações"
        resource="trainer"
        csv={{ path: '/v2/trainer/reports/withdraws', filename: WITHDRAWS_CSV, query: list.exportParams }}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Treinador (nome ou e-mail)" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={WITHDRAW_STATUS_OPTIONS} />
        <DeferredDateInput label="De" w={160} value={list.filters.start_date} onChange={(v) => list.setFilter('start_date', v)} />
        <DeferredDateInput label="Até" w={160} value={list.filters.end_date} onChange={(v) => list.setFilter('end_date', v)} />
      </Group>
      <WithdrawsTable list={list} />
    </Stack>
  );
}
