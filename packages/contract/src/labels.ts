/**
 * THE pt-BR labels of every value a user sees (§4): statuses, with the spec's variant sets, and the other
 * enumerations. Screens, badges, histories and CSV files read them from here, never show a raw key.
 */

/** §4 status labels. Gender-neutral where the same word serves an order, a subscription, a coupon… */
export const STATUS_LABELS: Record<string, string> = {
  active: 'Ativo',
  inactive: 'Inativo',
  enabled: 'Ativo',
  disabled: 'Inativo',
  not_started: 'Não iniciado',
  approved: 'Aprovado',
  pending: 'Pendente',
  reserved: 'Reservado',
  rejected: 'Rejeitado',
  cancelled: 'Cancelado',
  preorder: 'Pré-pedido',
  pending_payment: 'Aguardando pagamento',
  payment_confirmed: 'Pagamento confirmado',
  authorized: 'Autorizado',
  denied: 'Negado',
  processing: 'Processando',
  failed: 'Falhou',
  scheduled: 'Agendado',
  completed: 'Concluído',
  finished: 'Finalizado',
  draft: 'Rascunho',
  available: 'Disponível',
  unavailable: 'Utilizado',
  open: 'Aberto',
  closed: 'Encerrado',
  refused: 'Recusado',
  partially_denied: 'Falhou',
};

/** §4 variant sets: the same key reads differently in some areas. */
export const STATUS_VARIANTS = {
  /** Trainers: enabled/disabled/pending ('Em análise'). */
  trainer: { pending: 'Em análise' },
  /** Withdraw requests: approved/denied/pending/partially_denied ('Falhou'). */
  withdraw: { partially_denied: 'Falhou' },
  /** Subscriptions (inscrição, feminine). */
  subscription: { pending: 'Pendente', approved: 'Aprovada', reserved: 'Reservada', cancelled: 'Cancelada', rejected: 'Rejeitada' },
  /** Reservations (reserva, feminine). */
  reservation: { pending: 'Pendente', approved: 'Aprovada', rejected: 'Rejeitada', cancelled: 'Cancelada' },
  /** Campaigns: active/closed. */
  campaign: { active: 'Ativa', closed: 'Encerrada' },
} as const satisfies Record<string, Record<string, string>>;
export type StatusVariant = keyof typeof STATUS_VARIANTS;

/** The pt-BR label of a status; an unknown key is shown humanised, never raw snake_case. */
export function statusLabel(status: string | null | undefined, variant?: StatusVariant): string {
  if (!status) return '—';
  const specific = variant ? (STATUS_VARIANTS[variant] as Record<string, string>)[status] : undefined;
  return specific ?? STATUS_LABELS[status] ?? humanise(status);
}

/** Badge colour family of a status (green done, yellow waiting, red refused, gray off). */
export function statusTone(status: string): 'green' | 'yellow' | 'red' | 'gray' | 'blue' {
  if (['active', 'enabled', 'approved', 'payment_confirmed', 'authorized', 'completed', 'available', 'open'].includes(status)) return 'green';
  if (['pending', 'pending_payment', 'preorder', 'scheduled', 'not_started', 'draft'].includes(status)) return 'yellow';
  if (['rejected', 'denied', 'failed', 'refused', 'partially_denied'].includes(status)) return 'red';
  if (['processing', 'reserved'].includes(status)) return 'blue';
  return 'gray';
}

/** §3/§4 enumerations other than statuses. */
export const ENUM_LABELS = {
  payment_method: {
    pix: 'Pix',
    credit_card: 'Cartão de crédito',
    debit_card: 'Cartão de débito',
    bank_billet: 'Boleto',
    paypal: 'PayPal',
    bank_transfer: 'Transferência',
  },
  discount_source: {
    santander: 'Santander',
    santander_visa: 'Santander Visa',
    coupon: 'Cupom',
    porto_bank_visa: 'Porto Bank Visa',
    porto_bank_master: 'Porto Bank Mastercard',
  },
  discount_type: { percentual: 'Percentual', amount: 'Valor fixo', gratuity: 'Gratuidade (100%)' },
  channel: { site: 'Site', android: 'Android', ios: 'iOS' },
  person_type: { physical: 'Pessoa física', juridical: 'Pessoa jurídica' },
  gender: { '0': 'Masculino', '1': 'Feminino', male: 'Masculino', female: 'Feminino' },
  service_type: { class: 'Aula', affiliation: 'Filiação', both: 'Aula e filiação' },
  wallet_entry: { debit: 'Saque', credit: 'Crédito' },
  change_type: { created: 'Criado', updated: 'Alterado', deleted: 'Excluído' },
  card_brand: { visa: 'Visa', master: 'Mastercard', elo: 'Elo', amex: 'American Express', hipercard: 'Hipercard' },
  price_type: { by_tournament: 'Preço único', by_category: 'Por categoria' },
  charge_type: { paid: 'Pago', free: 'Gratuito' },
  user_kind: {
    athlete: 'Atleta',
    team: 'Equipe',
    trainer: 'Treinador',
    admin: 'Administrador',
    partner: 'Parceiro',
    franchise: 'Franquia',
    board: 'Diretoria',
    production: 'Produção',
    rh: 'RH',
    sac: 'SAC',
    employee: 'Funcionário',
    store: 'Loja',
    sponsor: 'Patrocinador',
    copartner: 'Coparceiro',
    public_agency: 'Órgão público',
  },
} as const satisfies Record<string, Record<string, string>>;
export type EnumKind = keyof typeof ENUM_LABELS;

/** The pt-BR label of an enumeration value (— for none; humanised when unknown). */
export function enumLabel(kind: EnumKind, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  return (ENUM_LABELS[kind] as Record<string, string>)[String(value)] ?? humanise(String(value));
}

/** 'payment_confirmed' → 'Payment confirmed': the last resort, so a user never reads snake_case. */
function humanise(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}
