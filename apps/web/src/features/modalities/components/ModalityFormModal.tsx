import { MODALITY_MSG, modalityBody, toModalityBody, type Modality } from '@backoffice/contract';
import { Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, IdSelectField, StatusField, useApiForm } from '../../../components/form';
import { createModality, modalities, updateModality, useModalityTypeOptions } from '../api/modalities';
type Values = z.input<typeof modalityBody>;
const empty: Values = { name: '', modality_type_id: undefined as unknown as number, description: '', distance_km: null, status: 'enabled' };

/** Create or edit a modality in a modal over the list (the list keeps its filters). */

export function ModalityFormModal({ modality, opened, onClose }: { modality: Modality | null; opened: boolean; onClose: () => void }) {
  const types = useModalityTypeOptions();
  const values = useMemo(() => (modality ? toModalityBody(modality) : undefined), [modality]);
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
            <IdSelectField control={form.control} name="modality_type_id" label="Tipo" options={types.data ?? []} required searchable nothingFoundMessage="Nenhum tipo encontrado" />
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
          <StatusField control={form.control} name="status" feminine />
        </Stack>
        <FormActions saving={form.saving} />
      </form>
    </Modal>
  );
}
