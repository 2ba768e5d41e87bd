/** The zod-free part of partners, stores and tokens (kinds, labels, texts, file names): list pages load it without zod (decision 0085). */

// ---------------------------------------------------------------- partner programmes (/v2/partners)

/** §4: programmes are active or inactive. */
export const PARTNER_STATUSES = ['active', 'inactive'] as const;

/** The two programmes the panel has pages for (§2 /partners/porto-bank, /partners/santander). */
export const PARTNER_SLUGS = { portoBank: 'porto-bank', santander: 'santander' } as const;

/** The event form's bank-partner settings (`<bank>_percentage_*`) and the programme that bounds each. */
export const EVENT_BANK_PROGRAMMES = { porto_bank: 'porto-bank', santander: 'santander' } as const;

export const PARTNER_MSG = {
  created: 'Programa de parceria criado com sucesso',
  edited: 'Programa de parceria editado com sucesso',
  deleted: 'Programa de parceria excluído com sucesso',
  notFound: 'Programa de parceria não encontrado.',
  slugTaken: 'Já existe um programa de parceria com este identificador.',
  aboveLimit: 'O desconto não pode passar do limite do programa',
  /** The event form's bank discount above its programme's limit. */
  eventAboveProgramme: (programme: string, limit: number) => `O desconto não pode passar do limite do programa ${programme} (${formatPercent(limit)})`,
  confirmTitle: 'Confirmar alteração',
  nothingChanged: 'Nenhuma porcentagem foi alterada.',
} as const;

export const PARTNER_HISTORY_CSV = 'historico-parceiros.csv';

export const KIOSK_IDENTIFIER_PATTERN = /^[A-Z0-9]+(-[A-Z0-9]+)*$/;

export const STORE_MSG = {
  created: 'Loja criada com sucesso',
  edited: 'Loja editada com sucesso',
  deleted: 'Loja excluída com sucesso',
  notFound: 'Loja não encontrada.',
  nameTaken: 'Já existe uma loja com este nome.',
  cityNotFound: 'Cidade não encontrada.',
  identifierTaken: 'Este identificador já é usado por outro totem.',
  identifierRepeated: 'Identificador repetido nesta loja.',
  totemNotOwn: 'Totem não pertence a esta loja.',
  hasTokens: (batches: number) =>
    `Esta loja tem ${batches} ${batches === 1 ? 'lote' : 'lotes'} de tokens e não pode ser excluída: os códigos impressos continuam valendo. Desative-a.`,
} as const;

// ---------------------------------------------------------------- token batches and tokens

/** §5 / §9: at most 999 codes per batch. */
export const MAX_TOKENS_PER_BATCH = 999;

/** Codes use no ambiguous characters (no 0/O, 1/I/L). */
export const TOKEN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const TOKEN_LENGTH = 10;

/** Codes per printed page (the shop counter's sheet). */
export const TOKENS_PER_SHEET = 100;

export const TOKEN_STATUSES = ['available', 'unavailable'] as const;

export const TOKEN_BATCH_MSG = {
  created: (n: number) => `Lote criado com ${n} ${n === 1 ? 'código' : 'códigos'}`,
  notFound: 'Lote de tokens não encontrado.',
  storeNotFound: 'Loja não encontrada.',
  storeDisabled: 'Esta loja está desativada: ative-a para gerar códigos.',
  eventNotFound: 'Evento não encontrado.',
  codesExhausted: 'Não foi possível gerar códigos únicos agora. Tente novamente.',
} as const;

export const TOKEN_BATCHES_CSV = 'lotes-de-tokens.csv';

/** 12.5 → "12,5%" (pt-BR). */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}
