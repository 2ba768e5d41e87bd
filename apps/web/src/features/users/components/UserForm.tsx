import { MultiSelect, Paper, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormActions, type ApiForm } from '../../../components/form';
import { useProfileOptions } from '../api/users';
import type { userFormSchema } from './user-form-schema';

/** Fields of the admin-user form (new and edit). */
export function UserForm({ form, withPassword }: { form: ApiForm<typeof userFormSchema>; withPassword: boolean }) {
  const profiles = useProfileOptions();
  const { errors } = form.formState;
  return (
    <form onSubmit={form.save()} noValidate>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk {...form.register('name')} error={errors.name?.message} />
            <TextInput label="E-mail" type="email" withAsterisk {...form.register('email')} error={errors.email?.message} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="profile_ids"
            render={({ field, fieldState }) => (
              <MultiSelect
                label="Perfis"
                withAsterisk
                placeholder={field.value.length ? undefined : 'Selecione'}
                searchable
                nothingFoundMessage="Nenhum perfil encontrado"
                data={profiles.data ?? []}
                disabled={profiles.isPending}
                value={field.value.map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          {withPassword && (
            <PasswordInput
              label="Senha"
              description="Opcional. Sem senha, o usuário recebe um convite por e-mail para definir a própria senha."
              autoComplete="new-password"
              {...form.register('password')}
              error={errors.password?.message}
            />
          )}
        </Stack>
        <FormActions saving={form.saving} cancelTo="/users/list" />
      </Paper>
    </form>
  );
}
