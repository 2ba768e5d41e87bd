import { hasAtMostTwoDecimals } from './partners.ts';
import { z } from 'zod';
import { hhmm, idSchema, isoDate, orderParam, pagingQuery, status, timestamp } from './common.ts';

export * from './events-labels.ts';
import { EVENT_LIST_STATUSES, EVENT_ORIGINS, EVENT_TIMES, SPECIAL_EVENT_TYPE_ID } from './events-labels.ts';

export const eventsListQuery = pagingQuery.extend({
  per_page: z.coerce.number().int().min(1).max(200).default(10),
  order: orderParam(['event_date', 'name', 'id', 'created_at', 'subscription_start'], 'event_date'),
  status: z.enum(EVENT_LIST_STATUSES).optional(),
  origin: z.enum(EVENT_ORIGINS).optional(),
  event_type: z.coerce.number().int().min(0).optional(),
  category: z.coerce.number().int().positive().optional(),
  time: z.enum(EVENT_TIMES).default('future'),
});
export type EventsListQuery = z.infer<typeof eventsListQuery>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const eventListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  status,
  subscriptions_blocked: z.boolean(),
  finished: z.boolean(),
  origin: z.enum(EVENT_ORIGINS),
  online: z.boolean(),
  photo_url: z.string().nullable(),
  event_date: z.string().nullable(),
  subscription_start_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  category: named,
  event_type: named,
  city: z.object({ id: z.number().int(), name: z.string(), state: z.string() }).nullable(),
  subscriptions_limit: z.number().int().nullable(),
  subscriptions_sold: z.number().int(),
  subscriptions_remaining: z.number().int().nullable(),
});
export type EventListItem = z.infer<typeof eventListItem>;

// ---------------------------------------------------------------- form pieces

const money = z.number({ error: 'Informe um valor' }).min(0, 'O valor não pode ser negativo').max(999_999_999.99, 'Valor alto demais').multipleOf(0.01, 'Use no máximo 2 casas decimais');
const percentage = z.number().min(0, 'A porcentagem não pode ser negativa').max(100, 'A porcentagem não pode passar de 100').refine(hasAtMostTwoDecimals, 'Use no máximo 2 casas decimais').nullable().default(null);
const count = (what: string) => z.number().int(`${what} deve ser um número inteiro`).min(0, `${what} não pode ser negativo`).max(10_000_000);
const date = isoDate;
const optionalDate = date.nullable().default(null);
const optionalHour = hhmm.nullable().default(null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const url = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Informe um endereço começando com http:// ou https://')
  .nullable()
  .default(null)
  .transform((v) => (v === '' ? null : v));
const richText = z.string().max(100_000, 'Texto longo demais').nullable().default(null);
const photoUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => /^(https?:\/\/|\/)\S+$/i.test(v), 'Endereço de imagem inválido');

export const eventKitStock = z.object({ bl: count('O estoque'), g: count('O estoque'), gg: count('O estoque'), m: count('O estoque'), p: count('O estoque') });
export type KitStock = z.infer<typeof eventKitStock>;
export const emptyKitStock = (): KitStock => ({ bl: 0, g: 0, gg: 0, m: 0, p: 0 });

export const lotInput = z.strictObject({
  id: idSchema.optional(),
  date,
  price: money,
  eldery_price: money,
  team_price: money,
  team_eldery_price: money,
});
export type LotInput = z.infer<typeof lotInput>;

export const eventModalityInput = z.strictObject({
  id: idSchema.optional(),
  modality_id: idSchema,
  /** Position of its kit in this payload's `kits` (kits may be new and have no id yet). */
  kit_index: z.number().int().min(0).nullable().default(null),
  status: status.default('enabled'),
  subscriptions_limit: count('O limite').nullable().default(null),
  min_age: z.number().int().min(0).max(120).nullable().default(null),
  max_age: z.number().int().min(0).max(120).nullable().default(null),
  lots: z.array(lotInput).min(1, 'Cadastre ao menos um lote').max(30),
  _destroy: z.boolean().optional(),
});
export type EventModalityInput = z.infer<typeof eventModalityInput>;

