import { ONG_MSG, ongBody, type Ong } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { ongs, updateOng } from './api/ongs';
import { OngForm, emptyOng, type OngFormValues } from './components/OngForm';

const toValues = (o: Ong): OngFormValues => ({
  name: o.name,
  cnpj: o.cnpj,
  description: o.description ?? '',
  email: o.email ?? '',
  phone: o.phone ?? '',
  site_url: o.site_url ?? '',
  photo_url: o.photo_url,
  status: o.status,
  state_ids: o.ong_states.map((s) => s.state_id),
});

/** /ongs/{id}/edit */
export default function OngEditPage() {
  const edit = useEditForm({ resource: ongs, schema: ongBody, defaultValues: emptyOng, toValues, update: updateOng, successMessage: ONG_MSG.edited });
  return (
    <EditPageFrame title="Editar ONG" edit={edit}>
      <OngForm form={edit.form} cancelTo={edit.showTo} />
    </EditPageFrame>
  );
}
