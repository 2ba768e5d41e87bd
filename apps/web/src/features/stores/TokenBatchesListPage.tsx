import { TOKEN_BATCHES_CSV } from '@backoffice/contract/constants';
import type { TokenBatch } from '@backoffice/contract';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { DataTable, FilterSelect, SearchInput, useList } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { tokenBatches, useStoreOptions } from './api/stores';
import { batchColumns } from './components/batch-columns';
import { TokenCards } from './components/TokenCards';

/** The form (react-hook-form + zod) loads when the modal opens, not with the list (issue 13 §1, decision 0085). */
const NewBatchModal = lazy(() => import('./components/NewBatchModal').then((m) => ({ default: m.NewBatchModal })));

/** /token_batches/list (default 20): summary cards, batches newest first, store filter, CSV, 'Gerar lote'. */
export default function TokenBatchesListPage() {
  const list = useList<TokenBatch, 'store_id'>({ resource: tokenBatches, defaultPerPage: 20, defaultOrder: '-id', filters: ['store_id'] });
  const storeOptions = useStoreOptions();
  const canCreate = useCan('create', 'token_batches');
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap={0}>
      <PageHeader
        title="Lotes de tokens"
        count={list.count}
        countDescription="lotes"
        csv={{ path: '/v1/report/token_batches.csv', filename: TOKEN_BATCHES_CSV, query: list.exportParams }}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              Gerar lote
            </Button>
          )
        }
      />
      <TokenCards storeId={list.filters.store_id ? Number(list.filters.store_id) : undefined} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar pela descrição" />
        <FilterSelect label="Loja" value={list.filters.store_id} onChange={(v) => list.setFilter('store_id', v)} options={(storeOptions.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))} />
      </Group>
      <DataTable list={list} columns={batchColumns({ withStore: true })} rowKey={(b) => b.id} caption="Lotes de tokens" emptyText="Nenhum lote encontrado" />
      {canCreate && creating && (
        <Suspense fallback={null}>
          <NewBatchModal key={list.filters.store_id ?? ''} opened onClose={() => setCreating(false)} storeId={list.filters.store_id ? Number(list.filters.store_id) : undefined} />
        </Suspense>
      )}
    </Stack>
  );
}
