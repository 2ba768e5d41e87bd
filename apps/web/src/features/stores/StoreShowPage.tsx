import { formatCnpj, formatDateTime, formatPhone, type Store, type TokenBatch } from '@backoffice/contract';
import { Alert, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, useList, countText } from '../../components/list';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { stores, tokenBatches } from './api/stores';
import { batchColumns } from './components/batch-columns';
import { NewBatchModal } from './components/NewBatchModal';
import { TokenCards } from './components/TokenCards';

const FIELD_LABELS = { name: 'Nome', cnpj: 'CNPJ', email: 'E-mail', phone: 'Telefone', city_id: 'Cidade', address: 'Endereço', status: 'Status', totems: 'Totens' };

/** The store's token batches, only for a profile that may see them (the API would answer 403). */
function StoreBatches({ store }: { store: Store }) {
  return useCan('index', 'token_batches') ? <StoreBatchList store={store} /> : null;
}

/** The store's token batches (newest first, paged), with 'Gerar lote' for this store. */
function StoreBatchList({ store }: { store: Store }) {
  const list = useList<TokenBatch>({ queryKey: [...tokenBatches.keys.all, 'store', store.id], path: tokenBatches.path, params: { store_id: store.id }, defaultPerPage: 20, defaultOrder: '-id' });
  const canCreate = useCan('create', 'token_batches');
  const [creating, setCreating] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          Lotes de tokens ({countText(list.count)})
        </Title>
        {canCreate && store.status === 'enabled' && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Gerar lote
          </Button>
        )}
      </Group>
      <TokenCards storeId={store.id} />
      <DataTable list={list} columns={batchColumns({ withStore: false })} rowKey={(b) => b.id} caption="Lotes de tokens da loja" emptyText="Esta loja ainda não tem lotes de tokens" />
      {canCreate && <NewBatchModal opened={creating} onClose={() => setCreating(false)} storeId={store.id} />}
    </Paper>
  );
}

/** /stores/{id}/show — the store, its totems, its token batches and history. */
export default function StoreShowPage() {
  // The same cached query ShowPage reads: a store with token batches offers no 'Excluir' (the server refuses it).
  const { id } = useParams();
  const record = stores.useDetail(id);
  return (
    <ShowPage resource={stores} noun={{ title: 'loja', article: 'a loja' }} fieldLabels={FIELD_LABELS} deletable={(record.data?.token_batches_count ?? 0) === 0} deleteNote="Os totens da loja também serão excluídos. Esta ação não pode ser desfeita.">
      {(s) => (
        <>
          <Paper withBorder p="lg" radius="md">
            <DetailList
              items={[
                { label: 'Nome', value: s.name },
                { label: 'CNPJ', value: s.cnpj ? formatCnpj(s.cnpj) : null },
                { label: 'E-mail', value: s.email },
                { label: 'Telefone', value: s.phone ? formatPhone(s.phone) : null },
                { label: 'Cidade', value: s.city_name },
                { label: 'Endereço', value: s.address },
                { label: 'Status', value: <StatusBadge status={s.status} /> },
                { label: 'Atualizada em', value: formatDateTime(s.updated_at) },
              ]}
            />
            {s.token_batches_count > 0 && (
              <Alert color="gray" mt="md" variant="light">
                Esta loja tem lotes de tokens e por isso não pode ser excluída: os códigos impressos continuam valendo. Para tirá-la de uso, desative-a.
              </Alert>
            )}
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Totens ({s.totems.length})
            </Title>
            {s.totems.length === 0 ? (
              <Text size="sm" c="dimmed">
                Esta loja não tem totens.
              </Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Nome</Table.Th>
                    <Table.Th>Identificador</Table.Th>
                    <Table.Th>Local</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.totems.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>{t.name}</Table.Td>
                      <Table.Td>
                        <Text ff="monospace" size="sm">
                          {t.identifier}
                        </Text>
                      </Table.Td>
                      <Table.Td>{t.location ?? '—'}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={t.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <StoreBatches store={s} />
        </>
      )}
    </ShowPage>
  );
}
