/**
 * `node bench/src/kit-desk-db.ts [--event 1]` with DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default bench/.data)
 *
 * The desk search's own time, without HTTP, auth or JSON: the repository call behind
 * GET /v1/withdraw_kits/events/{id}/subscriptions?query= over the same texts as the kit-desk scenario, sequentially
 * and with 10 concurrent callers on one pool, answered by SQL (`listSubscriptionsSql`, while an event's index loads)
 * and by the event's in-memory index (`listSubscriptions` once loaded; its load time is printed). Complements the
 * HTTP figures of `run.ts --scenario kit-desk`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir, queryRows } from '@backoffice/api/db/client.ts';
import { deskIndexes } from '@backoffice/api/modules/withdraw-kits/desk-index.ts';
import { listSubscriptions, listSubscriptionsSql } from '@backoffice/api/modules/withdraw-kits/withdraw-kits.repository.ts';
import { withdrawSubscriptionsQuery } from '@backoffice/contract';
import { sql } from 'drizzle-orm';
import { chestTexts, cpfTexts, nameFragments } from './scenarios/kit-desk.ts';
import { BENCH_DIR } from './lib/paths.ts';

const { values: args } = parseArgs({ options: { event: { type: 'string', default: '1' } } });
const eventId = Number(args.event);
const db = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: pgliteDir(path.resolve(process.env.DATA_DIR ?? path.join(BENCH_DIR, '.data'))), poolSize: 10 });
const rows = await queryRows<{ name: string; cpf: string | null; chest: number | null }>(db.db, sql`select c.name, c.cpf, s.chest_number as chest from subscriptions s join customers c on c.id = s.customer_id where s.event_id = ${eventId} and s.id % 200 = 7 order by s.id limit 400`);
const subs = rows.map((r) => ({ athlete: { name: r.name, cpf: r.cpf }, chest_number: r.chest }));
const kinds: Record<string, string[]> = { name: nameFragments(subs), cpf: cpfTexts(subs), chest: chestTexts(subs) };
const loadStarted = performance.now();
const heapBefore = process.memoryUsage().heapUsed;
await deskIndexes(db.db).warm(eventId);
console.log(`index of event ${eventId} loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s, heap +${((process.memoryUsage().heapUsed - heapBefore) / 2 ** 20).toFixed(0)} MiB`);
const paths = { SQL: listSubscriptionsSql, index: listSubscriptions } as const;
for (const [pathName, search] of Object.entries(paths)) for (const conc of [1, 10]) for (const [kind, list] of Object.entries(kinds)) {
  const times: number[] = [];
  let i = 0;
  const total = list.length * 2;
  async function worker() {
    while (i < total) {
      const t = list[i++ % list.length]!;
      const q = withdrawSubscriptionsQuery.parse({ query: t, per_page: 20 });
      const s = performance.now();
      await search(db.db, eventId, q);
      times.push(performance.now() - s);
    }
  }
  await Promise.all(Array.from({ length: conc }, worker));
  times.sort((a, b) => a - b);
  const p = (x: number) => times[Math.min(times.length - 1, Math.ceil((x / 100) * times.length) - 1)]!.toFixed(2);
  console.log(`${pathName.padEnd(5)} ${kind.padEnd(5)} concurrency ${String(conc).padStart(2)}, ${times.length} calls: p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
}
await db.close();
