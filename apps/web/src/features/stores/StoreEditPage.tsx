import { STORE_MSG, storeBody, toStoreBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { stores, updateStore } from './api/stores';
import { StoreForm, emptyStore } from './components/StoreForm';

/** /stores/{id}/edit */
export default function StoreEditPage() {
  const edit = useEditForm({ resource: stores, schema: storeBody, defaultValues: emptyStore, toValues: toStoreBody, update: updateStore, successMessage: STORE_MSG.edited });
  return (
    <EditPageFrame title="Editar loja" edit={edit}>
      <StoreForm key={edit.record.data?.id} form={edit.form} cancelTo={edit.showTo} stateId={edit.record.data?.state_id} />
    </EditPageFrame>
  );
}
