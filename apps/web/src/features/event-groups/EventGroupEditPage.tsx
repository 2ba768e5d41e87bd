import { EVENT_GROUP_MSG, eventGroupBody, type EventGroupDetail } from '@backoffice/contract';
import { EditPageFrame, useEditForm } from '../../components/form';
import { eventGroups, updateEventGroup } from './api/event-groups';
import { EventGroupForm, emptyEventGroup, type EventGroupFormValues } from './components/EventGroupForm';

const toValues = (g: EventGroupDetail): EventGroupFormValues => ({
  name: g.name,
  description: g.description ?? '',
  photo_url: g.photo_url,
  public_visibility: g.public_visibility,
  event_ids: g.event_ids,
});

/** /event-groups/{id}/edit */
export default function EventGroupEditPage() {
  const edit = useEditForm({ resource: eventGroups, schema: eventGroupBody, defaultValues: emptyEventGroup, toValues, update: updateEventGroup, successMessage: EVENT_GROUP_MSG.edited });
  return (
    <EditPageFrame title="Editar grupo de eventos" edit={edit}>
      {edit.record.data && <EventGroupForm form={edit.form} cancelTo={edit.showTo} knownEvents={edit.record.data.events} />}
    </EditPageFrame>
  );
}
