import { ActionIcon, Button, Divider, Group, NumberInput, Paper, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { ApiForm } from '../../../components/form';
import { DateInput, MoneyInput } from '../../../components/inputs';
import { useModalityOptions } from '../api/events';
import type { eventFormSchema } from './event-form-values';
import { LotTimeline } from './LotTimeline';

type Form = ApiForm<typeof eventFormSchema>;

function nextDate(prev: string | undefined): string | null {
  if (!prev) return null;
  const d = new Date(`${prev}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function Lots({ form, index }: { form: Form; index: number }) {
  const lots = useFieldArray({ control: form.control, name: `event_modalities.${index}.lots` });
  const watched = useWatch({ control: form.control, name: `event_modalities.${index}.lots` }) ?? [];
  const end = useWatch({ control: form.control, name: 'subscription_end_date' });
  const errors = form.formState.errors.event_modalities?.[index]?.lots;
  return (
    <Stack gap="xs">
      {lots.fields.map((lot, j) => (
        <Group key={lot.id} align="flex-start" gap="xs" wrap="wrap" data-testid={`lot-${index}-${j}`}>
          <Text size="sm" fw={600} w={56} mt={30}>
            {j + 1}º lote
          </Text>
          <Controller
            control={form.control}
            name={`event_modalities.${index}.lots.${j}.date`}
            render={({ field, fieldState }) => <DateInput label="A partir de" w={150} value={field.value} onChange={(v) => field.onChange(v ?? '')} error={fieldState.error?.message} />}
          />
          {(
            [
              ['price', 'Inteira'],
              ['eldery_price', 'Idoso'],
              ['team_price', 'Equipe'],
              ['team_eldery_price', 'Equipe idoso'],
            ] as const
          ).map(([key, label]) => (
            <Controller
              key={key}
              control={form.control}
              name={`event_modalities.${index}.lots.${j}.${key}`}
              render={({ field, fieldState }) => <MoneyInput label={label} w={130} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
          ))}
          <ActionIcon mt={28} variant="subtle" color="red" aria-label={`Remover ${j + 1}º lote`} onClick={() => lots.remove(j)} disabled={lots.fields.length === 1}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof errors?.message === 'string' && (
        <Text c="red" size="xs">
          {errors.message}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => {
            const last = watched[watched.length - 1];
            lots.append({ date: nextDate(last?.date) ?? '', price: last?.price ?? 0, eldery_price: last?.eldery_price ?? 0, team_price: last?.team_price ?? 0, team_eldery_price: last?.team_eldery_price ?? 0 });
          }}
        >
          Adicionar lote
        </Button>
      </Group>
      <Text size="sm" fw={600} mt="xs">
        Linha do tempo de preços
      </Text>
      <LotTimeline lots={watched.filter((l): l is typeof l & { date: string } => Boolean(l?.date))} endDate={end} name={`modalidade ${index + 1}`} />
    </Stack>
  );
}

/** Event modalities (one per modality) with kit, limit, status and the lots editor with its price timeline. */
export function ModalitiesEditor({ form }: { form: Form }) {
  const modalities = useFieldArray({ control: form.control, name: 'event_modalities' });
  const options = useModalityOptions();
  const kits = useWatch({ control: form.control, name: 'kits' }) ?? [];
  const kitOptions = kits.map((k, i) => ({ value: String(i), label: k?.name || `Kit ${i + 1}` }));
  const rootError = form.formState.errors.event_modalities;

  return (
    <Stack>
      {typeof rootError?.message === 'string' && <Text c="red" size="sm">{rootError.message}</Text>}
      {typeof rootError?.root?.message === 'string' && <Text c="red" size="sm">{rootError.root.message}</Text>}
      {modalities.fields.map((m, i) => (
        <Paper key={m.id} withBorder p="md" radius="md" data-testid={`event-modality-${i}`}>
          <Group justify="space-between" mb="sm">
            <Title order={4} size="h5">
              Modalidade {i + 1}
            </Title>
            <ActionIcon variant="subtle" color="red" aria-label={`Remover modalidade ${i + 1}`} onClick={() => modalities.remove(i)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={form.control}
              name={`event_modalities.${i}.modality_id`}
              render={({ field, fieldState }) => (
                <Select
                  label="Modalidade"
                  withAsterisk
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
              name={`event_modalities.${i}.kit_index`}
              render={({ field, fieldState }) => (
                <Select
                  label="Kit"
                  clearable
                  w={200}
                  placeholder="Sem kit"
                  data={kitOptions}
                  value={field.value === null || field.value === undefined ? null : String(field.value)}
                  onChange={(v) => field.onChange(v === null ? null : Number(v))}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`event_modalities.${i}.subscriptions_limit`}
              render={({ field, fieldState }) => (
                <NumberInput label="Limite de inscrições" w={160} min={0} allowDecimal={false} value={field.value ?? ''} onChange={(v) => field.onChange(v === '' ? null : Number(v))} error={fieldState.error?.message} />
              )}
            />
            <Controller
              control={form.control}
              name={`event_modalities.${i}.status`}
              render={({ field }) => <Switch mt={30} label="Ativa" checked={field.value !== 'disabled'} onChange={(e) => field.onChange(e.currentTarget.checked ? 'enabled' : 'disabled')} />}
            />
          </Group>
          <Divider my="sm" label="Lotes" labelPosition="left" />
          <Lots form={form} index={i} />
        </Paper>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            modalities.append({ modality_id: undefined as unknown as number, kit_index: null, status: 'enabled', subscriptions_limit: null, min_age: null, max_age: null, lots: [{ date: '', price: 0, eldery_price: 0, team_price: 0, team_eldery_price: 0 }] })
          }
        >
          Adicionar modalidade
        </Button>
      </Group>
    </Stack>
  );
}
