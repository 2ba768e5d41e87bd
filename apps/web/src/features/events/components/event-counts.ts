import { formatCount } from '@backoffice/contract/constants';

/** "1 inscrição vendida", "7.924 inscrições vendidas": the event pages' counts written the pt-BR way. */
export function soldText(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'inscrição vendida' : 'inscrições vendidas'}`;
}

/** "1 vaga restante", "7.924 vagas restantes". */
export function remainingText(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'vaga restante' : 'vagas restantes'}`;
}
