import {
  AREAS,
  TRAINER_MSG,
  type AllActivitiesQuery,
  type BalancesQuery,
  type BankAccount,
  type Justification,
  type TrainerActivity,
  type Trainer,
  type TrainersListQuery,
  type WalletEntry,
  type WithdrawRequest,
  type WithdrawsReportQuery,
} from '@backoffice/contract';
import { and, asc, count, desc, eq, getTableColumns, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  activityOccurrences,
  cities,
  events,
  justifications,
  trainerActivities,
  trainerBalances,
  trainerBankAccounts,
  trainerWallets,
  trainers,
  users,
  withdrawRequests,
} from '../../db/schema/index.ts';
import { defineListing } from '../../lib/listing.ts';
import { auditedWrites } from '../../lib/mutations.ts';
import { orderBy, pageWindow } from '../../lib/paging.ts';
import { foundBy, namesByKey, outerColumn, ownRows, textContains } from '../../lib/sql.ts';

export type TrainerRow = typeof trainers.$inferSelect;
export type ActivityRow = typeof trainerActivities.$inferSelect;

/** The organisers' calendar day ("today" for future revenue). */
export const todaySql = sql`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

// ---------------------------------------------------------------- trainers

const trainerSelection = { ...getTableColumns(trainers), cityName: cities.name };

export function toTrainer(r: TrainerRow & { cityName: string | null }): Trainer {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    document: r.document,
    phone: r.phone,
    city_id: r.cityId,
    city_name: r.cityName,
    bio: r.bio,
    photo_url: r.photoUrl,
    status: r.status,
    service_type: r.serviceType,
    filiation: r.filiation,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function trainerFilters(q: Omit<TrainersListQuery, 'current_page' | 'per_page' | 'order'>): SQL | undefined {
  const list: SQL[] = [];
  if (q.query) {
    const column = q.query_field === 'email' ? trainers.email : q.query_field === 'document' ? trainers.document : trainers.name;
    list.push(textContains(column, q.query));
  }
  if (q.status) list.push(eq(trainers.status, q.status));
  if (q.filiation) list.push(textContains(trainers.filiation, q.filiation));
  return list.length ? and(...list) : undefined;
}

export const trainerListing = defineListing({
  table: trainers,
  select: (db: Db) => db.select(trainerSelection).from(trainers).leftJoin(cities, eq(cities.id, trainers.cityId)).$dynamic(),
  where: trainerFilters,
  orderable: { created_at: trainers.createdAt, name: trainers.name, id: trainers.id },
  id: trainers.id,
  keyset: { column: trainers.id, of: (r) => r.id },
});

export function trainerSnapshot(r: TrainerRow) {
  return { name: r.name, email: r.email, document: r.document, phone: r.phone, bio: r.bio, filiation: r.filiation, service_type: r.serviceType, status: r.status };
}

export const trainerWrites = auditedWrites({ table: trainers, entity: AREAS.trainers.audit, snapshot: trainerSnapshot, notFound: TRAINER_MSG.notFound });

export async function findTrainer(db: Db, id: number): Promise<{ row: TrainerRow; trainer: Trainer } | null> {
  const [r] = await db.select(trainerSelection).from(trainers).leftJoin(cities, eq(cities.id, trainers.cityId)).where(eq(trainers.id, id));
  return r ? { row: r, trainer: toTrainer(r) } : null;
}

export async function trainerCounts(db: Db, id: number) {
  const [r] = await queryRows<{ activities: number; justifications: number; withdraws: number }>(db, sql`
    SELECT (SELECT count(*)::int FROM ${trainerActivities} WHERE trainer_id = ${id}) AS activities,
           (SELECT count(*)::int FROM ${justifications} WHERE trainer_id = ${id} AND status = 'open') AS justifications,
           (SELECT count(*)::int FROM ${withdrawRequests} WHERE trainer_id = ${id} AND status = 'pending') AS withdraws`);
  return { activities_count: Number(r?.activities ?? 0), open_justifications: Number(r?.justifications ?? 0), pending_withdraws: Number(r?.withdraws ?? 0) };
}

export async function trainerEmailTaken(db: Db, email: string, exceptId: number): Promise<boolean> {
  const [r] = await db.select({ id: trainers.id }).from(trainers).where(and(sql`lower(${trainers.email}) = lower(${email})`, sql`${trainers.id} <> ${exceptId}`)).limit(1);
  return Boolean(r);
}

// ---------------------------------------------------------------- activities

const activitySelection = {
  ...getTableColumns(trainerActivities),
  trainerName: trainers.name,
  eventName: events.name,
  eventDate: events.eventDate,
  cityName: cities.name,
};
type ActivitySelected = ActivityRow & { trainerName: string; eventName: string; eventDate: string | null; cityName: string | null };

export function toActivity(r: ActivitySelected): TrainerActivity {
  return {
    id: r.id,
    trainer_id: r.trainerId,
    trainer_name: r.trainerName,
    event_id: r.eventId,
    name: r.eventName,
    service_type: r.serviceType,
    status: r.status,
    price: Number(r.price),
    capacity: r.capacity,
    event_date: r.eventDate,
    city_name: r.cityName,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function activityFilters(q: Partial<AllActivitiesQuery>): SQL | undefined {
  const list: SQL[] = [];
  if (q.trainer_id) list.push(eq(trainerActivities.trainerId, q.trainer_id));
  if (q.status) list.push(eq(trainerActivities.status, q.status));
  if (q.service_type) list.push(eq(trainerActivities.serviceType, q.service_type));
  if (q.start_date) list.push(gte(events.eventDate, q.start_date));
  if (q.end_date) list.push(lte(events.eventDate, q.end_date));
  if (q.query) list.push(textContains([events.name, trainers.name], q.query));
  return list.length ? and(...list) : undefined;
}

const activityFrom = (db: Db) =>
  db
    .select(activitySelection)
    .from(trainerActivities)
    .innerJoin(trainers, eq(trainers.id, trainerActivities.trainerId))
    .innerJoin(events, eq(events.id, trainerActivities.eventId))
    .leftJoin(cities, eq(cities.id, events.cityId))
    .$dynamic();

/** Activities page: filters may name the event (period, name), so the count joins it too. */
export async function activitiesPage(db: Db, q: AllActivitiesQuery) {
  const where = activityFilters(q);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    activityFrom(db)
      .where(where)
      .orderBy(...orderBy(q.order, { id: trainerActivities.id, created_at: trainerActivities.createdAt, price: trainerActivities.price }, trainerActivities.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(trainerActivities)
      .innerJoin(trainers, eq(trainers.id, trainerActivities.trainerId))
      .innerJoin(events, eq(events.id, trainerActivities.eventId))
      .where(where),
  ]);
  return { items: rows.map(toActivity), total: total?.n ?? 0 };
}

export async function findActivity(db: Db, trainerId: number, activityId: number) {
  const [r] = await activityFrom(db).where(and(eq(trainerActivities.id, activityId), eq(trainerActivities.trainerId, trainerId)));
  return r ? { row: r as ActivityRow, activity: toActivity(r) } : null;
}

export function activitySnapshot(r: ActivityRow) {
  return { activity_id: r.id, service_type: r.serviceType, status: r.status, price: Number(r.price), capacity: r.capacity };
}

/** Activity writes: audited under 'trainer_activities' (as the events area audits 'activity_occurrences'). */
export const activityWrites = auditedWrites({ table: trainerActivities, entity: 'trainer_activities', snapshot: activitySnapshot, notFound: TRAINER_MSG.activityNotFound });

export async function listOccurrences(db: Db, eventId: number, deleted: 'true' | 'false' | 'all') {
  const where = and(
    eq(activityOccurrences.eventId, eventId),
    deleted === 'true' ? sql`${activityOccurrences.deletedAt} is not null` : deleted === 'false' ? isNull(activityOccurrences.deletedAt) : undefined,
  );
  const rows = await db.select().from(activityOccurrences).where(where).orderBy(asc(activityOccurrences.date), asc(activityOccurrences.id));
  return rows.map((o) => ({
    id: o.id,
    event_id: o.eventId,
    date: o.date,
    start_hour: o.startHour,
    end_hour: o.endHour,
    status: o.status,
    weather: o.weather,
    subscriptions_limit: o.subscriptionsLimit,
    deleted_at: o.deletedAt?.toISOString() ?? null,
  }));
}

// ---------------------------------------------------------------- money: bank accounts and ledger

export async function listBankAccounts(db: Db, trainerId: number): Promise<BankAccount[]> {
  const rows = await db.select().from(trainerBankAccounts).where(eq(trainerBankAccounts.trainerId, trainerId)).orderBy(desc(trainerBankAccounts.isDefault), asc(trainerBankAccounts.id));
  return rows.map((r) => ({
    id: r.id,
    bank_code: r.bankCode,
    bank_name: r.bankName,
    agency: r.agency,
    account: r.account,
    account_type: r.accountType,
    pix_key: r.pixKey,
    holder_name: r.holderName,
    holder_document: r.holderDocument,
    is_default: r.isDefault,
  }));
}

function toEntry(r: typeof trainerBalances.$inferSelect): WalletEntry {
  return {
    id: r.id,
    entry_type: r.entryType,
    amount: Number(r.amount),
    description: r.description,
    order_id: r.orderId,
    subscription_id: r.subscriptionId,
    withdraw_request_id: r.withdrawRequestId,
    available_on: r.availableOn,
    created_at: r.createdAt.toISOString(),
  };
}

/** Counting a filtered ledger stops here: the list shows "10.000+" pages at most (decision 0065). */
export const LEDGER_COUNT_CAP = 10_000;

/**
 * Ledger entries of one trainer in posting order, newest first by default. Without filters the total is the wallet's
 * entry counter and the page is an index seek on (trainer_id, seq): entry numbers are dense (the ledger is append-only),
 * so page N starts at number last_seq − N × per_page whatever its depth. With filters the rows are read through
 * (trainer_id, id) and the total is a count capped at LEDGER_COUNT_CAP + 1 (decision 0065).
 */
export async function ledgerPage(db: Db, trainerId: number, q: Partial<BalancesQuery> & { current_page: number; per_page: number; order: string }) {
  const ascending = q.order === 'id';
  const list: SQL[] = [eq(trainerBalances.trainerId, trainerId)];
  if (q.entry_type) list.push(eq(trainerBalances.entryType, q.entry_type));
  if (q.start_date) list.push(sql`${trainerBalances.createdAt} >= (${q.start_date}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (q.end_date) list.push(sql`${trainerBalances.createdAt} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`);
  const { limit, offset } = pageWindow(q);
  if (list.length === 1) {
    const [w] = await db.select({ entries: trainerWallets.entriesCount, last: trainerWallets.lastSeq }).from(trainerWallets).where(eq(trainerWallets.trainerId, trainerId));
    if (!w) return { items: [], total: 0 };
    const bound = ascending ? gt(trainerBalances.seq, offset) : lte(trainerBalances.seq, w.last - offset);
    const rows = await db
      .select()
      .from(trainerBalances)
      .where(and(list[0], bound, ownRows)) // one plan for every trainer and page (decision 0129)
      .orderBy(ascending ? asc(trainerBalances.seq) : desc(trainerBalances.seq))
      .limit(limit);
    return { items: rows.map(toEntry), total: w.entries };
  }
  const where = and(...list);
  const [rows, total] = await Promise.all([
    db.select().from(trainerBalances).where(where).orderBy(ascending ? asc(trainerBalances.id) : desc(trainerBalances.id)).limit(limit).offset(offset),
    queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${trainerBalances} WHERE ${where} LIMIT ${LEDGER_COUNT_CAP + 1}) c`).then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return { items: rows.map(toEntry), total };
}

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const reais = (c: number) => c / 100;

/** The trainer's balance figures (decision 0065), in cents; the wallet row holds Σ credits and Σ debits. */
export async function walletFigures(db: Db, trainerId: number) {
  const [row] = await queryRows<{ credits: string; debits: string; entries: number; future: string; pending: string }>(db, sql`
    SELECT coalesce(w.credits, 0) AS credits, coalesce(w.debits, 0) AS debits, coalesce(w.entries_count, 0) AS entries,
           (SELECT coalesce(sum(amount), 0) FROM ${trainerBalances} b WHERE b.trainer_id = ${trainerId} AND b.entry_type = 'credit' AND b.available_on > ${todaySql}) AS future,
           (SELECT coalesce(sum(amount), 0) FROM ${withdrawRequests} r WHERE r.trainer_id = ${trainerId} AND r.status = 'pending') AS pending
      FROM (SELECT 1) one LEFT JOIN ${trainerWallets} w ON w.trainer_id = ${trainerId} WHERE ${ownRows}`);
  if (!row) throw new Error('wallet figures: no row');
  const credits = cents(row.credits);
  const debits = cents(row.debits);
  const future = cents(row.future);
  const pending = cents(row.pending);
  const balance = credits - debits;
  return { credits, debits, balance, future, pending, available: balance - future - pending, entries: Number(row.entries) };
}

export async function walletBalance(db: Db, trainerId: number) {
  const f = await walletFigures(db, trainerId);
  return { balance: reais(f.balance), available: reais(f.available), future: reais(f.future), pending_withdrawals: reais(f.pending) };
}

export async function walletResume(db: Db, trainerId: number) {
  const f = await walletFigures(db, trainerId);
  return {
    balance: reais(f.balance),
    available: reais(f.available),
    future: reais(f.future),
    pending_withdrawals: reais(f.pending),
    credits: reais(f.credits),
    debits: reais(f.debits),
    entries_count: f.entries,
  };
}

export async function futureRevenue(db: Db, trainerId: number) {
  const rows = await db
    .select({ date: trainerBalances.availableOn, amount: sql<string>`sum(${trainerBalances.amount})`, entries: sql<number>`count(*)::int` })
    .from(trainerBalances)
    .where(and(eq(trainerBalances.trainerId, trainerId), eq(trainerBalances.entryType, 'credit'), gt(trainerBalances.availableOn, todaySql)))
    .groupBy(trainerBalances.availableOn)
    .orderBy(asc(trainerBalances.availableOn));
  const days = rows.map((r) => ({ date: r.date!, amount: reais(cents(r.amount)), entries: Number(r.entries) }));
  return { total: reais(rows.reduce((s, r) => s + cents(r.amount), 0)), days };
}

// ---------------------------------------------------------------- withdraw requests

const paid = sql<string>`coalesce((select ${trainerBalances.amount} from ${trainerBalances} where ${trainerBalances.withdrawRequestId} = ${outerColumn(withdrawRequests.id)} and ${trainerBalances.entryType} = 'debit'), 0)`;
const withdrawPageSelection = { ...getTableColumns(withdrawRequests), paidAmount: paid };
type WithdrawPageRow = typeof withdrawRequests.$inferSelect & { paidAmount: string };
type WithdrawSelected = WithdrawPageRow & { trainerName: string; trainerEmail: string; processedByName: string | null; bankAccount: string | null };

/**
 * A page of withdraw requests with the names it shows (trainer, who processed it, the bank account), read by key
 * beside the page: joined and sub-selected into it, PostgreSQL planned four relations at every call (decision 0111).
 */
async function withdrawNames(db: Db, rows: WithdrawPageRow[]): Promise<WithdrawSelected[]> {
  const found = await namesByKey(db, {
    trainer: { table: trainers, columns: { name: trainers.name, email: trainers.email }, keys: rows.map((r) => r.trainerId) },
    user: { table: users, columns: { name: users.name }, keys: rows.map((r) => r.processedById) },
    bank: {
      table: trainerBankAccounts,
      columns: { bank: trainerBankAccounts.bankName, agency: trainerBankAccounts.agency, account: trainerBankAccounts.account },
      keys: rows.map((r) => r.bankAccountId),
    },
  });
  return rows.map((r) => {
    const trainer = found.trainer.get(r.trainerId);
    const bank = foundBy(found.bank, r.bankAccountId);
    return {
      ...r,
      trainerName: trainer?.name ?? '',
      trainerEmail: trainer?.email ?? '',
      processedByName: foundBy(found.user, r.processedById)?.name ?? null,
      bankAccount: bank ? `${bank.bank} ag. ${bank.agency} c/c ${bank.account}` : null,
    };
  });
}

export function toWithdraw(r: WithdrawSelected): WithdrawRequest {
  return {
    id: r.id,
    trainer_id: r.trainerId,
    trainer_name: r.trainerName,
    trainer_email: r.trainerEmail,
    bank_account: r.bankAccount,
    amount: Number(r.amount),
    paid_amount: Number(r.paidAmount),
    status: r.status,
    notes: r.notes,
    processed_by_name: r.processedByName,
    processed_at: r.processedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    lock_version: r.lockVersion,
  };
}

function withdrawFilters(q: WithdrawsReportQuery): SQL | undefined {
  const list: SQL[] = [];
  if (q.start_date) list.push(sql`${withdrawRequests.createdAt} >= (${q.start_date}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  if (q.end_date) list.push(sql`${withdrawRequests.createdAt} < ((${q.end_date}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')`);
  if (q.status) list.push(eq(withdrawRequests.status, q.status));
  if (q.trainer_id) list.push(eq(withdrawRequests.trainerId, q.trainer_id));
  if (q.query) list.push(sql`${withdrawRequests.trainerId} in (select ${trainers.id} from ${trainers} where ${textContains([trainers.name, trainers.email], q.query)})`);
  return list.length ? and(...list) : undefined;
}

/** Withdraw requests; the trainer filter is a sub-select so the count reads withdraw_requests alone. */
export const withdrawListing = defineListing({
  table: withdrawRequests,
  select: (db: Db) => db.select(withdrawPageSelection).from(withdrawRequests).$dynamic(),
  withNames: withdrawNames,
  where: withdrawFilters,
  orderable: { 'trainer_balances.id': withdrawRequests.id, created_at: withdrawRequests.createdAt, amount: withdrawRequests.amount },
  id: withdrawRequests.id,
  keyset: { column: withdrawRequests.id, of: (r) => r.id },
  walkedOrders: ['trainer_balances.id'], // withdraw_requests_pkey
});

export async function findWithdraw(db: Db, id: number): Promise<WithdrawRequest | null> {
  const [r] = await withdrawNames(db, await db.select(withdrawPageSelection).from(withdrawRequests).where(eq(withdrawRequests.id, id)));
  return r ? toWithdraw(r) : null;
}

// ---------------------------------------------------------------- justifications

export async function justificationsPage(db: Db, trainerId: number, q: { current_page: number; per_page: number }) {
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(justifications), createdByName: users.name })
      .from(justifications)
      .leftJoin(users, eq(users.id, justifications.createdById))
      .where(eq(justifications.trainerId, trainerId))
      .orderBy(desc(justifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(justifications).where(eq(justifications.trainerId, trainerId)),
  ]);
  const items: Justification[] = rows.map((r) => ({
    id: r.id,
    trainer_id: r.trainerId,
    description: r.description,
    status: r.status,
    created_by_name: r.createdByName,
    created_at: r.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
