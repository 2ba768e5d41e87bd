import {
  AREAS,
  DAYS_OF_WEEK,
  SEAT_HOLDING_STATUSES,
  TOURNAMENT_MSG,
  formatMoney,
  onlyDigits,
  parseOrder,
  planSlots,
  priceRules,
  type Tournament,
  type TournamentEntriesReportQuery,
  type TournamentEntry,
  type TournamentSummary,
  type TournamentValues,
  type TournamentsListQuery,
} from '@backoffice/contract';
import { and, asc, count, eq, getTableColumns, inArray, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtByKey, builtOnce, queryRows, type Db } from '../../db/client.ts';
import { LOOKUPS_BY_KEY } from '../../db/statement-cache.ts';
import {
  categories,
  cities,
  customers,
  eventTypes,
  modalities,
  orders,
  tournamentCategories,
  tournamentKits,
  tournamentModalities,
  tournamentRegulations,
  tournamentScheduleMatches,
  tournamentSlots,
  tournamentSubscriptions,
  tournaments,
  trainers,
} from '../../db/schema/index.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { HttpError, invalid } from '../../lib/http-errors.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { countedMatchesPage, countedTotal, orderBy, pageWindow } from '../../lib/paging.ts';
import { foundBy, hasTrigrams, indexWalk, keyContains, keyContainsOnce, keysOf, namesByKey, ownRows, textContains } from '../../lib/sql.ts';

export type TournamentRow = typeof tournaments.$inferSelect;

// ------------------------------------------------------------------ list

type SummaryRow = TournamentRow & { trainerName: string | null; eventTypeName: string | null; categoryName: string | null; cityName: string | null };

export function toSummary(r: SummaryRow): TournamentSummary {
  return {
    id: r.id,
    name: r.name,
    trainer_id: r.trainerId,
    trainer_name: r.trainerName,
    event_type_id: r.eventTypeId,
    event_type_name: r.eventTypeName,
    category_id: r.categoryId,
    category_name: r.categoryName,
    city_id: r.cityId,
    city_name: r.cityName,
    online: r.online,
    start_date: r.startDate,
    end_date: r.endDate,
    price_type: r.priceType,
    charge_type: r.chargeType,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

/** Tournaments from their own table; trainer, event type, category and city names are read by key (decision 0110). */
const selectSummaries = (db: Db) => db.select().from(tournaments).$dynamic();

async function withNames(db: Db, rows: TournamentRow[]): Promise<SummaryRow[]> {
  const found = await namesByKey(db, {
    trainer: { table: trainers, columns: { name: trainers.name }, keys: rows.map((r) => r.trainerId) },
    eventType: { table: eventTypes, columns: { name: eventTypes.name }, keys: rows.map((r) => r.eventTypeId) },
    category: { table: categories, columns: { name: categories.name }, keys: rows.map((r) => r.categoryId) },
    city: { table: cities, columns: { name: cities.name }, keys: rows.map((r) => r.cityId) },
  });
  return rows.map((r) => ({
    ...r,
    trainerName: foundBy(found.trainer, r.trainerId)?.name ?? null,
    eventTypeName: foundBy(found.eventType, r.eventTypeId)?.name ?? null,
    categoryName: foundBy(found.category, r.categoryId)?.name ?? null,
    cityName: foundBy(found.city, r.cityId)?.name ?? null,
  }));
}

function listFilters(q: Omit<TournamentsListQuery, 'current_page' | 'per_page' | 'order'>): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) list.push(textContains(tournaments.name, q.query));
  if (q.status) list.push(eq(tournaments.status, q.status));
  if (q.trainer_id) list.push(eq(tournaments.trainerId, q.trainer_id));
  // period: tournaments whose dates overlap [start_date, end_date]
  if (q.start_date) list.push(sql`coalesce(${tournaments.endDate}, ${tournaments.startDate}) >= ${q.start_date}`);
  if (q.end_date) list.push(sql`${tournaments.startDate} <= ${q.end_date}`);
  return list.length ? and(...list) : undefined;
}

/** §9: newest first (-id); a trainer's list uses (trainer_id, id) — the index tournaments_trainer_idx. */
export const tournamentListing = defineListing({
  table: tournaments,
  select: selectSummaries,
  where: listFilters,
  orderable: { id: tournaments.id, name: tournaments.name, start_date: tournaments.startDate },
  id: tournaments.id,
  keyset: { column: tournaments.id, of: (r) => r.id },
  withNames,
});

// ------------------------------------------------------------------ one tournament

export const tournamentWrites = auditedWrites({ table: tournaments, entity: AREAS.tournaments.audit, snapshot: rowSnapshot, notFound: TOURNAMENT_MSG.notFound });

function rowSnapshot(r: TournamentRow): Record<string, unknown> {
  return {
    name: r.name,
    trainer_id: r.trainerId,
    event_type_id: r.eventTypeId,
    city_id: r.cityId,
    online: r.online,
    place: r.place,
    start_date: r.startDate,
    end_date: r.endDate,
    price_type: r.priceType,
    charge_type: r.chargeType,
    price: r.price,
    extra_modality_price: r.extraModalityPrice,
    sponsor_photos: r.sponsorPhotos,
    partner_photos: r.partnerPhotos,
    status: r.status,
  };
}

