import { EVENT_GROUP_MSG, eventGroupBody, toEventGroupBody } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { eventGroups, updateEventGroup } from './api/event-groups';
import { EventGroupForm, emptyEventGroup } from './components/EventGroupForm';

/** /event-groups/{id}/edit */
export default function EventGroupEditPage() {
  const edit = useEditForm({ resource: eventGroups, schema: eventGroupBody, defaultValues: emptyEventGroup, toValues: toEventGroupBody, update: updateEventGroup, successMessage: EVENT_GROUP_MSG.edited });
  return (
    <EditPageFrame title="Editar grupo de eventos" edit={edit}>
      {edit.record.data && <EventGroupForm form={edit.form} cancelTo={edit.showTo} knownEvents={edit.record.data.events} />}
    </EditPageFrame>
  );
}
