import { z } from 'zod';
import { idSchema } from './common.ts';
import { UPLOAD_CONTENT_TYPES } from './uploads-rules.ts';
export * from './uploads-rules.ts';

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
