import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The old public development secret: refused in production if someone still sets it explicitly. */
export const DEFAULT_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated once at start (README lists them all). */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded PGlite database and uploaded files live. */
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** A PostgreSQL server; when set, PGlite is not used. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How many statement texts PGlite keeps prepared (decision 0090); 0 turns the cache off. */
  PGLITE_STATEMENT_CACHE: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** PGlite on a worker thread of its own, with statements pipelined to it (decision 0136); false runs it in this thread. */
  PGLITE_THREAD: bool.default(true),
  /** Prefix of every API path (the spec's /v1... paths live under it). */
  API_PREFIX: z.string().regex(/^\/[a-z0-9/_-]*[a-z0-9]$/).default('/api'),
  /** The API base URL the panel uses, served to it at run time in /runtime-config.js. Defaults to API_PREFIX. */
  PUBLIC_API_BASE_URL: z.string().optional(),
  /** Public origin of the panel, used in e-mailed links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** The consumer app's origin, for a customer's reset-password link (decision 0072). Defaults to PUBLIC_URL. */
  CONSUMER_APP_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(30 * 24 * 60 * 60),
  /** How long a process reuses a session's auth check (user, profiles, permissions); 0 checks the database on every request. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Failed sign-ins allowed per account in the lock window before a temporary lock. */
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Requests per minute per IP on the sign-in, two-factor, refresh and password routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** smtp://user:pass@host:port; without it mail stays in the outbox table and links are logged. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Backoffice <nao-responda@backoffice.local>'),
  /** Object storage for uploads: without S3_BUCKET files are kept under DATA_DIR/uploads and served by the API. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().optional(),
  /** Folder of the built panel; empty disables serving it. */
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  /** PGlite has no autovacuum: every N seconds the server ANALYZEs/VACUUMs the tables that need it (0 turns it off). */
  MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
});

export type Config = Omit<z.infer<typeof configSchema>, 'JWT_SECRET'> & { JWT_SECRET: string; PUBLIC_URL: string; PUBLIC_API_BASE_URL: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    DATA_DIR: path.resolve(c.DATA_DIR),
    JWT_SECRET: c.JWT_SECRET ?? (c.NODE_ENV === 'test' ? randomBytes(32).toString('base64url') : dataDirSecret(path.resolve(c.DATA_DIR))),
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    PUBLIC_API_BASE_URL: c.PUBLIC_API_BASE_URL ?? c.API_PREFIX,
  };
}

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * Without JWT_SECRET the server keeps its own random secret in DATA_DIR/jwt-secret (mode 0600), created on the first
 * start and read on every later one, so a fresh install is never signed with a public value (decision 0025). Two
 * processes starting together on one DATA_DIR agree: the file is created exclusively and the loser reads it.
 */
export function dataDirSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  const read = () => {
    const text = fs.readFileSync(file, 'utf8').trim();
    if (text.length < 32) throw new ConfigError(`${file} holds a secret shorter than 32 characters: delete it or set JWT_SECRET.`);
    return text;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

/** Production must not run with the development secret (the demo accounts are checked after the database opens). */
export function productionConfigProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.JWT_SECRET === DEFAULT_JWT_SECRET) problems.push('JWT_SECRET still has its development default: set a secret of at least 32 random characters.');
  return problems;
}
