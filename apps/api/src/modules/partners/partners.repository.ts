import {
  AREAS,
  EVENT_BANK_PROGRAMMES,
  PARTNER_MSG,
  type Partner,
  type PartnerHistoryEntry,
  type PartnerHistoryReportQuery,
  type PartnersListQuery,
} from '@backoffice/contract';
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partnerDiscountHistory, partners, users } from '../../db/schema/index.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { recordAudit } from '../../lib/audit.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { notFound } from '../../lib/http-errors.ts';
import { textContains } from '../../lib/sql.ts';

export type PartnerRow = typeof partners.$inferSelect;
type Percents = Pick<PartnerRow, 'percentageLimit' | 'percentageDiscount' | 'visaPercentageDiscount' | 'masterPercentageDiscount'>;

export function toPartner(r: PartnerRow): Partner {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    logo_url: r.logoUrl,
    percentage_limit: Number(r.percentageLimit),
    percentage_discount: Number(r.percentageDiscount),
    visa_percentage_discount: Number(r.visaPercentageDiscount),
    master_percentage_discount: Number(r.masterPercentageDiscount),
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

export function partnerSnapshot(r: PartnerRow) {
  return {
    name: r.name,
    slug: r.slug,
    description: r.description,
    logo_url: r.logoUrl,
    percentage_limit: r.percentageLimit,
    percentage_discount: r.percentageDiscount,
    visa_percentage_discount: r.visaPercentageDiscount,
    master_percentage_discount: r.masterPercentageDiscount,
    status: r.status,
  };
}

export const partnerListing = defineListing({
  table: partners,
  select: (db: Db) => db.select().from(partners).$dynamic(),
  where: (q: Omit<PartnersListQuery, 'current_page' | 'per_page' | 'order'>) => {
    const list: SQL[] = [isNull(partners.deletedAt)];
    if (q.query) list.push(textContains([partners.name, partners.slug], q.query));
    if (q.status) list.push(eq(partners.status, q.status));
    if (q.slug) list.push(eq(partners.slug, q.slug));
    return and(...list);
  },
  orderable: { id: partners.id, name: partners.name, created_at: partners.createdAt },
  id: partners.id,
  keyset: { column: partners.name, of: (r) => r.name },
});

export const partnerWrites = auditedWrites({ table: partners, entity: AREAS.partners.audit, snapshot: partnerSnapshot, notFound: PARTNER_MSG.notFound });

export async function findPartner(db: Db, id: number): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(and(eq(partners.id, id), isNull(partners.deletedAt)));
  return row ?? null;
}

export async function requirePartner(db: Db, id: number): Promise<PartnerRow> {
  const row = await findPartner(db, id);
  if (!row) throw notFound(PARTNER_MSG.notFound);
  return row;
}

export async function partnerSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [r] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.slug, slug), isNull(partners.deletedAt), exceptId ? sql`${partners.id} <> ${exceptId}` : undefined))
    .limit(1);
  return Boolean(r);
}

/**
 * One history line, written in the change's own transaction (never by a client; the table refuses UPDATE and
 * DELETE). `before` is null on creation, `after` null on deletion.
 */
export async function writePartnerHistory(tx: Db, actor: AuditActor, partnerId: number, changeType: 'created' | 'updated' | 'deleted', before: Percents | null, after: Percents | null) {
  await tx.insert(partnerDiscountHistory).values({
    partnerId,
    changeType,
    percentageLimitOld: before?.percentageLimit ?? null,
    percentageLimitNew: after?.percentageLimit ?? null,
    percentageDiscountOld: before?.percentageDiscount ?? null,
    percentageDiscountNew: after?.percentageDiscount ?? null,
    visaPercentageDiscountOld: before?.visaPercentageDiscount ?? null,
    visaPercentageDiscountNew: after?.visaPercentageDiscount ?? null,
    masterPercentageDiscountOld: before?.masterPercentageDiscount ?? null,
    masterPercentageDiscountNew: after?.masterPercentageDiscount ?? null,
    changedById: actor.id,
  });
}

/** Whether any of the followed percentages differs (a rename alone writes no history line). */
export function percentsChanged(a: Percents, b: Percents): boolean {
  return (['percentageLimit', 'percentageDiscount', 'visaPercentageDiscount', 'masterPercentageDiscount'] as const).some((k) => Number(a[k]) !== Number(b[k]));
}

