import type { KitShirtSize } from '@backoffice/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events, kits } from '../db/schema/index.ts';

/** Per shirt size: the kit's stock and remaining columns and the event's copies (kit desk, order status changes). */
export const SIZE_COLUMNS = {
  bl: { stock: kits.stockBl, remaining: kits.remainingBl, eventRemaining: events.kitsStockRemainingBl, eventStock: events.kitsStockBl },
  g: { stock: kits.stockG, remaining: kits.remainingG, eventRemaining: events.kitsStockRemainingG, eventStock: events.kitsStockG },
  gg: { stock: kits.stockGg, remaining: kits.remainingGg, eventRemaining: events.kitsStockRemainingGg, eventStock: events.kitsStockGg },
  m: { stock: kits.stockM, remaining: kits.remainingM, eventRemaining: events.kitsStockRemainingM, eventStock: events.kitsStockM },
  p: { stock: kits.stockP, remaining: kits.remainingP, eventRemaining: events.kitsStockRemainingP, eventStock: events.kitsStockP },
} as const;

type KitRow = typeof kits.$inferSelect;
export const SIZE_FIELDS: Record<KitShirtSize, { stock: keyof KitRow; remaining: keyof KitRow; eventRemaining: string }> = {
  bl: { stock: 'stockBl', remaining: 'remainingBl', eventRemaining: 'kitsStockRemainingBl' },
  g: { stock: 'stockG', remaining: 'remainingG', eventRemaining: 'kitsStockRemainingG' },
  gg: { stock: 'stockGg', remaining: 'remainingGg', eventRemaining: 'kitsStockRemainingGg' },
  m: { stock: 'stockM', remaining: 'remainingM', eventRemaining: 'kitsStockRemainingM' },
  p: { stock: 'stockP', remaining: 'remainingP', eventRemaining: 'kitsStockRemainingP' },
};

/** Returns one kit of `size` to the stock of `kitId` (and of its event), never above the stock itself. */
export async function returnToStock(tx: Db, kitId: number, eventId: number, size: KitShirtSize) {
  const c = SIZE_COLUMNS[size];
  await tx
    .update(kits)
    .set({ [SIZE_FIELDS[size].remaining]: sql`least(${c.stock}, ${c.remaining} + 1)`, updatedAt: new Date() })
    .where(eq(kits.id, kitId));
  await tx
    .update(events)
    .set({ [SIZE_FIELDS[size].eventRemaining]: sql`least(${c.eventStock}, ${c.eventRemaining} + 1)` })
    .where(eq(events.id, eventId));
}

/** Takes one kit of `size` from stock; false when there is none left. */
export async function takeFromStock(tx: Db, kitId: number, eventId: number, size: KitShirtSize): Promise<boolean> {
  const c = SIZE_COLUMNS[size];
  const taken = await tx
    .update(kits)
    .set({ [SIZE_FIELDS[size].remaining]: sql`${c.remaining} - 1`, updatedAt: new Date() })
    .where(and(eq(kits.id, kitId), sql`${c.remaining} > 0`))
    .returning({ id: kits.id });
  if (taken.length === 0) return false;
  await tx
    .update(events)
    .set({ [SIZE_FIELDS[size].eventRemaining]: sql`greatest(${c.eventRemaining} - 1, 0)` })
    .where(eq(events.id, eventId));
  return true;
}
