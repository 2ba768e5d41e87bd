import { MSG } from '@backoffice/contract/constants';
import { Button, Center, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from '../../lib/lazy-page';
import { NotFoundPage } from './StatusPages';

/** Error boundary page (§8): shows the message; a 404 links home; a failed chunk load reloads once per 60 s. */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError();
  }, [chunk]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center">
        <Title order={2}>{MSG.unexpected}</Title>
        <Text c="dimmed">{chunk ? 'Uma nova versão do painel foi publicada. Recarregue a página.' : 'Algo deu errado ao exibir esta página.'}</Text>
        {message && <Code block>{message}</Code>}
        <Group>
          <Button onClick={() => window.location.reload()}>Recarregar</Button>
          <Button component={Link} to="/" variant="default">
            Voltar ao início
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
