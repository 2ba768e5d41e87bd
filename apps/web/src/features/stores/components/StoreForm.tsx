import type { storeBody } from '@backoffice/contract';
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions, IdSelectField, StatusField, type ApiForm } from '../../../components/form';
import { CnpjInput, PhoneInput } from '../../../components/inputs';
import { useCities, useStates } from '../api/stores';

export type StoreFormValues = z.input<typeof storeBody>;
export const emptyStore: StoreFormValues = { name: '', cnpj: '', email: '', phone: '', city_id: null, address: '', status: 'enabled', totems: [] };

/** Fields of the store form (new and edit): the store, its address, and its self-service kiosks (totems). */
export function StoreForm({ form, cancelTo, stateId: initialState }: { form: ApiForm<typeof storeBody>; cancelTo: string; stateId?: number | null }) {
  const [stateId, setStateId] = useState<number | null>(initialState ?? null);
  const states = useStates();
  const cities = useCities(stateId);
  const totems = useFieldArray({ control: form.control, name: 'totems', keyName: 'key' });
  const { errors } = form.formState;
  const totemErrors = errors.totems;

  return (
    <form onSubmit={form.save()} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <Controller
              control={form.control}
              name="cnpj"
              render={({ field, fieldState }) => (
                <CnpjInput label="CNPJ" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={fieldState.error?.message} />
              )}
            />
            <TextInput label="E-mail" type="email" {...form.register('email')} error={errors.email?.message} />
            <Controller
              control={form.control}
              name="phone"
              render={({ field, fieldState }) => <PhoneInput label="Telefone" value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />}
            />
            <Select
              label="Estado"
              placeholder="Selecione"
              searchable
              data={(states.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.uf})` }))}
              value={stateId ? String(stateId) : null}
              onChange={(v) => {
                setStateId(v ? Number(v) : null);
                form.setValue('city_id', null, { shouldDirty: true });
              }}
            />
            <IdSelectField
              control={form.control}
              name="city_id"
              label="Cidade"
              options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              searchable
              nothingFoundMessage={stateId ? 'Nenhuma cidade encontrada' : 'Escolha o estado primeiro'}
            />
            <TextInput label="Endereço" {...form.register('address')} error={errors.address?.message} />
            <StatusField control={form.control} name="status" feminine />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Group justify="space-between" mb="sm">
            <div>
              <Title order={3} size="h4">
                Totens (autoatendimento)
              </Title>
              <Text size="sm" c="dimmed">
                Cada totem tem um identificador único, o mesmo configurado no aparelho.
              </Text>
            </div>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => totems.append({ name: `Totem ${totems.fields.length + 1}`, identifier: '', location: '', status: 'enabled' })}>
              Adicionar totem
            </Button>
          </Group>
          {totems.fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              Esta loja não tem totens.
            </Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nome</Table.Th>
                  <Table.Th>Identificador</Table.Th>
                  <Table.Th>Local</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {totems.fields.map((t, i) => (
                  <Table.Tr key={t.key}>
                    <Table.Td>
                      <TextInput aria-label={`Nome do totem ${i + 1}`} {...form.register(`totems.${i}.name`)} error={totemErrors?.[i]?.name?.message} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Identificador do totem ${i + 1}`}
                        placeholder="TOT-0001"
                        {...form.register(`totems.${i}.identifier`)}
                        error={totemErrors?.[i]?.identifier?.message ?? totemErrors?.[i]?.id?.message}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput aria-label={`Local do totem ${i + 1}`} placeholder="Entrada" {...form.register(`totems.${i}.location`)} error={totemErrors?.[i]?.location?.message} />
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`totems.${i}.status`}
                        render={({ field }) => (
                          <Select
                            aria-label={`Status do totem ${i + 1}`}
                            allowDeselect={false}
                            w={120}
                            data={[
                              { value: 'enabled', label: 'Ativo' },
                              { value: 'disabled', label: 'Inativo' },
                            ]}
                            value={field.value ?? 'enabled'}
                            onChange={(v) => field.onChange(v ?? 'enabled')}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={`Remover totem ${i + 1}`} onClick={() => totems.remove(i)}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {totemErrors?.root?.message || totemErrors?.message ? (
            <Text size="sm" c="red" mt="xs">
              {totemErrors.root?.message ?? totemErrors.message}
            </Text>
          ) : null}
        </Paper>
      </Stack>
      <FormActions saving={form.saving} cancelTo={cancelTo} />
    </form>
  );
}
