import { TRAINER_MSG, canChangeOccurrences, formatDate, formatDateTime, formatMoney, type ActivityOccurrence } from '@backoffice/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { RecordActions } from '../../components/RecordActions';
import { StatusBadge } from '../../components/StatusBadge';
import { api } from '../../lib/api-client';
import { confirmAction } from '../../lib/confirm';
import { useCan, useGrants } from '../../lib/me';
import { notifySuccess } from '../../lib/notify';
import { occurrencesKey, useActivity, useOccurrences } from './api/trainers';
import { SERVICE_TYPE_LABELS } from './components/labels';
import { useActivityToggle } from './components/use-activity-toggle';

/** The calendar of an activity's dates: remove (DELETE /v1/events/{id}/activity_occurrences/{id}) and restore, each confirmed. */
function Occurrences({ trainerId, activityId, eventId }: { trainerId: string; activityId: string; eventId: number }) {
  const q = useOccurrences(trainerId, activityId, 'all');
  const qc = useQueryClient();
  // remove and restore need the same grant as on the server (contract OCCURRENCE_CHANGE)
  const canChange = canChangeOccurrences(useGrants());
  const change = useMutation({
    mutationFn: ({ o, restore }: { o: ActivityOccurrence; restore: boolean }) =>
      restore ? api.post(`/v1/events/${eventId}/activity_occurrences/${o.id}/restore`) : api.delete(`/v1/events/${eventId}/activity_occurrences/${o.id}`),
    onSuccess: async (_d, { restore }) => {
      notifySuccess(restore ? TRAINER_MSG.occurrenceRestored : TRAINER_MSG.occurrenceRemoved);
      await qc.invalidateQueries({ queryKey: occurrencesKey(activityId) });
    },
  });
  const ask = async (o: ActivityOccurrence, restore: boolean) => {
    const ok = await confirmAction({
      kind: restore ? 'ok' : 'delete',
      title: restore ? 'Restaurar data' : 'Remover data',
      confirmLabel: restore ? 'Sim, restaurar' : undefined,
      message: restore
        ? `Restaurar a aula de ${formatDate(o.date)}? Ela volta ao calendário da atividade.`
        : `Remover a aula de ${formatDate(o.date)}? As inscrições pagas continuam válidas para as demais datas da atividade e não são estornadas automaticamente; se for preciso reembolsar, cancele o pedido. A data pode ser restaurada depois.`,
    });
    if (ok) await change.mutateAsync({ o, restore }).catch(() => undefined);
  };
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.length) return <Text c="dimmed">Nenhuma data cadastrada.</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Data</Table.Th>
          <Table.Th>Horário</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Clima</Table.Th>
          <Table.Th>Vagas</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {q.data.map((o) => (
          <Table.Tr key={o.id} opacity={o.deleted_at ? 0.6 : 1}>
            <Table.Td>{formatDate(o.date)}</Table.Td>
            <Table.Td>{o.start_hour ? `${o.start_hour}–${o.end_hour ?? ''}` : '—'}</Table.Td>
            <Table.Td>
              {o.deleted_at ? (
                <Badge color="red" variant="light" tt="none">
                  Removida em {formatDateTime(o.deleted_at)}
                </Badge>
              ) : (
                <StatusBadge status={o.status} />
              )}
            </Table.Td>
            <Table.Td>{o.weather ?? '—'}</Table.Td>
            <Table.Td>{o.subscriptions_limit ?? '—'}</Table.Td>
            <Table.Td ta="right">
              {canChange &&
                (o.deleted_at ? (
                  <Button size="xs" variant="light" onClick={() => void ask(o, true)}>
                    Restaurar
                  </Button>
                ) : (
                  <Button size="xs" variant="subtle" color="red" onClick={() => void ask(o, false)}>
                    Remover
                  </Button>
                ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /trainer/{id}/events/{activityId}/show — the activity, its enable/disable and its calendar of dates. */
export default function ActivityShowPage() {
  const { id, activityId } = useParams();
  const q = useActivity(id, activityId);
  const canUpdate = useCan('update', 'trainer');
  const toggle = useActivityToggle();
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  const a = q.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={a.name}
        backTo={`/trainer/${a.trainer_id}/show`}
        actions={
          <>
            {canUpdate && (
              <Button variant="light" color={a.status === 'enabled' ? 'red' : 'green'} onClick={() => void toggle(a)}>
                {a.status === 'enabled' ? 'Desativar' : 'Ativar'}
              </Button>
            )}
            <Button component={Link} variant="default" to={`/trainer/${a.trainer_id}/events/${a.id}/subscriptions/list`}>
              Inscrições
            </Button>
            <RecordActions editTo={canUpdate ? `/trainer/${a.trainer_id}/events/${a.id}/edit` : undefined} />
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <DetailList
            items={[
              { label: 'Treinador', value: a.trainer_name },
              { label: 'Status', value: <StatusBadge status={a.status} /> },
              { label: 'Serviço', value: SERVICE_TYPE_LABELS[a.service_type] },
              { label: 'Preço', value: formatMoney(a.price) },
              { label: 'Capacidade', value: a.capacity ?? 'Sem limite' },
              { label: 'Início', value: formatDate(a.event_date) },
              { label: 'Cidade', value: a.city_name },
              { label: 'Evento', value: `#${a.event_id}` },
            ]}
          />
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="md">
            <Title order={3} size="h4">
              Datas
            </Title>
          </Group>
          <Occurrences trainerId={String(a.trainer_id)} activityId={String(a.id)} eventId={a.event_id} />
        </Paper>
      </Stack>
    </Stack>
  );
}
