import { TRAINER_MSG, activityBody } from '@backoffice/contract';
import { NumberInput, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { FormActions, useApiForm } from '../../components/form';
import { MoneyInput } from '../../components/inputs';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { activitiesKey, updateActivity, useActivity } from './api/trainers';
import { SERVICE_TYPE_OPTIONS } from './components/labels';

/** /trainer/{id}/events/{activityId}/edit — service type, price and capacity (the dates are the event's). */
export default function ActivityEditPage() {
  const { id, activityId } = useParams();
  const navigate = useNavigate();
  const record = useActivity(id, activityId);
  const values = useMemo(
    () => (record.data ? { service_type: record.data.service_type, price: record.data.price, capacity: record.data.capacity, lock_version: record.data.lock_version } : undefined),
    [record.data],
  );
  const showTo = `/trainer/${id}/events/${activityId}/show`;
  const form = useApiForm({
    schema: activityBody,
    defaultValues: { service_type: 'class', price: 0, capacity: null, lock_version: 0 },
    values,
    submit: (body) => updateActivity(id!, activityId!, { ...body, lock_version: record.data!.lock_version }),
    successMessage: TRAINER_MSG.activityEdited,
    invalidate: [activitiesKey],
    onSuccess: () => navigate(showTo),
    onReload: () => void record.refetch(),
  });
  return (
    <Stack gap={0}>
      <PageHeader title={record.data ? `Editar ${record.data.name}` : 'Editar atividade'} backTo={showTo} />
      {record.isPending ? (
        <PageLoader />
      ) : record.isError ? (
        <PageError error={record.error} onRetry={() => void record.refetch()} />
      ) : (
        <form onSubmit={form.save()} noValidate>
          <Paper withBorder p="lg" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={form.control}
                name="service_type"
                render={({ field, fieldState }) => <Select label="Serviço" allowDeselect={false} data={SERVICE_TYPE_OPTIONS} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
              />
              <Controller
                control={form.control}
                name="price"
                render={({ field, fieldState }) => <MoneyInput label="Preço" withAsterisk value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
              />
              <Controller
                control={form.control}
                name="capacity"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Capacidade"
                    placeholder="Sem limite"
                    min={1}
                    // below 1 is shown with the rule's message, not silently turned into 1
                    clampBehavior="none"
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            <FormActions saving={form.saving} cancelTo={showTo} />
          </Paper>
        </form>
      )}
    </Stack>
  );
}
