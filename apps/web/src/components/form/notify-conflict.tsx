import { MSG } from '@backoffice/contract/constants';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiError } from '../../lib/api-client';

/** Shows a 409 (optimistic concurrency) with the server's message and a 'Recarregar' action. */
export function notifyConflict(error: ApiError, onReload?: () => void) {
  const id = `conflict-${Date.now()}`;
  notifications.show({
    id,
    color: 'orange',
    title: MSG.genericErrorTitle,
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.firstMessage ?? MSG.conflict}</Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            if (onReload) onReload();
            else window.location.reload();
          }}
        >
          Recarregar
        </Button>
      </Stack>
    ),
  });
}
