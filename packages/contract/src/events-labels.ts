/**
 * The events area's texts, labels and fixed values, without schemas: what a list page or the shell needs loads no zod
 * (`@backoffice/contract/constants`, decision 0085). `events.ts` re-exports them beside its schemas.
 */
/** §8 event texts, word for word, plus the ones this area adds. */
export const EVENT_MSG = {
  created: 'Evento criado com sucesso',
  edited: 'Evento editado com sucesso',
  deleted: 'Evento excluído com sucesso',
  duplicated: 'Evento duplicado com sucesso',
  finished: 'Evento finalizado com sucesso',
  enabled: 'Evento ativado com sucesso',
  disabled: 'Evento desativado com sucesso',
  subscriptionsBlocked: 'Inscrições bloqueadas com sucesso',
  subscriptionsEnabled: 'Inscrições ativadas com sucesso',
  modalityEnabled: 'Modalidade ativada com sucesso',
  modalityDisabled: 'Modalidade desativada com sucesso',
  occurrenceRemoved: 'Ocorrência removida com sucesso',
  notFound: 'Evento não encontrado.',
  hasPaidSubscriptions: 'Este evento tem inscrições pagas e não pode ser excluído. Finalize o evento em vez de excluí-lo.',
  finishedCannotChange: 'Este evento está finalizado e não pode mais ser alterado.',
  alreadyFinished: 'Este evento já está finalizado.',
} as const;

/** §9 kit sizes. */
export const KIT_SIZES = ['bl', 'g', 'gg', 'm', 'p'] as const;
export type KitSize = (typeof KIT_SIZES)[number];
export const EVENT_KIT_SIZE_LABELS: Record<KitSize, string> = { bl: 'BL (baby look)', g: 'G', gg: 'GG', m: 'M', p: 'P' };

/** §3: the event type whose events have hours (and take donations). */
export const SPECIAL_EVENT_TYPE_ID = 0;
/** §3: the platform's own companies, never offered in the select. */
export const HIDDEN_COMPANY_IDS = [1, 2] as const;

export const EVENT_TIMES = ['future', 'past', 'all'] as const;
export const EVENT_TIME_LABELS: Record<(typeof EVENT_TIMES)[number], string> = { future: 'Próximos', past: 'Passados', all: 'Todos' };
/** Where an event comes from: created by staff here, or a trainer's activity (decision 0012). */
export const EVENT_ORIGINS = ['backoffice', 'trainer'] as const;
export const EVENT_ORIGIN_LABELS: Record<(typeof EVENT_ORIGINS)[number], string> = { backoffice: 'Backoffice', trainer: 'Treinador' };
/** List status filter: the enabled/disabled flag, or finished events. */
export const EVENT_LIST_STATUSES = ['enabled', 'disabled', 'finished', 'subscriptions_blocked'] as const;
export const EVENT_LIST_STATUS_LABELS: Record<(typeof EVENT_LIST_STATUSES)[number], string> = {
  enabled: 'Ativo',
  disabled: 'Inativo',
  finished: 'Finalizado',
  subscriptions_blocked: 'Inscrições bloqueadas',
};
export const DAYS_OF_WEEK_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;
/** §3 payment partner banks with discount settings. */
export const PARTNER_BANKS = ['porto_bank', 'santander'] as const;
export const PARTNER_BANK_LABELS: Record<(typeof PARTNER_BANKS)[number], string> = { porto_bank: 'Porto Bank', santander: 'Santander' };

/** Header with the count of upcoming events (§7). */
export const UPCOMING_EVENTS_COUNT_HEADER = 'upcoming-events-count';
export const EVENTS_CSV_FILE = 'eventos.csv';
