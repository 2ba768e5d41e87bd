import { PAGE_SIZES_WIDE, type TrainerActivity } from '@backoffice/contract';
import { Group, Stack } from '@mantine/core';
import { DeferredDateInput } from '../../components/inputs/DeferredDateInput';
import { FilterSelect, SearchInput, useList } from '../../components/list';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../lib/me';
import { activitiesKey } from './api/trainers';
import { ActivitiesTable } from './components/ActivitiesTable';
import { ACTIVITY_STATUS_OPTIONS, SERVICE_TYPE_OPTIONS } from './components/labels';
import { useActivityToggle } from './components/use-activity-toggle';

/** /trainer/events/list — every trainer's activities; filters trainer (search), status, service type, period. */
export default function TrainerEventsListPage() {
  const list = useList<TrainerActivity, 'status' | 'service_type' | 'start_date' | 'end_date' | 'trainer_id'>({
    queryKey: activitiesKey,
    path: '/v2/trainer/activities',
    defaultPerPage: 10,
    perPageOptions: PAGE_SIZES_WIDE,
    defaultOrder: '-id',
    filters: ['status', 'service_type', 'start_date', 'end_date', 'trainer_id'],
  });
  const canUpdate = useCan('update', 'trainer');
  const toggle = useActivityToggle();
  return (
    <Stack gap={0}>
      <PageHeader title="Atividades de treinadores" count={list.count} countDescription="atividades" />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.query} onSearch={list.setQuery} placeholder="Atividade ou treinador" />
        <FilterSelect label="Status" value={list.filters.status} onChange={(v) => list.setFilter('status', v)} options={ACTIVITY_STATUS_OPTIONS} />
        <FilterSelect label="Serviço" value={list.filters.service_type} onChange={(v) => list.setFilter('service_type', v)} options={SERVICE_TYPE_OPTIONS} />
        <DeferredDateInput label="Início de" w={160} value={list.filters.start_date} onChange={(v) => list.setFilter('start_date', v)} />
        <DeferredDateInput label="Até" w={160} value={list.filters.end_date} onChange={(v) => list.setFilter('end_date', v)} />
      </Group>
      <ActivitiesTable list={list} showTrainer canUpdate={canUpdate} onToggle={(a) => void toggle(a)} />
    </Stack>
  );
}
