import {
  DAYS_OF_WEEK,
  DEFAULT_SLOT_QUANTITY,
  enumLabel,
  formatMoney,
  planSlots,
  priceRules,
  type Tournament,
  type tournamentBody,
} from '@backoffice/contract';
import { Alert, Badge, Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, IdSelectField, StatusField, type ApiForm } from '../../../components/form';
import { DateInput, ImageListUpload, MoneyInput, TimeInput } from '../../../components/inputs';
import { uploadDocument } from '../../../lib/document-upload';
import { notifyFailure } from '../../../lib/notify';
import { useCategoryOptions, useCities, useEventTypeOptions, useStates, useTrainerOptions } from '../api/tournaments';
import { ScrollRegion } from '../../../components/ScrollRegion';

export type TournamentFormValues = z.input<typeof tournamentBody>;
type Form = ApiForm<typeof tournamentBody>;

export const emptyTournament: TournamentFormValues = {
  name: '',
  trainer_id: null,
  event_type_id: null,
  category_id: null,
  city_id: null,
  online: false,
  place: null,
  description: null,
  start_date: null,
  end_date: null,
  price: 0,
  extra_modality_price: 0,
  categories: [],
  modalities: [],
  slots: [],
  kits: [],
  schedule_matches: [],
  regulations: [],
  sponsor_photos: [],
  partner_photos: [],
  status: 'enabled',
};

let seq = 0;
const newKey = () => `novo-${Date.now().toString(36)}-${++seq}`;

const TABS = [
  { value: 'data', label: 'Dados', fields: ['name', 'trainer_id', 'event_type_id', 'category_id', 'city_id', 'online', 'place', 'description', 'start_date', 'end_date', 'status'] },
  { value: 'categories', label: 'Categorias', fields: ['categories'] },
  { value: 'modalities', label: 'Modalidades', fields: ['modalities'] },
  { value: 'slots', label: 'Vagas', fields: ['slots'] },
  { value: 'fees', label: 'Valores', fields: ['price', 'extra_modality_price'] },
  { value: 'kits', label: 'Kits', fields: ['kits'] },
  { value: 'schedule', label: 'Agenda', fields: ['schedule_matches'] },
  { value: 'regulations', label: 'Regulamentos', fields: ['regulations'] },
  { value: 'photos', label: 'Fotos', fields: ['sponsor_photos', 'partner_photos'] },
] as const;

/**
 * The tournament form (new and edit), in tabs (§2) with 'Salvar e Sair'. The slots tab previews the §4 rules with the
 * contract's `planSlots`/`priceRules` — the same functions the server runs when it saves.
 */
export function TournamentForm({ form, cancelTo, saved }: { form: Form; cancelTo: string; saved?: Tournament }) {
  const [tab, setTab] = useState<string | null>('data');
  const errors = form.formState.errors as Record<string, unknown>;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Tabs value={tab} onChange={setTab} keepMounted>
          <Tabs.List mb="md">
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value} color={t.fields.some((f) => errors[f]) ? 'red' : undefined} rightSection={t.fields.some((f) => errors[f]) ? <IconAlertTriangle size={14} color="var(--mantine-color-red-6)" /> : undefined}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="data">
            <DataTab form={form} saved={saved} />
          </Tabs.Panel>
          <Tabs.Panel value="categories">
            <CategoriesTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="modalities">
            <ModalitiesTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="slots">
            <SlotsTab form={form} saved={saved} />
          </Tabs.Panel>
          <Tabs.Panel value="fees">
            <FeesTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="kits">
            <KitsTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="schedule">
            <ScheduleTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="regulations">
            <RegulationsTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="photos">
            <PhotosTab form={form} />
          </Tabs.Panel>
        </Tabs>
        <FormActions saving={form.saving} cancelTo={cancelTo} onSaveAndExit={() => void form.save({ exit: true })()} />
      </Paper>
    </form>
  );
}