export const kitInput = z.strictObject({
  id: idSchema.optional(),
  name: z.string().trim().min(1, 'Informe o nome do kit').max(120),
  description: optionalText(2000),
  photo_url: photoUrl.nullable().default(null),
  price: money.default(0),
  stock: eventKitStock,
  /** Read-only figures: accepted so a loaded kit can be sent back as is, and never stored (§3). */
  kit_sold: z.unknown().optional(),
  kit_blocked: z.unknown().optional(),
  remaining: z.unknown().optional(),
  _destroy: z.boolean().optional(),
});
export type KitInput = z.infer<typeof kitInput>;

export const eventExtraInput = z.strictObject({
  id: idSchema.optional(),
  extra_id: idSchema,
  price: money.nullable().default(null),
  stock: count('O estoque').nullable().default(null),
  _destroy: z.boolean().optional(),
});

export const eventSponsorInput = z.strictObject({
  id: idSchema.optional(),
  sponsor_id: idSchema,
  sponsor_type_id: idSchema.nullable().default(null),
  master: z.boolean().default(false),
  sponsor_priority: z.number().int().min(0).max(1000).default(0),
  _destroy: z.boolean().optional(),
});
export type EventSponsorInput = z.infer<typeof eventSponsorInput>;

export const eventDonationInput = z.strictObject({
  id: idSchema.optional(),
  ong_id: idSchema.nullable().default(null),
  amount: money,
  description: optionalText(200),
});

export const availableModalityInput = z.strictObject({
  id: idSchema.optional(),
  modality_id: idSchema,
  hours: z
    .array(z.strictObject({ start_hour: hhmm, end_hour: hhmm.nullable().default(null), subscriptions_limit: count('O limite').nullable().default(null) }))
    .max(48)
    .default([]),
});

/** POST /v1/events and PUT /v1/events/{id}. Dates YYYY-MM-DD, hours HH:mm, money in reais. */
export const eventBody = z.strictObject({
  name: z.string().trim().min(3, 'O nome deve ter pelo menos 3 caracteres').max(200, 'O nome deve ter no máximo 200 caracteres'),
  /** Generated from the name when empty. */
  slug: z.string().trim().max(200).nullable().default(null),
  category_id: idSchema.nullable().default(null),
  event_type_id: z.number().int().min(0).nullable().default(null),
  branch_id: idSchema.nullable().default(null),
  company_id: idSchema.nullable().default(null),
  photo_url: photoUrl.nullable().default(null),
  online: z.boolean().default(false),
  online_url: url,
  record_url: url,
  global: z.boolean().default(false),
  place: optionalText(200),
  city_id: idSchema.nullable().default(null),
  address: optionalText(300),

  event_date: optionalDate,
  visible_until_date: optionalDate,
  visible_until_hour: optionalHour,
  subscription_start_date: optionalDate,
  subscription_start_hour: optionalHour,
  subscription_end_date: optionalDate,
  subscription_end_hour: optionalHour,
  kits_withdraw_date: optionalDate,
  kits_withdraw_date_end: optionalDate,
  start_date: optionalDate,
  start_hour: optionalHour,
  end_date: optionalDate,
  end_hour: optionalHour,
  start_limit_date: optionalDate,
  start_limit_hour: optionalHour,
  days_of_week: z.array(z.number().int().min(0).max(6)).max(7).default([]),

  subscriptions_limit: count('O limite de inscrições').nullable().default(null),
  subscriptions_goal: count('A meta de inscrições').nullable().default(null),
  subscriptions_courtesy: count('As cortesias').default(0),

  description_text: richText,
  schedule_text: richText,
  subscriptions_text: richText,
  terms_text: richText,
  rules_text: richText,

  kits_stock: eventKitStock.default(emptyKitStock),

  ong_ids: z.array(idSchema).max(200).default([]),
  donation_to_receive_souvenir: money.nullable().default(null),
  event_donations: z.array(eventDonationInput).max(50).default([]),

  pix: z.boolean().default(true),
  debit_card: z.boolean().default(false),
  credit_card: z.boolean().default(true),
  porto_bank_percentage_limit: percentage,
  porto_bank_percentage_discount: percentage,
  santander_percentage_limit: percentage,
  santander_percentage_discount: percentage,
  /** §3: always stored as 0 percentual; accepted so a loaded event can be sent back as is. */
  convenience_fee: z.number().optional(),
  convenience_fee_type: z.string().optional(),

  event_extras_attributes: z.array(eventExtraInput).max(100).default([]),
  path_photos: z.array(photoUrl).max(30).default([]),
  promotional_photos: z.array(photoUrl).max(30).default([]),
  event_sponsors: z.array(eventSponsorInput).max(100).default([]),
  event_available_modalities: z.array(availableModalityInput).max(50).default([]),
  kits: z.array(kitInput).max(50).default([]),
  event_modalities: z.array(eventModalityInput).max(50).default([]),
});
export type EventBody = z.input<typeof eventBody>;
export type EventBodyParsed = z.output<typeof eventBody>;

