import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DialogsHost } from '../app/dialogs-host';
import { theme } from '../app/theme';

export function TestProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <DialogsHost />
        <Notifications />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders routes in a memory router wrapped in the app's providers. */
export function renderRoutes(routes: RouteObject[], initialEntry: string, client?: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const utils = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router };
}

export function renderWithProviders(ui: ReactElement) {
  return render(<TestProviders>{ui}</TestProviders>);
}
