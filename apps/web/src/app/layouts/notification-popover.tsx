import { formatDateTime, NOTIFICATION_TYPE_LABELS } from '@backoffice/contract/constants';
import type { Notification } from '@backoffice/contract';
import { Anchor, Badge, Box, Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../lib/me';
import { useLatestNotifications, useMarkAllRead, useMarkRead } from '../../lib/notifications';
import { BellButton, unreadText } from './NotificationBell';

function Item({ n, onOpen }: { n: Notification; onOpen: (n: Notification) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(n)}
      px="sm"
      py={8}
      style={{ borderRadius: 6, background: n.read ? undefined : 'var(--mantine-color-indigo-light)' }}
      data-unread={n.read ? undefined : 'true'}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {!n.read && <Box mt={6} w={8} h={8} style={{ borderRadius: 4, flex: 'none', background: 'var(--mantine-color-indigo-6)' }} aria-hidden />}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={n.read ? 400 : 600} lineClamp={2}>
            {!n.read && <VisuallyHidden>Não lida: </VisuallyHidden>}
            {n.title}
          </Text>
          {n.body && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {n.body}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {NOTIFICATION_TYPE_LABELS[n.type]} · {formatDateTime(n.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The bell's panel (NotificationBell.tsx): the latest few and 'Marcar todas como lidas', in its own chunk with the
 * Popover and floating-ui (decision 0105). It mounts open, at the click that created it.
 */
export default function NotificationPopover({ count }: { count: number }) {
  const [opened, setOpened] = useState(true);
  const latest = useLatestNotifications(opened);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const canUpdate = useCan('update', 'notifications');
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  // the clicked bell gave way to this one: the focus stays on the bell, as a click leaves it
  useEffect(() => button.current?.focus(), []);

  const open = (n: Notification) => {
    if (!n.read && canUpdate) markRead.mutate(n.id);
    if (n.link_url?.startsWith('/')) {
      setOpened(false);
      void navigate(n.link_url);
    }
  };
  const items = latest.data?.items ?? [];

  return (
    // withRoles off: the bell button says it opens a dialog itself, and the dialog keeps its own name (Mantine's roles
    // would name it after the button)
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal withRoles={false}>
      <BellButton
        count={count}
        opened={opened}
        onClick={() => setOpened((o) => !o)}
        onEscape={() => setOpened(false)}
        buttonRef={button}
        wrap={(bell) => <Popover.Target>{bell}</Popover.Target>}
      />
      <Popover.Dropdown p={0} role="dialog" aria-label="Notificações recentes">
        <Group justify="space-between" px="sm" py="xs">
          <Group gap={6}>
            <Text fw={600}>Notificações</Text>
            {count > 0 && (
              <Badge size="sm" color="red" variant="light">
                {unreadText(count)}
              </Badge>
            )}
          </Group>
          {canUpdate && count > 0 && (
            <Button size="compact-xs" variant="subtle" leftSection={<IconChecks size={14} />} onClick={() => markAll.mutate()} loading={markAll.isPending}>
              Marcar todas como lidas
            </Button>
          )}
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={380}>
          <Stack gap={2} p={4}>
            {latest.isPending ? (
              <Group justify="center" p="md">
                <Loader size="sm" />
              </Group>
            ) : latest.isError ? (
              <Text size="sm" c="dimmed" p="md" ta="center">
                Não foi possível carregar as notificações
              </Text>
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed" p="md" ta="center">
                Nenhuma notificação
              </Text>
            ) : (
              items.map((n) => <Item key={n.id} n={n} onOpen={open} />)
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" py={8}>
          <Anchor component={Link} to="/notifications" size="sm" onClick={() => setOpened(false)}>
            Ver todas
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
