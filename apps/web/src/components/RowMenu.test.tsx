import { ActionIcon } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RowMenu } from './RowMenu';

function Actions({ onDuplicate }: { onDuplicate: () => void }) {
  return (
    <RowMenu target={<ActionIcon aria-label="Mais ações para 10 km">…</ActionIcon>}>
      {(Menu) => (
        <>
          <Menu.Item onClick={onDuplicate}>Duplicar</Menu.Item>
          <Menu.Item>Excluir</Menu.Item>
        </>
      )}
    </RowMenu>
  );
}

describe('RowMenu', () => {
  it('renders only its button until opened, announced as a closed menu button', () => {
    renderWithProviders(<Actions onDuplicate={() => {}} />);
    const button = screen.getByRole('button', { name: 'Mais ações para 10 km' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    expect(screen.queryByText('Duplicar')).toBeNull();
  });

  it('opens on the first click, runs an item, closes, and opens again from the same place', async () => {
    const onDuplicate = vi.fn();
    renderWithProviders(<Actions onDuplicate={onDuplicate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mais ações para 10 km' }));
    // (jsdom lays nothing out, so floating-ui reports the button hidden and Mantine hides the open dropdown: hidden: true)
    expect(await screen.findByRole('menu', { hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mais ações para 10 km' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Duplicar', hidden: true }));
    expect(onDuplicate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Mais ações para 10 km' }));
    expect(await screen.findByRole('menuitem', { name: 'Excluir', hidden: true })).toBeTruthy();
  });

  it('gives the focus back to its button when closed with Escape (keyboard path)', async () => {
    renderWithProviders(<Actions onDuplicate={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mais ações para 10 km' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mais ações para 10 km' })));
  });
});
