import { z } from 'zod';
import { hhmm, idSchema, isoDate, orderParam, pagingQuery, status, timestamp } from './common.ts';
import { catalogueName, lockVersionField, optionalText, perPageParam, webAddress } from './catalogue.ts';
import { PRICE_TYPES, CHARGE_TYPES, type PriceType, type ChargeType, TOURNAMENT_ENTRY_STATUSES, DEFAULT_SLOT_QUANTITY, MAX_SLOT_QUANTITY, ENTRY_QUERY_FIELDS, TOURNAMENT_MSG } from './tournaments-labels.ts';
export * from './tournaments-labels.ts';

const money = z.number({ error: 'Informe um valor' }).min(0, 'O valor não pode ser negativo').max(999_999_999.99, 'Valor alto demais');
const optionalMoney = money.nullable().optional().transform((v) => (v === undefined ? null : v));
const optionalId = idSchema.nullable().optional().transform((v) => v ?? null);
/** A form row's key: the record id as text for saved rows, any unique text for new ones. */
const rowKey = z.string().trim().min(1).max(60);

// ------------------------------------------------------------------ records

export const tournamentCategory = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  name: z.string(),
  price: z.number().nullable(),
  gender: z.number().int().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
});
export type TournamentCategory = z.infer<typeof tournamentCategory>;

export const tournamentModality = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  name: z.string(),
  modality_id: z.number().int().nullable(),
});
export type TournamentModality = z.infer<typeof tournamentModality>;

/** §3 Slot with its live counts (from the entries, never stored apart from them). */
export const tournamentSlot = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  modality_id: z.number().int(),
  modality_name: z.string(),
  quantity: z.number().int(),
  quantity_approved: z.number().int(),
  quantity_pending: z.number().int(),
  quantity_remaining: z.number().int(),
  /** Every entry of the slot, whatever its status (a slot with entries is never destroyed). */
  entries_count: z.number().int(),
  price: z.number().nullable(),
});
export type TournamentSlot = z.infer<typeof tournamentSlot>;

export const tournamentKit = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
  price: z.number(),
});
export type TournamentKit = z.infer<typeof tournamentKit>;

export const scheduleMatch = z.object({
  id: z.number().int(),
  day_of_week: z.number().int(),
  start_hour: z.string(),
  end_hour: z.string().nullable(),
  place: z.string().nullable(),
});
export type ScheduleMatch = z.infer<typeof scheduleMatch>;

export const tournamentRegulation = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  title: z.string(),
  file_url: z.string(),
  created_at: timestamp,
});
export type TournamentRegulation = z.infer<typeof tournamentRegulation>;

/** A list row. */
export const tournamentSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  trainer_id: z.number().int().nullable(),
  trainer_name: z.string().nullable(),
  event_type_id: z.number().int().nullable(),
  event_type_name: z.string().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  online: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  price_type: z.enum(PRICE_TYPES),
  charge_type: z.enum(CHARGE_TYPES),
  status,
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type TournamentSummary = z.infer<typeof tournamentSummary>;

/** GET /v2/competition/tournaments/{id}: everything the show page and the edit form need. */
export const tournament = tournamentSummary.extend({
  /** The city's state, so the form opens with both pickers filled. */
  state_id: z.number().int().nullable(),
  place: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  extra_modality_price: z.number(),
  sponsor_photos: z.array(z.string()),
  partner_photos: z.array(z.string()),
  categories: z.array(tournamentCategory),
  modalities: z.array(tournamentModality),
  slots: z.array(tournamentSlot),
  kits: z.array(tournamentKit),
  schedule_matches: z.array(scheduleMatch),
  regulations: z.array(tournamentRegulation),
  entries_count: z.number().int(),
});
export type Tournament = z.infer<typeof tournament>;

// ------------------------------------------------------------------ list

export const TOURNAMENT_ORDER_FIELDS = ['id', 'name', 'start_date'] as const;

/** §7/§9: per_page 20, newest first (-id); filters trainer, status, search (name), period (overlapping dates). */
export const tournamentsListQuery = pagingQuery.extend({
  per_page: perPageParam(20),
  order: orderParam(TOURNAMENT_ORDER_FIELDS, '-id'),
  trainer_id: idSchema.optional(),
  status: status.optional(),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
});
export type TournamentsListQuery = z.infer<typeof tournamentsListQuery>;

// ------------------------------------------------------------------ bodies

