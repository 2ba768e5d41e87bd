/** The zod-free part of newsletter (texts, labels, file names): list pages load it without zod (decision 0085). */

export const NEWSLETTER_MSG = {
  enabled: 'Assinante ativado com sucesso',
  disabled: 'Assinante desativado com sucesso',
  notFound: 'Assinante não encontrado.',
} as const;

export const NEWSLETTER_CSV = 'assinantes.csv';
