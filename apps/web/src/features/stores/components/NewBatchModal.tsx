import { MAX_TOKENS_PER_BATCH, TOKEN_BATCH_MSG, tokenBatchBody, type TokenBatchBody } from '@backoffice/contract';
import { Button, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { IdSelectField, useApiForm } from '../../../components/form';
import { notifySuccess } from '../../../lib/notify';
import { createTokenBatch, tokenBatches, useStoreOptions } from '../api/stores';

/** 'Gerar lote': a store and 1–999 codes (the form refuses more before sending; the server draws the codes). */
export function NewBatchModal({ opened, onClose, storeId }: { opened: boolean; onClose: () => void; storeId?: number }) {
  const navigate = useNavigate();
  const storeOptions = useStoreOptions();
  const defaults: TokenBatchBody = { store_id: storeId ?? (undefined as unknown as number), quantity: 100, description: '' };
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

