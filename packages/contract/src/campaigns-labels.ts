/** The zod-free part of campaigns (kinds, labels, texts, file names): list pages load it without zod (decision 0085). */

/** §4: a campaign is active or closed; `finished` is true once ended (PUT with finished ends or reactivates it). */
export const CAMPAIGN_STATUSES = ['active', 'closed'] as const;

export const CAMPAIGN_MSG = {
  created: 'Campanha criada com sucesso',
  updated: 'Campanha atualizada com sucesso',
  finished: 'Campanha encerrada com sucesso',
  activated: 'Campanha ativada com sucesso',
  notFound: 'Campanha não encontrada.',
  eventNotFound: 'Evento não encontrado.',
  eventTypeNotFound: 'Tipo de evento não encontrado.',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial',
} as const;
