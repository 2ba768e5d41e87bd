import { createHmac } from 'node:crypto';
import { UPLOAD_MSG, UPLOAD_MAX_BYTES, uploadedFileUrl, type UploadTicket } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { events } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { createTicket, s3PostSignature, signLocalPolicy } from './upload-policy.ts';

let ctx: TestContext;
let master: Awaited<ReturnType<typeof actor>>;
let plain: Awaited<ReturnType<typeof actor>>;
let eventId: number;

// 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: `/tmp/uploads-test-${process.pid}-${Date.now()}`, PUBLIC_URL: 'http://painel.teste' });
  master = await actor(ctx, 'Master');
  plain = await actor(ctx, [['update', 'sponsors']]);
  const [row] = await ctx.database.db.insert(events).values({ name: 'Evento com fotos', slug: `evento-fotos-${Date.now()}` }).returning({ id: events.id });
  eventId = row!.id;
});
afterAll(() => ctx.close());

/** A multipart body: the fields in order, then the file (as a browser's FormData sends it). */
function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer } | null) {
  const boundary = `----teste${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function ticket(query = 'quantity=1'): Promise<UploadTicket> {
  const res = await call(ctx, plain.access_token, { method: 'GET', url: `/api/v2/me/upload_params?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json()[0];
}

function postTo(t: UploadTicket, fields: Record<string, string>, file: { name: string; type: string; data: Buffer } | null) {
  const url = new URL(t.url, 'http://any.host').pathname;
  return ctx.app.inject({ method: 'POST', url, ...multipart(fields, file) });
}

