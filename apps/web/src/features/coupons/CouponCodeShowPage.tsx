import { formatCount, formatDateTime, formatMoney, statusLabel, type CouponCodeUse } from '@backoffice/contract';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { DataTable, countText, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { codesKey, codesPath, coupons, useCouponCode } from './api/coupons';

/** /coupons/{id}/coupon_codes/{codeId}/show — one code: its figures and the orders (with their subscriptions) that used it. */
export default function CouponCodeShowPage() {
  const { id, codeId } = useParams();
  const coupon = coupons.useDetail(id);
  const code = useCouponCode(id, codeId);
  const uses = useList<CouponCodeUse>({ queryKey: [...codesKey(id!), 'uses', codeId], path: `${codesPath(id!)}/${codeId}/subscriptions`, defaultPerPage: 20 });

  if (code.isPending || coupon.isPending) return <PageLoader />;
  if (code.isError) return <PageError error={code.error} onRetry={() => void code.refetch()} />;
  if (coupon.isError) return <PageError error={coupon.error} onRetry={() => void coupon.refetch()} />;
  const c = code.data;
  const orderTo = (orderId: number) => `/coupons/${id}/coupon_codes/${codeId}/orders/${orderId}/show`;

  const columns: Column<CouponCodeUse>[] = [
    {
      key: 'order',
      header: 'Pedido',
      render: (u) => (
        <Anchor component={Link} to={orderTo(u.order_id)} fw={500}>
          #{u.order_id}
        </Anchor>
      ),
    },
    { key: 'customer', header: 'Cliente', render: (u) => u.customer_name },
    {
      key: 'subscriptions',
      header: 'Inscrições',
      render: (u) =>
        u.subscriptions.length ? (
          <Stack gap={0}>
            {u.subscriptions.map((s) => (
              <Anchor key={s.id} component={Link} to={`/events/${s.event_id}/subscriptions/${s.id}/show`} size="sm">
                #{s.id}
                {s.modality_name ? ` · ${s.modality_name}` : ''} · {statusLabel(s.status, 'subscription')}
              </Anchor>
            ))}
          </Stack>
        ) : (
          '—'
        ),
    },
    { key: 'event', header: 'Evento', render: (u) => u.event?.name ?? '—', visibleFrom: 'md' },
    { key: 'status', header: 'Status do pedido', render: (u) => <StatusBadge status={u.order_status} /> },
    { key: 'discount', header: 'Desconto', render: (u) => formatMoney(u.discount) },
    { key: 'total', header: 'Total', render: (u) => formatMoney(u.total), visibleFrom: 'sm' },
    { key: 'created', header: 'Data', render: (u) => formatDateTime(u.created_at), visibleFrom: 'md' },
  ];

  return (
    <Stack gap={0}>
      <PageHeader title={`Código ${c.code}`} backTo={`/coupons/${id}/show`} />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              {
                label: 'Cupom',
                value: (
                  <Anchor component={Link} to={`/coupons/${id}/show`}>
                    {coupon.data.name}
                  </Anchor>
                ),
              },
              { label: 'Código', value: <Text ff="monospace" fw={600}>{c.code}</Text> },
              { label: 'Usos (pedidos pagos)', value: `${formatCount(c.used_count)}${c.usage_limit !== null ? ` de ${formatCount(c.usage_limit)}` : ' (sem limite)'}` },
              { label: 'Desconto concedido', value: formatMoney(c.discount_given) },
              { label: 'Status', value: <StatusBadge status={c.status} /> },
              { label: 'Criado em', value: formatDateTime(c.created_at) },
            ]}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Pedidos e inscrições com este código ({countText(uses.count)})
          </Title>
          <DataTable list={uses} columns={columns} rowKey={(u) => u.order_id} caption="Pedidos que usaram o código" emptyText="Este código ainda não foi usado" />
          <Text size="xs" c="dimmed" mt="sm">
            Só pedidos com pagamento confirmado contam como uso; os demais aparecem aqui com o seu status.
          </Text>
        </Paper>
      </Stack>
    </Stack>
  );
}
