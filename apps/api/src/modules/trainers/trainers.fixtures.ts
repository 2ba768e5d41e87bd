import { activityOccurrences, events, trainerActivities, trainerBankAccounts, trainers } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';

let seq = 0;

/** A trainer with a default bank account, one activity (its event) and three weekly occurrences. */
export async function insertTrainer(db: Db, extra: Partial<typeof trainers.$inferInsert> = {}) {
  const n = ++seq;
  const [t] = await db
    .insert(trainers)
    .values({ name: `Treinador ${n}`, email: `treinador${n}-${Date.now()}@exemplo.com.br`, status: 'pending', filiation: 'CBAt', ...extra })
    .returning();
  const [bank] = await db
    .insert(trainerBankAccounts)
    .values({ trainerId: t!.id, bankCode: '341', bankName: 'Itaú', agency: '0001', account: '12345-6', holderName: t!.name, holderDocument: '52998224725', isDefault: true })
    .returning();
  const [ev] = await db.insert(events).values({ name: `Treino funcional ${n}`, slug: `treino-${Date.now()}-${n}`, eventDate: '2030-03-04', trainerId: t!.id }).returning();
  const [activity] = await db.insert(trainerActivities).values({ trainerId: t!.id, eventId: ev!.id, status: 'enabled', price: 80 }).returning();
  const occurrences = await db
    .insert(activityOccurrences)
    .values(['2030-03-04', '2030-03-11', '2030-03-18'].map((date) => ({ eventId: ev!.id, trainerActivityId: activity!.id, date })))
    .returning();
  return { trainer: t!, bank: bank!, event: ev!, activity: activity!, occurrences };
}
