import type { Campaign } from '@backoffice/contract';
import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCopy, IconDots, IconEdit, IconEye, IconFlag, IconPlayerPlay } from '@tabler/icons-react';
import { RowMenu } from '../../../components/RowMenu';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../../components/list';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../../lib/me';
import { campaigns, useEventTypeOptions } from '../api/marketing';
import { CampaignStatusBadge, useCampaignToggle } from './CampaignStatus';
import { periodText } from '../components/PeriodText';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativas' },
  { value: 'closed', label: 'Encerradas' },
];

/** /campaigns (default 10, §9): search, status and event type filters; end/reactivate, new from an existing one. */
export default function CampaignsListPage() {
  const list = useList<Campaign, 'status' | 'event_type'>({ resource: campaigns, defaultPerPage: 10, defaultOrder: '-id', filters: ['status', 'event_type'] });
  const types = useEventTypeOptions();
  const canUpdate = useCan('update', 'campaigns');
  const canCreate = useCan('create', 'campaigns');
  const toggle = useCampaignToggle();

  const columns: Column<Campaign>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (c) => c.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (c) => (
        <Anchor component={Link} to={`/campaigns/${c.id}/show`} fw={500}>
          {c.name}
        </Anchor>
      ),
    },
    { key: 'type', header: 'Tipo de evento', visibleFrom: 'md', render: (c) => c.event_type_name ?? '—' },
    { key: 'period', header: 'Período', sortField: 'start_date', visibleFrom: 'sm', render: (c) => periodText(c.start_date, c.end_date) },
    { key: 'coupons', header: 'Cupons', visibleFrom: 'md', render: (c) => c.coupons_count },
    { key: 'status', header: 'Status', render: (c) => <CampaignStatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (c) => (
        <RowMenu
          target={
            <ActionIcon variant="subtle" color="gray" aria-label={`Ações: ${c.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          }
        >
          {(Menu) => (
            <>
              <Menu.Item component={Link} to={`/campaigns/${c.id}/show`} leftSection={<IconEye size={16} />}>
                Visualizar
              </Menu.Item>
              {canUpdate && (
                <Menu.Item component={Link} to={`/campaigns/${c.id}/edit`} leftSection={<IconEdit size={16} />}>
                  Editar
                </Menu.Item>
              )}
              {canCreate && (
                <Menu.Item component={Link} to={`/campaigns/new/${c.id}`} leftSection={<IconCopy size={16} />}>
                  Nova a partir desta
                </Menu.Item>
              )}
              {canUpdate && (
                <Menu.Item leftSection={c.status === 'active' ? <IconFlag size={16} /> : <IconPlayerPlay size={16} />} color={c.status === 'active' ? 'red' : undefined} onClick={() => void toggle(c)}>
                  {c.status === 'active' ? 'Encerrar' : 'Reativar'}
                </Menu.Item>
              )}
            </>
          )}
        </RowMenu>
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Campanhas" count={list.count} createTo="/campaigns/new" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} allLabel="Todas" />
        <FilterSelect label="Tipo de evento" value={list.filters.event_type} onChange={(v) => list.setFilter('event_type', v)} options={types.data ?? []} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(c) => c.id} caption="Campanhas" emptyText="Nenhuma campanha encontrada" />
    </Stack>
  );
}
