import { formatCnpj } from '@backoffice/contract/constants';
import type { Ong } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { ongs, useStateOptions } from './api/ongs';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativas' },
  { value: 'disabled', label: 'Inativas' },
];

/** /ongs/list (default 10): search by name or CNPJ, state and status filters. */
export default function OngsListPage() {
  const list = useList<Ong, 'status' | 'state_id'>({ resource: ongs, defaultPerPage: 10, defaultOrder: 'name', filters: ['status', 'state_id'] });
  const states = useStateOptions();
  const canUpdate = useCan('update', 'ongs');
  const canDelete = useCan('destroy', 'ongs');
  const del = ongs.useDelete();
  const remove = async (o: Ong) => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir ONG', message: `Deseja excluir a ONG ${o.name}? Esta ação não pode ser desfeita.` }))) return;
    await del.mutateAsync(o.id).catch(() => undefined);
  };

  const columns: Column<Ong>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (o) => o.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (o) => (
        <Anchor component={Link} to={`/ongs/${o.id}/show`} fw={500}>
          {o.name}
        </Anchor>
      ),
    },
    { key: 'cnpj', header: 'CNPJ', render: (o) => formatCnpj(o.cnpj) },
    { key: 'states', header: 'Estados', render: (o) => o.ong_states.map((s) => s.state.uf).join(', ') },
    { key: 'events', header: 'Eventos', render: (o) => o.events_count },
    { key: 'status', header: 'Status', render: (o) => <StatusBadge status={o.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (o) => <RowActions name={o.name} showTo={`/ongs/${o.id}/show`} editTo={canUpdate ? `/ongs/${o.id}/edit` : undefined} onDelete={canDelete ? () => void remove(o) : undefined} />,
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="ONGs"
        count={list.count}
        createTo="/ongs/new"
        csv={{ path: '/v1/report/ongs.csv', filename: 'ongs.csv', query: list.exportParams }}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome ou CNPJ" />
        <FilterSelect label="Estado" value={list.filters.state_id} onChange={(v) => list.setFilter('state_id', v)} options={states.data ?? []} />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} allLabel="Todas" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(o) => o.id} caption="ONGs" emptyText="Nenhuma ONG encontrada" />
    </Stack>
  );
}
