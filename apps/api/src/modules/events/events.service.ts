import { HIDDEN_COMPANY_IDS, SLUG_PATTERN, SPECIAL_EVENT_TYPE_ID, eventRuleIssues, slugify, type EventBodyParsed } from '@backoffice/contract';
import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  branches,
  categories,
  cities,
  companies,
  eventAvailableModalities,
  eventAvailableModalityHours,
  eventDonations,
  eventExtras,
  eventModalities,
  eventOngs,
  eventSponsors,
  eventTypes,
  events,
  extras,
  kits,
  lots,
  modalities,
  ongs,
  sponsorTypes,
  sponsors,
} from '../../db/schema/index.ts';
import { HttpError, type ErrorItem } from '../../lib/http-errors.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { eventBankDiscountIssues } from '../partners/partners.repository.ts';
import { kitStockColumns, remainingOf, soldByEvent, stockColumns, subscriptionsByModality, type EventRow } from './events.repository.ts';

/** "2026-03-09" + "14:30" → comparable "2026-03-09T14:30" (a missing hour counts as the start or end of the day). */
type IdTable = typeof modalities | typeof extras | typeof sponsors | typeof ongs | typeof sponsorTypes;
async function missingIds(db: Db, table: IdTable, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found: { id: number }[] = await db.select({ id: table.id }).from(table as typeof modalities).where(inArray(table.id, unique));
  const have = new Set(found.map((f) => f.id));
  return unique.filter((id) => !have.has(id));
}

/**
 * Every rule an event must keep, with one pt-BR message per offending field (dotted path, as the form names it).
 * `existing` is the stored row on update (its sold subscriptions bound the limit; its nested ids must be its own).
 */
