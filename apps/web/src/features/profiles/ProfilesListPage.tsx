import { ActionIcon, Anchor, Badge, Group, Stack } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { profilesKey, PROFILES_PATH, type ProfileRecord } from './api/profiles';
import { useConfirmDeleteProfile } from './components/use-confirm-delete';
import { Hint } from '../../components/Hint';

function RowActions({ profile }: { profile: ProfileRecord }) {
  const canUpdate = useCan('update', 'profiles');
  const canDelete = useCan('destroy', 'profiles');
  const remove = useConfirmDeleteProfile();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Hint label="Ver detalhes">
        <ActionIcon component={Link} to={`/profiles/${profile.id}/show`} variant="subtle" aria-label={`Ver detalhes de ${profile.name}`}>
          <IconEye size={18} />
        </ActionIcon>
      </Hint>
      {canUpdate && (
        <Hint label="Editar">
          <ActionIcon component={Link} to={`/profiles/${profile.id}/edit`} variant="subtle" aria-label={`Editar ${profile.name}`}>
            <IconEdit size={18} />
          </ActionIcon>
        </Hint>
      )}
      {canDelete && (
        <Hint label="Excluir">
          <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${profile.name}`} onClick={() => void remove(profile)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Hint>
      )}
    </Group>
  );
}

const columns: Column<ProfileRecord>[] = [
  { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (p) => p.id },
  {
    key: 'name',
    header: 'Nome',
    sortField: 'name',
    render: (p) => (
      <Group gap="xs">
        <Anchor component={Link} to={`/profiles/${p.id}/show`} fw={500}>
          {p.name}
        </Anchor>
        {p.full_access && (
          <Badge color="indigo" variant="light">
            Acesso total
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'permissions', header: 'Permissões', render: (p) => (p.full_access ? 'Todas' : p.permissions.length) },
  { key: 'users', header: 'Usuários', render: (p) => p.users_count },
  { key: 'actions', header: 'Ações', align: 'right', render: (p) => <RowActions profile={p} /> },
];

export default function ProfilesListPage() {
  const list = useList<ProfileRecord>({ queryKey: profilesKey, path: PROFILES_PATH, defaultPerPage: 20, defaultOrder: 'name' });
  return (
    <Stack gap={0}>
      <PageHeader title="Perfis" count={list.count} createTo="/profiles/new" />
      <Group mb="md">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(p) => p.id} caption="Perfis" />
    </Stack>
  );
}
