import { uploadedFileUrl, type UploadTicket } from '@backoffice/contract';
import { api } from './api-client';

/** A document upload that did not go through. */
export class DocumentUploadError extends Error {}

const TYPE_OF_EXTENSION: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
};

/**
 * Sends a spreadsheet (CSV or XLSX) through the upload flow (§7 Uploads): signed parameters from
 * `GET /v2/me/upload_params` for a document, then the multipart POST; resolves with the file's address (url + key).
 * The type is taken from the extension (browsers report CSV files inconsistently).
 */
export async function uploadDocument(file: File, failure: string): Promise<string> {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const contentType = TYPE_OF_EXTENSION[ext];
  if (!contentType) throw new DocumentUploadError('Envie um arquivo .csv ou .xlsx.');
  let ticket: UploadTicket | undefined;
  try {
    [ticket] = await api.get<UploadTicket[]>('/v2/me/upload_params', { quantity: 1, media_type: 'document', content_type: contentType });
  } catch {
    throw new DocumentUploadError(failure);
  }
  if (!ticket) throw new DocumentUploadError(failure);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  if (!('Content-Type' in ticket.fields)) form.append('Content-Type', contentType);
  form.append('file', new File([file], file.name, { type: contentType }));
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: 'POST', body: form });
  } catch {
    throw new DocumentUploadError(failure);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
    throw new DocumentUploadError(body?.errors?.[0]?.message ?? failure);
  }
  return uploadedFileUrl(ticket);
}
