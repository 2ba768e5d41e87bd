import fp from 'fastify-plugin';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Db as IDatabase } from 'pg-boss';

/**
 * Background jobs on pg-boss, in the database the API already uses (decision 0011): PGlite through pg-boss's own PGlite
 * backend, or the PostgreSQL pool when DATABASE_URL is set. Workers run inside the server process. A job's work is
 * written so that running it again is harmless (idempotent steps with checkpoints in our own tables), because a job
 * whose server died is run again: on PGlite at the next start (no other process can hold it), and on PostgreSQL when
 * its heartbeat goes stale.
 */

export type JobContext = { signal: AbortSignal; jobId: string; retryCount: number };
export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export type Jobs = {
  /** Registers the worker of a queue (creates the queue when missing). */
  define<T extends object>(queue: string, handler: JobHandler<T>): Promise<void>;
  /** Enqueues a job and wakes this process's worker at once. */
  send(queue: string, data: object, options?: { singletonKey?: string }): Promise<string | null>;
  /** Whether a job of `queue` whose data has `key` = `value` is queued, waiting for a retry or running. */
  hasLiveJob(queue: string, key: string, value: string | number): Promise<boolean>;
  /** Resolves once no job of ours is queued or running (tests). */
  idle(timeoutMs?: number): Promise<void>;
  boss: PgBoss;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export type JobsOptions = {
  /** Seconds between polls of an idle worker (jobs sent by this process wake it at once anyway). */
  pollingIntervalSeconds?: number;
};

/** Queue settings: a stale heartbeat (dead worker) puts the job back; a few retries for transient failures. */
const QUEUE_OPTIONS = { heartbeatSeconds: 10, retryLimit: 5, retryDelay: 2, expireInSeconds: 6 * 60 * 60 } as const;

export default fp<JobsOptions>(
  async (app, options) => {
    const { database } = app;
    let db: IDatabase;
    if (database.kind === 'pglite') db = fromPglite(database.pglite!);
    else {
      const pool = database.pool!;
      db = { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
    }
    const makeBoss = () => {
      const created = new PgBoss({
        db,
        ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
        superviseIntervalSeconds: 10,
        schedule: false,
      });
      created.on('error', (err) => app.log.error({ err }, 'job queue error'));
      return created;
    };
    let boss = makeBoss();
    // Two processes starting at once on a new PostgreSQL database both try to create pg-boss's schema: the one that
    // loses gets a duplicate-object error and starts again, finding the schema the other one made.
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.start();
        break;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (attempt >= 5 || !(code === '23505' || code === '42P06' || code === '42P07' || code === '42710')) throw err;
        app.log.warn({ code, attempt }, 'job queue schema created by another process at the same time; starting again');
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        boss = makeBoss();
      }
    }

    const workers = new Map<string, string>();
    /** Aborted when the server closes: handlers stop at their next checkpoint and the job is retried later. */
    const stopping = new AbortController();
    const queues: string[] = [];
    const running = new Set<Promise<unknown>>();
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

    const jobs: Jobs = {
      boss,
      async define<T extends object>(queue: string, handler: JobHandler<T>) {
        if (!(await boss.getQueue(queue))) await boss.createQueue(queue, QUEUE_OPTIONS);
        queues.push(queue);
        const workerId = await boss.work<T>(queue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (!job) return;
          const jobSignal = (job as { signal?: AbortSignal }).signal;
          const signal = jobSignal ? AbortSignal.any([jobSignal, stopping.signal]) : stopping.signal;
          const run = handler(job.data, { signal, jobId: job.id, retryCount: (job as { retryCount?: number }).retryCount ?? 0 });
          running.add(run);
          try {
            await run;
          } catch (err) {
            app.log.warn({ err, queue, jobId: job.id }, 'job failed');
            throw err;
          } finally {
            running.delete(run);
          }
        });
        workers.set(queue, workerId);
      },
      async send(queue, data, sendOptions) {
        const id = await boss.send(queue, data, sendOptions ?? {});
        const workerId = workers.get(queue);
        if (workerId) boss.notifyWorker(workerId);
        return id;
      },
      async hasLiveJob(queue, key, value) {
        const rows = await db.executeSql(
          `select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active') and data->>$2 = $3 limit 1`,
          [queue, key, String(value)],
        );
        return rows.rows.length > 0;
      },
      async idle(timeoutMs = 30_000) {
        const until = Date.now() + timeoutMs;
        for (;;) {
          const rows = await db.executeSql(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and name = any($1)`, [queues]);
          if (Number(rows.rows[0]?.n ?? 0) === 0 && running.size === 0) return;
          if (Date.now() > until) throw new Error('jobs still running');
          await new Promise((r) => setTimeout(r, 100));
        }
      },
    };
    app.decorate('jobs', jobs);

    // PGlite is one process: a job left "active" was running in a server that died, so it is handed back at once.
    if (database.kind === 'pglite') {
      app.addHook('onReady', async () => {
        if (!queues.length) return;
        const orphans = await db.executeSql(`select id, name from pgboss.job where state = 'active' and name = any($1)`, [queues]);
        for (const row of orphans.rows as { id: string; name: string }[]) {
          await boss.fail(row.name, row.id, { message: 'servidor reiniciado durante o processamento' });
          app.log.info({ queue: row.name, jobId: row.id }, 'job interrupted by a restart handed back to the queue');
        }
        for (const workerId of workers.values()) boss.notifyWorker(workerId);
      });
    }

    app.addHook('onClose', async () => {
      stopping.abort(new Error('servidor encerrando'));
      await boss.stop({ graceful: true, timeout: 5000, close: false } as never);
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
