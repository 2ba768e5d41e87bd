import { SPONSOR_MSG, sponsorBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createSponsor, sponsors } from './api/sponsors';
import { SponsorForm, emptySponsor } from './components/SponsorForm';

/** /sponsors/new */
export default function SponsorNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: sponsorBody,
    defaultValues: emptySponsor,
    submit: (body) => createSponsor(body),
    successMessage: SPONSOR_MSG.created,
    invalidate: [sponsors.keys.all],
    onSuccess: (s) => navigate(`/sponsors/${s.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar patrocinador" backTo="/sponsors/list" />
      <SponsorForm form={form} cancelTo="/sponsors/list" />
    </Stack>
  );
}
