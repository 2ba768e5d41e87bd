import { DAYS_OF_WEEK_LABELS, SPECIAL_EVENT_TYPE_ID, slugify, type EventDetail } from '@backoffice/contract';
import { Badge, Chip, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormActions, type ApiForm } from '../../../components/form';
import { DateInput, ImageListUpload, ImageUpload, MoneyInput, TimeInput } from '../../../components/inputs';
import { useBranches, useCategories, useCities, useCompanies, useEventTypes, useOngOptions, useStates } from '../api/events';
import { ExtrasEditor, KitsEditor, SponsorsEditor } from './CollectionsEditors';
import { remainingText, soldText } from './event-counts';
import { tabOfField, type eventFormSchema } from './event-form-values';
import { ModalitiesEditor } from './ModalitiesEditor';
import { RichTextInput } from './RichTextInput';
import { AvailableModalitiesEditor, DonationsEditor } from './SpecialTypeEditors';
import { lookupOptions } from './lookup-options';

type Form = ApiForm<typeof eventFormSchema>;

const TABS = [
  ['general', 'Geral'],
  ['dates', 'Datas e inscrições'],
  ['modalities', 'Modalidades e lotes'],
  ['kits', 'Kits'],
  ['extras', 'Extras e patrocinadores'],
  ['ongs', 'ONGs e doações'],
  ['payment', 'Pagamento'],
  ['texts', 'Textos'],
  ['photos', 'Fotos'],
] as const;

/** Collects the dotted paths of every error in the form state. */
function errorPaths(errors: object, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof (value as { message?: unknown }).message === 'string') out.push(path);
    if (key !== 'ref') out.push(...errorPaths(value as object, path));
  }
  return out;
}

type LookupField = 'category_id' | 'event_type_id' | 'branch_id' | 'company_id';
const NAME_OF: Record<LookupField, 'category_name' | 'event_type_name' | 'branch_name' | 'company_name'> = {
  category_id: 'category_name',
  event_type_id: 'event_type_name',
  branch_id: 'branch_name',
  company_id: 'company_name',
};

/** A lookup field of the event; its options keep the event's saved value (lookupOptions). */
function IdSelect({ form, name, label, lookup, event, required }: { form: Form; name: LookupField; label: string; lookup: { id: number; name: string }[] | undefined; event: EventDetail | undefined; required?: boolean }) {
  const data = lookupOptions(lookup, { id: event?.[name] ?? null, name: event?.[NAME_OF[name]] ?? null });
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk={required}
          searchable
          clearable
          data={data}
          value={field.value === null || field.value === undefined ? null : String(field.value)}
          onChange={(v) => field.onChange(v === null ? null : Number(v))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

function DateField({ form, name, label }: { form: Form; name: Parameters<Form['register']>[0]; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => <DateInput label={label} clearable value={field.value as string | null} onChange={field.onChange} error={fieldState.error?.message} />}
    />
  );
}
function HourField({ form, name, label }: { form: Form; name: Parameters<Form['register']>[0]; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => <TimeInput label={label} value={field.value as string | null} onChange={(v) => field.onChange(v || null)} error={fieldState.error?.message} />}
    />
  );
}
function CountField({ form, name, label, disabled }: { form: Form; name: 'subscriptions_limit' | 'subscriptions_goal' | 'subscriptions_courtesy'; label: string; disabled?: boolean }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          allowDecimal={false}
          disabled={disabled}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? (name === 'subscriptions_courtesy' ? 0 : null) : Number(v))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
function PercentField({ form, name, label }: { form: Form; name: `${'porto_bank' | 'santander'}_percentage_${'limit' | 'discount'}`; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput label={label} min={0} max={100} decimalScale={2} suffix="%" value={field.value ?? ''} onChange={(v) => field.onChange(v === '' ? null : Number(v))} error={fieldState.error?.message} />
      )}
    />
  );
}

