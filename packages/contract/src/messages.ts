/** §8 texts, word for word (including the old panel's typos where the spec keeps them). */
export const MSG = {
  invalidCredentials: 'Credenciais inválidas.',
  invalidCredentialsTitle: 'Falha na Autenticação',
  sessionExpired: 'Credenciais inválidas',
  invalidJwt: 'JWT inválido',
  unavailable: 'Operação indisponível',
  unexpected: 'Ocorreu um erro inesperado',
  unexpectedRetry: 'Ocorreu um erro inesperado. Tente novamente.',
  listErrorTitle: 'Erro',
  listError: 'Ocorreu um erro, tente novamente mais tarde.',
  genericError: 'Ocorreu um erro',
  genericErrorTitle: 'Ocorreu um Erro',
  failure: 'Falha',
  passwordChangeFailed: 'Falha na alteração',
  emailSent: 'Email enviado',
  passwordChanged: 'Senha alterada com sucesso.',
  reportNotReady: 'Relatório ainda não está disnponível para download.',
  notFoundPage: 'This page could not be found',
  forbidden: 'Você não tem permissão para realizar esta ação.',
  notFound: 'Registro não encontrado.',
  routeNotFound: 'Rota não encontrada.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  accountLocked: 'Conta bloqueada temporariamente por excesso de tentativas. Tente novamente em alguns minutos.',
  invalidTwoFactorCode: 'Código de verificação inválido.',
  twoFactorExpired: 'A verificação expirou. Entre novamente.',
  invalidResetLink: 'Link inválido ou expirado. Solicite um novo.',
  passwordsDiffer: 'As senhas não conferem.',
  conflict: 'Este registro foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
  userCreated: 'Usuário criado com sucesso',
  userEdited: 'Usuário editado com sucesso',
  userEnabled: 'Usuário ativado com sucesso',
  userDisabled: 'Usuário desativado com sucesso',
  userDeleted: 'Usuário excluído com sucesso',
  userInvited: 'Convite enviado com sucesso',
  userTwoFactorCleared: 'Autenticação em dois fatores desativada com sucesso',
  profileCreated: 'Perfil criado com sucesso',
  profileEdited: 'Perfil editado com sucesso',
  profileDeleted: 'Perfil excluído com sucesso',
  twoFactorEnabled: 'Autenticação em dois fatores ativada com sucesso',
  twoFactorDisabled: 'Autenticação em dois fatores desativada com sucesso',
} as const;

/** Confirmation modal texts (§9). */
export const MODAL = {
  enable: 'Sim, habilitar',
  disable: 'Sim, desabilitar',
  delete: 'Sim, deletar',
  ok: 'OK',
  cancel: 'Cancelar',
} as const;

/** §9 constants. */
export const NOTIFICATION_DURATION_MS = 8000;
export const MODAL_WIDTH_PX = 440;
export const PHONE_DEFAULT_COUNTRY_CODE = '55';
export const MONEY_MAX_DIGITS = 11;
/** §8 sign-in failure code. */
export const INVALID_CREDENTIALS_CODE = 4001;
