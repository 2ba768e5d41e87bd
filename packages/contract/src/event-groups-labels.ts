/** The zod-free part of event groups (texts, labels, file names): list pages load it without zod (decision 0085). */

/** §8 texts, word for word. */
export const EVENT_GROUP_MSG = {
  created: 'Grupo de eventos criado com sucesso',
  edited: 'Grupo de eventos editado com sucesso',
  updated: 'Grupo de eventos atualizado com sucesso',
  deleted: 'Grupo de eventos excluido com sucesso',
  notFound: 'Grupo de eventos não encontrado.',
  nameTaken: 'Já existe um grupo de eventos com este nome.',
  eventsNotFound: (ids: number[]) => `Evento não encontrado: ${ids.join(', ')}`,
} as const;