export const categoryInput = z.strictObject({
  id: idSchema.optional(),
  key: rowKey,
  name: catalogueName,
  price: optionalMoney,
  gender: z.union([z.literal(0), z.literal(1)]).nullable().optional().transform((v) => v ?? null),
  min_age: z.number().int().min(0).max(120).nullable().optional().transform((v) => v ?? null),
  max_age: z.number().int().min(0).max(120).nullable().optional().transform((v) => v ?? null),
});
export const modalityInput = z.strictObject({
  id: idSchema.optional(),
  key: rowKey,
  name: catalogueName,
  modality_id: optionalId,
});
export const slotInput = z.strictObject({
  category_key: rowKey,
  modality_key: rowKey,
  quantity: z.number({ error: 'Informe a quantidade de vagas' }).int('Use um número inteiro').min(0, 'A quantidade não pode ser negativa').max(MAX_SLOT_QUANTITY, 'Quantidade alta demais'),
});
export const scheduleInput = z.strictObject({
  day_of_week: z.number({ error: 'Informe o dia da semana' }).int().min(0).max(6),
  start_hour: hhmm,
  end_hour: hhmm.nullable().optional().transform((v) => v ?? null),
  place: optionalText(200),
});
export const regulationInput = z.strictObject({
  id: idSchema.optional(),
  title: z.string({ error: 'Informe o título' }).trim().min(2, 'Informe o título').max(200, 'Use no máximo 200 caracteres'),
  file_url: z
    .string({ error: 'Envie o arquivo do regulamento' })
    .trim()
    .min(1, 'Envie o arquivo do regulamento')
    .max(2000)
    .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s/][^\s]*$/.test(v), 'Informe um endereço de arquivo válido'),
});
export const tournamentKitInput = z.strictObject({
  id: idSchema.optional(),
  name: catalogueName,
  description: optionalText(500),
  photo_url: webAddress('Informe um endereço de imagem válido (https://…)'),
  price: money.optional().default(0),
});
const photoList = z.array(z.string().trim().min(1).max(2000)).max(20, 'No máximo 20 fotos').optional().default([]);

export const tournamentBody = z
  .strictObject({
    name: catalogueName,
    trainer_id: optionalId,
    event_type_id: optionalId,
    category_id: optionalId,
    city_id: optionalId,
    online: z.boolean().optional().default(false),
    place: optionalText(200),
    description: optionalText(5000),
    start_date: isoDate.nullable().optional().transform((v) => v ?? null),
    end_date: isoDate.nullable().optional().transform((v) => v ?? null),
    /** The one price (by_tournament); leave null and give category prices for by_category. */
    price: optionalMoney,
    extra_modality_price: money.optional().default(0),
    categories: z.array(categoryInput).min(1, 'Cadastre pelo menos uma categoria').max(60, 'No máximo 60 categorias'),
    modalities: z.array(modalityInput).min(1, 'Cadastre pelo menos uma modalidade').max(20, 'No máximo 20 modalidades'),
    /** Vacancies per pair; a pair left out gets DEFAULT_SLOT_QUANTITY (new) or keeps its quantity (saved). */
    slots: z.array(slotInput).max(1200).optional().default([]),
    kits: z.array(tournamentKitInput).max(30).optional().default([]),
    schedule_matches: z.array(scheduleInput).max(50).optional().default([]),
    /** §5: none given removes every existing link. */
    regulations: z.array(regulationInput).max(30).optional().default([]),
    sponsor_photos: photoList,
    partner_photos: photoList,
    status: status.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.start_date && b.end_date && b.end_date < b.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'A data final deve ser igual ou posterior à inicial' });
    dupes(b.categories.map((c) => c.key), 'categories', 'key', ctx, 'Chave de categoria repetida');
    dupes(b.modalities.map((m) => m.key), 'modalities', 'key', ctx, 'Chave de modalidade repetida');
    dupes(b.categories.map((c) => c.name.toLocaleLowerCase('pt-BR')), 'categories', 'name', ctx, 'Já existe uma categoria com este nome');
    dupes(b.modalities.map((m) => m.name.toLocaleLowerCase('pt-BR')), 'modalities', 'name', ctx, 'Já existe uma modalidade com este nome');
    const priced = b.categories.filter((c) => c.price !== null).length;
    if (priced > 0 && priced < b.categories.length) {
      b.categories.forEach((c, i) => {
        if (c.price === null) ctx.addIssue({ code: 'custom', path: ['categories', i, 'price'], message: TOURNAMENT_MSG.categoryPriceMissing });
      });
    }
    b.schedule_matches.forEach((s, i) => {
      if (s.end_hour && s.end_hour <= s.start_hour) ctx.addIssue({ code: 'custom', path: ['schedule_matches', i, 'end_hour'], message: 'O horário final deve ser depois do inicial' });
    });
    b.categories.forEach((c, i) => {
      if (c.min_age !== null && c.max_age !== null && c.max_age < c.min_age) ctx.addIssue({ code: 'custom', path: ['categories', i, 'max_age'], message: 'A idade máxima deve ser maior que a mínima' });
    });
  });