describe('GET /v2/me/upload_params', () => {
  it('hands tickets only to profiles that can save a form taking a file', async () => {
    const reader = await actor(ctx, [['index', 'events'], ['index', 'sponsors']]);
    expect((await call(ctx, reader.access_token, { method: 'GET', url: '/api/v2/me/upload_params?quantity=1' })).statusCode).toBe(403);
    const importer = await actor(ctx, [['import_results', 'events']]);
    expect((await call(ctx, importer.access_token, { method: 'GET', url: '/api/v2/me/upload_params?quantity=1&media_type=document' })).statusCode).toBe(200);
  });

  // banner and campaign images, tournament regulations and photos, the beach-tennis spreadsheet (decision 0026)
  it.each([
    ['create', 'banners'],
    ['update', 'banners'],
    ['create', 'campaigns'],
    ['update', 'campaigns'],
    ['create', 'tournaments'],
    ['update', 'tournaments'],
    ['create', 'beach tennis'],
  ] as [string, string][])('hands tickets to a profile that can only %s %s', async (action, resource) => {
    const only = await actor(ctx, [[action, resource]]);
    expect((await call(ctx, only.access_token, { method: 'GET', url: '/api/v2/me/upload_params?quantity=1' })).statusCode).toBe(200);
  });

  it('still refuses a profile that reads those areas but saves no form taking a file', async () => {
    const reader = await actor(ctx, [['index', 'banners'], ['index', 'campaigns'], ['index', 'tournaments'], ['index', 'beach tennis'], ['destroy', 'banners'], ['finish', 'campaigns']]);
    expect((await call(ctx, reader.access_token, { method: 'GET', url: '/api/v2/me/upload_params?quantity=1' })).statusCode).toBe(403);
  });

  it('answers signed POST parameters with a server-chosen key, for any signed-in user', async () => {
    const res = await call(ctx, plain.access_token, { method: 'GET', url: '/api/v2/me/upload_params?quantity=3&content_type=image/png' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as UploadTicket[];
    expect(list).toHaveLength(3);
    // Same-origin: the panel may be opened at any address (issue 11), whatever PUBLIC_URL says.
    expect(list[0]!.url).toBe('/uploads/');
    expect(list[0]!.fields.key).toMatch(/^images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(new Set(list.map((t) => t.fields.key)).size).toBe(3);
    expect(list[0]!.fields).toHaveProperty('policy');
    expect(list[0]!.max_bytes).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses an unknown content type or quantity with 422, and anonymous callers with 401', async () => {
    expect((await call(ctx, plain.access_token, { method: 'GET', url: '/api/v2/me/upload_params?content_type=image/svg%2Bxml' })).statusCode).toBe(422);
    expect((await call(ctx, plain.access_token, { method: 'GET', url: '/api/v2/me/upload_params?quantity=0' })).statusCode).toBe(422);
    expect((await call(ctx, null, { method: 'GET', url: '/api/v2/me/upload_params' })).statusCode).toBe(401);
  });
});

describe('POST /uploads (local storage)', () => {
  it('stores an image and serves it back at url + key with its content type', async () => {
    const t = await ticket();
    const res = await postTo(t, t.fields, { name: 'foto.png', type: 'image/png', data: PNG });
    expect(res.statusCode).toBe(204);
    const fileUrl = uploadedFileUrl(t);
    const got = await ctx.app.inject({ method: 'GET', url: fileUrl });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    // The same key cannot be written twice.
    expect((await postTo(t, t.fields, { name: 'foto.png', type: 'image/png', data: PNG })).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses a non-image, or bytes that are not the declared image, with the §5 message', async () => {
    const t = await ticket();
    const text = await postTo(t, t.fields, { name: 'nota.txt', type: 'text/plain', data: Buffer.from('olá') });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0].message).toBe(UPLOAD_MSG.notAnImage);
    const fake = await postTo(t, { ...t.fields, 'Content-Type': 'image/png' }, { name: 'falsa.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors[0].message).toBe(UPLOAD_MSG.notAnImage);
    expect((await ctx.app.inject({ method: 'GET', url: uploadedFileUrl(t) })).statusCode).toBe(404);
  });

  it('refuses a forged, altered or expired policy with 403', async () => {
    const t = await ticket();
    const otherKey = await postTo(t, { ...t.fields, key: 'images/2026/01/00000000-0000-0000-0000-000000000000.png' }, { name: 'a.png', type: 'image/png', data: PNG });
    expect(otherKey.statusCode).toBe(403);
    const forged = await postTo(t, { ...t.fields, 'x-signature': '00'.repeat(32) }, { name: 'a.png', type: 'image/png', data: PNG });
    expect(forged.statusCode).toBe(403);
    const expired = signLocalPolicy(ctx.config, { key: t.fields.key, exp: Math.floor(Date.now() / 1000) - 1, family: 'image', max: 100 });
    const late = await postTo(t, { key: t.fields.key, policy: expired.policy, 'x-signature': expired.signature }, { name: 'a.png', type: 'image/png', data: PNG });
    expect(late.statusCode).toBe(403);
    expect(late.json().errors[0].message).toMatch(/expiraram/);
  });

  it('enforces the size in the policy', async () => {
    const t = await ticket();
    const small = signLocalPolicy(ctx.config, { key: t.fields.key, exp: Math.floor(Date.now() / 1000) + 60, family: 'image', max: 10 });
    const res = await postTo(t, { key: t.fields.key, policy: small.policy, 'x-signature': small.signature }, { name: 'a.png', type: 'image/png', data: PNG });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toMatch(/no máximo/);
  });

  it('answers 404 for a key that does not exist or is not a key', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/images/2026/01/00000000-0000-0000-0000-000000000000.png' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('POST /v2/files/upload_links', () => {
  it('answers one ticket per file type under the event folder', async () => {
    const res = await call(ctx, master.access_token, { method: 'POST', url: '/api/v2/files/upload_links', payload: { file_types: ['png', 'image/jpeg', 'csv'], event_id: eventId } });
    expect(res.statusCode).toBe(200);
    const keys = (res.json() as UploadTicket[]).map((t) => t.fields.key);
    expect(keys[0]).toMatch(new RegExp(`^events/${eventId}/.*\\.png$`));
    expect(keys[1]).toMatch(/\.jpg$/);
    expect(keys[2]).toMatch(/\.csv$/);
  });

  it('answers 422 for an unknown type, 404 for an unknown event, 403 without permission', async () => {
    const bad = await call(ctx, master.access_token, { method: 'POST', url: '/api/v2/files/upload_links', payload: { file_types: ['exe'], event_id: eventId } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('file_types.0');
    expect((await call(ctx, master.access_token, { method: 'POST', url: '/api/v2/files/upload_links', payload: { file_types: ['png'], event_id: 999999 } })).statusCode).toBe(404);
    expect((await call(ctx, plain.access_token, { method: 'POST', url: '/api/v2/files/upload_links', payload: { file_types: ['png'], event_id: eventId } })).statusCode).toBe(403);
  });
});

describe('S3 mode', () => {
  it('produces a SigV4 POST policy for the bucket', () => {
    const config = loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'segredo' });
    const now = new Date('2026-11-21T10:00:00Z');
    const t = createTicket(config, { folder: 'images', contentType: 'image/png', family: 'image' }, now);
    expect(t.url).toBe('https://fotos.s3.sa-east-1.amazonaws.com/');
    expect(t.fields['x-amz-credential']).toBe('AKIDEXAMPLE/20261121/sa-east-1/s3/aws4_request');
    expect(t.fields['x-amz-date']).toBe('20261121T100000Z');
    const policy = JSON.parse(Buffer.from(t.fields.policy!, 'base64').toString());
    expect(policy.expiration).toBe('2026-11-21T10:15:00.000Z');
    expect(policy.conditions).toContainEqual({ bucket: 'fotos' });
    expect(policy.conditions).toContainEqual({ key: t.fields.key });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'image/png' });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, UPLOAD_MAX_BYTES]);
    expect(t.fields['x-amz-signature']).toBe(s3PostSignature('segredo', '20261121', 'sa-east-1', t.fields.policy!));
    const custom = createTicket(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'fotos', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }), { folder: 'images', family: 'image' }, now);
    expect(custom.url).toBe('http://minio:9000/fotos/');
  });

  it('derives the signing key as AWS documents it', () => {
    // AWS "Examples of how to derive a signing key for Signature Version 4" (service iam) — same chain with service s3:
    // recomputed here independently so a change in the chain is caught.
    const h = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();
    const key = h(h(h(h('AWS4secret', '20261121'), 'us-east-1'), 's3'), 'aws4_request');
    expect(s3PostSignature('secret', '20261121', 'us-east-1', 'cG9saWN5')).toBe(createHmac('sha256', key).update('cG9saWN5').digest('hex'));
  });
});

