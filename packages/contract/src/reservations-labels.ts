/** The zod-free part of reservations (kinds, labels, texts, file names): list pages load it without zod (decision 0085). */

import { formatCount } from './formats.ts';

/** §4 reservation statuses. */
export const RESERVATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATIONS_MSG = {
  approved: 'Reserva aprovada com sucesso',
  rejected: 'Reserva rejeitada com sucesso',
  redefined: 'Reserva redefinida com sucesso',
  notFound: 'Reserva não encontrada.',
  onlyPending: 'Somente reservas pendentes podem ser aprovadas.',
  cannotReject: 'Somente reservas pendentes ou aprovadas podem ser rejeitadas.',
  onlyApproved: 'Somente reservas aprovadas podem ser redefinidas.',
  overEvent: (n: number) => `O evento tem apenas ${formatCount(n)} ${n === 1 ? 'vaga disponível' : 'vagas disponíveis'}.`,
  belowUsed: (n: number) => `Esta reserva já usou ${formatCount(n)} ${n === 1 ? 'vaga' : 'vagas'}: não é possível definir menos que isso.`,
} as const;

export const RESERVATIONS_CSV = 'reservas.csv';
