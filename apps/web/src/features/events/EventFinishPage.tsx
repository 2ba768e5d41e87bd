import { EVENT_MSG, MODAL, eventFinishBody, formatDate } from '@backoffice/contract';
import { Alert, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { FormActions, useApiForm } from '../../components/form';
import { PageHeader } from '../../components/PageHeader';
import { PageError, PageLoader } from '../../components/PageState';
import { confirmAction } from '../../lib/confirm';
import { eventsKey, finishEvent, useEvent } from './api/events';
import { soldText } from './components/event-counts';

/** /events/{id}/finish — closes the event for good (subscriptions end); then back to the list (§2). */
export default function EventFinishPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const event = useEvent(id);
  const form = useApiForm({
    schema: eventFinishBody,
    defaultValues: { note: '' },
    submit: (values) => finishEvent(id!, { note: values.note || null }),
    successMessage: EVENT_MSG.finished,
    invalidate: [eventsKey],
    onSuccess: () => navigate('/events/list'),
  });
  if (event.isPending) return <PageLoader />;
  if (event.isError) return <PageError error={event.error} onRetry={() => void event.refetch()} />;
  const e = event.data;
  // Finishing cannot be undone: the button says what it does and a confirmation says what follows (§9 'OK'/'Cancelar').
  const finish = async (ev: React.FormEvent) => {
    ev.preventDefault();
    const ok = await confirmAction({
      kind: 'ok',
      title: 'Finalizar evento',
      message: `Finalizar ${e.name}? As inscrições serão encerradas e o evento não poderá mais ser editado.`,
      confirmLabel: MODAL.ok,
    });
    if (ok) await form.save()();
  };
  return (
    <Stack gap={0}>
      <PageHeader title={`Finalizar evento: ${e.name}`} backTo={`/events/${e.id}/show`} />
      <form onSubmit={(ev) => void finish(ev)} noValidate>
        <Paper withBorder p="lg" radius="md">
          <Stack>
            {e.finished ? (
              <Alert color="gray">{EVENT_MSG.alreadyFinished}</Alert>
            ) : (
              <Alert color="orange" title="Atenção">
                Ao finalizar, as inscrições são encerradas e o evento não pode mais ser editado. Eventos com inscrições pagas são finalizados em vez de excluídos.
              </Alert>
            )}
            <Text size="sm">
              Data do evento: {formatDate(e.event_date) || '—'} · {soldText(e.subscriptions_sold)}
            </Text>
            <Textarea label="Observação (opcional)" autosize minRows={3} {...form.register('note')} error={form.formState.errors.note?.message} />
          </Stack>
          {!e.finished && <FormActions saving={form.saving} cancelTo={`/events/${e.id}/show`} submitLabel="Finalizar evento" />}
        </Paper>
      </form>
    </Stack>
  );
}
