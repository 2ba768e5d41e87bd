import { enumLabel, formatDateTime, formatMoney, type CouponOrder } from '@backoffice/contract';
import { Anchor, Button, Paper, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { api } from '../../lib/api-client';
import { useCanOpen } from '../../lib/me';
import { codesKey, codesPath } from './api/coupons';
import { ScrollRegion } from '../../components/ScrollRegion';

const ITEM_KINDS: Record<string, string> = { subscription: 'Inscrição', extra: 'Extra', donation: 'Doação', tournament_subscription: 'Inscrição em torneio' };

/** /coupons/{id}/coupon_codes/{codeId}/orders/{orderId}/show — an order that used the code, read-only. */
export default function CouponCodeOrderShowPage() {
  const { id, codeId, orderId } = useParams();
  // this page is read-only: the order's own page (where its status is edited) for who may open it
  const canOpen = useCanOpen();
  const order = useQuery({
    queryKey: [...codesKey(id!), 'order', codeId, orderId],
    queryFn: ({ signal }) => api.get<CouponOrder>(`${codesPath(id!)}/${codeId}/orders/${orderId}`, undefined, signal),
  });
  if (order.isPending) return <PageLoader />;
  if (order.isError) return <PageError error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={`Pedido #${o.id}`}
        backTo={`/coupons/${id}/coupon_codes/${codeId}/show`}
        actions={
          canOpen(`/orders/${o.id}/show`) && (
            <Button variant="default" component={Link} to={`/orders/${o.id}/show`}>
              Abrir pedido
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              { label: 'Status', value: <StatusBadge status={o.status} /> },
              { label: 'Cliente', value: `${o.customer.name} · ${o.customer.email}` },
              {
                label: 'Evento',
                value: o.event ? (
                  <Anchor component={Link} to={`/events/${o.event.id}/show`}>
                    {o.event.name}
                  </Anchor>
                ) : (
                  '—'
                ),
              },
              { label: 'Subtotal', value: formatMoney(o.subtotal) },
              { label: 'Desconto', value: `${formatMoney(o.discount)}${o.discount_source ? ` (${enumLabel('discount_source', o.discount_source)})` : ''}` },
              { label: 'Taxa de conveniência', value: formatMoney(o.convenience_fee) },
              { label: 'Total', value: formatMoney(o.total) },
              { label: 'Forma de pagamento', value: enumLabel('payment_method', o.payment_method) },
              { label: 'Canal', value: enumLabel('channel', o.channel) },
              { label: 'Pago em', value: o.paid_at ? formatDateTime(o.paid_at) : '—' },
              { label: 'Criado em', value: formatDateTime(o.created_at) },
              { label: 'Identificador', value: o.uuid },
            ]}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Itens
          </Title>
          <ScrollRegion label="Itens do pedido" minWidth={520}>
            <Table aria-label="Itens do pedido">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tipo</Table.Th>
                  <Table.Th>Descrição</Table.Th>
                  <Table.Th>Qtd.</Table.Th>
                  <Table.Th>Valor unitário</Table.Th>
                  <Table.Th>Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {o.items.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>{ITEM_KINDS[i.kind] ?? i.kind}</Table.Td>
                    <Table.Td>
                      {i.subscription_id && o.event ? (
                        <Anchor component={Link} to={`/events/${o.event.id}/subscriptions/${i.subscription_id}/show`}>
                          {i.description}
                        </Anchor>
                      ) : (
                        i.description
                      )}
                    </Table.Td>
                    <Table.Td>{i.quantity}</Table.Td>
                    <Table.Td>{formatMoney(i.unit_price)}</Table.Td>
                    <Table.Td>{formatMoney(i.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      </Stack>
    </Stack>
  );
}
