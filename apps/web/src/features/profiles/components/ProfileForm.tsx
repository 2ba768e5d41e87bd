import { isFullAccessProfile, profileBody } from '@backoffice/contract';
import { Alert, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { FormActions, type ApiForm } from '../../../components/form';
import { usePermissionCatalogue } from '../api/profiles';
import { PermissionMatrix } from './PermissionMatrix';

export const profileFormSchema = profileBody;
export const emptyProfile = { name: '', permissions: [] as { action: string; resource: string }[] };

export function FullAccessNotice() {
  return (
    <Alert color="indigo" icon={<IconShieldCheck />} title="Acesso total">
      Perfis chamados Master ou Admin têm acesso a todas as áreas e ações do painel; as permissões abaixo não se aplicam.
    </Alert>
  );
}

export function ProfileForm({ form }: { form: ApiForm<typeof profileFormSchema> }) {
  const catalogue = usePermissionCatalogue();
  const name = form.watch('name');
  const fullAccess = isFullAccessProfile(name.trim());
  return (
    <form onSubmit={form.save()} noValidate>
      <Stack>
        <Paper withBorder p="lg" radius="md">
          <TextInput label="Nome" withAsterisk maw={420} {...form.register('name')} error={form.formState.errors.name?.message} />
        </Paper>
        {fullAccess && <FullAccessNotice />}
        <div>
          <Text fw={600} mb={4}>
            Permissões
          </Text>
          {form.formState.errors.permissions && (
            <Text c="red" size="sm" mb={4}>
              {form.formState.errors.permissions.message ?? 'Permissão desconhecida'}
            </Text>
          )}
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <PermissionMatrix catalogue={catalogue.data} value={field.value} onChange={field.onChange} disabled={fullAccess} allChecked={fullAccess} />
            )}
          />
        </div>
        <FormActions saving={form.saving} cancelTo="/profiles/list" />
      </Stack>
    </form>
  );
}
