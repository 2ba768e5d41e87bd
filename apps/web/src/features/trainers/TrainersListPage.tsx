import { PAGE_SIZES_WIDE, formatInstantDate } from '@backoffice/contract/constants';
import type { Trainer } from '@backoffice/contract';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { DeferredSelect } from '../../components/DeferredSelect';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { trainers } from './api/trainers';
import { SERVICE_TYPE_LABELS, TRAINER_STATUS_OPTIONS } from './components/labels';

const QUERY_FIELDS = [
  { value: 'name', label: 'Nome' },
  { value: 'email', label: 'E-mail' },
  { value: 'document', label: 'Documento' },
];

/** /trainer/list: 10 per page (10–50), -created_at; search by name, e-mail or document; status and filiation. */
export default function TrainersListPage() {
  const list = useList<Trainer, 'status' | 'filiation' | 'query_field'>({
    resource: trainers,
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-created_at',
    filters: ['status', 'filiation', 'query_field'],
    defaultFilters: { query_field: 'name' },
  });
  const canUpdate = useCan('update', 'trainer');
  const columns: Column<Trainer>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (t) => t.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (t) => (
        <Anchor component={Link} to={`/trainer/${t.id}/show`} fw={500}>
          {t.name}
        </Anchor>
      ),
    },
    { key: 'email', header: 'E-mail', render: (t) => t.email, visibleFrom: 'md' },
    { key: 'service', header: 'Serviço', render: (t) => SERVICE_TYPE_LABELS[t.service_type], visibleFrom: 'lg' },
    { key: 'filiation', header: 'Filiação', render: (t) => t.filiation ?? '—', visibleFrom: 'lg' },
    { key: 'created', header: 'Cadastro', sortField: 'created_at', render: (t) => formatInstantDate(t.created_at) },
    { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} variant="trainer" /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (t) => <RowActions name={t.name} showTo={`/trainer/${t.id}/show`} editTo={canUpdate ? `/trainer/${t.id}/edit` : undefined} />,
    },
  ];
  return (
    <Stack gap={0}>
      <PageHeader title="Treinadores" count={list.count} />
      <Group mb="md" gap="sm" align="flex-end">
        <DeferredSelect
          label="Buscar por"
          w={150}
          allowDeselect={false}
          data={QUERY_FIELDS}
          value={list.filters.query_field || 'name'}
          onChange={(v) => list.setFilter('query_field', v)}
        />
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar treinador" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={TRAINER_STATUS_OPTIONS} />
        <TextInput
          label="Filiação"
          w={180}
          defaultValue={list.filters.filiation}
          placeholder="Ex.: CBAt"
          onBlur={(e) => list.setFilter('filiation', e.currentTarget.value.trim() || null)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') list.setFilter('filiation', e.currentTarget.value.trim() || null);
          }}
        />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(t) => t.id} caption="Treinadores" emptyText="Nenhum treinador encontrado" />
    </Stack>
  );
}
