/** The zod-free part of sponsors (texts, labels, file names): list pages load it without zod (decision 0085). */

export const SPONSOR_MSG = {
  created: 'Patrocinador criado com sucesso',
  edited: 'Patrocinador editado com sucesso',
  deleted: 'Patrocinador excluído com sucesso',
  notFound: 'Patrocinador não encontrado.',
  nameTaken: 'Já existe um patrocinador com este nome.',
  typeNotFound: 'Tipo de patrocínio não encontrado.',
  inUse: (n: number) =>
    `Este patrocinador está em ${n} ${n === 1 ? 'evento' : 'eventos'} e não pode ser excluído. Remova-o dos eventos ou desative-o.`,
} as const;
