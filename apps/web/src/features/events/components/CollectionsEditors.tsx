import { EVENT_KIT_SIZE_LABELS, KIT_SIZES } from '@backoffice/contract';
import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { ApiForm } from '../../../components/form';
import { ImageUpload, MoneyInput } from '../../../components/inputs';
import { useExtraOptions, useSponsorOptions, useSponsorTypes } from '../api/events';
import type { eventFormSchema } from './event-form-values';

type Form = ApiForm<typeof eventFormSchema>;

/** Stock per size; `of` names whose stock it is in each field's accessible name ('Estoque G do kit 2'), so the event's and the kits' fields never share a name. */
function StockInputs({ form, prefix, of }: { form: Form; prefix: 'kits_stock' | `kits.${number}.stock`; of?: string }) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 5 }}>
      {KIT_SIZES.map((size) => (
        <Controller
          key={size}
          control={form.control}
          name={`${prefix}.${size}` as 'kits_stock.bl'}
          render={({ field, fieldState }) => (
            <NumberInput
              label={`Estoque ${EVENT_KIT_SIZE_LABELS[size]}`}
              aria-label={of ? `Estoque ${EVENT_KIT_SIZE_LABELS[size]} ${of}` : undefined}
              min={0}
              allowDecimal={false}
              value={field.value ?? 0}
              onChange={(v) => field.onChange(v === '' ? 0 : Number(v))}
              error={fieldState.error?.message}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}

/** Event kits stock per size, and the kits the modalities hand out. */
export function KitsEditor({ form, remaining }: { form: Form; remaining?: Record<string, number> }) {
  const kits = useFieldArray({ control: form.control, name: 'kits' });
  /** Modalities point at kits by position: removing a kit unlinks its modalities and shifts the later positions. */
  const removeKit = (i: number) => {
    (form.getValues('event_modalities') ?? []).forEach((m, j) => {
      const at = m?.kit_index;
      if (at === null || at === undefined || at < i) return;
      form.setValue(`event_modalities.${j}.kit_index`, at === i ? null : at - 1, { shouldDirty: true });
    });
    kits.remove(i);
  };
  return (
    <Stack>
      <Paper withBorder p="md" radius="md">
        <Text fw={600} mb="xs">
          Estoque de camisetas do evento
        </Text>
        <StockInputs form={form} prefix="kits_stock" />
        {remaining && (
          <Text size="sm" c="dimmed" mt="xs">
            Restante: {KIT_SIZES.map((s) => `${EVENT_KIT_SIZE_LABELS[s]} ${remaining[s] ?? 0}`).join(' · ')}
          </Text>
        )}
      </Paper>
      {kits.fields.map((k, i) => (
        <Paper key={k.id} withBorder p="md" radius="md" data-testid={`kit-${i}`}>
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Kit {i + 1}</Text>
            <ActionIcon variant="subtle" color="red" aria-label={`Remover kit ${i + 1}`} onClick={() => removeKit(i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Group align="flex-start" wrap="wrap">
            <TextInput label="Nome do kit" withAsterisk w={260} {...form.register(`kits.${i}.name`)} error={form.formState.errors.kits?.[i]?.name?.message} />
            <Controller
              control={form.control}
              name={`kits.${i}.price`}
              render={({ field, fieldState }) => <MoneyInput label="Preço" w={140} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
            <Controller
              control={form.control}
              name={`kits.${i}.photo_url`}
              render={({ field }) => <ImageUpload label="Foto do kit" value={field.value} onChange={field.onChange} />}
            />
          </Group>
          <StockInputs form={form} prefix={`kits.${i}.stock`} of={`do kit ${i + 1}`} />
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => kits.append({ name: '', description: '', photo_url: null, price: 0, stock: { bl: 0, g: 0, gg: 0, m: 0, p: 0 } })}
        >
          Adicionar kit
        </Button>
      </Group>
    </Stack>
  );
}

/** Extras sold with the subscription (price and stock fall back to the extra's own). */
export function ExtrasEditor({ form }: { form: Form }) {
  const extras = useFieldArray({ control: form.control, name: 'event_extras_attributes' });
  const options = useExtraOptions();
  return (
    <Stack gap="xs">
      {extras.fields.map((x, i) => (
        <Group key={x.id} align="flex-start" data-testid={`extra-${i}`}>
          <Controller
            control={form.control}
            name={`event_extras_attributes.${i}.extra_id`}
            render={({ field, fieldState }) => (
              <Select
                label="Extra"
                searchable
                w={260}
                data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`event_extras_attributes.${i}.price`}
            render={({ field, fieldState }) => <MoneyInput label="Preço no evento" w={150} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
          />
          <Controller
            control={form.control}
            name={`event_extras_attributes.${i}.stock`}
            render={({ field, fieldState }) => (
              <NumberInput label="Estoque" w={120} min={0} allowDecimal={false} value={field.value ?? ''} onChange={(v) => field.onChange(v === '' ? null : Number(v))} error={fieldState.error?.message} />
            )}
          />
          <ActionIcon mt={28} variant="subtle" color="red" aria-label={`Remover extra ${i + 1}`} onClick={() => extras.remove(i)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof form.formState.errors.event_extras_attributes?.message === 'string' && <Text c="red" size="sm">{form.formState.errors.event_extras_attributes.message}</Text>}
      <Group>
        <Button variant="default" size="xs" leftSection={<IconPlus size={14} />} onClick={() => extras.append({ extra_id: undefined as unknown as number, price: null, stock: null })}>
          Adicionar extra
        </Button>
      </Group>
    </Stack>
  );
}

/** Sponsors: removing a saved one marks it `_destroy`; removing a new one just drops it (§5). */
export function SponsorsEditor({ form }: { form: Form }) {
  const sponsors = useFieldArray({ control: form.control, name: 'event_sponsors', keyName: 'key' });
  const watched = useWatch({ control: form.control, name: 'event_sponsors' }) ?? [];
  const options = useSponsorOptions();
  const types = useSponsorTypes();
  return (
    <Stack gap="xs">
      {sponsors.fields.map((s, i) =>
        watched[i]?._destroy ? null : (
          <Group key={s.key} align="flex-start" data-testid={`sponsor-${i}`}>
            <Controller
              control={form.control}
              name={`event_sponsors.${i}.sponsor_id`}
              render={({ field, fieldState }) => (
                <Select
                  label="Patrocinador"
                  searchable
                  w={240}
                  data={(options.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : undefined)}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`event_sponsors.${i}.sponsor_type_id`}
              render={({ field }) => (
                <Select
                  label="Tipo"
                  clearable
                  w={160}
                  data={(types.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                  value={field.value ? String(field.value) : null}
                  onChange={(v) => field.onChange(v ? Number(v) : null)}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`event_sponsors.${i}.sponsor_priority`}
              render={({ field }) => <NumberInput label="Prioridade" w={110} min={0} allowDecimal={false} value={field.value ?? 0} onChange={(v) => field.onChange(v === '' ? 0 : Number(v))} />}
            />
            <Controller
              control={form.control}
              name={`event_sponsors.${i}.master`}
              render={({ field }) => <Checkbox mt={34} label="Master" checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={`Remover patrocinador ${i + 1}`}
              onClick={() => (watched[i]?.id ? form.setValue(`event_sponsors.${i}._destroy`, true, { shouldDirty: true }) : sponsors.remove(i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ),
      )}
      {typeof form.formState.errors.event_sponsors?.message === 'string' && <Text c="red" size="sm">{form.formState.errors.event_sponsors.message}</Text>}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => sponsors.append({ sponsor_id: undefined as unknown as number, sponsor_type_id: null, master: false, sponsor_priority: 0 })}
        >
          Adicionar patrocinador
        </Button>
      </Group>
    </Stack>
  );
}
