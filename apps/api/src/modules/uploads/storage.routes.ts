import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MSG } from '@backoffice/contract';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-errors.ts';
import { EXTENSION_OF, familyTypes, sniffImageType, verifyLocalPolicy, type LocalPolicy } from './upload-policy.ts';

/** Keys the server hands out: lower-case folders, a uuid, an optional extension. Nothing else is ever read or written. */
const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9-]+)*\/[0-9a-f-]{36}(?:\.[a-z0-9]{2,5})?$/;
const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(Object.entries(EXTENSION_OF).map(([type, ext]) => [ext, type]));

const denied = (message = 'Envio não autorizado ou expirado. Solicite novos parâmetros de envio.') => new HttpError(403, message);
const bad = (message: string) => new HttpError(422, [{ field: 'file', message }]);

/**
 * Local object storage (the default when S3 is not configured): the target of the presigned POSTs handed out by
 * `GET /v2/me/upload_params`, and the files served back with their content type. Lives outside the API prefix, like
 * a bucket: the signed policy is the authorisation, not the session.
 */
const storageRoutes: FastifyPluginAsync = async (app) => {
  const root = path.join(app.config.DATA_DIR, 'uploads');
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 8 * 1024, parts: 21 } });

  app.post('/uploads', { schema: { hide: true }, bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'Envie o arquivo como multipart/form-data.');
    const fields: Record<string, string> = {};
    let stored = false;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname.toLowerCase()] = String(part.value);
        continue;
      }
      // The file must come last, after the fields that authorise it (as with S3).
      const policy = checkPolicy(fields);
      const declared = (fields['content-type'] ?? part.mimetype ?? '').toLowerCase();
      if (policy.type ? declared !== policy.type : !familyTypes(policy.family ?? 'image').includes(declared))
        throw bad(policy.family === 'image' || policy.type?.startsWith('image/') ? UPLOAD_MSG.notAnImage : 'Tipo de arquivo não aceito.');
      const target = path.join(root, ...policy.key.split('/'));
      await fs.mkdir(path.dirname(target), { recursive: true });
      // A ticket is good for one file: its key is never overwritten.
      if (await fs.access(target).then(() => true, () => false)) throw new HttpError(409, 'Este envio já foi usado. Solicite novos parâmetros de envio.');
      const temp = `${target}.${process.pid}.part`;
      let size = 0;
      let head = Buffer.alloc(0);
      part.file.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16)]);
      });
      try {
        await pipeline(part.file, createWriteStream(temp, { flags: 'wx' }));
        if (part.file.truncated || size > policy.max) throw bad(`O arquivo deve ter no máximo ${Math.floor(policy.max / 1024 / 1024)} MB.`);
        if (size === 0) throw bad('O arquivo está vazio.');
        if (declared.startsWith('image/') && sniffImageType(head) !== declared) throw bad(UPLOAD_MSG.notAnImage);
        await fs.writeFile(`${target}.type`, declared, { flag: 'w' });
        await fs.rename(temp, target);
        stored = true;
      } catch (error) {
        await fs.rm(temp, { force: true });
        if (error instanceof HttpError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw bad(`O arquivo deve ter no máximo ${Math.floor(policy.max / 1024 / 1024)} MB.`);
        throw error;
      }
    }
    if (!stored) throw bad('Nenhum arquivo enviado.');
    return reply.code(204).send();
  });

  function checkPolicy(fields: Record<string, string>): LocalPolicy {
    const policy = verifyLocalPolicy(app.config, fields.policy ?? '', fields['x-signature'] ?? '');
    if (!policy || policy.key !== fields.key || !KEY_PATTERN.test(policy.key)) throw denied();
    if (policy.exp * 1000 < Date.now()) throw denied('Os parâmetros de envio expiraram. Tente novamente.');
    return policy;
  }

  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!KEY_PATTERN.test(key)) throw new HttpError(404, 'Arquivo não encontrado.');
    const file = path.join(root, ...key.split('/'));
    let type: string;
    try {
      type = (await fs.readFile(`${file}.type`, 'utf8')).trim();
      await fs.access(file);
    } catch {
      throw new HttpError(404, 'Arquivo não encontrado.');
    }
    const ext = key.split('.').pop() ?? '';
    return reply
      .type(type || CONTENT_TYPE_OF_EXTENSION[ext] || 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', type.startsWith('image/') ? 'inline' : 'attachment')
      .send(createReadStream(file));
  });
};

export default storageRoutes;
