import { IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MSG, isImageFile, uploadedFileUrl } from '@backoffice/contract/constants';
import type { UploadTicket } from '@backoffice/contract';
import { api } from './api-client';

/** An upload that did not go through; `message` is the pt-BR text to show (§8). */
export class UploadError extends Error {}

/**
 * Sends an image the S3 way (§7 Uploads): signed parameters from `GET /v2/me/upload_params`, then a multipart POST of
 * the fields and the file to `url`; resolves with the image address (url + key). §5: a non-image is refused before
 * anything is sent.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!isImageFile(file)) throw new UploadError(UPLOAD_MSG.notAnImage);
  // Checked before sending: a 20 MB photo is refused at once, naming the limit, not after the whole upload.
  if (file.size > UPLOAD_MAX_BYTES) throw new UploadError(UPLOAD_MSG.tooLarge);
  const known = (IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type);
  let ticket: UploadTicket | undefined;
  try {
    [ticket] = await api.get<UploadTicket[]>('/v2/me/upload_params', { quantity: 1, media_type: 'image', ...(known ? { content_type: file.type } : {}) });
  } catch {
    throw new UploadError(UPLOAD_MSG.failed);
  }
  if (!ticket) throw new UploadError(UPLOAD_MSG.failed);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  if (!('Content-Type' in ticket.fields)) form.append('Content-Type', file.type);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new UploadError(UPLOAD_MSG.failed);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
    throw new UploadError(body?.errors?.[0]?.message === UPLOAD_MSG.notAnImage ? UPLOAD_MSG.notAnImage : UPLOAD_MSG.failed);
  }
  return uploadedFileUrl(ticket);
}
