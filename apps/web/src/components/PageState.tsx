import { MSG } from '@backoffice/contract';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../lib/api-client';

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
  const message = error instanceof ApiError && error.status === 404 ? MSG.notFound : text;
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