function at(date: string | null, hour: string | null, endOfDay = false): string | null {
  return date ? `${date}T${hour ?? (endOfDay ? '23:59' : '00:00')}` : null;
}

/**
 * The event rules that need no database (where the event is, dates in order, limits and discounts): checked by the
 * panel before sending (eventFormSchema) and by the server (events.service) from this one definition.
 */
export function eventRuleIssues(body: EventBodyParsed): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const fail = (field: string, message: string) => issues.push({ field, message });
  if (body.online && !body.online_url) fail('online_url', 'Informe o link do evento online');
  if (!body.online && body.city_id === null) fail('city_id', 'Informe a cidade do evento (ou marque o evento como online)');
  const subStart = at(body.subscription_start_date, body.subscription_start_hour);
  const subEnd = at(body.subscription_end_date, body.subscription_end_hour, true);
  if ((body.subscription_start_hour && !body.subscription_start_date) || (body.subscription_end_hour && !body.subscription_end_date))
    fail(body.subscription_start_hour && !body.subscription_start_date ? 'subscription_start_date' : 'subscription_end_date', 'Informe a data junto com a hora');
  if (subStart && subEnd && subEnd <= subStart) fail('subscription_end_date', 'O fim das inscrições deve ser depois do início');
  if (body.event_date && body.subscription_end_date && body.subscription_end_date > body.event_date)
    fail('subscription_end_date', 'As inscrições devem terminar até a data do evento');
  if (body.event_date && body.subscription_start_date && body.subscription_start_date > body.event_date)
    fail('subscription_start_date', 'As inscrições devem começar antes da data do evento');
  if (body.kits_withdraw_date && body.kits_withdraw_date_end && body.kits_withdraw_date_end < body.kits_withdraw_date)
    fail('kits_withdraw_date_end', 'O fim da retirada de kits deve ser depois do início');
  if (body.event_date && body.kits_withdraw_date && body.kits_withdraw_date > body.event_date)
    fail('kits_withdraw_date', 'A retirada de kits deve começar até a data do evento');
  if (body.event_date && body.visible_until_date && body.visible_until_date < (body.subscription_start_date ?? body.visible_until_date))
    fail('visible_until_date', 'O evento deve ficar visível ao menos até o início das inscrições');
  if (body.event_type_id === SPECIAL_EVENT_TYPE_ID) {
    const start = at(body.start_date, body.start_hour);
    const end = at(body.end_date, body.end_hour, true);
    const limit = at(body.start_limit_date, body.start_limit_hour);
    if (!body.start_hour) fail('start_hour', 'Informe a hora de início');
    if (start && end && end <= start) fail('end_date', 'O término deve ser depois do início');
    if (start && limit && limit < start) fail('start_limit_date', 'O limite de largada deve ser depois do início');
    if (end && limit && limit > end) fail('start_limit_date', 'O limite de largada deve ser antes do término');
  }
  if (body.subscriptions_limit !== null && body.subscriptions_goal !== null && body.subscriptions_goal > body.subscriptions_limit)
    fail('subscriptions_goal', 'A meta não pode passar do limite de inscrições');
  for (const bank of ['porto_bank', 'santander'] as const) {
    const discount = body[`${bank}_percentage_discount`];
    const limit = body[`${bank}_percentage_limit`];
    if (discount !== null && limit !== null && discount > limit) fail(`${bank}_percentage_discount`, 'O desconto não pode passar do limite');
  }
  return issues;
}

