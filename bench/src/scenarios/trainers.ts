import type { Scenario } from '../types.ts';

type Trainer = { id: number; name: string };
type Resume = { entries_count: number };

/**
 * Trainers (issue 17): the trainers list, the balance history of the trainer with the longest ledger (bench seed:
 * 100,000 entries; the total comes from the wallet counter, decision 0065) at its first, a middle and a deep page, the
 * filtered statement (capped count), the balance and the withdraw list. Target p95 ≤ 25 ms at concurrency 10.
 */
const trainers: Scenario = {
  name: 'trainers',
  description: 'trainers list, balance history (100k entries), balance, withdraw list',
  targets: async ({ apiPrefix, get }) => {
    const { body: list } = await get<Trainer[]>(`${apiPrefix}/v3/trainer/users?per_page=50`);
    if (!list.length) throw new Error('no trainers in the data set');
    let longest = { id: list[0]!.id, entries: -1 };
    // The seed gives its first trainer the long ledger; the list is newest first, so that one may be past this page.
    const ids = [...new Set([1, 2, 3, ...list.map((t) => t.id)])];
    for (const id of ids) {
      const { body } = await get<Resume>(`${apiPrefix}/v2/trainer/users/${id}/balances/resume`);
      if (body.entries_count > longest.entries) longest = { id, entries: body.entries_count };
    }
    const base = `${apiPrefix}/v2/trainer/users/${longest.id}`;
    const middle = Math.max(0, Math.floor(longest.entries / 10 / 2));
    return [
      { name: 'trainers list', path: `${apiPrefix}/v3/trainer/users?per_page=10` },
      { name: 'trainers search', path: `${apiPrefix}/v3/trainer/users?per_page=10&query=silva` },
      { name: `balance history #${longest.id} (${longest.entries} entries) page 1`, path: `${base}/bank_account/balance_history?per_page=10` },
      { name: `balance history #${longest.id} page ${middle + 1}`, path: `${base}/bank_account/balance_history?per_page=10&current_page=${middle}` },
      { name: `statement #${longest.id} debits only (capped count)`, path: `${base}/balances?per_page=10&entry_type=debit` },
      { name: `balance #${longest.id}`, path: `${base}/bank_account/balance` },
      { name: 'withdraw list', path: `${apiPrefix}/v2/trainer/withdraws?per_page=10` },
      { name: 'withdraw list pending', path: `${apiPrefix}/v2/trainer/withdraws?per_page=10&status=pending` },
    ];
  },
};

export default trainers;
