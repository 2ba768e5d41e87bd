import type { z } from 'zod';

const chars = (n: number | bigint) => `${n} ${Number(n) === 1 ? 'caractere' : 'caracteres'}`;
const items = (n: number | bigint) => `${n} ${Number(n) === 1 ? 'item' : 'itens'}`;
const number = (n: number | bigint) => new Intl.NumberFormat('pt-BR').format(n);

/**
 * Plain pt-BR words for every issue a person can meet, instead of the locale's technical text ('Entrada inválida:
 * esperava número, recebeu NaN'): an empty field, a number or a date that is not one, too short or too long, a value
 * out of range, an option that is not offered. Schemas that give their own message keep it.
 */
export function plainValidationMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
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
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Campo obrigatório' : `Use pelo menos ${chars(issue.minimum)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Escolha pelo menos ${items(issue.minimum)}`;
      return `O valor deve ser ${issue.inclusive === false ? 'maior que' : 'pelo menos'} ${number(issue.minimum as number)}`;
    case 'too_big':
      if (issue.origin === 'string') return `Use no máximo ${chars(issue.maximum)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Escolha no máximo ${items(issue.maximum)}`;
      return `O valor deve ser ${issue.inclusive === false ? 'menor que' : 'no máximo'} ${number(issue.maximum as number)}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Informe um e-mail válido' : issue.format === 'url' ? 'Informe um endereço válido (https://…)' : 'Formato inválido';
    case 'invalid_value':
      return 'Escolha uma das opções oferecidas';
    case 'not_multiple_of':
      return 'Use no máximo 2 casas decimais';
    case 'unrecognized_keys':
      return `Campo não esperado: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}
