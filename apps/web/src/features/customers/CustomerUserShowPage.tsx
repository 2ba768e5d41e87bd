import { ENUM_LABELS, formatDate, formatDateTime, formatMoney, SUBSCRIPTION_STATUS_LABELS, type CustomerOrder, type CustomerSubscription } from '@backoffice/contract';
import { Anchor, Paper, SimpleGrid, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, useList, type Column, countText } from '../../components/list';
import { ShowPage } from '../../components/ShowPage';
import { StatusBadge } from '../../components/StatusBadge';
import { useCan } from '../../lib/me';
import { customerUsers } from './api/customers';
import { AccessLogPanel, CustomerActions } from './components/CustomerLgpd';
import { customerHistoryValue, genderLabel, showDocument, showPhone, userKindLabel } from './components/labels';

const FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  person_type: 'Tipo de pessoa',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  birth_date: 'Nascimento',
  gender: 'Sexo',
  phone: 'Telefone',
  address: 'Endereço',
  zip_code: 'CEP',
  city_id: 'Cidade',
  user_kind: 'Tipo de usuário',
  status: 'Status',
  anonymized: 'Anonimizado',
  password_reset_sent_at: 'Link de senha enviado',
};

const subscriptionColumns: Column<CustomerSubscription>[] = [
  {
    key: 'event',
    header: 'Evento',
    render: (s) => (
      <Anchor component={Link} to={`/events/${s.event_id}/subscriptions/${s.id}/show`} fw={500}>
        {s.event_name}
      </Anchor>
    ),
  },
  { key: 'date', header: 'Data do evento', render: (s) => formatDate(s.event_date) || '—' },
  { key: 'modality', header: 'Modalidade', render: (s) => s.modality_name },
  { key: 'status', header: 'Status', render: (s) => (SUBSCRIPTION_STATUS_LABELS as Record<string, string>)[s.status] ?? s.status },
  { key: 'price', header: 'Valor', render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(s.price)}</span> },
  { key: 'kit', header: 'Kit', render: (s) => (s.kit_withdrawn_at ? `Retirado em ${formatDateTime(s.kit_withdrawn_at)}` : 'Não retirado') },
];

const orderColumns: Column<CustomerOrder>[] = [
  {
    key: 'id',
    header: 'Pedido',
    render: (o) => (
      <Anchor component={Link} to={`/orders/${o.id}/show`} fw={500}>
        #{o.id}
      </Anchor>
    ),
  },
  { key: 'event', header: 'Evento', render: (o) => o.event_name ?? '—' },
  { key: 'status', header: 'Status', render: (o) => <StatusBadge status={o.status} /> },
  { key: 'total', header: 'Total', render: (o) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(o.total)}</span> },
  { key: 'method', header: 'Pagamento', render: (o) => (o.payment_method ? ((ENUM_LABELS.payment_method as Record<string, string>)[o.payment_method] ?? o.payment_method) : '—') },
  { key: 'created', header: 'Data', render: (o) => formatDateTime(o.created_at) },
];

function Subscriptions({ id }: { id: number }) {
  const list = useList<CustomerSubscription>({ queryKey: [...customerUsers.keys.detail(id), 'subscriptions'], path: customerUsers.url(id, 'subscriptions'), defaultPerPage: 10 });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Inscrições ({countText(list.count)})
      </Title>
      <DataTable list={list} columns={subscriptionColumns} rowKey={(s) => s.id} caption="Inscrições" emptyText="Nenhuma inscrição" />
    </Paper>
  );
}

// orders_page, orders_order…: the subscriptions above page on their own (one page, three lists)
function Orders({ id }: { id: number }) {
  const list = useList<CustomerOrder>({ queryKey: [...customerUsers.keys.detail(id), 'orders'], path: customerUsers.url(id, 'orders'), defaultPerPage: 10, urlPrefix: 'orders_' });
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        Pedidos ({countText(list.count)})
      </Title>
      <DataTable list={list} columns={orderColumns} rowKey={(o) => o.id} caption="Pedidos" emptyText="Nenhum pedido" />
    </Paper>
  );
}

/** /tf-users/{id}/show — identity (full values; the view is logged), actions, subscriptions, orders, access log, history. */
export default function CustomerUserShowPage() {
  const canAudit = useCan('access_log', 'tf users');
  return (
    <ShowPage
      resource={customerUsers}
      noun={{ title: 'usuário', article: 'o usuário' }}
      fieldLabels={FIELD_LABELS}
      formatValue={customerHistoryValue}
      // a customer with orders or subscriptions cannot be deleted (the page says why and offers Anonimizar)
      deletable={(c) => !c.delete_blocked_reason && !c.anonymized}
      editable={(c) => !c.anonymized}
    >
      {(c) => (
        <>
          <CustomerActions customer={c} />
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Identificação
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <DetailList
                items={[
                  { label: 'Nome', value: c.name },
                  { label: 'Tipo de pessoa', value: ENUM_LABELS.person_type[c.person_type] },
                  { label: c.person_type === 'juridical' ? 'CNPJ' : 'CPF', value: showDocument(c) },
                  { label: 'E-mail', value: c.email },
                  { label: 'Telefone', value: showPhone(c) },
                  { label: 'Nascimento', value: formatDate(c.birth_date) || '—' },
                  { label: 'Sexo', value: genderLabel(c.gender) ?? '—' },
                ]}
              />
              <DetailList
                items={[
                  { label: 'Endereço', value: c.address ?? '—' },
                  { label: 'CEP', value: c.zip_code ? `${c.zip_code.slice(0, 5)}-${c.zip_code.slice(5)}` : '—' },
                  { label: 'Cidade', value: c.city_name ? `${c.city_name} - ${c.state_uf ?? ''}` : '—' },
                  { label: 'Tipo de usuário', value: userKindLabel(c.user_kind) },
                  { label: 'Equipe', value: c.team_id ? <Anchor component={Link} to={`/teams/${c.team_id}/show`}>{c.team_name}</Anchor> : '—' },
                  { label: 'Status', value: <StatusBadge status={c.status} /> },
                  { label: 'Cadastro', value: formatDateTime(c.created_at) },
                  { label: 'Último acesso ao app', value: c.last_sign_in_at ? formatDateTime(c.last_sign_in_at) : '—' },
                ]}
              />
            </SimpleGrid>
          </Paper>
          <Subscriptions id={c.id} />
          <Orders id={c.id} />
          {canAudit && <AccessLogPanel id={c.id} />}
        </>
      )}
    </ShowPage>
  );
}
