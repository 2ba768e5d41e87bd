import { ITEMS_COUNT_HEADER, MODALITY_MSG, MSG } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eventModalities, modalities } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { insertEvent, insertModalityType, parseCsv } from '../../test/fixtures/catalogue.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let eventEditor: Awaited<ReturnType<typeof actor>>;
let nobody: Awaited<ReturnType<typeof actor>>;
let typeRun: number;
let typeWalk: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'modalities']]);
  eventEditor = await actor(ctx, [['update', 'events']]);
  nobody = await actor(ctx, [['index', 'users']]);
  typeRun = await insertModalityType(ctx, 'Corrida');
  typeWalk = await insertModalityType(ctx, 'Caminhada');
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function create(name: string, extra: object = {}) {
  const res = await as(admin.access_token, 'POST', '/v1/modalities', { name, modality_type_id: typeRun, distance_km: 5, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('GET /v1/modality_types', () => {
  it('lists the types by name for any signed-in user', async () => {
    const res = await as(nobody.access_token, 'GET', '/v1/modality_types/');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((t: { name: string }) => t.name)).toEqual(['Caminhada', 'Corrida']);
  });
});

describe('create, read, update', () => {
  it('creates a modality (201) with its type, audits it and reads it back', async () => {
    const m = await create('Meia maratona 21 km', { distance_km: 21.097, description: 'Percurso oficial' });
    expect(m).toMatchObject({ name: 'Meia maratona 21 km', modality_type_id: typeRun, modality_type_name: 'Corrida', distance_km: 21.097, status: 'enabled', events_count: 0, deleted_at: null, lock_version: 0 });
    const got = await as(reader.access_token, 'GET', `/v1/modalities/${m.id}`);
    expect(got.json()).toEqual(m);
    const audit = await ctx.database.db.query.auditLog.findFirst({ where: and(eq(auditLog.entityType, 'modalities'), eq(auditLog.entityId, String(m.id))) });
    expect(audit?.action).toBe('created');
    expect(audit?.actorId).toBe(admin.id);
  });

  it('refuses bad input with pt-BR field messages (422)', async () => {
    const res = await as(admin.access_token, 'POST', '/v1/modalities', { name: 'x', modality_type_id: 0, distance_km: 1.23456, color: 'red' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field?: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'modality_type_id', 'distance_km']));
    expect(res.json().errors.find((e: { field?: string }) => e.field === 'name').message).toBe('O nome deve ter pelo menos 2 caracteres');
    const unknownType = await as(admin.access_token, 'POST', '/v1/modalities', { name: 'Tipo inexistente', modality_type_id: 999999 });
    expect(unknownType.statusCode).toBe(422);
    expect(unknownType.json().errors[0]).toEqual({ field: 'modality_type_id', message: MODALITY_MSG.typeNotFound });
  });

  it('keeps names unique among live modalities, ignoring case and accents', async () => {
    await create('Caminhada Família');
    const dup = await as(admin.access_token, 'POST', '/v1/modalities', { name: '  caminhada familia ', modality_type_id: typeWalk });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[0]).toEqual({ field: 'name', message: MODALITY_MSG.nameTaken });
  });

  it('updates with lock_version, answers 409 for a stale one and 404 for a missing modality', async () => {
    const m = await create('Trail 12 km');
    const ok = await as(admin.access_token, 'PUT', `/v1/modalities/${m.id}`, { name: 'Trail 15 km', modality_type_id: typeRun, distance_km: 15, status: 'disabled', lock_version: 0 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Trail 15 km', distance_km: 15, status: 'disabled', lock_version: 1 });
    const stale = await as(admin.access_token, 'PUT', `/v1/modalities/${m.id}`, { name: 'Trail 20 km', modality_type_id: typeRun, lock_version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MSG.conflict);
    expect((await as(admin.access_token, 'PUT', '/v1/modalities/999999', { name: 'Nada', modality_type_id: typeRun, lock_version: 0 })).statusCode).toBe(404);
    expect((await as(admin.access_token, 'GET', '/v1/modalities/999999')).statusCode).toBe(404);
  });
});

describe('lists', () => {
  it('searches without accents, filters by type and status, pages with items-count (default 10)', async () => {
    for (let i = 0; i < 12; i++) await create(`Corrida Noturna ${String(i).padStart(2, '0')}`);
    const page = await as(reader.access_token, 'GET', `/v1/modalities?query=${encodeURIComponent('NOTURNA')}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers[ITEMS_COUNT_HEADER]).toBe('12');
    expect(page.json()).toHaveLength(10);
    expect(page.json()[0].name).toBe('Corrida Noturna 00');
    const second = await as(reader.access_token, 'GET', '/v1/modalities?query=noturna&current_page=1&order=-name');
    expect(second.json().map((m: { name: string }) => m.name)).toEqual(['Corrida Noturna 01', 'Corrida Noturna 00']);
    const walk = await as(reader.access_token, 'GET', `/v1/modalities?modality_type_id=${typeWalk}`);
    expect(walk.json().every((m: { modality_type_id: number }) => m.modality_type_id === typeWalk)).toBe(true);
    const disabled = await as(reader.access_token, 'GET', '/v1/modalities?status=disabled');
    expect(disabled.json().every((m: { status: string }) => m.status === 'disabled')).toBe(true);
    expect((await as(reader.access_token, 'GET', '/v1/modalities?order=secret')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/modalities?deleted=maybe')).statusCode).toBe(422);
  });

  it('lets whoever edits events read the pickers, but not the deleted list; others get 403', async () => {
    expect((await as(eventEditor.access_token, 'GET', '/v1/modalities')).statusCode).toBe(200);
    expect((await as(eventEditor.access_token, 'GET', '/v1/modalities?deleted=true')).statusCode).toBe(403);
    expect((await as(nobody.access_token, 'GET', '/v1/modalities')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v1/modalities', { name: 'Sem permissão', modality_type_id: typeRun })).statusCode).toBe(403);
  });
});

describe('delete and restore', () => {
  it('soft-deletes a modality used by an event: the event keeps it, it leaves the list, it can be restored', async () => {
    const m = await create('Revezamento 4x5 km');
    const eventId = await insertEvent(ctx, 'Maratona de Teste');
    await ctx.database.db.insert(eventModalities).values({ eventId, modalityId: m.id });
    expect((await as(reader.access_token, 'GET', `/v1/modalities/${m.id}`)).json().events_count).toBe(1);

    expect((await as(reader.access_token, 'DELETE', `/v1/modalities/${m.id}`)).statusCode).toBe(403);
    const del = await as(admin.access_token, 'DELETE', `/v1/modalities/${m.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(MODALITY_MSG.deleted);
    // Still there for the event (no broken event), but gone from the live list.
    const row = await ctx.database.db.query.modalities.findFirst({ where: eq(modalities.id, m.id) });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await ctx.database.db.select().from(eventModalities).where(eq(eventModalities.modalityId, m.id))).length).toBe(1);
    const live = await as(reader.access_token, 'GET', `/v1/modalities?query=${encodeURIComponent('Revezamento')}`);
    expect(live.json()).toEqual([]);
    const deleted = await as(reader.access_token, 'GET', `/v1/modalities?deleted=true&query=${encodeURIComponent('Revezamento')}`);
    expect(deleted.json().map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await as(admin.access_token, 'DELETE', `/v1/modalities/${m.id}`)).statusCode).toBe(404);
    expect((await as(admin.access_token, 'PUT', `/v1/modalities/${m.id}`, { name: 'x y', modality_type_id: typeRun, lock_version: 1 })).statusCode).toBe(404);

    expect((await as(reader.access_token, 'POST', `/v1/modalities/${m.id}/restore`)).statusCode).toBe(403);
    const restored = await as(admin.access_token, 'POST', `/v1/modalities/${m.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: m.id, deleted_at: null });
    expect((await as(admin.access_token, 'POST', `/v1/modalities/${m.id}/restore`)).statusCode).toBe(404);
    const actions = await ctx.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'modalities'), eq(auditLog.entityId, String(m.id))));
    expect(actions.map((a) => a.action)).toEqual(['created', 'deleted', 'updated']);
  });

  it('refuses to restore over a live modality with the same name (422)', async () => {
    const a = await create('Kids 500 m');
    await as(admin.access_token, 'DELETE', `/v1/modalities/${a.id}`);
    await create('Kids 500 m');
    const res = await as(admin.access_token, 'POST', `/v1/modalities/${a.id}/restore`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('name');
  });
});

describe('GET /v1/report/modalities.csv', () => {
  it('streams modalidades.csv in the project format with the list filters', async () => {
    await create('=HYPERLINK("x") 7 km', { distance_km: 7.5, description: 'Linha 1; "aspas"\nlinha 2' });
    expect((await as(reader.access_token, 'GET', '/v1/report/modalities.csv')).statusCode).toBe(403);
    const res = await as(admin.access_token, 'GET', `/v1/report/modalities.csv?query=${encodeURIComponent('hyperlink')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="modalidades.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['ID', 'Nome', 'Tipo', 'Distância (km)', 'Descrição', 'Status', 'Eventos', 'Cadastrada em', 'Excluída em']);
    expect(rows).toHaveLength(2);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("x") 7 km`);
    expect(rows[1]![3]).toBe('7,5');
    expect(rows[1]![4]).toBe('Linha 1; "aspas"\nlinha 2');
    expect(rows[1]![7]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const deleted = parseCsv((await as(admin.access_token, 'GET', '/v1/report/modalities.csv?deleted=true')).body);
    expect(deleted.slice(1).every((r) => r[8] !== '')).toBe(true);
  });
});
