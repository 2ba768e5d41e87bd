import { z } from 'zod';
import { idSchema } from './common.ts';

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

/** GET /v2/me/upload_params: `content_type` fixes the type; otherwise `media_type` (image by default) allows a family. */
export const uploadParamsQuery = z.object({
  quantity: z.coerce.number().int().min(1).max(20).default(1),
  content_type: z.enum(UPLOAD_CONTENT_TYPES).optional(),
  media_type: z.enum(['image', 'document']).default('image'),
});
export type UploadParamsQuery = z.infer<typeof uploadParamsQuery>;

/** One presigned POST: send `fields` (in order) and then the file as multipart to `url`; the file is then at url + key. */
export const uploadTicket = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()).and(z.object({ key: z.string() })),
  expires_at: z.string(),
  max_bytes: z.number().int(),
});
export type UploadTicket = z.infer<typeof uploadTicket>;

/** POST /v2/files/upload_links: one ticket per requested type (a content type or an extension such as "png"). */
export const uploadLinksBody = z.strictObject({
  file_types: z.array(z.string().trim().min(1).max(120)).min(1, 'Informe ao menos um tipo de arquivo').max(20),
  event_id: idSchema,
});
export type UploadLinksBody = z.infer<typeof uploadLinksBody>;

/** The public address of an uploaded file. */
export function uploadedFileUrl(ticket: Pick<UploadTicket, 'url' | 'fields'>): string {
  return ticket.url + ticket.fields.key;
}
