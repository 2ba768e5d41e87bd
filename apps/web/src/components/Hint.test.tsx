import { ActionIcon } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Hint } from './Hint';

function Edit({ onClick = () => {} }: { onClick?: () => void }) {
  return (
    <Hint label="Editar">
      <ActionIcon aria-label="Editar 10 km" onClick={onClick}>
        e
      </ActionIcon>
    </Hint>
  );
}

describe('Hint', () => {
  it('creates its tooltip on the first mouse hover and hides it when the mouse leaves', async () => {
    renderWithProviders(<Edit />);
    const button = screen.getByRole('button', { name: 'Editar 10 km' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Editar');
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows nothing on a tap, and the button keeps its element, name and click', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Edit onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Editar 10 km' });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    await screen.findByRole('tooltip');
    // the tooltip is created beside the button, which is the same element as before
    expect(screen.getByRole('button', { name: 'Editar 10 km' })).toBe(button);
  });
});
