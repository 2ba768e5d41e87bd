import { cnpjFromBase, type AuditEntry } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertState } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let usersOnly: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  usersOnly = await actor(ctx, [['index', 'users']]);
});
afterAll(() => ctx.close());

describe('GET /v1/audit', () => {
  it('names the records a change points at (states of an NGO), so a history never shows bare ids', async () => {
    const sp = await insertState(ctx, 'SP', 'São Paulo');
    const rj = await insertState(ctx, 'RJ', 'Rio de Janeiro');
    const created = await call(ctx, admin.access_token, { method: 'POST', url: '/api/v2/ongs', payload: { name: 'Instituto Histórico', cnpj: cnpjFromBase('112223330001'), state_ids: [sp] } });
    expect(created.statusCode, created.body).toBe(201);
    const ong = created.json();
    const edited = await call(ctx, admin.access_token, { method: 'PUT', url: `/api/v2/ongs/${ong.id}`, payload: { name: ong.name, cnpj: ong.cnpj, state_ids: [sp, rj], lock_version: ong.lock_version } });
    expect(edited.statusCode, edited.body).toBe(200);

    const res = await call(ctx, admin.access_token, { method: 'GET', url: `/api/v1/audit?entity_type=ongs&entity_id=${ong.id}` });
    expect(res.statusCode).toBe(200);
    const [update] = res.json() as AuditEntry[];
    expect(update!.action).toBe('updated');
    expect(update!.changes.state_ids).toEqual({ before: [sp], after: [sp, rj] });
    expect(update!.refs?.state_ids).toEqual({ [String(sp)]: 'São Paulo', [String(rj)]: 'Rio de Janeiro' });
  });

  it('asks for the entity type (422) and for read access to it (403)', async () => {
    expect((await call(ctx, admin.access_token, { method: 'GET', url: '/api/v1/audit' })).statusCode).toBe(422);
    expect((await call(ctx, usersOnly.access_token, { method: 'GET', url: '/api/v1/audit?entity_type=ongs' })).statusCode).toBe(403);
  });
});
