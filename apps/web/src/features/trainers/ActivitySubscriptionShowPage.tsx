import { formatCpf, formatDateTime, formatMoney, type SubscriptionDetail } from '@backoffice/contract';
import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailList } from '../../components/DetailList';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { StatusBadge } from '../../components/StatusBadge';
import { api } from '../../lib/api-client';
import { activitiesKey, activityPath } from './api/trainers';

/** /trainer/{id}/events/{activityId}/subscriptions/{subscriptionId}/show */
export default function ActivitySubscriptionShowPage() {
  const { id, activityId, subscriptionId } = useParams();
  const q = useQuery({
    queryKey: [...activitiesKey, 'subscription', String(subscriptionId)],
    queryFn: ({ signal }) => api.get<SubscriptionDetail>(activityPath(id!, activityId!, `/subscriptions/${subscriptionId}`), undefined, signal),
  });
  const back = `/trainer/${id}/events/${activityId}/subscriptions/list`;
  if (q.isPending) return <PageLoader />;
  if (q.isError) return <PageError error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  return (
    <Stack gap={0}>
      <PageHeader title={`Inscrição nº ${s.id}`} backTo={back} />
      <Paper withBorder p="lg" radius="md">
        <DetailList
          items={[
            { label: 'Atleta', value: s.athlete.name },
            { label: 'E-mail', value: s.athlete.email },
            { label: 'CPF', value: s.athlete.cpf ? formatCpf(s.athlete.cpf) : null },
            { label: 'Atividade', value: s.event_name },
            { label: 'Modalidade', value: s.modality_name },
            { label: 'Status', value: <StatusBadge status={s.status} /> },
            { label: 'Valor', value: formatMoney(s.price) },
            { label: 'Pedido', value: s.order_id ? `#${s.order_id}` : null },
            { label: 'Inscrito em', value: formatDateTime(s.created_at) },
          ]}
        />
      </Paper>
    </Stack>
  );
}
