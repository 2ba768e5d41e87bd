/** The zod-free part of banners (kinds, labels, texts, file names): list pages load it without zod (decision 0085). */

/** Recommended image for the app's home carousel (3:1). */
export const BANNER_IMAGE = { width: 1200, height: 400, ratio: 3 } as const;

export const BANNER_MSG = {
  created: 'Banner criado com sucesso',
  updated: 'Banner atualizado com sucesso',
  enabled: 'Banner ativado com sucesso',
  disabled: 'Banner desativado com sucesso',
  deleted: 'Banner excluido com sucesso',
  notFound: 'Banner não encontrado.',
  eventNotFound: 'Evento não encontrado.',
  periodOrder: 'A data final deve ser igual ou posterior à data inicial',
  imageRequired: 'Envie a imagem do banner',
} as const;
