import { ORDERS_MSG, WITHDRAW_MSG, canMoveOrder, statusLabel, type KitShirtSize, type OrderStatus } from '@backoffice/contract';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { events, orders, subscriptionStatusChanges, subscriptions } from '../db/schema/index.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { conflict, invalid, notFound } from './http-errors.ts';
import { returnToStock } from './kit-stock.ts';

type SubscriptionStatus = 'pending' | 'approved' | 'reserved' | 'cancelled' | 'rejected';

/** What a new order status does to the order's live subscriptions (decision 0050). */
const SUBSCRIPTION_STATUS_FOR: Record<OrderStatus, SubscriptionStatus | null> = {
  preorder: null,
  pending_payment: 'pending',
  payment_confirmed: 'approved',
  cancelled: 'cancelled',
  refused: 'rejected',
};
const RELEASES = new Set<OrderStatus>(['cancelled', 'refused']);

export type OrderStatusChange = {
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  subscriptionIds: number[];
  kitsReturned: number;
  /** Events whose subscriptions changed (callers drop their caches of these). */
  eventIds: number[];
};

export type OrderStatusOptions = {
  /** The lock_version the caller read (409 when stale); the desk's cancel has none and checks the status only. */
  lockVersion?: number;
  reason?: string | null;
  /** Entity of the subscriptions' audit entries (the kit desk files them under its own history). */
  subscriptionAudit?: string;
  /** Messages for the refusals (the kit desk keeps its own). */
  messages?: { notAllowed?: string; kitWithdrawn?: string };
};

/**
 * THE order status change, used by the orders page (PUT /v1/orders/{id}) and the kit desk's cancel-preorder: in the
 * caller's transaction it moves the order (guarded by its current status and lock_version), its live subscriptions
 * (cancelled / rejected ones give their kit back to stock and their vacancy back to the event; a kit already handed
 * over refuses the change), the coupon code's uses (counted while the order is paid) and writes the audit entries.
 */
export async function changeOrderStatus(tx: Db, actor: AuditActor, orderId: number, to: OrderStatus, options: OrderStatusOptions = {}): Promise<OrderStatusChange> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDERS_MSG.notFound);
  if (options.lockVersion !== undefined && order.lockVersion !== options.lockVersion) throw conflict();
  const from = order.status as OrderStatus;
  if (from === to) throw invalid('status', options.messages?.notAllowed ?? ORDERS_MSG.sameStatus);
  if (!canMoveOrder(from, to)) throw invalid('status', options.messages?.notAllowed ?? ORDERS_MSG.transition(statusLabel(from), statusLabel(to)));

  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      lockVersion: sql`${orders.lockVersion} + 1`,
      ...(to === 'payment_confirmed' && !order.paidAt ? { paidAt: now } : {}),
      ...(to === 'cancelled' ? { cancelledAt: now } : {}),
    })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)));

  const subs = await queryRows<{ id: number; event_id: number; shirt_size: KitShirtSize | null; kit_id: number | null; status: SubscriptionStatus; kit_withdrawn_at: Date | null }>(
    tx,
    sql`select s.id, s.event_id, s.shirt_size, em.kit_id, s.status, s.kit_withdrawn_at from subscriptions s join event_modalities em on em.id = s.event_modality_id
        where s.order_id = ${orderId} and s.status not in ('cancelled', 'rejected') order by s.id for update of s`,
  );
  const release = RELEASES.has(to);
  if (release && subs.some((s) => s.kit_withdrawn_at !== null)) throw invalid('status', options.messages?.kitWithdrawn ?? ORDERS_MSG.kitWithdrawn);

  const target = SUBSCRIPTION_STATUS_FOR[to];
  const changed: number[] = [];
  let kitsReturned = 0;
  for (const s of subs) {
    if (!target || s.status === target) continue;
    await tx
      .update(subscriptions)
      .set({ status: target, updatedAt: now, lockVersion: sql`${subscriptions.lockVersion} + 1`, ...(release ? { cancelledAt: now } : {}) })
      .where(eq(subscriptions.id, s.id));
    await tx.insert(subscriptionStatusChanges).values({
      subscriptionId: s.id,
      fromStatus: s.status,
      toStatus: target,
      changedById: actor.id,
      changedByName: actor.name,
      reason: options.reason || `Pedido #${orderId}: ${statusLabel(to)}`,
    });
    if (release) {
      if (s.kit_id !== null && s.shirt_size) {
        await returnToStock(tx, s.kit_id, s.event_id, s.shirt_size);
        kitsReturned++;
      }
      await tx
        .update(events)
        .set({ subscriptionsRemaining: sql`case when ${events.subscriptionsRemaining} is null then null else least(coalesce(${events.subscriptionsLimit}, ${events.subscriptionsRemaining} + 1), ${events.subscriptionsRemaining} + 1) end` })
        .where(eq(events.id, s.event_id));
    }
    await recordAudit(tx, actor, {
      action: 'status_changed',
      entityType: options.subscriptionAudit ?? 'subscriptions',
      entityId: s.id,
      before: { status: s.status },
      after: { status: target, order_status: to },
    });
    changed.push(s.id);
  }

  // A coupon code's uses and discount given follow the order's status by trigger (migration coupons-figures-triggers).

  await recordAudit(tx, actor, {
    action: 'status_changed',
    entityType: 'orders',
    entityId: orderId,
    before: { status: from },
    after: { status: to, ...(options.reason ? { reason: options.reason } : {}) },
  });
  return { orderId, from, to, subscriptionIds: changed, kitsReturned, eventIds: [...new Set(subs.map((s) => s.event_id))] };
}

/**
 * POST …/cancel_preorder (kit desk and orders page): a preorder is cancelled, its subscriptions too, and their kits go
 * back to stock. Anything but a preorder answers 422 (WITHDRAW_MSG.onlyPreorder).
 */
export async function cancelPreorder(db: Db, actor: AuditActor, orderId: number, options: Pick<OrderStatusOptions, 'subscriptionAudit' | 'reason'> = {}): Promise<OrderStatusChange> {
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(WITHDRAW_MSG.orderNotFound);
  if (order.status !== 'preorder') throw invalid('status', WITHDRAW_MSG.onlyPreorder);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    if (locked?.status !== 'preorder') throw invalid('status', WITHDRAW_MSG.onlyPreorder);
    return changeOrderStatus(tx, actor, orderId, 'cancelled', {
      ...options,
      messages: { notAllowed: WITHDRAW_MSG.onlyPreorder, kitWithdrawn: WITHDRAW_MSG.preorderHasWithdrawnKit },
    });
  });
}