export async function validateEvent(db: Db, body: EventBodyParsed, existing: EventRow | null): Promise<ErrorItem[]> {
  const errors: ErrorItem[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });

  // Slug: generated from the name when empty; unique among all events (deleted ones keep theirs).
  const slug = body.slug ? body.slug : slugify(body.name);
  if (!SLUG_PATTERN.test(slug)) fail('slug', 'Use apenas letras minúsculas, números e hífens (ex.: corrida-de-rua-2026)');
  else {
    const taken = await db.query.events.findFirst({ columns: { id: true }, where: and(eq(events.slug, slug), existing ? ne(events.id, existing.id) : undefined) });
    if (taken) fail('slug', 'Já existe um evento com este endereço (slug). Escolha outro.');
  }

  // References.
  const refs: [string, number | null, typeof categories | typeof branches | typeof companies | typeof eventTypes, string][] = [
    ['category_id', body.category_id, categories, 'Categoria não encontrada'],
    ['event_type_id', body.event_type_id, eventTypes, 'Tipo de evento não encontrado'],
    ['branch_id', body.branch_id, branches, 'Filial não encontrada'],
    ['company_id', body.company_id, companies, 'Empresa não encontrada'],
  ];
  for (const [field, id, table, message] of refs) {
    if (id === null) continue;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!row) fail(field, message);
  }
  if (body.company_id !== null && (HIDDEN_COMPANY_IDS as readonly number[]).includes(body.company_id) && existing?.companyId !== body.company_id)
    fail('company_id', 'Esta empresa não pode ser escolhida');
  if (body.city_id !== null) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id));
    if (!city) fail('city_id', 'Cidade não encontrada');
  }
  // Where it is, dates in order (the contract's rules, also checked by the panel before sending).
  for (const issue of eventRuleIssues(body)) fail(issue.field, issue.message);
  // Bank-partner discounts within their programmes' limits (issue 20).
  for (const issue of await eventBankDiscountIssues(db, body)) fail(issue.field, issue.message);

  // Limits against what is already sold.
  const sold = existing ? ((await soldByEvent(db, [existing.id])).get(existing.id) ?? 0) : 0;
  if (body.subscriptions_limit !== null && body.subscriptions_limit < sold)
    fail('subscriptions_limit', `O limite não pode ser menor que as inscrições já vendidas (${sold})`);

  // Catalogue references in the nested lists.
  const checks: [string, number[], typeof modalities | typeof extras | typeof sponsors | typeof ongs | typeof sponsorTypes, string][] = [
    ['event_modalities', body.event_modalities.filter((m) => !m._destroy).map((m) => m.modality_id), modalities, 'Modalidade não encontrada'],
    ['event_available_modalities', body.event_available_modalities.map((m) => m.modality_id), modalities, 'Modalidade não encontrada'],
    ['event_extras_attributes', body.event_extras_attributes.filter((e) => !e._destroy).map((e) => e.extra_id), extras, 'Extra não encontrado'],
    ['event_sponsors', body.event_sponsors.filter((s) => !s._destroy).map((s) => s.sponsor_id), sponsors, 'Patrocinador não encontrado'],
    ['event_sponsors', body.event_sponsors.filter((s) => !s._destroy && s.sponsor_type_id !== null).map((s) => s.sponsor_type_id!), sponsorTypes, 'Tipo de patrocínio não encontrado'],
    ['ong_ids', [...body.ong_ids, ...body.event_donations.filter((d) => d.ong_id !== null).map((d) => d.ong_id!)], ongs, 'ONG não encontrada'],
  ];
  for (const [field, ids, table, message] of checks) {
    const missing = await missingIds(db, table, ids);
    if (missing.length) fail(field, `${message}: ${missing.join(', ')}`);
  }
  const dup = <T>(list: T[], key: (t: T) => number) => list.map(key).find((k, i, all) => all.indexOf(k) !== i);
  const liveModalities = body.event_modalities.filter((m) => !m._destroy);
  if (dup(liveModalities, (m) => m.modality_id) !== undefined) fail('event_modalities', 'A mesma modalidade foi adicionada duas vezes');
  if (dup(body.event_extras_attributes.filter((e) => !e._destroy), (e) => e.extra_id) !== undefined) fail('event_extras_attributes', 'O mesmo extra foi adicionado duas vezes');
  if (dup(body.event_sponsors.filter((s) => !s._destroy), (s) => s.sponsor_id) !== undefined) fail('event_sponsors', 'O mesmo patrocinador foi adicionado duas vezes');

  // Lots: strictly increasing dates; each modality's kit must exist in this payload.
  body.event_modalities.forEach((m, i) => {
    if (m._destroy) return;
    for (let j = 1; j < m.lots.length; j++) {
      if (m.lots[j]!.date <= m.lots[j - 1]!.date) {
        fail(`event_modalities.${i}.lots.${j}.date`, 'A data de cada lote deve ser posterior à do lote anterior');
        break;
      }
    }
    if (m.kit_index !== null && (m.kit_index >= body.kits.length || body.kits[m.kit_index]!._destroy)) fail(`event_modalities.${i}.kit_index`, 'Kit não encontrado');
    if (m.min_age !== null && m.max_age !== null && m.max_age < m.min_age) fail(`event_modalities.${i}.max_age`, 'A idade máxima deve ser maior que a mínima');
    if (body.event_date && m.lots.some((l) => l.date > body.event_date!)) fail(`event_modalities.${i}.lots`, 'Os lotes devem começar até a data do evento');
  });

  // Nested ids must belong to this event; modalities with subscriptions cannot be removed.
  if (existing) {
    const own = async (table: typeof kits | typeof eventModalities | typeof eventExtras | typeof eventSponsors | typeof eventDonations | typeof eventAvailableModalities, ids: (number | undefined)[]) => {
      const wanted = ids.filter((x): x is number => x !== undefined);
      if (wanted.length === 0) return true;
      const rows = await db.select({ id: table.id }).from(table).where(and(eq(table.eventId, existing.id), inArray(table.id, wanted)));
      return rows.length === new Set(wanted).size;
    };
    if (!(await own(kits, body.kits.map((k) => k.id)))) fail('kits', 'Kit não pertence a este evento');
    if (!(await own(eventModalities, body.event_modalities.map((m) => m.id)))) fail('event_modalities', 'Modalidade não pertence a este evento');
    if (!(await own(eventExtras, body.event_extras_attributes.map((e) => e.id)))) fail('event_extras_attributes', 'Extra não pertence a este evento');
    if (!(await own(eventSponsors, body.event_sponsors.map((s) => s.id)))) fail('event_sponsors', 'Patrocinador não pertence a este evento');
    const byModality = await subscriptionsByModality(db, existing.id);
    const kept = new Set(liveModalities.map((m) => m.id).filter(Boolean));
    const stored = await db.select({ id: eventModalities.id, name: modalities.name }).from(eventModalities).innerJoin(modalities, eq(modalities.id, eventModalities.modalityId)).where(eq(eventModalities.eventId, existing.id));
    for (const m of stored) {
      if (!kept.has(m.id) && (byModality.get(m.id)?.all ?? 0) > 0) fail('event_modalities', `A modalidade ${m.name} tem inscrições e não pode ser removida; desative-a.`);
      const input = liveModalities.find((x) => x.id === m.id);
      const held = byModality.get(m.id)?.holding ?? 0;
      if (input && input.subscriptions_limit !== null && input.subscriptions_limit < held)
        fail(`event_modalities.${liveModalities.indexOf(input)}.subscriptions_limit`, `O limite não pode ser menor que as inscrições já vendidas (${held})`);
    }
  }
  return errors;
}

export function throwIfInvalid(errors: ErrorItem[]): void {
  if (errors.length) throw new HttpError(422, errors);
}

