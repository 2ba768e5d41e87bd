import { MSG, toProfileBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { profilesKey, updateProfile, useProfile } from './api/profiles';
import { emptyProfile, ProfileForm, profileFormSchema } from './components/ProfileForm';

export default function ProfileEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(id);
  const values = useMemo(
    () => profile.data && toProfileBody(profile.data),
    [profile.data],
  );
  const form = useApiForm({
    schema: profileFormSchema,
    defaultValues: emptyProfile,
    values,
    submit: (body) => updateProfile(id!, { ...body, lock_version: profile.data!.lock_version }),
    successMessage: MSG.profileEdited,
    invalidate: [profilesKey, ['me']],
    onSuccess: () => navigate(`/profiles/${id}/show`),
    onReload: () => void profile.refetch(),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Editar perfil" backTo="/profiles/list" />
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <PageError error={profile.error} onRetry={() => void profile.refetch()} title={MSG.failure} text={MSG.unavailable} />
      ) : (
        <ProfileForm form={form} />
      )}
    </Stack>
  );
}
