import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredSelect } from './DeferredSelect';

const DATA = [
  { value: '', label: 'Todos' },
  { value: 'active', label: 'Ativo' },
  { value: 'disabled', label: 'Inativo' },
];

function StatusFilter({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState('active');
  return (
    <DeferredSelect
      label="Status"
      data={DATA}
      value={value}
      allowDeselect={false}
      onChange={(v) => {
        setValue(v ?? '');
        onChange(v);
      }}
    />
  );
}

describe('DeferredSelect', () => {
  it('shows the chosen label as a closed combobox with its name, without mounting Mantine Select', () => {
    renderWithProviders(<StatusFilter onChange={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect((field as HTMLInputElement).value).toBe('Ativo');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(document.querySelector('.mantine-Select-input')).toBeNull();
  });

  it('a click swaps in the real Select, open, with the focus; picking an option changes the value', async () => {
    const onChange = vi.fn();
    renderWithProviders(<StatusFilter onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Inativo', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('disabled');
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Inativo'));
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' }));
  });

  it('the keyboard opens it too (ArrowDown on the focused field), and other keys do not', async () => {
    renderWithProviders(<StatusFilter onChange={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    field.focus();
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox', { hidden: true })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Status' })));
  });
});
