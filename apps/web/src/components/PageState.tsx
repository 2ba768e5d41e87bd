import { MSG } from '@backoffice/contract';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { APP_ROUTES } from '../app/route-table';
import { ApiError } from '../lib/api-client';

/** The list a record's page belongs to: /events/abc/show → /events/list (or the area's first page, e.g. /campaigns). */
export function listPathOf(pathname: string): string {
  const area = pathname.split('/')[1] ?? '';
  const candidates = [`/${area}/list`, `/${area}`, `/${area}/events`];
  return candidates.find((c) => APP_ROUTES.includes(c)) ?? '/admin';
}

/** Loading / error placeholder for detail pages. */
export function PageLoader() {
  return (
    <Center py="xl" aria-label="Carregando">
      <Loader />
    </Center>
  );
}

export function PageError({
  error,
  onRetry,
  title = MSG.listErrorTitle,
  text = MSG.listError,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  text?: string;
}) {
  const { pathname } = useLocation();
  // A record that does not exist (404) or an address that cannot name one (/events/abc/show → 422): retrying will not
  // help; the way back to the list will.
  const missing = error instanceof ApiError && (error.status === 404 || (error.status === 422 && error.errors.some((e) => e.field === 'id' || /Id$/.test(e.field ?? ''))));
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={missing ? MSG.notFound : title} role="alert">
      <Stack gap="xs" align="flex-start">
        {!missing && <Text size="sm">{text}</Text>}
        <Group gap="xs">
          {missing && (
            <Button size="xs" variant="light" color="red" component={Link} to={listPathOf(pathname)} leftSection={<IconArrowLeft size={14} />}>
              Voltar para a lista
            </Button>
          )}
          {onRetry && !missing && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Tentar novamente
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
