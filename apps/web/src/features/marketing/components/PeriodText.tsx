import { formatDate } from '@backoffice/contract/constants';

/** A display period as staff read it: "01/12/2026 a 25/12/2026", "a partir de …", "até …", "Sem período". */
export function periodText(start: string | null, end: string | null): string {
  if (start && end) return `${formatDate(start)} a ${formatDate(end)}`;
  if (start) return `A partir de ${formatDate(start)}`;
  if (end) return `Até ${formatDate(end)}`;
  return 'Sem período definido';
}

/**
 * Where a banner stands today (São Paulo, UTC−3) against its period (shown next to its status): an inactive banner
 * inside its period is off the air, not "No ar".
 */
export function periodState(start: string | null, end: string | null, status: string, today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10)): 'scheduled' | 'running' | 'off' | 'ended' {
  if (start && today < start) return 'scheduled';
  if (end && today > end) return 'ended';
  return status === 'enabled' ? 'running' : 'off';
}
export const PERIOD_STATE_LABELS = { scheduled: 'Agendado', running: 'No ar', off: 'Fora do ar', ended: 'Expirado' } as const;
export const PERIOD_STATE_COLORS = { scheduled: 'yellow', running: 'green', off: 'gray', ended: 'gray' } as const;