describe('local upload address', () => {
  it('follows an API served from another origin (PUBLIC_API_BASE_URL absolute), and is same-origin otherwise', async () => {
    const { localUploadsUrl } = await import('./upload-policy.ts');
    const base = loadConfig({ DATA_DIR: '/tmp/x', PUBLIC_URL: 'http://localhost:3000' });
    expect(localUploadsUrl(base)).toBe('/uploads/');
    expect(localUploadsUrl({ ...base, PUBLIC_API_BASE_URL: 'https://api.exemplo.com.br/api' })).toBe('https://api.exemplo.com.br/uploads/');
  });
});

describe('migration uploads-same-origin: stored loopback upload addresses become same-origin', () => {
  it('rewrites http://localhost:port/uploads/… in text and jsonb photo columns, and leaves other addresses alone', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const { sql, eq } = await import('drizzle-orm');
    const { MIGRATIONS_DIR } = await import('../../db/client.ts');
    const file = fs.readdirSync(MIGRATIONS_DIR).find((f) => f.endsWith('_uploads-same-origin.sql'))!;
    const key = 'images/2026/01/00000000-0000-0000-0000-0000000000aa.png';
    const [row] = await ctx.database.db
      .insert(events)
      .values({
        name: 'Evento com endereço antigo',
        slug: `evento-endereco-${Date.now()}`,
        photoUrl: `http://localhost:3917/uploads/${key}`,
        pathPhotos: [`http://127.0.0.1:3000/uploads/${key}`, 'https://cdn.exemplo.com.br/uploads/x.png'],
      })
      .returning({ id: events.id });
    await ctx.database.db.execute(sql.raw(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')));
    const [after] = await ctx.database.db.select({ photoUrl: events.photoUrl, pathPhotos: events.pathPhotos }).from(events).where(eq(events.id, row!.id));
    expect(after!.photoUrl).toBe(`/uploads/${key}`);
    expect(after!.pathPhotos).toEqual([`/uploads/${key}`, 'https://cdn.exemplo.com.br/uploads/x.png']);
  });
});
