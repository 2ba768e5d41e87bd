import { EVENT_GROUP_MSG, eventGroupBody } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createEventGroup, eventGroups } from './api/event-groups';
import { EventGroupForm, emptyEventGroup } from './components/EventGroupForm';

/** /event-groups/new */
export default function EventGroupNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: eventGroupBody,
    defaultValues: emptyEventGroup,
    submit: (body) => createEventGroup(body),
    successMessage: EVENT_GROUP_MSG.created,
    invalidate: [eventGroups.keys.all],
    onSuccess: (g) => navigate(`/event-groups/${g.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar grupo de eventos" backTo="/event-groups/list" />
      <EventGroupForm form={form} cancelTo="/event-groups/list" />
    </Stack>
  );
}
