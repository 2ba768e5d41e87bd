import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@backoffice/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { DEFAULT_JWT_SECRET, JWT_SECRET_FILE, loadConfig, productionConfigProblems } from './config.ts';
import permissionsPlugin from './plugins/permissions.ts';
import { createTestApp, type TestContext } from './test/app.ts';

let ctx: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Backoffice</title>');
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  ctx = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_API_BASE_URL: 'https://api.exemplo.com.br/api' });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('serving', () => {
  it('answers unknown API paths with 404 JSON and unknown panel paths with the panel', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ errors: [{ message: MSG.routeNotFound }] });
    const page = await ctx.app.inject({ method: 'GET', url: '/users/12/edit' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Backoffice</title>');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('tells the panel its API base URL at run time', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('"apiBaseUrl":"https://api.exemplo.com.br/api"');
  });

  it('serves the OpenAPI document with every API route, and the browsable reference', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const r of ctx.app.routeAccess) expect(paths).toContain(r.url.replace(/:(\w+)/g, '{$1}'));
    expect(doc.paths['/api/v1/users'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['current_page', 'per_page', 'query', 'order']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('sends security headers and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 in pt-BR and never a stack trace', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/session', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ message: 'Requisição inválida.' }] });
  });

  it('turns an unexpected failure into a logged 500 without internals', async () => {
    const logs: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '' });
    const app = await buildApp({
      config,
      database: ctx.database,
      closeDatabase: false,
      logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } },
    });
    app.get('/api/explode', { schema: { hide: true } }, async () => {
      throw new Error('segredo interno: senha=123');
    });
    const res = await app.inject({ method: 'GET', url: '/api/explode', headers: { 'x-request-id': 'req-abcdef-123' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('segredo');
    expect(res.json()).toEqual({ errors: [{ message: MSG.unexpected }] });
    expect(logs.some((l) => l.includes('req-abcdef-123') && l.includes('segredo interno'))).toBe(true);
    await app.close();
  });
});

describe('start-up guards', () => {
  it('refuses to register an API route that declares no access', async () => {
    const app = Fastify();
    app.decorate('config', loadConfig({ NODE_ENV: 'test' }));
    await app.register(
      fp(
        async (a) => {
          a.decorate('authenticate', async () => Promise.reject(new Error('unused')));
        },
        { name: 'auth' },
      ),
    );
    await app.register(permissionsPlugin);
    expect(() => app.get('/api/v1/sem-permissao', async () => 'x')).toThrow(/declares no access/);
    expect(() => app.get('/api/v1/invalida', { config: { access: { kind: 'permission', action: 'fly', resource: 'users' } } }, async () => 'x')).toThrow(
      /unknown permission/,
    );
  });

  it('refuses production with the development secret', () => {
    expect(productionConfigProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }))).toEqual([]);
    expect(productionConfigProblems(loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEFAULT_JWT_SECRET }))[0]).toContain('JWT_SECRET');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('is safe without configuration: its own random secret kept in DATA_DIR, listening on 127.0.0.1 (issue 12 §3)', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.HOST).toBe('127.0.0.1');
      expect(first.JWT_SECRET).not.toBe(DEFAULT_JWT_SECRET);
      expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(fs.statSync(path.join(dataDir, JWT_SECRET_FILE)).mode & 0o077).toBe(0);
      expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first.JWT_SECRET);
      expect(loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-')) }).JWT_SECRET).not.toBe(first.JWT_SECRET);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }).JWT_SECRET).toBe('y'.repeat(40));
      expect(productionConfigProblems(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }))).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
