import { AREAS, PAGE_SIZES_WIDE, formatDate, formatDateTime, formatDocument, formatInstantDate, formatMoney, formatPhone, type BankAccount, type TournamentSummary, type TrainerActivity, type TrainerDetail } from '@backoffice/contract';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { DataTable, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { RecordActions } from '../../components/RecordActions';
import { StatusBadge } from '../../components/StatusBadge';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { useUrlTab } from '../../lib/search-params';
import { trainerActivitiesKey, trainers, useBankAccounts, useResume, useTrainer, useTrainerStatus, v2 } from './api/trainers';
import { ActivitiesTable } from './components/ActivitiesTable';
import { JustificationsPanel } from './components/JustificationsPanel';
import { SERVICE_TYPE_LABELS, trainerHistoryValue } from './components/labels';
import { useActivityToggle } from './components/use-activity-toggle';

const FIELD_LABELS = {
  name: 'Nome',
  email: 'E-mail',
  document: 'Documento',
  phone: 'Telefone',
  bio: 'Biografia',
  filiation: 'Filiação',
  service_type: 'Serviço',
  status: 'Status',
  withdraw_request_id: 'Solicitação de saque',
  withdraw_status: 'Status do saque',
  paid_amount: 'Valor pago',
  balance: 'Saldo',
  available: 'Disponível',
  pending_withdrawals: 'Saques pendentes',
  justification_id: 'Justificativa',
  justification_status: 'Status da justificativa',
  description: 'Descrição',
};

function StatusActions({ t }: { t: TrainerDetail }) {
  const canUpdate = useCan('update', 'trainer');
  const change = useTrainerStatus(t.id);
  if (!canUpdate) return null;
  const ask = async (status: TrainerDetail['status']) => {
    const enabling = status === 'enabled';
    const ok = await confirmAction({
      kind: enabling ? 'enable' : 'disable',
      title: enabling ? (t.status === 'pending' ? 'Aprovar treinador' : 'Habilitar treinador') : 'Desabilitar treinador',
      message: enabling ? `Deseja habilitar o treinador ${t.name}? Ele poderá publicar atividades e receber inscrições.` : `Deseja desabilitar o treinador ${t.name}? Suas atividades deixam de receber inscrições.`,
    });
    // §8: a failed status change is silent; the page keeps the status the server holds.
    if (ok) await change.mutateAsync(status).catch(() => undefined);
  };
  return (
    <>
      {t.status !== 'enabled' && (
        <Button color="green" loading={change.isPending} onClick={() => void ask('enabled')}>
          {t.status === 'pending' ? 'Aprovar' : 'Habilitar'}
        </Button>
      )}
      {t.status !== 'disabled' && (
        <Button color="red" variant="light" loading={change.isPending} onClick={() => void ask('disabled')}>
          Desabilitar
        </Button>
      )}
    </>
  );
}

function ActivitiesTab({ id }: { id: number }) {
  const list = useList<TrainerActivity>({ queryKey: trainerActivitiesKey(id), path: v2(id, '/activities'), defaultPerPage: 10, perPageOptions: PAGE_SIZES_WIDE, defaultOrder: '-id' });
  const canUpdate = useCan('update', 'trainer');
  const toggle = useActivityToggle();
  return <ActivitiesTable list={list} showTrainer={false} canUpdate={canUpdate} onToggle={(a) => void toggle(a)} />;
}

const tournamentColumns: Column<TournamentSummary>[] = [
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
  {
    key: 'period',
    header: 'Período',
    sortField: 'start_date',
    render: (t) => (!t.start_date ? '—' : t.end_date && t.end_date !== t.start_date ? `${formatDate(t.start_date)} a ${formatDate(t.end_date)}` : formatDate(t.start_date)),
  },
  { key: 'city', header: 'Cidade', render: (t) => (t.online ? 'Online' : (t.city_name ?? '—')), visibleFrom: 'md' },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
];

/** §7 GET /v2/competition/tournaments?trainer_id=: the trainer's tournaments, for a profile that may list tournaments. */
function TournamentsTab({ id }: { id: number }) {
  const canList = useCan('index', AREAS.tournaments.resource);
  if (!canList) return <Text c="dimmed">Seu perfil não tem acesso aos torneios.</Text>;
  return <TrainerTournaments id={id} />;
}

function TrainerTournaments({ id }: { id: number }) {
  const list = useList<TournamentSummary>({
    queryKey: [AREAS.tournaments.resource],
    path: AREAS.tournaments.api,
    params: { trainer_id: id },
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-id',
  });
  return <DataTable list={list} columns={tournamentColumns} rowKey={(t) => t.id} caption="Torneios do treinador" emptyText="Nenhum torneio deste treinador" />;
}

function BankAccountsTab({ id }: { id: number }) {
  const q = useBankAccounts(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.length) return <Text c="dimmed">Nenhuma conta bancária cadastrada.</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Banco</Table.Th>
          <Table.Th>Agência</Table.Th>
          <Table.Th>Conta</Table.Th>
          <Table.Th>Tipo</Table.Th>
          <Table.Th>Pix</Table.Th>
          <Table.Th>Titular</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {q.data.map((b: BankAccount) => (
          <Table.Tr key={b.id}>
            <Table.Td>
              {b.bank_code} – {b.bank_name} {b.is_default && <Badge variant="light" size="sm" tt="none">Principal</Badge>}
            </Table.Td>
            <Table.Td>{b.agency}</Table.Td>
            <Table.Td>{b.account}</Table.Td>
            <Table.Td>{b.account_type === 'savings' ? 'Poupança' : 'Corrente'}</Table.Td>
            <Table.Td>{b.pix_key ?? '—'}</Table.Td>
            <Table.Td>
              {b.holder_name} ({b.holder_document})
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function MoneyCards({ id }: { id: number }) {
  const q = useResume(id);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  const cards = [
    { label: 'Saldo disponível', value: r.available, testId: 'balance-available' },
    { label: 'Receita futura', value: r.future, testId: 'balance-future' },
    { label: 'Saques pendentes', value: r.pending_withdrawals, testId: 'balance-pending' },
    { label: 'Saldo total', value: r.balance, testId: 'balance-total' },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {cards.map((c) => (
          <Paper key={c.label} withBorder p="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {c.label}
            </Text>
            <Text size="xl" fw={700} data-testid={c.testId}>
              {formatMoney(c.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Créditos {formatMoney(r.credits)} · Saques {formatMoney(r.debits)} · {r.entries_count} lançamentos
      </Text>
    </Stack>
  );
}

const TRAINER_TABS = ['activities', 'tournaments', 'bank', 'finance', 'justifications'] as const;

/** /trainer/{id}/show — details, status (approve), tabs: activities, tournaments, bank accounts, finance, justifications. */
export default function TrainerShowPage() {
  const { id } = useParams();
  const q = useTrainer(id);
  const history = trainers.useHistory(id);
  const canUpdate = useCan('update', 'trainer');
  const [tab, setTab] = useUrlTab(TRAINER_TABS);
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  const t = q.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={t.name}
        backTo="/trainer/list"
        actions={
          <>
            <StatusActions t={t} />
            <RecordActions editTo={canUpdate ? `/trainer/${t.id}/edit` : undefined} />
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              { label: 'Status', value: <span data-testid="trainer-status"><StatusBadge status={t.status} variant="trainer" /></span> },
              { label: 'E-mail', value: t.email },
              { label: 'Documento', value: t.document ? formatDocument(t.document) : null },
              { label: 'Telefone', value: t.phone ? formatPhone(t.phone) : null },
              { label: 'Cidade', value: t.city_name },
              { label: 'Serviço', value: SERVICE_TYPE_LABELS[t.service_type] },
              { label: 'Filiação', value: t.filiation },
              { label: 'Cadastrado em', value: formatDateTime(t.created_at) },
              { label: 'Biografia', value: t.bio },
            ]}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="activities">Atividades ({t.activities_count})</Tabs.Tab>
              <Tabs.Tab value="tournaments">Torneios</Tabs.Tab>
              <Tabs.Tab value="bank">Contas bancárias</Tabs.Tab>
              <Tabs.Tab value="finance">Financeiro</Tabs.Tab>
              <Tabs.Tab value="justifications">Justificativas ({t.open_justifications} abertas)</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="activities">
              <ActivitiesTab id={t.id} />
            </Tabs.Panel>
            <Tabs.Panel value="tournaments">
              <TournamentsTab id={t.id} />
            </Tabs.Panel>
            <Tabs.Panel value="bank">
              <BankAccountsTab id={t.id} />
            </Tabs.Panel>
            <Tabs.Panel value="finance">
              <Stack>
                <MoneyCards id={t.id} />
                <Group>
                  <Button component={Link} to={`/trainer/${t.id}/finance`} variant="light">
                    Abrir financeiro {t.pending_withdraws > 0 ? `(${t.pending_withdraws} saques pendentes)` : ''}
                  </Button>
                </Group>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="justifications">
              <JustificationsPanel id={t.id} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Histórico
          </Title>
          <AuditTimeline query={history} fieldLabels={FIELD_LABELS} formatValue={trainerHistoryValue} />
        </Paper>
        <Text size="xs" c="dimmed">
          Atualizado em {formatInstantDate(t.updated_at)}
        </Text>
      </Stack>
    </Stack>
  );
}
