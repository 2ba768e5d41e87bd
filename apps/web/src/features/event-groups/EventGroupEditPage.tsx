import { EVENT_GROUP_MSG, eventGroupBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { eventGroupsKey, updateEventGroup, useEventGroup } from './api/event-groups';
import { EventGroupForm, emptyEventGroup, type EventGroupFormValues } from './components/EventGroupForm';

/** /event-groups/{id}/edit */
export default function EventGroupEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const group = useEventGroup(id);
  const values = useMemo<EventGroupFormValues | undefined>(
    () =>
      group.data && {
        name: group.data.name,
        description: group.data.description ?? '',
        photo_url: group.data.photo_url,
        public_visibility: group.data.public_visibility,
        event_ids: group.data.event_ids,
      },
    [group.data],
  );
  const form = useApiForm({
    schema: eventGroupBody,
    defaultValues: emptyEventGroup,
    values,
    submit: (body) => updateEventGroup(id!, { ...body, lock_version: group.data!.lock_version }),
    successMessage: EVENT_GROUP_MSG.edited,
    invalidate: [eventGroupsKey],
    onSuccess: () => navigate(`/event-groups/${id}/show`),
    onReload: () => void group.refetch(),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Editar grupo de eventos" backTo="/event-groups/list" />
      {group.isPending ? (
        <PageLoader />
      ) : group.isError ? (
        <PageError error={group.error} onRetry={() => void group.refetch()} />
      ) : (
        <EventGroupForm form={form} cancelTo={`/event-groups/${id}/show`} knownEvents={group.data.events} />
      )}
    </Stack>
  );
}
