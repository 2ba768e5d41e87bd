import { CAMPAIGN_MSG, campaignBody, toCampaignBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../../components/form';
import { campaigns, updateCampaign } from '../api/marketing';
import { CampaignForm, emptyCampaign } from './CampaignForm';

/** /campaigns/{id}/edit */
export default function CampaignEditPage() {
  const edit = useEditForm({ resource: campaigns, schema: campaignBody, defaultValues: emptyCampaign, toValues: toCampaignBody, update: updateCampaign, successMessage: CAMPAIGN_MSG.updated });
  const c = edit.record.data;
  return (
    <EditPageFrame title="Editar campanha" edit={{ ...edit, listTo: '/campaigns' }}>
      <CampaignForm form={edit.form} cancelTo={edit.showTo} knownEvent={c?.event_id ? { id: c.event_id, name: c.event_name ?? `Evento #${c.event_id}` } : null} />
    </EditPageFrame>
  );
}
