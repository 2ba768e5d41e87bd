/** The zod-free part of tournaments (kinds, labels, texts, file names): list pages load it without zod (decision 0085). */

/**
 * Tournaments (§2 /tournaments/*, §3 Tournament and Slot, §4 slot rules, §5 regulations, §7 /v2/competition/*).
 * The §4 slot and price rules live here as plain functions (`planSlots`, `priceRules`): the form runs them for its
 * instant preview and the server runs the same ones when it saves.
 */

export const PRICE_TYPES = ['by_tournament', 'by_category'] as const;

export const CHARGE_TYPES = ['paid', 'free'] as const;

export type PriceType = (typeof PRICE_TYPES)[number];

export type ChargeType = (typeof CHARGE_TYPES)[number];

export const TOURNAMENT_ENTRY_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

export type TournamentEntryStatus = (typeof TOURNAMENT_ENTRY_STATUSES)[number];

/** Entries that hold a place in their slot (count against its quantity). */
export const SEAT_HOLDING_STATUSES = ['pending', 'approved'] as const;

export const DAYS_OF_WEEK = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'] as const;

/** Vacancies a new slot starts with in the form (staff change it per slot). */
export const DEFAULT_SLOT_QUANTITY = 16;

export const MAX_SLOT_QUANTITY = 100_000;

// ------------------------------------------------------------------ entries

export const ENTRY_QUERY_FIELDS = ['athlete', 'partner', 'cpf', 'order_id'] as const;

export const ENTRY_QUERY_FIELD_LABELS: Record<(typeof ENTRY_QUERY_FIELDS)[number], string> = {
  athlete: 'Atleta',
  partner: 'Parceiro(a)',
  cpf: 'CPF',
  order_id: 'Nº do pedido',
};

export const TOURNAMENT_MSG = {
  created: 'Torneio criado com sucesso',
  edited: 'Torneio editado com sucesso',
  enabled: 'Torneio ativado com sucesso',
  disabled: 'Torneio desativado com sucesso',
  notFound: 'Torneio não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  modalityNotFound: 'Modalidade não encontrada.',
  kitNotFound: 'Kit não encontrado.',
  kitsSaved: 'Kits salvos com sucesso',
  kitDeleted: 'Kit excluído com sucesso',
  regulationsSaved: 'Regulamentos salvos com sucesso',
  categoryPriceMissing: 'Informe o preço de cada categoria (ou deixe todos em branco para um preço único)',
  notOfTournament: (what: string) => `${what} não pertence a este torneio.`,
  slotHasEntries: (category: string, modality: string, n: number) =>
    `A vaga ${category} × ${modality} tem ${n} ${n === 1 ? 'inscrição' : 'inscrições'} e não pode ser removida. Cancele ou mova as inscrições antes.`,
  quantityBelowEntries: (category: string, modality: string, n: number) =>
    `A vaga ${category} × ${modality} tem ${n} ${n === 1 ? 'inscrição ativa' : 'inscrições ativas'}; a quantidade não pode ser menor que ${n}.`,
  slotFull: (category: string, modality: string) => `A vaga ${category} × ${modality} está esgotada.`,
  reportRequested: 'Relatório solicitado com sucesso',
  trainerNotFound: 'Treinador não encontrado.',
  eventTypeNotFound: 'Tipo de evento não encontrado.',
  categoryRefNotFound: 'Categoria de evento não encontrada.',
  cityNotFound: 'Cidade não encontrada.',
  modalityRefNotFound: 'Modalidade não encontrada.',
} as const;

export const TOURNAMENT_ENTRIES_CSV = 'inscricoes-torneio.csv';
