import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobQueue, NewJob, RetryPolicy } from './queue.ts';

/**
 * The scaled-out queue: pg-boss on the same PostgreSQL (its own `pgboss` schema), so jobs need no Redis
 * and keep running in Redis's degraded mode (decision record 017). Each job name is a queue with the
 * 'short' policy: at most one waiting job per key.
 */
export async function createPgQueue(
  url: string,
  { log, pollMs = 2000 }: { log: FastifyBaseLogger; pollMs?: number },
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: url, max: 3, schedule: false, application_name: 'hola-jobs' });
  boss.on('error', (error) => log.error(error, 'job queue'));
  await boss.start();
  const queues = new Set<string>();
  // A job whose worker died (kill -9) is taken again once it expires: pg-boss's lease.
  const ensureQueue = async (name: string, retry: RetryPolicy) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, {
      name,
      policy: 'short',
      retryLimit: retry.attempts - 1,
      retryDelay: Math.max(1, Math.round(retry.firstRetryMs / 1000)),
      retryBackoff: true,
      expireInSeconds: 300,
    });
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
  };
}
