import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES, UPLOAD_MAX_BYTES, UPLOAD_TTL_SECONDS, type UploadContentType, type UploadTicket } from '@backoffice/contract';
import type { Config } from '../../config.ts';

/**
 * Presigned POST uploads (§7 Uploads), shaped like S3's: the API hands out `{ url, fields }`, the browser POSTs the
 * fields and the file as multipart to `url`, and the file is then served at `url + key`.
 *  - Local storage (default): `url` is this server's `/uploads/`; the policy is a base64url JSON signed with an HMAC
 *    derived from JWT_SECRET; `POST /uploads/` checks signature, expiry, key, content type and size.
 *  - S3 (S3_BUCKET + keys set): a real AWS Signature V4 POST policy that S3 itself enforces.
 */

export const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'text/csv': 'csv',
  'application/pdf': 'pdf',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
const TYPE_OF_EXTENSION: Record<string, UploadContentType> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([type, ext]) => [ext, type as UploadContentType]),
);
TYPE_OF_EXTENSION.jpeg = 'image/jpeg';

/** "png", ".png", "image/png" → "image/png"; null when the type is not accepted. */
export function contentTypeOf(fileType: string): UploadContentType | null {
  const t = fileType.trim().toLowerCase().replace(/^\./, '');
  if (t in EXTENSION_OF) return t as UploadContentType;
  return TYPE_OF_EXTENSION[t] ?? null;
}

/** What a signed policy allows: one key, an exact content type or a family (by prefix), a size range, an expiry. */
export type LocalPolicy = { key: string; exp: number; type?: string; family?: 'image' | 'document'; max: number };

export type Family = 'image' | 'document';
export function familyTypes(family: Family): readonly string[] {
  return family === 'image' ? IMAGE_CONTENT_TYPES : DOCUMENT_CONTENT_TYPES;
}

/** A server-chosen key: `<folder>/<yyyy>/<mm>/<uuid>[.ext]` (never anything the caller typed). */
export function newKey(folder: string, contentType?: string, now = new Date()): string {
  const ext = contentType ? EXTENSION_OF[contentType] : undefined;
  const yyyy = String(now.getUTCFullYear());
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${yyyy}/${mm}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

function localSecret(config: Config): Buffer {
  return createHmac('sha256', config.JWT_SECRET).update('upload-policy-v1').digest();
}

export function signLocalPolicy(config: Config, policy: LocalPolicy): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
  return { policy: encoded, signature: createHmac('sha256', localSecret(config)).update(encoded).digest('hex') };
}

/** The policy when the signature is ours; null otherwise (expiry is checked by the caller, to say which failed). */
export function verifyLocalPolicy(config: Config, encoded: string, signature: string): LocalPolicy | null {
  const expected = createHmac('sha256', localSecret(config)).update(encoded).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LocalPolicy;
  } catch {
    return null;
  }
}

export function usesS3(config: Config): boolean {
  return Boolean(config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);
}

/** The bucket's POST address: path style on a custom endpoint, virtual-hosted style on AWS. */
export function s3BucketUrl(config: Config): string {
  const bucket = config.S3_BUCKET!;
  if (config.S3_ENDPOINT) return `${config.S3_ENDPOINT.replace(/\/$/, '')}/${bucket}/`;
  return `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com/`;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** AWS SigV4 for a POST policy: the string to sign is the base64 policy itself. */
export function s3PostSignature(secret: string, date: string, region: string, policyBase64: string): string {
  const kDate = hmac(`AWS4${secret}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, 's3');
  const kSigning = hmac(kService, 'aws4_request');
  return createHmac('sha256', kSigning).update(policyBase64).digest('hex');
}

export type TicketRequest = { folder: string; contentType?: string; family: Family };

/** One presigned POST, local or S3 according to the settings. */
export function createTicket(config: Config, req: TicketRequest, now = new Date()): UploadTicket {
  const key = newKey(req.folder, req.contentType, now);
  const expires = new Date(now.getTime() + UPLOAD_TTL_SECONDS * 1000);
  if (usesS3(config)) {
    const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const date = amzDate.slice(0, 8);
    const credential = `${config.S3_ACCESS_KEY_ID}/${date}/${config.S3_REGION}/s3/aws4_request`;
    const typeCondition = req.contentType ? { 'Content-Type': req.contentType } : ['starts-with', '$Content-Type', req.family === 'image' ? 'image/' : ''];
    const policy = {
      expiration: expires.toISOString(),
      conditions: [
        { bucket: config.S3_BUCKET },
        { key },
        typeCondition,
        ['content-length-range', 1, UPLOAD_MAX_BYTES],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': credential },
        { 'x-amz-date': amzDate },
      ],
    };
    const policyBase64 = Buffer.from(JSON.stringify(policy)).toString('base64');
    const fields: Record<string, string> = {
      key,
      ...(req.contentType ? { 'Content-Type': req.contentType } : {}),
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': credential,
      'x-amz-date': amzDate,
      policy: policyBase64,
      'x-amz-signature': s3PostSignature(config.S3_SECRET_ACCESS_KEY!, date, config.S3_REGION, policyBase64),
    };
    return { url: s3BucketUrl(config), fields: fields as UploadTicket['fields'], expires_at: expires.toISOString(), max_bytes: UPLOAD_MAX_BYTES };
  }
  const { policy, signature } = signLocalPolicy(config, {
    key,
    exp: Math.floor(expires.getTime() / 1000),
    ...(req.contentType ? { type: req.contentType } : { family: req.family }),
    max: UPLOAD_MAX_BYTES,
  });
  const fields: Record<string, string> = { key, ...(req.contentType ? { 'Content-Type': req.contentType } : {}), policy, 'x-signature': signature };
  return { url: localUploadsUrl(config), fields: fields as UploadTicket['fields'], expires_at: expires.toISOString(), max_bytes: UPLOAD_MAX_BYTES };
}

/**
 * Where local uploads go and are served from: same-origin `/uploads/` (so the panel works at any address it is opened
 * on and stored images never carry a host name), or the API's own origin when PUBLIC_API_BASE_URL puts it elsewhere.
 */
export function localUploadsUrl(config: Config): string {
  const base = config.PUBLIC_API_BASE_URL;
  return /^https?:\/\//i.test(base) ? `${new URL(base).origin}/uploads/` : '/uploads/';
}

/** Magic numbers of the accepted images: the declared type must match what the bytes are. */
export function sniffImageType(head: Buffer): string | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (head.length >= 12 && head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(head.subarray(8, 12).toString('latin1'))) return 'image/avif';
  return null;
}