/** Soft delete with its history line and audit entry, in one transaction. */
export async function deletePartner(db: Db, actor: AuditActor, before: PartnerRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(partners)
      .set({ deletedAt: new Date(), updatedAt: new Date(), lockVersion: before.lockVersion + 1 })
      .where(and(eq(partners.id, before.id), isNull(partners.deletedAt)))
      .returning();
    if (!row) throw notFound(PARTNER_MSG.notFound);
    await writePartnerHistory(tx, actor, before.id, 'deleted', before, null);
    await recordAudit(tx, actor, { action: 'deleted', entityType: AREAS.partners.audit, entityId: before.id, before: partnerSnapshot(before) });
  });
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

const historySelection = { ...getTableColumns(partnerDiscountHistory), partnerName: partners.name, changedByName: users.name };
type HistoryRow = typeof partnerDiscountHistory.$inferSelect & { partnerName: string; changedByName: string | null };

export function toHistoryEntry(r: HistoryRow): PartnerHistoryEntry {
  return {
    id: r.id,
    partner_id: r.partnerId,
    partner_name: r.partnerName,
    change_type: r.changeType,
    percentage_limit_old: num(r.percentageLimitOld),
    percentage_limit_new: num(r.percentageLimitNew),
    percentage_discount_old: num(r.percentageDiscountOld),
    percentage_discount_new: num(r.percentageDiscountNew),
    visa_percentage_discount_old: num(r.visaPercentageDiscountOld),
    visa_percentage_discount_new: num(r.visaPercentageDiscountNew),
    master_percentage_discount_old: num(r.masterPercentageDiscountOld),
    master_percentage_discount_new: num(r.masterPercentageDiscountNew),
    changed_by_id: r.changedById,
    changed_by_name: r.changedByName,
    created_at: r.createdAt.toISOString(),
  };
}

/** The history (newest first by default) and its CSV (in the order the lines were written). */
export const partnerHistoryListing = defineListing({
  table: partnerDiscountHistory,
  select: (db: Db) =>
    db
      .select(historySelection)
      .from(partnerDiscountHistory)
      .innerJoin(partners, eq(partners.id, partnerDiscountHistory.partnerId))
      .leftJoin(users, eq(users.id, partnerDiscountHistory.changedById))
      .$dynamic(),
  where: (q: PartnerHistoryReportQuery) => {
    const list: SQL[] = [];
    if (q.partner_id) list.push(eq(partnerDiscountHistory.partnerId, q.partner_id));
    if (q.change_type) list.push(eq(partnerDiscountHistory.changeType, q.change_type));
    return list.length ? and(...list) : undefined;
  },
  orderable: { created_at: partnerDiscountHistory.createdAt },
  id: partnerDiscountHistory.id,
  keyset: { column: partnerDiscountHistory.id, of: (r) => r.id },
  walkedOrders: ['created_at'], // partner_discount_history_created_idx (created_at, id)
});

/**
 * The event form's bank-partner settings against their programmes' limits: one message per field above the limit of
 * a live programme (an event may not give more than the bank agreed to).
 */
export async function eventBankDiscountIssues(db: Db, body: Record<`${keyof typeof EVENT_BANK_PROGRAMMES}_percentage_${'limit' | 'discount'}`, number | null>) {
  const issues: { field: string; message: string }[] = [];
  const slugs = Object.values(EVENT_BANK_PROGRAMMES);
  const rows = await db
    .select({ slug: partners.slug, name: partners.name, limit: partners.percentageLimit })
    .from(partners)
    .where(and(inArray(partners.slug, slugs), isNull(partners.deletedAt)));
  for (const [bank, slug] of Object.entries(EVENT_BANK_PROGRAMMES) as [keyof typeof EVENT_BANK_PROGRAMMES, string][]) {
    const programme = rows.find((r) => r.slug === slug);
    if (!programme) continue;
    const limit = Number(programme.limit);
    for (const field of [`${bank}_percentage_discount`, `${bank}_percentage_limit`] as const) {
      const value = body[field];
      if (value !== null && value > limit) issues.push({ field, message: PARTNER_MSG.eventAboveProgramme(programme.name, limit) });
    }
  }
  return issues;
}
