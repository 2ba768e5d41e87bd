import { EXTRA_MSG, extraBody, toExtraBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { extras, updateExtra } from './api/extras';
import { ExtraForm, emptyExtra } from './components/ExtraForm';

/** /extras/{id}/edit */
export default function ExtraEditPage() {
  const edit = useEditForm({ resource: extras, schema: extraBody, defaultValues: emptyExtra, toValues: toExtraBody, update: updateExtra, successMessage: EXTRA_MSG.edited });
  return (
    <EditPageFrame title="Editar extra" edit={edit}>
      <ExtraForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
