import { SPONSOR_MSG, sponsorBody, toSponsorBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { sponsors, updateSponsor } from './api/sponsors';
import { SponsorForm, emptySponsor } from './components/SponsorForm';

/** /sponsors/{id}/edit */
export default function SponsorEditPage() {
  const edit = useEditForm({ resource: sponsors, schema: sponsorBody, defaultValues: emptySponsor, toValues: toSponsorBody, update: updateSponsor, successMessage: SPONSOR_MSG.edited });
  return (
    <EditPageFrame title="Editar patrocinador" edit={edit}>
      <SponsorForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