/** The event's own columns from a validated body (§3: convenience fee always 0 percentual; rich texts sanitised). */
export function eventColumns(body: EventBodyParsed) {
  const special = body.event_type_id === SPECIAL_EVENT_TYPE_ID;
  return {
    name: body.name,
    slug: body.slug ? body.slug : slugify(body.name),
    categoryId: body.category_id,
    eventTypeId: body.event_type_id,
    branchId: body.branch_id,
    companyId: body.company_id,
    photoUrl: body.photo_url,
    online: body.online,
    onlineUrl: body.online_url,
    recordUrl: body.record_url,
    global: body.global,
    place: body.place,
    cityId: body.city_id,
    stateId: null as number | null,
    address: body.address,
    eventDate: body.event_date,
    visibleUntilDate: body.visible_until_date,
    visibleUntilHour: body.visible_until_hour,
    subscriptionStartDate: body.subscription_start_date,
    subscriptionStartHour: body.subscription_start_hour,
    subscriptionEndDate: body.subscription_end_date,
    subscriptionEndHour: body.subscription_end_hour,
    kitsWithdrawDate: body.kits_withdraw_date,
    kitsWithdrawDateEnd: body.kits_withdraw_date_end,
    // Hours and days of the week apply to the special event type only (§3).
    startDate: special ? body.start_date : null,
    startHour: special ? body.start_hour : null,
    endDate: special ? body.end_date : null,
    endHour: special ? body.end_hour : null,
    startLimitDate: special ? body.start_limit_date : null,
    startLimitHour: special ? body.start_limit_hour : null,
    daysOfWeek: special ? [...new Set(body.days_of_week)].sort() : [],
    subscriptionsLimit: body.subscriptions_limit,
    subscriptionsGoal: body.subscriptions_goal,
    subscriptionsCourtesy: body.subscriptions_courtesy,
    descriptionText: sanitizeRichText(body.description_text),
    scheduleText: sanitizeRichText(body.schedule_text),
    subscriptionsText: sanitizeRichText(body.subscriptions_text),
    termsText: sanitizeRichText(body.terms_text),
    rulesText: sanitizeRichText(body.rules_text),
    ...stockColumns(body.kits_stock, 'kitsStock'),
    donationToReceiveSouvenir: special ? body.donation_to_receive_souvenir : null,
    pix: body.pix,
    debitCard: body.debit_card,
    creditCard: body.credit_card,
    portoBankPercentageLimit: body.porto_bank_percentage_limit,
    portoBankPercentageDiscount: body.porto_bank_percentage_discount,
    santanderPercentageLimit: body.santander_percentage_limit,
    santanderPercentageDiscount: body.santander_percentage_discount,
    convenienceFee: 0,
    convenienceFeeType: 'percentual' as const,
    pathPhotos: body.path_photos,
    promotionalPhotos: body.promotional_photos,
  };
}

/** Fills the state from the city (kept for filters and reports). */
export async function withState(db: Db, columns: ReturnType<typeof eventColumns>) {
  if (columns.cityId === null) return columns;
  const [city] = await db.select({ stateId: cities.stateId }).from(cities).where(eq(cities.id, columns.cityId));
  return { ...columns, stateId: city?.stateId ?? null };
}

/**
 * Writes the nested lists: the payload is the whole desired set. Rows with an id are updated, rows without one are
 * created, stored rows that are missing or marked `_destroy` are removed (a sponsor marked `_destroy` without an id is
 * simply dropped). Kits are written first so modalities can point at them by position.
 */
