import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { authStore } from '../../lib/auth-store';
import { setForcedColorScheme } from '../forced-scheme';

/** §2: a visitor who already has a session token is sent here from the public pages. */
export const SIGNED_IN_HOME = '/events/list';

/** Login layout (dark theme): /sign_in, /2fa, /forgot_password, /reset-password. */
export function PublicLayout() {
  // Only a session that existed when the page opened redirects; a fresh sign-in navigates by itself.
  const [signedInOnArrival] = useState(authStore.isSignedIn);

  useLayoutEffect(() => {
    setForcedColorScheme('dark');
    return () => setForcedColorScheme(undefined);
  }, []);

  if (signedInOnArrival) return <Navigate to={SIGNED_IN_HOME} replace />;

  return (
    <Box mih="100vh" bg="dark.8" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }} p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Stack gap={4} align="center">
            <IconTrophy size={40} color="var(--mantine-color-indigo-4)" aria-hidden />
            <Title order={1} size="h2" c="white">
              Backoffice
            </Title>
            <Text size="sm" c="dimmed">
              Painel administrativo
            </Text>
          </Stack>
        </Center>
        <Paper withBorder shadow="md" p="xl" radius="md">
          <Outlet />
        </Paper>
      </Stack>
    </Box>
  );
}