export type TournamentBody = z.input<typeof tournamentBody>;
export type TournamentValues = z.output<typeof tournamentBody>;
export const tournamentUpdateBody = tournamentBody.safeExtend({ lock_version: lockVersionField });
export type TournamentUpdateBody = z.input<typeof tournamentUpdateBody>;

function dupes(values: string[], list: string, field: string, ctx: z.RefinementCtx, message: string) {
  const seen = new Set<string>();
  values.forEach((v, i) => {
    if (seen.has(v)) ctx.addIssue({ code: 'custom', path: [list, i, field], message });
    seen.add(v);
  });
}

/** POST /v2/competition/categories: one category added to a tournament (a slot per modality is created). */
export const tournamentCategoryCreateBody = z.strictObject({
  tournament_id: idSchema,
  name: catalogueName,
  price: optionalMoney,
  gender: z.union([z.literal(0), z.literal(1)]).nullable().optional().transform((v) => v ?? null),
  min_age: z.number().int().min(0).max(120).nullable().optional().transform((v) => v ?? null),
  max_age: z.number().int().min(0).max(120).nullable().optional().transform((v) => v ?? null),
  slot_quantity: z.number().int().min(0).max(MAX_SLOT_QUANTITY).optional().default(DEFAULT_SLOT_QUANTITY),
});
export const tournamentCategoryUpdateBody = tournamentCategoryCreateBody.omit({ tournament_id: true, slot_quantity: true });
/** POST /v2/competition/modalities: one modality added to a tournament (a slot per category is created). */
export const tournamentModalityCreateBody = z.strictObject({
  tournament_id: idSchema,
  name: catalogueName,
  modality_id: optionalId,
  slot_quantity: z.number().int().min(0).max(MAX_SLOT_QUANTITY).optional().default(DEFAULT_SLOT_QUANTITY),
});
export const tournamentModalityUpdateBody = tournamentModalityCreateBody.omit({ tournament_id: true, slot_quantity: true });
/** POST /v2/competition/kits: a list of kits for one tournament. */
export const kitsCreateBody = z.strictObject({ tournament_id: idSchema, kits: z.array(tournamentKitInput.omit({ id: true })).min(1, 'Informe pelo menos um kit').max(30) });
export const kitUpdateBody = tournamentKitInput.omit({ id: true });
/** POST /v2/competition/regulations: one regulation linked to a tournament. */
export const regulationCreateBody = regulationInput.omit({ id: true }).extend({ tournament_id: idSchema });
/** PUT /v2/competition/regulations: the tournament's whole set (§5: an empty list removes every link). */
export const regulationsReplaceBody = z.strictObject({ tournament_id: idSchema, regulations: z.array(regulationInput).max(30) });

export const eventTypeOption = z.object({ id: z.number().int(), name: z.string(), description: z.string().nullable() });
export const ENTRY_ORDER_FIELDS = ['id', 'created_at'] as const;

/** GET /v2/competition/tournaments/{id}/subscriptions: §9 subscriptions lists default to 10, newest first. */
export const tournamentEntriesQuery = pagingQuery.extend({
  per_page: perPageParam(10),
  order: orderParam(ENTRY_ORDER_FIELDS, '-id'),
  category: idSchema.optional(),
  modality: idSchema.optional(),
  status: z.enum(TOURNAMENT_ENTRY_STATUSES).optional(),
  query_field: z.enum(ENTRY_QUERY_FIELDS).default('athlete'),
});
export type TournamentEntriesQuery = z.infer<typeof tournamentEntriesQuery>;
export const tournamentEntriesReportQuery = tournamentEntriesQuery.omit({ current_page: true, per_page: true, order: true });
export type TournamentEntriesReportQuery = z.infer<typeof tournamentEntriesReportQuery>;

