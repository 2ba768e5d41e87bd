/** The zod-free part of participants and report files (texts, labels, file names): list pages load it without zod (decision 0085). */
import type { Resource } from './permissions.ts';

/** §8 texts of this area, word for word. */
export const PARTICIPANTS_MSG = {
  subscriptionUpdated: 'Inscrição atualizada com sucesso',
  athleteNumberFileFailed: 'Falha ao enviar arquivo de número de peito.',
  athleteNumberFileSent: 'Arquivo de números de peito enviado. A importação foi iniciada.',
  resultSent: 'Resultado enviado com sucesso',
  resultUploadFailed: 'Falha ao enviar o arquivo.',
  resultImportFailed: 'Falha ao importar o arquivo.',
  uploadErrorTitle: 'Erro no upload',
  resetImportFailed: 'Falha ao resetar a importação.',
  reportRequested: 'Relatório solicitado com sucesso',
  reportNotReady: 'Relatório ainda não está disnponível para download.',
  reenqueueing: 'Reprocessando...',
  reenqueueFailed: 'Falha ao reprocessar o relatório.',
  resultsDeleted: 'Resultados excluídos com sucesso',
} as const;

export const IMPORT_JOB_STATUS_LABELS: Record<(typeof IMPORT_JOB_STATUSES)[number], string> = {
  not_started: 'Não iniciada',
  scheduled: 'Agendada',
  processing: 'Processando',
  completed: 'Concluída',
  failed: 'Falhou',
};

/** Per kind of report: the resource whose `index` lists it and the action that requests (or re-enqueues) it. */
export const REPORT_FILE_ACCESS: Record<ReportFileType, { resource: Resource; request: string }> = {
  subscriptions: { resource: 'events', request: 'export' },
  event_results: { resource: 'events', request: 'export' },
  orders: { resource: 'orders report', request: 'create' },
  sales: { resource: 'sales report', request: 'index' },
  tax: { resource: 'tax report', request: 'export' },
  coupons: { resource: 'coupons', request: 'export' },
  customer_users: { resource: 'tf users', request: 'export' },
  activity_occurrences: { resource: 'trainer', request: 'export' },
  tournament_subscriptions: { resource: 'tournaments', request: 'export' },
  withdraws: { resource: 'trainer', request: 'export' },
};

export const REPORT_FILE_STATUS_LABELS: Record<(typeof REPORT_FILE_STATUSES)[number], string> = {
  scheduled: 'Na fila',
  processing: 'Processando',
  completed: 'Concluído',
  failed: 'Falhou',
};

// ------------------------------------------------------------------ imports

export const IMPORT_JOB_STATUSES = ['not_started', 'scheduled', 'processing', 'completed', 'failed'] as const;

// ------------------------------------------------------------------ reports

export const REPORT_FILE_TYPES = [
  'orders',
  'sales',
  'tax',
  'subscriptions',
  'event_results',
  'coupons',
  'customer_users',
  'activity_occurrences',
  'tournament_subscriptions',
  'withdraws',
] as const;

export type ReportFileType = (typeof REPORT_FILE_TYPES)[number];

export const REPORT_FILE_STATUSES = ['scheduled', 'processing', 'completed', 'failed'] as const;
