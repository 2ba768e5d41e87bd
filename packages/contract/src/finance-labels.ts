/** The zod-free part of the sales and tax reports (texts, labels, file names): list pages load it without zod (decision 0085). */

export const SALES_CSV: Record<SalesTab, string> = {
  general: 'relatorio_vendas_geral.csv',
  events: 'relatorio_vendas_eventos.csv',
  payment_methods: 'relatorio_vendas_pagamentos.csv',
  origins: 'relatorio_vendas_origens.csv',
  types: 'relatorio_vendas_tipos.csv',
  statuses: 'relatorio_vendas_status.csv',
  modalities: 'relatorio_vendas_modalidades.csv',
  external_audit: 'relatorio_vendas_auditoria.csv',
};

export const TAX_CSV = 'relatorio_fiscal.csv';

/** The status tab's money column: it sums orders of every status, so it is not "Total pago". */
export const STATUS_TOTAL_HEADER = 'Valor total';

export const TAX_AUDIT_CSV = 'relatorio_fiscal_auditoria.csv';

/** Month labels of the reports (pt-BR, abbreviated). */
export const MONTH_LABELS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** The current year in São Paulo: the reports' default year. */
export function currentReportYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(now));
}

export const SALES_TABS = ['general', 'events', 'payment_methods', 'origins', 'types', 'statuses', 'modalities', 'external_audit'] as const;

export type SalesTab = (typeof SALES_TABS)[number];
