import {
  COUPON_BATCH_MAX,
  COUPON_DISCOUNT_TYPE_LABELS,
  COUPON_TYPE_LABELS,
  type Coupon,
  type couponCreateBody,
  type CouponTarget,
} from '@backoffice/contract';
import { Alert, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, StatusField, type ApiForm } from '../../../components/form';
import { DateInput, MoneyInput } from '../../../components/inputs';
import { useCouponTargets } from '../api/coupons';
import { formatCount } from '@backoffice/contract/constants';

export type CouponFormValues = z.input<typeof couponCreateBody>;
export const emptyCoupon: CouponFormValues = {
  name: '',
  description: null,
  coupon_type: 'event',
  discount_type: 'percentual',
  discount_value: 10,
  event_id: null,
  tournament_id: null,
  start_date: '',
  end_date: '',
  usage_limit: null,
  status: 'enabled',
  generation: 'manual',
  code: '',
  quantity: 100,
};

const TYPE_DATA = Object.entries(COUPON_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const DISCOUNT_DATA = Object.entries(COUPON_DISCOUNT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

/** The event or tournament picker: one search over both sources (GET /v2/coupons/events, 10 of each). */
function TargetPicker({ form, current }: { form: ApiForm<typeof couponCreateBody>; current?: Coupon }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const targets = useCouponTargets(debounced);
  const [couponType, eventId, tournamentId] = useWatch({ control: form.control, name: ['coupon_type', 'event_id', 'tournament_id'] });
  const [picked, setPicked] = useState<CouponTarget | null>(null);
  const value = couponType === 'event' && eventId ? `event:${eventId}` : couponType === 'tournament' && tournamentId ? `tournament:${tournamentId}` : null;
  const data = useMemo(() => {
    const rows = targets.data ?? [];
    const known = [...rows];
    const add = (t: CouponTarget | null) => t && !known.some((k) => k.source === t.source && k.id === t.id) && known.push(t);
    add(picked);
    if (current?.event) add({ source: 'event', id: current.event.id, name: current.event.name, date: null });
    if (current?.tournament) add({ source: 'tournament', id: current.tournament.id, name: current.tournament.name, date: null });
    const item = (t: CouponTarget) => ({ value: `${t.source}:${t.id}`, label: t.name });
    return [
      { group: 'Eventos', items: known.filter((t) => t.source === 'event').map(item) },
      { group: 'Torneios', items: known.filter((t) => t.source === 'tournament').map(item) },
    ].filter((g) => g.items.length);
  }, [targets.data, picked, current]);
  const error = form.formState.errors.event_id?.message ?? form.formState.errors.tournament_id?.message;
  return (
    <Select
      label="Evento ou torneio"
      withAsterisk
      placeholder="Buscar pelo nome"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value}
      nothingFoundMessage={targets.isFetching ? 'Buscando…' : 'Nenhum evento ou torneio encontrado'}
      onChange={(v) => {
        if (!v) {
          form.setValue('event_id', null, { shouldDirty: true });
          form.setValue('tournament_id', null, { shouldDirty: true });
          return;
        }
        const [source, id] = v.split(':');
        const found = (targets.data ?? []).find((t) => `${t.source}:${t.id}` === v);
        if (found) setPicked(found);
        form.setValue('coupon_type', source as 'event' | 'tournament', { shouldDirty: true });
        form.setValue('event_id', source === 'event' ? Number(id) : null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
        form.setValue('tournament_id', source === 'tournament' ? Number(id) : null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }}
      clearable
      error={error}
    />
  );
}

/**
 * The coupon form (new and edit): name, type, discount (percent, R$ amount or gratuity shown as 100%), validity,
 * uses per code, the event or tournament, and — when creating — how the codes are made (one manual code or a batch).
 */
export function CouponForm({ form, cancelTo, creating, current }: { form: ApiForm<typeof couponCreateBody>; cancelTo: string; creating: boolean; current?: Coupon }) {
  const { errors } = form.formState;
  const [couponType, discountType, generation] = useWatch({ control: form.control, name: ['coupon_type', 'discount_type', 'generation'] });
  const locked = Boolean(current && current.uses_count > 0);
  return (
    <form onSubmit={form.save()} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
              <StatusField control={form.control} name="status" />
            </SimpleGrid>
            <Textarea label="Descrição" autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={form.control}
                name="coupon_type"
                render={({ field }) => (
                  <Select
                    label="Tipo"
                    withAsterisk
                    allowDeselect={false}
                    data={TYPE_DATA}
                    value={field.value}
                    onChange={(v) => {
                      field.onChange(v);
                      if (v === 'global') {
                        form.setValue('event_id', null);
                        form.setValue('tournament_id', null);
                      }
                    }}
                  />
                )}
              />
              {couponType !== 'global' ? <TargetPicker form={form} current={current} /> : <div />}
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={3} size="h4" mb="md">
            Desconto e validade
          </Title>
          {locked && (
            <Alert color="yellow" mb="md">
              Este cupom já foi usado em {current!.uses_count} {current!.uses_count === 1 ? 'pedido pago' : 'pedidos pagos'}: o desconto não pode mais mudar.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="discount_type"
              render={({ field }) => (
                <Select
                  label="Tipo de desconto"
                  withAsterisk
                  allowDeselect={false}
                  disabled={locked}
                  data={DISCOUNT_DATA}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(v);
                    if (v === 'gratuity') form.setValue('discount_value', 100);
                  }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="discount_value"
              render={({ field, fieldState }) =>
                discountType === 'amount' ? (
                  <MoneyInput label="Valor do desconto" withAsterisk disabled={locked} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                ) : discountType === 'gratuity' ? (
                  <TextInput label="Valor do desconto" value="100%" disabled readOnly />
                ) : (
                  <NumberInput
                    label="Percentual de desconto"
                    withAsterisk
                    disabled={locked}
                    suffix="%"
                    decimalSeparator=","
                    decimalScale={2}
                    min={0}
                    max={100}
                    // a typo above 100 is shown with the rule's message, never silently turned into a free coupon
                    clampBehavior="none"
                    value={field.value}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(String(v).replace(',', '.')) || 0)}
                    error={fieldState.error?.message}
                  />
                )
              }
            />
            <Controller
              control={form.control}
              name="start_date"
              render={({ field, fieldState }) => <DateInput label="Data inicial" withAsterisk value={field.value || null} onChange={(v) => field.onChange(v ?? '')} error={fieldState.error?.message} />}
            />
            <Controller
              control={form.control}
              name="end_date"
              render={({ field, fieldState }) => <DateInput label="Data final" withAsterisk value={field.value || null} onChange={(v) => field.onChange(v ?? '')} error={fieldState.error?.message} />}
            />
            <Controller
              control={form.control}
              name="usage_limit"
              render={({ field, fieldState }) => (
                <NumberInput
                  label="Limite de usos por código"
                  description="Em branco: sem limite"
                  min={1}
                  allowDecimal={false}
                  thousandSeparator="."
                  decimalSeparator=","
                  value={field.value ?? ''}
                  onChange={(v) => field.onChange(v === '' || v === null ? null : Number(v))}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
        </Paper>

        {creating && (
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Códigos
            </Title>
            <Stack>
              <Controller
                control={form.control}
                name="generation"
                render={({ field }) => (
                  <SegmentedControl
                    aria-label="Como os códigos são criados"
                    value={field.value}
                    onChange={field.onChange}
                    data={[
                      { value: 'manual', label: 'Um código digitado' },
                      { value: 'batch', label: 'Lote de códigos gerados' },
                    ]}
                  />
                )}
              />
              {generation === 'manual' ? (
                <TextInput
                  label="Código"
                  withAsterisk
                  description="De 3 a 30 letras, números, hífen ou sublinhado; maiúsculas e minúsculas não diferenciam códigos."
                  {...form.register('code', { setValueAs: (v: string) => (typeof v === 'string' ? v.toUpperCase() : v) })}
                  error={errors.code?.message}
                />
              ) : (
                <Controller
                  control={form.control}
                  name="quantity"
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label="Quantidade de códigos"
                      withAsterisk
                      description={`Até ${formatCount(COUPON_BATCH_MAX)} códigos únicos de 10 caracteres, sem letras ou números que se confundem (0/O, 1/I/L).`}
                      min={1}
                      max={COUPON_BATCH_MAX}
                      clampBehavior="none"
                      allowDecimal={false}
                      thousandSeparator="."
                      decimalSeparator=","
                      value={field.value ?? ''}
                      onChange={(v) => field.onChange(v === '' || v === null ? null : Number(v))}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              )}
              {generation === 'batch' && (
                <Text size="sm" c="dimmed">
                  Os códigos são gerados pelo servidor ao salvar; baixe-os depois em cupom.csv na página do cupom.
                </Text>
              )}
            </Stack>
          </Paper>
        )}
        <Paper withBorder p="md" radius="md">
          <FormActions saving={form.saving} cancelTo={cancelTo} />
        </Paper>
      </Stack>
    </form>
  );
}
