import type { Modality } from '@backoffice/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrashX } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { useUrlSearchParams } from '../../lib/search-params';
import { modalities, useModalityTypeOptions } from './api/modalities';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativas' },
  { value: 'disabled', label: 'Inativas' },
];

export const formatKm = (km: number | null) => (km === null ? '—' : `${km.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} km`);

/** The form (react-hook-form + zod) loads when the modal opens, not with the list (issue 13 §1, decision 0085). */
const ModalityFormModal = lazy(() => import('./components/ModalityFormModal').then((m) => ({ default: m.ModalityFormModal })));

/** Create (?novo=1) or edit (?editar=<id>) in a modal; the modal's state lives in the URL like the filters. */
function ModalityModal() {
  const [params, setParams] = useUrlSearchParams();
  const editId = Number(params.get('editar')) || null;
  const creating = params.get('novo') === '1';
  const existing = modalities.useDetail(editId);
  const close = () =>
    setParams((next) => {
      next.delete('novo');
      next.delete('editar');
    });
  if (!creating && !editId) return null;
  if (editId && !existing.data) return null;
  return (
    <Suspense fallback={null}>
      <ModalityFormModal key={editId ?? 'new'} modality={editId ? existing.data! : null} opened onClose={close} />
    </Suspense>
  );
}

/** /modalities/list — search, type and status filters, CSV, create/edit in a modal, delete (to the deleted list). */
export default function ModalitiesListPage() {
  const list = useList<Modality, 'status' | 'modality_type_id'>({
    resource: modalities,
    defaultPerPage: 10,
    defaultOrder: 'name',
    filters: ['status', 'modality_type_id'],
  });
  const [, setParams] = useUrlSearchParams();
  const types = useModalityTypeOptions();
  const canUpdate = useCan('update', 'modalities');
  const canDelete = useCan('destroy', 'modalities');
  const canSeeDeleted = useCan('index', 'modalities');
  const del = modalities.useDelete();

  const edit = (m: Modality) => setParams((next) => next.set('editar', String(m.id)));
  const remove = async (m: Modality) => {
    const inUse = m.events_count > 0 ? ` Ela é usada em ${m.events_count} evento(s), que continuarão com ela.` : '';
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir modalidade', message: `Deseja excluir a modalidade ${m.name}?${inUse} Ela poderá ser restaurada na lista de excluídas.` }))) return;
    await del.mutateAsync(m.id).catch(() => undefined);
  };

  const columns: Column<Modality>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (m) => m.id },
    { key: 'name', header: 'Nome', sortField: 'name', render: (m) => <Text fw={500} size="sm">{m.name}</Text> },
    { key: 'type', header: 'Tipo', render: (m) => m.modality_type_name ?? '—' },
    { key: 'distance', header: 'Distância', sortField: 'distance_km', render: (m) => formatKm(m.distance_km) },
    { key: 'events', header: 'Eventos', render: (m) => m.events_count },
    { key: 'status', header: 'Status', render: (m) => <StatusBadge status={m.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (m) => <RowActions name={m.name} onEdit={canUpdate ? () => edit(m) : undefined} onDelete={canDelete ? () => void remove(m) : undefined} />,
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Modalidades"
        count={list.count}
        createTo="/modalities/list?novo=1"
        csv={{ path: '/v1/report/modalities.csv', filename: 'modalidades.csv', query: list.exportParams }}
        actions={
          canSeeDeleted && (
            <Button component={Link} to="/modalities/delete_list" variant="default" leftSection={<IconTrashX size={16} />}>
              Excluídas
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
        <FilterSelect label="Tipo" value={list.filters.modality_type_id} onChange={(v) => list.setFilter('modality_type_id', v)} options={types.data ?? []} />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} allLabel="Todas" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(m) => m.id} caption="Modalidades" emptyText="Nenhuma modalidade encontrada" />
      <ModalityModal />
    </Stack>
  );
}
