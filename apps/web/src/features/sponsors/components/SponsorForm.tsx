import type { sponsorBody } from '@backoffice/contract';
import { Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { FormActions, IdSelectField, ImageField, StatusField, type ApiForm } from '../../../components/form';
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
            <IdSelectField control={form.control} name="sponsor_type_id" label="Tipo" options={types.data ?? []} required />
            <TextInput label="Link" placeholder="https://" {...form.register('site_url')} error={errors.site_url?.message} />
            <StatusField control={form.control} name="status" />
          </SimpleGrid>
          <ImageField control={form.control} name="logo_url" label="Logo" />
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
