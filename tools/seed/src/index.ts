/**
 * Seed entry points for the CLI and for tests.
 *   seedDemo(db)        ~40 events, 3,000 customers, 6,000 subscriptions… (every screen has something to show)
 *   seedBench(database) 2,000 events, 100,000 customers, 500,000 subscriptions, 1,000,000 orders and payments
 * Both run in one transaction and write the app_meta 'seed' row last; isSeeded() reads that row.
 */
import type { Database, Db } from '@backoffice/api/db/client.ts';
import { rawClientOf } from './bulk.ts';
import { generate, type SeedOptions, type SeedReport, type SeedSize } from './generate.ts';

export { BENCH_EVENT_SLUGS, DEFAULT_SEED, PLANS, type SeedOptions, type SeedReport, type SeedSize } from './generate.ts';
export { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_OTHER_USERS_PASSWORD, DEMO_TOTP_SECRET, type DemoAccount } from './demo-accounts.ts';

export const SEED_META_KEY = 'seed';

export async function seed(db: Db, size: SeedSize, options: SeedOptions = {}): Promise<SeedReport> {
  const client = await rawClientOf(db);
  try {
    return await generate(client, size, options);
  } finally {
    client.release();
  }
}

export function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  return seed(db, 'demo', options);
}

export function seedBench(database: Database, options: SeedOptions = {}): Promise<SeedReport> {
  return seed(database.db, 'bench', options);
}

/** True once a seed has completed on this database (its app_meta row exists). */
export async function isSeeded(db: Db): Promise<boolean> {
  const client = await rawClientOf(db);
  try {
    const r = await client.query(`SELECT 1 FROM app_meta WHERE key = $1`, [SEED_META_KEY]);
    return r.rows.length > 0;
  } finally {
    client.release();
  }
}

/** Seeds only when no seed has completed yet (the CLI's --if-empty); null when there was nothing to do. */
export async function seedIfEmpty(db: Db, size: SeedSize, options: SeedOptions = {}): Promise<SeedReport | null> {
  if (await isSeeded(db)) return null;
  return seed(db, size, options);
}

/** Human-readable timing table. */
export function formatReport(report: SeedReport): string {
  const lines = [
    `seed ${report.size} (seed ${report.seed}, today ${report.today}) in ${(report.ms / 1000).toFixed(1)} s (process CPU ${(report.cpuMs / 1000).toFixed(1)} s)`,
  ];
  for (const t of report.tables) {
    lines.push(`  ${t.table.padEnd(32)} ${String(t.rows).padStart(9)} rows ${(t.ms / 1000).toFixed(2).padStart(8)} s`);
  }
  for (const e of report.benchEvents) lines.push(`  bench event id ${e.id} slug ${e.slug}: ${e.subscriptions} subscriptions`);
  return lines.join('\n');
}
