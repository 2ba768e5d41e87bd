import { Badge, Group } from '@mantine/core';
import { StatusBadge } from '../../../components/StatusBadge';

/** Status of an event at a glance: finished, or enabled/disabled plus 'Inscrições bloqueadas'. */
export function EventStatusBadges({ event }: { event: { status: string; finished: boolean; subscriptions_blocked: boolean } }) {
  if (event.finished)
    return (
      <Badge color="dark" variant="light">
        Finalizado
      </Badge>
    );
  return (
    <Group gap={4}>
      <StatusBadge status={event.status} />
      {event.subscriptions_blocked && (
        <Badge color="orange" variant="light">
          Inscrições bloqueadas
        </Badge>
      )}
    </Group>
  );
}
