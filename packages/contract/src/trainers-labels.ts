/** The zod-free part of trainers (statuses, service types, texts, file name): list pages load it without zod (decision 0085). */

/**
 * Trainers (organisers, issue 17): §2 /trainer/*, §3 Trainer, Trainer activity, Justification, Withdraw request,
 * Trainer bank account, §7 Trainers. Money travels in reais with 2 decimals (numbers).
 */

export const TRAINER_STATUSES = ['enabled', 'disabled', 'pending'] as const;

export const SERVICE_TYPES = ['class', 'affiliation', 'both'] as const;

export const ACTIVITY_STATUSES = ['draft', 'enabled', 'disabled', 'finished'] as const;

export const OCCURRENCE_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;

export const WITHDRAW_STATUSES = ['pending', 'approved', 'denied', 'partially_denied'] as const;

export const WALLET_ENTRY_TYPES = ['credit', 'debit'] as const;

export const JUSTIFICATION_STATUSES = ['open', 'closed'] as const;

export const TRAINER_QUERY_FIELDS = ['name', 'email', 'document'] as const;

export const TRAINER_MSG = {
  edited: 'Treinador editado com sucesso',
  statusChanged: 'Status editado com sucesso',
  notFound: 'Treinador não encontrado.',
  activityNotFound: 'Atividade não encontrada.',
  activityEdited: 'Atividade editada com sucesso',
  capacityBelowSubscriptions: (n: number) => `A capacidade não pode ser menor que as ${n} inscrições ativas.`,
  activityEnabled: 'Atividade ativada com sucesso',
  activityDisabled: 'Atividade desativada com sucesso',
  occurrenceNotFound: 'Data da atividade não encontrada.',
  occurrenceRemoved: 'Data removida com sucesso',
  occurrenceRestored: 'Data restaurada com sucesso',
  withdrawNotFound: 'Solicitação de saque não encontrada.',
  withdrawApproved: 'Saque aprovado com sucesso',
  withdrawDenied: 'Saque negado com sucesso',
  withdrawPartial: 'Saque aprovado parcialmente',
  insufficient: 'Saldo disponível insuficiente para este saque.',
  paidTooHigh: 'O valor pago deve ser menor que o valor solicitado.',
  justificationCreated: 'Justificativa criada com sucesso',
  justificationNotFound: 'Justificativa não encontrada.',
  justificationClosed: 'Justificativa encerrada com sucesso',
  emailTaken: 'Já existe um treinador com este e-mail.',
} as const;

export const WITHDRAWS_CSV = 'withdraws.csv';