/** An entry's athlete or partner: CPF and e-mail masked unless the caller may unmask (`masked` says so, decision 0086). */
const person = z.object({ id: z.number().int(), name: z.string(), cpf: z.string().nullable(), email: z.string(), masked: z.boolean() });
export const tournamentEntry = z.object({
  id: z.number().int(),
  status: z.enum(TOURNAMENT_ENTRY_STATUSES),
  price: z.number(),
  created_at: timestamp,
  slot_id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  modality_id: z.number().int(),
  modality_name: z.string(),
  athlete: person,
  partner: person.nullable(),
  order_id: z.number().int().nullable(),
  order_status: z.string().nullable(),
  payment_method: z.string().nullable(),
  payment_status: z.string().nullable(),
});
export type TournamentEntry = z.infer<typeof tournamentEntry>;

/** POST /v2/reports/subscriptions (§7: tournament_id, file_format). */
export const tournamentReportBody = z.strictObject({ tournament_id: idSchema, file_format: z.enum(['csv']).optional().default('csv') });

// ------------------------------------------------------------------ §4 rules (form preview and server)

/** §4: one price → by_tournament; per-category prices → by_category; paid when any price is above 0, else free. */
export function priceRules(input: { price: number | null; extra_modality_price?: number | null; categories: readonly { price: number | null }[] }): {
  price_type: PriceType;
  charge_type: ChargeType;
} {
  const categoryPrices = input.categories.map((c) => c.price).filter((p): p is number => p !== null && p !== undefined);
  const price_type: PriceType = categoryPrices.length > 0 ? 'by_category' : 'by_tournament';
  const prices = price_type === 'by_category' ? categoryPrices : [input.price ?? 0];
  const charge_type: ChargeType = [...prices, input.extra_modality_price ?? 0].some((p) => p > 0) ? 'paid' : 'free';
  return { price_type, charge_type };
}

export type SlotPlanCategory = { key: string; name: string; price: number | null };
export type SlotPlanModality = { key: string; name: string };
/** A slot as it stands (saved, or in the form): `id` when saved, `entries` its entries of any status. */
export type SlotPlanSlot = { id?: number; category_key: string; modality_key: string; quantity: number; entries?: number; active?: number };
export type PlannedSlot = {
  id?: number;
  category_key: string;
  modality_key: string;
  category_name: string;
  modality_name: string;
  quantity: number;
  price: number | null;
  entries: number;
  active: number;
  /** The pair vanished: the slot goes away on save. */
  destroy: boolean;
};
export type SlotProblem = { category_key: string; modality_key: string; message: string; kind: 'has_entries' | 'below_entries' };

/**
 * §4 slots: the cross product of categories × modalities. A pair that disappears marks its slot for destruction; a
 * slot with entries is never destroyed (a problem with a clear message); a quantity below the slot's active entries
 * is a problem too. `wanted` carries the quantities asked for (the form's inputs / the body's slots), `current` the
 * saved slots with their entry counts (names of vanished pairs come from `currentNames`).
 */
