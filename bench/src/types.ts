/** Shared types of the bench runner and its scenarios. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP request to load-test. `path` is relative to the server's origin (e.g. `/api/v1/users?per_page=20`). */
export type Target = {
  name: string;
  method?: Method;
  path: string;
  /** JSON body (sent with content-type application/json). */
  body?: unknown;
  /**
   * Several paths sent in turn (each connection takes the next one), measured together: e.g. many search texts.
   * `path` is still the one probed and reported.
   */
  paths?: string[];
  /** Send the signed-in user's `access-token` header (default true). */
  auth?: boolean;
  /** Connections for this target instead of the run's `--connections` (e.g. 100 open panels). */
  connections?: number;
  /** Open loop: at most this many requests per second over all connections (panels polling), instead of as fast as answered. */
  overallRate?: number;
};

/** What a scenario gets: the API origin and a signed-in GET helper to look up ids before measuring. */
export type ScenarioContext = {
  apiOrigin: string;
  apiPrefix: string;
  accessToken: string;
  /** GET `path` (relative to the origin) as the signed-in admin; throws on a non-2xx answer. */
  get<T = unknown>(path: string): Promise<{ body: T; headers: Headers }>;
};

/** A scenario file in `src/scenarios/` exports one of these; `run.ts --scenario <name>` picks it. */
export type Scenario = {
  name: string;
  description: string;
  targets(ctx: ScenarioContext): Target[] | Promise<Target[]>;
};

export type LoadOptions = { connections: number; durationS: number; warmupS: number };

export type Measurement = {
  scenario: string;
  name: string;
  method: Method;
  path: string;
  requests: number;
  durationS: number;
  rps: number;
  latencyMs: { p50: number; p95: number; p99: number; mean: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** CPU time (user + system) the serving process spent per request, from /proc (Linux): robust to a busy machine. */
  serverCpuMsPerRequest: number | null;
  /** PostgreSQL only: CPU time of the database's backend processes per request (null on PGlite, inside the server). */
  dbCpuMsPerRequest: number | null;
  /** That CPU time over the run's wall time (1 = one core busy all along; well below 1 = starved or waiting). */
  serverCpuShare: number | null;
  /** rps / bare Fastify rps (the bare route itself: 1). */
  ratioToBare: number | null;
};
