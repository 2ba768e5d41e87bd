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
    // Explicit messages of a schema still win.
    expect(first(z.number({ error: 'Selecione a modalidade' }), undefined)).toBe('Selecione a modalidade');
  });

  it('accept only dates that exist, with a message that does not name a format the field does not show', () => {
    expect(isoDate.safeParse('2026-02-28').success).toBe(true);
    expect(isoDate.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '0000-00-00', '2026-2-1', '']) expect(first(isoDate, bad), bad).toBe('Informe uma data válida');
  });
});
