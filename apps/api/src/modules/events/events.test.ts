import { EVENT_MSG, ITEMS_COUNT_HEADER, UPCOMING_EVENTS_COUNT_HEADER, todayInSaoPaulo, type EventBody, type EventDetail, type EventListItem } from '@backoffice/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityOccurrences,
  auditLog,
  branches,
  categories,
  cities,
  companies,
  countries,
  customers,
  eventTypes,
  events,
  extras,
  modalities,
  ongs,
  sponsorTypes,
  sponsors,
  states,
  subscriptions,
  trainers,
} from '../../db/schema/index.ts';
import { actor, call, createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let master: Awaited<ReturnType<typeof actor>>;
let reader: Awaited<ReturnType<typeof actor>>;
const ref: Record<string, number> = {};

const addDays = (n: number) => {
  const d = new Date(`${todayInSaoPaulo()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ctx = await createTestApp();
  master = await actor(ctx, 'Master');
  reader = await actor(ctx, [['index', 'events']]);
  const db = ctx.database.db;
  const [country] = await db.insert(countries).values({ name: 'Brasil', iso2: 'BR', phoneCode: '55' }).returning();
  const [sp] = await db.insert(states).values({ countryId: country!.id, name: 'São Paulo', uf: 'SP', ibgeCode: 35, region: 'Sudeste' }).returning();
  const [rj] = await db.insert(states).values({ countryId: country!.id, name: 'Rio de Janeiro', uf: 'RJ', ibgeCode: 33, region: 'Sudeste' }).returning();
  const [city] = await db.insert(cities).values({ stateId: sp!.id, name: 'São Paulo', ibgeCode: 3550308, capital: true }).returning();
  await db.insert(cities).values({ stateId: sp!.id, name: 'Campinas', ibgeCode: 3509502 });
  await db.insert(cities).values({ stateId: rj!.id, name: 'Niterói', ibgeCode: 3303302 });
  const [category] = await db.insert(categories).values({ name: 'Corrida de rua' }).returning();
  const [category2] = await db.insert(categories).values({ name: 'Ciclismo' }).returning();
  const [type] = await db.insert(eventTypes).values({ name: 'Corrida' }).returning();
  const [branch] = await db.insert(branches).values({ name: 'Filial Sul' }).returning();
  const [company] = await db.insert(companies).values({ name: 'Organizadora Paulista' }).returning();
  const [m1] = await db.insert(modalities).values({ name: '5 km' }).returning();
  const [m2] = await db.insert(modalities).values({ name: '10 km' }).returning();
  const [extra] = await db.insert(extras).values({ name: 'Medalha', price: 20 }).returning();
  const [sponsorType] = await db.insert(sponsorTypes).values({ name: 'Ouro' }).returning();
  const [sponsor] = await db.insert(sponsors).values({ name: 'Banco Amigo' }).returning();
  const [ong] = await db.insert(ongs).values({ name: 'Instituto Esporte', cnpj: '11222333000181' }).returning();
  const [trainer] = await db.insert(trainers).values({ name: 'Treinadora Ana', email: 'ana@teste.local', status: 'enabled' }).returning();
  Object.assign(ref, {
    sp: sp!.id,
    city: city!.id,
    category: category!.id,
    category2: category2!.id,
    type: type!.id,
    branch: branch!.id,
    company: company!.id,
    m1: m1!.id,
    m2: m2!.id,
    extra: extra!.id,
    sponsorType: sponsorType!.id,
    sponsor: sponsor!.id,
    ong: ong!.id,
    trainer: trainer!.id,
  });
});
afterAll(() => ctx.close());

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(ctx, token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

let seq = 0;
function fullEvent(overrides: Partial<EventBody> = {}): EventBody {
  seq++;
  return {
    name: `Corrida da Cidade ${seq}`,
    category_id: ref.category!,
    event_type_id: ref.type!,
    branch_id: ref.branch!,
    company_id: ref.company!,
    city_id: ref.city!,
    place: 'Parque Ibirapuera',
    address: 'Av. Pedro Álvares Cabral, s/n',
    event_date: addDays(60),
    subscription_start_date: addDays(-10),
    subscription_start_hour: '08:00',
    subscription_end_date: addDays(50),
    subscription_end_hour: '23:59',
    kits_withdraw_date: addDays(58),
    kits_withdraw_date_end: addDays(59),
    subscriptions_limit: 500,
    subscriptions_goal: 400,
    description_text: '<p>Prova <strong>linda</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    kits_stock: { bl: 10, g: 20, gg: 5, m: 30, p: 15 },
    ong_ids: [ref.ong!],
    porto_bank_percentage_limit: 30,
    porto_bank_percentage_discount: 10,
    event_extras_attributes: [{ extra_id: ref.extra!, price: 25 }],
    event_sponsors: [
      { sponsor_id: ref.sponsor!, sponsor_type_id: ref.sponsorType!, master: true, sponsor_priority: 1 },
      { sponsor_id: 999999, _destroy: true },
    ],
    path_photos: ['/uploads/images/2026/11/00000000-0000-0000-0000-000000000001.png'],
    kits: [{ name: 'Kit completo', price: 0, stock: { bl: 5, g: 10, gg: 2, m: 10, p: 5 } }],
    event_modalities: [
      {
        modality_id: ref.m1!,
        kit_index: 0,
        lots: [
          { date: addDays(-10), price: 80, eldery_price: 40, team_price: 70, team_eldery_price: 35 },
          { date: addDays(10), price: 100, eldery_price: 50, team_price: 90, team_eldery_price: 45 },
          { date: addDays(30), price: 120, eldery_price: 60, team_price: 110, team_eldery_price: 55 },
        ],
      },
      {
        modality_id: ref.m2!,
        kit_index: 0,
        lots: [
          { date: addDays(-5), price: 90, eldery_price: 45, team_price: 80, team_eldery_price: 40 },
          { date: addDays(-1), price: 95, eldery_price: 47.5, team_price: 85, team_eldery_price: 42.5 },
          { date: addDays(20), price: 130, eldery_price: 65, team_price: 120, team_eldery_price: 60 },
        ],
      },
    ],
    ...overrides,
  };
}

async function create(overrides: Partial<EventBody> = {}): Promise<EventDetail> {
  const res = await as(master.access_token, 'POST', '/v1/events', fullEvent(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The form body of a loaded event (what the panel sends back). */
function bodyOf(e: EventDetail): Record<string, unknown> {
  return {
    ...fullEvent(),
    name: e.name,
    slug: e.slug,
    lock_version: e.lock_version,
    kits: e.kits.map(({ id, name, description, photo_url, price, stock, kit_sold, kit_blocked }) => ({ id, name, description, photo_url, price, stock, kit_sold, kit_blocked })),
    event_modalities: e.event_modalities.map((m) => ({ id: m.id, modality_id: m.modality_id, kit_index: m.kit_index, status: m.status, lots: m.lots })),
    event_extras_attributes: e.event_extras.map((x) => ({ id: x.id, extra_id: x.extra_id, price: x.price, stock: x.stock })),
    event_sponsors: e.event_sponsors.map((s) => ({ id: s.id, sponsor_id: s.sponsor_id, sponsor_type_id: s.sponsor_type_id, master: s.master, sponsor_priority: s.sponsor_priority })),
  };
}

async function subscribe(eventId: number, eventModalityId: number, status: 'approved' | 'pending' | 'cancelled', size: 'g' | 'm' = 'g') {
  const [c] = await ctx.database.db.insert(customers).values({ name: `Atleta ${++seq}`, email: `atleta${seq}-${Date.now()}@teste.local` }).returning();
  await ctx.database.db.insert(subscriptions).values({ eventId, eventModalityId, customerId: c!.id, status, shirtSize: size, price: 80 });
}

describe('POST /v1/events', () => {
  it('creates an event with everything: modalities, lots, kits, extras, sponsors, NGOs; sanitises texts; fee 0 percentual', async () => {
    const e = await create({ name: 'Maratona de São Paulo' });
    expect(e.slug).toBe('maratona-de-sao-paulo');
    expect(e.category_name).toBe('Corrida de rua');
    expect([e.event_type_name, e.branch_name, e.company_name]).toEqual(['Corrida', 'Filial Sul', 'Organizadora Paulista']);
    expect(e.city_name).toBe('São Paulo');
    expect([e.state_id, e.state_uf]).toEqual([ref.sp, 'SP']);
    expect(e.description_text).toMatch(/^<p>Prova <strong>linda<\/strong><img src="x" \/><\/p>$/);
    expect(e.description_text).not.toMatch(/script|onerror/);
    expect(e.convenience_fee).toBe(0);
    expect(e.convenience_fee_type).toBe('percentual');
    expect(e.kits_stock).toEqual({ bl: 10, g: 20, gg: 5, m: 30, p: 15 });
    expect(e.kits_stock_remaining).toEqual(e.kits_stock);
    expect(e.event_sponsors).toHaveLength(1);
    expect(e.event_sponsors[0]).toMatchObject({ sponsor_name: 'Banco Amigo', master: true, sponsor_type_name: 'Ouro' });
    expect(e.ongs).toEqual([{ id: ref.ong, name: 'Instituto Esporte' }]);
    expect(e.event_extras[0]).toMatchObject({ name: 'Medalha', price: 25 });
    expect(e.kits[0]).toMatchObject({ name: 'Kit completo', kit_sold: 0, kit_blocked: false });
    expect(e.event_modalities).toHaveLength(2);
    // Current lot: the latest whose date has come.
    expect(e.event_modalities[0]!.current_price).toBe(80);
    expect(e.event_modalities[1]!.current_lot).toMatchObject({ price: 95, eldery_price: 47.5 });
    expect(e.event_modalities[0]!.kit_id).toBe(e.kits[0]!.id);
    expect(e.subscriptions_remaining).toBe(500);
    const [audit] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'events'), eq(auditLog.entityId, String(e.id))));
    expect(audit?.action).toBe('created');
  });

  it('answers each small collection in its shape and order: charities by name, donations, extras, sponsors by priority, open hours by start', async () => {
    const db = ctx.database.db;
    const [ongA] = await db.insert(ongs).values({ name: 'Associação Atletas', cnpj: '11444777000161' }).returning();
    const [sponsorB] = await db.insert(sponsors).values({ name: 'Loja Parceira', logoUrl: '/uploads/logo.png' }).returning();
    const e = await create({
      ong_ids: [ref.ong!, ongA!.id],
      event_donations: [
        { ong_id: ref.ong!, amount: 10.5, description: 'Apoio' },
        { ong_id: null, amount: 20, description: null },
      ],
      event_extras_attributes: [{ extra_id: ref.extra!, price: 25, stock: 3 }],
      event_sponsors: [
        { sponsor_id: sponsorB!.id, sponsor_type_id: null, master: false, sponsor_priority: 5 },
        { sponsor_id: ref.sponsor!, sponsor_type_id: ref.sponsorType!, master: true, sponsor_priority: 1 },
      ],
      event_available_modalities: [
        { modality_id: ref.m2!, hours: [{ start_hour: '18:00', end_hour: null, subscriptions_limit: null }, { start_hour: '07:30', end_hour: '09:00', subscriptions_limit: 20 }] },
        { modality_id: ref.m1!, hours: [] },
      ],
    });
    const shown: EventDetail = (await as(reader.access_token, 'GET', `/v1/events/${e.id}`)).json();
    expect(shown.ongs).toEqual([
      { id: ongA!.id, name: 'Associação Atletas' },
      { id: ref.ong, name: 'Instituto Esporte' },
    ]);
    expect(shown.ong_ids).toEqual([ongA!.id, ref.ong]);
    expect(shown.event_donations).toEqual([
      { id: expect.any(Number), ong_id: ref.ong, amount: 10.5, description: 'Apoio' },
      { id: expect.any(Number), ong_id: null, amount: 20, description: null },
    ]);
    expect(shown.event_donations[0]!.id).toBeLessThan(shown.event_donations[1]!.id);
    expect(shown.event_extras).toEqual([{ id: expect.any(Number), extra_id: ref.extra, name: 'Medalha', photo_url: null, price: 25, stock: 3 }]);
    expect(shown.event_sponsors).toEqual([
      { id: expect.any(Number), sponsor_id: ref.sponsor, sponsor_name: 'Banco Amigo', logo_url: null, sponsor_type_id: ref.sponsorType, sponsor_type_name: 'Ouro', master: true, sponsor_priority: 1 },
      { id: expect.any(Number), sponsor_id: sponsorB!.id, sponsor_name: 'Loja Parceira', logo_url: '/uploads/logo.png', sponsor_type_id: null, sponsor_type_name: null, master: false, sponsor_priority: 5 },
    ]);
    expect(shown.event_available_modalities).toEqual([
      {
        id: expect.any(Number),
        modality_id: ref.m2,
        modality_name: '10 km',
        hours: [
          { start_hour: '07:30', end_hour: '09:00', subscriptions_limit: 20 },
          { start_hour: '18:00', end_hour: null, subscriptions_limit: null },
        ],
      },
      { id: expect.any(Number), modality_id: ref.m1, modality_name: '5 km', hours: [] },
    ]);
    expect(shown.activity_occurrences).toEqual([]);
    // the answer of the create is the same document
    expect(shown).toEqual({ ...e, updated_at: shown.updated_at });
  });

  it('answers 422 with a pt-BR message on each bad field', async () => {
    const res = await as(master.access_token, 'POST', '/v1/events', {
      ...fullEvent(),
      subscription_start_date: addDays(10),
      subscription_end_date: addDays(5),
      kits_withdraw_date: addDays(59),
      kits_withdraw_date_end: addDays(58),
      city_id: 999999,
      company_id: 1,
      event_modalities: [
        {
          modality_id: ref.m1!,
          lots: [
            { date: addDays(5), price: 10, eldery_price: 5, team_price: 10, team_eldery_price: 5 },
            { date: addDays(5), price: 12, eldery_price: 6, team_price: 12, team_eldery_price: 6 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(422);
    const byField = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField.subscription_end_date).toBe('O fim das inscrições deve ser depois do início');
    expect(byField.kits_withdraw_date_end).toBe('O fim da retirada de kits deve ser depois do início');
    expect(byField.city_id).toBe('Cidade não encontrada');
    expect(byField.company_id).toBe('Esta empresa não pode ser escolhida');
    expect(byField['event_modalities.0.lots.1.date']).toBe('A data de cada lote deve ser posterior à do lote anterior');
  });

  it('refuses negative stock and money, unknown fields, and a duplicate slug', async () => {
    const negative = await as(master.access_token, 'POST', '/v1/events', { ...fullEvent(), kits_stock: { bl: -1, g: 0, gg: 0, m: 0, p: 0 } });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors[0]).toMatchObject({ field: 'kits_stock.bl', message: 'O estoque não pode ser negativo' });
    const body = fullEvent();
    (body.event_modalities![0]!.lots[0] as { price: number }).price = -5;
    const money = await as(master.access_token, 'POST', '/v1/events', body);
    expect(money.statusCode).toBe(422);
    expect(money.json().errors[0].message).toBe('O valor não pode ser negativo');
    const unknown = await as(master.access_token, 'POST', '/v1/events', { ...fullEvent(), hacker: true });
    expect(unknown.statusCode).toBe(422);
    await create({ slug: 'slug-unico' });
    const dup = await as(master.access_token, 'POST', '/v1/events', fullEvent({ slug: 'slug-unico' }));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toContainEqual({ field: 'slug', message: 'Já existe um evento com este endereço (slug). Escolha outro.' });
  });

  it('answers 403 without the create permission', async () => {
    expect((await as(reader.access_token, 'POST', '/v1/events', fullEvent())).statusCode).toBe(403);
  });
});

describe('GET /v1/events', () => {
  it('lists future events by event date by default, with items-count and upcoming-events-count', async () => {
    await create({ name: 'Evento Passado Antigo', event_date: addDays(-30), subscription_start_date: addDays(-60), subscription_end_date: addDays(-31), kits_withdraw_date: null, kits_withdraw_date_end: null, event_modalities: [] });
    const res = await as(reader.access_token, 'GET', '/v1/events?per_page=50');
    expect(res.statusCode).toBe(200);
    const items = res.json() as { name: string; event_date: string }[];
    expect(items.every((e) => e.event_date >= todayInSaoPaulo())).toBe(true);
    expect(items.map((e) => e.event_date)).toEqual([...items.map((e) => e.event_date)].sort());
    expect(Number(res.headers[ITEMS_COUNT_HEADER])).toBe(items.length);
    expect(Number(res.headers[UPCOMING_EVENTS_COUNT_HEADER])).toBeGreaterThanOrEqual(items.length);
    const past = await as(reader.access_token, 'GET', '/v1/events?time=past');
    expect(past.json().map((e: { name: string }) => e.name)).toContain('Evento Passado Antigo');
    expect(Number(past.headers[UPCOMING_EVENTS_COUNT_HEADER])).toBe(Number(res.headers[UPCOMING_EVENTS_COUNT_HEADER]));
  });

  it('an event without a date is a future one: last by date, first by date descending, never past', async () => {
    const undated = await create({ name: 'Treino sem data', event_modalities: [] });
    await ctx.database.db.update(events).set({ eventDate: null }).where(eq(events.id, undated.id));
    const ids = async (q: string) => (await as(reader.access_token, 'GET', `/v1/events?per_page=200&${q}`)).json().map((e: { id: number }) => e.id);
    expect((await ids('')).at(-1)).toBe(undated.id);
    expect((await ids('order=-event_date'))[0]).toBe(undated.id);
    expect(await ids('time=past')).not.toContain(undated.id);
    expect((await ids('time=all')).at(-1)).toBe(undated.id);
    await as(master.access_token, 'DELETE', `/v1/events/${undated.id}`);
  });

  it('pages in the order asked for, each page joined to its names, pages never overlapping', async () => {
    const made: { id: number }[] = [];
    for (const name of ['Zeta Corrida', 'Alfa Corrida', 'Meio Corrida']) made.push(await create({ name, category_id: ref.category2!, event_modalities: [] }));
    type Item = { id: number; name: string; category: { name: string } | null };
    const list = async (q: string) => (await as(reader.access_token, 'GET', `/v1/events?time=all&${q}`)).json() as Item[];
    for (const order of ['name', '-name', 'id', '-id', '-created_at', 'event_date', '-event_date', 'subscription_start']) {
      const all = await list(`order=${order}&per_page=200`);
      const paged: Item[] = [];
      for (let page = 0; page * 2 < all.length; page++) paged.push(...(await list(`order=${order}&per_page=2&current_page=${page}`)));
      expect(paged.map((e) => e.id), order).toEqual(all.map((e) => e.id));
      expect(all.every((e) => e.category?.name), order).toBe(true);
    }
    const byName = (await list('order=name&per_page=200')).map((e) => e.name).filter((name) => name.endsWith(' Corrida'));
    expect(byName).toEqual(['Alfa Corrida', 'Meio Corrida', 'Zeta Corrida']);
    expect((await list('order=-id&per_page=200')).map((e) => e.id)).toEqual((await list('order=id&per_page=200')).map((e) => e.id).reverse());
    for (const { id } of made) await as(master.access_token, 'DELETE', `/v1/events/${id}`);
  });

  it('counts the filtered events on any page, a page past the last included, and shows each event’s sold places and names', async () => {
    const made = [await create({ name: 'Contagem Um' }), await create({ name: 'Contagem Dois' }), await create({ name: 'Contagem Três' })];
    await subscribe(made[0]!.id, made[0]!.event_modalities[0]!.id, 'approved');
    await subscribe(made[0]!.id, made[0]!.event_modalities[0]!.id, 'pending');
    await subscribe(made[0]!.id, made[0]!.event_modalities[0]!.id, 'cancelled');
    const page = async (q: string) => {
      const res = await as(reader.access_token, 'GET', `/v1/events?time=all&query=contagem&order=id&${q}`);
      return { items: res.json() as EventListItem[], total: Number(res.headers[ITEMS_COUNT_HEADER]) };
    };
    expect((await page('per_page=2')).total).toBe(3);
    const second = await page('per_page=2&current_page=1');
    expect([second.items.map((e) => e.id), second.total]).toEqual([[made[2]!.id], 3]);
    expect(await page('per_page=2&current_page=5')).toEqual({ items: [], total: 3 });
    const [first] = (await page('per_page=1')).items;
    expect(first).toMatchObject({ id: made[0]!.id, subscriptions_sold: 2, subscriptions_remaining: 498, city: { name: 'São Paulo', state: 'SP' }, category: { name: 'Corrida de rua' }, event_type: { name: 'Corrida' } });
    expect((await as(reader.access_token, 'GET', '/v1/events?time=all&query=nenhumeventoassim')).headers[ITEMS_COUNT_HEADER]).toBe('0');
  });

  it('filters by status, category, event type, origin and an accent-insensitive search', async () => {
    const target = await create({ name: 'Pedalada Ecológica', category_id: ref.category2!, event_modalities: [] });
    const search = await as(reader.access_token, 'GET', `/v1/events?query=${encodeURIComponent('ECOLOGICA')}`);
    expect(search.json().map((e: { id: number }) => e.id)).toEqual([target.id]);
    const byCategory = await as(reader.access_token, 'GET', `/v1/events?category=${ref.category2}`);
    expect(byCategory.json().map((e: { id: number }) => e.id)).toEqual([target.id]);
    expect((await as(reader.access_token, 'GET', `/v1/events?event_type=${ref.type}&per_page=200`)).json().length).toBeGreaterThan(0);
    await as(master.access_token, 'POST', `/v1/events/${target.id}/disable`);
    const disabled = await as(reader.access_token, 'GET', '/v1/events?status=disabled&per_page=200');
    expect(disabled.json().map((e: { id: number }) => e.id)).toContain(target.id);
    await ctx.database.db.update(events).set({ trainerId: ref.trainer! }).where(eq(events.id, target.id));
    const trainer = await as(reader.access_token, 'GET', '/v1/events?origin=trainer');
    expect(trainer.json().map((e: { id: number; origin: string }) => [e.id, e.origin])).toEqual([[target.id, 'trainer']]);
  });

  it('refuses a bad filter with 422 and answers 403 without permission', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/events?time=sometime')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/events?order=password')).statusCode).toBe(422);
    const nobody = await actor(ctx, []);
    expect((await as(nobody.access_token, 'GET', '/v1/events')).statusCode).toBe(403);
  });

  it('exports eventos.csv with the list filters', async () => {
    const res = await as(master.access_token, 'GET', `/v1/report/events.csv?time=all&category=${ref.category2}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('eventos.csv');
    expect(res.body.startsWith('\uFEFFID;Nome;')).toBe(true);
    expect(res.body).toContain('Pedalada Ecológica');
    expect((await as(reader.access_token, 'GET', '/v1/report/events.csv')).statusCode).toBe(403);
  });
});

