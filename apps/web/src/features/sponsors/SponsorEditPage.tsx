import { SPONSOR_MSG, sponsorBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { sponsorsKey, updateSponsor, useSponsor } from './api/sponsors';
import { SponsorForm, emptySponsor, type SponsorFormValues } from './components/SponsorForm';

/** /sponsors/{id}/edit */
export default function SponsorEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const sponsor = useSponsor(id);
  const values = useMemo<SponsorFormValues | undefined>(
    () =>
      sponsor.data && {
        name: sponsor.data.name,
        sponsor_type_id: sponsor.data.sponsor_type_id ?? (undefined as unknown as number),
        logo_url: sponsor.data.logo_url,
        site_url: sponsor.data.site_url ?? '',
        status: sponsor.data.status,
      },
    [sponsor.data],
  );
  const form = useApiForm({
    schema: sponsorBody,
    defaultValues: emptySponsor,
    values,
    submit: (body) => updateSponsor(id!, { ...body, lock_version: sponsor.data!.lock_version }),
    successMessage: SPONSOR_MSG.edited,
    invalidate: [sponsorsKey],
    onSuccess: () => navigate(`/sponsors/${id}/show`),
    onReload: () => void sponsor.refetch(),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Editar patrocinador" backTo="/sponsors/list" />
      {sponsor.isPending ? <PageLoader /> : sponsor.isError ? <PageError error={sponsor.error} onRetry={() => void sponsor.refetch()} /> : <SponsorForm form={form} cancelTo={`/sponsors/${id}/show`} />}
    </Stack>
  );
}
