import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS, formatDateTime, type Notification } from '@backoffice/contract';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, FilterSelect, SearchInput, useList, type Column } from '../../../components/list';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../../lib/me';
import { notificationKeys, useMarkAllRead, useMarkRead, useUnreadNotifications } from '../../../lib/notifications';

const TYPE_OPTIONS = NOTIFICATION_TYPES.map((value) => ({ value, label: NOTIFICATION_TYPE_LABELS[value] }));
const READ_OPTIONS = [
  { value: 'true', label: 'Não lidas' },
  { value: 'false', label: 'Lidas' },
];

/** /notifications (default 20, newest first): type, search and read filters; mark one or all as read. */
export default function NotificationsPage() {
  const list = useList<Notification, 'type' | 'search' | 'unread'>({ queryKey: notificationKeys.all, path: '/v2/notifications', defaultPerPage: 20, filters: ['type', 'search', 'unread'] });
  const { count } = useUnreadNotifications();
  const canUpdate = useCan('update', 'notifications');
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const columns: Column<Notification>[] = [
    {
      key: 'title',
      header: 'Notificação',
      render: (n) => (
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            {!n.read && (
              <Badge size="xs" color="indigo" variant="filled">
                Nova
              </Badge>
            )}
            {n.link_url?.startsWith('/') ? (
              <Anchor component={Link} to={n.link_url} fw={n.read ? 400 : 600} size="sm" onClick={() => !n.read && canUpdate && markRead.mutate(n.id)}>
                {n.title}
              </Anchor>
            ) : (
              <Text size="sm" fw={n.read ? 400 : 600}>
                {n.title}
              </Text>
            )}
          </Group>
          {n.body && (
            <Text size="xs" c="dimmed">
              {n.body}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'type', header: 'Tipo', visibleFrom: 'sm', render: (n) => NOTIFICATION_TYPE_LABELS[n.type] },
    { key: 'to', header: 'Para', visibleFrom: 'md', render: (n) => (n.broadcast ? 'Toda a equipe' : 'Você') },
    { key: 'created_at', header: 'Recebida em', visibleFrom: 'sm', render: (n) => formatDateTime(n.created_at) },
    {
      key: 'actions',
      header: <Text span size="sm" fw={600}>Ações</Text>,
      align: 'right',
      render: (n) =>
        n.read ? (
          <Text size="xs" c="dimmed">
            Lida
          </Text>
        ) : (
          canUpdate && (
            <Button size="compact-xs" variant="light" leftSection={<IconCheck size={14} />} onClick={() => markRead.mutate(n.id)} aria-label={`Marcar como lida: ${n.title}`}>
              Marcar como lida
            </Button>
          )
        ),
    },
  ];

  return (
    <Stack gap={0}>
      <PageHeader
        title="Notificações"
        count={list.count}
        actions={
          canUpdate &&
          count > 0 && (
            <Button variant="light" leftSection={<IconChecks size={16} />} onClick={() => markAll.mutate()} loading={markAll.isPending}>
              Marcar todas como lidas
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchInput value={list.filters.search} onSearch={(v) => list.setFilter('search', v.trim() || null)} placeholder="Buscar no título ou no texto" />
        <FilterSelect label="Tipo" value={list.filters.type} onChange={(v) => list.setFilter('type', v)} options={TYPE_OPTIONS} />
        <FilterSelect label="Leitura" value={list.filters.unread} onChange={(v) => list.setFilter('unread', v)} options={READ_OPTIONS} allLabel="Todas" />
      </Group>
      <DataTable list={list} columns={columns} rowKey={(n) => n.id} caption="Notificações" emptyText="Nenhuma notificação encontrada" />
    </Stack>
  );
}