/** The audit snapshot of a whole tournament (its row and its collections, by name). */
export function tournamentSnapshot(t: Tournament): Record<string, unknown> {
  return {
    ...rowSnapshotFromRecord(t),
    ...collectionsSnapshot(t),
    slots: t.slots.map((s) => `${s.category_name} × ${s.modality_name}: ${s.quantity}`),
  };
}
function rowSnapshotFromRecord(t: Tournament): Record<string, unknown> {
  return {
    name: t.name,
    trainer_id: t.trainer_id,
    event_type_id: t.event_type_id,
    category_id: t.category_id,
    city_id: t.city_id,
    online: t.online,
    place: t.place,
    start_date: t.start_date,
    end_date: t.end_date,
    price_type: t.price_type,
    charge_type: t.charge_type,
    price: t.price,
    extra_modality_price: t.extra_modality_price,
    sponsor_photos: t.sponsor_photos,
    partner_photos: t.partner_photos,
    status: t.status,
  };
}

type SlotCount = { slotId: number; approved: number; pending: number; total: number };

/** Entries per slot of one tournament, from the counters the writes keep (tournament_entry_counts, by trigger). */
export async function slotCounts(db: Db, tournamentId: number): Promise<Map<number, SlotCount>> {
  const rows = await queryRows<{ slot_id: number; approved: number; pending: number; total: number }>(
    db,
    sql`select c.tournament_slot_id as slot_id,
               coalesce(sum(c.n) filter (where c.status = 'approved'), 0)::int as approved,
               coalesce(sum(c.n) filter (where c.status = 'pending'), 0)::int as pending,
               coalesce(sum(c.n), 0)::int as total
        from tournament_entry_counts c join tournament_slots s on s.id = c.tournament_slot_id
        where s.tournament_id = ${tournamentId} group by c.tournament_slot_id`,
  );
  return new Map(rows.map((r) => [Number(r.slot_id), { slotId: Number(r.slot_id), approved: Number(r.approved), pending: Number(r.pending), total: Number(r.total) }]));
}

