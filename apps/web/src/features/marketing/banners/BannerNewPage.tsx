import { BANNER_MSG, bannerBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../../components/form';
import { PageHeader } from '../../../components/PageHeader';
import { banners, createBanner } from '../api/marketing';
import { BannerForm, emptyBanner } from './BannerForm';

/** /banners/new */
export default function BannerNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: bannerBody,
    defaultValues: emptyBanner,
    submit: (body) => createBanner(body),
    successMessage: BANNER_MSG.created,
    invalidate: [banners.keys.all],
    onSuccess: (b) => navigate(`/banners/${b.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar banner" backTo="/banners/list" />
      <BannerForm form={form} cancelTo="/banners/list" />
    </Stack>
  );
}
