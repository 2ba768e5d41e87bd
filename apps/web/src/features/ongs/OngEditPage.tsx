import { ONG_MSG, ongBody, toOngBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { ongs, updateOng } from './api/ongs';
import { OngForm, emptyOng } from './components/OngForm';

/** /ongs/{id}/edit */
export default function OngEditPage() {
  const edit = useEditForm({ resource: ongs, schema: ongBody, defaultValues: emptyOng, toValues: toOngBody, update: updateOng, successMessage: ONG_MSG.edited });
  return (
    <EditPageFrame title="Editar ONG" edit={edit}>
      <OngForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