/** The entries a filter without text search matches, from the counters (slots × statuses: a few dozen rows). */
async function countedEntries(db: Db, q: EntriesFilter): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(c.n), 0)::int as n from tournament_entry_counts c join tournament_slots s on s.id = c.tournament_slot_id
        where s.tournament_id = ${q.tournament_id}
          ${q.status ? sql`and c.status = ${q.status}` : sql``}
          ${q.slot_ids ? (q.slot_ids.length ? sql`and c.tournament_slot_id in (${sql.join(q.slot_ids.map((id) => sql`${id}`), sql`, `)})` : sql`and false`) : sql``}`,
  );
  return Number(r?.n ?? 0);
}

type TournamentCollections = {
  cats: { id: number; name: string; price: number | null; gender: number | null; min_age: number | null; max_age: number | null }[];
  mods: { id: number; name: string; modality_id: number | null }[];
  slots: { id: number; category_id: number; modality_id: number; quantity: number; price: number | null; approved: number; pending: number; total: number }[];
  kits: { id: number; name: string; description: string | null; photo_url: string | null; price: number }[];
  schedule: { id: number; day_of_week: number; start_hour: string; end_hour: string | null; place: string | null }[];
  regs: { id: number; title: string; file_url: string; created_at: string }[];
};

/**
 * A tournament's collections in one statement, each as a JSON array in its order, with the slots' entry counts from
 * the counters: as seven reads by its id, each statement's own round (planning, protocol, rows) cost more than its
 * work, and the biggest tournament's page waited for them (p95 20–33 ms at 10 connections on the bench set).
 */
async function tournamentCollections(db: Db, id: number): Promise<TournamentCollections> {
  const [row] = await queryRows<{ [K in keyof TournamentCollections]: TournamentCollections[K] | string }>(
    db,
    sql`select
          (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'price', c.price, 'gender', c.gender, 'min_age', c.min_age, 'max_age', c.max_age) order by c.id), '[]')
             from tournament_categories c where c.tournament_id = ${id}) as cats,
          (select coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'modality_id', m.modality_id) order by m.id), '[]')
             from tournament_modalities m where m.tournament_id = ${id}) as mods,
          (select coalesce(json_agg(json_build_object('id', s.id, 'category_id', s.tournament_category_id, 'modality_id', s.tournament_modality_id, 'quantity', s.quantity, 'price', s.price,
                                                      'approved', coalesce(n.approved, 0), 'pending', coalesce(n.pending, 0), 'total', coalesce(n.total, 0)) order by s.id), '[]')
             from tournament_slots s
             left join (select c.tournament_slot_id, sum(c.n) filter (where c.status = 'approved')::int as approved, sum(c.n) filter (where c.status = 'pending')::int as pending, sum(c.n)::int as total
                        from tournament_entry_counts c join tournament_slots cs on cs.id = c.tournament_slot_id where cs.tournament_id = ${id} group by c.tournament_slot_id) n on n.tournament_slot_id = s.id
             where s.tournament_id = ${id}) as slots,
          (select coalesce(json_agg(json_build_object('id', k.id, 'name', k.name, 'description', k.description, 'photo_url', k.photo_url, 'price', k.price) order by k.id), '[]')
             from tournament_kits k where k.tournament_id = ${id}) as kits,
          (select coalesce(json_agg(json_build_object('id', m.id, 'day_of_week', m.day_of_week, 'start_hour', m.start_hour, 'end_hour', m.end_hour, 'place', m.place) order by m.day_of_week, m.start_hour, m.id), '[]')
             from tournament_schedule_matches m where m.tournament_id = ${id}) as schedule,
          (select coalesce(json_agg(json_build_object('id', g.id, 'title', g.title, 'file_url', g.file_url, 'created_at', g.created_at) order by g.id), '[]')
             from tournament_regulations g where g.tournament_id = ${id}) as regs`,
  );
  const parsed = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    cats: parsed(row!.cats),
    mods: parsed(row!.mods),
    slots: parsed(row!.slots),
    kits: parsed(row!.kits),
    schedule: parsed(row!.schedule),
    regs: parsed(row!.regs),
  };
}

export async function findTournamentRow(db: Db, id: number): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row ?? null;
}

export async function findTournament(db: Db, id: number): Promise<{ row: TournamentRow; tournament: Tournament } | null> {
  // by primary key the joins are planned cheaply, and one statement costs less than two
  const [r] = await db
    .select({ ...getTableColumns(tournaments), trainerName: trainers.name, eventTypeName: eventTypes.name, categoryName: categories.name, cityName: cities.name, stateId: cities.stateId })
    .from(tournaments)
    .leftJoin(trainers, eq(trainers.id, tournaments.trainerId))
    .leftJoin(eventTypes, eq(eventTypes.id, tournaments.eventTypeId))
    .leftJoin(categories, eq(categories.id, tournaments.categoryId))
    .leftJoin(cities, eq(cities.id, tournaments.cityId))
    .where(eq(tournaments.id, id));
  if (!r) return null;
  const { cats, mods, slots, kits, schedule, regs } = await tournamentCollections(db, id);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  const modName = new Map(mods.map((m) => [m.id, m.name]));
  const catOrder = new Map(cats.map((c, i) => [c.id, i]));
  const modOrder = new Map(mods.map((m, i) => [m.id, i]));
  const presentSlots = slots
    .map((s) => {
      const { approved, pending } = s;
      return {
        id: s.id,
        category_id: s.category_id,
        category_name: catName.get(s.category_id) ?? '',
        modality_id: s.modality_id,
        modality_name: modName.get(s.modality_id) ?? '',
        quantity: s.quantity,
        quantity_approved: approved,
        quantity_pending: pending,
        quantity_remaining: Math.max(0, s.quantity - approved - pending),
        entries_count: s.total,
        price: s.price,
      };
    })
    .sort((a, b) => (catOrder.get(a.category_id)! - catOrder.get(b.category_id)!) || (modOrder.get(a.modality_id)! - modOrder.get(b.modality_id)!));
  const entries = slots.reduce((n, s) => n + s.total, 0);
  const tournament: Tournament = {
    ...toSummary(r),
    state_id: r.stateId,
    place: r.place,
    description: r.description,
    price: r.price,
    extra_modality_price: r.extraModalityPrice,
    sponsor_photos: r.sponsorPhotos,
    partner_photos: r.partnerPhotos,
    categories: cats.map((c) => ({ ...c, tournament_id: id })),
    modalities: mods.map((m) => ({ ...m, tournament_id: id })),
    slots: presentSlots,
    kits: kits.map((k) => ({ ...k, tournament_id: id })),
    schedule_matches: schedule,
    regulations: regs.map((g) => ({ ...g, tournament_id: id, created_at: new Date(g.created_at).toISOString() })),
    entries_count: entries,
  };
  return { row: r, tournament };
}

// ------------------------------------------------------------------ references

/** 422 on references that do not exist (trainer, event type, category, city, catalogue modality). */
export async function checkReferences(db: Db, v: TournamentValues): Promise<void> {
  const one = async (table: typeof trainers | typeof eventTypes | typeof categories | typeof cities | typeof modalities, id: number | null) => {
    if (id === null) return true;
    const [r] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return Boolean(r);
  };
  if (!(await one(trainers, v.trainer_id))) throw invalid('trainer_id', TOURNAMENT_MSG.trainerNotFound);
  if (!(await one(eventTypes, v.event_type_id))) throw invalid('event_type_id', TOURNAMENT_MSG.eventTypeNotFound);
  if (!(await one(categories, v.category_id))) throw invalid('category_id', TOURNAMENT_MSG.categoryRefNotFound);
  if (!(await one(cities, v.city_id))) throw invalid('city_id', TOURNAMENT_MSG.cityNotFound);
  for (const [i, m] of v.modalities.entries()) {
    if (!(await one(modalities, m.modality_id))) throw invalid(`modalities.${i}.modality_id`, TOURNAMENT_MSG.modalityRefNotFound);
  }
  // slots of pairs that are not in categories × modalities are ignored: §4, a vanished pair's slot goes away
}

// ------------------------------------------------------------------ the one write path

function rowValues(v: TournamentValues) {
  const rules = priceRules(v);
  return {
    name: v.name,
    trainerId: v.trainer_id,
    eventTypeId: v.event_type_id,
    categoryId: v.category_id,
    cityId: v.city_id,
    online: v.online,
    place: v.place,
    description: v.description,
    startDate: v.start_date,
    endDate: v.end_date,
    priceType: rules.price_type,
    chargeType: rules.charge_type,
    price: rules.price_type === 'by_tournament' ? (v.price ?? 0) : null,
    extraModalityPrice: v.extra_modality_price,
    sponsorPhotos: v.sponsor_photos,
    partnerPhotos: v.partner_photos,
  };
}

function valuesSnapshot(v: TournamentValues): Record<string, unknown> {
  const r = rowValues(v);
  return {
    name: r.name,
    trainer_id: r.trainerId,
    event_type_id: r.eventTypeId,
    city_id: r.cityId,
    online: r.online,
    place: r.place,
    start_date: r.startDate,
    end_date: r.endDate,
    price_type: r.priceType,
    charge_type: r.chargeType,
    price: r.price,
    extra_modality_price: r.extraModalityPrice,
    sponsor_photos: r.sponsorPhotos,
    partner_photos: r.partnerPhotos,
    status: v.status,
    ...collectionsSnapshot(v),
  };
}

/**
 * A tournament's collections as its history reads them, one line each, in pt-BR (R$ 15,05, Sábado 08:00–18:00): the
 * form's values and the saved tournament write the same lines, so an edit shows only what changed.
 */
function collectionsSnapshot(t: {
  categories: { name: string; price?: number | null }[];
  modalities: { name: string }[];
  kits: { name: string; price: number }[];
  schedule_matches: { day_of_week: number; start_hour: string; end_hour?: string | null; place?: string | null }[];
  regulations: { title: string; file_url: string }[];
}) {
  return {
    categories: t.categories.map((c) => `${c.name}${c.price !== null && c.price !== undefined ? ` (${formatMoney(c.price)})` : ''}`),
    modalities: t.modalities.map((m) => m.name),
    kits: t.kits.map((k) => `${k.name} (${formatMoney(k.price)})`),
    schedule_matches: t.schedule_matches.map((s) => `${DAYS_OF_WEEK[s.day_of_week] ?? s.day_of_week} ${s.start_hour}${s.end_hour ? `–${s.end_hour}` : ''}${s.place ? ` ${s.place}` : ''}`),
    regulations: t.regulations.map((r) => `${r.title}: ${r.file_url}`),
  };
}

/**
 * Writes a tournament's collections in the caller's transaction: the §4 slot plan (cross product, vanished pairs
 * destroyed, a slot with entries never destroyed, a quantity never below the slot's active entries — the slot rows are
 * locked first, so an import or another writer cannot slip an entry in between), then kits, schedule and
 * regulations (§5: none given removes every link). Refusals are 422 and roll the whole save back.
 */
async function syncCollections(tx: Db, tournamentId: number, v: TournamentValues): Promise<string[]> {
  const [curCats, curMods] = await Promise.all([
    tx.select().from(tournamentCategories).where(eq(tournamentCategories.tournamentId, tournamentId)),
    tx.select().from(tournamentModalities).where(eq(tournamentModalities.tournamentId, tournamentId)),
  ]);
  // lock the slots, then count their entries (entries are only added with the slot locked: reserveSeats)
  const curSlots = await queryRows<{ id: number; category_id: number; modality_id: number; quantity: number }>(
    tx,
    sql`select id, tournament_category_id as category_id, tournament_modality_id as modality_id, quantity
        from tournament_slots where tournament_id = ${tournamentId} order by id for update`,
  );
  const counts = await slotCounts(tx, tournamentId);
  const catIds = new Set(curCats.map((c) => c.id));
  const modIds = new Set(curMods.map((m) => m.id));
  v.categories.forEach((c, i) => {
    if (c.id !== undefined && !catIds.has(c.id)) throw invalid(`categories.${i}.id`, TOURNAMENT_MSG.notOfTournament('A categoria'));
  });
  v.modalities.forEach((m, i) => {
    if (m.id !== undefined && !modIds.has(m.id)) throw invalid(`modalities.${i}.id`, TOURNAMENT_MSG.notOfTournament('A modalidade'));
  });
  const catKeyOf = new Map<number, string>(curCats.map((c) => [c.id, `gone:${c.id}`]));
  for (const c of v.categories) if (c.id !== undefined) catKeyOf.set(c.id, c.key);
  const modKeyOf = new Map<number, string>(curMods.map((m) => [m.id, `gone:${m.id}`]));
  for (const m of v.modalities) if (m.id !== undefined) modKeyOf.set(m.id, m.key);

  const plan = planSlots({
    categories: v.categories,
    modalities: v.modalities,
    current: curSlots.map((s) => ({
      id: Number(s.id),
      category_key: catKeyOf.get(Number(s.category_id))!,
      modality_key: modKeyOf.get(Number(s.modality_id))!,
      quantity: Number(s.quantity),
      entries: counts.get(Number(s.id))?.total ?? 0,
      active: (counts.get(Number(s.id))?.approved ?? 0) + (counts.get(Number(s.id))?.pending ?? 0),
    })),
    wanted: v.slots,
    price: v.price,
    currentNames: {
      categories: Object.fromEntries(curCats.map((c) => [catKeyOf.get(c.id)!, c.name])),
      modalities: Object.fromEntries(curMods.map((m) => [modKeyOf.get(m.id)!, m.name])),
    },
  });
  if (plan.problems.length) throw new HttpError(422, plan.problems.map((p) => ({ field: 'slots', message: p.message })));

  const destroyed = plan.slots.filter((s) => s.destroy && s.id !== undefined).map((s) => s.id!);
  if (destroyed.length) await tx.delete(tournamentSlots).where(inArray(tournamentSlots.id, destroyed));
  const keptCatIds = v.categories.flatMap((c) => (c.id !== undefined ? [c.id] : []));
  const keptModIds = v.modalities.flatMap((m) => (m.id !== undefined ? [m.id] : []));
  await tx.delete(tournamentCategories).where(and(eq(tournamentCategories.tournamentId, tournamentId), keptCatIds.length ? notInArray(tournamentCategories.id, keptCatIds) : undefined));
  await tx.delete(tournamentModalities).where(and(eq(tournamentModalities.tournamentId, tournamentId), keptModIds.length ? notInArray(tournamentModalities.id, keptModIds) : undefined));

  const { price_type } = priceRules(v);
  const catIdOf = new Map<string, number>();
  for (const c of v.categories) {
    const values = { name: c.name, price: price_type === 'by_category' ? c.price : null, gender: c.gender, minAge: c.min_age, maxAge: c.max_age };
    if (c.id !== undefined) {
      await tx.update(tournamentCategories).set(values).where(eq(tournamentCategories.id, c.id));
      catIdOf.set(c.key, c.id);
    } else {
      const [ins] = await tx.insert(tournamentCategories).values({ ...values, tournamentId }).returning({ id: tournamentCategories.id });
      catIdOf.set(c.key, ins!.id);
    }
  }
  const modIdOf = new Map<string, number>();
  for (const m of v.modalities) {
    const values = { name: m.name, modalityId: m.modality_id };
    if (m.id !== undefined) {
      await tx.update(tournamentModalities).set(values).where(eq(tournamentModalities.id, m.id));
      modIdOf.set(m.key, m.id);
    } else {
      const [ins] = await tx.insert(tournamentModalities).values({ ...values, tournamentId }).returning({ id: tournamentModalities.id });
      modIdOf.set(m.key, ins!.id);
    }
  }
  const fresh = [];
  for (const s of plan.kept) {
    if (s.id !== undefined) await tx.update(tournamentSlots).set({ quantity: s.quantity, price: s.price }).where(eq(tournamentSlots.id, s.id));
    else fresh.push({ tournamentId, tournamentCategoryId: catIdOf.get(s.category_key)!, tournamentModalityId: modIdOf.get(s.modality_key)!, quantity: s.quantity, price: s.price });
  }
  if (fresh.length) await tx.insert(tournamentSlots).values(fresh);

  // kits: saved ids must be this tournament's; absent ones go
  const curKits = new Set((await tx.select({ id: tournamentKits.id }).from(tournamentKits).where(eq(tournamentKits.tournamentId, tournamentId))).map((k) => k.id));
  v.kits.forEach((k, i) => {
    if (k.id !== undefined && !curKits.has(k.id)) throw invalid(`kits.${i}.id`, TOURNAMENT_MSG.notOfTournament('O kit'));
  });
  const keptKits = v.kits.flatMap((k) => (k.id !== undefined ? [k.id] : []));
  await tx.delete(tournamentKits).where(and(eq(tournamentKits.tournamentId, tournamentId), keptKits.length ? notInArray(tournamentKits.id, keptKits) : undefined));
  for (const k of v.kits) {
    const values = { name: k.name, description: k.description, photoUrl: k.photo_url, price: k.price, updatedAt: new Date() };
    if (k.id !== undefined) await tx.update(tournamentKits).set(values).where(eq(tournamentKits.id, k.id));
    else await tx.insert(tournamentKits).values({ ...values, tournamentId });
  }

  await tx.delete(tournamentScheduleMatches).where(eq(tournamentScheduleMatches.tournamentId, tournamentId));
  if (v.schedule_matches.length) {
    await tx.insert(tournamentScheduleMatches).values(v.schedule_matches.map((s) => ({ tournamentId, dayOfWeek: s.day_of_week, startHour: s.start_hour, endHour: s.end_hour, place: s.place })));
  }

  const curRegs = new Set((await tx.select({ id: tournamentRegulations.id }).from(tournamentRegulations).where(eq(tournamentRegulations.tournamentId, tournamentId))).map((r) => r.id));
  v.regulations.forEach((r, i) => {
    if (r.id !== undefined && !curRegs.has(r.id)) throw invalid(`regulations.${i}.id`, TOURNAMENT_MSG.notOfTournament('O regulamento'));
  });
  const keptRegs = v.regulations.flatMap((r) => (r.id !== undefined ? [r.id] : []));
  await tx.delete(tournamentRegulations).where(and(eq(tournamentRegulations.tournamentId, tournamentId), keptRegs.length ? notInArray(tournamentRegulations.id, keptRegs) : undefined));
  for (const r of v.regulations) {
    if (r.id !== undefined) await tx.update(tournamentRegulations).set({ title: r.title, fileUrl: r.file_url, updatedAt: new Date() }).where(eq(tournamentRegulations.id, r.id));
    else await tx.insert(tournamentRegulations).values({ tournamentId, title: r.title, fileUrl: r.file_url });
  }
  return [];
}

export async function createTournament(db: Db, actor: AuditActor, v: TournamentValues): Promise<TournamentRow> {
  const status = v.status ?? 'enabled';
  return tournamentWrites.create(db, actor, { ...rowValues(v), status }, {
    also: async (tx, row) => {
      await syncCollections(tx, row.id, v);
    },
    // the status written, not the body's (absent from most bodies: the audit showed it as null)
    after: () => ({ ...valuesSnapshot(v), status }),
  });
}

export async function updateTournament(db: Db, actor: AuditActor, before: { row: TournamentRow; tournament: Tournament }, lockVersion: number, v: TournamentValues): Promise<TournamentRow> {
  const status = v.status ?? before.row.status;
  return tournamentWrites.update(db, actor, before.row, lockVersion, { ...rowValues(v), status }, {
    also: async (tx, row) => {
      await syncCollections(tx, row.id, v);
    },
    before: { ...tournamentSnapshot(before.tournament), slots: undefined },
    // the status kept, not the body's (absent from most bodies: every edit was audited as status → null)
    after: () => ({ ...valuesSnapshot(v), status }),
  });
}

/**
 * Takes `seats` places in a slot for new entries, in the caller's transaction: the slot row is locked (FOR UPDATE)
 * and its seat-holding entries counted under the lock, so two writers (two imports, two staff) can never sell the
 * slot beyond its quantity. Returns the slot's remaining places after the entries are added.
 */
export async function reserveSeats(tx: Db, slotId: number, seats: number): Promise<number> {
  const [slot] = await queryRows<{ quantity: number; category: string; modality: string }>(
    tx,
    sql`select s.quantity, c.name as category, m.name as modality from tournament_slots s
        join tournament_categories c on c.id = s.tournament_category_id
        join tournament_modalities m on m.id = s.tournament_modality_id
        where s.id = ${slotId} for update of s`,
  );
  if (!slot) throw invalid('tournament_slot_id', TOURNAMENT_MSG.notFound);
  const [held] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from tournament_subscriptions where tournament_slot_id = ${slotId} and status in ${sql.raw(`('${SEAT_HOLDING_STATUSES.join("','")}')`)}`,
  );
  const remaining = Number(slot.quantity) - Number(held?.n ?? 0);
  if (seats > remaining) throw new HttpError(422, [{ field: 'tournament_slot_id', message: TOURNAMENT_MSG.slotFull(slot.category, slot.modality) }]);
  return remaining - seats;
}

