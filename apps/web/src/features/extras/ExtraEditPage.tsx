import { EXTRA_MSG, extraBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { extrasKey, updateExtra, useExtra } from './api/extras';
import { ExtraForm, emptyExtra, type ExtraFormValues } from './components/ExtraForm';

/** /extras/{id}/edit */
export default function ExtraEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const extra = useExtra(id);
  const values = useMemo<ExtraFormValues | undefined>(
    () =>
      extra.data && {
        name: extra.data.name,
        description: extra.data.description ?? '',
        price: extra.data.price,
        photo_url: extra.data.photo_url,
        stock: extra.data.stock,
        status: extra.data.status,
      },
    [extra.data],
  );
  const form = useApiForm({
    schema: extraBody,
    defaultValues: emptyExtra,
    values,
    submit: (body) => updateExtra(id!, { ...body, lock_version: extra.data!.lock_version }),
    successMessage: EXTRA_MSG.edited,
    invalidate: [extrasKey],
    onSuccess: () => navigate(`/extras/${id}/show`),
    onReload: () => void extra.refetch(),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Editar extra" backTo="/extras/list" />
      {extra.isPending ? <PageLoader /> : extra.isError ? <PageError error={extra.error} onRetry={() => void extra.refetch()} /> : <ExtraForm form={form} cancelTo={`/extras/${id}/show`} />}
    </Stack>
  );
}
