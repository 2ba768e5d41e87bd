import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DateInput } from './DateInput';
import { CnpjInput, CpfInput } from './LegalRecordInput';
import { PhoneInput } from './PhoneInput';

function Harness({ kind }: { kind: 'cpf' | 'cnpj' | 'phone' | 'date' }) {
  const [value, setValue] = useState<string | null>('');
  const Input = { cpf: CpfInput, cnpj: CnpjInput, phone: PhoneInput }[kind as 'cpf'];
  return (
    <>
      {kind === 'date' ? <DateInput label="Campo" value={value} onChange={setValue} /> : <Input label="Campo" value={value} onChange={setValue} />}
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

const input = () => screen.getByLabelText('Campo') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('CPF / CNPJ', () => {
  it('masks the CPF, keeps digits and flags wrong check digits on blur', () => {
    renderWithProviders(<Harness kind="cpf" />);
    fireEvent.change(input(), { target: { value: '52998224724' } });
    expect(input().value).toBe('529.982.247-24');
    expect(value()).toBe('52998224724');
    fireEvent.blur(input());
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '529.982.247-25' } });
    expect(screen.queryByText('CPF inválido')).toBeNull();
  });

  it('masks the CNPJ and validates it', () => {
    renderWithProviders(<Harness kind="cnpj" />);
    fireEvent.change(input(), { target: { value: '11222333000180' } });
    expect(input().value).toBe('11.222.333/0001-80');
    fireEvent.blur(input());
    expect(screen.getByText('CNPJ inválido')).toBeTruthy();
  });
});

describe('PhoneInput', () => {
  it('masks the number after +55 and keeps digits with the country code', () => {
    renderWithProviders(<Harness kind="phone" />);
    fireEvent.change(input(), { target: { value: '11987654321' } });
    expect(input().value).toBe('(11) 98765-4321');
    expect(value()).toBe('5511987654321');
    expect(screen.getByText('+55')).toBeTruthy();
  });
});

describe('DateInput', () => {
  it('takes DD.MM.YYYY and gives YYYY-MM-DD', () => {
    renderWithProviders(<Harness kind="date" />);
    fireEvent.change(input(), { target: { value: '09.03.2026' } });
    expect(value()).toBe('2026-03-09');
    fireEvent.blur(input());
    expect(input().value).toBe('09.03.2026');
  });
});
