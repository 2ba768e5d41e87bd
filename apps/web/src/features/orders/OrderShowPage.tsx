import {
  ORDERS_MSG,
  WITHDRAW_MSG,
  enumLabel,
  formatCnpj,
  formatCpf,
  formatDateTime,
  formatMoney,
  formatPhone,
  statusLabel,
  type OrderDetail,
  type OrderItem,
  type OrderPayment,
  type OrderStatus,
} from '@backoffice/contract';
import { Alert, Button, Divider, Group, Loader, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { IconArrowsExchange, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageLink } from '../../components/PageLink';
import { AuditTimeline } from '../../components/AuditTimeline';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { ApiError } from '../../lib/api-client';
import { confirmAction } from '../../lib/confirm';
import { useCan } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { cancelOrderPreorder, orders, updateOrderStatus, useOrderCustomer } from './api/orders';
import { AmountCell } from '../../components/AmountCell';
import { ScrollRegion } from '../../components/ScrollRegion';

const FIELD_LABELS = { status: 'Status', reason: 'Motivo', order_status: 'Status do pedido' };
const ITEM_KINDS: Record<OrderItem['kind'], string> = { subscription: 'Inscrição', extra: 'Extra', donation: 'Doação', tournament_subscription: 'Inscrição em torneio' };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function ItemsTable({ order }: { order: OrderDetail }) {
  if (!order.items.length) return <Text c="dimmed">Pedido sem itens registrados.</Text>;
  return (
    <ScrollRegion label="Itens do pedido">
      <Table striped verticalSpacing="xs" miw={560} aria-label="Itens do pedido">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Tipo</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th ta="right">Qtd.</Table.Th>
            <Table.Th ta="right">Valor unitário</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{ITEM_KINDS[i.kind]}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {i.subscription_id && i.event_id && i.kind === 'subscription' ? (
                    <PageLink to={`/events/${i.event_id}/subscriptions/${i.subscription_id}/show`} size="sm">
                      {i.description} (inscrição #{i.subscription_id})
                    </PageLink>
                  ) : i.kind === 'tournament_subscription' && i.tournament_id ? (
                    <PageLink to={`/tournaments/${i.tournament_id}/subscriptions`} size="sm">
                      {i.description} (inscrições do torneio)
                    </PageLink>
                  ) : (
                    <Text size="sm">{i.description}</Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {[i.event_name, i.subscription_status ? `inscrição ${statusLabel(i.subscription_status, 'subscription').toLowerCase()}` : null].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Table.Td>
              <AmountCell>{i.quantity}</AmountCell>
              <AmountCell>{formatMoney(i.unit_price)}</AmountCell>
              <AmountCell>{formatMoney(i.total)}</AmountCell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * The customer read through the customers call (masked per permission, the view logged — decision 0086). A 404 is
 * ignored (§8) and a 403 explained; either way the name the order carries stays and the rest of the page works.
 */
function CustomerPanel({ customer }: { customer: OrderDetail['customer'] }) {
  const query = useOrderCustomer(customer.id);
  const name = <PageLink to={`/tf-users/${customer.id}/show`}>{customer.name}</PageLink>;
  if (query.isPending) return <DetailList items={[{ label: 'Nome', value: name }, { label: 'Dados de contato', value: <Loader size="xs" aria-label="Carregando dados do cliente" /> }]} />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const note =
      status === 404
        ? 'Cadastro do cliente não encontrado.'
        : status === 403
          ? 'Seu perfil não tem permissão para ver os dados pessoais deste cliente.'
          : 'Não foi possível carregar os dados do cliente.';
    return (
      <Stack gap="xs">
        <DetailList items={[{ label: 'Nome', value: name }]} />
        <Text size="sm" c="dimmed">
          {note}
        </Text>
        {status !== 404 && status !== 403 && (
          <Button variant="subtle" size="xs" w="fit-content" onClick={() => void query.refetch()}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    );
  }
  const c = query.data;
  const document = c.cpf ?? c.cnpj;
  return (
    <DetailList
      items={[
        { label: 'Nome', value: name },
        { label: c.cnpj && !c.cpf ? 'CNPJ' : 'CPF', value: document ? (c.masked ? document : c.cpf ? formatCpf(c.cpf) : formatCnpj(document)) : null },
        { label: 'E-mail', value: <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{c.email}</Text> },
        { label: 'Telefone', value: c.phone ? (c.masked ? c.phone : formatPhone(c.phone, c.phone_country_code)) : null },
      ]}
    />
  );
}

/** Paid by a staff decision (a transfer seen in the bank, a receipt): no attempt was approved by the gateway. */
function confirmedByStaff(o: OrderDetail): boolean {
  return o.status === 'payment_confirmed' && !o.payments.some((p) => p.status === 'approved' || p.status === 'authorized');
}

function PaymentsTable({ payments }: { payments: OrderPayment[] }) {
  if (!payments.length) return <Text c="dimmed">Nenhuma tentativa de pagamento.</Text>;
  return (
    <ScrollRegion label="Pagamentos do pedido">
      <Table striped verticalSpacing="xs" miw={640} aria-label="Pagamentos do pedido">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Forma</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Parcelas / bandeira</Table.Th>
            <Table.Th>Operadora</Table.Th>
            <Table.Th>Data</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{enumLabel('payment_method', p.method)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <StatusBadge status={p.status} />
                  {p.failure_reason && (
                    <Text size="xs" c="red">
                      {p.failure_reason}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <AmountCell>{formatMoney(p.amount)}</AmountCell>
              <Table.Td>{[`${p.installments}x`, p.card_brand ? enumLabel('card_brand', p.card_brand) : null].filter(Boolean).join(' · ')}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{p.gateway ?? '—'}</Text>
                  {p.gateway_transaction_id && (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {p.gateway_transaction_id}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{formatDateTime(p.paid_at ?? p.authorized_at ?? p.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const source = order.discount_source ? enumLabel('discount_source', order.discount_source) : null;
  const row = (label: string, value: ReactNode, strong = false) => (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} maw={420}>
      {row('Subtotal', formatMoney(order.subtotal))}
      {row(
        `Desconto${source ? ` (${source}${order.coupon ? ` · cupom ${order.coupon.code}` : ''})` : ''}`,
        order.discount ? `− ${formatMoney(order.discount)}` : formatMoney(0),
      )}
      {row('Taxa de conveniência', `+ ${formatMoney(order.convenience_fee)}`)}
      <Divider />
      {row('Total', formatMoney(order.total), true)}
      {order.coupon && (
        <Text size="xs" c="dimmed">
          Cupom{' '}
          <PageLink to={`/coupons/${order.coupon.id}/show`} size="xs">
            {order.coupon.name}
          </PageLink>{' '}
          · código {order.coupon.code}
        </Text>
      )}
    </Stack>
  );
}

function StatusModal({ order, opened, onClose }: { order: OrderDetail; opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!status) return;
    setSaving(true);
    try {
      const result = await updateOrderStatus(order.id, { status, lock_version: order.lock_version, reason: reason.trim() || undefined });
      notifySuccess(result.message ?? ORDERS_MSG.statusEdited);
      queryClient.setQueryData(orders.keys.detail(order.id), result);
      onClose();
      setStatus(null);
      setReason('');
    } catch (error) {
      notifyError(error);
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orders.keys.detail(order.id) }),
        queryClient.invalidateQueries({ queryKey: orders.keys.history(order.id) }),
        queryClient.invalidateQueries({ queryKey: orders.keys.lists() }),
      ]);
      setSaving(false);
    }
  };
  const releases = status === 'cancelled' || status === 'refused';
  return (
    <Modal opened={opened} onClose={onClose} title={`Editar status do pedido #${order.id}`} size={440} centered>
      <Stack>
        <Text size="sm">
          Status atual: <strong>{statusLabel(order.status)}</strong>
        </Text>
        <Select
          label="Novo status"
          placeholder="Escolha o novo status"
          data={order.allowed_statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
          value={status}
          onChange={(v) => setStatus(v as OrderStatus | null)}
          allowDeselect={false}
        />
        {releases && (
          <Text size="sm" c="orange.8">
            As inscrições do pedido serão {status === 'cancelled' ? 'canceladas' : 'rejeitadas'}, os kits voltam ao estoque e as vagas voltam ao evento.
          </Text>
        )}
        {status === 'payment_confirmed' && <Text size="sm">As inscrições do pedido serão aprovadas.</Text>}
        <Textarea label="Motivo (opcional)" maxLength={500} autosize minRows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!status}>
            Salvar status
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /orders/{id}/show — customer, items, payments, discount, totals, status edit, cancel preorder and the status timeline. */
export default function OrderShowPage() {
  const { id } = useParams();
  const record = orders.useDetail(id);
  const history = orders.useHistory(id);
  const queryClient = useQueryClient();
  const canUpdate = useCan('update', 'orders');
  const canCancelPreorder = useCan('cancel_preorder', 'orders');
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  if (record.isPending) return <PageLoader />;
  if (record.isError) return <PageError error={record.error} onRetry={() => void record.refetch()} />;
  const o = record.data;

  const cancelPreorder = async () => {
    if (!(await confirmAction({ kind: 'ok', title: 'Cancelar pré-pedido', message: `Deseja cancelar o pré-pedido #${o.id}? As inscrições serão canceladas e os kits voltam ao estoque.` }))) return;
    setCancelling(true);
    try {
      await cancelOrderPreorder(o.id);
      notifySuccess(WITHDRAW_MSG.preorderCancelled);
    } catch (error) {
      notifyError(error);
    } finally {
      await Promise.all([orders.keys.detail(o.id), orders.keys.history(o.id), orders.keys.lists()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setCancelling(false);
    }
  };

  return (
    <Stack gap={0}>
      <PageHeader
        title={`Pedido #${o.id}`}
        backTo="/orders/list"
        actions={
          <>
            {canCancelPreorder && o.status === 'preorder' && (
              <Button variant="light" color="red" leftSection={<IconX size={16} />} loading={cancelling} onClick={() => void cancelPreorder()}>
                Cancelar pré-pedido
              </Button>
            )}
            {canUpdate && o.allowed_statuses.length > 0 && (
              <Button leftSection={<IconArrowsExchange size={16} />} onClick={() => setEditing(true)}>
                Editar status
              </Button>
            )}
          </>
        }
      />
      <StatusModal order={o} opened={editing} onClose={() => setEditing(false)} />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Panel title="Pedido">
            <DetailList
              items={[
                { label: 'Status', value: <StatusBadge status={o.status} /> },
                { label: 'Data do pedido', value: formatDateTime(o.created_at) },
                { label: 'Evento', value: o.event_id ? <PageLink to={`/events/${o.event_id}/show`}>{o.event_name}</PageLink> : null },
                { label: 'Canal', value: enumLabel('channel', o.channel) },
                { label: 'Pago em', value: o.paid_at ? formatDateTime(o.paid_at) : null },
                { label: 'Cancelado em', value: o.cancelled_at ? formatDateTime(o.cancelled_at) : null },
                { label: 'UUID', value: <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>{o.uuid}</Text> },
              ]}
            />
          </Panel>
          <Panel title="Cliente">
            <CustomerPanel customer={o.customer} />
          </Panel>
        </SimpleGrid>
        <Panel title="Itens">
          <ItemsTable order={o} />
        </Panel>
        <Panel title="Valores">
          <Totals order={o} />
        </Panel>
        {/* the whole width: side by side with the values, its six columns scrolled sideways below ~1,600 px */}
        <Panel title="Pagamentos">
          <Stack gap="sm">
            {confirmedByStaff(o) && (
              <Alert color="blue" variant="light" title="Pagamento confirmado pela equipe">
                O gateway não confirmou nenhuma tentativa abaixo: elas mostram o que ele informou. Quem confirmou e quando está no histórico de status.
              </Alert>
            )}
            <PaymentsTable payments={o.payments} />
          </Stack>
        </Panel>
        <Panel title="Histórico de status">
          <AuditTimeline query={history} fieldLabels={FIELD_LABELS} />
        </Panel>
      </Stack>
    </Stack>
  );
}
