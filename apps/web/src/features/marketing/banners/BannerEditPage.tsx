import { BANNER_MSG, bannerBody, toBannerBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../../components/form';
import { banners, updateBanner } from '../api/marketing';
import { BannerForm, emptyBanner } from './BannerForm';

/** /banners/{id}/edit */
export default function BannerEditPage() {
  const edit = useEditForm({ resource: banners, schema: bannerBody, defaultValues: emptyBanner, toValues: toBannerBody, update: updateBanner, successMessage: BANNER_MSG.updated });
  const b = edit.record.data;
  return (
    <EditPageFrame title="Editar banner" edit={edit}>
      <BannerForm form={edit.form} cancelTo={edit.showTo} knownEvent={b?.event_id ? { id: b.event_id, name: b.event_name ?? `Evento #${b.event_id}` } : null} />
    </EditPageFrame>
  );
}
