import { MSG } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createProfile, profilesKey } from './api/profiles';
import { emptyProfile, ProfileForm, profileFormSchema } from './components/ProfileForm';

export default function ProfileNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: profileFormSchema,
    defaultValues: emptyProfile,
    submit: createProfile,
    successMessage: MSG.profileCreated,
    invalidate: [profilesKey],
    onSuccess: (profile) => navigate(`/profiles/${profile.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar perfil" backTo="/profiles/list" />
      <ProfileForm form={form} />
    </Stack>
  );
}
