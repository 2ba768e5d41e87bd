import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { addCredit, decideWithdraw, requestWithdraw } from './ledger.ts';
import { insertTrainer } from './trainers.fixtures.ts';
import { walletFigures } from './trainers.repository.ts';

/**
 * Property test of the trainer ledger (issue 17, decision 0065): random sequences of credits (available or future),
 * withdraw requests, approvals, partial approvals, denials and concurrent duplicate decisions (two staff, or a retry,
 * on the same request at once). After every step, for every trainer, checked against naive sums that share nothing
 * with the wallet trigger:
 *   balance = Σ credits − Σ debits;  available + future + pending = balance;  available ≥ 0;
 *   the wallet row equals the naive sums; at most one debit per request, and only for approved/partially denied ones.
 */
const RUNS = Number(process.env.LEDGER_RUNS ?? 20);

let database: Database;
const trainerIds: number[] = [];
const actor = { id: null, name: 'Teste', requestId: null };

beforeAll(async () => {
  database = await openTestDatabase();
  for (let i = 0; i < 2; i++) trainerIds.push((await insertTrainer(database.db)).trainer.id);
});
afterAll(() => database.close());

type Naive = { credits: number; debits: number; future: number; pending: number; walletCredits: number; walletDebits: number; walletEntries: number; entries: number };

async function naive(trainerId: number): Promise<Naive> {
  const [r] = await queryRows<Record<string, string | number>>(
    database.db,
    sql`SELECT
      (SELECT coalesce(sum(amount * 100), 0) FROM trainer_balances WHERE trainer_id = ${trainerId} AND entry_type = 'credit')::bigint AS credits,
      (SELECT coalesce(sum(amount * 100), 0) FROM trainer_balances WHERE trainer_id = ${trainerId} AND entry_type = 'debit')::bigint AS debits,
      (SELECT count(*) FROM trainer_balances WHERE trainer_id = ${trainerId})::int AS entries,
      (SELECT coalesce(sum(amount * 100), 0) FROM trainer_balances WHERE trainer_id = ${trainerId} AND entry_type = 'credit' AND available_on > (now() AT TIME ZONE 'America/Sao_Paulo')::date)::bigint AS future,
      (SELECT coalesce(sum(amount * 100), 0) FROM withdraw_requests WHERE trainer_id = ${trainerId} AND status = 'pending')::bigint AS pending,
      (SELECT coalesce(credits * 100, 0) FROM trainer_wallets WHERE trainer_id = ${trainerId})::bigint AS wallet_credits,
      (SELECT coalesce(debits * 100, 0) FROM trainer_wallets WHERE trainer_id = ${trainerId})::bigint AS wallet_debits,
      (SELECT coalesce(entries_count, 0) FROM trainer_wallets WHERE trainer_id = ${trainerId})::int AS wallet_entries`,
  );
  return {
    credits: Number(r!.credits),
    debits: Number(r!.debits),
    future: Number(r!.future),
    pending: Number(r!.pending),
    entries: Number(r!.entries),
    walletCredits: Number(r!.wallet_credits ?? 0),
    walletDebits: Number(r!.wallet_debits ?? 0),
    walletEntries: Number(r!.wallet_entries ?? 0),
  };
}

const balanceApi = (trainerId: number) => walletFigures(database.db, trainerId);

const step = fc.oneof(
  fc.record({ op: fc.constant('credit' as const), t: fc.nat(), cents: fc.integer({ min: 1, max: 50_000 }), future: fc.boolean() }),
  fc.record({ op: fc.constant('request' as const), t: fc.nat(), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constantFrom('approve' as const, 'deny' as const, 'partial' as const, 'race' as const, 'stale' as const), pick: fc.nat(), cents: fc.integer({ min: 1, max: 60_000 }) }),
);

/** Runs a decision; an HttpError (409 conflict, 422 refusal) is an answer, not a failure. */
async function attempt(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (e) {
    if (e instanceof HttpError) return e.statusCode;
    throw e;
  }
}

