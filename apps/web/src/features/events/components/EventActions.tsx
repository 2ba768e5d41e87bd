import { ActionIcon, Group } from '@mantine/core';
import { IconCopy, IconDots, IconEdit, IconEye, IconFlag, IconLock, IconLockOpen, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { confirmAction } from '../../../lib/confirm';
import { useCan } from '../../../lib/me';
import { useEventAction, type EventAction } from '../api/events';
import { RowMenu } from '../../../components/RowMenu';
import { Hint } from '../../../components/Hint';

type EventLike = { id: number; name: string; status: string; finished: boolean; subscriptions_blocked: boolean };

/** Confirms and runs an event action; navigates as §2 says (duplicate → edit the copy, delete → list). */
export function useRunEventAction() {
  const mutation = useEventAction();
  const navigate = useNavigate();
  return async (event: EventLike, action: EventAction): Promise<boolean> => {
    const confirmations: Record<EventAction, Parameters<typeof confirmAction>[0]> = {
      enable: { kind: 'enable', title: 'Ativar evento', message: `Deseja ativar o evento ${event.name}?` },
      disable: { kind: 'disable', title: 'Desativar evento', message: `Deseja desativar o evento ${event.name}? Ele deixa de aparecer no site.` },
      disable_subscriptions: { kind: 'disable', title: 'Bloquear inscrições', message: `Deseja bloquear as inscrições do evento ${event.name}?` },
      enable_subscriptions: { kind: 'enable', title: 'Liberar inscrições', message: `Deseja liberar as inscrições do evento ${event.name}?` },
      duplicate: { kind: 'ok', title: 'Duplicar evento', message: `Deseja duplicar o evento ${event.name}? A cópia é criada inativa e aberta para edição.` },
      delete: { kind: 'delete', title: 'Excluir evento', message: `Deseja excluir o evento ${event.name}? Eventos com inscrições pagas não podem ser excluídos: finalize-os.` },
    };
    if (!(await confirmAction(confirmations[action]))) return false;
    try {
      const result = await mutation.mutateAsync({ id: event.id, action });
      if (action === 'duplicate' && result) navigate(`/events/${result.id}/edit`);
      if (action === 'delete') navigate('/events/list');
      return true;
    } catch {
      return false;
    }
  };
}

/** Per-row actions (list) or the action menu (show page). */
export function EventRowActions({ event, menuOnly = false }: { event: EventLike; menuOnly?: boolean }) {
  const run = useRunEventAction();
  const can = {
    update: useCan('update', 'events'),
    enable: useCan('enable', 'events'),
    disable: useCan('disable', 'events'),
    block: useCan('disable_subscriptions', 'events'),
    unblock: useCan('enable_subscriptions', 'events'),
    duplicate: useCan('duplicate', 'events'),
    finish: useCan('finish', 'events'),
    destroy: useCan('destroy', 'events'),
  };
  const enabled = event.status === 'enabled';
  const live = !event.finished;
  // The "…" menu only when it has something this profile may do (never an empty menu).
  const anyInMenu =
    (live && enabled && can.disable) ||
    (live && !enabled && can.enable) ||
    (live && !event.subscriptions_blocked && can.block) ||
    (live && event.subscriptions_blocked && can.unblock) ||
    can.duplicate ||
    (live && can.finish) ||
    can.destroy;

  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {!menuOnly && (
        <Hint label="Ver detalhes">
          <ActionIcon component={Link} to={`/events/${event.id}/show`} variant="subtle" aria-label={`Ver detalhes de ${event.name}`}>
            <IconEye size={18} />
          </ActionIcon>
        </Hint>
      )}
      {!menuOnly && can.update && live && (
        <Hint label="Editar">
          <ActionIcon component={Link} to={`/events/${event.id}/edit`} variant="subtle" aria-label={`Editar ${event.name}`}>
            <IconEdit size={18} />
          </ActionIcon>
        </Hint>
      )}
      {anyInMenu && (
        <RowMenu
          target={
            <ActionIcon variant={menuOnly ? 'default' : 'subtle'} size={menuOnly ? 'lg' : 'md'} color="gray" aria-label={`Mais ações para ${event.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          }
        >
          {(Menu) => (
            <>
              {live && enabled && can.disable && (
                <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={() => void run(event, 'disable')}>
                  Desativar
                </Menu.Item>
              )}
              {live && !enabled && can.enable && (
                <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => void run(event, 'enable')}>
                  Ativar
                </Menu.Item>
              )}
              {live && !event.subscriptions_blocked && can.block && (
                <Menu.Item leftSection={<IconLock size={16} />} onClick={() => void run(event, 'disable_subscriptions')}>
                  Bloquear inscrições
                </Menu.Item>
              )}
              {live && event.subscriptions_blocked && can.unblock && (
                <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={() => void run(event, 'enable_subscriptions')}>
                  Liberar inscrições
                </Menu.Item>
              )}
              {can.duplicate && (
                <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void run(event, 'duplicate')}>
                  Duplicar
                </Menu.Item>
              )}
              {live && can.finish && (
                <Menu.Item component={Link} to={`/events/${event.id}/finish`} leftSection={<IconFlag size={16} />}>
                  Finalizar
                </Menu.Item>
              )}
              {can.destroy && (
                <>
                  <Menu.Divider />
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void run(event, 'delete')}>
                    Excluir
                  </Menu.Item>
                </>
              )}
            </>
          )}
        </RowMenu>
      )}
    </Group>
  );
}
