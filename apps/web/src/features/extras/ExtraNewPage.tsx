import { EXTRA_MSG, extraBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createExtra, extras } from './api/extras';
import { ExtraForm, emptyExtra } from './components/ExtraForm';

/** /extras/new */
export default function ExtraNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: extraBody,
    defaultValues: emptyExtra,
    submit: (body) => createExtra(body),
    successMessage: EXTRA_MSG.created,
    invalidate: [extras.keys.all],
    onSuccess: (extra) => navigate(`/extras/${extra.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar extra" backTo="/extras/list" />
      <ExtraForm form={form} cancelTo="/extras/list" />
    </Stack>
  );
}
