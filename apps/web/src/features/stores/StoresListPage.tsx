import type { Store } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { stores } from './api/stores';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativas' },
  { value: 'disabled', label: 'Inativas' },
];

/** /stores/list (default 20): stores with their totems and token batches. */
export default function StoresListPage() {
  const list = useList<Store, 'status'>({ resource: stores, defaultPerPage: 20, defaultOrder: 'name', filters: ['status'] });
  const canUpdate = useCan('update', 'stores');
  const canDelete = useCan('destroy', 'stores');
  const del = stores.useDelete();
  const remove = async (s: Store) => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir loja', message: `Deseja excluir a loja ${s.name} e seus totens? Esta ação não pode ser desfeita.` }))) return;
    await del.mutateAsync(s.id).catch(() => undefined);
  };

  const columns: Column<Store>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (s) => (
        <Anchor component={Link} to={`/stores/${s.id}/show`} fw={500}>
          {s.name}
        </Anchor>
      ),
    },
    { key: 'city', header: 'Cidade', visibleFrom: 'md', render: (s) => s.city_name ?? '—' },
    { key: 'totems', header: 'Totens', align: 'right', render: (s) => s.totems.length },
    { key: 'batches', header: 'Lotes de tokens', align: 'right', render: (s) => s.token_batches_count },
    { key: 'status', header: 'Status', render: (s) => <StatusBadge status={s.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (s) => (
        <RowActions
          name={s.name}
          showTo={`/stores/${s.id}/show`}
          editTo={canUpdate ? `/stores/${s.id}/edit` : undefined}
          onDelete={canDelete && s.token_batches_count === 0 ? () => void remove(s) : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Lojas" count={list.count} countDescription="lojas" createTo="/stores/new" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome, CNPJ ou e-mail" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} allLabel="Todas" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(s) => s.id} caption="Lojas" emptyText="Nenhuma loja encontrada" />
    </Stack>
  );
}
