import { PAGE_SIZES_WIDE, SUBSCRIPTION_STATUSES, formatDate, formatDateTime, formatMoney, statusLabel, type SubscriptionListItem } from '@backoffice/contract';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useUrlSearchParams } from '../../lib/search-params';
import { Link, useParams } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { StatusBadge } from '../../components/StatusBadge';
import { activitiesKey, activityPath, useActivity, useOccurrences } from './api/trainers';

const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/** /trainer/{id}/events/{activityId}/subscriptions/list — the activity's subscriptions (10 per page). */
export default function ActivitySubscriptionsListPage() {
  const { id, activityId } = useParams();
  const activity = useActivity(id, activityId);
  const occurrences = useOccurrences(id, activityId, 'false');
  const [search] = useUrlSearchParams();
  const occurrence = search.get('occurrence_id') ?? '';
  // one class date: those enrolled by that day (…/activity_occurrences/{id}/subscriptions)
  const list = useList<SubscriptionListItem, 'status' | 'occurrence_id'>({
    queryKey: [...activitiesKey, 'subscriptions', String(activityId), occurrence],
    path: occurrence ? activityPath(id!, activityId!, `/activity_occurrences/${occurrence}/subscriptions`) : activityPath(id!, activityId!, '/subscriptions'),
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-created_at',
    filters: ['status', 'occurrence_id'],
  });
  const columns: Column<SubscriptionListItem>[] = [
    { key: 'id', header: 'Nº', sortField: 'id', width: 80, render: (s) => s.id },
    {
      key: 'athlete',
      header: 'Atleta',
      render: (s) => (
        <Anchor component={Link} to={`/trainer/${id}/events/${activityId}/subscriptions/${s.id}/show`} fw={500}>
          {s.athlete.name}
        </Anchor>
      ),
    },
    { key: 'email', header: 'E-mail', render: (s) => s.athlete.email, visibleFrom: 'md' },
    { key: 'modality', header: 'Modalidade', render: (s) => s.modality_name },
    { key: 'price', header: 'Valor', align: 'right', render: (s) => formatMoney(s.price) },
    { key: 'created', header: 'Inscrito em', sortField: 'created_at', render: (s) => formatDateTime(s.created_at) },
    { key: 'status', header: 'Status', sortField: 'status', render: (s) => <StatusBadge status={s.status} /> },
  ];
  return (
    <Stack gap={0}>
      <PageHeader
        title={activity.data ? `Inscrições – ${activity.data.name}` : 'Inscrições da atividade'}
        backTo={`/trainer/${id}/events/${activityId}/show`}
        count={list.count}
        countDescription="inscrições"
        actions={
          <Button component={Link} variant="default" to={`/trainer/${id}/events/${activityId}/subscriptions/report`}>
            Relatório
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Nome, CPF ou e-mail do atleta" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={STATUS_OPTIONS} />
        <FilterSelect
          label="Data da aula"
          allLabel="Todas as datas"
          value={list.filters.occurrence_id}
          onChange={(v) => list.setFilter('occurrence_id', v)}
          options={(occurrences.data ?? []).map((o) => ({ value: String(o.id), label: formatDate(o.date) }))}
        />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(s) => s.id} caption="Inscrições da atividade" emptyText="Nenhuma inscrição" />
      <Text size="xs" c="dimmed" mt="sm">
        As inscrições valem para a atividade (todas as datas do calendário); por data, a lista mostra quem estava inscrito até o dia da aula.
      </Text>
    </Stack>
  );
}

