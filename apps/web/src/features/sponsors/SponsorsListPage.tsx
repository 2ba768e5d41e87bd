import type { Sponsor } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { sponsors, useSponsorTypeOptions } from './api/sponsors';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];

/** /sponsors/list (default 20). */
export default function SponsorsListPage() {
  const list = useList<Sponsor, 'status' | 'sponsor_type_id'>({
    resource: sponsors,
    defaultPerPage: 20,
    defaultOrder: 'name',
    filters: ['status', 'sponsor_type_id'],
  });
  const types = useSponsorTypeOptions();
  const canUpdate = useCan('update', 'sponsors');
  const canDelete = useCan('destroy', 'sponsors');
  const del = sponsors.useDelete();
  const remove = async (s: Sponsor) => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir patrocinador', message: `Deseja excluir o patrocinador ${s.name}? Esta ação não pode ser desfeita.` }))) return;
    await del.mutateAsync(s.id).catch(() => undefined);
  };

  const columns: Column<Sponsor>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (s) => s.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (s) => (
        <Anchor component={Link} to={`/sponsors/${s.id}/show`} fw={500}>
          {s.name}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Tipo', render: (s) => s.sponsor_type_name ?? '—' },
    { key: 'events', header: 'Eventos', render: (s) => s.events_count },
    { key: 'status', header: 'Status', render: (s) => <StatusBadge status={s.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (s) => (
        <RowActions name={s.name} showTo={`/sponsors/${s.id}/show`} editTo={canUpdate ? `/sponsors/${s.id}/edit` : undefined} onDelete={canDelete ? () => void remove(s) : undefined} />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Patrocinadores"
        count={list.count}
        createTo="/sponsors/new"
        csv={{ path: '/v1/report/sponsors.csv', filename: 'patrocinadores.csv', query: list.exportParams }}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
        <FilterSelect label="Tipo" value={list.filters.sponsor_type_id} onChange={(v) => list.setFilter('sponsor_type_id', v)} options={types.data ?? []} />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(s) => s.id} caption="Patrocinadores" emptyText="Nenhum patrocinador encontrado" />
    </Stack>
  );
}
