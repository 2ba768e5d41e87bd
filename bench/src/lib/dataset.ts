import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT, SEED_CLI } from './paths.ts';
import { analyzeIfNeeded } from './analyze.ts';
import { runNode } from './processes.ts';

export type SeedSize = 'demo' | 'bench';

export type Dataset = {
  size: SeedSize;
  kind: 'pglite' | 'postgres';
  /** PGlite: the DATA_DIR; PostgreSQL: the URL without its password. */
  where: string;
  /** true when an already loaded data set was reused. */
  reused: boolean;
  /** Wall time of the load (this run's, or the one recorded when it was loaded). */
  loadMs: number | null;
  /** CPU time of the seed process during that load (null when not recorded). On PGlite the database runs inside it. */
  loadCpuMs: number | null;
  /** Wall time of the ANALYZE that followed it (null: not needed or not recorded). */
  analyzeMs: number | null;
  loadedAt: string | null;
};

type Marker = { size: SeedSize; loadMs: number; loadCpuMs?: number | null; loadedAt: string; analyzeMs?: number | null };

/** The lock file of a data set (beside the PGlite directory, which --fresh deletes; one per PostgreSQL URL). */
export function dataLockFile(dataDir: string, databaseUrl: string | undefined): string {
  return databaseUrl ? `${dataDir}.postgres-${urlKey(databaseUrl)}.lock` : `${dataDir}.lock`;
}

const urlKey = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 12);

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

async function loadSeed(size: SeedSize, env: Record<string, string>): Promise<{ wallMs: number; cpuMs: number | null }> {
  if (!fs.existsSync(SEED_CLI)) throw new Error(`The seed generator is missing (${path.relative(REPO_ROOT, SEED_CLI)}).`);
  console.log(`Loading the ${size} data set (node ${path.relative(REPO_ROOT, SEED_CLI)} ${size})…`);
  return runNode([SEED_CLI, size], env, REPO_ROOT);
}

/**
 * PGlite: the data set lives in `dataDir` (its own DATA_DIR); a marker file written after a successful load makes
 * later runs reuse it. `fresh`, a missing marker or a marker of another size wipe the directory and load again.
 */