/** The event body with its rules: what the panel's event form validates before sending. */
export const eventBodyChecked = eventBody.superRefine((body, ctx) => {
  for (const issue of eventRuleIssues(body)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
});

export const eventUpdateBody = eventBody.extend({ lock_version: z.number().int().min(0) });
export type EventUpdateBody = z.input<typeof eventUpdateBody>;

// ---------------------------------------------------------------- detail

export const lot = z.object({ id: z.number().int(), date: z.string(), price: z.number(), eldery_price: z.number(), team_price: z.number(), team_eldery_price: z.number() });
export type Lot = z.infer<typeof lot>;

export const eventModality = z.object({
  id: z.number().int(),
  modality_id: z.number().int(),
  modality_name: z.string(),
  kit_id: z.number().int().nullable(),
  kit_index: z.number().int().nullable(),
  status,
  subscriptions_limit: z.number().int().nullable(),
  min_age: z.number().int().nullable(),
  max_age: z.number().int().nullable(),
  subscriptions_sold: z.number().int(),
  lots: z.array(lot),
  /** The lot in force today (latest lot whose date has come), or null before the first lot. */
  current_lot: lot.nullable(),
  current_price: z.number().nullable(),
});
export type EventModality = z.infer<typeof eventModality>;

export const kit = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  photo_url: z.string().nullable(),
  price: z.number(),
  stock: eventKitStock,
  remaining: eventKitStock,
  kit_sold: z.number().int(),
  kit_blocked: z.boolean(),
});
export type Kit = z.infer<typeof kit>;

export const eventDetail = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  status,
  subscriptions_blocked: z.boolean(),
  finished: z.boolean(),
  finished_at: timestamp.nullable(),
  origin: z.enum(EVENT_ORIGINS),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  event_type_id: z.number().int().nullable(),
  event_type_name: z.string().nullable(),
  branch_id: z.number().int().nullable(),
  branch_name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  trainer_id: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  online: z.boolean(),
  online_url: z.string().nullable(),
  record_url: z.string().nullable(),
  global: z.boolean(),
  place: z.string().nullable(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  state_id: z.number().int().nullable(),
  state_uf: z.string().nullable(),
  address: z.string().nullable(),
  event_date: z.string().nullable(),
  visible_until_date: z.string().nullable(),
  visible_until_hour: z.string().nullable(),
  subscription_start_date: z.string().nullable(),
  subscription_start_hour: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  subscription_end_hour: z.string().nullable(),
  kits_withdraw_date: z.string().nullable(),
  kits_withdraw_date_end: z.string().nullable(),
  start_date: z.string().nullable(),
  start_hour: z.string().nullable(),
  end_date: z.string().nullable(),
  end_hour: z.string().nullable(),
  start_limit_date: z.string().nullable(),
  start_limit_hour: z.string().nullable(),
  days_of_week: z.array(z.number().int()),
  subscriptions_limit: z.number().int().nullable(),
  subscriptions_goal: z.number().int().nullable(),
  subscriptions_sold: z.number().int(),
  subscriptions_remaining: z.number().int().nullable(),
  subscriptions_courtesy: z.number().int(),
  description_text: z.string().nullable(),
  schedule_text: z.string().nullable(),
  subscriptions_text: z.string().nullable(),
  terms_text: z.string().nullable(),
  rules_text: z.string().nullable(),
  kits_stock: eventKitStock,
  kits_stock_remaining: eventKitStock,
  ong_ids: z.array(z.number().int()),
  ongs: z.array(z.object({ id: z.number().int(), name: z.string() })),
  donation_to_receive_souvenir: z.number().nullable(),
  event_donations: z.array(z.object({ id: z.number().int(), ong_id: z.number().int().nullable(), amount: z.number(), description: z.string().nullable() })),
  pix: z.boolean(),
  debit_card: z.boolean(),
  credit_card: z.boolean(),
  porto_bank_percentage_limit: z.number().nullable(),
  porto_bank_percentage_discount: z.number().nullable(),
  santander_percentage_limit: z.number().nullable(),
  santander_percentage_discount: z.number().nullable(),
  convenience_fee: z.number(),
  convenience_fee_type: z.string(),
  event_extras: z.array(z.object({ id: z.number().int(), extra_id: z.number().int(), name: z.string(), photo_url: z.string().nullable(), price: z.number().nullable(), stock: z.number().int().nullable() })),
  path_photos: z.array(z.string()),
  promotional_photos: z.array(z.string()),
  event_sponsors: z.array(
    z.object({
      id: z.number().int(),
      sponsor_id: z.number().int(),
      sponsor_name: z.string(),
      logo_url: z.string().nullable(),
      sponsor_type_id: z.number().int().nullable(),
      sponsor_type_name: z.string().nullable(),
      master: z.boolean(),
      sponsor_priority: z.number().int(),
    }),
  ),
  event_available_modalities: z.array(
    z.object({
      id: z.number().int(),
      modality_id: z.number().int(),
      modality_name: z.string(),
      hours: z.array(z.object({ start_hour: z.string(), end_hour: z.string().nullable(), subscriptions_limit: z.number().int().nullable() })),
    }),
  ),
  kits: z.array(kit),
  event_modalities: z.array(eventModality),
  activity_occurrences: z.array(z.object({ id: z.number().int(), date: z.string(), start_hour: z.string().nullable(), end_hour: z.string().nullable(), status: z.string() })),
  duplicated_from_id: z.number().int().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  lock_version: z.number().int(),
});
export type EventDetail = z.infer<typeof eventDetail>;

