import type { Scenario } from '../types.ts';

type Batch = { id: number; quantity: number; store_id: number };
type StoreOption = { id: number; status: string };

/**
 * Partners, stores and tokens (issue 20): a batch's tokens list (first page, 'Utilizado' filter, last page of a
 * 999-token batch), the batches list and its summary cards (batch counters), the stores list, the discount history,
 * and the time to create a 999-token batch (codes drawn by the server, inserted in the batch's transaction).
 * Target: tokens list p95 ≤ 25 ms at concurrency 10 on PGlite.
 */
const partners: Scenario = {
  name: 'partners',
  description: 'tokens list of a 999-token batch (first/last page, Utilizado), batches list + summary cards, stores, partner history, POST 999-token batch',
  targets: async ({ apiPrefix, get }) => {
    const { body: batches } = await get<Batch[]>(`${apiPrefix}/v1/token_batches?per_page=200`);
    const { body: stores } = await get<StoreOption[]>(`${apiPrefix}/v1/stores?per_page=200&status=enabled`);
    if (!batches.length || !stores.length) throw new Error('no token batches or enabled stores in the data set');
    const big = batches.reduce((a, b) => (b.quantity > a.quantity ? b : a));
    const lastPage = Math.max(0, Math.ceil(big.quantity / 20) - 1);
    return [
      { name: `tokens of batch #${big.id} (${big.quantity}), first page`, path: `${apiPrefix}/v1/token_batches/${big.id}/tokens?per_page=20` },
      { name: `tokens of batch #${big.id}, last page`, path: `${apiPrefix}/v1/token_batches/${big.id}/tokens?per_page=20&current_page=${lastPage}` },
      { name: `tokens of batch #${big.id}, Utilizado`, path: `${apiPrefix}/v1/token_batches/${big.id}/tokens?per_page=20&status=unavailable` },
      { name: 'token batches list', path: `${apiPrefix}/v1/token_batches?per_page=20` },
      { name: 'tokens total (card)', path: `${apiPrefix}/v1/tokens/total` },
      { name: 'tokens used (card)', path: `${apiPrefix}/v1/tokens/unavailables` },
      { name: 'stores list (with totems)', path: `${apiPrefix}/v1/totem/stores?per_page=20` },
      { name: 'partner discount history', path: `${apiPrefix}/v2/partner_historical?per_page=20` },
      { name: 'create a 999-token batch', method: 'POST', path: `${apiPrefix}/v1/token_batches`, body: { store_id: stores[0]!.id, quantity: 999, description: 'bench' } },
    ];
  },
};

export default partners;
