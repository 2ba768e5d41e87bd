import fs from 'node:fs';
import path from 'node:path';
import { AREAS, ITEMS_COUNT_HEADER, TOURNAMENT_ENTRIES_CSV, maskCpf, maskEmail, planSlots, priceRules, type Tournament, type TournamentBody } from '@backoffice/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cities, countries, customerAccessLog, customers, eventTypes, orders, reportFiles, states, tournamentRegulations, tournamentSlots, tournamentSubscriptions, trainers } from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';
import { parseCsv } from '../../test/fixtures/catalogue.ts';
import { holdReportGenerator } from '../../test/reports.ts';
import { generateReport } from '../reports/reports.service.ts';
import { reserveSeats } from './tournaments.repository.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
let exporter: Awaited<ReturnType<typeof actor>>;
let editor: Awaited<ReturnType<typeof actor>>;
let trainerId: number;
let eventTypeId: number;
let customerIds: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'tournaments']]);
  exporter = await actor(ctx, [['index', 'tournaments'], ['export', 'tournaments']]);
  editor = await actor(ctx, [['index', 'tournaments'], ['update', 'tournaments']]);
  const db = ctx.database.db;
  const [t] = await db.insert(trainers).values({ name: 'Carla Treinadora', email: 'carla@treino.local' }).returning({ id: trainers.id });
  trainerId = t!.id;
  const [et] = await db.insert(eventTypes).values({ name: 'Torneio' }).returning({ id: eventTypes.id });
  eventTypeId = et!.id;
  const people = await db
    .insert(customers)
    .values([
      { name: 'João Conceição', cpf: '11122233344', email: 'joao@t.local' },
      { name: 'Maria Antônia', cpf: '55566677788', email: 'maria@t.local' },
      { name: 'Pedro Simões', cpf: '99988877766', email: 'pedro@t.local' },
      { name: 'Luíza Gonçalves', cpf: '12312312399', email: 'luiza@t.local' },
    ])
    .returning({ id: customers.id });
  customerIds = people.map((p) => p.id);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) => call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

function body(over: Partial<TournamentBody> = {}): TournamentBody {
  return {
    name: 'Open de Beach Tennis',
    trainer_id: trainerId,
    event_type_id: eventTypeId,
    start_date: '2026-12-05',
    end_date: '2026-12-06',
    price: null,
    categories: [
      { key: 'a', name: 'Masculino A', price: 120 },
      { key: 'b', name: 'Feminino B', price: 100 },
      { key: 'c', name: 'Mista C', price: 90 },
    ],
    modalities: [
      { key: 'd', name: 'Duplas' },
      { key: 's', name: 'Simples' },
    ],
    slots: [{ category_key: 'a', modality_key: 'd', quantity: 8 }],
    schedule_matches: [{ day_of_week: 6, start_hour: '08:00', end_hour: '18:00', place: 'Arena 1' }],
    regulations: [{ title: 'Regulamento geral', file_url: 'https://arquivos.exemplo.com/regulamento.pdf' }],
    kits: [{ name: 'Kit atleta', price: 0 }],
    ...over,
  };
}

