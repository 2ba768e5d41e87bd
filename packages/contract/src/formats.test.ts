import { describe, expect, it } from 'vitest';
import {
  cnpjFromBase,
  cpfFromBase,
  formatCnpj,
  formatDocument,
  formatCpf,
  formatDate,
  formatDateTime,
  formatInstantDate,
  formatCount,
  formatDecimal,
  formatMoney,
  formatPhone,
  formatShownCpf,
  isValidCnpj,
  isValidCpf,
  isValidLegalRecord,
  parseDisplayDate,
  parseMoneyDigits,
} from './formats.ts';

describe('money', () => {
  it('formats BRL with thousands dot and decimal comma', () => {
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(1_000_000)).toBe('R$ 1.000.000,00');
  });
  it('writes what Intl writes for pt-BR, without creating an Intl formatter', () => {
    const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const values = [0, -0, 1e-7, -1e-7, 0.005, 0.015, 1.005, 2.675, -2.675, 0.1 + 0.2, 999.995, 1234.5, -1234.5, 12_345_678_901.99, 1e15 + 0.5, 99_999_999_999, NaN, Infinity, -Infinity];
    // and 2,000 cent amounts, half-cent ties and random reals across the magnitudes a money field takes (§9: 11 digits)
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 2000; i++) {
      const scale = 10 ** Math.floor(random() * 12);
      values.push(Math.round(random() * scale * 100) / 100, Math.floor(random() * scale) + 0.005, -(random() * scale));
    }
    for (const value of values) {
      expect(formatMoney(value), String(value)).toBe(money.format(value).replace(/\u00a0/g, ' '));
      expect(formatDecimal(value), String(value)).toBe(decimal.format(value));
    }
    for (const value of [0, 7, 999, 1000, -1000, 12_345, 1_000_000, 2 ** 53, 1.5, NaN, Infinity]) expect(formatCount(value), String(value)).toBe(value.toLocaleString('pt-BR'));
  });
  it('reads typed digits as cents and caps at 11 digits', () => {
    expect(parseMoneyDigits('R$ 1.234,56')).toBe(1234.56);
    expect(parseMoneyDigits('')).toBe(0);
    expect(parseMoneyDigits('123456789012345')).toBe(123456789.01);
  });
});

describe('dates', () => {
  it('shows ISO dates as DD.MM.YYYY', () => {
    expect(formatDate('2026-03-09')).toBe('09.03.2026');
    expect(formatDate('2026-03-09T10:00:00Z')).toBe('09.03.2026');
    expect(formatDate(null)).toBe('');
  });
  it('shows instants in São Paulo time', () => {
    expect(formatDateTime('2026-03-09T17:05:00Z')).toBe('09.03.2026 14:05');
  });
  it("shows an instant's day in São Paulo time: 01:30 UTC is still the day before there", () => {
    expect(formatInstantDate('2026-03-10T01:30:00Z')).toBe('09.03.2026');
    expect(formatInstantDate('2026-03-09T17:05:00Z')).toBe('09.03.2026');
    expect(formatInstantDate(null)).toBe('');
  });
  it('parses typed dates and refuses impossible ones', () => {
    expect(parseDisplayDate('09.03.2026')).toBe('2026-03-09');
    expect(parseDisplayDate('31/02/2026')).toBeNull();
  });
});

describe('CPF and CNPJ', () => {
  it('accepts valid check digits and refuses wrong or repeated ones', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
  });
  it('completes bases into valid numbers', () => {
    for (const base of ['000000001', '123456789', '987654321']) expect(isValidCpf(cpfFromBase(base))).toBe(true);
    expect(isValidCnpj(cnpjFromBase('112223330001'))).toBe(true);
    expect(cnpjFromBase('112223330001')).toBe('11222333000181');
  });
  it('masks and recognises either kind of legal record', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(isValidLegalRecord('52998224725')).toBe(true);
    expect(isValidLegalRecord('11222333000181')).toBe(true);
    expect(isValidLegalRecord('123')).toBe(false);
  });
  it('shows a document as a CPF, a CNPJ or, masked, as it came', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('10748645000160')).toBe('10.748.645/0001-60');
    expect(formatDocument('***.982.247-**')).toBe('***.982.247-**');
  });
  it('shows a CPF the server masked as it came, and formats a full one', () => {
    expect(formatShownCpf('***.982.247-**', true)).toBe('***.982.247-**');
    expect(formatShownCpf('52998224725', false)).toBe('529.982.247-25');
  });
});

describe('phone', () => {
  it('prefixes +55 and masks mobile and landline numbers', () => {
    expect(formatPhone('11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('+55 (11) 3333-4444');
  });
});
