import type { z } from 'zod';

/**
 * Plain pt-BR words for the issues a person meets most, instead of the locale's technical text ('Entrada inválida:
 * esperava número, recebeu NaN'): an empty field, a number or a date that is not one. Anything else falls back to
 * the pt-BR locale (undefined).
 */
export function plainValidationMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const input = issue.input;
  const empty = input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));
  if (empty) return 'Campo obrigatório';
  switch (issue.expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'Informe um número';
    case 'date':
      return 'Informe uma data válida';
    case 'boolean':
      return 'Escolha sim ou não';
    case 'array':
      return 'Escolha ao menos uma opção';
    default:
      return 'Valor inválido';
  }
}
