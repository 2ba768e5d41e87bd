import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('painel '.repeat(400))});\n`;
const html = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<div></div>'.repeat(100)}</body></html>`;

// A built panel as vite.config.ts's precompress plugin leaves it: each text file with .br and .gz beside it.
function writeWithCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  writeWithCompressed(path.join(dist, 'index.html'), html);
  writeWithCompressed(path.join(dist, 'assets', 'app-abc123.js'), script);
  ctx = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('panel files and API answers go out compressed', () => {
  it('serves a hashed asset as its precompressed brotli (or gzip), immutable, varying on Accept-Encoding', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves index.html (any panel route) compressed and never cached stale; runtime-config.js never cached', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/events/list', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    const runtime = await ctx.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(runtime.headers['cache-control']).toBe('no-store');
  });

  it('compresses API JSON above 1 KiB and leaves small answers alone', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(doc.rawPayload).toString()).openapi).toBeTruthy();
    const small = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
