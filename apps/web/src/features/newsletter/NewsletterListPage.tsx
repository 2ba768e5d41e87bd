import { NEWSLETTER_CSV, formatDateTime } from '@backoffice/contract/constants';
import type { NewsletterSubscriber } from '@backoffice/contract';
import { Group, Stack, Text } from '@mantine/core';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { subscribers } from './api/newsletter';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Ativos' },
  { value: 'inactive', label: 'Inativos' },
];
const ORIGIN_LABELS: Record<string, string> = { site: 'Site', android: 'Android', ios: 'iOS' };
const ORIGIN_OPTIONS = Object.entries(ORIGIN_LABELS).map(([value, label]) => ({ value, label }));

/** /newsletter/list (default 20, e-mail order): search, status and origin filters, enable/disable, CSV of the filtered view. */
export default function NewsletterListPage() {
  const list = useList<NewsletterSubscriber, 'status' | 'origin'>({ resource: subscribers, defaultPerPage: 20, defaultOrder: 'email', filters: ['status', 'origin'] });
  const canEnable = useCan('enable', 'newsletter');
  const canDisable = useCan('disable', 'newsletter');
  const status = subscribers.useStatus();
  const toggle = async (s: NewsletterSubscriber, action: 'enable' | 'disable') => {
    const verb = action === 'enable' ? 'ativar' : 'desativar';
    if (!(await confirmAction({ kind: action, title: `${action === 'enable' ? 'Ativar' : 'Desativar'} assinante`, message: `Deseja ${verb} o assinante ${s.email}?` }))) return;
    await status.mutateAsync({ id: s.id, action }).catch(() => undefined);
  };

  const columns: Column<NewsletterSubscriber>[] = [
    // long addresses wrap, so status and actions stay on screen at 390 px
    { key: 'email', header: 'E-mail', sortField: 'email', render: (s) => <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>{s.email}</Text> },
    { key: 'name', header: 'Nome', render: (s) => s.name ?? '—', visibleFrom: 'sm' },
    { key: 'origin', header: 'Origem', render: (s) => (s.origin ? ORIGIN_LABELS[s.origin] : '—'), visibleFrom: 'md' },
    { key: 'status', header: 'Status', render: (s) => <StatusBadge status={s.status} /> },
    { key: 'created_at', header: 'Cadastrado em', sortField: 'created_at', render: (s) => formatDateTime(s.created_at), visibleFrom: 'md' },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (s) => (
        <RowActions
          name={s.email}
          onEnable={s.status === 'inactive' && canEnable ? () => void toggle(s, 'enable') : undefined}
          onDisable={s.status === 'active' && canDisable ? () => void toggle(s, 'disable') : undefined}
        />
      ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title="Newsletter" count={list.count} countDescription="assinantes" csv={{ path: '/v1/report/newsletter_subscribers.csv', filename: NEWSLETTER_CSV, query: list.exportParams }} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Buscar por e-mail ou nome" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <FilterSelect label="Origem" value={list.filters.origin} onChange={(v) => list.setFilter('origin', v)} options={ORIGIN_OPTIONS} allLabel="Todas" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(s) => s.id} caption="Assinantes da newsletter" emptyText="Nenhum assinante encontrado" />
    </Stack>
  );
}
