import { formatMoney, formatCount } from '@backoffice/contract/constants';
import type { Extra } from '@backoffice/contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { extras } from './api/extras';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];

/** /extras/list and /extras/delete_list (deleted, with restore). */
export function ExtrasList({ deleted }: { deleted: boolean }) {
  const list = useList<Extra, 'status'>({
    resource: extras,
    params: deleted ? { deleted: 'true' } : undefined,
    defaultPerPage: 10,
    defaultOrder: deleted ? '-deleted_at' : 'name',
    filters: ['status'],
  });
  const canUpdate = useCan('update', 'extras');
  const canDelete = useCan('destroy', 'extras');
  const canRestore = useCan('restore', 'extras');
  const del = extras.useDelete();
  const restoreExtra = extras.useRestore();

  const remove = async (x: Extra) => {
    const inUse = x.events_count > 0 ? ` Ele é vendido em ${x.events_count} evento(s), que continuarão com ele.` : '';
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir extra', message: `Deseja excluir o extra ${x.name}?${inUse} Ele poderá ser restaurado na lista de excluídos.` }))) return;
    await del.mutateAsync(x.id).catch(() => undefined);
  };
  const restore = async (x: Extra) => {
    if (!(await confirmAction({ kind: 'ok', title: 'Restaurar extra', message: `Deseja restaurar o extra ${x.name}?` }))) return;
    await restoreExtra.mutateAsync(x.id).catch(() => undefined);
  };

  const columns: Column<Extra>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (x) => x.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (x) => (
        <Anchor component={Link} to={`/extras/${x.id}/show`} fw={500}>
          {x.name}
        </Anchor>
      ),
    },
    { key: 'price', header: 'Preço', sortField: 'price', align: 'right', render: (x) => formatMoney(x.price) },
    { key: 'stock', header: 'Estoque', sortField: 'stock', render: (x) => formatCount(x.stock) },
    { key: 'events', header: 'Eventos', render: (x) => x.events_count },
    { key: 'status', header: 'Status', render: (x) => <StatusBadge status={x.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (x) =>
        deleted ? (
          <RowActions name={x.name} showTo={`/extras/${x.id}/show`} onRestore={canRestore ? () => void restore(x) : undefined} />
        ) : (
          <RowActions name={x.name} showTo={`/extras/${x.id}/show`} editTo={canUpdate ? `/extras/${x.id}/edit` : undefined} onDelete={canDelete ? () => void remove(x) : undefined} />
        ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title={deleted ? 'Extras excluídos' : 'Extras'}
        backTo={deleted ? '/extras/list' : undefined}
        count={list.count}
        countDescription={deleted ? 'excluídos' : undefined}
        createTo={deleted ? undefined : '/extras/new'}
        csv={{ path: '/v1/report/extras.csv', filename: deleted ? 'extras_excluidos.csv' : 'extras.csv', query: list.exportParams }}
        actions={
          !deleted && (
            <Button component={Link} to="/extras/delete_list" variant="default" leftSection={<IconTrashX size={16} />}>
              Excluídos
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(x) => x.id} caption={deleted ? 'Extras excluídos' : 'Extras'} emptyText={deleted ? 'Nenhum extra excluído' : 'Nenhum extra encontrado'} />
    </Stack>
  );
}

export default function ExtrasListPage() {
  return <ExtrasList deleted={false} />;
}