function DataTab({ form, saved }: { form: Form; saved?: Tournament }) {
  const trainers = useTrainerOptions();
  const eventTypes = useEventTypeOptions();
  const categories = useCategoryOptions();
  const { errors } = form.formState;
  const online = useWatch({ control: form.control, name: 'online' });
  return (
    <Stack>
      <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <IdSelectField control={form.control} name="trainer_id" label="Treinador" options={withSaved(trainers.data ?? [], saved?.trainer_id, saved?.trainer_name)} searchable nothingFoundMessage="Nenhum treinador encontrado" />
        <IdSelectField control={form.control} name="event_type_id" label="Tipo de evento" options={eventTypes.data ?? []} />
        <IdSelectField control={form.control} name="category_id" label="Categoria do evento" options={categories.data ?? []} searchable />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Controller
          control={form.control}
          name="start_date"
          render={({ field, fieldState }) => <DateInput label="Data inicial" value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} clearable />}
        />
        <Controller
          control={form.control}
          name="end_date"
          render={({ field, fieldState }) => <DateInput label="Data final" value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} clearable />}
        />
        <StatusField control={form.control} name="status" />
      </SimpleGrid>
      <Controller control={form.control} name="online" render={({ field }) => <Switch label="Torneio online" checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
      {!online && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CityField form={form} saved={saved} />
          <TextInput label="Local" placeholder="Arena, clube, endereço" {...form.register('place')} error={errors.place?.message} />
        </SimpleGrid>
      )}
      <Textarea label="Descrição" autosize minRows={3} {...form.register('description')} error={errors.description?.message} />
    </Stack>
  );
}

/** The options with the saved choice among them: a trainer no longer offered (pending, disabled) still shows by name. */
function withSaved(options: { value: string; label: string }[], id: number | null | undefined, label: string | null | undefined) {
  if (!id || options.some((o) => o.value === String(id))) return options;
  return [{ value: String(id), label: label ?? `nº ${id}` }, ...options];
}

function CityField({ form, saved }: { form: Form; saved?: Tournament }) {
  const [stateId, setStateId] = useState<string | null>(saved?.state_id ? String(saved.state_id) : null);
  const [search, setSearch] = useState('');
  const states = useStates();
  const cities = useCities(stateId, search);
  return (
    <Group grow align="flex-start" gap="sm">
      <Select label="Estado" placeholder="UF" data={states.data ?? []} value={stateId} onChange={setStateId} searchable clearable />
      <Controller
        control={form.control}
        name="city_id"
        render={({ field, fieldState }) => {
          const options = withSaved(cities.data ?? [], saved?.city_id, saved?.city_name);
          return (
            <Select
              label="Cidade"
              placeholder={stateId ? 'Buscar cidade' : 'Escolha o estado'}
              data={options}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : null)}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              clearable
              nothingFoundMessage="Nenhuma cidade encontrada"
              error={fieldState.error?.message}
            />
          );
        }}
      />
    </Group>
  );
}

