import { CUSTOMER_MSG, customerUserForm, toCustomerUserBody } from '@backoffice/contract';
import { Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { EditPageFrame, FormActions, IdSelectField, useEditForm } from '../../components/form';
import { CnpjInput, CpfInput, DateInput, PhoneInput } from '../../components/inputs';
import { customerUsers, updateCustomerUser, useCities, useStates } from './api/customers';
import { PERSON_TYPE_OPTIONS, USER_KIND_OPTIONS } from './components/labels';

type Values = z.input<typeof customerUserForm>;
const empty: Values = { name: '', person_type: 'physical', cpf: '', cnpj: '', email: '', birth_date: null, gender: null, phone: '', phone_country_code: '55', address: '', zip_code: '', city_id: null, user_kind: 'athlete' };

/** /tf-users/{id}/edit — identity, contacts and address; the password stays the customer's (forgot_password). */
export default function CustomerUserEditPage() {
  const edit = useEditForm({ resource: customerUsers, schema: customerUserForm, defaultValues: empty, toValues: toCustomerUserBody, update: updateCustomerUser, successMessage: CUSTOMER_MSG.edited });
  const form = edit.form;
  const { errors } = form.formState;
  const personType = form.watch('person_type');
  const [state, setState] = useState<string | null>(null);
  const stateId = state ?? (edit.record.data?.state_id ? String(edit.record.data.state_id) : null);
  const states = useStates('id');
  const cities = useCities(stateId);
  return (
    <EditPageFrame title="Editar usuário do app" edit={edit}>
      <form onSubmit={form.save()} noValidate>
        <Stack>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Identificação
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
              <Controller
                control={form.control}
                name="person_type"
                render={({ field }) => <Select label="Tipo de pessoa" allowDeselect={false} data={PERSON_TYPE_OPTIONS} value={field.value} onChange={(v) => field.onChange(v ?? 'physical')} />}
              />
              {personType === 'juridical' ? (
                <Controller control={form.control} name="cnpj" render={({ field }) => <CnpjInput label="CNPJ" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.cnpj?.message} />} />
              ) : (
                <Controller control={form.control} name="cpf" render={({ field }) => <CpfInput label="CPF" withAsterisk value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.cpf?.message} />} />
              )}
              <Controller
                control={form.control}
                name="birth_date"
                render={({ field }) => <DateInput label="Data de nascimento" value={field.value} onChange={field.onChange} error={errors.birth_date?.message} />}
              />
              <Controller
                control={form.control}
                name="gender"
                render={({ field }) => (
                  <Select
                    label="Sexo"
                    clearable
                    data={[
                      { value: '0', label: 'Masculino' },
                      { value: '1', label: 'Feminino' },
                    ]}
                    value={field.value === null || field.value === undefined ? null : String(field.value)}
                    onChange={(v) => field.onChange(v === null ? null : Number(v))}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="user_kind"
                render={({ field }) => <Select label="Tipo de usuário" allowDeselect={false} searchable data={USER_KIND_OPTIONS} value={field.value} onChange={(v) => field.onChange(v ?? 'athlete')} />}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Title order={3} size="h4" mb="md">
              Contato e endereço
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="E-mail" withAsterisk type="email" {...form.register('email')} error={errors.email?.message} />
              <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput label="Telefone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.phone?.message} />} />
              <TextInput label="Endereço" placeholder="Rua, número, complemento" {...form.register('address')} error={errors.address?.message} />
              <TextInput label="CEP" inputMode="numeric" maxLength={9} {...form.register('zip_code')} error={errors.zip_code?.message} />
              <Select
                label="Estado"
                searchable
                data={states.data ?? []}
                value={stateId}
                onChange={(v) => {
                  setState(v);
                  form.setValue('city_id', null, { shouldDirty: true });
                }}
              />
              <IdSelectField control={form.control} name="city_id" label="Cidade" options={cities.data ?? []} searchable nothingFoundMessage="Escolha o estado" />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <FormActions saving={form.saving} cancelTo={edit.showTo} />
          </Paper>
        </Stack>
      </form>
    </EditPageFrame>
  );
}
