import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DeferredDateInput } from './DeferredDateInput';

function StartDate({ initial, onChange }: { initial: string | null; onChange: (v: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DeferredDateInput
      label="Data inicial"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const field = () => screen.getByLabelText('Data inicial') as HTMLInputElement;

describe('DeferredDateInput', () => {
  it('shows the date as the date field does (DD.MM.YYYY) and clears it without loading the date field', () => {
    const onChange = vi.fn();
    renderWithProviders(<StartDate initial="2026-10-01" onChange={onChange} />);
    expect(field().value).toBe('01.10.2026');
    expect(field().readOnly).toBe(true);
    expect(document.querySelector('[data-dates-input]')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(field().value).toBe('');
  });

  it('the focus swaps in the real date field, focused, and a typed date reaches onChange as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    renderWithProviders(<StartDate initial={null} onChange={onChange} />);
    fireEvent.focus(field());
    await waitFor(() => expect(document.querySelector('[data-dates-input]')).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().readOnly).toBe(false);
    fireEvent.change(field(), { target: { value: '15.11.2026' } });
    fireEvent.blur(field());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2026-11-15'));
  });
});
