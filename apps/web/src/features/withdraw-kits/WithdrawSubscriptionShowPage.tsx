import { KIT_SIZE_LABELS, formatCpf, formatDate, formatDateTime, statusLabel } from '@backoffice/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconEdit, IconPackageExport, IconRotate } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { useCan } from '../../lib/me';
import { useDeskSubscription } from './api/withdraw-kits';
import { CancelPreorderButton } from './components/CancelPreorderButton';
import { KitActions } from './components/KitActions';
import { HandOver, KitStatus } from './components/KitStatus';
import { AmountCell } from '../../components/AmountCell';


/** /withdraw_kits/events/{id}/subscriptions/{subscriptionId}/show — the athlete's kit, who may pick it up, actions, history. */
export default function WithdrawSubscriptionShowPage() {
  const { id, subscriptionId } = useParams();
  const sub = useDeskSubscription(id, subscriptionId);
  const canEdit = useCan('update', 'withdraw_kits');
  const back = `/withdraw_kits/events/${id}`;

  if (sub.isPending) return <PageLoader />;
  if (sub.isError) return <PageError error={sub.error} onRetry={() => void sub.refetch()} />;
  const s = sub.data;

  return (
    <Stack gap="md">
      <PageHeader
        title={s.athlete.name}
        backTo={back}
        actions={
          <Group gap="sm">
            <CancelPreorderButton sub={s} />
            {canEdit && (
              <Button component={Link} to={`/withdraw_kits/events/${id}/subscriptions/${s.id}/edit`} variant="default" leftSection={<IconEdit size={18} />}>
                Configurações de retirada
              </Button>
            )}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={4}>Kit a entregar</Title>
            <HandOver sub={s} />
            <KitStatus sub={s} />
            <KitActions key={`${s.id}-${s.kit_withdrawn_at ?? ''}`} eventId={id!} sub={s} defaultPickedUpBy={s.pickup.third_party_name} />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={4}>Quem pode retirar</Title>
            <DetailList
              items={[
                { label: 'Atleta', value: s.athlete.name },
                { label: 'CPF do atleta', value: s.athlete.cpf ? formatCpf(s.athlete.cpf) : null },
                { label: 'Terceiro autorizado', value: s.pickup.third_party_name },
                { label: 'CPF do terceiro', value: s.pickup.third_party_cpf ? formatCpf(s.pickup.third_party_cpf) : null },
                { label: 'Observações', value: s.pickup.notes },
                { label: 'Atualizado', value: s.pickup.updated_at ? `${formatDateTime(s.pickup.updated_at)}${s.pickup.updated_by ? ` por ${s.pickup.updated_by}` : ''}` : null },
              ]}
            />
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={4}>Inscrição</Title>
          <DetailList
            items={[
              { label: 'Evento', value: `${s.event.name} (${formatDate(s.event.event_date)})` },
              { label: 'Número de peito', value: s.chest_number },
              { label: 'Modalidade', value: s.modality.name },
              { label: 'Situação da inscrição', value: statusLabel(s.status, 'subscription') },
              { label: 'Pedido', value: s.order ? `${s.order.id} — ${statusLabel(s.order.status)}` : 'Cortesia (sem pedido)' },
              { label: 'Código (leitor)', value: <Text ff="monospace" size="sm">{s.uuid}</Text> },
            ]}
          />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="lg" radius="md">
          <Title order={4} mb="sm">
            Estoque do kit por tamanho
          </Title>
          {s.kit_stock.length === 0 ? (
            <Text c="dimmed">Sem kit vinculado à modalidade.</Text>
          ) : (
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Tamanho</Table.Th>
                  <Table.Th ta="right">Estoque</Table.Th>
                  <Table.Th ta="right">Disponível</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.kit_stock.map((row) => (
                  <Table.Tr key={row.size} fw={row.size === s.shirt_size ? 700 : undefined}>
                    <Table.Td>{KIT_SIZE_LABELS[row.size]}</Table.Td>
                    <AmountCell>{row.stock}</AmountCell>
                    <AmountCell>{row.remaining}</AmountCell>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Title order={4} mb="sm">
            Histórico do kit
          </Title>
          {s.history.length === 0 ? (
            <Text c="dimmed">Nenhuma retirada registrada.</Text>
          ) : (
            <Timeline bulletSize={24} lineWidth={2} data-testid="kit-history">
              {s.history.map((h) => (
                <Timeline.Item
                  key={h.id}
                  color={h.action === 'withdrawn' ? 'green' : 'orange'}
                  bullet={h.action === 'withdrawn' ? <IconPackageExport size={14} /> : <IconRotate size={14} />}
                  title={h.action === 'withdrawn' ? 'Kit retirado' : 'Retirada desfeita'}
                >
                  <Text size="sm" c="dimmed">
                    {formatDateTime(h.created_at)}
                    {h.actor_name ? ` por ${h.actor_name}` : ''}
                  </Text>
                  {h.picked_up_by_name && <Text size="sm">Retirado por: {h.picked_up_by_name}</Text>}
                  {h.reason && <Text size="sm">Motivo: {h.reason}</Text>}
                </Timeline.Item>
              ))}
            </Timeline>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