// ------------------------------------------------------------------ entries

const partner = alias(customers, 'partner');
const entrySelection = {
  id: tournamentSubscriptions.id,
  status: tournamentSubscriptions.status,
  price: tournamentSubscriptions.price,
  createdAt: tournamentSubscriptions.createdAt,
  slotId: tournamentSubscriptions.tournamentSlotId,
  athleteId: customers.id,
  athleteName: customers.name,
  athleteCpf: customers.cpf,
  athleteEmail: customers.email,
  partnerId: partner.id,
  partnerName: partner.name,
  partnerCpf: partner.cpf,
  partnerEmail: partner.email,
  orderId: tournamentSubscriptions.orderId,
  orderStatus: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: sql<string | null>`(select p.status from payments p where p.order_id = ${tournamentSubscriptions.orderId} order by p.id desc limit 1)`,
};
type EntryRow = {
  id: number;
  status: TournamentEntry['status'];
  price: number;
  createdAt: Date;
  slotId: number;
  athleteId: number;
  athleteName: string;
  athleteCpf: string | null;
  athleteEmail: string;
  partnerId: number | null;
  partnerName: string | null;
  partnerCpf: string | null;
  partnerEmail: string | null;
  orderId: number | null;
  orderStatus: string | null;
  paymentMethod: string | null;
  paymentStatus: string | null;
};

