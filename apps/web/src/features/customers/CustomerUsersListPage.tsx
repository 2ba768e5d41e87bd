import { CUSTOMER_MSG, formatInstantDate } from '@backoffice/contract/constants';
import type { CustomerUser } from '@backoffice/contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DeferredDateInput } from '../../components/inputs/DeferredDateInput';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { customerUsers, requestCustomerExport, useStates } from './api/customers';
import { PERSON_TYPE_OPTIONS, STATUS_OPTIONS, USER_KIND_OPTIONS, showDocument, showPhone, userKindLabel } from './components/labels';
import { confirmCustomerStatus } from './components/confirm-customer-status';

const FILTERS = ['status', 'state', 'user_kind', 'person_type', 'start_date', 'end_date'] as const;

/** /tf-users/list — the consumer app's accounts (default 20); CPF, e-mail and phone masked without `unmask`. */
export default function CustomerUsersListPage() {
  const list = useList<CustomerUser, (typeof FILTERS)[number]>({ resource: customerUsers, defaultPerPage: 20, defaultOrder: '-created_at', filters: FILTERS });
  const states = useStates('uf');
  const navigate = useNavigate();
  const canUpdate = useCan('update', 'tf users');
  const canEnable = useCan('enable', 'tf users');
  const canDisable = useCan('disable', 'tf users');
  const canExport = useCan('export', 'tf users');
  const status = customerUsers.useStatus();
  const [exporting, setExporting] = useState(false);

  const toggle = async (c: CustomerUser, action: 'enable' | 'disable') => {
    if (await confirmCustomerStatus(c.name, action)) await status.mutateAsync({ id: c.id, action }).catch(() => undefined);
  };
  const exportList = async () => {
    setExporting(true);
    try {
      await requestCustomerExport(list.exportParams);
      notifySuccess(CUSTOMER_MSG.reportRequested);
      await navigate('/tf-users/report-list');
    } catch (error) {
      notifyError(error, 'Ocorreu um erro inesperado');
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<CustomerUser>[] = [
    {
      key: 'name',
      header: 'Nome',
      sortField: 'name',
      render: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/tf-users/${c.id}/show`} fw={500}>
            {c.name}
          </Anchor>
          {/* a long address may break anywhere rather than push the actions out of the table */}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {c.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'document', header: 'CPF/CNPJ', render: (c) => <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>{showDocument(c)}</Text> },
    { key: 'phone', header: 'Telefone', render: (c) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{showPhone(c)}</Text> },
    { key: 'kind', header: 'Tipo', render: (c) => userKindLabel(c.user_kind) },
    { key: 'city', header: 'Cidade', render: (c) => (c.city_name ? `${c.city_name} - ${c.state_uf ?? ''}` : '—') },
    { key: 'created', header: 'Cadastro', sortField: 'created_at', render: (c) => formatInstantDate(c.created_at) },
    { key: 'status', header: 'Status', render: (c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (c) => (
        <RowActions
          name={c.name}
          showTo={`/tf-users/${c.id}/show`}
          editTo={canUpdate && !c.anonymized ? `/tf-users/${c.id}/edit` : undefined}
          onEnable={canEnable && c.status === 'disabled' && !c.anonymized ? () => void toggle(c, 'enable') : undefined}
          onDisable={canDisable && c.status === 'enabled' ? () => void toggle(c, 'disable') : undefined}
        />
      ),
    },
  ];
  // A search or filter is never counted (decision 0070): the total is the rows so far plus one when more follow.
  const more = list.total === list.page * list.perPage + 1;

  return (
    <Stack gap={0}>
      <PageHeader
        title="Usuários do app"
        count={list.count === undefined ? undefined : more ? list.count - 1 : list.count}
        countDescription={more ? 'cadastros ou mais' : undefined}
        actions={
          canExport && (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconFileExport size={16} />} loading={exporting} onClick={() => void exportList()}>
                Exportar CSV
              </Button>
              <Button variant="subtle" component={Link} to="/tf-users/report-list">
                Exportações
              </Button>
            </Group>
          )
        }
      />
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Nome, CPF, e-mail ou telefone" />
        <FilterSelect label="UF" value={list.filters.state} onChange={(v) => list.setFilter('state', v)} options={states.data ?? []} allLabel="Todas" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <FilterSelect label="Tipo de usuário" value={list.filters.user_kind} onChange={(v) => list.setFilter('user_kind', v)} options={USER_KIND_OPTIONS} />
        <FilterSelect label="Pessoa" value={list.filters.person_type} onChange={(v) => list.setFilter('person_type', v)} options={PERSON_TYPE_OPTIONS} />
        <DeferredDateInput label="Cadastro de" w={160} value={list.filters.start_date} onChange={(v) => list.setFilter('start_date', v)} />
        <DeferredDateInput label="até" w={160} value={list.filters.end_date} onChange={(v) => list.setFilter('end_date', v)} />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(c) => c.id} caption="Usuários do app" emptyText="Nenhum usuário encontrado" />
    </Stack>
  );
}
