import { PARTICIPANT_SHIRT_SIZES, PARTICIPANT_SIZE_LABELS, PARTICIPANTS_MSG, SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES, type SubscriptionDetail } from '@backoffice/contract';
import { NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormActions, useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { subscriptionsKey, updateSubscription, useSubscription } from './api/subscriptions';

const formSchema = z.object({
  event_modality_id: z.string().min(1, 'Selecione a modalidade'),
  shirt_size: z.string().nullable(),
  chest_number: z.number().int().min(1, 'O número de peito deve ser positivo').max(999_999).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  status_reason: z.string().trim().max(300),
});
type FormValues = z.infer<typeof formSchema>;
const empty: FormValues = { event_modality_id: '', shirt_size: null, chest_number: null, status: 'pending', status_reason: '' };

/** /events/{id}/subscriptions/{subscriptionId}/edit — only what a desk may change: modality, size, chest number, status. */
export default function SubscriptionEditPage() {
  const { id, subscriptionId } = useParams();
  const navigate = useNavigate();
  const sub = useSubscription(id, subscriptionId);
  const values = useMemo<FormValues | undefined>(
    () =>
      sub.data && {
        event_modality_id: String(sub.data.event_modality_id),
        shirt_size: sub.data.shirt_size,
        chest_number: sub.data.chest_number,
        status: sub.data.status,
        status_reason: '',
      },
    [sub.data],
  );
  const form = useApiForm({
    schema: formSchema,
    defaultValues: empty,
    values,
    submit: (v) =>
      updateSubscription(id!, subscriptionId!, {
        event_modality_id: Number(v.event_modality_id),
        shirt_size: (v.shirt_size || null) as SubscriptionDetail['shirt_size'],
        chest_number: v.chest_number ?? null,
        status: v.status,
        ...(v.status_reason ? { status_reason: v.status_reason } : {}),
        lock_version: sub.data!.lock_version,
      }),
    successMessage: PARTICIPANTS_MSG.subscriptionUpdated,
    invalidate: [subscriptionsKey],
    onSuccess: () => navigate(`/events/${id}/subscriptions/${subscriptionId}/show`),
    onReload: () => void sub.refetch(),
  });

  const modalityId = form.watch('event_modality_id');
  const status = form.watch('status');
  const option = sub.data?.modality_options.find((m) => String(m.id) === modalityId);
  const sizeData = PARTICIPANT_SHIRT_SIZES.map((size) => {
    const left = option?.stock_remaining[size];
    const current = sub.data && String(sub.data.event_modality_id) === modalityId && sub.data.shirt_size === size;
    return {
      value: size,
      label: `${PARTICIPANT_SIZE_LABELS[size]}${left === undefined ? '' : ` — ${left} em estoque`}`,
      disabled: !current && left !== undefined && left <= 0,
    };
  });
  const { errors } = form.formState;

  return (
    <Stack gap={0}>
      <PageHeader title={sub.data ? `Editar inscrição ${sub.data.id} — ${sub.data.athlete.name}` : 'Editar inscrição'} backTo={`/events/${id}/subscriptions/${subscriptionId}/show`} />
      {sub.isPending ? (
        <PageLoader />
      ) : sub.isError ? (
        <PageError error={sub.error} onRetry={() => void sub.refetch()} />
      ) : (
        <form onSubmit={form.save()} noValidate>
          <Paper withBorder p="lg" radius="md">
            <Text size="sm" c="dimmed" mb="md">
              Dados do atleta, valores e pagamento não são alterados aqui.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="event_modality_id"
                render={({ field, fieldState }) => (
                  <Select
                    label="Modalidade"
                    withAsterisk
                    data={sub.data.modality_options.map((m) => ({
                      value: String(m.id),
                      label: `${m.name}${m.kit_name ? ` (${m.kit_name})` : ''}${m.status !== 'enabled' ? ' — desativada' : ''}`,
                      disabled: m.status !== 'enabled' && m.id !== sub.data.event_modality_id,
                    }))}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="shirt_size"
                render={({ field, fieldState }) => (
                  <Select label="Tamanho da camiseta" data={sizeData} value={field.value} onChange={field.onChange} clearable error={fieldState.error?.message} />
                )}
              />
              <Controller
                control={form.control}
                name="chest_number"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Número de peito"
                    description="Único no evento"
                    allowDecimal={false}
                    allowNegative={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="status"
                render={({ field, fieldState }) => (
                  <Select
                    label="Status"
                    withAsterisk
                    data={SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS_LABELS[s] }))}
                    value={field.value}
                    onChange={(v) => v && field.onChange(v)}
                    allowDeselect={false}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </SimpleGrid>
            {sub.data && status !== sub.data.status && (
              <TextInput mt="md" label="Motivo da mudança de status" placeholder="Aparece no histórico da inscrição" {...form.register('status_reason')} error={errors.status_reason?.message} />
            )}
            <FormActions saving={form.saving} cancelTo={`/events/${id}/subscriptions/${subscriptionId}/show`} />
          </Paper>
        </form>
      )}
    </Stack>
  );
}