/** A slot's category and modality (ids and names), for the entries of one tournament. */
export type SlotNames = Map<number, { categoryId: number; categoryName: string; modalityId: number; modalityName: string }>;

/**
 * The tournament's slots with their names (a few dozen rows): entries take them in memory, not in a 7-table join. Null
 * when there is no such tournament: the lists under a tournament learn that it exists from this one statement.
 */
export async function slotNames(db: Db, tournamentId: number): Promise<SlotNames | null> {
  const rows = await queryRows<{ id: number | null; category_id: number; category_name: string; modality_id: number; modality_name: string }>(
    db,
    sql`select s.id, c.id as category_id, c.name as category_name, m.id as modality_id, m.name as modality_name
        from ${tournaments} t
        left join (${tournamentSlots} s
                   join ${tournamentCategories} c on c.id = s.tournament_category_id
                   join ${tournamentModalities} m on m.id = s.tournament_modality_id) on s.tournament_id = t.id
        where t.id = ${tournamentId}`,
  );
  if (!rows.length) return null;
  return new Map(
    rows.flatMap((r) => (r.id === null ? [] : [[r.id, { categoryId: r.category_id, categoryName: r.category_name, modalityId: r.modality_id, modalityName: r.modality_name }] as const])),
  );
}

/** Entry rows as the API shows them, named through `slotNames`. */
export function presentEntries(names: SlotNames, rows: EntryRow[]): TournamentEntry[] {
  return rows.map((r) => toEntry(r, names));
}

