import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MoneyInput } from './MoneyInput';

function Harness({ initial = 0, min }: { initial?: number | null; min?: number }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput label="Preço" value={value} onChange={setValue} min={min} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Preço') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const value = () => screen.getByTestId('value').textContent;

describe('MoneyInput', () => {
  it('shows BRL with thousands dot and decimal comma', () => {
    renderWithProviders(<Harness initial={1234.5} />);
    expect(input().value).toBe('R$ 1.234,50');
  });

  it('reads typed digits as cents (cash register)', () => {
    renderWithProviders(<Harness />);
    type('R$ 0,001');
    expect(value()).toBe('0.01');
    type('123456');
    expect(value()).toBe('1234.56');
    expect(input().value).toBe('R$ 1.234,56');
    // backspace drops the last cent digit
    type('R$ 1.234,5');
    expect(value()).toBe('123.45');
  });

  it('keeps at most 11 digits', () => {
    renderWithProviders(<Harness />);
    type('123456789012345');
    expect(value()).toBe('123456789.01');
    expect(input().value).toBe('R$ 123.456.789,01');
  });

  it('restores the minimum on blur', () => {
    renderWithProviders(<Harness initial={null} min={10} />);
    expect(input().value).toBe('');
    fireEvent.blur(input());
    expect(value()).toBe('10');
    type('R$ 0,05');
    fireEvent.blur(input());
    expect(value()).toBe('10');
    expect(input().value).toBe('R$ 10,00');
  });
});
