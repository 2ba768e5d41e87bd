import type { ongBody } from '@backoffice/contract';
import { MultiSelect, Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, ImageField, StatusField, type ApiForm } from '../../../components/form';
import { CnpjInput, PhoneInput } from '../../../components/inputs';
import { useStateOptions } from '../api/ongs';

export type OngFormValues = z.input<typeof ongBody>;
export const emptyOng: OngFormValues = { name: '', cnpj: '', description: '', email: '', phone: '', site_url: '', photo_url: null, status: 'enabled', state_ids: [] };

/** Fields of the NGO form (new and edit). */
export function OngForm({ form, cancelTo }: { form: ApiForm<typeof ongBody>; cancelTo: string }) {
  const states = useStateOptions();
  const { errors } = form.formState;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <Controller
              control={form.control}
              name="cnpj"
              render={({ field, fieldState }) => (
                <CnpjInput label="CNPJ" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
              )}
            />
            <TextInput label="E-mail" type="email" {...form.register('email')} error={errors.email?.message} />
            <Controller
              control={form.control}
              name="phone"
              render={({ field, fieldState }) => (
                <PhoneInput label="Telefone" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
              )}
            />
            <TextInput label="Site" placeholder="https://" {...form.register('site_url')} error={errors.site_url?.message} />
            <StatusField control={form.control} name="status" feminine />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="state_ids"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Estados de atuação"
                withAsterisk
                placeholder={field.value.length ? undefined : 'Selecione'}
                searchable
                nothingFoundMessage="Nenhum estado encontrado"
                data={states.data ?? []}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Textarea label="Descrição" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <ImageField control={form.control} name="photo_url" label="Foto" />
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
