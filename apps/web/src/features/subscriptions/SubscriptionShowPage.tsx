import {
  PARTICIPANT_CHANNEL_LABELS,
  PARTICIPANT_PAYMENT_METHOD_LABELS,
  PARTICIPANT_PRICE_TYPE_LABELS,
  PARTICIPANT_SIZE_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  formatCpf,
  formatDate,
  formatDateTime,
  formatMoney,
} from '@backoffice/contract';
import { Button, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../components/StatusBadge';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { useCan } from '../../lib/me';
import { useSubscription } from './api/subscriptions';
import { SubscriptionStatusBadge } from './components/labels';
import { AmountCell } from '../../components/AmountCell';
import { ScrollRegion } from '../../components/ScrollRegion';

const label = (map: Record<string, string>, key: string | null | undefined) => (key ? (map[key] ?? key) : null);

/** /events/{id}/subscriptions/{subscriptionId}/show — athlete, modality, kit, extras, team, chest number, order, history. */
export default function SubscriptionShowPage() {
  const { id, subscriptionId } = useParams();
  const sub = useSubscription(id, subscriptionId);
  const canUpdate = useCan('update', 'events');
  if (sub.isPending) return <PageLoader />;
  if (sub.isError) return <PageError error={sub.error} onRetry={() => void sub.refetch()} />;
  const s = sub.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={`Inscrição ${s.id} — ${s.athlete.name}`}
        backTo={`/events/${id}/subscriptions`}
        actions={
          canUpdate && (
            <Button component={Link} to={`/events/${id}/subscriptions/${s.id}/edit`} variant="default" leftSection={<IconEdit size={16} />}>
              Editar
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="md">
              Atleta
            </Title>
            <DetailList
              items={[
                { label: 'Nome', value: s.athlete.name },
                { label: 'CPF', value: s.athlete.cpf ? formatCpf(s.athlete.cpf) : null },
                { label: 'E-mail', value: s.athlete.email },
                { label: 'Telefone', value: s.athlete.phone },
                { label: 'Nascimento', value: formatDate(s.athlete.birth_date) },
                { label: 'Sexo', value: s.athlete.gender === 0 ? 'Masculino' : s.athlete.gender === 1 ? 'Feminino' : null },
                { label: 'Cidade', value: s.athlete.city },
                { label: 'Equipe', value: s.team?.name },
              ]}
            />
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="md">
              Inscrição
            </Title>
            <DetailList
              items={[
                { label: 'Evento', value: s.event_name },
                { label: 'Status', value: <SubscriptionStatusBadge status={s.status} /> },
                { label: 'Modalidade', value: s.modality_name },
                { label: 'Kit', value: s.kit_name },
                { label: 'Tamanho da camiseta', value: s.shirt_size ? PARTICIPANT_SIZE_LABELS[s.shirt_size] : null },
                { label: 'Número de peito', value: <span data-testid="chest-number">{s.chest_number ?? '—'}</span> },
                { label: 'Tipo', value: label(PARTICIPANT_PRICE_TYPE_LABELS, s.price_type) },
                { label: 'Valor', value: formatMoney(s.price) },
                { label: 'Origem', value: label(PARTICIPANT_CHANNEL_LABELS, s.origin) },
                { label: 'Data', value: formatDateTime(s.created_at) },
                { label: 'Kit retirado em', value: s.kit_withdrawn_at ? formatDateTime(s.kit_withdrawn_at) : 'Não retirado' },
              ]}
            />
          </Paper>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="md">
              Pedido e pagamento
            </Title>
            {s.order ? (
              <Stack>
                <DetailList
                  items={[
                    { label: 'Pedido', value: s.order.id },
                    { label: 'Status do pedido', value: <StatusBadge status={s.order.status} /> },
                    { label: 'Subtotal', value: formatMoney(s.order.subtotal) },
                    { label: 'Desconto', value: formatMoney(s.order.discount) },
                    { label: 'Total', value: formatMoney(s.order.total) },
                    { label: 'Forma de pagamento', value: label(PARTICIPANT_PAYMENT_METHOD_LABELS, s.order.payment_method) },
                    { label: 'Pago em', value: s.order.paid_at ? formatDateTime(s.order.paid_at) : null },
                  ]}
                />
                {s.order.payments.length > 0 && (
                  <ScrollRegion label="Pagamentos" minWidth={420}>
                  <Table withTableBorder aria-label="Pagamentos">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Forma</Table.Th>
                        <Table.Th>Status</Table.Th>
                        <Table.Th>Parcelas</Table.Th>
                        <Table.Th ta="right">Valor</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {s.order.payments.map((p, i) => (
                        <Table.Tr key={i}>
                          <Table.Td>{label(PARTICIPANT_PAYMENT_METHOD_LABELS, p.method)}</Table.Td>
                          <Table.Td>
                            <StatusBadge status={p.status} />
                          </Table.Td>
                          <Table.Td>{p.installments}x</Table.Td>
                          <AmountCell>{formatMoney(p.amount)}</AmountCell>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  </ScrollRegion>
                )}
              </Stack>
            ) : (
              <Text c="dimmed">Inscrição sem pedido (cortesia ou reserva).</Text>
            )}
            <Title order={5} mt="lg" mb="xs">
              Extras
            </Title>
            {s.extras.length ? (
              <Stack gap={4}>
                {s.extras.map((e, i) => (
                  <Text size="sm" key={i}>
                    {e.quantity}× {e.name}
                    {e.size ? ` (${e.size.toUpperCase()})` : ''} — {formatMoney(e.price)}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Nenhum extra.
              </Text>
            )}
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={4} mb="md">
              Histórico de status
            </Title>
            {s.status_history.length ? (
              <Timeline bulletSize={14} lineWidth={2}>
                {s.status_history.map((h, i) => (
                  <Timeline.Item key={i} title={`${h.from_status ? SUBSCRIPTION_STATUS_LABELS[h.from_status] : '—'} → ${SUBSCRIPTION_STATUS_LABELS[h.to_status]}`}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(h.created_at)} · {h.changed_by_name ?? 'Sistema'}
                    </Text>
                    {h.reason && <Text size="sm">{h.reason}</Text>}
                  </Timeline.Item>
                ))}
              </Timeline>
            ) : (
              <Text size="sm" c="dimmed">
                Status inicial: {SUBSCRIPTION_STATUS_LABELS[s.status]}. Nenhuma alteração registrada.
              </Text>
            )}
          </Paper>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