export function planSlots(input: {
  categories: readonly SlotPlanCategory[];
  modalities: readonly SlotPlanModality[];
  current: readonly SlotPlanSlot[];
  wanted?: readonly { category_key: string; modality_key: string; quantity: number }[];
  price: number | null;
  currentNames?: { categories: Record<string, string>; modalities: Record<string, string> };
  defaultQuantity?: number;
}): { slots: PlannedSlot[]; kept: PlannedSlot[]; problems: SlotProblem[] } {
  const pair = (c: string, m: string) => `${c}\u0000${m}`;
  const current = new Map(input.current.map((s) => [pair(s.category_key, s.modality_key), s]));
  const wanted = new Map((input.wanted ?? []).map((s) => [pair(s.category_key, s.modality_key), s.quantity]));
  const { price_type } = priceRules({ price: input.price, categories: input.categories });
  const slots: PlannedSlot[] = [];
  const problems: SlotProblem[] = [];
  const live = new Set<string>();
  for (const c of input.categories) {
    for (const m of input.modalities) {
      const k = pair(c.key, m.key);
      live.add(k);
      const was = current.get(k);
      const quantity = wanted.get(k) ?? was?.quantity ?? input.defaultQuantity ?? DEFAULT_SLOT_QUANTITY;
      const active = was?.active ?? was?.entries ?? 0;
      const slot: PlannedSlot = {
        id: was?.id,
        category_key: c.key,
        modality_key: m.key,
        category_name: c.name,
        modality_name: m.name,
        quantity,
        price: price_type === 'by_category' ? c.price : (input.price ?? 0),
        entries: was?.entries ?? 0,
        active,
        destroy: false,
      };
      if (quantity < active) problems.push({ category_key: c.key, modality_key: m.key, kind: 'below_entries', message: TOURNAMENT_MSG.quantityBelowEntries(c.name, m.name, active) });
      slots.push(slot);
    }
  }
  for (const s of input.current) {
    if (live.has(pair(s.category_key, s.modality_key))) continue;
    const categoryName = input.currentNames?.categories[s.category_key] ?? input.categories.find((c) => c.key === s.category_key)?.name ?? '?';
    const modalityName = input.currentNames?.modalities[s.modality_key] ?? input.modalities.find((m) => m.key === s.modality_key)?.name ?? '?';
    const entries = s.entries ?? 0;
    slots.push({
      id: s.id,
      category_key: s.category_key,
      modality_key: s.modality_key,
      category_name: categoryName,
      modality_name: modalityName,
      quantity: s.quantity,
      price: null,
      entries,
      active: s.active ?? entries,
      destroy: true,
    });
    if (entries > 0) problems.push({ category_key: s.category_key, modality_key: s.modality_key, kind: 'has_entries', message: TOURNAMENT_MSG.slotHasEntries(categoryName, modalityName, entries) });
  }
  return { slots, kept: slots.filter((s) => !s.destroy), problems };
}

/** A saved tournament as the body that saves it (the edit form's values); row keys are the saved ids. */
export function toTournamentBody(t: Tournament): TournamentUpdateBody {
  return {
    name: t.name,
    trainer_id: t.trainer_id,
    event_type_id: t.event_type_id,
    category_id: t.category_id,
    city_id: t.city_id,
    online: t.online,
    place: t.place,
    description: t.description,
    start_date: t.start_date,
    end_date: t.end_date,
    price: t.price_type === 'by_tournament' ? (t.price ?? 0) : null,
    extra_modality_price: t.extra_modality_price,
    categories: t.categories.map((c) => ({ id: c.id, key: String(c.id), name: c.name, price: t.price_type === 'by_category' ? c.price : null, gender: c.gender === 0 || c.gender === 1 ? c.gender : null, min_age: c.min_age, max_age: c.max_age })),
    modalities: t.modalities.map((m) => ({ id: m.id, key: String(m.id), name: m.name, modality_id: m.modality_id })),
    slots: t.slots.map((s) => ({ category_key: String(s.category_id), modality_key: String(s.modality_id), quantity: s.quantity })),
    kits: t.kits.map((k) => ({ id: k.id, name: k.name, description: k.description, photo_url: k.photo_url, price: k.price })),
    schedule_matches: t.schedule_matches.map((s) => ({ day_of_week: s.day_of_week, start_hour: s.start_hour, end_hour: s.end_hour, place: s.place })),
    regulations: t.regulations.map((r) => ({ id: r.id, title: r.title, file_url: r.file_url })),
    sponsor_photos: t.sponsor_photos,
    partner_photos: t.partner_photos,
    status: t.status,
    lock_version: t.lock_version,
  };
}

// ------------------------------------------------------------------ beach-tennis import (/beach-tennis/import)

