import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredNotifications } from './deferred-notifications';
import { theme } from './theme';

const renderDeferred = (load: () => Promise<{ default: React.ComponentType }>) =>
  render(
    <MantineProvider theme={theme}>
      <DeferredNotifications load={load} />
    </MantineProvider>,
  );

afterEach(() => {
  act(() => notifications.clean());
});

describe('DeferredNotifications', () => {
  it('does not download the container for the first paint; a notification shown before it loads still appears', async () => {
    const load = vi.fn(() => import('./notifications-host'));
    renderDeferred(load);
    await new Promise((r) => setTimeout(r, 50));
    expect(load).not.toHaveBeenCalled();

    act(() => {
      notifications.show({ title: 'Falha na Autenticação', message: 'Credenciais inválidas.' });
    });
    expect(await screen.findByText('Credenciais inválidas.')).toBeTruthy();
    expect(screen.getByText('Falha na Autenticação')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads it at the first interaction, before anything can raise a toast', async () => {
    const load = vi.fn(() => import('./notifications-host'));
    renderDeferred(load);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => {
      notifications.show({ message: 'Salvo com sucesso' });
    });
    expect(await screen.findByText('Salvo com sucesso')).toBeTruthy();
  });

  it('tries again at the next notification when the download failed (network down)', async () => {
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('./notifications-host'));
    renderDeferred(load);
    act(() => {
      notifications.show({ message: 'Operação indisponível' });
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Operação indisponível')).toBeNull();

    act(() => {
      notifications.show({ message: 'Ocorreu um erro inesperado' });
    });
    expect(await screen.findByText('Ocorreu um erro inesperado')).toBeTruthy();
    expect(screen.getByText('Operação indisponível')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
