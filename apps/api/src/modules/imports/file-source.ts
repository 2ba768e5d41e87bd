import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { invalid } from '../../lib/http-errors.ts';
import { MAX_FILE_BYTES } from './table-reader.ts';

/** Keys the upload flow hands out (modules/uploads): lower-case folders, a uuid, an optional extension. */
const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9-]+)*\/[0-9a-f-]{36}(?:\.[a-z0-9]{2,5})?$/;

/**
 * The bytes of a file sent through the upload flow (GET /v2/me/upload_params + POST). Only files in the platform's own
 * storage are read — local `/uploads/<key>` or the configured S3 bucket — never an arbitrary URL (no SSRF).
 */
export async function readUploadedFile(config: Config, url: string, field: string): Promise<Buffer> {
  let parsed: URL;
  try {
    parsed = new URL(url, config.PUBLIC_URL);
  } catch {
    throw invalid(field, 'Endereço de arquivo inválido.');
  }
  const s3Base = config.S3_PUBLIC_URL ?? (config.S3_BUCKET ? (config.S3_ENDPOINT ? `${config.S3_ENDPOINT.replace(/\/$/, '')}/${config.S3_BUCKET}/` : `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com/`) : null);
  if (s3Base && parsed.href.startsWith(s3Base)) {
    const key = decodeURIComponent(parsed.href.slice(s3Base.length).split('?')[0]!);
    if (!KEY_PATTERN.test(key)) throw invalid(field, 'Arquivo não encontrado. Envie o arquivo novamente.');
    const res = await fetch(parsed.href);
    if (!res.ok) throw invalid(field, 'Arquivo não encontrado. Envie o arquivo novamente.');
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_FILE_BYTES) throw invalid(field, 'O arquivo deve ter no máximo 10 MB.');
    return body;
  }
  const match = /^\/uploads\/(.+)$/.exec(parsed.pathname);
  const key = match ? decodeURIComponent(match[1]!) : '';
  if (!KEY_PATTERN.test(key)) throw invalid(field, 'O arquivo deve ser enviado pelo envio de arquivos do painel.');
  const file = path.join(config.DATA_DIR, 'uploads', ...key.split('/'));
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw invalid(field, 'Arquivo não encontrado. Envie o arquivo novamente.');
  if (stat.size > MAX_FILE_BYTES) throw invalid(field, 'O arquivo deve ter no máximo 10 MB.');
  return fs.readFile(file);
}
