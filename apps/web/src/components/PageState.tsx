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

export function PageError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof ApiError && error.status === 404 ? MSG.notFound : MSG.listError;
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={MSG.listErrorTitle} role="alert">
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
