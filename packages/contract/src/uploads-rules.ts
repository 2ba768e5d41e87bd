/** The zod-free part of uploads (texts, accepted types, limits): the panel's inputs load it without zod (decision 0085). */

/** §5/§8 upload texts, word for word. */
export const UPLOAD_MSG = {
  notAnImage: 'Arquivo deve ser uma imagem',
  failed: 'Ocorreu um erro ao cadastrar sua imagem, tente novamente.',
  tooLarge: 'A imagem deve ter no máximo 10 MB.',
} as const;

/** Image types the platform accepts (SVG is left out: it can carry script). */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

/** Documents (results and athlete-number files, reports sent by staff). */
export const DOCUMENT_CONTENT_TYPES = [
  'text/csv',
  'application/pdf',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const UPLOAD_CONTENT_TYPES = [...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES] as const;

export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Largest file accepted (bytes) and how long a signed upload stays valid. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const UPLOAD_TTL_SECONDS = 15 * 60;

/** §5: the panel checks the type before sending; the server checks it again. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image');
}

/** The public address of an uploaded file. */
export function uploadedFileUrl(ticket: { url: string; fields: { key: string } }): string {
  return ticket.url + ticket.fields.key;
}