/**
 * An event's detail as the body that saves it — the edit form's values, and (without ids) the duplicate's copy.
 * Read-only figures (kit_sold, kit_blocked, remaining stock, subscriptions sold) are left out, so they never travel
 * back on save (§3); the convenience fee is not edited (always 0 percentual).
 */
export function toEventBody(e: EventDetail, { keepIds = true }: { keepIds?: boolean } = {}): EventBody {
  const id = (value: number) => (keepIds ? { id: value } : {});
  return {
    name: e.name,
    slug: e.slug,
    category_id: e.category_id,
    event_type_id: e.event_type_id,
    branch_id: e.branch_id,
    company_id: e.company_id,
    photo_url: e.photo_url,
    online: e.online,
    online_url: e.online_url ?? '',
    record_url: e.record_url ?? '',
    global: e.global,
    place: e.place ?? '',
    city_id: e.city_id,
    address: e.address ?? '',
    event_date: e.event_date,
    visible_until_date: e.visible_until_date,
    visible_until_hour: e.visible_until_hour,
    subscription_start_date: e.subscription_start_date,
    subscription_start_hour: e.subscription_start_hour,
    subscription_end_date: e.subscription_end_date,
    subscription_end_hour: e.subscription_end_hour,
    kits_withdraw_date: e.kits_withdraw_date,
    kits_withdraw_date_end: e.kits_withdraw_date_end,
    start_date: e.start_date,
    start_hour: e.start_hour,
    end_date: e.end_date,
    end_hour: e.end_hour,
    start_limit_date: e.start_limit_date,
    start_limit_hour: e.start_limit_hour,
    days_of_week: e.days_of_week,
    subscriptions_limit: e.subscriptions_limit,
    subscriptions_goal: e.subscriptions_goal,
    subscriptions_courtesy: e.subscriptions_courtesy,
    description_text: e.description_text ?? '',
    schedule_text: e.schedule_text ?? '',
    subscriptions_text: e.subscriptions_text ?? '',
    terms_text: e.terms_text ?? '',
    rules_text: e.rules_text ?? '',
    kits_stock: e.kits_stock,
    ong_ids: e.ong_ids,
    donation_to_receive_souvenir: e.donation_to_receive_souvenir,
    event_donations: e.event_donations.map((d) => ({ ...id(d.id), ong_id: d.ong_id, amount: d.amount, description: d.description ?? '' })),
    pix: e.pix,
    debit_card: e.debit_card,
    credit_card: e.credit_card,
    porto_bank_percentage_limit: e.porto_bank_percentage_limit,
    porto_bank_percentage_discount: e.porto_bank_percentage_discount,
    santander_percentage_limit: e.santander_percentage_limit,
    santander_percentage_discount: e.santander_percentage_discount,
    event_extras_attributes: e.event_extras.map((x) => ({ ...id(x.id), extra_id: x.extra_id, price: x.price, stock: x.stock })),
    path_photos: e.path_photos,
    promotional_photos: e.promotional_photos,
    event_sponsors: e.event_sponsors.map((s) => ({ ...id(s.id), sponsor_id: s.sponsor_id, sponsor_type_id: s.sponsor_type_id, master: s.master, sponsor_priority: s.sponsor_priority })),
    event_available_modalities: e.event_available_modalities.map((a) => ({ ...id(a.id), modality_id: a.modality_id, hours: a.hours })),
    kits: e.kits.map((k) => ({ ...id(k.id), name: k.name, description: k.description ?? '', photo_url: k.photo_url, price: k.price, stock: k.stock })),
    event_modalities: e.event_modalities.map((m) => ({
      ...id(m.id),
      modality_id: m.modality_id,
      kit_index: m.kit_index,
      status: m.status,
      subscriptions_limit: m.subscriptions_limit,
      min_age: m.min_age,
      max_age: m.max_age,
      lots: m.lots.map((l) => ({ ...id(l.id), date: l.date, price: l.price, eldery_price: l.eldery_price, team_price: l.team_price, team_eldery_price: l.team_eldery_price })),
    })),
  };
}


