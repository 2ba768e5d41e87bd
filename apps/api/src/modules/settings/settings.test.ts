import { AREAS, SETTINGS_MSG } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'settings']]);
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
const body = {
  site_name: 'Plataforma de Eventos Esportivos',
  contact_email: 'Contato@Exemplo.com.br',
  support_phone: '(11) 4002-8922',
  support_hours: 'Segunda a sexta, das 9h às 18h',
  default_convenience_fee: 7.5,
  max_installments: 10,
  min_installment_amount: 5,
  terms_url: '/termos-de-uso',
  privacy_url: 'https://exemplo.com.br/privacidade',
  kit_pickup_title: 'Retirada de kits',
  kit_pickup_instructions: 'Leve um documento com foto e o comprovante de inscrição.',
  maintenance_mode: false,
  maintenance_message: '',
};

describe('/v1/settings/1', () => {
  it('shows the single record and saves it (normalised, audited, 409 when stale)', async () => {
    const shown = await as(reader.access_token, 'GET', '/v1/settings/1');
    expect(shown.statusCode).toBe(200);
    const before = shown.json();
    expect(before).toMatchObject({ id: 1, maintenance_mode: false });

    const saved = await as(admin.access_token, 'PUT', '/v1/settings/1', { ...body, lock_version: before.lock_version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      contact_email: 'contato@exemplo.com.br',
      support_phone: '1140028922',
      default_convenience_fee: 7.5,
      maintenance_message: null,
      kit_pickup_title: 'Retirada de kits',
      updated_by_name: expect.any(String),
      lock_version: before.lock_version + 1,
    });
    const stale = await as(admin.access_token, 'PUT', '/v1/settings/1', { ...body, lock_version: before.lock_version });
    expect(stale.statusCode).toBe(409);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityType, AREAS.settings.audit));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ support_hours: { before: null, after: 'Segunda a sexta, das 9h às 18h' } });
  });

  it('validates each field (422 naming it)', async () => {
    const { lock_version } = (await as(reader.access_token, 'GET', '/v1/settings/1')).json();
    const cases: [object, string][] = [
      [{ contact_email: 'sem-arroba' }, 'contact_email'],
      [{ support_phone: '123' }, 'support_phone'],
      [{ default_convenience_fee: 25 }, 'default_convenience_fee'],
      [{ default_convenience_fee: 1.234 }, 'default_convenience_fee'],
      [{ max_installments: 13 }, 'max_installments'],
      [{ min_installment_amount: -1 }, 'min_installment_amount'],
      [{ terms_url: 'javascript:alert(1)' }, 'terms_url'],
      [{ site_name: 'x' }, 'site_name'],
      [{ maintenance_mode: true, maintenance_message: '' }, 'maintenance_message'],
      [{ kit_pickup_instructions: 'x'.repeat(2001) }, 'kit_pickup_instructions'],
    ];
    for (const [change, field] of cases) {
      const res = await as(admin.access_token, 'PUT', '/v1/settings/1', { ...body, ...change, lock_version });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field), field).toContain(field);
    }
    const maintenance = await as(admin.access_token, 'PUT', '/v1/settings/1', { ...body, maintenance_mode: true, lock_version });
    expect(maintenance.json().errors[0].message).toBe(SETTINGS_MSG.maintenanceMessage);
  });

  it('answers 404 for another id and 403 without the permission', async () => {
    expect((await as(admin.access_token, 'GET', '/v1/settings/2')).statusCode).toBe(404);
    expect((await as(admin.access_token, 'PUT', '/v1/settings/2', { ...body, lock_version: 0 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'PUT', '/v1/settings/1', { ...body, lock_version: 0 })).statusCode).toBe(403);
    const nobody = await actor(ctx, [['index', 'banners']]);
    expect((await as(nobody.access_token, 'GET', '/v1/settings/1')).statusCode).toBe(403);
  });
});
