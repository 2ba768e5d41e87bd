import './styles/mantine-public.css';

import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredNotifications } from './deferred-notifications';
import { useForcedColorScheme } from './forced-scheme';
import { cssVariablesResolver, theme } from './theme';

/** UI preference (color scheme) is the only non-token thing kept in browser storage. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'backoffice.color_scheme' });

/** Providers every page needs (the toasts' container loads later); the signed-in ones (dialogs) are in signed-in-providers.tsx, loaded with AppLayout. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const forcedScheme = useForcedColorScheme();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" forceColorScheme={forcedScheme}>
      <QueryClientProvider client={queryClient}>
        {/* The toasts (notifications-host.tsx), loaded at the first interaction or notification. */}
        <DeferredNotifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
