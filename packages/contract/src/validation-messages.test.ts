import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { isoDate } from './index.ts';

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages a person reads', () => {
  it('say what to do in plain pt-BR, never the technical text', () => {
    expect(first(z.number(), Number.NaN)).toBe('Campo obrigatório');
    expect(first(z.number(), undefined)).toBe('Campo obrigatório');
    expect(first(z.number(), 'abc')).toBe('Informe um número');
    expect(first(z.object({ a: z.string() }), { a: null })).toBe('Campo obrigatório');
    expect(first(z.string().min(3), 'ab')).toBe('Use pelo menos 3 caracteres');
    expect(first(z.string().min(1), '')).toBe('Campo obrigatório');
    expect(first(z.string().max(5), 'abcdef')).toBe('Use no máximo 5 caracteres');
    expect(first(z.number().min(0), -1)).toBe('O valor deve ser pelo menos 0');
    expect(first(z.number().max(1000), 1001)).toBe('O valor deve ser no máximo 1.000');
    expect(first(z.string().email(), 'x')).toBe('Informe um e-mail válido');
    expect(first(z.enum(['a', 'b']), 'c')).toBe('Escolha uma das opções oferecidas');
    expect(first(z.array(z.number()).min(1), [])).toBe('Escolha pelo menos 1 item');
    // Explicit messages of a schema still win.
    expect(first(z.number({ error: 'Selecione a modalidade' }), undefined)).toBe('Selecione a modalidade');
  });

  it('accept only dates that exist, with a message that does not name a format the field does not show', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true);
    expect(isoDate.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '0000-00-00', '2026-2-1', '']) expect(first(isoDate, bad), bad).toBe('Informe uma data válida');
  });
});
