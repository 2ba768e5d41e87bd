import { CAMPAIGN_MSG, campaignBody, toCampaignBody } from '@backoffice/contract';
import { Alert, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../../components/form';
import { PageHeader } from '../../../components/PageHeader';
import { PageError, PageLoader } from '../../../components/PageState';
import { campaigns, createCampaign } from '../api/marketing';
import { CampaignForm, emptyCampaign } from './CampaignForm';

/** /campaigns/new and /campaigns/new/{id} (a new campaign starting from an existing one's fields). */
export default function CampaignNewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const source = campaigns.useDetail(id);
  const values = useMemo(() => (source.data ? { ...toCampaignBody(source.data), name: `${source.data.name} (cópia)` } : undefined), [source.data]);
  const form = useApiForm({
    schema: campaignBody,
    defaultValues: emptyCampaign,
    values,
    submit: (body) => createCampaign(body),
    successMessage: CAMPAIGN_MSG.created,
    invalidate: [campaigns.keys.all],
    onSuccess: (c) => navigate(`/campaigns/${c.id}/show`),
  });
  const from = source.data;
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar campanha" backTo="/campaigns" />
      {id && source.isPending ? (
        <PageLoader />
      ) : id && source.isError ? (
        <PageError error={source.error} onRetry={() => void source.refetch()} />
      ) : (
        <Stack gap="md">
          {from && (
            <Alert color="blue" variant="light">
              Nova campanha a partir de “{from.name}”. Os cupons não são copiados.
            </Alert>
          )}
          <CampaignForm form={form} cancelTo="/campaigns" knownEvent={from?.event_id ? { id: from.event_id, name: from.event_name ?? `Evento #${from.event_id}` } : null} />
        </Stack>
      )}
    </Stack>
  );
}