describe('GET /v1/events/{id}', () => {
  it('answers 404 for an unknown or deleted event', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/events/999999')).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', '/v1/events/abc')).statusCode).toBe(422);
  });
});

describe('PUT /v1/events/{id}', () => {
  it('updates, keeps nested ids, ignores kit_sold/kit_blocked and forces the fee to 0 percentual', async () => {
    const e = await create();
    const body: Record<string, unknown> = { ...bodyOf(e), name: 'Nome Novo', convenience_fee: 7, convenience_fee_type: 'amount' };
    (body.kits as { kit_sold: number }[])[0]!.kit_sold = 999;
    const res = await as(master.access_token, 'PUT', `/v1/events/${e.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as EventDetail;
    expect(updated.name).toBe('Nome Novo');
    expect(updated.lock_version).toBe(e.lock_version + 1);
    expect(updated.kits[0]!.id).toBe(e.kits[0]!.id);
    expect(updated.kits[0]!.kit_sold).toBe(0);
    expect(updated.event_modalities.map((m) => m.id)).toEqual(e.event_modalities.map((m) => m.id));
    expect(updated.convenience_fee).toBe(0);
    expect(updated.convenience_fee_type).toBe('percentual');
  });

  it('answers 409 when someone saved first, so nothing is overwritten silently', async () => {
    const e = await create();
    expect((await as(master.access_token, 'PUT', `/v1/events/${e.id}`, { ...bodyOf(e), name: 'Primeira' })).statusCode).toBe(200);
    const second = await as(master.access_token, 'PUT', `/v1/events/${e.id}`, { ...bodyOf(e), name: 'Segunda' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].message).toMatch(/Recarregue a página/);
    expect((await as(reader.access_token, 'GET', `/v1/events/${e.id}`)).json().name).toBe('Primeira');
  });

  it('refuses a limit below the subscriptions sold and removing a modality that has subscriptions', async () => {
    const e = await create();
    await subscribe(e.id, e.event_modalities[0]!.id, 'approved', 'g');
    await subscribe(e.id, e.event_modalities[0]!.id, 'pending', 'm');
    await subscribe(e.id, e.event_modalities[0]!.id, 'cancelled', 'm');
    const loaded = (await as(reader.access_token, 'GET', `/v1/events/${e.id}`)).json() as EventDetail;
    expect(loaded.subscriptions_sold).toBe(2);
    expect(loaded.subscriptions_remaining).toBe(498);
    expect(loaded.kits_stock_remaining).toEqual({ bl: 10, g: 19, gg: 5, m: 29, p: 15 });
    expect(loaded.kits[0]!.kit_sold).toBe(2);
    const low = await as(master.access_token, 'PUT', `/v1/events/${e.id}`, { ...bodyOf(loaded), subscriptions_limit: 1 });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toContainEqual({ field: 'subscriptions_limit', message: 'O limite não pode ser menor que as inscrições já vendidas (2)' });
    const body = bodyOf(loaded);
    body.event_modalities = (body.event_modalities as unknown[]).slice(1);
    const removed = await as(master.access_token, 'PUT', `/v1/events/${e.id}`, body);
    expect(removed.statusCode).toBe(422);
    expect(removed.json().errors[0].message).toMatch(/tem inscrições e não pode ser removida/);
  });

  it('answers 404 for an unknown event and 403 without the update permission', async () => {
    const e = await create();
    expect((await as(master.access_token, 'PUT', '/v1/events/999999', bodyOf(e))).statusCode).toBe(404);
    expect((await as(reader.access_token, 'PUT', `/v1/events/${e.id}`, bodyOf(e))).statusCode).toBe(403);
  });
});

describe('status transitions', () => {
  it('enables and disables the event, blocks and unblocks subscriptions, toggles a modality', async () => {
    const e = await create();
    const off = await as(master.access_token, 'POST', `/v1/events/${e.id}/disable`);
    expect(off.json().status).toBe('disabled');
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/enable`)).json().status).toBe('enabled');
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/disable_subscriptions`)).json().subscriptions_blocked).toBe(true);
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/enable_subscriptions`)).json().subscriptions_blocked).toBe(false);
    const m = e.event_modalities[0]!.id;
    const mOff = await as(master.access_token, 'POST', `/v1/events/${e.id}/event_modalities/${m}/disable`);
    expect(mOff.json().event_modalities[0].status).toBe('disabled');
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/event_modalities/${m}/enable`)).json().event_modalities[0].status).toBe('enabled');
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/event_modalities/999999/enable`)).statusCode).toBe(404);
    expect((await as(master.access_token, 'POST', `/v1/events/999999/enable`)).statusCode).toBe(404);
    expect((await as(reader.access_token, 'POST', `/v1/events/${e.id}/disable`)).statusCode).toBe(403);
  });

  it('refuses to enable an event without an active modality (422 with the reason)', async () => {
    const e = await create({ event_modalities: [] });
    expect(e.status).toBe('disabled');
    const res = await as(master.access_token, 'POST', `/v1/events/${e.id}/enable`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toBe('Cadastre ao menos uma modalidade ativa antes de ativar o evento');
  });

  it('finishes an event: subscriptions closed, no more toggles, finishing twice refused', async () => {
    const e = await create();
    const res = await as(master.access_token, 'POST', `/v1/events/${e.id}/finish`, { note: 'Prova realizada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ finished: true, subscriptions_blocked: true });
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/finish`, {})).statusCode).toBe(422);
    const toggle = await as(master.access_token, 'POST', `/v1/events/${e.id}/enable_subscriptions`);
    expect(toggle.statusCode).toBe(422);
    expect(toggle.json().errors[0].message).toBe(EVENT_MSG.finishedCannotChange);
    const finished = await as(reader.access_token, 'GET', '/v1/events?status=finished&time=all&per_page=200');
    expect(finished.json().map((x: { id: number }) => x.id)).toContain(e.id);
    expect((await as(master.access_token, 'POST', `/v1/events/${e.id}/finish`, { bogus: 1 })).statusCode).toBe(422);
  });
});

describe('duplicate and delete', () => {
  it('duplicates an event with its modalities, lots, kits, extras and sponsors, as an inactive copy', async () => {
    const e = await create({ name: 'Circuito das Estações' });
    const res = await as(master.access_token, 'POST', `/v1/events/${e.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json() as EventDetail;
    expect(copy.id).not.toBe(e.id);
    expect(copy.name).toBe('Circuito das Estações (cópia)');
    expect(copy.slug).toBe('circuito-das-estacoes-copia');
    expect(copy.status).toBe('disabled');
    expect(copy.duplicated_from_id).toBe(e.id);
    expect(copy.event_modalities.map((m) => m.lots.length)).toEqual([3, 3]);
    expect(copy.event_modalities[0]!.kit_id).toBe(copy.kits[0]!.id);
    expect(copy.event_sponsors).toHaveLength(1);
    expect(copy.event_extras).toHaveLength(1);
    const again = await as(master.access_token, 'POST', `/v1/events/${e.id}/duplicate`);
    expect(again.json().slug).toBe('circuito-das-estacoes-copia-2');
  });

  it('deletes an event without paid subscriptions; refuses one with paid subscriptions', async () => {
    const free = await create();
    await subscribe(free.id, free.event_modalities[0]!.id, 'pending');
    const ok = await as(master.access_token, 'DELETE', `/v1/events/${free.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(EVENT_MSG.deleted);
    expect((await as(reader.access_token, 'GET', `/v1/events/${free.id}`)).statusCode).toBe(404);
    // Its slug is free again.
    await create({ slug: free.slug });

    const paid = await create();
    await subscribe(paid.id, paid.event_modalities[0]!.id, 'approved');
    const refused = await as(master.access_token, 'DELETE', `/v1/events/${paid.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe(EVENT_MSG.hasPaidSubscriptions);
    expect((await as(reader.access_token, 'DELETE', `/v1/events/${paid.id}`)).statusCode).toBe(403);
    expect((await as(master.access_token, 'DELETE', '/v1/events/999999')).statusCode).toBe(404);
  });
});

describe('activity occurrences', () => {
  it('removes an occurrence of the event (soft) and answers 404 for one of another event', async () => {
    const e = await create();
    const [o] = await ctx.database.db.insert(activityOccurrences).values({ eventId: e.id, date: addDays(3) }).returning();
    expect((await as(reader.access_token, 'GET', `/v1/events/${e.id}`)).json().activity_occurrences).toHaveLength(1);
    const res = await as(master.access_token, 'DELETE', `/v1/events/${e.id}/activity_occurrences/${o!.id}`);
    expect(res.statusCode).toBe(200);
    expect((await as(reader.access_token, 'GET', `/v1/events/${e.id}`)).json().activity_occurrences).toHaveLength(0);
    expect((await as(master.access_token, 'DELETE', `/v1/events/${e.id}/activity_occurrences/${o!.id}`)).statusCode).toBe(404);
    expect((await as(reader.access_token, 'DELETE', `/v1/events/${e.id}/activity_occurrences/${o!.id}`)).statusCode).toBe(403);
  });
});

describe('lookups', () => {
  it('branches, companies without 1 and 2, categories, event types with the special type 0, trainers by category', async () => {
    const companiesRes = await as(reader.access_token, 'GET', '/v1/events/companies');
    const ids = companiesRes.json().map((c: { id: number }) => c.id);
    expect(ids).toContain(ref.company);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
    expect((await as(reader.access_token, 'GET', '/v1/events/branches')).json()).toContainEqual({ id: ref.branch, name: 'Filial Sul' });
    expect((await as(reader.access_token, 'GET', '/v1/events/categories')).json().map((c: { name: string }) => c.name)).toEqual(['Ciclismo', 'Corrida de rua']);
    expect((await as(reader.access_token, 'GET', '/v1/event_types')).json()[0].id).toBe(0);
    const all = await as(reader.access_token, 'GET', '/v1/events/trainers');
    expect(all.json()).toContainEqual({ id: ref.trainer, name: 'Treinadora Ana' });
    const none = await as(reader.access_token, 'GET', `/v1/events/trainers?category=${ref.category}`);
    expect(none.json()).toEqual([]);
    expect((await as(reader.access_token, 'GET', '/v1/events/trainers?category=x')).statusCode).toBe(422);
  });

  it('states, cities of a state (by UF or id), countries', async () => {
    expect((await as(reader.access_token, 'GET', '/v1/cities/states')).json().map((s: { uf: string }) => s.uf)).toEqual(['RJ', 'SP']);
    const sp = await as(reader.access_token, 'GET', '/v1/cities?state=SP');
    expect(sp.json().map((c: { name: string }) => c.name)).toEqual(['Campinas', 'São Paulo']);
    expect((await as(reader.access_token, 'GET', `/v1/cities?state=${ref.sp}&query=sao`)).json().map((c: { name: string }) => c.name)).toEqual(['São Paulo']);
    expect((await as(reader.access_token, 'GET', '/v1/cities?state=XX')).statusCode).toBe(404);
    expect((await as(reader.access_token, 'GET', '/v1/cities')).statusCode).toBe(422);
    expect((await as(reader.access_token, 'GET', '/v1/countries')).json()[0]).toMatchObject({ name: 'Brasil', iso2: 'BR' });
  });
});
