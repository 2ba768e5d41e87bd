import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, call, createTestApp, createUser, type TestContext } from './test/app.ts';

/** Issue 12 §3, the smaller safe defaults: no-store on API answers, 431 in pt-BR JSON, Retry-After on the sign-in lock. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp({ SIGN_IN_MAX_FAILURES: '2', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await actor(ctx, 'Master');
});
afterAll(() => ctx.close());

describe('safe defaults', () => {
  it('API answers with personal data are never cached', async () => {
    const res = await call(ctx, admin.access_token, { method: 'GET', url: '/api/v1/users' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers oversized headers with 431 in pt-BR JSON', async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/v1/users', headers: { 'x-big': 'a'.repeat(64 * 1024) } }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'Cabeçalhos da requisição grandes demais.' }] });
  });

  it('the sign-in lock says when to try again', async () => {
    const user = await createUser(ctx, { profileIds: [admin.profileId] });
    for (let i = 0; i < 2; i++) await ctx.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: user.email, password: 'errada-123' } });
    const locked = await ctx.app.inject({ method: 'POST', url: '/api/v2/session', payload: { email: user.email, password: user.password } });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
  });
});