async function create(over: Partial<TournamentBody> = {}): Promise<Tournament> {
  const res = await as(admin.access_token, 'POST', '/v2/competition/tournaments', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const edit = (t: Tournament, change: Partial<TournamentBody>) =>
  as(admin.access_token, 'PUT', `/v2/competition/tournaments/${t.id}`, { ...bodyOf(t), ...change });

function bodyOf(t: Tournament) {
  return {
    name: t.name,
    trainer_id: t.trainer_id,
    event_type_id: t.event_type_id,
    start_date: t.start_date,
    end_date: t.end_date,
    price: t.price_type === 'by_tournament' ? t.price : null,
    extra_modality_price: t.extra_modality_price,
    categories: t.categories.map((c) => ({ id: c.id, key: String(c.id), name: c.name, price: t.price_type === 'by_category' ? c.price : null })),
    modalities: t.modalities.map((m) => ({ id: m.id, key: String(m.id), name: m.name })),
    slots: t.slots.map((s) => ({ category_key: String(s.category_id), modality_key: String(s.modality_id), quantity: s.quantity })),
    kits: t.kits.map((k) => ({ id: k.id, name: k.name, price: k.price })),
    schedule_matches: t.schedule_matches.map((s) => ({ day_of_week: s.day_of_week, start_hour: s.start_hour, end_hour: s.end_hour, place: s.place })),
    regulations: t.regulations.map((r) => ({ id: r.id, title: r.title, file_url: r.file_url })),
    lock_version: t.lock_version,
  };
}

async function addEntry(t: Tournament, slotIndex: number, status: 'pending' | 'approved' | 'cancelled', who = 0, partnerIdx: number | null = 1, withOrder = false) {
  const db = ctx.database.db;
  let orderId: number | null = null;
  if (withOrder) {
    const [o] = await db.insert(orders).values({ customerId: customerIds[who]!, status: 'payment_confirmed', subtotal: 120, total: 120, paymentMethod: 'pix' }).returning({ id: orders.id });
    orderId = o!.id;
  }
  const [e] = await db
    .insert(tournamentSubscriptions)
    .values({ tournamentId: t.id, tournamentSlotId: t.slots[slotIndex]!.id, customerId: customerIds[who]!, partnerCustomerId: partnerIdx === null ? null : customerIds[partnerIdx]!, status, price: 120, orderId })
    .returning({ id: tournamentSubscriptions.id });
  return e!.id;
}

describe('§4 rules as plain functions (the form and the server run them)', () => {
  it('one price is by_tournament, per-category prices by_category; paid when any price is above 0', () => {
    expect(priceRules({ price: 150, categories: [{ price: null }] })).toEqual({ price_type: 'by_tournament', charge_type: 'paid' });
    expect(priceRules({ price: 0, categories: [{ price: null }] })).toEqual({ price_type: 'by_tournament', charge_type: 'free' });
    expect(priceRules({ price: null, categories: [{ price: 0 }, { price: 10 }] })).toEqual({ price_type: 'by_category', charge_type: 'paid' });
    expect(priceRules({ price: null, categories: [{ price: 0 }, { price: 0 }] })).toEqual({ price_type: 'by_category', charge_type: 'free' });
    expect(priceRules({ price: 0, extra_modality_price: 40, categories: [{ price: null }] }).charge_type).toBe('paid');
  });

  it('property: slots are exactly categories × modalities; vanished pairs with entries are problems, never dropped silently', () => {
    const names = fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 6 });
    fc.assert(
      fc.property(names, names, names, names, fc.array(fc.nat(3), { minLength: 64, maxLength: 64 }), (c0, m0, c1, m1, entries) => {
        // a saved state (c0 × m0) with some entries, then an edit to c1 × m1
        const current = c0.flatMap((c, i) => m0.map((m, j) => ({ id: i * 10 + j + 1, category_key: `c${c}`, modality_key: `m${m}`, quantity: 5, entries: entries[(i * 8 + j) % 64]! })));
        const plan = planSlots({
          categories: c1.map((c) => ({ key: `c${c}`, name: `C${c}`, price: null })),
          modalities: m1.map((m) => ({ key: `m${m}`, name: `M${m}` })),
          current,
          price: 10,
        });
        expect(plan.kept.length).toBe(c1.length * m1.length);
        const keptPairs = new Set(plan.kept.map((s) => `${s.category_key}|${s.modality_key}`));
        for (const c of c1) for (const m of m1) expect(keptPairs.has(`c${c}|m${m}`)).toBe(true);
        for (const s of current) {
          const live = c1.includes(Number(s.category_key.slice(1))) && m1.includes(Number(s.modality_key.slice(1)));
          const planned = plan.slots.find((p) => p.id === s.id)!;
          expect(planned.destroy).toBe(!live);
          if (live) expect(planned.quantity).toBe(5);
          const problem = plan.problems.find((p) => p.category_key === s.category_key && p.modality_key === s.modality_key && p.kind === 'has_entries');
          expect(Boolean(problem)).toBe(!live && s.entries > 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('POST/GET /v2/competition/tournaments', () => {
  it('creates 3 categories × 2 modalities = 6 slots, by_category and paid, with its collections and an audit entry', async () => {
    const t = await create();
    expect(t.slots).toHaveLength(6);
    expect(t.price_type).toBe('by_category');
    expect(t.charge_type).toBe('paid');
    expect(t.price).toBeNull();
    const ad = t.slots.find((s) => s.category_name === 'Masculino A' && s.modality_name === 'Duplas')!;
    expect(ad).toMatchObject({ quantity: 8, quantity_remaining: 8, quantity_approved: 0, price: 120 });
    expect(t.slots.find((s) => s.category_name === 'Mista C' && s.modality_name === 'Simples')).toMatchObject({ quantity: 16, price: 90 });
    expect(t.kits.map((k) => k.name)).toEqual(['Kit atleta']);
    expect(t.schedule_matches).toEqual([expect.objectContaining({ day_of_week: 6, start_hour: '08:00', end_hour: '18:00', place: 'Arena 1' })]);
    expect(t.regulations).toHaveLength(1);
    // the collections (read as one statement) carry each row's own values: the regulation's stored instant, the
    // kit's nullable texts, a category's ages and a price with centavos
    const [reg] = await ctx.database.db.select().from(tournamentRegulations).where(eq(tournamentRegulations.tournamentId, t.id));
    expect(t.regulations[0]).toEqual({ id: reg!.id, tournament_id: t.id, title: 'Regulamento geral', file_url: 'https://arquivos.exemplo.com/regulamento.pdf', created_at: reg!.createdAt.toISOString() });
    expect(t.kits[0]).toEqual({ id: t.kits[0]!.id, tournament_id: t.id, name: 'Kit atleta', description: null, photo_url: null, price: 0 });
    await ctx.database.db.update(tournamentSlots).set({ price: 120.5 }).where(eq(tournamentSlots.id, ad.id));
    const again = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    expect(again.slots.find((s) => s.id === ad.id)).toMatchObject({ price: 120.5, quantity: 8 });
    expect(again.categories.map((c) => [c.name, c.min_age, c.max_age])).toEqual(t.categories.map((c) => [c.name, c.min_age, c.max_age]));
    expect(t.trainer_name).toBe('Carla Treinadora');
    const audit = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, AREAS.tournaments.audit), eq(auditLog.entityId, String(t.id))));
    expect(audit.map((a) => a.action)).toEqual(['created']);
  });

  it('answers its city with the city\'s state, so the form opens with both filled', async () => {
    const db = ctx.database.db;
    const [country] = await db.insert(countries).values({ name: 'Brasil T', iso2: 'BT' }).returning();
    const [state] = await db.insert(states).values({ countryId: country!.id, name: 'Bahia', uf: 'BA', ibgeCode: 29, region: 'Nordeste' }).returning();
    const [city] = await db.insert(cities).values({ stateId: state!.id, name: 'Salvador' }).returning();
    const t = await create({ name: 'Open de Salvador', city_id: city!.id });
    expect((await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json()).toMatchObject({ city_id: city!.id, city_name: 'Salvador', state_id: state!.id });
    expect((await create({ name: 'Open online', online: true, city_id: null })).state_id).toBeNull();
  });

  it('one price → by_tournament; all prices 0 → free', async () => {
    const cats = [{ key: 'x', name: 'Única' }];
    const one = await create({ name: 'Torneio preço único', price: 80, categories: cats, slots: [] });
    expect(one).toMatchObject({ price_type: 'by_tournament', charge_type: 'paid', price: 80 });
    expect(one.slots.map((s) => s.price)).toEqual([80, 80]);
    const free = await create({ name: 'Torneio gratuito', price: 0, categories: cats, slots: [] });
    expect(free).toMatchObject({ price_type: 'by_tournament', charge_type: 'free' });
  });

  it('lists newest first, 20 per page, with trainer, status, search and period filters', async () => {
    const res = await as(reader.access_token, 'GET', '/v2/competition/tournaments');
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((t: { id: number }) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Number(res.headers[ITEMS_COUNT_HEADER])).toBe(ids.length);
    const byTrainer = await as(reader.access_token, 'GET', `/v2/competition/tournaments?trainer_id=${trainerId}&query=gratuito`);
    expect(byTrainer.json().map((t: { name: string }) => t.name)).toEqual(['Torneio gratuito']);
    const outside = await as(reader.access_token, 'GET', '/v2/competition/tournaments?start_date=2027-01-01');
    expect(outside.json()).toEqual([]);
    const inside = await as(reader.access_token, 'GET', '/v2/competition/tournaments?start_date=2026-12-06&end_date=2026-12-31');
    expect(inside.json().length).toBe(ids.length);
  });

  it('answers 403 without the permission, 404 for an unknown id, 422 naming the field', async () => {
    const nobody = await actor(ctx, [['index', 'events']]);
    expect((await as(nobody.access_token, 'GET', '/v2/competition/tournaments')).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v2/competition/tournaments', body())).statusCode).toBe(403);
    expect((await as(reader.access_token, 'GET', '/v2/competition/tournaments/999999')).statusCode).toBe(404);
    const noCats = await as(admin.access_token, 'POST', '/v2/competition/tournaments', body({ categories: [] }));
    expect(noCats.statusCode).toBe(422);
    expect(noCats.json().errors[0]).toMatchObject({ field: 'categories', message: 'Cadastre pelo menos uma categoria' });
    const mixed = await as(admin.access_token, 'POST', '/v2/competition/tournaments', body({ categories: [{ key: 'a', name: 'Cat A', price: 10 }, { key: 'b', name: 'Cat B' }] }));
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors[0].field).toBe('categories.1.price');
    const badTrainer = await as(admin.access_token, 'POST', '/v2/competition/tournaments', body({ trainer_id: 999999 }));
    expect(badTrainer.json().errors[0]).toMatchObject({ field: 'trainer_id', message: 'Treinador não encontrado.' });
    const badDates = await as(admin.access_token, 'POST', '/v2/competition/tournaments', body({ start_date: '2026-12-05', end_date: '2026-12-01' }));
    expect(badDates.json().errors[0].field).toBe('end_date');
  });
});

describe('PUT /v2/competition/tournaments/{id}: the §4 slot rules on the server', () => {
  it('removing a modality destroys its slots (6 → 3); a new modality adds a slot per category', async () => {
    const t = await create({ name: 'Open para edição' });
    const res = await edit(t, { modalities: [{ id: t.modalities[0]!.id, key: String(t.modalities[0]!.id), name: 'Duplas' }] });
    expect(res.statusCode, res.body).toBe(200);
    const after: Tournament = res.json();
    expect(after.slots).toHaveLength(3);
    expect(after.slots.every((s) => s.modality_name === 'Duplas')).toBe(true);
    expect(after.slots.find((s) => s.category_name === 'Masculino A')!.quantity).toBe(8);
    const more = await edit(after, { modalities: [...bodyOf(after).modalities, { key: 'new', name: 'Trios' }] });
    expect(more.json().slots).toHaveLength(6);
  });

  it('a slot with entries is never destroyed (422 with the reason); a quantity below its active entries is refused', async () => {
    const t = await create({ name: 'Open com inscrições' });
    const slotIdx = t.slots.findIndex((s) => s.category_name === 'Feminino B' && s.modality_name === 'Simples');
    await addEntry(t, slotIdx, 'approved', 0, null);
    await addEntry(t, slotIdx, 'pending', 1, null);
    await addEntry(t, slotIdx, 'cancelled', 2, null);
    const shown = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    expect(shown.slots[slotIdx]).toMatchObject({ quantity: 16, quantity_approved: 1, quantity_pending: 1, quantity_remaining: 14, entries_count: 3 });
    const dropMod = await edit(shown, { modalities: bodyOf(shown).modalities.filter((m) => m.name !== 'Simples') });
    expect(dropMod.statusCode).toBe(422);
    expect(dropMod.json().errors).toEqual([{ field: 'slots', message: 'A vaga Feminino B × Simples tem 3 inscrições e não pode ser removida. Cancele ou mova as inscrições antes.' }]);
    const dropCat = await edit(shown, { categories: bodyOf(shown).categories.filter((c) => c.name !== 'Feminino B') });
    expect(dropCat.statusCode).toBe(422);
    const low = await edit(shown, { slots: bodyOf(shown).slots.map((s, i) => (i === slotIdx ? { ...s, quantity: 1 } : s)) });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors[0].message).toBe('A vaga Feminino B × Simples tem 2 inscrições ativas; a quantidade não pode ser menor que 2.');
    // nothing changed
    const again = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    expect(again.slots).toHaveLength(6);
    expect(again.lock_version).toBe(shown.lock_version);
  });

  it('answers 409 on a stale lock_version and 422 for a category of another tournament', async () => {
    const t = await create({ name: 'Open concorrido' });
    expect((await edit(t, { name: 'Open concorrido 2' })).statusCode).toBe(200);
    const stale = await edit(t, { name: 'Open concorrido 3' });
    expect(stale.statusCode).toBe(409);
    const fresh = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    const other = await create({ name: 'Outro open' });
    const foreign = await edit(fresh, { categories: [...bodyOf(fresh).categories, { id: other.categories[0]!.id, key: 'f', name: 'Estranha', price: 1 }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors[0].field).toMatch(/^categories\.3\.id$/);
  });

  it('§5: regulations none given removes every link; enable/disable with audit', async () => {
    const t = await create({ name: 'Open regulamentado' });
    const res = await edit(t, { regulations: [] });
    expect(res.json().regulations).toEqual([]);
    const off = await as(admin.access_token, 'POST', `/v2/competition/tournaments/${t.id}/disable`);
    expect(off.json().status).toBe('disabled');
    expect((await as(editor.access_token, 'POST', `/v2/competition/tournaments/${t.id}/enable`)).statusCode).toBe(403);
    expect((await as(admin.access_token, 'POST', '/v2/competition/tournaments/999999/enable')).statusCode).toBe(404);
  });

  it('property: random category/modality edits keep slots = categories × modalities, and entries are never orphaned', async () => {
    const t0 = await create({ name: 'Open aleatório', categories: [{ key: 'a', name: 'Cat 1', price: 10 }], modalities: [{ key: 'd', name: 'Mod 1' }], slots: [] });
    await addEntry(t0, 0, 'approved', 3, null);
    let current: Tournament = t0;
    const pool = [1, 2, 3, 4];
    await fc.assert(
      fc.asyncProperty(fc.subarray(pool, { minLength: 1 }), fc.subarray(pool, { minLength: 1 }), async (cs, ms) => {
        const catByName = new Map(current.categories.map((c) => [c.name, c]));
        const modByName = new Map(current.modalities.map((m) => [m.name, m]));
        const categories = cs.map((n) => {
          const c = catByName.get(`Cat ${n}`);
          return c ? { id: c.id, key: String(c.id), name: c.name, price: 10 } : { key: `n${n}`, name: `Cat ${n}`, price: 10 };
        });
        const modalities = ms.map((n) => {
          const m = modByName.get(`Mod ${n}`);
          return m ? { id: m.id, key: String(m.id), name: m.name } : { key: `n${n}`, name: `Mod ${n}` };
        });
        const res = await edit(current, { categories, modalities, slots: [] });
        const keepsEntry = cs.includes(1) && ms.includes(1);
        if (!keepsEntry) {
          expect(res.statusCode).toBe(422);
          return;
        }
        expect(res.statusCode, res.body).toBe(200);
        current = res.json();
        expect(current.slots.length).toBe(cs.length * ms.length);
        expect(new Set(current.slots.map((s) => `${s.category_name}|${s.modality_name}`)).size).toBe(cs.length * ms.length);
        expect(current.slots.reduce((n, s) => n + s.entries_count, 0)).toBe(1);
      }),
      { numRuns: 15 },
    );
  });
});

describe('categories, modalities, kits, regulations and event types', () => {
  it('adds and edits categories and modalities (slots follow), kits and regulations', async () => {
    const t = await create({ name: 'Open por partes' });
    const cat = await as(editor.access_token, 'POST', '/v2/competition/categories', { tournament_id: t.id, name: 'Sub-18', price: 50, slot_quantity: 4 });
    expect(cat.statusCode, cat.body).toBe(201);
    expect(cat.json()).toMatchObject({ name: 'Sub-18', price: 50 });
    const noPrice = await as(editor.access_token, 'POST', '/v2/competition/categories', { tournament_id: t.id, name: 'Sem preço' });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().errors[0].field).toBe('price');
    const mod = await as(editor.access_token, 'POST', '/v2/competition/modalities', { tournament_id: t.id, name: 'Trios', slot_quantity: 2 });
    expect(mod.statusCode).toBe(201);
    const shown = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    expect(shown.slots).toHaveLength(12);
    expect(shown.slots.find((s) => s.category_name === 'Sub-18' && s.modality_name === 'Trios')).toMatchObject({ quantity: 2, price: 50 });
    const put = await as(editor.access_token, 'PUT', `/v2/competition/categories/${cat.json().id}`, { name: 'Sub-16', price: 45 });
    expect(put.json()).toMatchObject({ name: 'Sub-16', price: 45 });
    expect((await as(editor.access_token, 'PUT', `/v2/competition/modalities/${mod.json().id}`, { name: 'Quartetos' })).json().name).toBe('Quartetos');
    expect((await as(editor.access_token, 'PUT', '/v2/competition/categories/999999', { name: 'Categoria', price: 1 })).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}/categories`)).json()).toHaveLength(4);
    expect((await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}/modalities`)).json()).toHaveLength(3);

    const kits = await as(editor.access_token, 'POST', '/v2/competition/kits', { tournament_id: t.id, kits: [{ name: 'Camiseta UV', price: 35 }, { name: 'Viseira', price: 20 }] });
    expect(kits.statusCode).toBe(201);
    expect(kits.json().map((k: { name: string }) => k.name)).toEqual(['Camiseta UV', 'Viseira']);
    const kitId = kits.json()[0].id;
    expect((await as(editor.access_token, 'PUT', `/v2/competition/kits/${kitId}`, { name: 'Camiseta UV 50+', price: 40 })).json()).toMatchObject({ name: 'Camiseta UV 50+', price: 40 });
    expect((await as(editor.access_token, 'DELETE', `/v2/competition/kits/${kitId}`)).statusCode).toBe(200);
    expect((await as(editor.access_token, 'DELETE', `/v2/competition/kits/${kitId}`)).statusCode).toBe(404);
    expect((await as(editor.access_token, 'POST', '/v2/competition/kits', { tournament_id: t.id, kits: [] })).statusCode).toBe(422);
    expect((await as(reader.access_token, 'POST', '/v2/competition/kits', { tournament_id: t.id, kits: [{ name: 'Bola' }] })).statusCode).toBe(403);

    const reg = await as(editor.access_token, 'POST', '/v2/competition/regulations', { tournament_id: t.id, title: 'Anexo', file_url: '/uploads/anexo.pdf' });
    expect(reg.statusCode).toBe(201);
    const all = await as(editor.access_token, 'PUT', '/v2/competition/regulations', { tournament_id: t.id, regulations: [] });
    expect(all.json()).toEqual([]);
    expect((await as(editor.access_token, 'PUT', '/v2/competition/regulations', { tournament_id: 999999, regulations: [] })).statusCode).toBe(404);

    const types = await as(reader.access_token, 'GET', '/v2/competition/event_types');
    expect(types.json().map((e: { name: string }) => e.name)).toContain('Torneio');
  });
});

describe('entries: list, filters, CSV and the subscriptions report', () => {
  it('lists entries newest first with pair, slot, order and payment status; filters and searches by field', async () => {
    const t = await create({ name: 'Open das inscrições' });
    const e1 = await addEntry(t, 0, 'approved', 0, 1, true);
    const e2 = await addEntry(t, 1, 'pending', 2, 3);
    const e3 = await addEntry(t, 3, 'cancelled', 1, null);
    const url = `/v2/competition/tournaments/${t.id}/subscriptions`;
    const res = await as(reader.access_token, 'GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers[ITEMS_COUNT_HEADER]).toBe('3');
    expect(res.json().map((e: { id: number }) => e.id)).toEqual([e3, e2, e1]);
    expect(res.json()[2]).toMatchObject({ athlete: { name: 'João Conceição' }, partner: { name: 'Maria Antônia' }, order_status: 'payment_confirmed', payment_method: 'pix', category_name: 'Masculino A' });
    const ids = async (q: string) => (await as(reader.access_token, 'GET', `${url}?${q}`)).json().map((e: { id: number }) => e.id);
    // the default page (one statement built once): either order, any window, this tournament's entries only
    const other = await create({ name: 'Open vizinho' });
    await addEntry(other, 0, 'approved', 0, 1);
    expect(await ids('order=id')).toEqual([e1, e2, e3]);
    expect(await ids('per_page=2&current_page=1')).toEqual([e1]);
    expect(await ids('order=id&per_page=2&current_page=1')).toEqual([e3]);
    expect(await ids('per_page=2&current_page=2')).toEqual([]);
    expect(await ids('status=pending')).toEqual([e2]);
    expect(await ids(`category=${t.categories[0]!.id}`)).toEqual([e2, e1]);
    expect(await ids(`modality=${t.modalities[1]!.id}`)).toEqual([e3, e2]);
    expect(await ids('query=joao')).toEqual([e1]);
    // with trigrams the search runs on its generic plan (decision 0148): accents and case still aside
    expect(await ids(`query=${encodeURIComponent('JOÃO Conc')}`)).toEqual([e1]);
    expect(await ids(`query=${encodeURIComponent('luiza')}&query_field=partner`)).toEqual([e2]);
    expect(await ids('query=555.666&query_field=cpf')).toEqual([e3, e1]);
    // a CPF prefix reads its few matches once, then orders, pages and counts them
    const cpfPage = await as(reader.access_token, 'GET', `${url}?query=555666&query_field=cpf&per_page=1&current_page=1`);
    expect([cpfPage.json().map((e: { id: number }) => e.id), cpfPage.headers[ITEMS_COUNT_HEADER]]).toEqual([[e1], '2']);
    const pastEnd = await as(reader.access_token, 'GET', `${url}?query=555666&query_field=cpf&per_page=1&current_page=4`);
    expect([pastEnd.json(), pastEnd.headers[ITEMS_COUNT_HEADER]]).toEqual([[], '2']);
    expect(await ids('query=555666&query_field=cpf&order=id')).toEqual([e1, e3]);
    // a name search counts its matches in its page's statement; past its last page it still says how many
    const named = await ids('query=a&per_page=50');
    expect(named.length).toBeGreaterThan(1);
    const second = await as(reader.access_token, 'GET', `${url}?query=a&per_page=1&current_page=1`); // pages count from 0
    expect([second.json().map((e: { id: number }) => e.id), second.headers[ITEMS_COUNT_HEADER]]).toEqual([[named[1]], String(named.length)]);
    const namedPastEnd = await as(reader.access_token, 'GET', `${url}?query=a&per_page=1&current_page=${named.length + 1}`);
    expect([namedPastEnd.json(), namedPastEnd.headers[ITEMS_COUNT_HEADER]]).toEqual([[], String(named.length)]);
    expect(await ids('query=000000&query_field=cpf')).toEqual([]);
    const withOrder = (await as(reader.access_token, 'GET', url)).json()[2].order_id;
    expect(await ids(`query=${withOrder}&query_field=order_id`)).toEqual([e1]);
    expect(await ids('query=abc&query_field=order_id')).toEqual([]);
    expect((await as(reader.access_token, 'GET', `${url}?query_field=nome`)).statusCode).toBe(422);
    // the name search reads the entry's own name keys (decision 0122): a renamed athlete or partner, or another
    // partner on the entry, is found by the new name at once
    const [first] = (await as(reader.access_token, 'GET', `${url}?query=joao`)).json() as { athlete: { id: number }; partner: { id: number } }[];
    await ctx.database.db.update(customers).set({ name: 'Joãozinho Prado' }).where(eq(customers.id, first!.athlete.id));
    expect(await ids('query=joaozinho%20prado')).toEqual([e1]);
    expect(await ids('query=conceicao')).toEqual([]);
    await ctx.database.db.update(customers).set({ name: 'Mariana Antônia Reis' }).where(eq(customers.id, first!.partner.id));
    expect(await ids('query=antonia%20reis&query_field=partner')).toEqual([e1]);
    await ctx.database.db.update(tournamentSubscriptions).set({ partnerCustomerId: null }).where(eq(tournamentSubscriptions.id, e1));
    expect(await ids('query=antonia%20reis&query_field=partner')).toEqual([]);
    expect(await ids('query=joaozinho')).toEqual([e1]);
    // as they were, for what follows
    await ctx.database.db.update(customers).set({ name: 'João Conceição' }).where(eq(customers.id, first!.athlete.id));
    await ctx.database.db.update(customers).set({ name: 'Maria Antônia' }).where(eq(customers.id, first!.partner.id));
    await ctx.database.db.update(tournamentSubscriptions).set({ partnerCustomerId: first!.partner.id }).where(eq(tournamentSubscriptions.id, e1));
    expect(await ids('query=conceicao')).toEqual([e1]);
    // the CPF search reads the entries' own CPF copies (decision 0138): a new CPF is found at once as athlete and as
    // partner and the old one no longer; a CPF removed (anonymisation) or a partner who leaves is no longer found
    const maria = first!.partner.id;
    await ctx.database.db.update(customers).set({ cpf: '44455566677' }).where(eq(customers.id, maria));
    expect(await ids('query=444.555&query_field=cpf')).toEqual([e3, e1]);
    expect(await ids('query=555666&query_field=cpf')).toEqual([]);
    await ctx.database.db.update(customers).set({ cpf: null }).where(eq(customers.id, maria));
    expect(await ids('query=444555&query_field=cpf')).toEqual([]);
    await ctx.database.db.update(customers).set({ cpf: '55566677788' }).where(eq(customers.id, maria));
    expect(await ids('query=555.666.777-88&query_field=cpf')).toEqual([e3, e1]);
    await ctx.database.db.update(tournamentSubscriptions).set({ partnerCustomerId: null }).where(eq(tournamentSubscriptions.id, e1));
    expect(await ids('query=555666&query_field=cpf')).toEqual([e3]);
    await ctx.database.db.update(tournamentSubscriptions).set({ partnerCustomerId: maria }).where(eq(tournamentSubscriptions.id, e1));
    expect(await ids('query=555666&query_field=cpf')).toEqual([e3, e1]);
    expect((await as(reader.access_token, 'GET', '/v2/competition/tournaments/999999/subscriptions')).statusCode).toBe(404);
    // a tournament without slots still exists: its entries are an empty page, not a 404
    const bare = await create({ name: 'Torneio sem vagas' });
    await ctx.database.db.delete(tournamentSlots).where(eq(tournamentSlots.tournamentId, bare.id));
    const none = await as(reader.access_token, 'GET', `/v2/competition/tournaments/${bare.id}/subscriptions`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers[ITEMS_COUNT_HEADER]).toBe('0');

    // the file carries athletes' CPFs and e-mails: reading the list is not enough to export it (decision 0026)
    expect((await as(reader.access_token, 'GET', `${url}.csv?status=approved`)).statusCode).toBe(403);
    expect((await as(reader.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id })).statusCode).toBe(403);
    const csv = await as(exporter.access_token, 'GET', `${url}.csv?status=approved`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(TOURNAMENT_ENTRIES_CSV);
    const rows = parseCsv(csv.body);
    expect(rows[0]![0]).toBe('Inscrição');
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual([e1]);

    // held, so the first report is still in flight when it is asked again (a finished one is not reused)
    const hold = holdReportGenerator('tournament_subscriptions');
    try {
      const report = await as(exporter.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id, file_format: 'csv' });
      expect(report.statusCode).toBe(201);
      expect(report.json()).toMatchObject({ report_type: 'tournament_subscriptions' });
      const twice = await as(exporter.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id });
      expect(twice.json().id).toBe(report.json().id);
    } finally {
      hold.release();
      hold.restore();
    }
    expect((await as(exporter.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: 999999 })).statusCode).toBe(422);
    const nobody = await actor(ctx, [['index', 'events']]);
    expect((await as(nobody.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id })).statusCode).toBe(403);

    // the counters the trigger keeps follow status changes and deletions
    await ctx.database.db.update(tournamentSubscriptions).set({ status: 'approved' }).where(eq(tournamentSubscriptions.id, e2));
    await ctx.database.db.delete(tournamentSubscriptions).where(eq(tournamentSubscriptions.id, e3));
    const after = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    expect(after.slots.map((s) => [s.quantity_approved, s.quantity_pending, s.entries_count])).toEqual([
      [1, 0, 1],
      [1, 0, 1],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const recount = await ctx.database.db.select({ n: tournamentSubscriptions.id }).from(tournamentSubscriptions).where(eq(tournamentSubscriptions.tournamentId, t.id));
    expect(after.entries_count).toBe(recount.length);
    expect((await as(reader.access_token, 'GET', url)).headers[ITEMS_COUNT_HEADER]).toBe('2');
  });

  it('a slot is never sold beyond its quantity: seats are taken under the slot lock', async () => {
    const t = await create({ name: 'Open lotado', slots: [{ category_key: 'a', modality_key: 'd', quantity: 2 }] });
    const slotId = t.slots.find((s) => s.category_name === 'Masculino A' && s.modality_name === 'Duplas')!.id;
    const db = ctx.database.db;
    const take = () =>
      db.transaction(async (tx) => {
        await reserveSeats(tx, slotId, 1);
        await tx.insert(tournamentSubscriptions).values({ tournamentId: t.id, tournamentSlotId: slotId, customerId: customerIds[0]!, status: 'pending', price: 0 });
      });
    const results = await Promise.allSettled([take(), take(), take()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const shown = (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;
    expect(shown.slots.find((s) => s.id === slotId)).toMatchObject({ quantity: 2, quantity_pending: 2, quantity_remaining: 0 });
  });
});

describe('every call: 404 for an unknown id, and every change in the audit trail', () => {
  it('answers 404 (or 422 for an id in the body of the report request) for an unknown tournament, category, modality or kit', async () => {
    const t = await create({ name: 'Open dos ids' });
    const u = 999999;
    const cases: [Method, string, object | undefined][] = [
      ['GET', `/v2/competition/tournaments/${u}`, undefined],
      ['PUT', `/v2/competition/tournaments/${u}`, bodyOf(t)],
      ['POST', `/v2/competition/tournaments/${u}/enable`, undefined],
      ['POST', `/v2/competition/tournaments/${u}/disable`, undefined],
      ['GET', `/v2/competition/tournaments/${u}/categories`, undefined],
      ['GET', `/v2/competition/tournaments/${u}/modalities`, undefined],
      ['POST', '/v2/competition/categories', { tournament_id: u, name: 'Sub-18', price: 50 }],
      ['PUT', `/v2/competition/categories/${u}`, { name: 'Sub-18', price: 50 }],
      ['POST', '/v2/competition/modalities', { tournament_id: u, name: 'Trios' }],
      ['PUT', `/v2/competition/modalities/${u}`, { name: 'Trios' }],
      ['POST', '/v2/competition/kits', { tournament_id: u, kits: [{ name: 'Bola', price: 0 }] }],
      ['PUT', `/v2/competition/kits/${u}`, { name: 'Bola', price: 0 }],
      ['DELETE', `/v2/competition/kits/${u}`, undefined],
      ['POST', '/v2/competition/regulations', { tournament_id: u, title: 'Anexo', file_url: '/uploads/anexo.pdf' }],
      ['PUT', '/v2/competition/regulations', { tournament_id: u, regulations: [] }],
      ['GET', `/v2/competition/tournaments/${u}/subscriptions`, undefined],
      ['GET', `/v2/competition/tournaments/${u}/subscriptions.csv`, undefined],
      ['POST', `/v2/competition/tournaments/${u}/beach_tennis/dry_run`, { file_url: '/uploads/imports/x.csv' }],
      ['POST', `/v2/competition/tournaments/${u}/beach_tennis/import`, { file_url: '/uploads/imports/x.csv' }],
      ['GET', `/v2/competition/tournaments/${u}/beach_tennis/imports`, undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await as(admin.access_token, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.json().errors[0].message, `${method} ${url}`).toMatch(/não encontrad/);
    }
    const report = await as(admin.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: u });
    expect(report.statusCode).toBe(422);
    expect(report.json().errors[0]).toMatchObject({ field: 'tournament_id', message: 'Torneio não encontrado.' });
  });

  it('writes one audit entry per change, with before/after of what changed', async () => {
    const db = ctx.database.db;
    const t = await create({ name: 'Open auditado' });
    const key = String(t.id);
    let seen = 0;
    /** The audit entries of one entity written since the last look. */
    const fresh = async (entity: string = AREAS.tournaments.audit, id: string = key) => {
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, entity), eq(auditLog.entityId, id), gt(auditLog.id, seen)))
        .orderBy(asc(auditLog.id));
      if (rows.length) seen = Math.max(seen, ...rows.map((r) => r.id));
      return rows;
    };
    const [created] = await fresh();
    expect(created).toMatchObject({ action: 'created', actorId: admin.id });
    expect(created!.changes).toMatchObject({ name: { before: null, after: 'Open auditado' }, status: { before: null, after: 'enabled' }, modalities: { before: null, after: ['Duplas', 'Simples'] } });

    const step = async (what: string, send: () => Promise<{ statusCode: number; body: string }>, changes: Record<string, unknown>, action = 'updated') => {
      const res = await send();
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
      const rows = await fresh();
      expect(rows.map((r) => r.action), what).toEqual([action]);
      expect(rows[0]!.changes, what).toEqual(changes);
    };
    const now = async () => (await as(reader.access_token, 'GET', `/v2/competition/tournaments/${t.id}`)).json() as Tournament;

    await step('PUT tournament', async () => edit(await now(), { name: 'Open auditado 2' }), { name: { before: 'Open auditado', after: 'Open auditado 2' } });
    await step('disable', () => as(admin.access_token, 'POST', `/v2/competition/tournaments/${t.id}/disable`), { status: { before: 'enabled', after: 'disabled' } }, 'status_changed');
    await step('enable', () => as(admin.access_token, 'POST', `/v2/competition/tournaments/${t.id}/enable`), { status: { before: 'disabled', after: 'enabled' } }, 'status_changed');
    const cats = ['Masculino A (R$ 120,00)', 'Feminino B (R$ 100,00)', 'Mista C (R$ 90,00)'];
    await step('POST category', () => as(editor.access_token, 'POST', '/v2/competition/categories', { tournament_id: t.id, name: 'Sub-18', price: 50 }), {
      categories: { before: cats, after: [...cats, 'Sub-18 (R$ 50,00)'] },
    });
    const sub18 = (await now()).categories.find((c) => c.name === 'Sub-18')!;
    await step('PUT category', () => as(editor.access_token, 'PUT', `/v2/competition/categories/${sub18.id}`, { name: 'Sub-16', price: 45 }), {
      categories: { before: [...cats, 'Sub-18 (R$ 50,00)'], after: [...cats, 'Sub-16 (R$ 45,00)'] },
    });
    await step('POST modality', () => as(editor.access_token, 'POST', '/v2/competition/modalities', { tournament_id: t.id, name: 'Trios' }), {
      modalities: { before: ['Duplas', 'Simples'], after: ['Duplas', 'Simples', 'Trios'] },
    });
    const trios = (await now()).modalities.find((m) => m.name === 'Trios')!;
    await step('PUT modality', () => as(editor.access_token, 'PUT', `/v2/competition/modalities/${trios.id}`, { name: 'Quartetos' }), {
      modalities: { before: ['Duplas', 'Simples', 'Trios'], after: ['Duplas', 'Simples', 'Quartetos'] },
    });
    await step('POST kits', () => as(editor.access_token, 'POST', '/v2/competition/kits', { tournament_id: t.id, kits: [{ name: 'Viseira', price: 20 }] }), {
      kits: { before: ['Kit atleta (R$ 0,00)'], after: ['Kit atleta (R$ 0,00)', 'Viseira (R$ 20,00)'] },
    });
    const viseira = (await now()).kits.find((k) => k.name === 'Viseira')!;
    await step('PUT kit', () => as(editor.access_token, 'PUT', `/v2/competition/kits/${viseira.id}`, { name: 'Viseira UV', price: 25 }), {
      kits: { before: ['Kit atleta (R$ 0,00)', 'Viseira (R$ 20,00)'], after: ['Kit atleta (R$ 0,00)', 'Viseira UV (R$ 25,00)'] },
    });
    await step('DELETE kit', () => as(editor.access_token, 'DELETE', `/v2/competition/kits/${viseira.id}`), { kits: { before: ['Kit atleta (R$ 0,00)', 'Viseira UV (R$ 25,00)'], after: ['Kit atleta (R$ 0,00)'] } });
    const reg = 'Regulamento geral: https://arquivos.exemplo.com/regulamento.pdf';
    await step('POST regulation', () => as(editor.access_token, 'POST', '/v2/competition/regulations', { tournament_id: t.id, title: 'Anexo', file_url: '/uploads/anexo.pdf' }), {
      regulations: { before: [reg], after: [reg, 'Anexo: /uploads/anexo.pdf'] },
    });
    await step('PUT regulations', () => as(editor.access_token, 'PUT', '/v2/competition/regulations', { tournament_id: t.id, regulations: [] }), {
      regulations: { before: [reg, 'Anexo: /uploads/anexo.pdf'], after: [] },
    });

    // the report request is a change too: its report file is audited as created
    const report = await as(exporter.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id });
    expect(report.statusCode).toBe(201);
    const [requested] = await fresh('report_files', String(report.json().id));
    expect(requested).toMatchObject({ action: 'created', actorId: exporter.id });
    expect(requested!.changes).toMatchObject({ report_type: { before: null, after: 'tournament_subscriptions' }, tournament_id: { before: null, after: t.id } });
  });
});

describe("entries: the athlete's and the partner's CPF and e-mail follow the customers rule (decisions 0071, 0086, 0087)", () => {
  const db = () => ctx.database.db;
  const people = () => [
    { id: customerIds[0]!, cpf: '11122233344', email: 'joao@t.local' },
    { id: customerIds[1]!, cpf: '55566677788', email: 'maria@t.local' },
    { id: customerIds[2]!, cpf: '99988877766', email: 'pedro@t.local' },
    { id: customerIds[3]!, cpf: '12312312399', email: 'luiza@t.local' },
  ];
  const formatted = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
  /** Access-log rows written after `mark` (the highest id before the call). */
  const lastLogId = async () => Math.max(0, ...(await db().select({ id: customerAccessLog.id }).from(customerAccessLog)).map((r) => r.id));
  const loggedSince = (mark: number) => db().select().from(customerAccessLog).where(gt(customerAccessLog.id, mark)).orderBy(asc(customerAccessLog.id));
  /** Entries with both persons (João + Maria, Pedro + Luíza) and one alone (Maria again, as athlete). */
  async function entered(name: string) {
    const t = await create({ name });
    await addEntry(t, 0, 'approved', 0, 1);
    await addEntry(t, 1, 'pending', 2, 3);
    await addEntry(t, 2, 'approved', 1, null);
    return t;
  }
  const reportFile = async (id: number) => {
    const [row] = await db().select().from(reportFiles).where(eq(reportFiles.id, id));
    expect(row, `relatório ${id}`).toMatchObject({ status: 'completed' });
    return { row: row!, rows: parseCsv(fs.readFileSync(path.join(ctx.config.DATA_DIR, row!.fileUrl!), 'utf8')) };
  };

  it('the list is masked for both persons without unmask and logs nothing; in full, one search entry per person shown, in one page', async () => {
    const t = await entered('Open mascarado');
    const url = `/v2/competition/tournaments/${t.id}/subscriptions`;
    const mark = await lastLogId();
    const masked = await as(reader.access_token, 'GET', url);
    expect(masked.statusCode).toBe(200);
    const shown = masked.json() as { athlete: object; partner: object | null }[];
    const [pedro, joao, maria, luiza] = [people()[2]!, people()[0]!, people()[1]!, people()[3]!];
    const maskedOf = (p: { id: number; cpf: string; email: string }) => ({ id: p.id, cpf: maskCpf(p.cpf), email: maskEmail(p.email), masked: true });
    expect(shown.map((e) => [e.athlete, e.partner])).toMatchObject([
      [maskedOf(maria), null],
      [maskedOf(pedro), maskedOf(luiza)],
      [maskedOf(joao), maskedOf(maria)],
    ]);
    for (const p of people()) {
      expect(masked.body).not.toContain(p.cpf);
      expect(masked.body).not.toContain(p.email);
    }
    expect(await loggedSince(mark)).toEqual([]);

    const full = await as(admin.access_token, 'GET', `${url}?status=approved&per_page=5`);
    expect(full.json().map((e: { athlete: object; partner: object | null }) => [e.athlete, e.partner])).toMatchObject([
      [{ ...maria, masked: false }, null],
      [{ ...joao, masked: false }, { ...maria, masked: false }],
    ]);
    const written = await loggedSince(mark);
    // each customer shown once (Maria is athlete of one entry and partner of another), the whole page in one insert
    expect(written.map((w) => w.customerId).sort()).toEqual([joao.id, maria.id].sort());
    expect(new Set(written.map((w) => w.requestId)).size).toBe(1);
    for (const w of written) {
      expect(w).toMatchObject({ userId: admin.id, userName: expect.any(String), kind: 'search', fields: ['name', 'cpf', 'email'] });
      expect(w.details).toMatchObject({ area: 'tournament entries', tournament_id: t.id, status: 'approved', per_page: 5 });
    }
    const everyone = await lastLogId();
    await as(admin.access_token, 'GET', url);
    expect((await loggedSince(everyone)).map((w) => w.customerId).sort()).toEqual(people().map((p) => p.id).sort());
    // an empty page writes nothing
    const empty = await lastLogId();
    expect((await as(admin.access_token, 'GET', `${url}?status=rejected`)).json()).toEqual([]);
    expect(await loggedSince(empty)).toEqual([]);
  });

  it('the CSV is masked without unmask and logs nothing; in full it writes one export entry with its filters', async () => {
    const t = await entered('Open exportado');
    const url = `/v2/competition/tournaments/${t.id}/subscriptions.csv?status=pending`;
    const [pedro, luiza] = [people()[2]!, people()[3]!];
    const mark = await lastLogId();
    const masked = await as(exporter.access_token, 'GET', url);
    expect(masked.statusCode).toBe(200);
    const [header, row] = parseCsv(masked.body);
    const cell = (r: string[], h: string) => r[header!.indexOf(h)];
    expect([cell(row!, 'CPF do atleta'), cell(row!, 'E-mail do atleta'), cell(row!, 'CPF do parceiro(a)')]).toEqual([maskCpf(pedro.cpf), maskEmail(pedro.email), maskCpf(luiza.cpf)]);
    for (const v of [pedro.cpf, formatted(pedro.cpf), pedro.email, luiza.cpf, formatted(luiza.cpf)]) expect(masked.body).not.toContain(v);
    expect(await loggedSince(mark)).toEqual([]);

    const full = await as(admin.access_token, 'GET', url);
    const [, fullRow] = parseCsv(full.body);
    expect([cell(fullRow!, 'CPF do atleta'), cell(fullRow!, 'E-mail do atleta'), cell(fullRow!, 'CPF do parceiro(a)')]).toEqual([formatted(pedro.cpf), pedro.email, formatted(luiza.cpf)]);
    const written = await loggedSince(mark);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ customerId: null, userId: admin.id, kind: 'export', fields: ['name', 'cpf', 'email'] });
    expect(written[0]!.details).toMatchObject({ area: 'tournament entries', tournament_id: t.id, status: 'pending' });
  });

  it('the queued report fixes `masked` when requested and is written masked or in full; a report without the flag is written masked', async () => {
    const t = await entered('Open relatado');
    const joao = people()[0]!;
    const mark = await lastLogId();
    const asked = await as(exporter.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id });
    expect(asked.statusCode).toBe(201);
    expect(await loggedSince(mark)).toEqual([]);
    const byAdmin = await as(admin.access_token, 'POST', '/v2/reports/subscriptions', { tournament_id: t.id });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().id).not.toBe(asked.json().id);
    const written = await loggedSince(mark);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ customerId: null, userId: admin.id, kind: 'export', fields: ['name', 'cpf', 'email'] });
    expect(written[0]!.details).toMatchObject({ area: 'tournament entries report', report_id: byAdmin.json().id, tournament_id: t.id, masked: false });
    // a report asked for before masking existed (no `masked` in its params)
    const [old] = await db().insert(reportFiles).values({ reportType: 'tournament_subscriptions', params: { tournament_id: t.id, tournament_name: t.name } }).returning({ id: reportFiles.id });
    await generateReport(ctx.app, old!.id, new AbortController().signal);
    await ctx.app.jobs.idle(20_000);

    const joaoRow = (rows: string[][]) => rows.find((r) => r[rows[0]!.indexOf('Atleta')] === 'João Conceição')!;
    for (const [id, masked] of [[asked.json().id, true], [byAdmin.json().id, false], [old!.id, true]] as const) {
      const { row, rows } = await reportFile(id);
      expect(row.params, `relatório ${id}`).toMatchObject(id === old!.id ? { tournament_id: t.id } : { tournament_id: t.id, masked });
      const r = joaoRow(rows);
      const cell = (h: string) => r[rows[0]!.indexOf(h)];
      expect([cell('CPF do atleta'), cell('E-mail do atleta'), cell('CPF do parceiro(a)')], `relatório ${id}`).toEqual(
        masked ? [maskCpf(joao.cpf), maskEmail(joao.email), maskCpf('55566677788')] : [formatted(joao.cpf), joao.email, formatted('55566677788')],
      );
      expect(rows.slice(1)).toHaveLength(3);
    }
  });
});
