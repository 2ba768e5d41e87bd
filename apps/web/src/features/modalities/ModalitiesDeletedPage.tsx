import type { Modality } from '@backoffice/contract';
import { formatDateTime } from '@backoffice/contract';
import { Group, Stack, Text } from '@mantine/core';
import { DataTable, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { modalities } from './api/modalities';

/** /modalities/delete_list — deleted modalities, with restore. */
export default function ModalitiesDeletedPage() {
  const list = useList<Modality>({ resource: modalities, params: { deleted: 'true' }, defaultPerPage: 10, defaultOrder: '-deleted_at' });
  const canRestore = useCan('restore', 'modalities');
  const restoreModality = modalities.useRestore();
  const restore = async (m: Modality) => {
    if (!(await confirmAction({ kind: 'ok', title: 'Restaurar modalidade', message: `Deseja restaurar a modalidade ${m.name}? Ela volta a aparecer para novos eventos.` }))) return;
    await restoreModality.mutateAsync(m.id).catch(() => undefined);
  };
  const columns: Column<Modality>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (m) => m.id },
    { key: 'name', header: 'Nome', sortField: 'name', render: (m) => <Text fw={500} size="sm">{m.name}</Text> },
    { key: 'type', header: 'Tipo', render: (m) => m.modality_type_name ?? '—' },
    { key: 'events', header: 'Eventos', render: (m) => m.events_count },
    { key: 'deleted', header: 'Excluída em', sortField: 'deleted_at', render: (m) => formatDateTime(m.deleted_at) },
    { key: 'actions', header: <Text span size="sm" fw={600}>Ações</Text>, align: 'right', render: (m) => <RowActions name={m.name} onRestore={canRestore ? () => void restore(m) : undefined} /> },
  ];
  return (
    <Stack gap={0}>
      <PageHeader
        title="Modalidades excluídas"
        backTo="/modalities/list"
        count={list.count}
        countDescription="excluídas"
        csv={{ path: '/v1/report/modalities.csv', filename: 'modalidades_excluidas.csv', query: list.exportParams }}
      />
      <Group mb="md">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(m) => m.id} caption="Modalidades excluídas" emptyText="Nenhuma modalidade excluída" />
    </Stack>
  );
}
