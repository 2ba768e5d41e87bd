import { TEAMS_CSV, formatPhone } from '@backoffice/contract/constants';
import type { Team } from '@backoffice/contract';
import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { teams, useCities, useStates } from './api/customers';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativas' },
  { value: 'disabled', label: 'Inativas' },
];

/** /teams/list (default 10): status, state and city filters, search by name or e-mail, CSV. */
export default function TeamsListPage() {
  const list = useList<Team, 'status' | 'state' | 'city_id'>({ resource: teams, defaultPerPage: 10, defaultOrder: 'name', filters: ['status', 'state', 'city_id'] });
  const states = useStates('uf');
  const cities = useCities(list.filters.state || null);
  const canUpdate = useCan('update', 'teams');
  const canDelete = useCan('destroy', 'teams');
  const canEnable = useCan('enable', 'teams');
  const canDisable = useCan('disable', 'teams');
  const del = teams.useDelete();
  const status = teams.useStatus();
  const remove = async (t: Team) => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir equipe', message: `Deseja excluir a equipe ${t.name}? Esta ação não pode ser desfeita.` }))) return;
    await del.mutateAsync(t.id).catch(() => undefined);
  };
  const toggle = async (t: Team, action: 'enable' | 'disable') => {
    if (await confirmAction({ kind: action, title: action === 'enable' ? 'Ativar equipe' : 'Desativar equipe', message: `Deseja ${action === 'enable' ? 'ativar' : 'desativar'} a equipe ${t.name}?` }))
      await status.mutateAsync({ id: t.id, action }).catch(() => undefined);
  };

  const columns: Column<Team>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (t) => t.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (t) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/teams/${t.id}/show`} fw={500}>
            {t.name}
          </Anchor>
          {t.email && (
            // a long address may break anywhere rather than push the actions out of the table
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t.email}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'city', header: 'Cidade', render: (t) => (t.team_attributes.city_name ? `${t.team_attributes.city_name} - ${t.team_attributes.state_uf ?? ''}` : (t.team_attributes.state_uf ?? '—')) },
    { key: 'phone', header: 'Telefone', render: (t) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{t.phone ? formatPhone(t.phone) : '—'}</Text> },
    { key: 'members', header: 'Membros', render: (t) => t.members_count },
    { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (t) => (
        <RowActions
          name={t.name}
          showTo={`/teams/${t.id}/show`}
          editTo={canUpdate ? `/teams/${t.id}/edit` : undefined}
          onDelete={canDelete ? () => void remove(t) : undefined}
          onEnable={canEnable && t.status === 'disabled' ? () => void toggle(t, 'enable') : undefined}
          onDisable={canDisable && t.status === 'enabled' ? () => void toggle(t, 'disable') : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Equipes" count={list.count} createTo="/teams/new" csv={{ path: '/v1/report/teams.csv', filename: TEAMS_CSV, query: list.exportParams }} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome ou e-mail" />
        <FilterSelect
          label="UF"
          value={list.filters.state}
          onChange={(v) => {
            list.setFilter('state', v);
            list.setFilter('city_id', null);
          }}
          options={states.data ?? []}
          allLabel="Todas"
        />
        <Select label="Cidade" w={200} searchable clearable placeholder={list.filters.state ? 'Todas' : 'Escolha a UF'} disabled={!list.filters.state} data={cities.data ?? []} value={list.filters.city_id || null} onChange={(v) => list.setFilter('city_id', v)} />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} allLabel="Todas" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(t) => t.id} caption="Equipes" emptyText="Nenhuma equipe encontrada" />
    </Stack>
  );
}
