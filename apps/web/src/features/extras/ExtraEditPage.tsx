import { EXTRA_MSG, extraBody, type Extra } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { extras, updateExtra } from './api/extras';
import { ExtraForm, emptyExtra, type ExtraFormValues } from './components/ExtraForm';

const toValues = (x: Extra): ExtraFormValues => ({
  name: x.name,
  description: x.description ?? '',
  price: x.price,
  photo_url: x.photo_url,
  stock: x.stock,
  status: x.status,
});

/** /extras/{id}/edit */
export default function ExtraEditPage() {
  const edit = useEditForm({ resource: extras, schema: extraBody, defaultValues: emptyExtra, toValues, update: updateExtra, successMessage: EXTRA_MSG.edited });
  return (
    <EditPageFrame title="Editar extra" edit={edit}>
      <ExtraForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
