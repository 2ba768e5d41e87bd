import { MSG, toUserBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { updateUser, usersKey, useUser } from './api/users';
import { UserForm } from './components/UserForm';
import { emptyUser, userFormSchema, type UserFormValues } from './components/user-form-schema';

/** /users/{id}/edit — the reference edit page (lock_version, 409 → 'Recarregar'). */
export default function UserEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const values = useMemo<UserFormValues | undefined>(
    () => user.data && { ...toUserBody(user.data), password: '' },
    [user.data],
  );
  const form = useApiForm({
    schema: userFormSchema,
    defaultValues: emptyUser,
    values,
    submit: ({ name, email, profile_ids }) => updateUser(id!, { name, email, profile_ids, lock_version: user.data!.lock_version }),
    successMessage: MSG.userEdited,
    invalidate: [usersKey],
    onSuccess: () => navigate('/users/list'),
    onReload: () => void user.refetch(),
  });

  return (
    <Stack gap={0}>
      <PageHeader title="Editar usuário" backTo="/users/list" />
      {user.isPending ? <PageLoader /> : user.isError ? <PageError error={user.error} onRetry={() => void user.refetch()} /> : <UserForm form={form} withPassword={false} />}
    </Stack>
  );
}
