import { MODALITY_MSG, modalityBody, type Modality } from '@backoffice/contract';
import { Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, useApiForm } from '../../../components/form';
import { createModality, modalities, updateModality, useModalityTypeOptions } from '../api/modalities';

type Values = z.input<typeof modalityBody>;
const empty: Values = { name: '', modality_type_id: undefined as unknown as number, description: '', distance_km: null, status: 'enabled' };

/** Create or edit a modality in a modal over the list (the list keeps its filters). */
export function ModalityFormModal({ modality, opened, onClose }: { modality: Modality | null; opened: boolean; onClose: () => void }) {
  const types = useModalityTypeOptions();
  const values = useMemo<Values | undefined>(
    () =>
      modality
        ? { name: modality.name, modality_type_id: modality.modality_type_id ?? (undefined as unknown as number), description: modality.description ?? '', distance_km: modality.distance_km, status: modality.status }
        : undefined,
    [modality],
  );
  const form = useApiForm({
    schema: modalityBody,
    defaultValues: empty,
    values: values ?? empty,
    submit: (body) => (modality ? updateModality(modality.id, { ...body, lock_version: modality.lock_version }) : createModality(body)),
    successMessage: modality ? MODALITY_MSG.edited : MODALITY_MSG.created,
    invalidate: [modalities.keys.all],
    onSuccess: onClose,
  });
  const { errors } = form.formState;

  return (
    <Modal opened={opened} onClose={onClose} title={modality ? 'Editar modalidade' : 'Cadastrar modalidade'} size="lg" centered closeButtonProps={{ 'aria-label': 'Fechar' }}>
      <form onSubmit={form.save()} noValidate>
        <Stack>
          <TextInput label="Nome" withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="modality_type_id"
              render={({ field, fieldState }) => (
                <Select
                  label="Tipo"
                  withAsterisk
                  placeholder="Selecione"
                  data={types.data ?? []}
                  searchable
                  nothingFoundMessage="Nenhum tipo encontrado"
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="distance_km"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Distância (km)"
                  decimalSeparator=","
                  thousandSeparator="."
                  decimalScale={3}
                  min={0}
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v === '' ? null : Number(v))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea label="Descrição" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                allowDeselect={false}
                data={[
                  { value: 'enabled', label: 'Ativa' },
                  { value: 'disabled', label: 'Inativa' },
                ]}
                value={field.value ?? 'enabled'}
                onChange={(v) => field.onChange(v ?? 'enabled')}
              />
            )}
          />
        </Stack>
        <FormActions saving={form.saving} />
      </form>
    </Modal>
  );
}