export const eventFinishBody = z.strictObject({
  /** Optional note kept in the audit trail. */
  note: z.string().trim().max(1000).nullable().default(null),
});
export type EventFinishBody = z.input<typeof eventFinishBody>;

export const eventModalityParams = z.strictObject({ id: idSchema, modalityId: idSchema });
export const occurrenceParams = z.strictObject({ id: idSchema, occurrenceId: idSchema });

export const option = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof option>;
export const trainersQuery = z.object({ category: z.coerce.number().int().positive().optional(), query: z.string().trim().max(100).optional() });

/** Reference data (§7 Reference). */
export const stateOption = z.object({ id: z.number().int(), name: z.string(), uf: z.string() });
export const citiesQuery = z.object({
  state: z.string().trim().min(1, 'Informe o estado').max(40).refine((s) => !/^\d+$/.test(s) || Number(s) <= 2_147_483_647, 'Estado não encontrado'),
  query: z.string().trim().max(100).optional(),
});
export const countryOption = z.object({ id: z.number().int(), name: z.string(), iso2: z.string(), phone_code: z.string().nullable() });

/** "Corrida de São Silvestre 2026!" → "corrida-de-sao-silvestre-2026". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The lot in force on `today` (YYYY-MM-DD): the latest whose date has come; null before the first. */
export function currentLot<T extends { date: string }>(lots: readonly T[], today: string): T | null {
  let found: T | null = null;
  for (const l of [...lots].sort((a, b) => a.date.localeCompare(b.date))) if (l.date <= today) found = l;
  return found;
}

/** Created on first use and kept: a formatter costs ~0.25 ms, and the API asks for today on most event requests. */
let saoPauloDay: Intl.DateTimeFormat | null = null;
let lastMinute: { minute: number; day: string } | null = null;

/** Today's date in the platform's time zone (YYYY-MM-DD). */
export function todayInSaoPaulo(now = new Date()): string {
  // São Paulo's day changes on a whole minute, so the day of the last minute asked for is reused (Intl is slow per call)
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.day;
  saoPauloDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  lastMinute = { minute, day: saoPauloDay.format(now) };
  return lastMinute.day;
}
