import { EVENT_MSG } from '@backoffice/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { createEvent, eventsKey } from './api/events';
import { EventForm } from './components/EventForm';
import { emptyEvent, eventFormSchema } from './components/event-form-values';

const EMPTY = emptyEvent();

/** /events/new — after saving: 'Salvar e Sair' opens the event's page; 'Salvar' keeps editing the new event. */
export default function EventNewPage() {
  const navigate = useNavigate();
  const form = useApiForm({
    schema: eventFormSchema,
    defaultValues: EMPTY,
    submit: (values) => createEvent(values),
    successMessage: EVENT_MSG.created,
    invalidate: [eventsKey],
    // §2: after create go to /events/{id}/show.
    onSuccess: (event) => navigate(`/events/${event.id}/show`),
  });
  return (
    <Stack gap={0}>
      <PageHeader title="Cadastrar evento" backTo="/events/list" />
      <EventForm form={form} cancelTo="/events/list" />
    </Stack>
  );
}
