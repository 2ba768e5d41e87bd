import { KIT_SIZE_LABELS, KIT_SIZE_ORDER, WITHDRAW_MSG, formatCpf, isValidCpf, kitShirtSize, onlyDigits, type WithdrawSubscriptionDetail } from '@backoffice/contract';
import { Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormActions, useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { api } from '../../lib/api-client';
import { subscriptionPath, useDeskSubscription, withdrawKey } from './api/withdraw-kits';

/** The form's view of the PUT body (empty text = none). */
const pickupFormSchema = z
  .object({
    third_party_name: z.string().trim().max(120, 'Use no máximo 120 caracteres'),
    third_party_cpf: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidCpf(v), 'CPF inválido'),
    notes: z.string().trim().max(500, 'Use no máximo 500 caracteres'),
    shirt_size: kitShirtSize.nullable(),
  })
  .refine((v) => !v.third_party_cpf || v.third_party_name, { message: 'Informe o nome de quem vai retirar', path: ['third_party_name'] });
type PickupFormValues = z.input<typeof pickupFormSchema>;

const EMPTY: PickupFormValues = { third_party_name: '', third_party_cpf: '', notes: '', shirt_size: null };

/** /withdraw_kits/events/{id}/subscriptions/{subscriptionId}/edit — 'configurações de retirada'. */
export default function WithdrawSubscriptionEditPage() {
  const { id, subscriptionId } = useParams();
  const navigate = useNavigate();
  const sub = useDeskSubscription(id, subscriptionId);
  const showPath = `/withdraw_kits/events/${id}/subscriptions/${subscriptionId}/show`;
  const values = useMemo<PickupFormValues | undefined>(
    () =>
      sub.data && {
        third_party_name: sub.data.pickup.third_party_name ?? '',
        third_party_cpf: sub.data.pickup.third_party_cpf ? formatCpf(sub.data.pickup.third_party_cpf) : '',
        notes: sub.data.pickup.notes ?? '',
        shirt_size: sub.data.shirt_size,
      },
    [sub.data],
  );
  const form = useApiForm({
    schema: pickupFormSchema,
    defaultValues: EMPTY,
    values,
    submit: (v) =>
      api.put<WithdrawSubscriptionDetail>(subscriptionPath(id!, subscriptionId!), {
        third_party_name: v.third_party_name || null,
        third_party_cpf: v.third_party_cpf ? onlyDigits(v.third_party_cpf) : null,
        notes: v.notes || null,
        shirt_size: v.shirt_size,
        lock_version: sub.data!.lock_version,
      }),
    successMessage: WITHDRAW_MSG.settingsUpdated,
    invalidate: [withdrawKey],
    onSuccess: () => navigate(showPath),
    onReload: () => void sub.refetch(),
  });
  const { errors } = form.formState;
  const sizes = sub.data?.kit_stock.length
    ? sub.data.kit_stock.map((k) => ({ value: k.size, label: `${KIT_SIZE_LABELS[k.size]} — ${k.remaining} disponíveis`, disabled: k.stock === 0 }))
    : KIT_SIZE_ORDER.map((s) => ({ value: s, label: KIT_SIZE_LABELS[s] }));

  return (
    <Stack gap={0}>
      <PageHeader title="Configurações de retirada" backTo={showPath} />
      {sub.isPending ? (
        <PageLoader />
      ) : sub.isError ? (
        <PageError error={sub.error} onRetry={() => void sub.refetch()} />
      ) : (
        <form onSubmit={form.save()} noValidate>
          <Paper withBorder p="lg" radius="md">
            <Stack>
              <Text>
                <b>{sub.data.athlete.name}</b> — peito {sub.data.chest_number ?? '—'} · {sub.data.modality.name} · {sub.data.kit?.name ?? 'sem kit'}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Terceiro autorizado a retirar"
                  description="Quem pode retirar o kit no lugar do atleta (confira o documento)."
                  {...form.register('third_party_name')}
                  error={errors.third_party_name?.message}
                />
                <Controller
                  control={form.control}
                  name="third_party_cpf"
                  render={({ field, fieldState }) => (
                    <TextInput
                      label="CPF do terceiro"
                      inputMode="numeric"
                      value={field.value}
                      onChange={(e) => field.onChange(formatCpf(e.currentTarget.value))}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="shirt_size"
                render={({ field, fieldState }) => (
                  <Select
                    label="Tamanho da camiseta"
                    description="Trocar o tamanho retira uma camiseta do novo tamanho do estoque e devolve a do tamanho anterior."
                    data={sizes}
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    clearable
                    maw={320}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Textarea label="Observações para o balcão" autosize minRows={3} maxLength={500} {...form.register('notes')} error={errors.notes?.message} />
            </Stack>
            <FormActions saving={form.saving} cancelTo={showPath} />
          </Paper>
        </form>
      )}
    </Stack>
  );
}
