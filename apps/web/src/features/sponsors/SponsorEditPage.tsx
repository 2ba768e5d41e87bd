import { SPONSOR_MSG, sponsorBody, type Sponsor } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { sponsors, updateSponsor } from './api/sponsors';
import { SponsorForm, emptySponsor, type SponsorFormValues } from './components/SponsorForm';

const toValues = (s: Sponsor): SponsorFormValues => ({
  name: s.name,
  sponsor_type_id: s.sponsor_type_id ?? (undefined as unknown as number),
  logo_url: s.logo_url,
  site_url: s.site_url ?? '',
  status: s.status,
});

/** /sponsors/{id}/edit */
export default function SponsorEditPage() {
  const edit = useEditForm({ resource: sponsors, schema: sponsorBody, defaultValues: emptySponsor, toValues, update: updateSponsor, successMessage: SPONSOR_MSG.edited });
  return (
    <EditPageFrame title="Editar patrocinador" edit={edit}>
      <SponsorForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
