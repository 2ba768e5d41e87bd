import { ONG_MSG, ongBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { ongsKey, updateOng, useOng } from './api/ongs';
import { OngForm, emptyOng, type OngFormValues } from './components/OngForm';

/** /ongs/{id}/edit */
export default function OngEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const ong = useOng(id);
  const values = useMemo<OngFormValues | undefined>(
    () =>
      ong.data && {
        name: ong.data.name,
        cnpj: ong.data.cnpj,
        description: ong.data.description ?? '',
        email: ong.data.email ?? '',
        phone: ong.data.phone ?? '',
        site_url: ong.data.site_url ?? '',
        photo_url: ong.data.photo_url,
        status: ong.data.status,
        state_ids: ong.data.ong_states.map((s) => s.state_id),
      },
    [ong.data],
  );
  const form = useApiForm({
    schema: ongBody,
    defaultValues: emptyOng,
    values,
    submit: (body) => updateOng(id!, { ...body, lock_version: ong.data!.lock_version }),
    successMessage: ONG_MSG.edited,
    invalidate: [ongsKey],
    onSuccess: () => navigate(`/ongs/${id}/show`),
    onReload: () => void ong.refetch(),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Editar ONG" backTo="/ongs/list" />
      {ong.isPending ? <PageLoader /> : ong.isError ? <PageError error={ong.error} onRetry={() => void ong.refetch()} /> : <OngForm form={form} cancelTo={`/ongs/${id}/show`} />}
    </Stack>
  );
}
