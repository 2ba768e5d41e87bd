import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TimeInput } from './TimeInput';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeInput
      label="Horário de largada"
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

describe('TimeInput', () => {
  it('shows 24-hour HH and mm boxes (no AM/PM) and reports HH:mm', () => {
    const seen: string[] = [];
    renderWithProviders(<Harness initial="23:59" seen={seen} />);
    const hours = screen.getByRole('spinbutton', { name: 'Horas' }) as HTMLInputElement;
    const minutes = screen.getByRole('spinbutton', { name: 'Minutos' }) as HTMLInputElement;
    expect(hours.value).toBe('23');
    expect(minutes.value).toBe('59');
    expect(screen.queryByText(/AM|PM/)).toBeNull();
    fireEvent.change(hours, { target: { value: '07' } });
    expect(seen.at(-1)).toBe('07:59');
  });
});