/** THE event form (/events/new and /events/{id}/edit): one tabbed form, 'Salvar' and 'Salvar e Sair'. */
export function EventForm({ form, event, cancelTo }: { form: Form; event?: EventDetail; cancelTo: string }) {
  const [tab, setTab] = useState<string>('general');
  const [stateId, setStateId] = useState<number | null>(event?.state_id ?? null);
  const categories = useCategories();
  const eventTypes = useEventTypes();
  const branches = useBranches();
  const companies = useCompanies();
  const states = useStates();
  const cities = useCities(stateId);
  const ongs = useOngOptions();
  const [eventTypeId, online, name] = useWatch({ control: form.control, name: ['event_type_id', 'online', 'name'] });
  const special = eventTypeId === SPECIAL_EVENT_TYPE_ID;
  const { errors } = form.formState;
  const tabsWithErrors = new Set(errorPaths(errors).map(tabOfField));
  const text = (key: 'name' | 'slug' | 'place' | 'address' | 'online_url' | 'record_url') => ({ ...form.register(key), error: errors[key]?.message });

  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        {event && (
          <Group mb="md" gap="xs">
            <Text size="sm" c="dimmed">
              {soldText(event.subscriptions_sold)}
              {event.subscriptions_limit !== null && event.subscriptions_remaining !== null ? ` · ${remainingText(event.subscriptions_remaining)}` : ''}
            </Text>
          </Group>
        )}
        <Tabs value={tab} onChange={(v) => setTab(v ?? 'general')} keepMounted>
          <Tabs.List mb="md">
            {TABS.map(([key, label]) => (
              <Tabs.Tab key={key} value={key} rightSection={tabsWithErrors.has(key) ? <Badge color="red" size="xs" circle aria-label="com erros">!</Badge> : null}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>

          <Tabs.Panel value="general">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Nome" withAsterisk {...text('name')} />
                <TextInput label="Endereço no site (slug)" description={`Vazio: gerado do nome (${slugify(name ?? '') || '…'})`} {...text('slug')} />
                <IdSelect form={form} name="category_id" label="Categoria" lookup={categories.data} event={event} />
                <IdSelect form={form} name="event_type_id" label="Tipo de evento" lookup={eventTypes.data} event={event} />
                <IdSelect form={form} name="branch_id" label="Filial" lookup={branches.data} event={event} />
                <IdSelect form={form} name="company_id" label="Empresa" lookup={companies.data} event={event} />
              </SimpleGrid>
              <Controller control={form.control} name="photo_url" render={({ field, fieldState }) => <ImageUpload label="Foto do evento" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
              <Group>
                <Controller control={form.control} name="online" render={({ field }) => <Switch label="Evento online" checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
                <Controller control={form.control} name="global" render={({ field }) => <Switch label="Global" checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
              </Group>
              {online && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Link do evento online" withAsterisk placeholder="https://" {...text('online_url')} />
                  <TextInput label="Link da gravação" placeholder="https://" {...text('record_url')} />
                </SimpleGrid>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="Estado"
                  searchable
                  clearable
                  data={(states.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.uf})` }))}
                  value={stateId === null ? null : String(stateId)}
                  onChange={(v) => {
                    setStateId(v === null ? null : Number(v));
                    form.setValue('city_id', null, { shouldDirty: true });
                  }}
                />
                <Controller
                  control={form.control}
                  name="city_id"
                  render={({ field, fieldState }) => (
                    <Select
                      label="Cidade"
                      withAsterisk={!online}
                      searchable
                      clearable
                      disabled={!stateId}
                      placeholder={stateId ? 'Selecione' : 'Escolha o estado primeiro'}
                      data={lookupOptions(cities.data)}
                      value={field.value === null || field.value === undefined ? null : String(field.value)}
                      onChange={(v) => field.onChange(v === null ? null : Number(v))}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <TextInput label="Local" placeholder="Ex.: Parque Ibirapuera" {...text('place')} />
                <TextInput label="Endereço" {...text('address')} />
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="dates">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <DateField form={form} name="event_date" label="Data do evento" />
                <DateField form={form} name="visible_until_date" label="Visível até (data)" />
                <HourField form={form} name="visible_until_hour" label="Visível até (hora)" />
                <div />
                <DateField form={form} name="subscription_start_date" label="Início das inscrições" />
                <HourField form={form} name="subscription_start_hour" label="Hora de início" />
                <DateField form={form} name="subscription_end_date" label="Fim das inscrições" />
                <HourField form={form} name="subscription_end_hour" label="Hora de fim" />
                <DateField form={form} name="kits_withdraw_date" label="Retirada de kits: início" />
                <DateField form={form} name="kits_withdraw_date_end" label="Retirada de kits: fim" />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <CountField form={form} name="subscriptions_limit" label="Limite de inscrições" />
                <CountField form={form} name="subscriptions_goal" label="Meta de inscrições" />
                <CountField form={form} name="subscriptions_courtesy" label="Cortesias" />
                <NumberInput label="Vagas restantes" value={event?.subscriptions_remaining ?? ''} disabled description="Calculado" />
              </SimpleGrid>
              {special && (
                <Paper withBorder p="md" radius="md">
                  <Text fw={600} mb="xs">
                    Horários
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 2, md: 6 }}>
                    <DateField form={form} name="start_date" label="Início (data)" />
                    <HourField form={form} name="start_hour" label="Início (hora)" />
                    <DateField form={form} name="end_date" label="Término (data)" />
                    <HourField form={form} name="end_hour" label="Término (hora)" />
                    <DateField form={form} name="start_limit_date" label="Limite de largada (data)" />
                    <HourField form={form} name="start_limit_hour" label="Limite de largada (hora)" />
                  </SimpleGrid>
                  <Controller
                    control={form.control}
                    name="days_of_week"
                    render={({ field }) => (
                      <Chip.Group multiple value={(field.value ?? []).map(String)} onChange={(v) => field.onChange(v.map(Number).sort())}>
                        <Group mt="sm" gap="xs">
                          {DAYS_OF_WEEK_LABELS.map((label, i) => (
                            <Chip key={label} value={String(i)} size="xs">
                              {label}
                            </Chip>
                          ))}
                        </Group>
                      </Chip.Group>
                    )}
                  />
                </Paper>
              )}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="modalities">
            <Stack>
              <ModalitiesEditor form={form} />
              {special && <AvailableModalitiesEditor form={form} />}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="kits">
            <KitsEditor form={form} remaining={event?.kits_stock_remaining} />
          </Tabs.Panel>

          <Tabs.Panel value="extras">
            <Stack>
              <Text fw={600}>Extras</Text>
              <ExtrasEditor form={form} />
              <Text fw={600} mt="md">
                Patrocinadores
              </Text>
              <SponsorsEditor form={form} />
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="ongs">
            <Stack>
              <Controller
                control={form.control}
                name="ong_ids"
                render={({ field, fieldState }) => (
                  <MultiSelect
                    label="ONGs"
                    searchable
                    data={lookupOptions(ongs.data)}
                    value={(field.value ?? []).map(String)}
                    onChange={(v) => field.onChange(v.map(Number))}
                    error={fieldState.error?.message}
                    nothingFoundMessage="Nenhuma ONG encontrada"
                  />
                )}
              />
              {special && <DonationsEditor form={form} />}
              {special ? (
                <Controller
                  control={form.control}
                  name="donation_to_receive_souvenir"
                  render={({ field, fieldState }) => (
                    <MoneyInput label="Doação mínima para receber o brinde" w={260} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                  )}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  A doação mínima para o brinde vale para eventos do tipo com horários.
                </Text>
              )}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="payment">
            <Stack>
              <Group>
                {(
                  [
                    ['pix', 'Pix'],
                    ['credit_card', 'Cartão de crédito'],
                    ['debit_card', 'Cartão de débito'],
                  ] as const
                ).map(([key, label]) => (
                  <Controller key={key} control={form.control} name={key} render={({ field }) => <Switch label={label} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
                ))}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
                <PercentField form={form} name="porto_bank_percentage_limit" label="Porto Bank: limite" />
                <PercentField form={form} name="porto_bank_percentage_discount" label="Porto Bank: desconto" />
                <PercentField form={form} name="santander_percentage_limit" label="Santander: limite" />
                <PercentField form={form} name="santander_percentage_discount" label="Santander: desconto" />
              </SimpleGrid>
              <CountField form={form} name="subscriptions_courtesy" label="Inscrições cortesia" />
              <Text size="sm" c="dimmed">
                Taxa de conveniência: 0 (percentual) — fixa.
              </Text>
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="texts">
            <Stack>
              {(
                [
                  ['description_text', 'Descrição'],
                  ['schedule_text', 'Programação'],
                  ['subscriptions_text', 'Inscrições'],
                  ['terms_text', 'Termos'],
                  ['rules_text', 'Regulamento'],
                ] as const
              ).map(([key, label]) => (
                <Controller key={key} control={form.control} name={key} render={({ field, fieldState }) => <RichTextInput label={label} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
              ))}
            </Stack>
          </Tabs.Panel>

          <Tabs.Panel value="photos">
            <Stack>
              <Controller control={form.control} name="path_photos" render={({ field }) => <ImageListUpload label="Fotos do percurso" value={field.value ?? []} onChange={field.onChange} />} />
              <Controller control={form.control} name="promotional_photos" render={({ field }) => <ImageListUpload label="Fotos promocionais" value={field.value ?? []} onChange={field.onChange} />} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <FormActions saving={form.saving} cancelTo={cancelTo} onSaveAndExit={() => void form.save({ exit: true })()} />
      </Paper>
    </form>
  );
}
