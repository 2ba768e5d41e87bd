import type { eventGroupBody } from '@backoffice/contract';
import { Paper, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, ImageField, type ApiForm } from '../../../components/form';
import type { EventOption } from '../api/event-groups';
import { EventsMultiSelect } from './EventsMultiSelect';

export type EventGroupFormValues = z.input<typeof eventGroupBody>;
export const emptyEventGroup: EventGroupFormValues = { name: '', description: '', photo_url: null, public_visibility: false, event_ids: [] };

/** Fields of the event group form: name, description, photo, public visibility and its events. */
export function EventGroupForm({ form, cancelTo, knownEvents = [] }: { form: ApiForm<typeof eventGroupBody>; cancelTo: string; knownEvents?: EventOption[] }) {
  const { errors } = form.formState;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <Controller
              control={form.control}
              name="public_visibility"
              render={({ field }) => (
                <Switch
                  mt="xl"
                  label="Visível ao público"
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
          <Textarea label="Descrição" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <Controller
            control={form.control}
            name="event_ids"
            render={({ field, fieldState }) => (
              <EventsMultiSelect value={field.value} onChange={field.onChange} onBlur={field.onBlur} known={knownEvents} error={fieldState.error?.message} />
            )}
          />
          <ImageField control={form.control} name="photo_url" label="Foto" />
        </Stack>
        <FormActions saving={form.saving} cancelTo={cancelTo} />
      </Paper>
    </form>
  );
}
