import type { Banner } from '@backoffice/contract';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../../components/list';
import { PageHeader } from '../../../components/PageHeader';
import { RowActions } from '../../../components/RowActions';
import { StatusBadge } from '../../../components/StatusBadge';
import { Thumbnail } from '../../../components/Thumbnail';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { banners } from '../api/marketing';
import { PERIOD_STATE_COLORS, PERIOD_STATE_LABELS, periodState, periodText } from '../components/PeriodText';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];

/** /banners/list (default 20, display order): thumbnail, linked event, position, period, status; enable/disable, delete. */
export default function BannersListPage() {
  const list = useList<Banner, 'status'>({ resource: banners, defaultPerPage: 20, defaultOrder: 'position', filters: ['status'] });
  const canUpdate = useCan('update', 'banners');
  const canDelete = useCan('destroy', 'banners');
  const canEnable = useCan('enable', 'banners');
  const canDisable = useCan('disable', 'banners');
  const del = banners.useDelete();
  const status = banners.useStatus();
  const remove = async (b: Banner) => {
    if (!(await confirmAction({ kind: 'delete', title: 'Excluir banner', message: `Deseja excluir o banner ${b.title}? Esta ação não pode ser desfeita.` }))) return;
    await del.mutateAsync(b.id).catch(() => undefined);
  };
  const toggle = async (b: Banner, action: 'enable' | 'disable') => {
    const verb = action === 'enable' ? 'ativar' : 'desativar';
    if (!(await confirmAction({ kind: action, title: `${action === 'enable' ? 'Ativar' : 'Desativar'} banner`, message: `Deseja ${verb} o banner ${b.title}?` }))) return;
    await status.mutateAsync({ id: b.id, action }).catch(() => undefined);
  };

  const columns: Column<Banner>[] = [
    { key: 'image', header: 'Imagem', width: 136, render: (b) => <Thumbnail src={b.image_url} alt={`Banner ${b.title}`} w={120} h={40} /> },
    {
      key: 'title',
      header: 'Título',
      sortField: 'title',
      render: (b) => (
        <Anchor component={Link} to={`/banners/${b.id}/show`} fw={500}>
          {b.title}
        </Anchor>
      ),
    },
    {
      key: 'event',
      header: 'Evento',
      visibleFrom: 'md',
      render: (b) =>
        b.event_id ? (
          <Anchor component={Link} to={`/events/${b.event_id}/show`} size="sm">
            {b.event_name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">{b.link_url ?? '—'}</Text>
        ),
    },
    { key: 'position', header: 'Posição', sortField: 'position', width: 90, render: (b) => b.position },
    {
      key: 'period',
      header: 'Período',
      sortField: 'starts_on',
      visibleFrom: 'sm',
      render: (b) => {
        const state = periodState(b.starts_on, b.ends_on, b.status);
        return (
          <Stack gap={2}>
            <Text size="sm">{periodText(b.starts_on, b.ends_on)}</Text>
            <Badge size="xs" variant="light" color={PERIOD_STATE_COLORS[state]} tt="none">
              {PERIOD_STATE_LABELS[state]}
            </Badge>
          </Stack>
        );
      },
    },
    { key: 'status', header: 'Status', render: (b) => <StatusBadge status={b.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (b) => (
        <RowActions
          name={b.title}
          showTo={`/banners/${b.id}/show`}
          editTo={canUpdate ? `/banners/${b.id}/edit` : undefined}
          onEnable={b.status === 'disabled' && canEnable ? () => void toggle(b, 'enable') : undefined}
          onDisable={b.status === 'enabled' && canDisable ? () => void toggle(b, 'disable') : undefined}
          onDelete={canDelete ? () => void remove(b) : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Banners" count={list.count} createTo="/banners/new" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por título" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(b) => b.id} caption="Banners" emptyText="Nenhum banner encontrado" />
    </Stack>
  );
}
