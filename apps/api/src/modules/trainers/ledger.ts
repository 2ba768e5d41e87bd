import { AREAS, TRAINER_MSG, type WithdrawDecisionBody } from '@backoffice/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainerBalances, trainers, withdrawRequests } from '../../db/schema/index.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { conflict, invalid, notFound } from '../../lib/http-errors.ts';
import { walletFigures } from './trainers.repository.ts';

/**
 * The trainer ledger's writes (decision 0065). Every write that moves money takes the trainer's row lock first
 * (SELECT … FOR UPDATE on trainers), so credits, requests and decisions of one trainer run one after another and see
 * each other's figures; a decision also locks its request row and names the lock_version the page read. The partial
 * unique index trainer_balances_one_debit_per_withdraw_key is the last word: one debit per request, whatever happens
 * above it.
 *
 *   balance   = Σ credits − Σ debits                      (trainer_wallets, kept by the trigger)
 *   future    = Σ credits whose available_on is after today
 *   pending   = Σ amounts of pending withdraw requests
 *   available = balance − future − pending                (never below 0 after a write of ours)
 */

const toCents = (v: number) => Math.round(v * 100);
const toMoney = (c: number) => (c / 100).toFixed(2);

async function lockTrainer(tx: Db, trainerId: number) {
  const [t] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, trainerId)).for('update');
  if (!t) throw notFound(TRAINER_MSG.notFound);
}

/** A credit (a paid subscription's share). `availableOn` after today makes it future revenue. */
export async function addCredit(
  db: Db,
  trainerId: number,
  amount: number,
  availableOn: string,
  origin: { description?: string; orderId?: number | null; subscriptionId?: number | null } = {},
) {
  if (!(amount > 0) || toCents(amount) / 100 !== amount) throw invalid('amount', 'Informe um valor positivo com no máximo 2 casas decimais');
  return db.transaction(async (tx) => {
    await lockTrainer(tx, trainerId);
    const [row] = await tx
      .insert(trainerBalances)
      .values({
        trainerId,
        entryType: 'credit',
        amount,
        availableOn,
        description: origin.description ?? 'Inscrição em atividade',
        orderId: origin.orderId ?? null,
        subscriptionId: origin.subscriptionId ?? null,
      })
      .returning();
    return row!;
  });
}

/** A trainer's payout request: refused (422) when it is more than the available balance; it reserves its amount. */
export async function requestWithdraw(db: Db, trainerId: number, amount: number, bankAccountId: number | null = null) {
  if (!(amount > 0) || toCents(amount) / 100 !== amount) throw invalid('amount', 'Informe um valor positivo com no máximo 2 casas decimais');
  return db.transaction(async (tx) => {
    await lockTrainer(tx, trainerId);
    const figures = await walletFigures(tx, trainerId);
    if (toCents(amount) > figures.available) throw invalid('amount', TRAINER_MSG.insufficient);
    const [row] = await tx.insert(withdrawRequests).values({ trainerId, amount, bankAccountId }).returning();
    return row!;
  });
}

export type DecisionResult = { status: 'approved' | 'denied' | 'partially_denied'; paidCents: number };

/**
 * Staff decide a pending request, exactly once: 409 (the reload message) when the page's lock_version is stale or
 * the request was decided meanwhile — by another person or by a retry of the same click.
 */
export async function decideWithdraw(db: Db, actor: AuditActor, withdrawId: number, body: WithdrawDecisionBody): Promise<DecisionResult> {
  const [peek] = await db.select({ trainerId: withdrawRequests.trainerId }).from(withdrawRequests).where(eq(withdrawRequests.id, withdrawId));
  if (!peek) throw notFound(TRAINER_MSG.withdrawNotFound);
  try {
    return await db.transaction(async (tx) => {
      await lockTrainer(tx, peek.trainerId);
      const [w] = await tx.select().from(withdrawRequests).where(eq(withdrawRequests.id, withdrawId)).for('update');
      if (!w) throw notFound(TRAINER_MSG.withdrawNotFound);
      if (w.status !== 'pending' || w.lockVersion !== body.lock_version) throw conflict();
      const amountCents = toCents(Number(w.amount));
      const paidCents = body.status === 'approved' ? amountCents : body.status === 'partially_denied' ? toCents(body.paid_amount ?? 0) : 0;
      if (body.status === 'partially_denied' && (paidCents <= 0 || paidCents >= amountCents)) throw invalid('paid_amount', TRAINER_MSG.paidTooHigh);
      const before = await walletFigures(tx, w.trainerId);
      // After the decision: balance − paid, pending − amount, so available + (amount − paid). Never below 0.
      if (paidCents > 0 && before.available + amountCents - paidCents < 0) throw invalid('status', TRAINER_MSG.insufficient);
      const [updated] = await tx
        .update(withdrawRequests)
        .set({
          status: body.status,
          notes: body.notes ?? w.notes,
          processedById: actor.id,
          processedAt: new Date(),
          lockVersion: w.lockVersion + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(withdrawRequests.id, w.id), eq(withdrawRequests.status, 'pending'), eq(withdrawRequests.lockVersion, body.lock_version)))
        .returning({ id: withdrawRequests.id });
      if (!updated) throw conflict();
      if (paidCents > 0) {
        await tx.insert(trainerBalances).values({
          trainerId: w.trainerId,
          entryType: 'debit',
          amount: paidCents / 100,
          description: 'Saque',
          withdrawRequestId: w.id,
          availableOn: sql`(now() AT TIME ZONE 'America/Sao_Paulo')::date` as unknown as string,
        });
      }
      const after = await walletFigures(tx, w.trainerId);
      await recordAudit(tx, actor, {
        action: 'status_changed',
        entityType: AREAS.trainers.audit,
        entityId: w.trainerId,
        before: { withdraw_request_id: w.id, withdraw_status: w.status, balance: toMoney(before.balance), available: toMoney(before.available), pending_withdrawals: toMoney(before.pending) },
        after: {
          withdraw_request_id: w.id,
          withdraw_status: body.status,
          paid_amount: toMoney(paidCents),
          balance: toMoney(after.balance),
          available: toMoney(after.available),
          pending_withdrawals: toMoney(after.pending),
        },
      });
      return { status: body.status, paidCents };
    });
  } catch (error) {
    // Two decisions racing past the row lock (not possible under it, kept for safety): the unique debit index refuses.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
