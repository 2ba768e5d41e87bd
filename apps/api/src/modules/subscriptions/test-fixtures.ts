import type { Db } from '../../db/client.ts';
import { countries, customers, eventModalities, events, kits, modalities, orders, subscriptions, cities, states } from '../../db/schema/index.ts';

let seq = 0;

export type EventFixture = {
  eventId: number;
  modalityIds: number[];
  kitId: number;
  subscriptionIds: number[];
  customers: { id: number; cpf: string; name: string }[];
};

const NAMES = ['João Conceição', 'Maria Antônia', 'José Araújo', 'Ana Lúcia', 'Pedro Simões', 'Luíza Gonçalves'];
const SIZES = ['p', 'm', 'g', 'gg', 'bl'] as const;
const ORIGINS = ['site', 'android', 'ios'] as const;
const METHODS = ['pix', 'credit_card', 'bank_billet'] as const;

/** A CPF-shaped 11-digit string unique per fixture (format only; not a valid check digit). */
function cpfOf(n: number): string {
  return String(10_000_000_000 + n).slice(-11);
}

/**
 * An event with two modalities (one kit with stock 3 per size), `count` subscriptions of distinct customers spread over
 * statuses, sizes, origins and days, each with an order. Deterministic: subscription i is (approved unless i % 5 === 4).
 */
export async function createEventFixture(db: Db, count = 6, opts: { name?: string } = {}): Promise<EventFixture> {
  const n = ++seq;
  let [state] = await db.select().from(states).limit(1);
  if (!state) {
    const [country] = await db.insert(countries).values({ name: 'Brasil', iso2: 'BR' }).returning();
    [state] = await db.insert(states).values({ countryId: country!.id, name: 'São Paulo', uf: 'SP', ibgeCode: 35, region: 'Sudeste' }).returning();
  }
  const [city] = await db.insert(cities).values({ stateId: state!.id, name: `São Paulo ${n}` }).returning();
  const [event] = await db
    .insert(events)
    .values({ name: opts.name ?? `Corrida de Teste ${n}`, slug: `corrida-teste-${n}-${Date.now()}`, eventDate: '2026-12-10', subscriptionsLimit: 1000, subscriptionsGoal: 800 })
    .returning({ id: events.id });
  const [m5, m10] = await db
    .insert(modalities)
    .values([{ name: `5 km ${n}` }, { name: `10 km ${n}` }])
    .returning({ id: modalities.id });
  const [kit] = await db
    .insert(kits)
    .values({ eventId: event!.id, name: 'Kit Atleta', stockP: 3, stockM: 3, stockG: 3, stockGg: 3, stockBl: 3, remainingP: 3, remainingM: 3, remainingG: 3, remainingGg: 3, remainingBl: 3 })
    .returning({ id: kits.id });
  const ems = await db
    .insert(eventModalities)
    .values([
      { eventId: event!.id, modalityId: m5!.id, kitId: kit!.id },
      { eventId: event!.id, modalityId: m10!.id, kitId: kit!.id },
    ])
    .returning({ id: eventModalities.id });
  const made: EventFixture['customers'] = [];
  const subscriptionIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const cpf = cpfOf(n * 10_000 + i);
    const name = `${NAMES[i % NAMES.length]} ${n}-${i}`;
    const [c] = await db
      .insert(customers)
      .values({ name, cpf, email: `atleta${n}-${i}-${Date.now()}@teste.local`, gender: i % 2, birthDate: `${1970 + (i % 40)}-05-10`, cityId: city!.id })
      .returning({ id: customers.id });
    const created = new Date(Date.UTC(2026, 9, 1 + (i % 20), 12));
    const status = i % 5 === 4 ? 'cancelled' : 'approved';
    const [o] = await db
      .insert(orders)
      .values({ customerId: c!.id, eventId: event!.id, status: status === 'approved' ? 'payment_confirmed' : 'cancelled', subtotal: 100, total: 100, paymentMethod: METHODS[i % 3], channel: ORIGINS[i % 3], createdAt: created })
      .returning({ id: orders.id });
    const [s] = await db
      .insert(subscriptions)
      .values({
        eventId: event!.id,
        eventModalityId: ems[i % 2]!.id,
        customerId: c!.id,
        orderId: o!.id,
        status,
        price: 100,
        shirtSize: SIZES[i % 5],
        origin: ORIGINS[i % 3],
        createdAt: created,
      })
      .returning({ id: subscriptions.id });
    subscriptionIds.push(s!.id);
    made.push({ id: c!.id, cpf, name });
  }
  return { eventId: event!.id, modalityIds: ems.map((e) => e.id), kitId: kit!.id, subscriptionIds, customers: made };
}
