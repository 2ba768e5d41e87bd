import type { EventGroup } from '@backoffice/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { eventGroups } from './api/event-groups';

const VISIBILITY_OPTIONS = [
  { value: 'true', label: 'Públicos' },
  { value: 'false', label: 'Privados' },
];

/** /event-groups/list (default 10): search and public_visibility filter. */
export default function EventGroupsListPage() {
  const list = useList<EventGroup, 'public_visibility'>({ resource: eventGroups, defaultPerPage: 10, defaultOrder: 'name', filters: ['public_visibility'] });
  const canUpdate = useCan('update', 'event groups');
  const canDelete = useCan('destroy', 'event groups');
  const del = eventGroups.useDelete();
  const remove = async (g: EventGroup) => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir grupo de eventos', message: `Deseja excluir o grupo ${g.name}? Os eventos não são afetados.` }))) return;
    await del.mutateAsync(g.id).catch(() => undefined);
  };

  const columns: Column<EventGroup>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (g) => g.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (g) => (
        <Anchor component={Link} to={`/event-groups/${g.id}/show`} fw={500}>
          {g.name}
        </Anchor>
      ),
    },
    { key: 'events', header: 'Eventos', render: (g) => g.events_count },
    {
      key: 'visibility',
      header: 'Visibilidade',
      render: (g) => (g.public_visibility ? <Badge color="green" variant="dot" tt="none" fw={500}>Pública</Badge> : <Badge color="gray" variant="dot" tt="none" fw={500}>Privada</Badge>),
    },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (g) => (
        <RowActions name={g.name} showTo={`/event-groups/${g.id}/show`} editTo={canUpdate ? `/event-groups/${g.id}/edit` : undefined} onDelete={canDelete ? () => void remove(g) : undefined} />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Grupos de eventos"
        count={list.count}
        createTo="/event-groups/new"
        csv={{ path: '/v1/report/event_groups.csv', filename: 'grupos_de_eventos.csv', query: list.exportParams }}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
        <FilterSelect label="Visibilidade" value={list.filters.public_visibility} onChange={(v) => list.setFilter('public_visibility', v)} options={VISIBILITY_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(g) => g.id} caption="Grupos de eventos" emptyText="Nenhum grupo de eventos encontrado" />
    </Stack>
  );
}
