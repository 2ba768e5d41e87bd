import { STORE_MSG, storeBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createStore, stores } from './api/stores';
import { StoreForm, emptyStore } from './components/StoreForm';

/** /stores/new */
export default function StoreNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: storeBody,
    defaultValues: emptyStore,
    submit: (body) => createStore(body),
    successMessage: STORE_MSG.created,
    invalidate: [stores.keys.all],
    onSuccess: (s) => navigate(`/stores/${s.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar loja" backTo="/stores/list" />
      <StoreForm form={form} cancelTo="/stores/list" />
    </Stack>
  );
}
