import type { campaignBody } from '@backoffice/contract';
import { Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, IdSelectField, ImageField, type ApiForm } from '../../../components/form';
import { DateInput } from '../../../components/inputs';
import { useEventTypeOptions, type EventOption } from '../api/marketing';
import { EventSelect } from '../components/EventSelect';

export type CampaignFormValues = z.input<typeof campaignBody>;
export const emptyCampaign: CampaignFormValues = { name: '', description: '', event_type_id: null, event_id: null, photo_url: null, banner_url: null, start_date: null, end_date: null };

/** Fields of the campaign form (new, new from an existing one, edit). */
export function CampaignForm({ form, cancelTo, knownEvent = null }: { form: ApiForm<typeof campaignBody>; cancelTo: string; knownEvent?: EventOption | null }) {
  const types = useEventTypeOptions();
  const { errors } = form.formState;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <IdSelectField control={form.control} name="event_type_id" label="Tipo de evento" options={types.data ?? []} />
            <Controller
              control={form.control}
              name="event_id"
              render={({ field, fieldState }) => <EventSelect value={field.value} onChange={field.onChange} known={knownEvent} error={fieldState.error?.message} label="Evento em destaque" />}
            />
            <div />
            <Controller
              control={form.control}
              name="start_date"
              render={({ field, fieldState }) => <DateInput label="Início" value={field.value} onChange={field.onChange} error={fieldState.error?.message} clearable />}
            />
            <Controller
              control={form.control}
              name="end_date"
              render={({ field, fieldState }) => <DateInput label="Fim" value={field.value} onChange={field.onChange} error={fieldState.error?.message} clearable />}
            />
          </SimpleGrid>
          <Textarea label="Descrição" autosize minRows={3} {...form.register('description')} error={errors.description?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageField control={form.control} name="photo_url" label="Foto" />
            <ImageField control={form.control} name="banner_url" label="Banner" description="Tamanho recomendado: 1200 × 400 px" />
          </SimpleGrid>
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