export function toEntry(r: EntryRow, names: SlotNames): TournamentEntry {
  const slot = names.get(r.slotId);
  return {
    id: r.id,
    status: r.status,
    price: Number(r.price),
    created_at: r.createdAt.toISOString(),
    slot_id: r.slotId,
    category_id: slot?.categoryId ?? 0,
    category_name: slot?.categoryName ?? '',
    modality_id: slot?.modalityId ?? 0,
    modality_name: slot?.modalityName ?? '',
    athlete: { id: r.athleteId, name: r.athleteName, cpf: r.athleteCpf, email: r.athleteEmail, masked: false },
    partner: r.partnerId !== null ? { id: r.partnerId, name: r.partnerName ?? '', cpf: r.partnerCpf, email: r.partnerEmail ?? '', masked: false } : null,
    order_id: r.orderId,
    order_status: r.orderStatus,
    payment_method: r.paymentMethod,
    payment_status: r.paymentStatus,
  };
}

/** The entries filter, with the category/modality filters resolved to the tournament's slot ids (`withSlotIds`). */
export type EntriesFilter = TournamentEntriesReportQuery & { tournament_id: number; slot_ids?: number[] };

/** The digits of a CPF search (with or without its mask); '' for any other field. */
function cpfSearchDigits(q: Pick<EntriesFilter, 'query' | 'query_field'>): string {
  return q.query_field === 'cpf' ? onlyDigits(q.query?.trim() ?? '') : '';
}

