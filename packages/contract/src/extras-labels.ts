/** The zod-free part of extras (texts, labels, file names): list pages load it without zod (decision 0085). */

export const EXTRA_MSG = {
  created: 'Extra criado com sucesso',
  edited: 'Extra editado com sucesso',
  deleted: 'Extra excluído com sucesso',
  restored: 'Extra restaurado com sucesso',
  notFound: 'Extra não encontrado.',
  nameTaken: 'Já existe um extra com este nome.',
} as const;
