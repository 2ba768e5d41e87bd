import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { ApiForm } from '../../../components/form';
import { MoneyInput, TimeInput } from '../../../components/inputs';
import { useModalityOptions, useOngOptions } from '../api/events';
import type { eventFormSchema } from './event-form-values';

type Form = ApiForm<typeof eventFormSchema>;

function Hours({ form, index }: { form: Form; index: number }) {
  const hours = useFieldArray({ control: form.control, name: `event_available_modalities.${index}.hours` });
  return (
    <Stack gap="xs">
      {hours.fields.map((h, j) => (
        <Group key={h.id} align="flex-start">
          <Controller
            control={form.control}
            name={`event_available_modalities.${index}.hours.${j}.start_hour`}
            render={({ field, fieldState }) => <TimeInput label="Início" w={110} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <Controller
            control={form.control}
            name={`event_available_modalities.${index}.hours.${j}.end_hour`}
            render={({ field, fieldState }) => <TimeInput label="Fim" w={110} value={field.value} onChange={(v) => field.onChange(v || null)} error={fieldState.error?.message} />}
          />
          <Controller
            control={form.control}
            name={`event_available_modalities.${index}.hours.${j}.subscriptions_limit`}
            render={({ field, fieldState }) => (
              <NumberInput label="Vagas" w={110} min={0} allowDecimal={false} value={field.value ?? ''} onChange={(v) => field.onChange(v === '' ? null : Number(v))} error={fieldState.error?.message} />
            )}
          />
          <ActionIcon mt={28} variant="subtle" color="red" aria-label={`Remover horário ${j + 1}`} onClick={() => hours.remove(j)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} onClick={() => hours.append({ start_hour: '08:00', end_hour: null, subscriptions_limit: null })}>
          Adicionar horário
        </Button>
      </Group>
    </Stack>
  );
}

/** Event type 0: modalities open at given hours, each with its own number of places. */
export function AvailableModalitiesEditor({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'event_available_modalities' });
  const options = useModalityOptions();
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="xs">
        Modalidades disponíveis por horário
      </Text>
      <Stack>
        {list.fields.map((a, i) => (
          <Stack key={a.id} gap="xs">
            <Group align="flex-start">
              <Controller
                control={form.control}
                name={`event_available_modalities.${i}.modality_id`}
                render={({ field, fieldState }) => (
                  <Select
                    label="Modalidade disponível"
                    searchable
                    w={260}
                    data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                    value={field.value ? String(field.value) : null}
                    onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <ActionIcon mt={28} variant="subtle" color="red" aria-label={`Remover modalidade disponível ${i + 1}`} onClick={() => list.remove(i)}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Hours form={form} index={i} />
          </Stack>
        ))}
        <Group>
          <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={() => list.append({ modality_id: undefined as unknown as number, hours: [] })}>
            Adicionar modalidade disponível
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Event type 0: the donation amounts offered at checkout, optionally tied to an NGO. */
export function DonationsEditor({ form }: { form: Form }) {
  const list = useFieldArray({ control: form.control, name: 'event_donations' });
  const ongs = useOngOptions();
  return (
    <Stack gap="xs">
      <Text fw={600}>Valores de doação oferecidos</Text>
      {list.fields.map((d, i) => (
        <Group key={d.id} align="flex-start">
          <Controller
            control={form.control}
            name={`event_donations.${i}.amount`}
            render={({ field, fieldState }) => <MoneyInput label="Valor" w={140} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <Controller
            control={form.control}
            name={`event_donations.${i}.ong_id`}
            render={({ field }) => (
              <Select
                label="ONG"
                clearable
                w={240}
                data={(ongs.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
              />
            )}
          />
          <TextInput label="Descrição" w={260} {...form.register(`event_donations.${i}.description`)} />
          <ActionIcon mt={28} variant="subtle" color="red" aria-label={`Remover doação ${i + 1}`} onClick={() => list.remove(i)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={() => list.append({ amount: 0, ong_id: null, description: '' })}>
          Adicionar valor de doação
        </Button>
      </Group>
    </Stack>
  );
}