async function ensurePglite(size: SeedSize, dataDir: string, fresh: boolean): Promise<Dataset> {
  const markerPath = path.join(dataDir, 'bench-seed.json');
  const marker = fs.existsSync(markerPath) ? (JSON.parse(fs.readFileSync(markerPath, 'utf8')) as Marker) : null;
  if (marker && marker.size === size && !fresh) {
    if (marker.analyzeMs === undefined) {
      marker.analyzeMs = await timedAnalyze(undefined, dataDir);
      writeMarker(markerPath, marker);
    }
    return { size, kind: 'pglite', where: dataDir, reused: true, loadMs: marker.loadMs, loadCpuMs: marker.loadCpuMs ?? null, loadedAt: marker.loadedAt, analyzeMs: marker.analyzeMs };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const load = await loadSeed(size, { DATA_DIR: dataDir });
  const written: Marker = { size, loadMs: Math.round(load.wallMs), loadCpuMs: load.cpuMs, loadedAt: new Date().toISOString() };
  writeMarker(markerPath, written);
  written.analyzeMs = await timedAnalyze(undefined, dataDir);
  writeMarker(markerPath, written);
  return { size, kind: 'pglite', where: dataDir, reused: false, loadMs: written.loadMs, loadCpuMs: written.loadCpuMs ?? null, loadedAt: written.loadedAt, analyzeMs: written.analyzeMs };
}

function writeMarker(file: string, marker: Marker): void {
  fs.writeFileSync(file, `${JSON.stringify(marker, null, 2)}\n`);
}

async function timedAnalyze(url: string | undefined, dataDir: string): Promise<number | null> {
  const ms = await analyzeIfNeeded({ url, dataDir });
  if (ms !== null) console.log(`ANALYZE took ${(ms / 1000).toFixed(1)} s.`);
  return ms === null ? null : Math.round(ms);
}

export type PgClient = { connect(): Promise<void>; query(text: string): Promise<{ rows: Record<string, unknown>[] }>; end(): Promise<void> };

/** node-postgres, loaded from the API workspace (the bench adds no database driver of its own). */
export async function pgClient(url: string): Promise<PgClient> {
  const require = createRequire(path.join(REPO_ROOT, 'apps/api/package.json'));
  const pg = (await import(pathToFileURL(require.resolve('pg')).href)) as { default: { Client: new (o: { connectionString: string }) => PgClient } };
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The `app_meta` 'seed' row names the loaded size; a marker keyed by the URL keeps the load time. */
function seedMatches(value: unknown, size: SeedSize): boolean {
  if (value === size) return true;
  if (value && typeof value === 'object') return Object.values(value as Record<string, unknown>).includes(size);
  return false;
}

/**
 * PostgreSQL: reuse when `app_meta` says the `size` seed is loaded. Otherwise (or with `fresh`) the public schema is
 * dropped and recreated — only ever on the database DATABASE_URL names, which must be a dedicated bench database.
 */
async function ensurePostgres(size: SeedSize, url: string, dataDir: string, fresh: boolean): Promise<Dataset> {
  const where = redactUrl(url);
  const markerPath = path.join(dataDir, `postgres-${urlKey(url)}.json`);
  const client = await pgClient(url);
  try {
    let loaded = false;
    try {
      const { rows } = await client.query(`select value from app_meta where key = 'seed'`);
      loaded = rows.length > 0 && seedMatches(rows[0]!.value, size);
    } catch {
      loaded = false; // no schema yet
    }
    if (loaded && !fresh) {
      const marker = fs.existsSync(markerPath) ? (JSON.parse(fs.readFileSync(markerPath, 'utf8')) as Marker) : null;
      const analyzeMs = marker?.analyzeMs === undefined ? await timedAnalyze(url, dataDir) : marker.analyzeMs;
      if (marker && marker.analyzeMs === undefined) writeMarker(markerPath, { ...marker, analyzeMs });
      return { size, kind: 'postgres', where, reused: true, loadMs: marker?.loadMs ?? null, loadCpuMs: marker?.loadCpuMs ?? null, loadedAt: marker?.loadedAt ?? null, analyzeMs: marker?.analyzeMs ?? analyzeMs };
    }
    console.log(`Resetting ${where} (drop schema public and drizzle)…`);
    await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
  } finally {
    await client.end();
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const load = await loadSeed(size, { DATABASE_URL: url, DATA_DIR: dataDir });
  const written: Marker = { size, loadMs: Math.round(load.wallMs), loadCpuMs: load.cpuMs, loadedAt: new Date().toISOString() };
  writeMarker(markerPath, written);
  written.analyzeMs = await timedAnalyze(url, dataDir);
  writeMarker(markerPath, written);
  return { size, kind: 'postgres', where, reused: false, loadMs: written.loadMs, loadCpuMs: written.loadCpuMs ?? null, loadedAt: written.loadedAt, analyzeMs: written.analyzeMs };
}

export function ensureDataset(opts: { size: SeedSize; dataDir: string; databaseUrl: string | undefined; fresh: boolean }): Promise<Dataset> {
  return opts.databaseUrl ? ensurePostgres(opts.size, opts.databaseUrl, opts.dataDir, opts.fresh) : ensurePglite(opts.size, opts.dataDir, opts.fresh);
}

/**
 * For a PostgreSQL server on this machine: a function listing the backend pids of the database (the API's pool),
 * whose CPU time the runner reads from /proc. Null for a remote server (its pids are not ours to read).
 */
export async function backendPids(url: string): Promise<{ list(): Promise<number[]>; close(): Promise<void> } | null> {
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1', '[::1]', ''].includes(host)) return null;
  const client = await pgClient(url);
  return {
    async list() {
      const { rows } = await client.query(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      return rows.map((r) => Number(r.pid));
    },
    close: () => client.end(),
  };
}
