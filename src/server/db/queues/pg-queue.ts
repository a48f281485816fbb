import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobCounts, JobQueue, NewJob, RetryPolicy } from './queue.ts';

/**
 * The scaled-out queue: pg-boss on the same PostgreSQL (its own `pgboss` schema), so jobs need no Redis
 * and keep running in Redis's degraded mode (decision record 017). Each job name is a queue with the
 * 'short' policy: at most one waiting job per key.
 */
export async function createPgQueue(
  url: string,
  { log, pollMs = 2000, leaseMs = 5 * 60_000 }: { log: FastifyBaseLogger; pollMs?: number; leaseMs?: number },
): Promise<JobQueue> {
  const leaseSeconds = Math.max(1, Math.round(leaseMs / 1000));
  const boss = new PgBoss({
    connectionString: url,
    max: 3,
    schedule: false,
    application_name: 'hola-jobs',
    // The maintenance that hands an expired job (its worker died) back to the queue runs this often: a
    // fifth of the lease, at most a minute (pg-boss's default, two minutes, would add to every lease).
    maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.round(leaseSeconds / 5))),
  });
  boss.on('error', (error) => log.error(error, 'job queue'));
  await boss.start();
  const queues = new Set<string>();
  // A job whose worker died (kill -9) expires after the lease and is retried: pg-boss's lease. A queue
  // made by an earlier version takes this one's settings (createQueue leaves an existing queue as it is).
  const ensureQueue = async (name: string, retry: RetryPolicy) => {
    if (queues.has(name)) return;
    const options: PgBoss.Queue = {
      name,
      policy: 'short',
      retryLimit: retry.attempts - 1,
      retryDelay: Math.max(1, Math.round(retry.firstRetryMs / 1000)),
      retryBackoff: true,
      expireInSeconds: leaseSeconds,
    };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
    queues.add(name);
  };

  return {
    async enqueueAll(jobs: NewJob[], { trx } = {}) {
      if (jobs.length === 0) return;
      for (const job of jobs) await ensureQueue(job.name, job.retry);
      const now = Date.now();
      // One INSERT … ON CONFLICT DO NOTHING: a key still waiting drops the new job, as send() does. Given
      // the caller's transaction, through it: the jobs exist only if it commits.
      await boss.insert(
        jobs.map((job) => ({
          name: job.name,
          data: job.data as object,
          singletonKey: job.key,
          ...(job.delayMs ? { startAfter: new Date(now + job.delayMs).toISOString() } : {}),
        })),
        trx ? { db: { executeSql: (text, values) => trx.executeQuery(CompiledQuery.raw(text, values)) } } : {},
      );
    },
    async work(name, retry, handler) {
      await ensureQueue(name, retry);
      await boss.work<unknown>(
        name,
        { pollingIntervalSeconds: Math.max(0.5, pollMs / 1000), batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
    async counts(): Promise<JobCounts[]> {
      const { rows } = (await boss.getDb().executeSql(
        `select name, count(*) filter (where state in ('created', 'retry'))::int as waiting,
             count(*) filter (where state = 'active')::int as running
           from pgboss.job where state in ('created', 'retry', 'active') group by name`,
        [],
      )) as { rows: JobCounts[] };
      return rows;
    },
  };
}
