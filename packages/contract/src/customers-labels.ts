/** The zod-free part of customers (kinds, labels, texts, file names): list pages load it without zod (decision 0085). *//** The zod-free part of and (kinds, labels, texts, file names): list pages load it without zod (decision 0085). *//** The zod-free part of teams (kinds, labels, texts, file names): list pages load it without zod (decision 0085). */

/**
 * Customer users (/tf-users: the consumer app's accounts) and teams (/teams), §3 Team, §4 person types and user
 * kinds, §7 "Teams, customer users". LGPD duties: decision 0071.
 */

/** §4 user kinds of a consumer-app account. */
export const CUSTOMER_USER_KINDS = [
  'athlete',
  'team',
  'trainer',
  'admin',
  'partner',
  'franchise',
  'board',
  'production',
  'rh',
  'sac',
  'employee',
  'store',
  'sponsor',
  'copartner',
  'public_agency',
] as const;

export type CustomerUserKind = (typeof CUSTOMER_USER_KINDS)[number];

/** §4 person types. */
export const CUSTOMER_PERSON_TYPES = ['physical', 'juridical'] as const;

export type CustomerPersonType = (typeof CUSTOMER_PERSON_TYPES)[number];

export const CUSTOMER_MSG = {
  edited: 'Usuário editado com sucesso',
  enabled: 'Usuário ativado com sucesso',
  disabled: 'Usuário desativado com sucesso',
  deleted: 'Usuário excluído com sucesso',
  emailSent: 'Email enviado',
  notFound: 'Usuário não encontrado.',
  invalidCpf: 'CPF inválido: confira os dígitos verificadores',
  invalidCnpj: 'CNPJ inválido: confira os dígitos verificadores',
  cpfRequired: 'Informe o CPF',
  cnpjRequired: 'Informe o CNPJ',
  invalidPhone: 'Telefone inválido: informe DDD e número (10 ou 11 dígitos)',
  invalidZip: 'CEP inválido: informe 8 dígitos',
  emailTaken: 'Este e-mail já está em uso por outro usuário.',
  cpfTaken: 'Este CPF já está cadastrado para outro usuário.',
  cityNotFound: 'Cidade não encontrada.',
  anonymized: 'Dados pessoais anonimizados com sucesso',
  alreadyAnonymized: 'Os dados deste usuário já foram anonimizados.',
  anonymizeWord: 'ANONIMIZAR',
  anonymizeConfirm: 'Digite ANONIMIZAR para confirmar',
  reportRequested: 'Relatório solicitado com sucesso',
  /** Delete refused: the orders and subscriptions are fiscal and sports records the law keeps (decision 0071). */
  mustKeepRecords: (orders: number, subscriptions: number) =>
    `Este usuário não pode ser excluído: tem ${orders} ${orders === 1 ? 'pedido' : 'pedidos'} e ${subscriptions} ${subscriptions === 1 ? 'inscrição' : 'inscrições'}, registros fiscais e esportivos que a lei manda guardar. Use "Anonimizar" para apagar os dados pessoais e manter esses registros.`,
} as const;

export const CUSTOMER_USERS_CSV = 'usuarios.csv';

export const CUSTOMER_ACCESS_KINDS = ['show', 'search', 'export', 'data_export', 'anonymize'] as const;

export const CUSTOMER_ACCESS_KIND_LABELS: Record<(typeof CUSTOMER_ACCESS_KINDS)[number], string> = {
  show: 'Visualizou o cadastro',
  search: 'Viu na lista ou na pesquisa com dados completos',
  export: 'Exportou a lista',
  data_export: 'Exportou os dados do titular',
  anonymize: 'Anonimizou',
};

/** Where a staff member saw the person's data: the access log's `area` (decision 0096). */
export const CUSTOMER_ACCESS_AREAS = [
  'customers',
  'teams',
  'orders',
  'orders report',
  'coupons',
  'reservations',
  'event subscriptions',
  'event subscriptions report',
  'kit desk',
  'tournament entries',
  'tournament entries report',
  'trainer activity subscriptions',
  'token batches',
  'sales external audit',
  'tax report orders',
  'tax audit',
] as const;
export type CustomerAccessArea = (typeof CUSTOMER_ACCESS_AREAS)[number];

export const CUSTOMER_ACCESS_AREA_LABELS: Record<CustomerAccessArea, string> = {
  customers: 'Usuários do app',
  teams: 'Membros da equipe',
  orders: 'Pedidos',
  'orders report': 'Relatório de pedidos',
  coupons: 'Pedido de um código de cupom',
  reservations: 'Reservas',
  'event subscriptions': 'Inscrições do evento',
  'event subscriptions report': 'Relatório de inscrições do evento',
  'kit desk': 'Retirada de kits',
  'tournament entries': 'Inscrições do torneio',
  'tournament entries report': 'Relatório de inscrições do torneio',
  'trainer activity subscriptions': 'Inscrições da atividade do treinador',
  'token batches': 'Tokens de um lote',
  'sales external audit': 'Relatório de vendas: auditoria externa',
  'tax report orders': 'Relatório fiscal: pedidos',
  'tax audit': 'Relatório fiscal: auditoria',
};

export const CUSTOMER_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Telefone',
  birth_date: 'Nascimento',
  address: 'Endereço',
  all: 'Todos os dados',
};

// ------------------------------------------------------------------ teams

export const TEAM_MSG = {
  created: 'Equipe criada com sucesso',
  edited: 'Equipe editada com sucesso',
  enabled: 'Equipe ativada com sucesso',
  disabled: 'Equipe desativada com sucesso',
  deleted: 'Equipe excluída com sucesso',
  notFound: 'Equipe não encontrada.',
  emailSent: 'Email enviado',
  noAccount: 'A equipe não tem conta no app: não há senha a redefinir.',
  invalidDocument: 'CPF ou CNPJ inválido: confira os dígitos verificadores',
  invalidPhone: CUSTOMER_MSG.invalidPhone,
  cityNotInState: 'A cidade não pertence ao estado escolhido.',
  cityNotFound: 'Cidade não encontrada.',
  stateNotFound: 'Estado não encontrado.',
  nameTaken: 'Já existe uma equipe com este nome.',
  inUse: (n: number) => `Esta equipe tem ${n} ${n === 1 ? 'inscrição' : 'inscrições'} e não pode ser excluída. Desative-a.`,
} as const;

export const TEAMS_CSV = 'equipes.csv';
