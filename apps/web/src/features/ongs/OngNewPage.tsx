import { ONG_MSG, ongBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createOng, ongs } from './api/ongs';
import { OngForm, emptyOng } from './components/OngForm';

/** /ongs/new */
export default function OngNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: ongBody,
    defaultValues: emptyOng,
    submit: (body) => createOng(body),
    successMessage: ONG_MSG.created,
    invalidate: [ongs.keys.all],
    onSuccess: (o) => navigate(`/ongs/${o.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar ONG" backTo="/ongs/list" />
      <OngForm form={form} cancelTo="/ongs/list" />
    </Stack>
  );
}