/**
 * Filters on the entries table only (category/modality through the slot ids, names through the entries' own name keys),
 * so the page's total counts the tournament's entries without joins.
 */
function entryFilters(q: EntriesFilter): SQL | undefined {
  const list: SQL[] = [eq(tournamentSubscriptions.tournamentId, q.tournament_id)];
  if (q.status) list.push(eq(tournamentSubscriptions.status, q.status));
  if (q.slot_ids) list.push(q.slot_ids.length ? inArray(tournamentSubscriptions.tournamentSlotId, q.slot_ids) : sql`false`);
  const text = q.query?.trim();
  if (text) {
    if (q.query_field === 'order_id') {
      const n = /^\d{1,9}$/.test(text) ? Number(text) : null;
      list.push(n === null ? sql`false` : eq(tournamentSubscriptions.orderId, n));
    } else if (q.query_field === 'cpf') {
      const digits = cpfSearchDigits(q);
      // the entries' own CPF copies as a range of the (tournament_id, cpf) indexes: a plan that holds for any prefix
      const within = (cpf: AnyColumn) => sql`(${cpf} ~>=~ ${digits} and ${cpf} ~<~ ${`${digits}~`})`;
      list.push(digits ? sql`(${within(tournamentSubscriptions.athleteCpf)} or ${within(tournamentSubscriptions.partnerCpf)})` : sql`false`);
    } else {
      // the entry's own name keys, through the tournament's trigram index (decision 0122); with trigrams, every
      // tournament and fragment shares the index's plan, read generic (decision 0148)
      const key = q.query_field === 'partner' ? tournamentSubscriptions.partnerNameKey : tournamentSubscriptions.athleteNameKey;
      list.push(hasTrigrams(text) ? and(keyContainsOnce(key, text), ownRows)! : keyContains(key, text));
    }
  }
  return and(...list);
}

/**
 * Category/modality filters as the tournament's slot ids (a handful): plain values the planner reads well. Taken from
 * the slot names the page reads anyway (`slotNames`), not from a statement of their own.
 */
export function withSlotIds<Q extends EntriesFilter>(q: Q, names: SlotNames): Q {
  if (!q.category && !q.modality) return q;
  const slot_ids = [...names].filter(([, n]) => (!q.category || n.categoryId === q.category) && (!q.modality || n.modalityId === q.modality)).map(([id]) => id);
  return { ...q, slot_ids };
}

/**
 * One page of entries in two steps: the page's ids from the entries table alone (index (tournament_id, id), whatever
 * the statistics say), then their details joined for those ids only; the total counts the same filters.
 */
export async function entriesPage(db: Db, q: EntriesFilter & { current_page: number; per_page: number; order: string }): Promise<{ rows: EntryRow[]; total: number }> {
  const where = entryFilters(q);
  const { limit, offset } = pageWindow(q);
  if (cpfSearchDigits(q)) return entriesPageOf(db, await fewEntriesPage(db, q, where, limit, offset));
  const sortable = { created_at: tournamentSubscriptions.createdAt };
  const order = orderBy(q.order, { ...sortable, id: tournamentSubscriptions.id }, tournamentSubscriptions.id);
  if (q.query?.trim()) {
    // a search finds its matches once, for the page and their number together (as the subscriptions search, decision 0114)
    const rows = await countedMatchesPage(db, tournamentSubscriptions, tournamentSubscriptions.id, sortable, where, { order: q.order, limit, offset });
    return entriesPageOf(db, { ids: rows.map((r) => ({ id: r.id })), total: await countedTotal(rows, offset, () => countedMatches(db, where)) });
  }
  // the default page walks (tournament_id, id) whatever the tournament and window: one plan (decision 0129)
  const walkOrder = !q.status && !q.slot_ids && (q.order === '-id' || q.order === 'id') ? q.order : null;
  // without a text search the total comes from the counters
  const [ids, total] = await Promise.all([
    walkOrder
      ? entriesWalk(db, walkOrder).execute({ tournament_id: q.tournament_id, limit, offset })
      : db.select({ id: tournamentSubscriptions.id }).from(tournamentSubscriptions).where(where).orderBy(...order).limit(limit).offset(offset),
    countedEntries(db, q),
  ]);
  return entriesPageOf(db, { ids, total });
}