/** Accepted headers per column (accents, case and separators ignored); the first is the template's. */
export const BEACH_TENNIS_COLUMNS = {
  category: ['categoria', 'category'],
  modality: ['modalidade', 'modality'],
  athlete_name: ['atleta_nome', 'nome_atleta', 'atleta', 'nome', 'athlete_name'],
  athlete_cpf: ['atleta_cpf', 'cpf_atleta', 'cpf', 'athlete_cpf'],
  athlete_email: ['atleta_email', 'email_atleta', 'email', 'e-mail', 'athlete_email'],
  athlete_birth_date: ['atleta_nascimento', 'nascimento_atleta', 'data_nascimento', 'nascimento', 'athlete_birth_date'],
  athlete_gender: ['atleta_sexo', 'sexo_atleta', 'sexo', 'genero', 'athlete_gender'],
  partner_name: ['parceiro_nome', 'nome_parceiro', 'parceiro', 'dupla', 'partner_name'],
  partner_cpf: ['parceiro_cpf', 'cpf_parceiro', 'partner_cpf'],
  partner_email: ['parceiro_email', 'email_parceiro', 'partner_email'],
  partner_birth_date: ['parceiro_nascimento', 'nascimento_parceiro', 'partner_birth_date'],
  partner_gender: ['parceiro_sexo', 'sexo_parceiro', 'partner_gender'],
  status: ['status', 'situacao'],
} as const;
export type BeachTennisColumn = keyof typeof BEACH_TENNIS_COLUMNS;
/** The columns staff read on the page (and the template's header, in order). */
export const BEACH_TENNIS_COLUMN_DOCS: { column: string; required: string; description: string }[] = [
  { column: 'categoria', required: 'sim', description: 'Nome da categoria do torneio (ex.: Masculino A)' },
  { column: 'modalidade', required: 'sim', description: 'Nome da modalidade do torneio (ex.: Duplas)' },
  { column: 'atleta_nome', required: 'sim', description: 'Nome completo do atleta' },
  { column: 'atleta_cpf', required: 'sim', description: 'CPF do atleta (com ou sem pontuação)' },
  { column: 'atleta_email', required: 'para novos', description: 'E-mail — obrigatório quando o CPF ainda não é cliente' },
  { column: 'atleta_nascimento', required: 'não', description: 'Data de nascimento (DD/MM/AAAA)' },
  { column: 'atleta_sexo', required: 'não', description: 'M ou F' },
  { column: 'parceiro_nome', required: 'em duplas', description: 'Nome do(a) parceiro(a)' },
  { column: 'parceiro_cpf', required: 'em duplas', description: 'CPF do(a) parceiro(a)' },
  { column: 'parceiro_email', required: 'para novos', description: 'E-mail do(a) parceiro(a)' },
  { column: 'parceiro_nascimento', required: 'não', description: 'Data de nascimento do(a) parceiro(a)' },
  { column: 'parceiro_sexo', required: 'não', description: 'M ou F' },
  { column: 'status', required: 'não', description: 'aprovada (padrão) ou pendente' },
];
export const BEACH_TENNIS_TEMPLATE_CSV =
  '\uFEFF' +
  BEACH_TENNIS_COLUMN_DOCS.map((c) => c.column).join(';') +
  '\r\nMasculino A;Duplas;João da Silva;529.982.247-25;joao@exemplo.com;10/05/1990;M;Pedro Souza;111.444.777-35;pedro@exemplo.com;02/03/1988;M;aprovada\r\n';
export const BEACH_TENNIS_TEMPLATE_NAME = 'modelo-importacao-beach-tennis.csv';

export const beachTennisImportBody = z.strictObject({
  file_url: z.string({ error: 'Envie o arquivo' }).trim().min(1, 'Envie o arquivo').max(2000),
  file_name: z.string().trim().max(255).optional(),
});
export type BeachTennisImportBody = z.infer<typeof beachTennisImportBody>;

export const beachTennisLine = z.object({
  line: z.number().int(),
  ok: z.boolean(),
  message: z.string().nullable(),
  category: z.string(),
  modality: z.string(),
  athlete: z.string(),
  partner: z.string().nullable(),
  status: z.enum(TOURNAMENT_ENTRY_STATUSES).nullable(),
  /** What the line creates besides its entry (new customers). */
  creates: z.array(z.string()),
});
export type BeachTennisLine = z.infer<typeof beachTennisLine>;
export const beachTennisDryRun = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  new_customers: z.number().int(),
  slots: z.array(z.object({ category: z.string(), modality: z.string(), entries: z.number().int(), remaining_after: z.number().int() })),
  /** Every line (first 2,000), problems first. */
  lines: z.array(beachTennisLine),
});
export type BeachTennisDryRun = z.infer<typeof beachTennisDryRun>;

export const BEACH_TENNIS_MSG = {
  dryRunOk: 'Arquivo verificado: nenhuma linha com erro.',
  queued: 'Importação iniciada',
  failedLines: (n: number) => `${n} ${n === 1 ? 'linha' : 'linhas'} com erro: nenhuma inscrição foi criada.`,
  noLines: 'O arquivo não tem nenhuma linha de inscrição.',
  running: 'Já existe uma importação em andamento para este torneio.',
  importNotFound: 'Importação não encontrada.',
} as const;
