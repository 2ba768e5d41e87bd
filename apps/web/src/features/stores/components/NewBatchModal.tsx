import { MAX_TOKENS_PER_BATCH, TOKEN_BATCH_MSG, tokenBatchBody, type TokenBatchBody } from '@backoffice/contract';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { IdSelectField, useApiForm } from '../../../components/form';
import { api } from '../../../lib/api-client';
import { useCan } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { createTokenBatch, tokenBatches, useStoreOptions } from '../api/stores';

/** The optional event a batch's tokens are bound to, searched by name (only for those who may read events). */
function EventSelect({ value, onChange }: { value: number | null | undefined; onChange: (id: number | null) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const events = useQuery({
    queryKey: ['events', 'options', 'token-batches', debounced],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/v1/events', { per_page: 20, query: debounced || undefined, time: 'all', order: '-event_date' }, signal),
    select: (rows) => rows.map((e) => ({ value: String(e.id), label: e.name })),
  });
  return (
    <Select
      label="Evento (opcional)"
      description="Deixe em branco para códigos válidos em qualquer evento"
      placeholder="Buscar evento pelo nome"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={events.data ?? []}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      nothingFoundMessage="Nenhum evento encontrado"
    />
  );
}

/** 'Gerar lote': a store and 1–999 codes (the form refuses more before sending; the server draws the codes). */
export function NewBatchModal({ opened, onClose, storeId }: { opened: boolean; onClose: () => void; storeId?: number }) {
  const navigate = useNavigate();
  const storeOptions = useStoreOptions();
  const canPickEvent = useCan('index', 'events');
  const defaults: TokenBatchBody = { store_id: storeId ?? (undefined as unknown as number), event_id: null, quantity: 100, description: '' };
  const form = useApiForm({
    schema: tokenBatchBody,
    defaultValues: defaults,
    submit: (body) => createTokenBatch(body),
    invalidate: [tokenBatches.keys.all, ['stores'], ['tokens']],
    onSuccess: (batch) => {
      notifySuccess(TOKEN_BATCH_MSG.created(batch.quantity));
      onClose();
      form.reset(defaults);
      navigate(`/token_batches/${batch.id}/show`);
    },
  });
  const options = (storeOptions.data ?? []).filter((s) => s.status === 'enabled' || s.id === storeId).map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <Modal opened={opened} onClose={onClose} title="Gerar lote de tokens" centered size={480}>
      <form onSubmit={form.save()} noValidate>
        <Stack>
          <IdSelectField control={form.control} name="store_id" label="Loja" options={options} required searchable nothingFoundMessage="Nenhuma loja ativa encontrada" />
          <Controller
            control={form.control}
            name="quantity"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Quantidade de códigos"
                description={`De 1 a ${MAX_TOKENS_PER_BATCH}`}
                withAsterisk
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator="."
                decimalSeparator=","
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          {canPickEvent && <Controller control={form.control} name="event_id" render={({ field }) => <EventSelect value={field.value} onChange={field.onChange} />} />}
          <TextInput label="Descrição" placeholder="Ex.: Cortesias da inauguração" {...form.register('description')} error={form.formState.errors.description?.message} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.saving}>
              Gerar códigos
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