describe('trainer ledger invariant', () => {
  it('holds over random credits, requests and (concurrent duplicate) decisions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const s of steps) {
          if (s.op === 'credit') {
            await addCredit(database.db, trainerIds[s.t % trainerIds.length]!, s.cents / 100, s.future ? '2999-12-31' : '2020-01-01');
          } else if (s.op === 'request') {
            const t = trainerIds[s.t % trainerIds.length]!;
            const before = await balanceApi(t);
            const code = await attempt(() => requestWithdraw(database.db, t, s.cents / 100));
            expect(code).toBe(s.cents <= before.available ? 200 : 422);
          } else {
            const pending = await queryRows<{ id: number; amount: string; lock_version: number }>(database.db, sql`SELECT id, amount, lock_version FROM withdraw_requests WHERE status = 'pending' ORDER BY id`);
            if (!pending.length) continue;
            const w = pending[s.pick % pending.length]!;
            const amountCents = Math.round(Number(w.amount) * 100);
            if (s.op === 'race') {
              // two staff (or a double click) approving the same request at once: exactly one wins
              const codes = await Promise.all([
                attempt(() => decideWithdraw(database.db, actor, w.id, { status: 'approved', lock_version: w.lock_version })),
                attempt(() => decideWithdraw(database.db, actor, w.id, { status: 'approved', lock_version: w.lock_version })),
                attempt(() => decideWithdraw(database.db, actor, w.id, { status: 'denied', lock_version: w.lock_version })),
              ]);
              expect(codes.filter((c) => c === 200)).toHaveLength(1);
              expect(codes.filter((c) => c !== 200).every((c) => c === 409)).toBe(true);
            } else if (s.op === 'stale') {
              expect(await attempt(() => decideWithdraw(database.db, actor, w.id, { status: 'approved', lock_version: w.lock_version + 1 }))).toBe(409);
            } else {
              const body =
                s.op === 'approve'
                  ? { status: 'approved' as const, lock_version: w.lock_version }
                  : s.op === 'deny'
                    ? { status: 'denied' as const, lock_version: w.lock_version }
                    : { status: 'partially_denied' as const, paid_amount: (s.cents % Math.max(1, amountCents - 1) || 1) / 100, lock_version: w.lock_version };
              const code = await attempt(() => decideWithdraw(database.db, actor, w.id, body));
              expect(code === 200 || (s.op === 'partial' && amountCents <= 1 && code === 422)).toBe(true);
              // the same click again (a retry) never moves the ledger twice
              expect(await attempt(() => decideWithdraw(database.db, actor, w.id, body))).toBe(code === 200 ? 409 : 422);
            }
          }
          for (const t of trainerIds) {
            const n = await naive(t);
            const api = await balanceApi(t);
            expect(api.balance).toBe(n.credits - n.debits);
            expect(api.available + api.future + api.pending).toBe(api.balance);
            expect(api.future).toBe(n.future);
            expect(api.pending).toBe(n.pending);
            expect(api.available).toBeGreaterThanOrEqual(0);
            expect([n.walletCredits, n.walletDebits, n.walletEntries]).toEqual([n.credits, n.debits, n.entries]);
          }
          const wrong = await queryRows<{ id: number }>(
            database.db,
            sql`SELECT r.id FROM withdraw_requests r LEFT JOIN trainer_balances b ON b.withdraw_request_id = r.id AND b.entry_type = 'debit'
                GROUP BY r.id, r.status, r.amount
                HAVING count(b.id) > 1
                    OR (r.status IN ('pending', 'denied') AND count(b.id) <> 0)
                    OR (r.status = 'approved' AND (count(b.id) <> 1 OR sum(b.amount) <> r.amount))
                    OR (r.status = 'partially_denied' AND (count(b.id) <> 1 OR sum(b.amount) >= r.amount))`,
          );
          expect(wrong).toEqual([]);
          // entry numbers are dense per trainer (the balance history seeks pages by them)
          const gaps = await queryRows<{ trainer_id: number }>(
            database.db,
            sql`SELECT b.trainer_id FROM trainer_balances b JOIN trainer_wallets w ON w.trainer_id = b.trainer_id
                GROUP BY b.trainer_id, w.last_seq HAVING min(b.seq) <> 1 OR max(b.seq) <> count(*) OR w.last_seq <> count(*) OR count(DISTINCT b.seq) <> count(*)`,
          );
          expect(gaps).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
