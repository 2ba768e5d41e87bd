import { MSG } from '@backoffice/contract/constants';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { createContext, useContext } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../lib/api-client';

/** Where 'Voltar para a lista' goes from a path; the app's route table provides it (components sit below app/). */
export const SectionHomeContext = createContext<(pathname: string) => string>(() => '/admin');


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
  const sectionHome = useContext(SectionHomeContext);
  // A record that does not exist (404) or an address that cannot name one (/events/abc/show → 422): retrying will not
  // help; the way back to the list will.
  const missing = error instanceof ApiError && (error.status === 404 || (error.status === 422 && error.errors.some((e) => e.field === 'id' || /Id$/.test(e.field ?? ''))));
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={missing ? MSG.notFound : title} role="alert">
      <Stack gap="xs" align="flex-start">
        {!missing && <Text size="sm">{text}</Text>}
        <Group gap="xs">
          {missing && (
            <Button size="xs" variant="light" color="red" component={Link} to={sectionHome(pathname)} leftSection={<IconArrowLeft size={14} />}>
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
