import { formatCnpj, formatCpf, formatDateTime, formatPhone, type TeamMember } from '@backoffice/contract';
import { Anchor, Button, Group, Paper, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, useList, type Column, countText } from '../../components/list';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { sendTeamReset, teams } from './api/customers';

const FIELD_LABELS = { name: 'Nome', email: 'E-mail', document: 'CPF/CNPJ', phone: 'Telefone', city_id: 'Cidade', state_id: 'Estado', status: 'Status', password_reset_sent_at: 'Link de senha enviado' };

const memberColumns: Column<TeamMember>[] = [
  {
    key: 'name',
    header: 'Atleta',
    render: (m) => (
      <Anchor component={Link} to={`/tf-users/${m.id}/show`} fw={500}>
        {m.name}
      </Anchor>
    ),
  },
  { key: 'subs', header: 'Inscrições', render: (m) => m.subscriptions_count },
  { key: 'last', header: 'Última inscrição', render: (m) => m.last_subscription_event ?? '—' },
  { key: 'status', header: 'Status', render: (m) => <StatusBadge status={m.status} /> },
];

function Members({ id }: { id: number }) {
  const list = useList<TeamMember>({ queryKey: [...teams.keys.detail(id), 'members'], path: teams.url(id, 'members'), defaultPerPage: 10 });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Membros ({countText(list.count)})
      </Title>
      <DataTable list={list} columns={memberColumns} rowKey={(m) => m.id} caption="Membros da equipe" emptyText="Nenhum membro nesta equipe" />
    </Paper>
  );
}

function ResendButton({ id }: { id: number }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      leftSection={<IconMail size={16} />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        sendTeamReset(id)
          .then((r) => notifySuccess(r.message))
          .catch((e: unknown) => notifyError(e))
          .finally(() => setBusy(false));
      }}
    >
      Reenviar link de senha
    </Button>
  );
}

const doc = (d: string | null) => (!d ? '—' : d.length === 14 ? formatCnpj(d) : formatCpf(d));

/** /teams/{id}/show — data, members and their subscriptions, history. */
export default function TeamShowPage() {
  const canUpdate = useCan('update', 'teams');
  return (
    <ShowPage resource={teams} noun={{ title: 'equipe', article: 'a equipe' }} fieldLabels={FIELD_LABELS}>
      {(t) => (
        <>
          {canUpdate && t.customer_id && (
            <Group>
              <ResendButton id={t.id} />
            </Group>
          )}
          <Paper withBorder p="lg" radius="md">
            <DetailList
              items={[
                { label: 'Nome', value: t.name },
                { label: 'E-mail', value: t.email ?? '—' },
                { label: 'CPF/CNPJ', value: doc(t.document) },
                { label: 'Telefone', value: t.phone ? formatPhone(t.phone) : '—' },
                { label: 'Cidade', value: t.team_attributes.city_name ? `${t.team_attributes.city_name} - ${t.team_attributes.state_uf ?? ''}` : (t.team_attributes.state_uf ?? '—') },
                { label: 'Conta no app', value: t.customer_id ? <Anchor component={Link} to={`/tf-users/${t.customer_id}/show`}>Ver usuário</Anchor> : 'Sem conta' },
                { label: 'Status', value: <StatusBadge status={t.status} /> },
                { label: 'Criada em', value: formatDateTime(t.created_at) },
              ]}
            />
          </Paper>
          <Members id={t.id} />
        </>
      )}
    </ShowPage>
  );
}
