import { onlyDigits, type teamBody } from '@backoffice/contract';
import { Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, IdSelectField, StatusField, type ApiForm } from '../../../components/form';
import { PhoneInput } from '../../../components/inputs';
import { useCities, useStates } from '../api/customers';

export type TeamFormValues = z.input<typeof teamBody>;
export const emptyTeam: TeamFormValues = { name: '', email: '', document: '', phone: '', status: 'enabled', team_attributes: { state_id: null, city_id: null } };

/** Fields of the team form (new and edit): name, contacts, CPF/CNPJ, team_attributes (state and city pickers), status. */
export function TeamForm({ form, cancelTo }: { form: ApiForm<typeof teamBody>; cancelTo: string }) {
  const { errors } = form.formState;
  const stateId = form.watch('team_attributes.state_id');
  const states = useStates('id');
  const cities = useCities(stateId ?? null);
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <TextInput label="E-mail" type="email" {...form.register('email')} error={errors.email?.message} />
            <Controller
              control={form.control}
              name="document"
              render={({ field }) => (
                <TextInput
                  label="CPF ou CNPJ"
                  inputMode="numeric"
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(onlyDigits(e.currentTarget.value).slice(0, 14))}
                  onBlur={field.onBlur}
                  error={errors.document?.message}
                />
              )}
            />
            <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput label="Telefone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.phone?.message} />} />
            <Controller
              control={form.control}
              name="team_attributes.state_id"
              render={({ field, fieldState }) => (
                <IdSelectFieldless
                  label="Estado"
                  options={states.data ?? []}
                  value={field.value}
                  error={fieldState.error?.message}
                  onChange={(v) => {
                    field.onChange(v);
                    form.setValue('team_attributes.city_id', null, { shouldDirty: true });
                  }}
                />
              )}
            />
            <IdSelectField control={form.control} name="team_attributes.city_id" label="Cidade" options={cities.data ?? []} searchable nothingFoundMessage="Escolha o estado" />
            <StatusField control={form.control} name="status" feminine />
          </SimpleGrid>
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}

function IdSelectFieldless({ label, options, value, onChange, error }: { label: string; options: { value: string; label: string }[]; value: number | null | undefined; onChange: (v: number | null) => void; error?: string }) {
  return <Select label={label} searchable clearable placeholder="Selecione" data={options} value={value ? String(value) : null} onChange={(v) => onChange(v ? Number(v) : null)} error={error} />;
}
