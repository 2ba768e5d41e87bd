import { MSG } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createUser, usersKey } from './api/users';
import { UserForm } from './components/UserForm';
import { emptyUser, userFormSchema } from './components/user-form-schema';

/** /users/new — the reference create page. */
export default function UserNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: userFormSchema,
    defaultValues: emptyUser,
    submit: ({ password, ...values }) => createUser({ ...values, ...(password ? { password } : {}) }),
    successMessage: MSG.userCreated,
    invalidate: [usersKey],
    onSuccess: () => navigate('/users/list'),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar usuário" backTo="/users/list" />
      <UserForm form={form} withPassword />
    </Stack>
  );
}