function CategoriesTab({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'categories', keyName: 'rowId' });
  const errors = form.formState.errors.categories;
  const byCategory = useWatch({ control: form.control, name: 'categories' })?.some((c) => c.price !== null && c.price !== undefined);
  return (
    <Stack>
      {typeof errors?.message === 'string' && <Alert color="red">{errors.message}</Alert>}
      {fields.map((f, i) => (
        <Group key={f.rowId} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label={`Categoria ${i + 1}`} placeholder="Masculino A, Feminino B, Mista…" style={{ flex: 1 }} {...form.register(`categories.${i}.name`)} error={errors?.[i]?.name?.message} />
          <Controller
            control={form.control}
            name={`categories.${i}.gender`}
            render={({ field }) => (
              <Select
                label="Gênero"
                w={150}
                data={[
                  { value: '', label: 'Misto' },
                  { value: '0', label: 'Masculino' },
                  { value: '1', label: 'Feminino' },
                ]}
                value={field.value === null || field.value === undefined ? '' : String(field.value)}
                onChange={(v) => field.onChange(v === '' || v === null ? null : (Number(v) as 0 | 1))}
                allowDeselect={false}
              />
            )}
          />
          {byCategory && (
            <Controller
              control={form.control}
              name={`categories.${i}.price`}
              render={({ field, fieldState }) => <MoneyInput label="Preço" w={150} value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />}
            />
          )}
          <Button variant="subtle" color="red" mt={24} onClick={() => remove(i)} aria-label={`Remover categoria ${i + 1}`} leftSection={<IconTrash size={16} />}>
            Remover
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append({ key: newKey(), name: '', price: byCategory ? 0 : null, gender: null })}>
          Adicionar categoria
        </Button>
      </Group>
    </Stack>
  );
}

function ModalitiesTab({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'modalities', keyName: 'rowId' });
  const errors = form.formState.errors.modalities;
  return (
    <Stack>
      {typeof errors?.message === 'string' && <Alert color="red">{errors.message}</Alert>}
      {fields.map((f, i) => (
        <Group key={f.rowId} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label={`Modalidade ${i + 1}`} placeholder="Duplas, Simples…" style={{ flex: 1 }} {...form.register(`modalities.${i}.name`)} error={errors?.[i]?.name?.message} />
          <Button variant="subtle" color="red" mt={24} onClick={() => remove(i)} aria-label={`Remover modalidade ${i + 1}`} leftSection={<IconTrash size={16} />}>
            Remover
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append({ key: newKey(), name: '', modality_id: null })}>
          Adicionar modalidade
        </Button>
      </Group>
    </Stack>
  );
}

/** §4 preview: categories × modalities, vanished pairs marked for removal, slots with entries refused before saving. */
function SlotsTab({ form, saved }: { form: Form; saved?: Tournament }) {
  const categories = useWatch({ control: form.control, name: 'categories' }) ?? [];
  const modalities = useWatch({ control: form.control, name: 'modalities' }) ?? [];
  const wanted = useWatch({ control: form.control, name: 'slots' }) ?? [];
  const price = useWatch({ control: form.control, name: 'price' }) ?? null;
  // cheap (a few hundred pairs at most): recomputed on every edit, the instant preview
  const plan = planSlots({
        categories: categories.map((c) => ({ key: c.key, name: c.name || '(sem nome)', price: c.price ?? null })),
        modalities: modalities.map((m) => ({ key: m.key, name: m.name || '(sem nome)' })),
        current: (saved?.slots ?? []).map((s) => ({ id: s.id, category_key: String(s.category_id), modality_key: String(s.modality_id), quantity: s.quantity, entries: s.entries_count, active: s.quantity_approved + s.quantity_pending })),
        currentNames: {
          categories: Object.fromEntries((saved?.categories ?? []).map((c) => [String(c.id), c.name])),
          modalities: Object.fromEntries((saved?.modalities ?? []).map((m) => [String(m.id), m.name])),
        },
        wanted: wanted.map((s) => ({ category_key: s.category_key, modality_key: s.modality_key, quantity: s.quantity })),
        price,
      });
  const counts = new Map((saved?.slots ?? []).map((s) => [`${s.category_id}|${s.modality_id}`, s]));
  const setQuantity = (categoryKey: string, modalityKey: string, quantity: number) => {
    const rest = wanted.filter((s) => !(s.category_key === categoryKey && s.modality_key === modalityKey));
    form.setValue('slots', [...rest, { category_key: categoryKey, modality_key: modalityKey, quantity }], { shouldDirty: true });
  };
  const destroyed = plan.slots.filter((s) => s.destroy);
  return (
    <Stack>
      <Group gap="sm">
        <Badge size="lg" variant="light" data-testid="slots-count">
          {plan.kept.length} {plan.kept.length === 1 ? 'vaga' : 'vagas'}
        </Badge>
        <Text size="sm" c="dimmed">
          {categories.length} {categories.length === 1 ? 'categoria' : 'categorias'} × {modalities.length} {modalities.length === 1 ? 'modalidade' : 'modalidades'}
        </Text>
      </Group>
      {plan.problems.map((p) => (
        <Alert key={`${p.category_key}|${p.modality_key}|${p.kind}`} color="red" icon={<IconAlertTriangle size={16} />}>
          {p.message}
        </Alert>
      ))}
      {plan.kept.length === 0 ? (
        <Text c="dimmed" size="sm">
          Cadastre categorias e modalidades: cada par categoria × modalidade vira uma vaga.
        </Text>
      ) : (
        <ScrollRegion label="Vagas" minWidth={560}>
          <Table striped aria-label="Vagas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Categoria</Table.Th>
                <Table.Th>Modalidade</Table.Th>
                <Table.Th>Quantidade</Table.Th>
                <Table.Th>Inscrições</Table.Th>
                <Table.Th>Preço</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.kept.map((s) => {
                const live = counts.get(`${s.category_key}|${s.modality_key}`);
                return (
                  <Table.Tr key={`${s.category_key}|${s.modality_key}`} data-testid="slot-row">
                    <Table.Td>{s.category_name}</Table.Td>
                    <Table.Td>{s.modality_name}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`Quantidade de vagas ${s.category_name} × ${s.modality_name}`}
                        w={110}
                        min={0}
                        allowDecimal={false}
                        value={s.quantity}
                        onChange={(v) => setQuantity(s.category_key, s.modality_key, typeof v === 'number' ? v : Number(v) || 0)}
                      />
                    </Table.Td>
                    <Table.Td>{live ? `${live.quantity_approved} aprovadas · ${live.quantity_pending} pendentes` : '—'}</Table.Td>
                    <Table.Td>{s.price === null ? '—' : formatMoney(s.price)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {destroyed.length > 0 && (
        <Alert color="orange" title="Vagas que serão removidas ao salvar">
          {destroyed.map((s) => `${s.category_name} × ${s.modality_name}`).join(', ')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Novas vagas começam com {DEFAULT_SLOT_QUANTITY} lugares.
      </Text>
    </Stack>
  );
}

function FeesTab({ form }: { form: Form }) {
  const categories = useWatch({ control: form.control, name: 'categories' }) ?? [];
  const price = useWatch({ control: form.control, name: 'price' }) ?? null;
  const extra = useWatch({ control: form.control, name: 'extra_modality_price' }) ?? 0;
  const rules = priceRules({ price, extra_modality_price: extra, categories: categories.map((c) => ({ price: c.price ?? null })) });
  const setMode = (mode: string) => {
    if (mode === rules.price_type) return;
    const list = form.getValues('categories');
    if (mode === 'by_category') {
      list.forEach((c, i) => form.setValue(`categories.${i}.price`, c.price ?? price ?? 0, { shouldDirty: true }));
      form.setValue('price', null, { shouldDirty: true });
    } else {
      list.forEach((_c, i) => form.setValue(`categories.${i}.price`, null, { shouldDirty: true }));
      form.setValue('price', 0, { shouldDirty: true });
    }
  };
  return (
    <Stack>
      <SegmentedControl
        value={rules.price_type}
        onChange={setMode}
        data={[
          { value: 'by_tournament', label: 'Preço único' },
          { value: 'by_category', label: 'Por categoria' },
        ]}
        w="fit-content"
      />
      {rules.price_type === 'by_tournament' ? (
        <Controller control={form.control} name="price" render={({ field, fieldState }) => <MoneyInput label="Preço da inscrição" w={220} value={field.value ?? 0} onChange={field.onChange} error={fieldState.error?.message} />} />
      ) : (
        <Stack gap="xs">
          {categories.length === 0 && <Text size="sm" c="dimmed">Cadastre as categorias para dar o preço de cada uma.</Text>}
          {/*
            Plain inputs over the watched rows, not Controllers: this tab stays mounted, and a Controller rendered once
            more for a row just removed on the Categorias tab registered its price again, bringing back a nameless
            category that blocked the save without a word.
          */}
          {categories.map((c, i) => (
            <MoneyInput
              key={c.key}
              label={`Preço — ${c.name || `Categoria ${i + 1}`}`}
              w={260}
              value={c.price ?? null}
              onChange={(v) => form.setValue(`categories.${i}.price`, v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
              error={form.formState.errors.categories?.[i]?.price?.message}
            />
          ))}
        </Stack>
      )}
      <Controller
        control={form.control}
        name="extra_modality_price"
        render={({ field, fieldState }) => <MoneyInput label="Preço por modalidade adicional" w={220} value={field.value ?? 0} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Group gap="xs">
        <Text size="sm">Tipo de preço:</Text>
        <Badge variant="light" data-testid="price-type">{enumLabel('price_type', rules.price_type)}</Badge>
        <Text size="sm">Cobrança:</Text>
        <Badge variant="light" color={rules.charge_type === 'paid' ? 'green' : 'gray'} data-testid="charge-type">
          {enumLabel('charge_type', rules.charge_type)}
        </Badge>
      </Group>
    </Stack>
  );
}

function KitsTab({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'kits', keyName: 'rowId' });
  const errors = form.formState.errors.kits;
  return (
    <Stack>
      {fields.map((f, i) => (
        <Group key={f.rowId} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label="Nome do kit" style={{ flex: 1 }} {...form.register(`kits.${i}.name`)} error={errors?.[i]?.name?.message} />
          <TextInput label="Descrição" style={{ flex: 2 }} {...form.register(`kits.${i}.description`)} error={errors?.[i]?.description?.message} />
          <Controller control={form.control} name={`kits.${i}.price`} render={({ field }) => <MoneyInput label="Preço" w={140} value={field.value ?? 0} onChange={field.onChange} />} />
          <Button variant="subtle" color="red" mt={24} onClick={() => remove(i)} aria-label={`Remover kit ${i + 1}`} leftSection={<IconTrash size={16} />}>
            Remover
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append({ name: '', description: null, photo_url: null, price: 0 })}>
          Adicionar kit
        </Button>
      </Group>
    </Stack>
  );
}

function ScheduleTab({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'schedule_matches', keyName: 'rowId' });
  const errors = form.formState.errors.schedule_matches;
  return (
    <Stack>
      {fields.map((f, i) => (
        <Group key={f.rowId} align="flex-start" gap="sm" wrap="nowrap">
          <Controller
            control={form.control}
            name={`schedule_matches.${i}.day_of_week`}
            render={({ field }) => (
              <Select label="Dia da semana" w={170} data={DAYS_OF_WEEK.map((d, n) => ({ value: String(n), label: d }))} value={String(field.value ?? 6)} onChange={(v) => field.onChange(Number(v ?? 6))} allowDeselect={false} />
            )}
          />
          <Controller control={form.control} name={`schedule_matches.${i}.start_hour`} render={({ field }) => <TimeInput label="Início" w={120} value={field.value} onChange={field.onChange} error={errors?.[i]?.start_hour?.message} />} />
          <Controller control={form.control} name={`schedule_matches.${i}.end_hour`} render={({ field }) => <TimeInput label="Fim" w={120} value={field.value ?? ''} onChange={(v) => field.onChange(v || null)} error={errors?.[i]?.end_hour?.message} />} />
          <TextInput label="Local" style={{ flex: 1 }} {...form.register(`schedule_matches.${i}.place`)} />
          <Button variant="subtle" color="red" mt={24} onClick={() => remove(i)} aria-label={`Remover horário ${i + 1}`} leftSection={<IconTrash size={16} />}>
            Remover
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append({ day_of_week: 6, start_hour: '08:00', end_hour: '18:00', place: null })}>
          Adicionar horário
        </Button>
      </Group>
    </Stack>
  );
}

function RegulationsTab({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'regulations', keyName: 'rowId' });
  const errors = form.formState.errors.regulations;
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadDocument(file, 'Falha ao enviar o arquivo.');
      append({ title: file.name.replace(/\.[^.]+$/, ''), file_url: url });
    } catch {
      notifyFailure('Falha ao enviar o arquivo.');
    } finally {
      setUploading(false);
    }
  };
  return (
    <Stack>
      {fields.length === 0 && (
        <Text size="sm" c="dimmed">
          Nenhum regulamento selecionado: ao salvar, todos os vínculos existentes são removidos.
        </Text>
      )}
      {fields.map((f, i) => (
        <Group key={f.rowId} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput label="Título" style={{ flex: 1 }} {...form.register(`regulations.${i}.title`)} error={errors?.[i]?.title?.message} />
          <TextInput label="Arquivo (endereço)" style={{ flex: 2 }} {...form.register(`regulations.${i}.file_url`)} error={errors?.[i]?.file_url?.message} />
          <Button variant="subtle" color="red" mt={24} onClick={() => remove(i)} aria-label={`Remover regulamento ${i + 1}`} leftSection={<IconTrash size={16} />}>
            Remover
          </Button>
        </Group>
      ))}
      <Group>
        <Button component="label" variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
          Enviar arquivo
          <input type="file" accept=".pdf" hidden onChange={(e) => void upload(e.currentTarget.files?.[0])} />
        </Button>
        <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => append({ title: '', file_url: '' })}>
          Adicionar por endereço
        </Button>
      </Group>
    </Stack>
  );
}

function PhotosTab({ form }: { form: Form }) {
  return (
    <Stack>
      <Controller control={form.control} name="sponsor_photos" render={({ field, fieldState }) => <ImageListUpload label="Fotos de patrocinadores" value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} max={20} />} />
      <Controller control={form.control} name="partner_photos" render={({ field, fieldState }) => <ImageListUpload label="Fotos de parceiros" value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} max={20} />} />
    </Stack>
  );
}
