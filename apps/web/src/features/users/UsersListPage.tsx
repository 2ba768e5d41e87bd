import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { usersKey, USERS_PATH, type AdminUserRecord } from './api/users';
import { UserRowActions } from './components/user-actions';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];

const columns: Column<AdminUserRecord>[] = [
  { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (u) => u.id },
  {
    key: 'name',
    header: 'Nome',
    sortField: 'name',
    render: (u) => (
      <Anchor component={Link} to={`/users/${u.id}/show`} fw={500}>
        {u.name}
      </Anchor>
    ),
  },
  { key: 'email', header: 'E-mail', sortField: 'email', render: (u) => u.email },
  {
    key: 'profiles',
    header: 'Perfis',
    render: (u) => (
      <Group gap={4}>
        {u.profiles.map((p) => (
          <Badge key={p.id} variant="default" tt="none">
            {p.name}
          </Badge>
        ))}
      </Group>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (u) => (
      <Group gap={4}>
        <StatusBadge status={u.status} />
        {u.invitation_pending && (
          <Badge color="yellow" variant="dot" tt="none" fw={500}>
            Convite pendente
          </Badge>
        )}
      </Group>
    ),
  },
  { key: '2fa', header: '2FA', render: (u) => <Text size="sm">{u.two_factor_enabled ? 'Ativa' : '—'}</Text> },
  { key: 'actions', header: <Text span size="sm" fw={600}>Ações</Text>, align: 'right', render: (u) => <UserRowActions user={u} /> },
];

/** /users/list — the reference list page: copy this for new areas. */
export default function UsersListPage() {
  const list = useList<AdminUserRecord, 'status'>({
    queryKey: usersKey,
    path: USERS_PATH,
    defaultPerPage: 20,
    defaultOrder: 'id',
    filters: ['status'],
  });

  return (
    <Stack gap={0}>
      <PageHeader title="Usuários administradores" count={list.count} createTo="/users/new" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome ou e-mail" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(u) => u.id} caption="Usuários administradores" />
    </Stack>
  );
}
