/** The zod-free part of ONGs (texts, labels, file names): list pages load it without zod (decision 0085). */

export const ONG_MSG = {
  created: 'ONG criada com sucesso',
  edited: 'ONG editada com sucesso',
  deleted: 'ONG excluída com sucesso',
  notFound: 'ONG não encontrada.',
  nameTaken: 'Já existe uma ONG com este nome.',
  cnpjTaken: 'Já existe uma ONG com este CNPJ.',
  stateNotFound: 'Estado não encontrado.',
  inUse: (n: number) => `Esta ONG está em ${n} ${n === 1 ? 'evento' : 'eventos'} e não pode ser excluída. Remova-a dos eventos ou desative-a.`,
} as const;
