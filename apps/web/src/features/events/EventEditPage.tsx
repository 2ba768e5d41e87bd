import { EVENT_MSG } from '@backoffice/contract';
import { Alert, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { eventsKey, updateEvent, useEvent } from './api/events';
import { EventForm } from './components/EventForm';
import { emptyEvent, eventFormSchema, toFormValues } from './components/event-form-values';

const EMPTY = emptyEvent();

/** /events/{id}/edit — loads the event clean (not edited); 409 offers 'Recarregar'; 'Salvar e Sair' opens its page. */
export default function EventEditPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const event = useEvent(id);
  const values = useMemo(() => (event.data ? toFormValues(event.data) : undefined), [event.data]);
  const form = useApiForm({
    schema: eventFormSchema,
    defaultValues: EMPTY,
    values,
    submit: (body) => updateEvent(id!, { ...body, lock_version: event.data!.lock_version }),
    successMessage: EVENT_MSG.edited,
    invalidate: [eventsKey],
    onSuccess: (saved, { exit }) => {
      queryClient.setQueryData([...eventsKey, 'detail', id], saved);
      if (exit) navigate(`/events/${saved.id}/show`);
    },
    onReload: () => void event.refetch(),
  });

  return (
    <Stack gap={0}>
      <PageHeader title={event.data ? `Editar evento: ${event.data.name}` : 'Editar evento'} backTo={id ? `/events/${id}/show` : '/events/list'} />
      {event.isPending ? (
        <PageLoader />
      ) : event.isError ? (
        <PageError error={event.error} onRetry={() => void event.refetch()} />
      ) : event.data.finished ? (
        <Alert color="gray">{EVENT_MSG.finishedCannotChange}</Alert>
      ) : (
        <EventForm key={event.data.id} form={form} event={event.data} cancelTo={`/events/${event.data.id}/show`} />
      )}
    </Stack>
  );
}
