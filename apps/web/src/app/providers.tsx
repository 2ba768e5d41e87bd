import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { NOTIFICATION_DURATION_MS } from '@backoffice/contract';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import notificationClasses from './notifications.module.css';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForcedColorScheme } from './forced-scheme';
import { cssVariablesResolver, theme } from './theme';

/** UI preference (color scheme) is the only non-token thing kept in browser storage. */
const colorSchemeManager = localStorageColorSchemeManager({ key: 'backoffice.color_scheme' });
const NOTIFICATION_CLASSES = { root: notificationClasses.root };

/** Providers every page needs; the signed-in ones (dates, dialogs) are in signed-in-providers.tsx, loaded with AppLayout. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const forcedScheme = useForcedColorScheme();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" forceColorScheme={forcedScheme}>
      <QueryClientProvider client={queryClient}>
        {/* §2 top-right, below the header; 340 px wide, so a centred 440 px dialog stays readable beside it on a laptop screen. */}
        <Notifications position="top-right" autoClose={NOTIFICATION_DURATION_MS} zIndex={1000} containerWidth={340} classNames={NOTIFICATION_CLASSES} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
