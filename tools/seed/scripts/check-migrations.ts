/**
 * Applies every migration on a fresh database and prints the table count: in-memory PGlite by default, or the
 * PostgreSQL server named by the first argument (a connection string).
 *   node tools/seed/scripts/check-migrations.ts [postgres://…]
 */
import { openDatabase } from '@backoffice/api/db/client.ts';
import { sql } from 'drizzle-orm';

const url = process.argv[2];
const started = performance.now();
const database = await openDatabase(url ? { url } : { dataDir: 'memory://' });
try {
  await database.migrate();
  await database.migrate(); // idempotent second run
  const tables = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
  const probe = await database.db.execute(
    sql`select public.f_unaccent(lower('JOÃO Conceição')) as name, (select name from event_types where id = 0) as type0, (select count(*)::int from companies) as companies, version() as version`,
  );
  const rows = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
  console.log(database.kind, JSON.stringify({ tables: rows(tables)[0]?.n, ...rows(probe)[0] }), `${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
