import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('painel '.repeat(400))});\n`;
const html = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div>${'<div></div>'.repeat(100)}</body></html>`;

// What the panel's build lists for its routed pages: the chunks each needs beyond the entry (and the signed-in shell).
const pageModules = [
  { path: '/sign_in', signedIn: false, modules: ['/assets/SignInPage-s1.js', '/assets/form-f1.js', '/assets/form-f2.css'], shell: '<div data-static-shell><h1>Backoffice</h1></div>' },
  { path: '/forgot_password', signedIn: false, modules: [], shell: '<div data-static-shell><h1>Esqueci</h1></div>' },
  { path: '/events/list', signedIn: true, modules: [] },
  { path: '/events/new', signedIn: true, modules: ['/assets/EventNewPage-n1.js'] },
  { path: '/events/:id/edit', signedIn: true, modules: ['/assets/EventEditPage-e1.js', '/assets/form-f1.js'] },
  { path: '/events/:id/show', signedIn: true, modules: ['/assets/EventShowPage-w1.js'] },
];

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
  fs.writeFileSync(path.join(dist, 'page-modules.json'), JSON.stringify(pageModules));
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

describe('the HTML of a routed page names its chunks so they download beside the entry', () => {
  it('signed-in pages: a meta tag for the preload script (it adds them only with a session), compressed, never cached', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/events/42/edit', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(String(page.headers.vary)).toContain('accept-encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    const body = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(body).toContain('<meta name="backoffice-page-modules" content="/assets/EventEditPage-e1.js /assets/form-f1.js" /></head>');
    expect(body).not.toContain('modulepreload');
    expect(body.replace(/<meta name="backoffice-page-modules"[^>]*>/, '')).toBe(html);
    // a trailing slash matches as it does in the router; the fixed /events/new is not taken for /events/:id/…
    const slash = await ctx.app.inject({ method: 'GET', url: '/events/42/edit/?tab=lotes', headers: { 'accept-encoding': 'gzip' } });
    expect(slash.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(slash.rawPayload).toString()).toContain('EventEditPage-e1.js');
    const created = await ctx.app.inject({ method: 'GET', url: '/events/new' });
    expect(created.headers['content-encoding']).toBeUndefined();
    expect(created.body).toContain('content="/assets/EventNewPage-n1.js"');
  });

  it('public pages: modulepreload links, like those of the entry', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/sign_in', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    const body = zlib.gunzipSync(page.rawPayload).toString();
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/SignInPage-s1.js" /><link rel="modulepreload" crossorigin href="/assets/form-f1.js" /><link rel="preload" as="style" crossorigin href="/assets/form-f2.css" /></head>');
    expect(body).not.toContain('backoffice-page-modules');
    // its static first paint, in #root
    expect(body).toContain('<div id="root"><div data-static-shell><h1>Backoffice</h1></div></div>');
    const onlyShell = await ctx.app.inject({ method: 'GET', url: '/forgot_password' });
    expect(onlyShell.body).toBe(html.replace('<div id="root"></div>', '<div id="root"><div data-static-shell><h1>Esqueci</h1></div></div>'));
  });

  it('pages with nothing of their own to load, and paths no route matches, get index.html as built', async () => {
    for (const url of ['/events/list', '/events/42/edit/extra', '/eventos', '/events/42']) {
      const page = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(zlib.brotliDecompressSync(page.rawPayload).toString(), url).toBe(html);
    }
  });

  it('a rebuild while the server runs is served from the next request on', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/events/42/show' });
    expect(before.body).toContain('EventShowPage-w1.js');
    const rebuilt = html.replace('app-abc123', 'app-def456');
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);
    fs.writeFileSync(path.join(dist, 'page-modules.json'), JSON.stringify([{ path: '/events/:id/show', signedIn: true, modules: ['/assets/EventShowPage-w2.js'] }]));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    const after = await ctx.app.inject({ method: 'GET', url: '/events/42/show' });
    expect(after.body).toContain('/assets/app-def456.js');
    expect(after.body).toContain('content="/assets/EventShowPage-w2.js"');
    // the rebuild's own files, written after the server started, go out as the first build's did
    writeWithCompressed(path.join(dist, 'assets', 'app-def456.js'), script);
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br' } });
    expect([asset.statusCode, asset.headers['content-encoding'], asset.headers['cache-control']]).toEqual([200, 'br', 'public, max-age=31536000, immutable']);
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
  });

  it('answers 404 for an asset no build has (never index.html, which a browser would refuse as a script)', async () => {
    for (const url of ['/assets/does-not-exist-0000.js', '/assets/nested/missing-1111.css']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
    }
  });
});