/**
 * A page of entries with the slot names that present it (null: no such tournament). A category or modality filter
 * needs the names first, for its slot ids; without one, both reads go at once.
 */
export async function entriesPageWithNames(db: Db, q: EntriesFilter & { current_page: number; per_page: number; order: string }): Promise<{ rows: EntryRow[]; total: number; names: SlotNames | null }> {
  if (!q.category && !q.modality) {
    const [page, names] = await Promise.all([entriesPage(db, q), slotNames(db, q.tournament_id)]);
    return { ...page, names };
  }
  const names = await slotNames(db, q.tournament_id);
  return names ? { ...(await entriesPage(db, withSlotIds(q, names))), names } : { rows: [], total: 0, names };
}

/** A tournament's default page (newest or oldest first), built once per direction: the same plan for any window. */
const entriesWalk = builtByKey((db, order: '-id' | 'id') =>
  db
    .select({ id: tournamentSubscriptions.id })
    .from(tournamentSubscriptions)
    .where(and(eq(tournamentSubscriptions.tournamentId, sql.placeholder('tournament_id')), indexWalk))
    .orderBy(...orderBy(order, { id: tournamentSubscriptions.id }, tournamentSubscriptions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`tournament_entries_walk${order === 'id' ? '_asc' : ''}`),
);

/** The joined rows of a page's entries by their ids: built once, on the generic plan (primary keys). */
const entryRowsByIds = builtOnce((db) =>
  selectEntries(db)
    .where(sql`${tournamentSubscriptions.id} = any(${sql.placeholder('ids')}::int[]) ${sql.raw(LOOKUPS_BY_KEY)}`)
    .prepare('tournament_entry_rows_by_ids'),
);

/** The page's entries joined for its ids only, in the ids' order. */
async function entriesPageOf(db: Db, page: { ids: { id: number }[]; total: number }): Promise<{ rows: EntryRow[]; total: number }> {
  if (!page.ids.length) return { rows: [], total: page.total };
  const found = (await entryRowsByIds(db).execute({ ids: keysOf(page.ids, (r) => r.id) })) as EntryRow[];
  const byId = new Map(found.map((r) => [r.id, r]));
  return { rows: page.ids.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : [])), total: page.total };
}

/** The entries a filter matches, counted alone: for a page past the end, which carries no `total` (`countedTotal`). */
async function countedMatches(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(tournamentSubscriptions).where(where))[0]?.n ?? 0;
}

/**
 * A CPF prefix: its matches are read once through the entries' CPF indexes, then ordered, paged and counted. Ordered by
 * id within the statement, the planner walked the tournament's entries newest first and filtered all of them (10,000
 * for 25 matches on the bench set).
 */
async function fewEntriesPage(db: Db, q: { order: string }, where: SQL | undefined, limit: number, offset: number): Promise<{ ids: { id: number }[]; total: number }> {
  const { field, desc: isDesc } = parseOrder(q.order);
  const dir = isDesc ? sql`desc` : sql`asc`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`with m as materialized (select ${tournamentSubscriptions.id} as id, ${tournamentSubscriptions.createdAt} as created_at from ${tournamentSubscriptions} where ${where})
        select m.id, (select count(*)::int from m) as total from m order by ${field === 'created_at' ? sql`m.created_at ${dir}, ` : sql``}m.id ${dir} limit ${limit} offset ${offset}`,
  );
  return { ids: rows.map((r) => ({ id: Number(r.id) })), total: await countedTotal(rows, offset, () => countedMatches(db, where)) };
}

const selectEntries = (db: Db) =>
  db
    .select(entrySelection)
    .from(tournamentSubscriptions)
    .innerJoin(customers, eq(customers.id, tournamentSubscriptions.customerId))
    .leftJoin(partner, eq(partner.id, tournamentSubscriptions.partnerCustomerId))
    .leftJoin(orders, eq(orders.id, tournamentSubscriptions.orderId))
    .$dynamic();

export const entryListing = Object.assign(
  defineListing({
  table: tournamentSubscriptions,
  select: selectEntries,
  where: entryFilters,
  orderable: { id: tournamentSubscriptions.id, created_at: tournamentSubscriptions.createdAt },
  id: tournamentSubscriptions.id,
  keyset: { column: tournamentSubscriptions.id, of: (r) => r.id },
  }),
  { select: selectEntries },
);

export async function countEntries(db: Db, tournamentId: number): Promise<number> {
  return countedEntries(db, { tournament_id: tournamentId, query_field: 'athlete' });
}

export async function listEventTypes(db: Db) {
  return db.select({ id: eventTypes.id, name: eventTypes.name, description: eventTypes.description }).from(eventTypes).where(eq(eventTypes.status, 'enabled')).orderBy(asc(eventTypes.name));
}
