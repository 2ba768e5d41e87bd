import { enumLabel, formatDate } from '@backoffice/contract/constants';
import type { TournamentSummary } from '@backoffice/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DeferredDateInput } from '../../components/inputs/DeferredDateInput';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { tournaments, useTrainerOptions } from './api/tournaments';

const STATUS_OPTIONS = [
  { value: 'enabled', label: 'Ativos' },
  { value: 'disabled', label: 'Inativos' },
];

function period(t: TournamentSummary): string {
  if (!t.start_date) return '—';
  return t.end_date && t.end_date !== t.start_date ? `${formatDate(t.start_date)} a ${formatDate(t.end_date)}` : formatDate(t.start_date);
}

/** /tournaments/list (§9: 20 per page, newest first): trainer, status, search and period filters; enable/disable. */
export default function TournamentsListPage() {
  const list = useList<TournamentSummary, 'status' | 'trainer_id' | 'start_date' | 'end_date'>({
    resource: tournaments,
    defaultPerPage: 20,
    defaultOrder: '-id',
    filters: ['status', 'trainer_id', 'start_date', 'end_date'],
  });
  const trainers = useTrainerOptions();
  const canUpdate = useCan('update', 'tournaments');
  const canEnable = useCan('enable', 'tournaments');
  const canDisable = useCan('disable', 'tournaments');
  const status = tournaments.useStatus();
  const toggle = async (t: TournamentSummary, action: 'enable' | 'disable') => {
    const verb = action === 'enable' ? 'habilitar' : 'desabilitar';
    if (!(await confirmAction({ kind: action, title: `${action === 'enable' ? 'Habilitar' : 'Desabilitar'} torneio`, message: `Deseja ${verb} o torneio ${t.name}?` }))) return;
    await status.mutateAsync({ id: t.id, action }).catch(() => undefined);
  };

  const columns: Column<TournamentSummary>[] = [
    { key: 'id', header: 'ID', sortField: 'id', width: 80, render: (t) => t.id },
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (t) => (
        <Anchor component={Link} to={`/tournaments/${t.id}/show`} fw={500}>
          {t.name}
        </Anchor>
      ),
    },
    { key: 'trainer', header: 'Treinador', render: (t) => t.trainer_name ?? '—', visibleFrom: 'md' },
    { key: 'period', header: 'Período', sortField: 'start_date', render: period },
    { key: 'city', header: 'Cidade', render: (t) => (t.online ? 'Online' : (t.city_name ?? '—')), visibleFrom: 'md' },
    { key: 'price', header: 'Cobrança', render: (t) => `${enumLabel('charge_type', t.charge_type)} · ${enumLabel('price_type', t.price_type)}`, visibleFrom: 'lg' },
    { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (t) => (
        <RowActions
          name={t.name}
          showTo={`/tournaments/${t.id}/show`}
          editTo={canUpdate ? `/tournaments/${t.id}/edit` : undefined}
          onEnable={t.status === 'disabled' && canEnable ? () => void toggle(t, 'enable') : undefined}
          onDisable={t.status === 'enabled' && canDisable ? () => void toggle(t, 'disable') : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Torneios" count={list.count} countDescription="torneios" createTo="/tournaments/new" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por nome" />
        <FilterSelect label="Treinador" value={list.filters.trainer_id} onChange={(v) => list.setFilter('trainer_id', v)} options={trainers.data ?? []} />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <DeferredDateInput label="De" value={list.filters.start_date ?? null} onChange={(v) => list.setFilter('start_date', v ?? undefined)} w={150} />
        <DeferredDateInput label="Até" value={list.filters.end_date ?? null} onChange={(v) => list.setFilter('end_date', v ?? undefined)} w={150} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(t) => t.id} caption="Torneios" emptyText="Nenhum torneio encontrado" />
    </Stack>
  );
}
