// Backup and restore drill (issue 12 §4): dumps the database, restores the dump into a fresh database, and compares
// the row count and a checksum of every table (schemas public and pgboss).
//
//   PostgreSQL: DATABASE_URL=postgres://…/backoffice node scripts/backup-drill.mjs
//               pg_dump -Fc of the live database (consistent snapshot, safe while the API runs), pg_restore into a
//               new database `<name>_drill_<time>` on the same server, compared, then dropped (KEEP_DRILL=1 keeps it).
//   PGlite:     DATA_DIR=./data node scripts/backup-drill.mjs   (stop the server first: PGlite has one owner)
//               dumpDataDir() of DATA_DIR/pglite to a .tar.gz, loaded into a fresh in-memory PGlite, compared.
// Exit code 0 only when every table matches. The dump is left in BACKUP_DIR (default ./backups) as the backup.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { root } from './build-web.mjs';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
const backupDir = path.resolve(process.env.BACKUP_DIR ?? path.join(root, 'backups'));
fs.mkdirSync(backupDir, { recursive: true });

const TABLES = `select table_schema as s, table_name as t from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'pgboss', 'drizzle') order by 1, 2`;
const fingerprint = (s, t) =>
  `select count(*)::int as n, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as sum from "${s}"."${t}" x`;

async function fingerprints(query) {
  const out = new Map();
  for (const { s, t } of (await query(TABLES)).rows) {
    const [row] = (await query(fingerprint(s, t))).rows;
    out.set(`${s}.${t}`, { rows: Number(row.n), sum: row.sum });
  }
  return out;
}

function compare(before, after) {
  let rows = 0;
  const problems = [];
  for (const [table, a] of before) {
    const b = after.get(table);
    rows += a.rows;
    if (!b) problems.push(`${table}: missing after restore`);
    else if (a.rows !== b.rows || a.sum !== b.sum) problems.push(`${table}: ${a.rows} rows ${a.sum} → ${b.rows} rows ${b.sum}`);
  }
  for (const table of after.keys()) if (!before.has(table)) problems.push(`${table}: only after restore`);
  console.log(`› ${before.size} tabelas, ${rows} linhas comparadas; ${problems.length ? `${problems.length} diferença(s)` : 'todas iguais'}`);
  for (const p of problems) console.log(`  ✖ ${p}`);
  return problems.length === 0;
}

async function postgresDrill(url) {
  const file = path.join(backupDir, `backoffice-${stamp}.dump`);
  const started = Date.now();
  execFileSync('pg_dump', ['-Fc', '--no-owner', '-f', file, url], { stdio: 'inherit' });
  console.log(`› pg_dump: ${file} (${(fs.statSync(file).size / 1e6).toFixed(1)} MB, ${Date.now() - started} ms)`);
  const source = new pg.Client({ connectionString: url });
  await source.connect();
  // the snapshot the dump saw is not the one we read now if the API keeps writing: read the source inside one
  // repeatable-read transaction right after the dump, and run the drill on a quiet database for an exact comparison
  const before = await fingerprints((q) => source.query(q));
  const target = new URL(url);
  const drillDb = `${target.pathname.slice(1) || 'postgres'}_drill_${stamp.toLowerCase()}`;
  await source.query(`create database "${drillDb}"`);
  await source.end();
  target.pathname = `/${drillDb}`;
  try {
    execFileSync('pg_restore', ['--no-owner', '-d', target.toString(), file], { stdio: 'inherit' });
    const restored = new pg.Client({ connectionString: target.toString() });
    await restored.connect();
    const after = await fingerprints((q) => restored.query(q));
    await restored.end();
    return compare(before, after);
  } finally {
    if (!process.env.KEEP_DRILL) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists "${drillDb}"`);
      await admin.end();
    }
  }
}

async function pgliteDrill(dataDir) {
  const dir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(dir)) throw new Error(`No PGlite database in ${dir}`);
  const extensions = { pg_trgm, unaccent, btree_gin };
  const source = await PGlite.create(dir, { extensions });
  const started = Date.now();
  const dump = await source.dumpDataDir('gzip');
  const file = path.join(backupDir, `backoffice-pglite-${stamp}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`› dumpDataDir: ${file} (${(fs.statSync(file).size / 1e6).toFixed(1)} MB, ${Date.now() - started} ms)`);
  const before = await fingerprints((q) => source.query(q));
  await source.close();
  const restored = await PGlite.create('memory://', { extensions, loadDataDir: new Blob([fs.readFileSync(file)]) });
  const after = await fingerprints((q) => restored.query(q));
  await restored.close();
  return compare(before, after);
}

const ok = process.env.DATABASE_URL
  ? await postgresDrill(process.env.DATABASE_URL)
  : await pgliteDrill(path.resolve(process.env.DATA_DIR ?? path.join(root, 'data')));
process.exit(ok ? 0 : 1);
