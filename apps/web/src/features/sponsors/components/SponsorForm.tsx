import type { sponsorBody } from '@backoffice/contract';
import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, type ApiForm } from '../../../components/form';
import { ImageUpload } from '../../../components/inputs';
import { useSponsorTypeOptions } from '../api/sponsors';

export type SponsorFormValues = z.input<typeof sponsorBody>;
export const emptySponsor: SponsorFormValues = { name: '', sponsor_type_id: undefined as unknown as number, logo_url: null, site_url: '', status: 'enabled' };

/** Fields of the sponsor form (new and edit): name, type, logo, link, status. */
export function SponsorForm({ form, cancelTo }: { form: ApiForm<typeof sponsorBody>; cancelTo: string }) {
  const types = useSponsorTypeOptions();
  const { errors } = form.formState;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <Controller
              control={form.control}
              name="sponsor_type_id"
              render={({ field, fieldState }) => (
                <Select
                  label="Tipo"
                  withAsterisk
                  placeholder="Selecione"
                  data={types.data ?? []}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput label="Link" placeholder="https://" {...form.register('site_url')} error={errors.site_url?.message} />
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Status"
                  allowDeselect={false}
                  data={[
                    { value: 'enabled', label: 'Ativo' },
                    { value: 'disabled', label: 'Inativo' },
                  ]}
                  value={field.value ?? 'enabled'}
                  onChange={(v) => field.onChange(v ?? 'enabled')}
                />
              )}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="logo_url"
            render={({ field, fieldState }) => <ImageUpload label="Logo" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
