/** The zod-free part of modalities (texts, file name): the list loads it without zod (decision 0085). */

export const MODALITY_MSG = {
  created: 'Modalidade criada com sucesso',
  edited: 'Modalidade editada com sucesso',
  deleted: 'Modalidade excluída com sucesso',
  restored: 'Modalidade restaurada com sucesso',
  notFound: 'Modalidade não encontrada.',
  nameTaken: 'Já existe uma modalidade com este nome.',
  typeNotFound: 'Tipo de modalidade não encontrado.',
} as const;

/** The CSV file name (§9: Portuguese names). */
export const MODALITIES_CSV = 'modalidades.csv';
