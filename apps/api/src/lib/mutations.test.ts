import { MSG } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, modalities } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/app.ts';
import { insertModalityType } from '../test/fixtures/catalogue.ts';
import { auditedWrites } from './mutations.ts';

let ctx: TestContext;
let typeId: number;
const actor = { id: null, name: 'Teste', requestId: 'req-kit' };
const writes = auditedWrites({ table: modalities, entity: 'modalities', snapshot: (r) => ({ name: r.name, deleted_at: r.deletedAt }), notFound: 'Modalidade não encontrada.' });

beforeAll(async () => {
  ctx = await createTestApp();
  typeId = await insertModalityType(ctx);
});
afterAll(() => ctx.close());

const historyOf = async (id: number) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)))).filter((e) => e.entityType === 'modalities').map((e) => [e.action, e.changes]);

describe('auditedWrites', () => {
  it('writes the row and its audit entry together, bumping lock_version; a stale lock_version is a 409', async () => {
    const { db } = ctx.database;
    const created = await writes.create(db, actor, { name: 'Corrida 5 km', modalityTypeId: typeId });
    const updated = await writes.update(db, actor, created, 0, { name: 'Corrida 10 km' });
    expect(updated.lockVersion).toBe(1);
    await expect(writes.update(db, actor, created, 0, { name: 'Outra' })).rejects.toMatchObject({ statusCode: 409, errors: [{ message: MSG.conflict, field: 'lock_version' }] });
    await expect(writes.update(db, actor, updated, 0, { name: 'Outra' })).rejects.toMatchObject({ statusCode: 409 });
    expect(await historyOf(created.id)).toEqual([
      ['created', { name: { before: null, after: 'Corrida 5 km' } }],
      ['updated', { name: { before: 'Corrida 5 km', after: 'Corrida 10 km' } }],
    ]);
  });

  it('rolls the row back when a write in the same transaction fails (no change without its audit, no audit without its change)', async () => {
    const { db } = ctx.database;
    const row = await writes.create(db, actor, { name: 'Natação', modalityTypeId: typeId });
    await expect(
      writes.update(db, actor, row, 0, { name: 'Natação 1500 m' }, { also: async () => Promise.reject(new Error('falhou')) }),
    ).rejects.toThrow('falhou');
    const [after] = await db.select().from(modalities).where(eq(modalities.id, row.id));
    expect(after).toMatchObject({ name: 'Natação', lockVersion: 0 });
    expect((await historyOf(row.id)).map(([action]) => action)).toEqual(['created']);
  });

  it('soft-deletes and restores once each; a second time is a 404; setField writes only a change', async () => {
    const { db } = ctx.database;
    const row = await writes.create(db, actor, { name: 'Ciclismo', modalityTypeId: typeId });
    const deleted = await writes.softDelete(db, actor, row);
    expect(deleted.deletedAt).toBeInstanceOf(Date);
    await expect(writes.softDelete(db, actor, row)).rejects.toMatchObject({ statusCode: 404, errors: [{ message: 'Modalidade não encontrada.' }] });
    const restored = await writes.restore(db, actor, deleted);
    expect(restored).toMatchObject({ deletedAt: null, lockVersion: 2 });
    await expect(writes.restore(db, actor, deleted)).rejects.toMatchObject({ statusCode: 404 });
    expect(await writes.setField(db, actor, restored, 'status', 'enabled')).toBe(false);
    expect(await writes.setField(db, actor, restored, 'status', 'disabled')).toBe(true);
    expect((await historyOf(row.id)).map(([action]) => action)).toEqual(['created', 'deleted', 'updated', 'status_changed']);
  });
});
