import type { extraBody } from '@backoffice/contract';
import { NumberInput, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, ImageField, StatusField, type ApiForm } from '../../../components/form';
import { MoneyInput } from '../../../components/inputs';

export type ExtraFormValues = z.input<typeof extraBody>;
export const emptyExtra: ExtraFormValues = { name: '', description: '', price: 0, photo_url: null, stock: 0, status: 'enabled' };

/** Fields of the extra form (new and edit). */
export function ExtraForm({ form, cancelTo }: { form: ApiForm<typeof extraBody>; cancelTo: string }) {
  const { errors } = form.formState;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
          <Textarea label="Descrição" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={form.control}
              name="price"
              render={({ field, fieldState }) => (
                <MoneyInput label="Preço" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
              )}
            />
            <Controller
              control={form.control}
              name="stock"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Estoque"
                  description="Quantidade disponível; cada evento pode definir a sua"
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator="."
                  decimalSeparator=","
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <StatusField control={form.control} name="status" />
          </SimpleGrid>
          <ImageField control={form.control} name="photo_url" label="Foto" />
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
