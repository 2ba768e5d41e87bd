import { cpfFromBase } from '@backoffice/contract';
import type { Db } from '../../db/client.ts';
import { customers, eventModalities, events, kits, modalities, orders, subscriptions } from '../../db/schema/index.ts';

let seq = 0;
let cpfSeq = 0;
/** CPFs must be unique in the database: a per-process offset keeps two files' fixtures apart. */
const CPF_OFFSET = 100_000_000 + Math.floor(Math.random() * 500_000_000);

type Athlete = {
  name: string;
  status: 'pending' | 'approved' | 'reserved' | 'cancelled' | 'rejected';
  order: 'payment_confirmed' | 'pending_payment' | 'preorder' | 'cancelled' | null;
  size: 'p' | 'm' | 'g' | 'gg' | 'bl' | null;
  chest?: number;
  priceType?: 'regular' | 'courtesy';
};

/** The athletes of a desk fixture, by key (names with accents on purpose). */
const ATHLETES = {
  paid: { name: 'Conceição Araújo da Silva', status: 'approved', order: 'payment_confirmed', size: 'm', chest: 101 },
  paid2: { name: 'José Ângelo Pereira', status: 'approved', order: 'payment_confirmed', size: 'g', chest: 102 },
  courtesy: { name: 'Cortesia Simões', status: 'reserved', order: null, size: 'p', chest: 103, priceType: 'courtesy' },
  babylook: { name: 'Bruna Lúcia Babylook', status: 'approved', order: 'payment_confirmed', size: 'bl', chest: 104 },
  pending: { name: 'Márcio Pendente', status: 'pending', order: 'pending_payment', size: 'g' },
  preorder: { name: 'Paula Pré-venda', status: 'reserved', order: 'preorder', size: 'p' },
  cancelled: { name: 'Carla Cancelada', status: 'cancelled', order: 'cancelled', size: 'm' },
} as const satisfies Record<string, Athlete>;

export type DeskFixture = {
  eventId: number;
  kitId: number;
  sub: Record<keyof typeof ATHLETES, number>;
  order: Record<keyof typeof ATHLETES, number | null>;
  cpf: Record<keyof typeof ATHLETES, string>;
  names: Record<keyof typeof ATHLETES, string>;
};

/**
 * An event with one kit (stock 2 of P, M, G and GG; none of BL) and seven subscriptions covering the desk's cases:
 * paid, courtesy, a size the kit lacks, pending payment, preorder and cancelled. Names are unique per fixture.
 */
export async function createDeskFixture(db: Db, opts: { eventDate?: string; name?: string } = {}): Promise<DeskFixture> {
  const n = ++seq;
  const stamp = `${Date.now().toString(36)}${n}`;
  const [event] = await db
    .insert(events)
    .values({ name: opts.name ?? `Meia Maratona do Balcão ${n}`, slug: `balcao-${stamp}`, eventDate: opts.eventDate ?? '2099-06-01', kitsWithdrawDate: '2099-05-30' })
    .returning({ id: events.id });
  const eventId = event!.id;
  const [modality] = await db.insert(modalities).values({ name: `21 km ${n}` }).returning({ id: modalities.id });
  const [kit] = await db
    .insert(kits)
    .values({ eventId, name: 'Kit Corredor', stockP: 2, stockM: 2, stockG: 2, stockGg: 2, remainingP: 1, remainingM: 1, remainingG: 1, remainingGg: 2 })
    .returning({ id: kits.id });
  const [em] = await db.insert(eventModalities).values({ eventId, modalityId: modality!.id, kitId: kit!.id }).returning({ id: eventModalities.id });
  const sub = {} as DeskFixture['sub'];
  const order = {} as DeskFixture['order'];
  const cpf = {} as DeskFixture['cpf'];
  const names = {} as DeskFixture['names'];
  let i = 0;
  for (const [key, a] of Object.entries(ATHLETES) as [keyof typeof ATHLETES, Athlete][]) {
    i++;
    const doc = cpfFromBase(String(CPF_OFFSET + ++cpfSeq));
    const name = `${a.name} ${stamp}`;
    const [c] = await db
      .insert(customers)
      .values({ name, cpf: doc, email: `balcao-${stamp}-${i}@teste.local` })
      .returning({ id: customers.id });
    const [o] = a.order
      ? await db.insert(orders).values({ customerId: c!.id, eventId, status: a.order, subtotal: 120, total: 120 }).returning({ id: orders.id })
      : [null];
    const [s] = await db
      .insert(subscriptions)
      .values({ eventId, eventModalityId: em!.id, customerId: c!.id, orderId: o?.id ?? null, status: a.status, priceType: a.priceType ?? 'regular', shirtSize: a.size, chestNumber: a.chest ?? null, price: 120 })
      .returning({ id: subscriptions.id });
    sub[key] = s!.id;
    order[key] = o?.id ?? null;
    cpf[key] = doc;
    names[key] = name;
  }
  return { eventId, kitId: kit!.id, sub, order, cpf, names };
}