export async function writeNested(tx: Db, eventId: number, body: EventBodyParsed, usedBySize: Record<string, number> = {}) {
  // Kits.
  const kitIds: (number | null)[] = [];
  const keptKits: number[] = [];
  for (const k of body.kits) {
    if (k._destroy) {
      kitIds.push(null);
      continue;
    }
    const values = { name: k.name, description: k.description, photoUrl: k.photo_url, price: k.price, ...kitStockColumns(k.stock, 'stock'), ...kitStockColumns(remainingOf(k.stock, {}), 'remaining'), updatedAt: new Date() };
    if (k.id) {
      await tx.update(kits).set(values).where(and(eq(kits.id, k.id), eq(kits.eventId, eventId)));
      kitIds.push(k.id);
      keptKits.push(k.id);
    } else {
      const [row] = await tx.insert(kits).values({ ...values, eventId }).returning({ id: kits.id });
      kitIds.push(row!.id);
      keptKits.push(row!.id);
    }
  }

  // Event modalities and their lots.
  const keptModalities: number[] = [];
  for (const m of body.event_modalities) {
    if (m._destroy) continue;
    const values = {
      modalityId: m.modality_id,
      kitId: m.kit_index === null ? null : (kitIds[m.kit_index] ?? null),
      status: m.status,
      subscriptionsLimit: m.subscriptions_limit,
      minAge: m.min_age,
      maxAge: m.max_age,
      updatedAt: new Date(),
    };
    let id: number;
    if (m.id) {
      await tx.update(eventModalities).set(values).where(and(eq(eventModalities.id, m.id), eq(eventModalities.eventId, eventId)));
      id = m.id;
    } else {
      const [row] = await tx.insert(eventModalities).values({ ...values, eventId }).returning({ id: eventModalities.id });
      id = row!.id;
    }
    keptModalities.push(id);
    const keptLots: number[] = [];
    for (const l of m.lots) {
      const lotValues = { date: l.date, price: l.price, elderyPrice: l.eldery_price, teamPrice: l.team_price, teamElderyPrice: l.team_eldery_price };
      const updated = l.id ? await tx.update(lots).set(lotValues).where(and(eq(lots.id, l.id), eq(lots.eventModalityId, id))).returning({ id: lots.id }) : [];
      if (updated.length) keptLots.push(updated[0]!.id);
      else {
        const [row] = await tx.insert(lots).values({ ...lotValues, eventModalityId: id }).returning({ id: lots.id });
        keptLots.push(row!.id);
      }
    }
    await tx.delete(lots).where(and(eq(lots.eventModalityId, id), keptLots.length ? notInArray(lots.id, keptLots) : undefined));
  }
  await tx.delete(eventModalities).where(and(eq(eventModalities.eventId, eventId), keptModalities.length ? notInArray(eventModalities.id, keptModalities) : undefined));
  await tx.delete(kits).where(and(eq(kits.eventId, eventId), keptKits.length ? notInArray(kits.id, keptKits) : undefined));

  // Extras (kept by id: subscriptions point at them).
  const keptExtras: number[] = [];
  for (const e of body.event_extras_attributes) {
    if (e._destroy) continue;
    const values = { extraId: e.extra_id, price: e.price, stock: e.stock };
    if (e.id) {
      await tx.update(eventExtras).set(values).where(and(eq(eventExtras.id, e.id), eq(eventExtras.eventId, eventId)));
      keptExtras.push(e.id);
    } else {
      // The same extra removed and added again keeps its row.
      const [row] = await tx
        .insert(eventExtras)
        .values({ ...values, eventId })
        .onConflictDoUpdate({ target: [eventExtras.eventId, eventExtras.extraId], set: { price: e.price, stock: e.stock } })
        .returning({ id: eventExtras.id });
      keptExtras.push(row!.id);
    }
  }
  await tx.delete(eventExtras).where(and(eq(eventExtras.eventId, eventId), keptExtras.length ? notInArray(eventExtras.id, keptExtras) : undefined));

  // Sponsors (§5: `_destroy` without an id is dropped).
  await tx.delete(eventSponsors).where(eq(eventSponsors.eventId, eventId));
  const liveSponsors = body.event_sponsors.filter((s) => !s._destroy);
  if (liveSponsors.length)
    await tx.insert(eventSponsors).values(
      liveSponsors.map((s) => ({ eventId, sponsorId: s.sponsor_id, sponsorTypeId: s.sponsor_type_id, master: s.master, sponsorPriority: s.sponsor_priority })),
    );

  // NGOs and donation amounts.
  await tx.delete(eventOngs).where(eq(eventOngs.eventId, eventId));
  const ongIds = [...new Set(body.ong_ids)];
  if (ongIds.length) await tx.insert(eventOngs).values(ongIds.map((ongId) => ({ eventId, ongId })));
  await tx.delete(eventDonations).where(eq(eventDonations.eventId, eventId));
  if (body.event_donations.length)
    await tx.insert(eventDonations).values(body.event_donations.map((d) => ({ eventId, ongId: d.ong_id, amount: d.amount, description: d.description })));

  // Available modalities with hours.
  await tx.delete(eventAvailableModalities).where(eq(eventAvailableModalities.eventId, eventId));
  for (const a of body.event_available_modalities) {
    const [row] = await tx.insert(eventAvailableModalities).values({ eventId, modalityId: a.modality_id }).returning({ id: eventAvailableModalities.id });
    if (a.hours.length)
      await tx
        .insert(eventAvailableModalityHours)
        .values(a.hours.map((h) => ({ eventAvailableModalityId: row!.id, startHour: h.start_hour, endHour: h.end_hour, subscriptionsLimit: h.subscriptions_limit })));
  }

  // Remaining kits stock per size (never below 0, never above the stock).
  await tx.update(events).set(stockColumns(remainingOf(body.kits_stock, usedBySize), 'kitsStockRemaining')).where(eq(events.id, eventId));
}
